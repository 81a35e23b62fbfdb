"""The canonical form values are compared on: 2000 == "2000.0" == "2 000", "True" == true."""

from __future__ import annotations

import re

from .records import nfc

_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?\Z")
# Thousands may be grouped by a space, a no-break space or a thin space: "2 000".
_DIGIT_GROUPS = re.compile(r"(?<=\d)[ \u00a0\u202f\u2009](?=\d{3}\b)")


def canonical(value) -> tuple[str, object]:
    """A (kind, value) pair; equal pairs mean equal values."""
    from decimal import Decimal, InvalidOperation  # imported on use: replay start-up

    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        try:
            return ("number", Decimal(str(value)))
        except InvalidOperation:
            return ("invalid", repr(value))
    if not isinstance(value, str):
        return ("invalid", repr(value))
    text = " ".join(nfc(value).split())
    if text.lower() in ("true", "false"):
        return ("bool", text.lower() == "true")
    grouped = _DIGIT_GROUPS.sub("", text)
    if _NUMBER.match(grouped):
        return ("number", Decimal(grouped))
    return ("text", text)


def display(value) -> object:
    """A canonical value as JSON shows it: 2000, 12.5, true, or the folded text."""
    kind, plain = canonical(value)
    if kind == "number":
        return int(plain) if plain == plain.to_integral_value() else str(plain.normalize())
    return plain
