"""`ragfts import`: a knowledge-base export (CSV, TSV, JSON, JSON Lines; read by
sqlite-utils) turned into a corpus file of the kit, with a column mapping. Dated snapshots
of the same export become versions: a text that changed between two snapshots starts a new
version, and the previous one ends the day before."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import date, timedelta
from pathlib import Path

from .digests import CORPUS
from .errors import InputError, Problem
from .jsonio import write_atomic
from .records import Record, strict_date

_SLUG = re.compile(r"[^a-z0-9]+")


class Mapping(Record):
    """Which export columns hold the id, the text and the validity; others are metadata."""

    __slots__ = ("id", "text", "valid_from", "valid_until")


def source_id(value: str) -> str:
    """A safe, stable source id for any id an export uses: a slug and a short digest."""
    slug = _SLUG.sub("-", value.lower()).strip("-")[:48] or "doc"
    return f"{slug}-{hashlib.sha256(value.encode('utf-8')).hexdigest()[:8]}"


def read_export(path: Path, mapping: Mapping) -> list[dict]:
    from sqlite_utils.utils import Format, rows_from_file  # the formats sqlite-utils reads

    # Named by the file's ending; sniffing guessed wrong on real exports with HTML in them.
    FORMATS = {".csv": Format.CSV, ".tsv": Format.TSV, ".json": Format.JSON, ".jsonl": Format.NL}

    rel = str(path)
    try:
        with open(path, "rb") as handle:
            # A row with more fields than the header keeps them, as metadata, not an error.
            rows, _format = rows_from_file(
                handle, FORMATS.get(path.suffix.lower()), extras_key="extra_values"
            )
            rows = list(rows)
    except Exception as exc:  # sqlite-utils raises its own and the parsers' errors
        raise InputError(
            [Problem(rel, None, f"not a CSV, TSV, JSON or JSON Lines export: {exc}")]
        ) from None
    needed = [c for c in (mapping.id, mapping.text, mapping.valid_from, mapping.valid_until) if c]
    if rows and (missing := [c for c in needed if c not in rows[0]]):
        raise InputError(
            [Problem(rel, 1, f"no column {', '.join(missing)}; columns: {', '.join(rows[0])}")]
        )
    return rows


def _text(row: dict, column: str) -> str:
    value = row.get(column)
    return "" if value is None else str(value)


def import_export(
    root: Path,
    files: list[Path],
    mapping: Mapping,
    name: str,
    snapshots: list[str] = (),
    valid_from: str | None = None,
) -> dict:
    """Write corpus/<name>.jsonl; return what was written."""
    target = Path(root) / CORPUS / f"{name}.jsonl"
    if target.exists():
        raise InputError([Problem(f"{CORPUS}/{name}.jsonl", None, "exists; choose another --name")])
    if snapshots and len(snapshots) != len(files):
        raise InputError(
            f"--snapshot is given {len(snapshots)} time(s) for {len(files)} file(s): "
            "one date per file"
        )
    try:
        for day in snapshots:
            strict_date(day, "--snapshot")
        if valid_from:
            strict_date(valid_from, "--valid-from-date")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    documents = (
        _versions(files, mapping, snapshots) if snapshots else _plain(files, mapping, valid_from)
    )
    lines = "".join(json.dumps(d, ensure_ascii=False) + "\n" for d in documents)
    write_atomic(target, lines.encode("utf-8"))
    return {"file": f"{CORPUS}/{name}.jsonl", "documents": len(documents)}


def _metadata(row: dict, mapping: Mapping) -> dict:
    used = {mapping.id, mapping.text, mapping.valid_from, mapping.valid_until}
    return {k: v for k, v in row.items() if k not in used and v not in (None, "")}


def _plain(files, mapping: Mapping, valid_from: str | None) -> list[dict]:
    documents = []
    for path in files:
        for row in read_export(path, mapping):
            text = _text(row, mapping.text).strip()
            if not text:
                continue
            documents.append(
                {
                    "source_id": source_id(_text(row, mapping.id)),
                    "valid_from": _text(row, mapping.valid_from)
                    if mapping.valid_from
                    else (valid_from or "1970-01-01"),
                    "valid_until": (_text(row, mapping.valid_until) or None)
                    if mapping.valid_until
                    else None,
                    "text": text,
                    "metadata": _metadata(row, mapping),
                }
            )
    return documents


def _versions(files, mapping: Mapping, snapshots: list[str]) -> list[dict]:
    """One version per id and run of snapshots with the same text (white space folded)."""
    open_versions: dict[str, dict] = {}
    documents = []
    for path, day in sorted(zip(files, snapshots), key=lambda pair: pair[1]):
        seen = set()
        for row in read_export(path, mapping):
            key, text = _text(row, mapping.id).strip(), _text(row, mapping.text).strip()
            if not key or not text or key in seen:
                continue
            seen.add(key)
            current = open_versions.get(key)
            if current is not None and " ".join(current["text"].split()) == " ".join(text.split()):
                continue
            if current is not None:
                current["valid_until"] = _day_before(day)
            version = {
                "source_id": f"{source_id(key)}-{day}",
                "valid_from": day,
                "valid_until": None,
                "text": text,
                "metadata": _metadata(row, mapping),
            }
            open_versions[key] = version
            documents.append(version)
        for key in [k for k in open_versions if k not in seen]:
            open_versions.pop(key)["valid_until"] = _day_before(day)
    return documents


def _day_before(day: str) -> str:
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat()
