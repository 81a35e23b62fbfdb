"""Numbers a text spells out in words («пять дней», "five business days", «zwei Wochen»,
三十天), read as numbers only before a unit of time (a word or one word after; in Chinese,
the unit's character right after): "one of our plans", «одна из причин» or 一样 is no
number, and a spelled number a fact's text states is the same number as its digits."""

from __future__ import annotations

import re

_ONES = {
    "en": "one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen",
    "de": "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf",
}
_TENS = {
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
    "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
}
# Russian numerals with the forms a period takes: «пять дней», «в течение пяти дней».
_RU = {
    1: "один одна одно одного одну одной одним",
    2: "два две двух",
    3: "три трех трёх",
    4: "четыре четырех четырёх",
    5: "пять пяти",
    6: "шесть шести",
    7: "семь семи",
    8: "восемь восьми",
    9: "девять девяти",
    10: "десять десяти",
    11: "одиннадцать одиннадцати",
    12: "двенадцать двенадцати",
    13: "тринадцать тринадцати",
    14: "четырнадцать четырнадцати",
    15: "пятнадцать пятнадцати",
    16: "шестнадцать шестнадцати",
    17: "семнадцать семнадцати",
    18: "восемнадцать восемнадцати",
    19: "девятнадцать девятнадцати",
    20: "двадцать двадцати",
    30: "тридцать тридцати",
    40: "сорок сорока",
    50: "пятьдесят пятидесяти",
    60: "шестьдесят шестидесяти",
    90: "девяносто девяноста",
}


def _table() -> dict[str, int]:
    out: dict[str, int] = {}
    for words in _ONES.values():
        out.update({w: n for n, w in enumerate(words.split(), start=1)})
    for words in _TENS.values():
        out.update({w: 10 * k for k, w in enumerate(words.split(), start=2)})
    for value, words in _RU.items():
        out.update({w: value for w in words.split()})
    return out


VALUES = _table()
# The starts of the words a spelled number may count: days, weeks, months, years, hours,
# minutes, and business or working days.
UNITS = (
    "day", "week", "month", "year", "hour", "minute",
    "дн", "день", "недел", "месяц", "год", "лет", "час", "минут", "сут",
    "tag", "woche", "monat", "jahr", "stunde", "minute", "werktag",
)  # fmt: skip
# Words and numbers in digits: a number between a spelled one and a unit is a word of the
# window («по одной срок 14 дней» counts no «одной» day).
_WORD = re.compile(r"[^\W_]+")
_CJK_DIGITS = {c: n for n, c in enumerate("零一二三四五六七八九")} | {"两": 2}
# A Chinese numeral up to 99 (十五, 二十, 三十五, 两) right before a unit of time: 三个月,
# not 三月 (March), and no 日 (十月一日 is a date).
_CJK_NUMBER = re.compile(
    r"([一二两三四五六七八九]?十[一二三四五六七八九]?|[一二两三四五六七八九])(?=(?:个工作日|工作日|天|个星期|星期|周|个月|年|个小时|小时|分钟))"
)


def _cjk_value(numeral: str) -> int:
    if "十" not in numeral:
        return _CJK_DIGITS[numeral]
    tens, _, ones = numeral.partition("十")
    return 10 * (_CJK_DIGITS[tens] if tens else 1) + (_CJK_DIGITS[ones] if ones else 0)


def spelled(folded: str) -> list[tuple[str, str, int, int]]:
    """(numeral, spelling, start, end) of each number the folded text spells out before
    a unit of time; «двадцать пять», "twenty-five" and "twenty five" are one number."""
    words = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(folded)]
    out = []
    n = 0
    while n < len(words):
        word, start, end = words[n]
        value = VALUES.get(word)
        if value is None:
            n += 1
            continue
        last = n
        nxt = words[n + 1] if n + 1 < len(words) else None
        if value >= 20 and value % 10 == 0 and nxt and VALUES.get(nxt[0], 99) < 10:
            between = folded[end : nxt[1]]
            if between in (" ", "-"):
                value += VALUES[nxt[0]]
                last = n + 1
        after = [w for w, _s, _e in words[last + 1 : last + 3]]
        if any(w.startswith(UNITS) for w in after):
            out.append((str(value), folded[start : words[last][2]], start, words[last][2]))
        n = last + 1
    for match in _CJK_NUMBER.finditer(folded):
        out.append((str(_cjk_value(match.group(1))), match.group(1), match.start(), match.end()))
    return sorted(out, key=lambda found: found[2])


def as_digits(folded: str) -> str:
    """The text with its Chinese numerals before a unit of time written in digits (三十天 is
    30天): a number is compared as a number, never as pairs of characters."""
    return _CJK_NUMBER.sub(lambda m: str(_cjk_value(m.group(1))), folded)
