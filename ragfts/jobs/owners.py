"""The owners' queue of the last intake: what needs a person (missing business facts,
conflicts between valid sources), written by `ragfts intake` to intake/owners.json and
shown by `ragfts report` as a section of its own."""

from __future__ import annotations

from pathlib import Path

from ..kit.errors import InputError
from .marks import escaped

OWNERS = "intake/owners.json"
OWNERS_FORMAT = "ragfts-owners/1"


# A stem a quarter of the registry's facts or more hold (a product's name) says what the
# knowledge base is about, not which fact is missing: it names no topic.
GENERIC = 0.25


def generic_stems(facts, units=None) -> set[str]:
    from ..grade.asked import stem_counts

    counts, total = stem_counts(facts, units)
    return {s for s, n in counts.items() if n >= max(2, GENERIC * total)}


def topics(formulations, generic: set[str] = frozenset()) -> dict[int, str]:
    """Each missing fact's topic (by its position in formulations): the content stem,
    not a generic one, it shares with the most other missing facts of the same asker
    (ties: the stem first in alphabetical order), shown as the word the topic's first
    question wrote; "" for a missing fact that shares none. A stated rule, so the same
    export gives the same topics."""
    from collections import Counter

    from ..grade.asked import stems

    gaps = [n for n, f in enumerate(formulations) if f.triaged.cls == "kb_gap"]
    held = {n: stems(formulations[n].question) - generic for n in gaps}
    # a stem that starts with another gap's stem of COMMON_START letters or more is that
    # one (доставк, достав: «доставка» and «доставите» are one topic)
    pool = {s for found in held.values() for s in found}
    for n, found in held.items():
        held[n] = {_shortest_start(s, pool) for s in found}
    shared = Counter((formulations[n].asker, s) for n in gaps for s in held[n])
    chosen = {}
    for n in gaps:
        asker = formulations[n].asker
        best = min(
            (s for s in held[n] if shared[(asker, s)] >= 2),
            key=lambda s: (-shared[(asker, s)], s),
            default=None,
        )
        chosen[n] = (asker, best) if best is not None else None
    members = Counter(chosen.values())
    named: dict[tuple, str] = {}
    out = {}
    for n in gaps:
        key = chosen[n]
        if key is None or members[key] < 2:  # its topic went to others: it stands alone
            out[n] = ""
            continue
        if key not in named:
            named[key] = _written(formulations[n].question, key[1])
        out[n] = named[key]
    return out


# A topic's stem is the start of another's when it has this many letters or more.
COMMON_START = 5


def _shortest_start(stem: str, pool: set[str]) -> str:
    for n in range(COMMON_START, len(stem)):
        if stem[:n] in pool:
            return stem[:n]
    return stem


def _written(question: str, stem: str) -> str:
    """The question's word for a topic's stem, as the question wrote it (folded to lower
    case)."""
    import re

    from ..grade.asked import stems

    for word in re.findall(r"[^\W_]+", question):
        if any(s.startswith(stem) for s in stems(word)):
            return word.casefold()
    return stem


def owner_queue(formulations, generic: set[str] = frozenset()) -> dict:
    """What needs a person: the missing business facts, grouped by topic, and the
    conflicts, each with the conversations that asked, in the order the export first
    asked them (a topic where its first missing fact was)."""
    formulations = list(formulations)
    named = topics(formulations, generic)

    def item(n: int, f) -> dict:
        tenant = {"tenant_id": f.asker[0]} if f.asker is not None else {}
        topic = {"topic": named[n]} if f.triaged.cls == "kb_gap" else {}
        return {
            "id": f.known or f.id,
            **tenant,
            **topic,
            "question": f.question,
            "at": f.at,
            "conversations": f.count,
            **({"conversation_ids": list(f.conversation_ids)} if f.conversation_ids else {}),
            "why": f.triaged.why,
            "sides": list(f.triaged.sides),
        }

    gaps = [item(n, f) for n, f in enumerate(formulations) if f.triaged.cls == "kb_gap"]
    return {
        "format": OWNERS_FORMAT,
        "missing_facts": [i for group in grouped(gaps) for i in group[1]],
        "conflicts": [
            item(n, f) for n, f in enumerate(formulations) if f.triaged.cls == "conflict"
        ],
    }


