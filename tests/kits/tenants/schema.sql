-- A kit with a search profile and access columns (seed 003): the verbatim text is
-- stored and logged, the normalised terms are matched, and tenant, ACL (groups allowed,
-- ';'-separated, empty for everyone in the tenant), status, canonical id and authority
-- filter and select before anything is scored.
CREATE VIRTUAL TABLE documents USING fts5(
    source_id UNINDEXED,
    valid_from UNINDEXED,
    valid_until UNINDEXED,
    text UNINDEXED,
    terms,
    tenant_id UNINDEXED,
    acl UNINDEXED,
    status UNINDEXED,
    canonical_id UNINDEXED,
    authority UNINDEXED,
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
