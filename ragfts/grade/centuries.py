"""A century said three ways: «XX века», «двадцатого века», «20-го века»; "the 20th
century", "the twentieth century". Read as one number before its century word, so a
reply in words states a value in Roman numerals (folded text: lower case)."""

from __future__ import annotations

import re

_ROMAN = {"i": 1, "v": 5, "x": 10}
_ORDINALS = {
    # the stems of the ordinals, the longer first where one starts another
    "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13, "четырнадцат": 14,
    "пятнадцат": 15, "шестнадцат": 16, "семнадцат": 17, "восемнадцат": 18,
    "девятнадцат": 19, "двадцат": 20, "перв": 1, "втор": 2, "трет": 3, "четверт": 4,
    "пят": 5, "шест": 6, "седьм": 7, "восьм": 8, "девят": 9, "десят": 10,
    "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
    "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10,
}  # fmt: skip
_CENTURY = r"(?=\s+(?:век|столети|centur))"
_NUMBERED = re.compile(
    r"\b(?:(?P<roman>[ivx]{1,5})|(?P<digits>\d{1,2})(?:st|nd|rd|th|-?[а-я]{1,3})?|"
    r"(?P<tens>двадцать\s+|twenty-?)?(?P<word>" + "|".join(_ORDINALS) + r")[а-я]*)" + _CENTURY
)


def _roman(numeral: str) -> int | None:
    """A Roman numeral of I to XXXIX, or None where the letters are no such numeral."""
    values = [_ROMAN[c] for c in numeral]
    total = sum(-v if v < w else v for v, w in zip(values, values[1:] + [0], strict=True))
    return total if 0 < total < 40 and roman_written(total) == numeral else None


def roman_written(number: int) -> str:
    """A number of 1 to 39 in lower-case Roman numerals (14 → xiv)."""
    tens, ones = divmod(number, 10)
    return "x" * tens + ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"][ones]


def as_numbers(folded: str) -> str:
    """The text with each century's number in digits (xx века → 20 века)."""

    def number(found: re.Match) -> str:
        if found["roman"]:
            value = _roman(found["roman"])
            return found[0] if value is None else str(value)
        if found["digits"]:
            return found["digits"]
        value = _ORDINALS[found["word"]]
        return str(value + 20 if found["tens"] and value < 10 else value)

    return _NUMBERED.sub(number, folded)


# a decade: "the 1880s", «в 1990-х», 20世纪80年代
_DECADE = re.compile(r"\b\d{3}0(?:s|-?х|-?e)\b|\d{1,2}世纪\d0年代")


def names_time(folded: str) -> bool:
    """Whether the text names a century or a decade (a time: "in the 6th century", «в
    XIV веке», "the 1880s"); a count of centuries ("two centuries") is a duration."""
    found = _NUMBERED.search(folded)
    if found and (not found["roman"] or _roman(found["roman"]) is not None):
        return True
    return bool(_DECADE.search(folded))
