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
    valid_until TEXT,
    url TEXT NOT NULL DEFAULT '',
    title TEXT NOT NULL DEFAULT ''
);

-- A citation by URL or title is one lookup (the columns keep the document's url: and
-- title:, normalised as citations are read: scheme, host case, trailing slash, fragment
-- and a title's case and spacing do not count). Optional: without them a URL citation
-- stays unknown_source.
CREATE INDEX sources_url ON sources(url) WHERE url != '';
CREATE INDEX sources_title ON sources(title) WHERE title != '';

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
