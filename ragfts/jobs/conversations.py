"""A bot's export as intake reads it: each conversation's question, date, what the bot
said (its text, the sources it cited, the context it retrieved), who asked, and the
conversation's own id, through a column mapping; a bad cell is named by file and line."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path

from ..kit.cells import NAMES_SHOWN
from ..kit.errors import Problem
from ..kit.records import Record, split_list, strict_date


class Columns(Record):
    """Which export columns hold the question, its date (a YYYY-MM-DD date or a timestamp
    that starts with one), the bot's answer, and in a kit with access columns who asked:
    the tenant and the groups (";"-separated); and, when the export has them, the
    sources the bot cited, the context it retrieved, the conversation's id, and the label
    of the bot (or its version) that answered."""

    __slots__ = (
        "question",
        "date",
        "answer",
        "tenant",
        "groups",
        "citations",
        "context",
        "id",
        "label",
    )
    _defaults = {
        "date": None,
        "answer": None,
        "tenant": None,
        "groups": None,
        "citations": None,
        "context": None,
        "id": None,
        "label": None,
    }

    def named(self) -> list[str]:
        return [c for c in (getattr(self, name) for name in self.__slots__) if c]


class Conversation(Record):
    """One conversation: its line, the question (spaces folded), its day, the bot's
    answer as grading reads one ({"text"}: None when the export has no answer column;
    "source_ids" and "context" when it has those columns), the asker (tenant, groups)
    the conversation's id and the bot's label ("" without those columns)."""

    __slots__ = ("line", "question", "at", "answer", "asker", "id", "label")


# A bot cites and retrieves a handful of sources; a cell of more is no bot's, and each is
# looked up as it is graded.
MAX_ITEMS = 1_000
# What a citations or context cell may hold, said when it holds something else.
SOURCES_WANTED = "a list of source ids (JSON, or ;-separated)"
CONTEXT_WANTED = (
    "a list of source ids or of {source_id, text} objects (JSON), or ;-separated source ids"
)


def read_conversations(path: Path, columns: Columns, at: str | None, problems: list):
    """Each Conversation as the export is read; a bad row is appended to problems (the
    caller refuses the export, nothing written)."""
    from ..kit.cells import ABSENT, cell, column_names, walked
    from ..kit.importing import numbered_rows

    # a JSON row without the bot's citations, context or id has none: the column must be
    # in some row, not in the first
    optional = {c: flag for c, flag in _optional(columns) if c}
    needed = [c for c in columns.named() if c not in optional]
    if _blank(path):  # not an export (a header alone or [] is a quiet day: no conversation)
        problems.append(Problem(str(path), None, "is empty: no header, no conversation"))
        return
    first: list[str] | None = None
    for line, row in numbered_rows(path, needed):
        if first is None:
            first = column_names(row)
        for name in [c for c in optional if walked(row, c) is not ABSENT]:
            del optional[name]
        question = cell(row, columns.question)
        if not isinstance(question, str) or not question.strip():
            problems.append(Problem(str(path), line, f"{columns.question!r} holds no question"))
            continue
        day = at if columns.date is None else conversation_day(cell(row, columns.date))
        try:
            strict_date(day, columns.date or "--at")
        except ValueError as exc:
            problems.append(Problem(str(path), line, str(exc)))
            continue
        said = cell(row, columns.answer) if columns.answer else None
        if isinstance(said, (dict, list)):
            # {"text": …} or a list of parts read as nothing would grade the bot silent
            problems.append(Problem(str(path), line, _not_text(columns.answer, said)))
            continue
        if isinstance(said, (int, float)) and not isinstance(said, bool):
            said = str(said)  # a JSON number the bot answered with: its digits
        # no answer column: None, what the bot said is not known (an empty cell is "")
        answer = {"text": None if columns.answer is None else said if isinstance(said, str) else ""}
        bad = False
        for key, column, wanted, valid in (
            ("source_ids", columns.citations, SOURCES_WANTED, _is_source_id),
            ("context", columns.context, CONTEXT_WANTED, _is_context_item),
        ):
            if not column:
                continue
            value = cell(row, column)
            if value is None or (isinstance(value, str) and not value.strip()):
                continue  # not known for this conversation (an empty JSON list is: none)
            items = listed(value)
            if items is None or not all(valid(i) for i in items):
                problems.append(Problem(str(path), line, f"{column!r} does not hold {wanted}"))
                bad = True
            elif len(items) > MAX_ITEMS:
                said = f"{column!r} holds {len(items):,} items; at most {MAX_ITEMS:,} are read"
                problems.append(Problem(str(path), line, said))
                bad = True
            else:
                answer[key] = items
        if bad:
            continue
        tenant = str(cell(row, columns.tenant) or "") if columns.tenant else ""
        groups = str(cell(row, columns.groups) or "") if columns.groups else ""
        asker = (tenant, tuple(sorted({g.strip() for g in groups.split(";") if g.strip()})))
        cid, label = (_named(cell(row, c)) if c else "" for c in (columns.id, columns.label))
        yield Conversation(line, " ".join(question.split()), day, answer, asker, cid, label)
    for name, flag in optional.items():
        shown = ", ".join((first or [])[:NAMES_SHOWN])
        problems.append(
            Problem(str(path), None, f"no conversation has {name!r} ({flag}); columns: {shown}")
        )


def _blank(path: Path) -> bool:
    with open(path, "rb") as handle:
        return not handle.read(1 << 20).strip()


def _optional(columns: Columns) -> list[tuple]:
    return [
        (columns.citations, "--citations"),
        (columns.context, "--context"),
        (columns.id, "--conversation"),
        (columns.label, "--label"),
    ]


def _named(value) -> str:
    """An id or a label as a cell gives it, its spaces folded; "" for none."""
    return "" if value is None or isinstance(value, (dict, list)) else " ".join(str(value).split())


def listed(value) -> list | None:
    """A cell's list: JSON's own, a CSV cell's JSON text (it starts with «[»), or its
    ;-separated ids; None when it is none of those."""
    if isinstance(value, list):
        return value
    if not isinstance(value, str):
        return None
    text = value.strip()
    if text.startswith("["):
        try:
            found = json.loads(text)
        except (ValueError, RecursionError):
            return None
        return found if isinstance(found, list) else None
    return list(split_list(text))


def _is_source_id(item) -> bool:
    return isinstance(item, str) and bool(item.strip())


def _is_context_item(item) -> bool:
    from ..grade.inputs import _context_item

    return _is_source_id(item) if isinstance(item, str) else _context_item(item)


# A Unix time as chat platforms export it: seconds (10 digits, from 2001 on) or
# milliseconds (13), with or without a fraction.
_UNIX_TIME = re.compile(r"(\d{10}|\d{13})(\.\d+)?")


# A date, or an ISO 8601 timestamp: its time and its zone after it, nothing else («Oct 23
# 2026» and «2026-10-23 or so» are no dates, and are named whole)
_TIMESTAMP = re.compile(
    r"(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?",
    re.IGNORECASE,
)


def conversation_day(value) -> str:
    """The day a conversation's date column says: a date, a timestamp's date as written
    (its own time zone), or a Unix time's day in UTC; else the text as it is, which is
    no date."""
    # true or false is shown as JSON writes it (Python's True is no export's)
    text = (
        ""
        if value is None
        else json.dumps(value)
        if isinstance(value, bool)
        else str(value).strip()
    )
    whole = _UNIX_TIME.fullmatch(text)
    if whole:
        seconds = float(text) / (1000 if len(whole.group(1)) == 13 else 1)
        return datetime.fromtimestamp(seconds, UTC).date().isoformat()
    stamp = _TIMESTAMP.fullmatch(text)
    return stamp.group(1) if stamp else text


def _not_text(column: str, value) -> str:
    if isinstance(value, dict):
        keys = ", ".join(sorted(str(k) for k in value)[:5])
        hint = next(
            (k for k in ("text", "content", "message") if isinstance(value.get(k), str)), None
        )
        where = f"; name the text by its path: --answer {column}.{hint}" if hint else ""
        return f"{column!r} holds an object ({keys}), not the bot's text{where}"
    path = f"--answer {column}.0"
    return f"{column!r} holds a list, not the bot's text; name the text by its path: {path}"