def asked_by(item: dict) -> str:
    """How many conversations asked, and the first ones' ids when the export has them
    («3: c-17, c-40, c-41»; «…» when more asked than are named)."""
    ids = named_ids(item)
    return f"{item.get('conversations', '')}{f': {ids}' if ids else ''}"


def named_ids(item: dict) -> str:
    count, ids = item.get("conversations"), item.get("conversation_ids") or []
    more = ", …" if isinstance(count, int) and count > len(ids) else ""
    return f"{', '.join(str(i) for i in ids)}{more}" if ids else ""


def grouped(items: list[dict]) -> list[tuple[str, list[dict]]]:
    """Missing facts as (topic, its items), in the order each topic first comes; a
    missing fact of no topic is a group of its own with topic ""."""
    groups: list[tuple[str, list[dict]]] = []
    at: dict[tuple, int] = {}
    for i in items:
        key = (i.get("tenant_id"), i.get("topic", ""))
        if not key[1]:
            groups.append(("", [i]))
        elif key in at:
            groups[at[key]][1].append(i)
        else:
            at[key] = len(groups)
            groups.append((key[1], [i]))
    return groups


def owners_bytes(kit, formulations) -> bytes:
    """The queue that replaces the last intake's: an empty one says there is nothing to
    do."""
    from ..kit.jsonio import dumps

    return dumps(owner_queue(formulations, generic_stems(kit.facts, kit.units))).encode("utf-8")


def read_owners(root: Path) -> dict | None:
    """The last intake's queue, or None when intake never ran; a damaged one is named."""
    import json

    path = Path(root) / OWNERS
    if not path.is_file():
        return None
    try:
        queue = json.loads(path.read_text(encoding="utf-8"))
        ok = queue.get("format") == OWNERS_FORMAT and all(
            isinstance(queue.get(k), list) for k in ("missing_facts", "conflicts")
        )
    except (ValueError, UnicodeDecodeError, AttributeError):
        ok = False
    if not ok:
        raise InputError(
            f"{OWNERS}: not an owners' queue ({OWNERS_FORMAT}); run `ragfts intake FILE` again"
        )
    return queue


def owner_section(kit, tenant: str | None) -> str:
    """The last intake's owner queue, a section of its own (one tenant's, on its page)."""
    queue = read_owners(kit.root)
    if queue is None:
        return ""

    def items(key: str) -> list[dict]:
        return [i for i in queue[key] if not kit.access or i.get("tenant_id") == tenant]

    def entry(item: dict) -> str:
        ids = named_ids(item)
        sides = "".join(f"<li>{escaped(side)}</li>" for side in item.get("sides", []))
        return (
            f"<li><b>{escaped(item.get('id', ''))}</b> ({escaped(item.get('conversations', ''))} "
            f"conversation(s){escaped(': ' + ids) if ids else ''}, "
            f"{escaped(item.get('at', ''))}): {escaped(item.get('question', ''))}"
            f"<div class='muted'>{escaped(item.get('why', ''))}</div>"
            f"{f'<ul>{sides}</ul>' if sides else ''}</li>"
        )

    def topic(name: str, group: list[dict]) -> str:
        if not name:
            return entry(group[0])
        asked = sum(
            i.get("conversations", 0) for i in group if isinstance(i.get("conversations"), int)
        )
        listed = "".join(entry(i) for i in group)
        return f"<li>topic «{escaped(name)}» ({asked} conversation(s)):<ul>{listed}</ul></li>"

    def part(title: str, key: str) -> str:
        found = items(key)
        groups = grouped(found) if key == "missing_facts" else [("", [i]) for i in found]
        listed = "".join(topic(*g) for g in groups) or "<li class='muted'>none</li>"
        return f"<h3>{title} ({len(found)})</h3><ul>{listed}</ul>"

    return (
        "<section class='owners' aria-label='for the owners'><h2>For the owners: the last "
        "intake</h2>"
        f"{part('missing business facts, for the knowledge base owner', 'missing_facts')}"
        f"{part('conflicts: an owner decides which applies', 'conflicts')}</section>"
    )
