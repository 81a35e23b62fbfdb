"""A span of time said in another unit than the context's: «две недели» are 14 days,
"two years" 24 months, 两天 48 hours. A number so held is held with its unit: a context's
"2 years" holds 24 months, not a bare 24 ("24 euros" and "24 days" are no two years),
and a statement's «две недели» is held by 14 days, not by "14 euros"."""

from __future__ import annotations

import re

from .numerals import _times, months_in_digits, numbers

_DAYS = re.compile(r"days?\b|дн(?:я|ей)\b|день\b|сут(?:ки|ок)\b|tage?n?\b|jours?\b|天")
# A number of weeks, years or days said where the registry counts days, months or hours
# (a month is no fixed count of days, so it is never turned into days).
_IN_SMALLER = (
    ("day", 7, re.compile(r"week|недел|woche|semaine|semana|周|星期|个星期|هفته")),
    ("month", 12, re.compile(r"year|jahr|année|annee|año|年|(?:год|года|годы|лет|ans?|سال)\b")),
    ("hour", 24, _DAYS),  # «два дня», 两天 where the context counts 48 hours
)
# The units a number is turned into, by their words: which one a number counts
_UNITS = (
    ("day", _DAYS),
    ("month", re.compile(r"months?\b|месяц\w*|monate?n?\b|mois\b|mes(?:es)?\b|个月|ماه")),
    ("hour", re.compile(r"hours?\b|час(?:а|ов)?\b|stunden?\b|heures?\b|horas?\b|个?小时|ساعت")),
)
_NEXT_WORD = re.compile(r"\s*(\S+)")
# A year said without a number, which is one: twelve months
_A_YEAR = re.compile(r"\b(?:within|for|after) (?:a|one) year\b|\bв течение (?:одного )?года\b")


def tagged(unit: str, number: str) -> str:
    """A number held in a unit, as numbers_held keeps it apart from a bare number."""
    return f"{number} {unit}"


def unit_end(folded: str, end: int) -> int:
    """Where the unit of time after the number that ends at `end` ends (a unit
    in_smaller_unit turns into another, or one it turns into): its word, or its CJK
    characters alone (两天 of 两天内发货)."""
    found = _NEXT_WORD.match(folded, end)
    patterns = [starts for *_unit, starts in (*_IN_SMALLER, *_UNITS)] if found else ()
    for starts in patterns:
        unit = starts.match(found.group(1))
        if unit:
            word = re.match(r"[^\W\d_]+", found.group(1))
            cjk = re.match(r"[\u3400-\u9fff]", found.group(1))
            return found.start(1) + (unit.end() if cjk or not word else word.end())
    return end


def in_smaller_unit(folded: str, end: int, number: str) -> tuple[str, str] | None:
    """(the registry's unit, the number in it) when a unit of weeks, years or days
    follows the number that ends at `end`."""
    found = _NEXT_WORD.match(folded, end)
    if found is None:
        return None
    for unit, factor, starts in _IN_SMALLER:
        if starts.match(found.group(1)):
            return unit, _times(number, factor)
    return None


def unit_after(folded: str, end: int) -> str | None:
    """The unit in_smaller_unit turns numbers into (day, month, hour) whose word follows
    the number that ends at `end`, or none."""
    found = _NEXT_WORD.match(folded, end)
    return next((u for u, starts in _UNITS if found and starts.match(found.group(1))), None)


def numbers_held(folded: str) -> set[str]:
    """The numbers a context's text holds: each as written, and with its unit, as said
    and in a smaller one («2 года» holds 24 months; «в течение года», 12)."""
    found = set()
    for number, _numeral, _said, end in numbers(folded):
        found.add(number)
        smaller = in_smaller_unit(folded, end, number)
        if smaller is not None:
            found.add(tagged(*smaller))
        unit = unit_after(folded, end)
        if unit is not None:
            found.add(tagged(unit, number))
    months = months_in_digits(folded)  # 五月 holds the 5 of 5月 (May), no amount of its own
    if months != folded:
        found |= {number for number, *_rest in numbers(months)}
    return found | ({"1", tagged("month", "12")} if _A_YEAR.search(folded) else set())


def in_unit(folded: str, end: int, number: str, held: set[str]) -> bool:
    """Whether the number that ends at `end` is held with its unit: the held numbers
    (numbers_held) have it in the unit that follows it, or in the smaller unit it turns
    into («две недели» of «14 дней»)."""
    unit = unit_after(folded, end)
    if unit is not None and tagged(unit, number) in held:
        return True
    smaller = in_smaller_unit(folded, end, number)
    return smaller is not None and tagged(*smaller) in held
