"""Typed records of a kit and the strict rules every field follows.

A record that exists is valid: constructors raise ValueError with a message a support
engineer can act on, and the loaders attach file and line to it.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from .rules import _POSITIVE, _ungrouped, value_kind

# date.fromisoformat also takes 20261023 and 2026-W43-5, and SQLite compares dates as
# text, so only the zero-padded calendar form may reach the index or a query.
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z", re.ASCII)
# Ids become file names (replays/<id>.json) and SHA256SUMS lines: keep them plain.
_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}\Z", re.ASCII)
# A source id never names a file, so it may also hold ':' (internal:renewal:v2).
_SOURCE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}\Z", re.ASCII)

_SPACE = re.compile(r"\s")

ACTIONS = ("answer", "clarify", "abstain")

# The kit's file columns, named once: the loaders check headers against these and the
# records below take their fields in this order.
DOCUMENT_FIELDS = ("source_id", "valid_from", "valid_until")
# Optional access fields of a document (seed 003): its tenant, the groups allowed to read
# it (empty: everyone in the tenant), its publication status, the document it duplicates,
# and its authority (0-100). A kit without them behaves as before.
ACCESS_FIELDS = ("tenant_id", "acl", "status", "canonical_id", "authority")
STATUSES = ("published", "draft", "archived")
# Optional link fields: where the document lives and what people call it, so that a bot
# citing the page's URL or title cites the document (a URL is read normalised).
LINK_FIELDS = ("url", "title")
FACT_COLUMNS = ("fact_id", "source_id", "subject", "attribute", "value", "unit", "quote")
# Optional columns after those: phrases that state the fact in free text ("|"-separated;
# a leading "!" states the opposite of a true/false value), and the fact's own validity
# inside its source's (seed 000 gives each piece of evidence its own interval).
FACT_OPTIONAL = ("phrases", "valid_from", "valid_until")
QUESTION_COLUMNS = (
    "id",
    "at",
    "question",
    "query",
    "expected_action",
    "fact_ids",
    "source_ids",
    "expected_response",
)
# Optional: `open` (true/false) marks an answer question whose facts are not registered
# yet: a refusal on it is the knowledge base's gap, not the bot's.
# `alternative_query`: the FTS5 expression of ragfts's own corrective search, run when the
# route is not `correct`.
# tenant_id, groups (";"), canaries (";", strings from documents the asker may not see,
# at least 4 characters each), critical: who asks and what must never reach them (seed 003).
QUESTION_OPTIONAL = (
    "open",
    "alternative_query",
    "tenant_id",
    "groups",
    "canaries",
    "critical",
    "expected_status",
)
# Seed 003's six answer statuses and the action each one is: four of them say the bot
# has no evidence to answer from, and must not carry claims.
ANSWER_STATUSES = {
    "answered": "answer",
    "conflict": "clarify",
    "insufficient_evidence": "abstain",
    "tool_required": "abstain",
    "dependency_unavailable": "abstain",
    "generation_unavailable": "abstain",
}
NO_EVIDENCE = (
    "insufficient_evidence",
    "tool_required",
    "dependency_unavailable",
    "generation_unavailable",
)
# The status an action is when none is given: an abstention is for want of evidence.
ACTION_STATUS = {"answer": "answered", "clarify": "conflict", "abstain": "insufficient_evidence"}


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


def unit_name(value: object, name: str = "unit") -> str:
    """A unit: words separated by single spaces (`per thousand`), nothing else of white
    space, so the gate compares units exactly and free text reads them as written."""
    if not isinstance(value, str) or not value or value != " ".join(value.split()):
        raise ValueError(f"{name} must be words separated by single spaces, got {value!r}")
    return value


def token(value: object, name: str) -> str:
    """A non-empty identifier without white space (fact ids, subjects, units)."""
    if not isinstance(value, str) or not value or _SPACE.search(value):
        raise ValueError(f"{name} must be a non-empty text without white space, got {value!r}")
    return value


def safe_id(value: object, name: str) -> str:
    if not isinstance(value, str) or not _SAFE_ID.match(value):
        raise ValueError(
            f"{name} {value!r} is not a safe id: use letters, digits, '.', '_' or '-', "
            "starting with a letter or digit, at most 128 characters"
        )
    return value


def source_id(value: object, name: str = "source_id") -> str:
    if not isinstance(value, str) or not _SOURCE_ID.match(value):
        raise ValueError(
            f"{name} {value!r} is not a safe id: use letters, digits, '.', '_', ':' or '-', "
            "starting with a letter or digit, at most 128 characters"
        )
    return value


def nfc(text: str) -> str:
    """NFD and NFC spellings of one word must match the same rows."""
    return unicodedata.normalize("NFC", text)


def split_list(cell: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in cell.split(";") if part.strip())


class Record:
    """Immutable, slotted, compared by value: what dataclass(frozen=True) gives, without
    the code generation dataclasses run at every start (`ragfts replay` must feel instant).

    Subclasses name their fields in __slots__, may give _defaults, and validate in check().
    """

    __slots__ = ()
    _defaults: dict = {}

    def __init__(self, *args, **kwargs):
        if len(args) == len(self.__slots__) and not kwargs:  # the loaders' fast path
            for name, value in zip(self.__slots__, args):
                object.__setattr__(self, name, value)
            self.check()
            return
        if len(args) > len(self.__slots__):
            raise TypeError(
                f"{type(self).__name__} takes {len(self.__slots__)} fields, got {len(args)}"
            )
        values = {**self._defaults, **dict(zip(self.__slots__, args)), **kwargs}
        unknown = set(values) - set(self.__slots__)
        missing = [name for name in self.__slots__ if name not in values]
        if unknown or missing:
            raise TypeError(f"{type(self).__name__}: unknown {sorted(unknown)}, missing {missing}")
        for name in self.__slots__:
            object.__setattr__(self, name, values[name])
        self.check()

    def check(self) -> None:
        """Raise ValueError if the fields do not make a valid record."""

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} records are immutable")

    __delattr__ = __setattr__

    def as_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}

    def __reduce__(self):
        # Sent to a worker process (run --jobs) field by field, through __init__.
        return type(self), tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other):
        return type(self) is type(other) and self.as_dict() == other.as_dict()

    __hash__ = None


class Source(Record):
    """A document's identity and validity: all that grading and the gate need of it."""

    __slots__ = ("source_id", "valid_from", "valid_until")

    def valid_on(self, at: str) -> bool:
        return valid_on(self.valid_from, self.valid_until, at)


