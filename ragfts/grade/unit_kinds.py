"""A number the context holds, said of another unit: "Delivery takes 2 weeks"
against "Deliveries take 2 days" (the number is held, so it was read as the context's).
Units of time, which a support answer mixes up most ("2 days" for "2 weeks", «3
месяца» for «3 года»), of length and weight ("1500 km" for 1500 metres) and of money
("50 dollars" for 50 euros, 99美元 for 99元); a number the context gives with no such unit
is not read here."""

from __future__ import annotations

import re
from functools import lru_cache

from .bounds import by_number
from .numerals import numbers

# the kinds of a unit, by the start of the word after the number (a day's kind of day
# between: "5 business days", «5 рабочих дней», 5个工作日)
_KINDS = (
    ("minute", r"min|минут|分钟"),
    ("hour", r"hours?\b|hrs?\b|час|小时|个小时"),
    ("day", r"days?\b|дн[яей]|день|сут|天|日"),
    ("week", r"weeks?\b|недел|周|星期|个星期"),
    ("month", r"months?\b|месяц|个月|月"),
    ("year", r"years?\b|год|лет\b|年"),
    # and of length and weight, a thousand times apart ("1500 km" for 1500 metres)
    ("kilometre", r"km\b|км\b|kilomet|километр|公里|千米"),
    ("metre", r"m\b|м\b|metres?\b|meters?\b|метр|米"),
    ("kilogram", r"kg\b|кг\b|kilogram|килограмм|公斤|千克"),
    ("gram", r"g\b|grams?\b|грамм|克"),
    # and money: "50 dollars" for 50 euros is another price, though its number is held
    ("euro", r"euros?\b|eur\b|€|евро"),
    ("dollar", r"dollars?\b|usd\b|\$|доллар|美元"),
    ("rouble", r"roubles?\b|rubles?\b|rub\b|руб|₽"),
    ("yuan", r"yuan\b|cny\b|rmb\b|元|块"),
)
TIME_KINDS = frozenset({"minute", "hour", "day", "week", "month", "year"})
_UNIT = re.compile(
    r"\s*(?:(?:business|working|calendar|рабоч\w*|календарн\w*)\s+|个?工作)?(?:"
    + "|".join(f"(?P<{kind}>{pattern})" for kind, pattern in _KINDS)
    + ")"
)

_REST_OF_WORD = re.compile(r"[a-zа-яё]*")


@lru_cache(maxsize=1024)  # a context's, read by each statement graded on it
def kinds(folded: str) -> tuple[tuple[str, str, str], ...]:
    """(number, kind of its unit, the number and unit as written) for each number
    a unit of _KINDS follows."""
    out = []
    for number, _numeral, said, end in numbers(folded):
        unit = _UNIT.match(folded, end)
        if unit:
            start = folded.rfind(said, 0, end)
            whole = _REST_OF_WORD.match(folded, unit.end()).end()  # «месяц» of «месяца»
            out.append((number, unit.lastgroup, folded[max(start, 0) : whole].strip()))
    return tuple(out)


def other_unit(folded: str, context: str) -> list[str]:
    """The statement's numbers that the context holds only of other units."""
    return _held_otherwise(kinds(folded), kinds(context))


def _held_otherwise(said: list, theirs: list) -> list[str]:
    """Each (number, key, as written) said whose number the context's triples hold only
    with other keys (units, a rate's periods)."""
    given_by = by_number(theirs)
    out = []
    for number, key, written in said:
        given = given_by.get(number)
        if given and key not in given:
            out.append(f"«{written}», the context's «{next(iter(given.values()))}»")
    return out


# A period's word for a rate the context counts otherwise: "daily" (every day) against
# "every 2 days", «ежедневно» against «каждые 2 дня», 每天 against 每两天
_PERIOD_WORD = re.compile(
    r"\b(?:(?P<day>daily|ежедневно)|(?P<week>weekly|еженедельно)|(?P<month>monthly|ежемесячно)|"
    r"(?P<year>yearly|ежегодно))\b|(?P<zh_day>每天|每日)"
)
_EVERY_N = re.compile(
    r"\b(?:every|each|каждые|раз в)\s+(?P<n>\d+|two|three|два|две|три)\s+(?P<unit>\w+)"
    r"|每(?:隔)?(?P<zh_n>[两二三四五六七八九\d]+)(?:个)?(?P<zh_unit>天|日|周|星期|月)"
)


