"""`ragfts import`: a knowledge-base export (CSV, TSV, JSON, JSON Lines; read by
sqlite-utils) turned into a corpus file of the kit, with a column mapping. Dated snapshots
of the same export become versions: a text that changed between two snapshots starts a new
version, and the previous one ends the day before."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .cells import ABSENT, NAMES_SHOWN, cell, column_names, walked, without
from .digests import CORPUS
from .door import kit_target, plain_name, write_kit_file
from .errors import InputError, Problem
from .load import CSV_FIELD_LIMIT
from .records import Record, strict_date

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


def _header(path: Path) -> list[str] | None:
    """A CSV or TSV export's header (None for another format)."""
    import csv

    if path.suffix.lower() not in (".csv", ".tsv"):
        return None
    csv.field_size_limit(CSV_FIELD_LIMIT)
    delimiter = "\t" if path.suffix.lower() == ".tsv" else ","
    with open(path, encoding="utf-8-sig", errors="replace", newline="") as handle:
        return next(csv.reader(handle, delimiter=delimiter), [])


def _twice(header: list[str] | None) -> str | None:
    """A column the header names twice: csv would keep the last one's cells silently."""
    seen: set = set()
    return next((name for name in header or () if name in seen or seen.add(name)), None)


def read_export(path: Path, mapping: Mapping) -> list[dict]:
    return read_table(path, [c for c in _columns(mapping) if c])


def read_table(path: Path, needed: list[str]) -> list[dict]:
    """The rows of a CSV, TSV, JSON or JSON Lines export, the `needed` columns checked."""
    return list(iter_table(path, needed))


def iter_table(path: Path, needed: list[str]):
    """The rows as they are read: CSV, TSV and JSON Lines streamed (memory flat in the
    export's size), a JSON array parsed whole; every failure an input error."""
    return (row for _line, row in numbered_rows(path, needed))


def numbered_rows(path: Path, needed: list[str]):
    """(line, row) of each row: a JSON Lines file's own line numbers (a blank line
    skipped, a bad line named by its number); a CSV row's is its place after the header
    (a cell of several lines is not counted), a JSON array's its place in the array."""
    if path.suffix.lower() == ".jsonl":
        yield from _jsonl_rows(path, needed)
        return
    first_line = 2 if path.suffix.lower() in (".csv", ".tsv") else 1
    yield from enumerate(_table_rows(path, needed), start=first_line)


def _has_columns(rel: str, line: int, needed: list[str], row: dict) -> None:
    """The export's first row names every column the mapping needs."""
    if missing := [c for c in needed if walked(row, c) is ABSENT]:
        names = column_names(row)
        shown = ", ".join(names[:NAMES_SHOWN]).strip() or "none (a blank header line)"
        shown += ", ..." if len(names) > NAMES_SHOWN else ""
        if len(names) == 1 and ";" in names[0]:  # a spreadsheet's export in some locales
            shown += " (the header is separated by ';': export it with commas, or as TSV)"
        raise InputError([Problem(rel, line, f"no column {', '.join(missing)}; columns: {shown}")])


def _jsonl_rows(path: Path, needed: list[str]):
    rel = str(path)
    checked = False
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw.decode("utf-8"))
            except UnicodeDecodeError:
                raise InputError([Problem(rel, number, "not UTF-8")]) from None
            except ValueError as exc:
                message = f"not JSON: {exc.msg} at column {exc.colno}"
                raise InputError([Problem(rel, number, message)]) from None
            except RecursionError:  # the parser recurses once per bracket
                message = "not JSON this tool reads: nested too deeply"
                raise InputError([Problem(rel, number, message)]) from None
            if not isinstance(row, dict):
                raise InputError([Problem(rel, number, "expected a JSON object on each line")])
            if not checked:
                _has_columns(rel, number, needed, row)
            checked = True
            yield number, row


def _table_rows(path: Path, needed: list[str]):
    import csv

    from sqlite_utils.utils import Format, rows_from_file  # the formats sqlite-utils reads

    # Named by the file's ending; sniffing guessed wrong on real exports with HTML in them.
    FORMATS = {".csv": Format.CSV, ".tsv": Format.TSV, ".json": Format.JSON, ".jsonl": Format.NL}

    rel = str(path)
    csv.field_size_limit(CSV_FIELD_LIMIT)  # a pasted document may pass csv's 128 KiB

    def refused(exc) -> InputError:
        if isinstance(exc, UnicodeDecodeError):
            line = _undecodable_line(path)
            if line is not None:
                return InputError([Problem(rel, line, "not UTF-8")])
        return InputError([Problem(rel, None, f"not a CSV, TSV, JSON or JSON Lines export: {exc}")])

    try:
        header = _header(path)
    except Exception as exc:
        raise refused(exc) from None
    twice = _twice(header)
    if twice is not None:
        raise InputError([Problem(rel, 1, f"the header names column {twice!r} twice")])
    with open(path, "rb") as handle:
        try:
            # A row with more fields than the header keeps them, as metadata, not an error.
            rows, _format = rows_from_file(
                handle, FORMATS.get(path.suffix.lower()), extras_key="extra_values"
            )
            rows = iter(rows)  # a JSON array comes as a list
            first = next(rows, _END)  # a JSON array's null is an item, not its end
        except Exception as exc:  # sqlite-utils raises its own and the parsers' errors
            raise refused(exc) from None
        if first is _END:
            if header:  # a header and no row: its columns are still the mapping's
                _has_columns(rel, 1, needed, dict.fromkeys(header, ""))
            return
        _an_object(rel, 1, first)
        _has_columns(rel, 1, needed, first)
        yield first
        place = 1
        while True:
            try:
                row = next(rows, _END)
            except Exception as exc:
                raise refused(exc) from None
            if row is _END:
                return
            place += 1
            _an_object(rel, place, row)
            yield row


_END = object()


def _an_object(rel: str, place: int, row) -> None:
    """A JSON array's item is a row only when it is an object: [1, 2, 3] has no columns."""
    if not isinstance(row, dict):
        kind = {list: "a list", str: "a string", bool: "true or false"}.get(type(row), "a number")
        kind = "null" if row is None else kind
        raise InputError([Problem(rel, place, f"expected a JSON object in each place, got {kind}")])


def _undecodable_line(path: Path) -> int | None:
    """The first line of the file that is not UTF-8 (the decoder's own position is
    within a buffer, not the file)."""
    with open(path, "rb") as handle:
        for n, raw in enumerate(handle, 1):
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                return n
    return None


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
        try:
            line = json.dumps(doc, ensure_ascii=False)
            line.encode("utf-8")
        except UnicodeEncodeError:
            problems.append(
                Problem(*where, "holds a lone surrogate (not a character); fix the export")
            )
            continue
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
    first = 2 if path.suffix.lower() in (".csv", ".tsv") else 1
    problems = []
    for number, row in enumerate(read_export(path, mapping), start=first):
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
