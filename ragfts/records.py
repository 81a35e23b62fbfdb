"""Typed records of a kit and the strict rules every field follows.

A record that exists is valid: constructors raise ValueError with a message a support
engineer can act on, and the loaders attach file and line to it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

# date.fromisoformat also takes 20261023 and 2026-W43-5, and SQLite compares dates as
# text, so only the zero-padded calendar form may reach the index or a query.
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z", re.ASCII)
# Ids become file names (replays/<id>.json) and SHA256SUMS lines: keep them plain.
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}\Z", re.ASCII)

ACTIONS = ("answer", "clarify", "abstain")


def strict_date(value: object, name: str = "date") -> str:
    """Return value if it is a real YYYY-MM-DD date, else raise ValueError."""
    if not isinstance(value, str) or not _DATE.match(value):
        raise ValueError(f"{name} must be a YYYY-MM-DD date, got {value!r}")
    try:
        date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name} {value!r} is not a day in the calendar") from None
    return value


def valid_on(valid_from: str, valid_until: str | None, at: str) -> bool:
    """The inclusive validity rule, the same one the fixed query applies."""
    return valid_from <= at and (valid_until is None or valid_until >= at)


def token(value: object, name: str) -> str:
    """A non-empty identifier without white space (fact ids, subjects, units)."""
    if not isinstance(value, str) or not value or any(ch.isspace() for ch in value):
        raise ValueError(f"{name} must be a non-empty text without white space, got {value!r}")
    return value


def safe_id(value: object, name: str) -> str:
    if not isinstance(value, str) or not _SAFE_ID.match(value):
        raise ValueError(
            f"{name} {value!r} is not a safe id: use letters, digits, '.', '_' or '-', "
            "starting with a letter or digit, at most 128 characters"
        )
    return value


def nfc(text: str) -> str:
    """NFD and NFC spellings of one word must match the same rows."""
    return unicodedata.normalize("NFC", text)


def split_list(cell: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in cell.split(";") if part.strip())


@dataclass(frozen=True)
class Source:
    """A document's identity and validity: all that grading and the gate need of it."""

    source_id: str
    valid_from: str
    valid_until: str | None

    def valid_on(self, at: str) -> bool:
        return valid_on(self.valid_from, self.valid_until, at)


@dataclass(frozen=True)
class Document:
    source_id: str
    valid_from: str
    valid_until: str | None
    text: str

    def __post_init__(self):
        safe_id(self.source_id, "source_id")
        strict_date(self.valid_from, "valid_from")
        if self.valid_until is not None:
            strict_date(self.valid_until, "valid_until")
            if self.valid_until < self.valid_from:
                raise ValueError(
                    f"valid_until {self.valid_until} is before valid_from {self.valid_from}"
                )
        if not isinstance(self.text, str) or not self.text.strip():
            raise ValueError("the document text is empty")

    def valid_on(self, at: str) -> bool:
        return valid_on(self.valid_from, self.valid_until, at)


@dataclass(frozen=True)
class Fact:
    fact_id: str
    source_id: str
    subject: str
    attribute: str
    value: str
    unit: str = ""
    quote: str = ""

    def __post_init__(self):
        token(self.fact_id, "fact_id")
        token(self.source_id, "source_id")
        token(self.subject, "subject")
        token(self.attribute, "attribute")
        if not isinstance(self.value, str) or not self.value.strip():
            raise ValueError("value is empty")
        if self.unit:
            token(self.unit, "unit")


@dataclass(frozen=True)
class Question:
    id: str
    at: str
    question: str
    query: str
    expected_action: str
    fact_ids: tuple[str, ...] = field(default=())
    source_ids: tuple[str, ...] = field(default=())
    expected_response: str = ""

    def __post_init__(self):
        safe_id(self.id, "id")
        strict_date(self.at, "at")
        if self.expected_action not in ACTIONS:
            raise ValueError(
                f"expected_action must be one of {', '.join(ACTIONS)}, got {self.expected_action!r}"
            )

    def as_row(self) -> dict:
        """The question as it is logged: lists kept as lists."""
        return {
            "id": self.id,
            "at": self.at,
            "question": self.question,
            "query": self.query,
            "expected_action": self.expected_action,
            "fact_ids": list(self.fact_ids),
            "source_ids": list(self.source_ids),
            "expected_response": self.expected_response,
        }