# "every day" where the context says "on weekdays": every day widens the weekdays to the
# whole week
_EVERY_DAY = re.compile(
    r"\b(?:every day|daily|seven days a week|7 days a week|ежедневно|каждый день|без выходных)"
    r"\b|每天|天天|全年无休"
)
_WEEKDAYS = re.compile(
    r"\b(?:weekdays?|monday to friday|mon(?:day)?\s?[-–]\s?fri(?:day)?|будн\w*|"
    r"с понедельника по пятницу|пн\s?[-–]\s?пт)\b|工作日|周一至周五|周一到周五"
)


def _every_day(folded: str, context: str) -> list[str]:
    found = _EVERY_DAY.search(folded)
    weekdays = found and _WEEKDAYS.search(context)
    if weekdays and not _EVERY_DAY.search(context):
        return [f"«{found[0]}», the context's «{weekdays[0]}»"]
    return []


def other_period(folded: str, context: str) -> list[str]:
    """A period's word the context gives as every so many of its unit, or "every day"
    where it says weekdays."""
    out = []
    for match in _PERIOD_WORD.finditer(folded):
        if match[0] in context:  # the context says it too, of this or of another thing
            continue
        kind = "day" if match.lastgroup == "zh_day" else match.lastgroup
        for every in _EVERY_N.finditer(context):
            unit = _UNIT.match(" " + (every["unit"] or every["zh_unit"]))
            if unit and unit.lastgroup == kind:
                out.append(f"«{match[0]}», the context's «{every[0]}»")
                break
    return out + _every_day(folded, context)


# A rate's period: "10 euros a month", «299 рублей в месяц», 每月15元, 15元/月, 月费
_RATE = re.compile(
    r"\b(?:a|an|per|each|every)\s+(day|week|month|year|annum)\b"
    r"|\b(daily|weekly|monthly|yearly|annually)\b"
    r"|(?<!\w)(?:в|за)\s+(день|сутки|неделю|месяц|год)(?!\w)"
    r"|(?<!\w)(ежедневн|еженедельн|ежемесячн|ежегодн)"
    r"|/\s*(day|week|month|mo|year|yr|день|сут|нед|мес|год|天|日|周|月|年)"
    r"|每个?(天|日|周|星期|月|年)|([日周月年])费"
)
_PERIOD_OF = {
    "day": ("day", "daily", "день", "сутки", "сут", "ежедневн", "天", "日"),
    "week": ("week", "weekly", "неделю", "нед", "еженедельн", "周", "星期"),
    "month": ("month", "monthly", "mo", "месяц", "мес", "ежемесячн", "月"),
    "year": ("year", "yearly", "annually", "annum", "yr", "год", "ежегодн", "年"),
}
_PERIOD = {word: period for period, words in _PERIOD_OF.items() for word in words}
# a clause ends at a sentence's or clause's mark, not at a number's point or comma
_RATE_CLAUSE = re.compile(r"[;；。！？!?]|[,，](?!\d)|\.(?!\d)")


def rates(folded: str) -> list[tuple[str, str, str]]:
    """(number, period, the two as written) for each number of a clause that says one
    period of a rate: 10 of "10 euros a month" is per month."""
    out = []
    for clause in _RATE_CLAUSE.split(folded):
        found = list(_RATE.finditer(clause))
        periods = {_PERIOD[next(g for g in match.groups() if g)] for match in found}
        if len(periods) != 1:
            continue
        (period,) = periods
        for number, _numeral, said, end in numbers(clause):
            start, unit = end - len(said), _UNIT.match(clause, end)
            end = unit.end() if unit else end  # 每月15元, not 每月15
            first, last = min(start, found[0].start()), max(end, found[-1].end())
            out.append((number, period, clause[first:last].strip()))
    return out


def other_rate(folded: str, context: str) -> list[str]:
    """The statement's numbers of a rate whose period the context gives otherwise: "10
    euros a year" where it says "10 euros a month", 每年15元 for 每月15元."""
    said = rates(folded)
    return _held_otherwise(said, rates(context)) if said else []
