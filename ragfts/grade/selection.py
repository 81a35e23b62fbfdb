"""Context selection after the search, as a bot does it (seed 003): duplicates by
canonical id dropped (the highest authority kept, the first in search order on a tie),
then a row limit, then a character budget. Each drop keeps its reason; the full found
list stays in the log, and grading reads the selected context."""

from __future__ import annotations


def select(rows, max_rows: int | None, max_chars: int | None, fallback: str | None = None) -> dict:
    """The selection block of a log. rows carry canonical_id and authority when the kit
    has access columns; without them no row is a duplicate."""
    best: dict[str, tuple] = {}
    for n, row in enumerate(rows):
        key = row.canonical_id or row.source_id
        rank = (row.authority or 0, -n)
        if key not in best or rank > best[key][0]:
            best[key] = (rank, row.source_id)
    kept_ids = {sid for _rank, sid in best.values()}
    selected, dropped, chars = [], [], 0
    for row in rows:
        if row.source_id not in kept_ids or row.source_id in selected:
            dropped.append({"source_id": row.source_id, "reason": "canonical_duplicate"})
        elif max_rows is not None and len(selected) >= max_rows:
            dropped.append({"source_id": row.source_id, "reason": "context_limit"})
        elif max_chars is not None and chars + len(row.text or "") > max_chars:
            dropped.append({"source_id": row.source_id, "reason": "character_budget"})
        else:
            selected.append(row.source_id)
            chars += len(row.text or "")
    return {
        "selected": selected,
        "dropped": dropped,
        "chars": chars,
        "max_rows": max_rows,
        "max_chars": max_chars,
        "fallback": fallback,
    }
