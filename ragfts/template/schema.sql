-- The only place the index tables are defined. ragfts builds a fresh index from this
-- file and corpus/ and refuses to search an index whose recorded schema digest differs.

-- Validity and identity are UNINDEXED: they must never match a search term; the
-- question date is applied by a separate condition in the fixed query.
CREATE VIRTUAL TABLE documents USING fts5(
    source_id UNINDEXED,
    valid_from UNINDEXED,
    valid_until UNINDEXED,
    text,
    tokenize = 'unicode61'
);

-- One row per document: unique source_id (duplicates are found while building) and a
-- direct lookup of validity, which grading and the evidence gate need by source_id.
CREATE TABLE sources (
    source_id TEXT PRIMARY KEY,
    valid_from TEXT NOT NULL,
    valid_until TEXT
);

-- The facts registry (corpus/facts.csv), so a log can name the facts it was graded on.
CREATE TABLE facts (
    fact_id TEXT PRIMARY KEY,
    source_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    attribute TEXT NOT NULL,
    value TEXT NOT NULL,
    unit TEXT NOT NULL,
    quote TEXT NOT NULL
);

-- How this index was built: ragfts version, SQLite version, digests of schema and corpus.
CREATE TABLE build_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
