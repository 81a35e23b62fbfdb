"""Dates, and months, weekdays and weekends named in words: a statement that names one
its context and its question do not ("…, but from January the price goes up", "Sunday orders ship
Monday", 周末不处理) adds a time of its own. Each name is read as what it names (a
month's number, a weekday's), so «октября» and «в октябре», 十月 and October agree."""

from __future__ import annotations

import datetime
import re
from functools import lru_cache

_MONTHS_EN = (
    "january february march april may june july august september october november december"
).split()
_MONTHS_RU = "январ феврал март апрел ма июн июл август сентябр октябр ноябр декабр".split()
# The months' names as patterns for the other readers of dates (numerals, quantities,
# other_times): English in full, and the Russian stems but May's, whose forms each reads
# its own way («ма» starts too many words).
EN_MONTHS = "|".join(_MONTHS_EN)
RU_MONTH_STEMS = "|".join(m for m in _MONTHS_RU if m != "ма")
_DAYS_EN = "monday tuesday wednesday thursday friday saturday sunday".split()
_DAYS_RU = "понедельник вторник сред четверг пятниц суббот воскресень".split()
_DAYS_DE = "montag dienstag mittwoch donnerstag freitag samstag sonntag".split()
_CJK_NUMBERS = "一 二 三 四 五 六 七 八 九 十 十一 十二".split()
_CJK_DAYS = "一二三四五六日"

# English "may" is a verb far more often than a month, «среда» an environment as often
# as a Wednesday, and 周一 is also the start of 每周一次: those are left out.
_WORD = re.compile(
    r"\b(?:(?P<en_month>" + "|".join(m for m in _MONTHS_EN if m != "may") + r")"
    r"|(?P<en_day>" + "|".join(_DAYS_EN) + r")s?"
    r"|(?P<en_weekend>weekends?)|(?P<en_weekdays>weekdays?)"
    r"|(?P<de_day>" + "|".join(_DAYS_DE) + r")s?|(?P<de_weekend>wochenenden?)"
    r"|(?P<de_weekdays>werktags|wochentags)"
    r"|(?P<ru_month>(?:" + RU_MONTH_STEMS + r")(?:ь|я|е|ю|ём|ем|а|у|ом)?|ма(?:й|я|е|ю|ем))"
    r"|(?P<ru_day>(?:понедельник|вторник|четверг)(?:а|у|ам|ом|и)?|средам|"
    r"(?:пятниц|суббот)(?:а|у|ы|е|ам)|воскресень(?:е|я|ю|ям))"
    r"|(?P<ru_weekend>выходн(?:ые|ым|ых))|(?P<ru_weekdays>будн(?:и|ие|ий|ей|им|ям|ях|их|ими|ее|его|ему)))\b"
    r"|(?P<zh_day>(?:星期|礼拜)[一二三四五六日天])|(?P<zh_weekend>周末)"
    r"|(?<![\d一二三四五六七八九十])(?P<zh_month>十[一二]|[一二三四五六七八九十])月"
    r"|(?<![\d.])(?P<digit_month>1[0-2]|0?[1-9])月"
)


def named(folded: str) -> list[tuple[str, tuple]]:
    """(the words, what they name) for each month, weekday or weekend a folded text
    names: ("m", 1..12), ("d", 0..6), ("weekend",) or ("weekdays",)."""
    out = []
    for match in _WORD.finditer(folded):
        kind = match.lastgroup
        word = match.group(0)
        if kind == "en_month":
            key = ("m", _MONTHS_EN.index(match.group(kind)) + 1)
        elif kind == "ru_month":
            stem = next(m for m in _MONTHS_RU if word.startswith(m))
            key = ("m", _MONTHS_RU.index(stem) + 1)
        elif kind == "zh_month":
            key = ("m", _CJK_NUMBERS.index(match.group(kind)) + 1)
        elif kind == "digit_month":  # 10月 of a Chinese text: the context's month
            key = ("m", int(match.group(kind)))
        elif kind == "en_day":
            key = ("d", _DAYS_EN.index(word.removesuffix("s")))
        elif kind == "de_day":
            key = ("d", _DAYS_DE.index(word.removesuffix("s")))
        elif kind == "ru_day":
            key = ("d", next(n for n, d in enumerate(_DAYS_RU) if word.startswith(d)))
        elif kind == "zh_day":
            key = ("d", _CJK_DAYS.index(word[-1]) if word[-1] != "天" else 6)
        elif kind.endswith("weekdays"):
            key = ("weekdays",)
        else:
            key = ("weekend",)
        out.append((word, key))
    return out


@lru_cache(maxsize=4096)
def held(
    texts: tuple[str, ...], dates: tuple[tuple[str, str, str], ...], months: tuple = ()
) -> frozenset:
    """What the folded texts name, the month and weekday of each date (the question's
    own: «на 23 октября» repeats it), and the month of each of `months` (when a version
    held: its weekday is no day the answer may name)."""
    keys = {key for text in texts for _word, key in named(text)}
    # weekdays are Monday to Friday: a text that names both ends names them, and each
    if ("weekdays",) in keys:
        keys.update(("d", n) for n in range(5))
    elif {("d", 0), ("d", 4)} <= keys:
        keys.add(("weekdays",))
    keys.update(("m", int(month)) for _year, month, _day in months)
    for year, month, day in dates:
        keys.add(("m", int(month)))
        try:
            keys.add(("d", datetime.date(int(year), int(month), int(day)).weekday()))
        except ValueError:
            pass
    return frozenset(keys)


ISO_DATE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def iso_dates(days: tuple[str, ...]) -> tuple:
    """(year, month, day) of each ISO date among the texts."""
    return tuple(d for day in days for d in ISO_DATE.findall(day))


# A date written as numbers: 23.10.2026, 23/10/2026, 2026-10-23.
_WRITTEN_DATE = re.compile(r"\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b")


def without_dates(folded: str, dates: list[tuple[str, str, str]]) -> str:
    """The statement with the question's own date, written in numbers, left out: it is
    no number of its own, and its parts are no amounts."""
    wanted = {(int(y), int(m), int(d)) for y, m, d in dates}

    def same(match) -> str:
        d, m, y, y2, m2, d2 = match.groups()
        day = (int(y), int(m), int(d)) if y else (int(y2), int(m2), int(d2))
        return " " if day in wanted else match.group(0)

    return _WRITTEN_DATE.sub(same, folded) if wanted else folded


_DAY_MONTH_YEAR = re.compile(r"\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b")


def months_named(folded: str) -> str:
    """A date written day.month.year with its month named (in English, as every reader
    of months here reads it): «до 31.12.2026» is «до 31 december 2026», so the context's
    «31 декабря 2026 года» holds its day, month and year."""

    def named_month(m: re.Match) -> str:
        month = int(m[2])
        return f"{m[1]} {_MONTHS_EN[month - 1]} {m[3]}" if 1 <= month <= 12 else m[0]

    return _DAY_MONTH_YEAR.sub(named_month, folded)


# A year's or a century's word after its number says when, not what of: «в 1755 году»,
# «в XX веке», "in the 1880s", "in 1755 year" (no fact is about the word «год»)
_DATED = re.compile(
    r"(?:\b\d+|\b[ivxlc]+)\s+(год\w*|век\w*|years?|centur\w*|г)\b|\d+\s*(年|世纪)",
)


def dated(question_text: str) -> set[str]:
    """The stems of the question's words of a date after its number."""
    from ..kit.profile import fold
    from .asked import stems

    words = [w for m in _DATED.finditer(fold(question_text)) for w in m.groups() if w]
    return stems(" ".join(words)) if words else set()
