"""The canonical form values are compared on: 2000 == "2000.0" == "2 000", "True" == true.

A number's canonical value is its exact decimal value written one way ("2000", "12.5",
"-3", "0"), worked out on the numeral's characters: the decimal module costs a replay
1.2 ms to load, so it is loaded only for what the characters cannot settle (an exponent,
non-ASCII digits, more than six decimals to print), and gives the same answers there.
"""

from __future__ import annotations

import re

from ..kit.records import nfc

_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?\Z")
# Thousands may be grouped by a space, a no-break space or a thin space: "2 000".
_GROUP_SPACES = " \u00a0\u202f\u2009"
_DIGIT_GROUPS = rf"(?<=\d)[{_GROUP_SPACES}](?=\d{{3}}\b)"  # compiled on first use: start-up
# A decimal prints without an exponent when it has at most this many decimals.
_PLAIN_DECIMALS = 6


def canonical(value) -> tuple[str, object]:
    """A (kind, value) pair; equal pairs mean equal values."""
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        text = str(value)
        if _NUMBER.match(text):
            return ("number", number_key(text))
        return _by_decimal(text, value)
    if not isinstance(value, str):
        return ("invalid", repr(value))
    text = " ".join(nfc(value).split())
    if text.lower() in ("true", "false"):
        return ("bool", text.lower() == "true")
    grouped = text
    if any(space in text for space in _GROUP_SPACES):
        grouped = re.sub(_DIGIT_GROUPS, "", text)
    if _NUMBER.match(grouped):
        return ("number", number_key(grouped))
    return ("text", text)


def _by_decimal(text: str, value) -> tuple[str, object]:
    """A float str() writes with an exponent (1e+20), or one that is not finite."""
    from decimal import Decimal, InvalidOperation

    try:
        exact = Decimal(text)
    except InvalidOperation:
        return ("invalid", repr(value))
    return ("number", number_key(format(exact, "f")) if exact.is_finite() else str(exact))


def number_key(numeral: str) -> str:
    """The exact value of a numeral ([+-]digits[.digits]) written one way: equal keys,
    equal numbers ("+2000" and "2000.0" are "2000"; "-0.0" is "0")."""
    if not numeral.isascii():  # other scripts' digits: the decimal module reads them
        from decimal import Decimal

        numeral = format(Decimal(numeral), "f")
    sign = "-" if numeral.startswith("-") else ""
    whole, _, fraction = numeral.lstrip("+-").partition(".")
    whole = whole.lstrip("0") or "0"
    fraction = fraction.rstrip("0")
    if whole == "0" and not fraction:
        return "0"
    return sign + whole + ("." + fraction if fraction else "")


def numeral_text(numeral: str) -> str:
    """A numeral ([+-]digits[.digits]) as str(Decimal(numeral)) writes it: the sign of a
    minus kept, a plus and leading zeros dropped, the decimals as given ("007.50" is
    "7.50"); with an exponent past six decimals ("1E-7"), as Python's decimal says."""
    whole, _, fraction = numeral.lstrip("+-").partition(".")
    if not numeral.isascii() or len(fraction) > _PLAIN_DECIMALS:
        from decimal import Decimal

        return str(Decimal(numeral))
    sign = "-" if numeral.startswith("-") else ""
    return sign + (whole.lstrip("0") or "0") + ("." + fraction if fraction else "")


def display(value) -> object:
    """A canonical value as JSON shows it: 2000, 12.5, true, or the folded text."""
    kind, plain = canonical(value)
    if kind != "number" or not plain[-1].isdigit():  # text, or a number not finite
        return plain
    if "." not in plain:
        return int(plain)
    whole, fraction = plain.split(".")
    if whole.lstrip("-") == "0" and not fraction[:_PLAIN_DECIMALS].strip("0"):
        from decimal import Decimal  # 1E-7: as decimal writes it, exponent and all

        return str(Decimal(plain).normalize())
    return plain


# A finding quotes what the bot said whole up to this many characters: a pasted page
# would fill the report's line, and the log keeps the answer whole anyway.
QUOTED = 300


def excerpt(text: str, limit: int = QUOTED) -> str:
    """The text as a finding quotes it: whole, or its start and how long it is."""
    if len(text) <= limit:
        return text
    return f"{text[:limit].rstrip()}… ({len(text)} characters)"
