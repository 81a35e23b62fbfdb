"""ragfts: replayable, dated SQLite FTS5 retrieval that names the broken link."""

__version__ = "0.1.0"
