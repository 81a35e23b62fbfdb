-- A kit with a search profile: the verbatim text is stored and logged (UNINDEXED), and
-- the normalised form ragfts computes under ragfts.toml's profile is what FTS5 matches.
CREATE VIRTUAL TABLE documents USING fts5(
    source_id UNINDEXED,
    valid_from UNINDEXED,
    valid_until UNINDEXED,
    text UNINDEXED,
    terms,
    tokenize = 'unicode61'
);

CREATE TABLE sources (
    source_id TEXT PRIMARY KEY,
    valid_from TEXT NOT NULL,
    valid_until TEXT
);

CREATE TABLE facts (
    fact_id TEXT PRIMARY KEY,
    source_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    attribute TEXT NOT NULL,
    value TEXT NOT NULL,
    unit TEXT NOT NULL,
    quote TEXT NOT NULL
);

CREATE TABLE build_info (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
