"""kit — what the user writes and every stage shares: typed records, errors, strict JSON
and CSV reading, settings, import and init, the kit's files, and the one door for writes.
Imports nothing of ragfts outside this package."""
