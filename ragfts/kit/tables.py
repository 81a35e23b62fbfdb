"""The rows of an export (CSV, TSV, JSON or JSON Lines), as `import` and `intake` read
them: streamed where the format allows, each row numbered so a bad one is named by file
and line, and nothing a parser would quietly mend (a duplicate key, a row short of the
header's cells, a quote left open) taken as data."""

from __future__ import annotations

import csv
from pathlib import Path

from .cells import ABSENT, NAMES_SHOWN, column_names, walked
from .errors import InputError, Problem
from .jsonio import loads_strict, utf8_text
from .load import CSV_FIELD_LIMIT

_END = object()


class _Comma(csv.excel):
    # csv's default reads `"a"b` as `ab` and a quote never closed as one cell to the
    # end of the file: an export so broken is refused instead
    strict = True


class _Tab(csv.excel_tab):
    strict = True


def numbered_rows(path: Path, needed: list[str]):
    """(line, row) of each row: the file's line it starts on (a blank line skipped, a
    CSV cell's own lines counted), a JSON array's item by its place in the array."""
    form = _form(path)
    if form == "jsonl":
        yield from _jsonl_rows(path, needed)
    elif form == "json":
        yield from _json_rows(path, needed)
    else:
        yield from _csv_rows(path, needed, _Tab if form == "tsv" else _Comma)


_FORMS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json", ".csv": "csv", ".tsv": "tsv"}


def _form(path: Path) -> str:
    """Named by the file's ending; another ending by how the file starts (an array, an
    object per line, a header with tabs and no comma, else commas)."""
    if path.suffix.lower() in _FORMS:
        return _FORMS[path.suffix.lower()]
    with open(path, "rb") as handle:
        start = handle.read(4096).removeprefix(b"\xef\xbb\xbf").lstrip()
    if start[:1] in (b"[", b"{"):
        return "json" if start[:1] == b"[" else "jsonl"
    header = start.split(b"\n", 1)[0]
    return "tsv" if b"\t" in header and b"," not in header else "csv"


def _has_columns(rel: str, line: int, needed: list[str], row: dict) -> None:
    """The export's first row names every column the mapping needs."""
    if missing := [c for c in needed if walked(row, c) is ABSENT]:
        names = column_names(row)
        shown = ", ".join(names[:NAMES_SHOWN]).strip() or "none (a blank header line)"
        shown += ", ..." if len(names) > NAMES_SHOWN else ""
        if len(names) == 1 and ";" in names[0]:  # a spreadsheet's export in some locales
            shown += " (the header is separated by ';': export it with commas, or as TSV)"
        raise InputError([Problem(rel, line, f"no column {', '.join(missing)}; columns: {shown}")])


def _json_value(rel: str, line: int, text: str):
    """One JSON text read strictly (a duplicate key, NaN, a number too large refused),
    its problem named by the export's line."""
    try:
        return loads_strict(text, rel)
    except InputError as exc:
        shift = line - 1
        raise InputError(
            [Problem(rel, (p.line or 1) + shift, p.message) for p in exc.problems]
        ) from None


def _jsonl_rows(path: Path, needed: list[str]):
    rel = str(path)
    checked = False
    with open(path, "rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                # a BOM opens the file, if anything: an editor's, not the first key's
                text = utf8_text(raw) if number == 1 else raw.decode("utf-8")
            except UnicodeDecodeError:
                raise InputError([Problem(rel, number, "not UTF-8")]) from None
            row = _json_value(rel, number, text)
            if not isinstance(row, dict):
                raise InputError([Problem(rel, number, "expected a JSON object on each line")])
            if not checked:
                _has_columns(rel, number, needed, row)
            checked = True
            yield number, row


def _json_rows(path: Path, needed: list[str]):
    """A JSON array of objects (or one object), parsed whole."""
    rel = str(path)
    try:
        text = utf8_text(path.read_bytes())
    except UnicodeDecodeError as exc:
        line = path.read_bytes().count(b"\n", 0, exc.start) + 1
        raise InputError([Problem(rel, line, "not UTF-8")]) from None
    value = _json_value(rel, 1, text)
    rows = [value] if isinstance(value, dict) else value
    if not isinstance(rows, list):
        raise InputError([Problem(rel, None, "expected a JSON array of objects, or one object")])
    for place, row in enumerate(rows, start=1):
        _an_object(rel, place, row)
        if place == 1:
            _has_columns(rel, 1, needed, row)
        yield place, row


def _csv_rows(path: Path, needed: list[str], dialect):
    rel = str(path)
    csv.field_size_limit(CSV_FIELD_LIMIT)  # a pasted document may pass csv's 128 KiB
    with open(path, encoding="utf-8-sig", newline="") as handle:
        reader = csv.reader(handle, dialect)
        try:
            header = next(reader, None)
            if header is None:
                return
            twice = _twice(header)
            if twice is not None:
                raise InputError([Problem(rel, 1, f"the header names column {twice!r} twice")])
            starts, rows = reader.line_num + 1, 0
            for cells in reader:
                # the file's line the row starts on (csv counts a cell's own lines too)
                line, starts = starts, reader.line_num + 1
                if not cells or (len(cells) == 1 and not cells[0].strip()):  # a blank line
                    continue
                if len(cells) < len(header):
                    said = f"{len(cells)} cell(s), and the header names {len(header)} columns"
                    raise InputError([Problem(rel, line, said)])
                row = dict(zip(header, cells, strict=False))
                if len(cells) > len(header):  # kept, as metadata, not an error
                    row["extra_values"] = cells[len(header) :]
                rows += 1
                if rows == 1:
                    _has_columns(rel, 1, needed, row)
                yield line, row
            if not rows:  # a header and no row: its columns are still the mapping's
                _has_columns(rel, 1, needed, dict.fromkeys(header, ""))
        except UnicodeDecodeError:
            raise InputError([Problem(rel, _undecodable_line(path), "not UTF-8")]) from None
        except csv.Error as exc:
            # csv's own count of the file's lines: where the bad row starts, or the quote
            # that runs to the end of the file opens
            said, line = str(exc), reader.line_num
            if said == "unexpected end of data":
                said, line = "a quoted cell opens here and is never closed", starts
            raise InputError([Problem(rel, line, f"not a CSV row: {said}")]) from None


def _twice(header: list[str]) -> str | None:
    """A column the header names twice: a row would keep the last one's cell silently."""
    seen: set = set()
    return next((name for name in header if name in seen or seen.add(name)), None)


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
