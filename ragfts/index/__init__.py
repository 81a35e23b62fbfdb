"""index — the SQLite FTS5 index: build it, seal it and check its freshness, open it
read-only, and run the one fixed search. Imports only kit."""