class Document(Record):
    __slots__ = ("source_id", "valid_from", "valid_until", "text") + ACCESS_FIELDS + LINK_FIELDS
    _defaults = {
        "tenant_id": "",
        "acl": (),
        "status": "published",
        "canonical_id": "",
        "authority": 0,
        "url": "",
        "title": "",
    }

    @property
    def has_access(self) -> bool:
        return bool(
            self.tenant_id
            or self.acl
            or self.status != "published"
            or self.canonical_id
            or self.authority
        )

    def access_row(self) -> tuple:
        """The access columns as the index stores them (acl sorted, ';'-joined)."""
        return (
            self.tenant_id,
            ";".join(self.acl),
            self.status,
            self.canonical_id or self.source_id,
            self.authority,
        )

    def check(self):
        source_id(self.source_id)
        strict_date(self.valid_from, "valid_from")
        if self.valid_until is not None:
            strict_date(self.valid_until, "valid_until")
            if self.valid_until < self.valid_from:
                raise ValueError(
                    f"valid_until {self.valid_until} is before valid_from {self.valid_from}"
                )
        if not isinstance(self.text, str) or not self.text.strip():
            raise ValueError("the document text is empty")
        if "\x00" in self.text:
            raise ValueError("the document text contains a NUL character")
        if self.tenant_id:
            safe_id(self.tenant_id, "tenant_id")
        for group in self.acl:
            token(group, "acl group")
        if tuple(sorted(set(self.acl))) != tuple(self.acl):
            raise ValueError("acl must list each group once, sorted")
        if self.status not in STATUSES:
            raise ValueError(f"status must be one of {', '.join(STATUSES)}, got {self.status!r}")
        if self.canonical_id:
            source_id(self.canonical_id, "canonical_id")
        if (
            isinstance(self.authority, bool)
            or not isinstance(self.authority, int)
            or not 0 <= self.authority <= 100
        ):
            raise ValueError(
                f"authority must be a whole number from 0 to 100, got {self.authority!r}"
            )
        for name in LINK_FIELDS:
            value = getattr(self, name)
            if not isinstance(value, str) or "\n" in value:
                raise ValueError(f"{name} must be one line of text, got {value!r}")


