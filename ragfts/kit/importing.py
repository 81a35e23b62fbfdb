"""`ragfts import`: a knowledge-base export (CSV, TSV, JSON, JSON Lines; read by
sqlite-utils) turned into a corpus file of the kit, with a column mapping. Dated snapshots
of the same export become versions: a text that changed between two snapshots starts a new
version, and the previous one ends the day before."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .cells import cell, without
from .digests import CORPUS
from .door import kit_target, plain_name, write_kit_file
from .errors import InputError, Problem
from .records import Record, strict_date
from .tables import numbered_rows

_SLUG = re.compile(r"[^a-z0-9]+")


class Mapping(Record):
    """Which export columns hold the id, the text, the validity, and the page's URL and
    title (kept as the document's url: and title:, so a bot citing them cites it);
    others are metadata."""

    __slots__ = ("id", "text", "valid_from", "valid_until", "url", "title")
    _defaults = {"url": None, "title": None}


# Cyrillic letters as ASCII (a plain transliteration): a Russian FAQ's ids stay readable.
_CYRILLIC = {
    **dict(
        zip(
            "абвгдеёжзийклмнопрстуфхцчшщыэюя",
            "a b v g d e e zh z i y k l m n o p r s t u f kh ts ch sh shch y e yu ya".split(),
        )
    ),
    "ъ": "",
    "ь": "",
}


def _ascii(value: str) -> str:
    """Letters folded to ASCII faithfully: einkäufe → einkaufe, straße → strasse, цена →
    tsena; a letter with no ASCII form (CJK) becomes a separator, and the digest keeps
    the id unique."""
    import unicodedata

    out = []
    for ch in value.lower().replace("ß", "ss"):
        if ch in _CYRILLIC:
            out.append(_CYRILLIC[ch])
            continue
        decomposed = unicodedata.normalize("NFKD", ch)
        out.append("".join(c for c in decomposed if not unicodedata.combining(c)))
    return "".join(out)


def source_id(value: str) -> str:
    """A safe, stable source id for any id an export uses: a readable ASCII slug and a
    short digest of the id as written."""
    slug = _SLUG.sub("-", _ascii(value)).strip("-")[:48].strip("-") or "doc"
    return f"{slug}-{hashlib.sha256(value.encode('utf-8')).hexdigest()[:8]}"


def read_export(path: Path, mapping: Mapping):
    """(line, row) of each row of the export, the mapping's columns checked."""
    return numbered_rows(path, [c for c in _columns(mapping) if c])


def _text(row: dict, column: str) -> str:
    """A cell as text: strings and numbers only; a list, an object or true/false in an
    id, text or date column is refused rather than written as Python's repr of it."""
    value = cell(row, column)
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise ValueError(f"column {column!r} holds {json.dumps(value)[:40]}, not text")
    return str(value)


def import_export(
    root: Path,
    files: list[Path],
    mapping: Mapping,
    name: str,
    snapshots: list[str] = (),
    valid_from: str | None = None,
    append: bool = False,
) -> dict:
    """Write corpus/<name>.jsonl, checked with the build's own rules first; return what
    was written. Nothing is written when a document would be refused. With `append`, the
    one FILE is a later snapshot of that import: it closes the versions it supersedes."""
    plain_name(name, "--name")
    rel = f"{CORPUS}/{name}.jsonl"
    target = kit_target(root, rel, "import", "--name")
    if append:
        from .snapshots import append_snapshot

        return append_snapshot(Path(root), target, rel, files, mapping, snapshots)
    if target.exists() or target.is_symlink():
        raise InputError([Problem(rel, None, "exists; choose another --name, or --append")])
    if snapshots and len(snapshots) != len(files):
        given = f"--snapshot is given {len(snapshots)} time(s) for {len(files)} file(s)"
        raise InputError(f"{given}: one date per file")
    try:
        for day in snapshots:
            strict_date(day, "--snapshot")
        if valid_from:
            strict_date(valid_from, "--since")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    if len(set(snapshots)) != len(snapshots):
        twice = sorted({d for d in snapshots if snapshots.count(d) > 1})
        raise InputError(f"--snapshot {', '.join(twice)} is given to two files: one date per file")
    if len({p.resolve() for p in files}) != len(files):
        raise InputError("the same FILE is given twice")
    from .settings import load_settings
    from .snapshots import versions as snapshots_versions

    exclusive = load_settings(Path(root)).validity_end == "exclusive"
    returned: list[dict] = []
    documents = (
        snapshots_versions(files, mapping, snapshots, exclusive, returned)
        if snapshots
        else _plain(files, mapping, valid_from)
    )
    data = _checked(Path(root), documents, rel, exclusive)
    if not documents:  # an export of nothing is the wrong file: no empty corpus file
        raise InputError(f"{', '.join(map(str, files))}: holds no row with text to import")
    write_kit_file(root, rel, data, "import")
    return {"file": rel, "documents": len(documents), "returned": returned}


def _checked(
    root: Path, documents: list[dict], rel: str, exclusive: bool = False, replacing=frozenset()
) -> bytes:
    """The JSON Lines, each line read back as the build reads it; every problem at once,
    named by the export's file and row. Ids already in the corpus are refused too."""
    from .documents import _jsonl_record, iter_documents
    from .jsonio import loads_strict

    problems, lines, seen = [], [], {}
    existing = {doc.source_id for doc in iter_documents(root, [])} - set(replacing)
    for doc in documents:
        where = doc.pop("_from")
        # an export's lone surrogate was refused as it was read: every line encodes
        line = json.dumps(doc, ensure_ascii=False)
        found: list[Problem] = []
        for _ in _jsonl_record(line, 0, rel, found, loads_strict, exclusive):
            pass
        problems += [Problem(*where, p.message) for p in found]
        sid = doc["source_id"]
        if sid in seen:
            problems.append(Problem(*where, f"source id {sid} again (first at {seen[sid]})"))
        elif sid in existing:
            problems.append(Problem(*where, f"source id {sid} is already in {CORPUS}/"))
        seen.setdefault(sid, f"{where[0]}:{where[1]}")
        lines.append(line + "\n")
    if problems:
        raise InputError(problems)
    return "".join(lines).encode("utf-8")


def _text_columns(mapping: Mapping) -> tuple:
    return (mapping.text,) if isinstance(mapping.text, str) else tuple(mapping.text)


def _columns(mapping: Mapping) -> tuple:
    return (
        mapping.id,
        *_text_columns(mapping),
        mapping.valid_from,
        mapping.valid_until,
        mapping.url,
        mapping.title,
    )


def _metadata(row: dict, mapping: Mapping) -> dict:
    """The row's other columns, and its URL and title when the mapping names them."""
    used = set(_columns(mapping))
    out = {}
    for field in ("url", "title"):
        column = getattr(mapping, field)
        if column and (value := " ".join(_text(row, column).split())):
            out[field] = value
    extra = {k: v for k, v in without(row, used).items() if v not in (None, "")}
    return {**out, "metadata": extra}


def _rows(path: Path, mapping: Mapping):
    """(where, row, id, text): where names the file and the row (a CSV row after the
    header is counted from 2); a cell that is not text is a problem of that row."""
    problems = []
    for number, row in read_export(path, mapping):
        where = (str(path), number)
        try:
            key = _text(row, mapping.id).strip()
            # several text columns (a FAQ's question and answer) are indexed together
            text = "\n".join(
                cell for c in _text_columns(mapping) if (cell := _text(row, c).strip())
            )
            for column in (mapping.valid_from, mapping.valid_until, mapping.url, mapping.title):
                if column:
                    _text(row, column)
        except ValueError as exc:
            problems.append(Problem(*where, str(exc)))
            continue
        if not text:
            continue
        if not key:
            problems.append(Problem(*where, f"the id column {mapping.id!r} is empty"))
            continue
        yield where, row, key, text
    if problems:
        raise InputError(problems)


def _plain(files, mapping: Mapping, valid_from: str | None) -> list[dict]:
    documents = []
    for path in files:
        for where, row, key, text in _rows(path, mapping):
            documents.append(
                {
                    "source_id": source_id(key),
                    "valid_from": _text(row, mapping.valid_from)
                    if mapping.valid_from
                    else (valid_from or "1970-01-01"),
                    "valid_until": (_text(row, mapping.valid_until) or None)
                    if mapping.valid_until
                    else None,
                    "text": text,
                    **_metadata(row, mapping),
                    "_from": where,
                }
            )
    return documents
