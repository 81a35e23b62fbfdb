"""The owners' queue of the last intake: what needs a person (missing business facts,
conflicts between valid sources), written by `ragfts intake` to intake/owners.json and
shown by `ragfts report` as a section of its own."""

from __future__ import annotations

from pathlib import Path

from ..kit.errors import InputError
from .marks import escaped

OWNERS = "intake/owners.json"
OWNERS_FORMAT = "ragfts-owners/1"


def owner_queue(formulations) -> dict:
    """What needs a person: the missing business facts and the conflicts, each with the
    conversations that asked, in the order the export first asked them."""

    def item(f) -> dict:
        tenant = {"tenant_id": f.asker[0]} if f.asker is not None else {}
        return {
            "id": f.known or f.id,
            **tenant,
            "question": f.question,
            "at": f.at,
            "conversations": f.count,
            "why": f.triaged.why,
            "sides": list(f.triaged.sides),
        }

    return {
        "format": OWNERS_FORMAT,
        "missing_facts": [item(f) for f in formulations if f.triaged.cls == "kb_gap"],
        "conflicts": [item(f) for f in formulations if f.triaged.cls == "conflict"],
    }


def write_owners(root: Path, formulations) -> str:
    """The queue replaces the last intake's: an empty one says there is nothing to do."""
    from ..kit.door import write_kit_file
    from ..kit.jsonio import dumps

    data = dumps(owner_queue(formulations)).encode("utf-8")
    write_kit_file(root, OWNERS, data, "intake")
    return OWNERS


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
        sides = "".join(f"<li>{escaped(side)}</li>" for side in item.get("sides", []))
        return (
            f"<li><b>{escaped(item.get('id', ''))}</b> ({escaped(item.get('conversations', ''))} "
            f"conversation(s), {escaped(item.get('at', ''))}): {escaped(item.get('question', ''))}"
            f"<div class='muted'>{escaped(item.get('why', ''))}</div>"
            f"{f'<ul>{sides}</ul>' if sides else ''}</li>"
        )

    def part(title: str, key: str) -> str:
        found = items(key)
        listed = "".join(entry(i) for i in found) or "<li class='muted'>none</li>"
        return f"<h3>{title} ({len(found)})</h3><ul>{listed}</ul>"

    return (
        "<section class='owners' aria-label='for the owners'><h2>For the owners: the last "
        "intake</h2>"
        f"{part('missing business facts, for the knowledge base owner', 'missing_facts')}"
        f"{part('conflicts: an owner decides which applies', 'conflicts')}</section>"
    )