class Fact(Record):
    __slots__ = FACT_COLUMNS + FACT_OPTIONAL
    _defaults = {"unit": "", "quote": "", "phrases": (), "valid_from": None, "valid_until": None}

    def check(self):
        token(self.fact_id, "fact_id")
        token(self.source_id, "source_id")
        token(self.subject, "subject")
        token(self.attribute, "attribute")
        if not isinstance(self.value, str) or not self.value.strip():
            raise ValueError("value is empty")
        if self.unit:
            unit_name(self.unit)
        kind = value_kind(self.value)
        if kind == "number" and not self.unit:
            raise ValueError(
                f"value {self.value} is a number and needs its unit (2000 RUB, 14 day): "
                "the unit is part of what the fact says"
            )
        if kind == "number" and not _POSITIVE.match(_ungrouped(self.value)):
            raise ValueError(
                f"value {self.value}: a quantity is a number above 0 (as in seed 000); "
                "say that something is absent with a true/false fact"
            )
        if kind != "number" and self.unit:
            raise ValueError(f"unit {self.unit} goes with a number, and {self.value!r} is {kind}")
        if self.valid_from is not None:
            strict_date(self.valid_from, "valid_from")
        if self.valid_until is not None:
            strict_date(self.valid_until, "valid_until")
            if self.valid_from is None or self.valid_until < self.valid_from:
                raise ValueError("a fact's valid_until needs a valid_from on or before it")

    def valid_on(self, source: Source, at: str) -> bool:
        """The fact's own interval when it has one, else its source's."""
        if self.valid_from is not None:
            return valid_on(self.valid_from, self.valid_until, at)
        return source.valid_on(at)

    def registry_row(self) -> list:
        """What the registry says of this fact, optional columns only when given."""
        row = [getattr(self, name) for name in FACT_COLUMNS]
        if self.phrases or self.valid_from is not None:
            row += ["|".join(self.phrases), self.valid_from or "", self.valid_until or ""]
        return row


class Question(Record):
    """derived: the query is not the golden row's own but derived from its question."""

    __slots__ = QUESTION_COLUMNS + QUESTION_OPTIONAL + ("derived",)
    _defaults = {
        "derived": False,
        "fact_ids": (),
        "source_ids": (),
        "expected_response": "",
        "open": False,
        "alternative_query": "",
        "tenant_id": "",
        "groups": (),
        "canaries": (),
        "critical": False,
        "expected_status": "",
    }

    @property
    def status(self) -> str:
        """The status a right answer gives: the expected_status column, else its action's."""
        return self.expected_status or ACTION_STATUS[self.expected_action]

    def check(self):
        safe_id(self.id, "id")
        strict_date(self.at, "at")
        if self.expected_status:
            if self.expected_status not in ANSWER_STATUSES:
                raise ValueError(
                    f"expected_status must be one of {', '.join(ANSWER_STATUSES)}, "
                    f"got {self.expected_status!r}"
                )
            if ANSWER_STATUSES[self.expected_status] != self.expected_action:
                raise ValueError(
                    f"expected_status {self.expected_status} is the action "
                    f"{ANSWER_STATUSES[self.expected_status]}, but expected_action is "
                    f"{self.expected_action}"
                )
        if self.expected_action not in ACTIONS:
            raise ValueError(
                f"expected_action must be one of {', '.join(ACTIONS)}, got {self.expected_action!r}"
            )
        if self.tenant_id:
            safe_id(self.tenant_id, "tenant_id")
        for group in self.groups:
            token(group, "group")
        for canary in self.canaries:
            if not isinstance(canary, str) or len(canary) < 4:
                raise ValueError(f"a canary must be at least 4 characters long, got {canary!r}")
        if (
            self.expected_action == "answer"
            and not (self.fact_ids or self.source_ids)
            and not self.open
        ):
            raise ValueError(
                "an answer question needs fact_ids or source_ids (a correct refusal would be "
                "blamed on the bot); mark it open (column open = true) if the knowledge base "
                "does not have the answer yet"
            )

    def missing_sources(self, found, search_error: str | None = None) -> list[str]:
        """The golden sources the search did not find; none when it errored, since an
        error is not a result (the error itself is what the log reports)."""
        if search_error:
            return []
        wanted = set(self.source_ids)
        hit = {s for s in found if s in wanted}  # found may be a million rows long
        return sorted(s for s in self.source_ids if s not in hit)


class Asker(Record):
    """Who asks, in a kit with access columns: the tenant and the asker's groups."""

    __slots__ = ("tenant_id", "groups")
