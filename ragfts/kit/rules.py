"""The registry's rules for what a fact and a document say: a value's kind (a number
carries its unit and is above 0; true/false and text carry none), and a validity end
written exclusively read as the last day it holds."""

from __future__ import annotations

import re
from datetime import date, timedelta

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z")

# A fact's value is one of three kinds, each with its own rule: a number carries its
# unit and is above 0, true/false and text carry none (kit/records.py Fact.check).
_NUMERAL = re.compile(r"[+-]?\d+(?:\.\d+)?\Z")
_POSITIVE = re.compile(r"\+?(?=[\d.]*[1-9])\d+(?:\.\d+)?\Z")


def _ungrouped(value: str) -> str:
    # thousands grouped by a space, a no-break space or a thin space: "2 000"
    return re.sub(r"(?<=\d)[ \u00a0\u202f\u2009](?=\d{3}\b)", "", " ".join(value.split()))


def value_kind(value: str) -> str:
    """number, true/false or text, as the registry and grading read a fact's value."""
    text = " ".join(str(value).split())
    if text.lower() in ("true", "false"):
        return "true/false"
    return "number" if _NUMERAL.match(_ungrouped(text)) else "text"


def inclusive_end(valid_from, valid_until, exclusive: bool):
    """A validity end as ragfts keeps it, the last day the text holds: an end written
    exclusively ([from, to), seeds 000 and 003) is the day before. An exclusive end that
    is not after its start leaves no day at all."""
    if not exclusive or not isinstance(valid_until, str) or not _DATE.match(valid_until):
        return valid_until
    try:
        end = date.fromisoformat(valid_until)
    except ValueError:
        return valid_until  # the record's own check names the bad date
    if isinstance(valid_from, str) and valid_until <= valid_from:
        raise ValueError(
            f"valid_until {valid_until} is not after valid_from {valid_from}: with [validity] "
            'end = "exclusive" the end is the first day the text no longer holds'
        )
    return (end - timedelta(days=1)).isoformat()
