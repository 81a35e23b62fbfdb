"""Dated snapshots of one export as versions: a text that changed starts a new version
and ends the one before (the day before, or on that day when ends are exclusive), an id
that leaves a snapshot is closed there and one that comes back starts again, said; a
later snapshot can be appended to an import made so."""

from __future__ import annotations

import json
import re
from datetime import date, timedelta
from pathlib import Path

from .door import write_kit_file
from .errors import InputError, Problem
from .importing import Mapping, _checked, _metadata, _rows, source_id
from .records import strict_date


def versions(
    files, mapping: Mapping, snapshots: list[str], exclusive: bool = False, returned=None
) -> list[dict]:
    """One version per id and run of snapshots with the same text (white space folded).
    An id that leaves a snapshot is closed there; one that comes back later starts a new
    version (it was not in the knowledge base meanwhile) and is listed in `returned`."""
    open_versions: dict[str, dict] = {}
    left: dict[str, str] = {}
    documents = []
    for path, day in sorted(zip(files, snapshots), key=lambda pair: pair[1]):
        seen = set()
        for where, row, key, text in _rows(path, mapping):
            if key in seen:
                continue
            seen.add(key)
            if key in left and returned is not None:
                returned.append(
                    {"id": key, "left": left.pop(key), "back": day, "source_id": source_id(key)}
                )
            current = open_versions.get(key)
            if current is not None and " ".join(current["text"].split()) == " ".join(text.split()):
                continue
            if current is not None:
                current["valid_until"] = day if exclusive else _day_before(day)
            version = {
                "source_id": f"{source_id(key)}-{day}",
                "valid_from": day,
                "valid_until": None,
                "text": text,
                **_metadata(row, mapping),
                "_from": where,
            }
            open_versions[key] = version
            documents.append(version)
        for key in [k for k in open_versions if k not in seen]:
            open_versions.pop(key)["valid_until"] = day if exclusive else _day_before(day)
            left[key] = day
    return documents


def append_snapshot(root: Path, target: Path, rel: str, files, mapping: Mapping, snapshots) -> dict:
    """A later snapshot added to an import made with --snapshot: an id whose text changed
    gets a new version and its open one is closed, an id gone is closed, a new or a
    returning id starts a version; everything else stays as it was."""
    from .settings import load_settings

    if not target.is_file() or target.is_symlink():
        raise InputError([Problem(rel, None, "no such import to --append to; import it first")])
    if len(files) != 1 or len(snapshots) != 1:
        raise InputError("--append takes one FILE and its --snapshot DATE")
    day = snapshots[0]
    try:
        strict_date(day, "--snapshot")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    old = [
        {**json.loads(line), "_from": (rel, n)}
        for n, line in enumerate(target.read_text(encoding="utf-8").splitlines(), start=1)
        if line.strip()
    ]
    latest = max((d["valid_from"] for d in old), default="")
    if day <= latest:
        raise InputError(f"--snapshot {day} is not after the import's latest one, {latest}")
    exclusive = load_settings(root).validity_end == "exclusive"
    close = day if exclusive else _day_before(day)
    versions = re.compile(r"(.+)-\d{4}-\d{2}-\d{2}\Z")
    by_id: dict[str, list[dict]] = {}
    for doc in old:
        match = versions.match(doc["source_id"])
        by_id.setdefault(match.group(1) if match else doc["source_id"], []).append(doc)
    seen, added, returned = set(), [], []
    for where, row, key, text in _rows(files[0], mapping):
        sid = source_id(key)
        if sid in seen:
            continue
        seen.add(sid)
        mine = by_id.get(sid, [])
        current = next((d for d in mine if d["valid_until"] is None), None)
        if current is not None and " ".join(current["text"].split()) == " ".join(text.split()):
            continue
        if current is not None:
            current["valid_until"] = close
        elif mine:
            last = max(d["valid_until"] for d in mine)
            returned.append({"id": key, "left": last, "back": day, "source_id": sid})
        added.append(
            {
                "source_id": f"{sid}-{day}",
                "valid_from": day,
                "valid_until": None,
                "text": text,
                **_metadata(row, mapping),
                "_from": where,
            }
        )
    for sid, mine in by_id.items():
        for doc in mine:
            if doc["valid_until"] is None and sid not in seen:
                doc["valid_until"] = close
    documents = old + added
    data = _checked(root, documents, rel, exclusive, replacing={d["source_id"] for d in old})
    write_kit_file(root, rel, data, "import")
    return {"file": rel, "documents": len(documents), "returned": returned, "added": len(added)}


def _day_before(day: str) -> str:
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()
