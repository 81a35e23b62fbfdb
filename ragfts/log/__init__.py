"""log — the replay log: its one typed record, the row spool, fragment packs, SHA256SUMS,
routes, and proving a log against the index. Imports only kit, index and grade."""
