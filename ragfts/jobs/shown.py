"""How a job names many found sources in one line: a run's line and its list of changes
(the CLI prints them; a run computes its changes with it)."""

from __future__ import annotations

# A run line names this many found sources, and counts the rest.
SHOWN_IDS = 5


def found_ids(ids: list[str]) -> str:
    """The found sources of a run line: all of a few, or a count and the first few."""
    if not ids:
        return "nothing"
    if len(ids) <= SHOWN_IDS:
        return "; ".join(ids)
    return f"{len(ids):,} rows: {', '.join(ids[:3])} …"


def found_in(found: bytes) -> str:
    """found_ids of ids held as UTF-8 lines, without decoding them all: a broad
    question's 716,725 ids as a list of strings took 57 MB for a line naming three."""
    count = found.count(b"\n")
    head = [
        i.decode("utf-8") for i in found.split(b"\n", SHOWN_IDS + 1)[: min(count, SHOWN_IDS + 1)]
    ]
    if count <= SHOWN_IDS:
        return found_ids(head)
    return f"{count:,} rows: {', '.join(head[:3])} …"


def check_output(root, text: str, ids, where: str) -> list:
    """The canaries of the questions (all when ids is None) that text would disclose."""
    from ..grade.canaries import check_output as canaries_in

    return canaries_in(root, text, ids, where)
