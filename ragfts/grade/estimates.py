"""A size said as people say it, rounded or bounded: "nearly 78 metres" of the context's
77.8 metres, «около 80 м» of 77,8 м, 六公里多 of 约6.4公里, "more than 500 km" of 540 km,
"under 100 lakes" of 96. Such a number is the context's, said to its own precision: the
statement check takes it as held, and a reply's reading as the value's. So is a length
or a weight in a unit a thousand times the context's (1.5 km of 1500 metres), and a
share in percent that the context says as a fraction (75 % of three quarters, 70 % of
七成).

Only a size is read so (a length, a height, an area, a weight, a count, a bare number):
a price, a date and a span of time are terms a policy states exactly, and an answer that
rounds them says another one. Nor is a context's number that is a bound itself ("orders
over 55 €", «до 60 дней»): "over 50" of it would move a threshold, not round a size."""

from __future__ import annotations

import re
from functools import lru_cache

from .bounds import bounds
from .numerals import cjk_value, numbers
from .statement_words import SHORT_UNITS

# what says a number is near the size, above it or below it, just before the number
_ABOUT = (
    r"about|around|approximately|roughly|nearly|almost|some|close to|около|примерно|"
    r"приблизительно|почти|порядка|где-то|etwa|ungefähr|fast|environ|presque|"
    r"aproximadamente|casi"
)
_OVER = r"over|more than|above|upwards of|больше(?: чем)?|более|свыше"
_UNDER = r"under|less than|below|fewer than|меньше(?: чем)?|менее"
_BEFORE = re.compile(
    rf"(?:(?<!\w)(?:({_ABOUT})|({_OVER})|({_UNDER}))\s*|"
    r"(大约|大概|约为|约|将近|接近|近|差不多)|(超过|多于|逾)|(不到|不足|少于|低于))$"
)
_NEGATED = re.compile(r"(?:\b(?:no|not|не)|不)\s*$")
# or just after it and its unit: "80 metres or so", 78米左右, 六公里多 (not 多少)
_AFTER_ABOUT = re.compile(r"\s*(?:[^\W\d_]+\s+)?or so\b|[\u4e00-\u9fff]{0,2}?左右")
_AFTER_OVER = re.compile(r"[\u4e00-\u9fff]{0,2}?多(?!少)")
_PERCENT = re.compile(r"\s*(?:%|per ?cent|процент|prozent|pour cent|por ciento)")
_UNIT = re.compile(r"\s*(?:([^\W\d_\u4e00-\u9fff]+)|多?([\u4e00-\u9fff]{1,2}))")

# the kinds of number a size is (quantities.value_kind), and a bare one
_SIZES = frozenset({"measure", "count", "number", None})


def estimated(folded: str, start: int, end: int, key: str, context: str) -> bool:
    """Whether the number `key` at folded[start:end], said as an estimate or a bound, is
    a size the context states exactly in the same unit, to the estimate's precision; or
    that size in a unit a thousand times larger or smaller, said so or exactly (1.5 km of
    1500 metres, 1500米 of 1.5公里)."""
    return bool(fitted(folded, start, end, key, context, converted=True))


def fitted(
    folded: str, start: int, end: int, key: str, context: str, converted: bool = False
) -> list[str]:
    """The context's sizes that the number `key` at folded[start:end] estimates (and,
    `converted`, states in another unit of _SCALES)."""
    how = _how(folded, start, end)
    if (how is None and not converted) or not _a_size(folded, start, end):
        return []
    unit = _unit(folded, end)
    out = []
    for number, theirs, bound in sizes(context):
        if _same(unit, theirs):
            # a share the context says as a fraction, said in percent: its number
            shared = how is None and theirs == "%" and number == key
            if shared or (how is not None and not bound and fits(how, key, number)):
                out.append(number)
        elif converted and (mine := _in_unit(number, theirs, unit)) is not None:
            # a bound in another unit is the same bound: "up to 2000 grams" of "up to 2 kg"
            if mine == key or (how is not None and not bound and fits(how, key, mine)):
                out.append(number)
    return out


# a unit a thousand times another, as _unit gives them
_SCALES = {
    "kilometr": "metr", "километр": "метр", "公里": "米", "千米": "米",
    "kilogram": "gram", "килограмм": "грамм", "公斤": "克", "千克": "克",
}  # fmt: skip


def _in_unit(number: str, theirs: str, mine: str) -> str | None:
    """The context's number in the statement's unit, when one is a thousand times the
    other; else none."""
    theirs, mine = _scaled(theirs), _scaled(mine)
    if _SCALES.get(theirs) == mine:
        value = float(number) * 1000
    elif _SCALES.get(mine) == theirs:
        value = float(number) / 1000
    else:
        return None
    return f"{value:.6f}".rstrip("0").rstrip(".")


def _scaled(unit: str) -> str:
    """A unit as _SCALES names it: a CJK one by its first two characters or its first."""
    if unit[:1] < "\u4e00":
        return unit
    return unit[:2] if unit[:2] in _SCALES else unit[:1]


def exact(folded: str, context: str) -> str:
    """The folded text with each number it says as an estimate of a size of the folded
    context written as that size: "nearly 77.8 metres" of "nearly 78 metres" against
    "77.8 metres", 城墙6.4公里多 of 城墙六公里多 against 约6.4公里."""
    for key, _numeral, said, end in reversed(numbers(folded)):
        start = end - len(said)
        found = fitted(folded, start, end, key, context)
        if found:
            folded = folded[:start] + found[0] + folded[end:]
    return folded


def _same(unit: str, other: str) -> bool:
    """One unit: equal stems, or CJK characters one of which starts the other (米 of 米高)."""
    if unit == other:
        return True
    cjk = unit[:1] > "\u4e00" and other[:1] > "\u4e00"
    return cjk and (unit.startswith(other) or other.startswith(unit))


def _how(folded: str, start: int, end: int) -> str | None:
    """ "about", "over" or "under": what the words beside the number say it is."""
    window = folded[max(0, start - 24) : start]
    before = _BEFORE.search(window)
    if before:
        if _NEGATED.search(window, 0, before.start()):
            return None  # "no more than 7 km" is at most 7: a bound, no estimate
        return ("about", "over", "under")[(before.lastindex - 1) % 3]
    if _AFTER_ABOUT.match(folded, end):
        return "about"
    return "over" if _AFTER_OVER.match(folded, end) else None


def _a_size(folded: str, start: int, end: int) -> bool:
    from .quantities import value_kind

    unit = _UNIT.match(folded, end)
    return value_kind(folded[start : unit.end() if unit else end], "") in _SIZES


def _unit(folded: str, end: int) -> str:
    """The unit after a number, in one form: its first word's stem (metres, meters and m
    are one; метров and метра are), or its first CJK characters but 多 and 左右."""
    from ..kit.profile import stem_words

    if _PERCENT.match(folded, end):
        return "%"
    found = _UNIT.match(folded, end)
    if found is None:
        return ""
    if found[2]:
        return found[2].split("多")[0].split("左")[0]
    word = SHORT_UNITS.get(found[1], found[1]).split()[0]
    word = word.replace("meter", "metre").replace("liter", "litre")
    return stem_words([word], "auto")[0]


@lru_cache(maxsize=1024)
def sizes(context: str) -> tuple[tuple[str, str, bool], ...]:
    """(number, unit, whether the context bounds it) of each number a folded context
    states, and each share it says as a fraction, in percent (three quarters: 75 %)."""
    bounded = {number for number, _up, _said in bounds(context)}
    found = [
        (number, _unit(context, end), number in bounded)
        for number, _numeral, _said, end in numbers(context)
    ]
    for pattern, shares in _FRACTIONS:
        if pattern.search(context):
            found += [(share, "%", False) for share in shares]
    for tenths in _CJK_TENTHS.findall(context):  # 七成 is 70 %
        found.append((str(10 * cjk_value(tenths)), "%", False))
    return tuple(found)


# A share said as a fraction, and the percents it is written as (a third: 33 % or 33.3 %)
_FRACTIONS = tuple(
    (re.compile(pattern), shares)
    for pattern, shares in (
        (r"\bhalf\b|половин|一半|二分之一", ("50",)),
        (r"\btwo[ -]thirds\b|\bдве трети\b|三分之二", ("67", "66.7", "66")),
        (r"\b(?:a|one)[ -]third\b|(?<!две )\bтрет(?:ь|и)\b|三分之一", ("33", "33.3")),
        (r"\bthree[ -]quarters\b|\bтри четверти\b|四分之三", ("75",)),
        (r"\b(?:a|one)[ -]quarter\b|(?<!три )\bчетверт(?:ь|и)\b|四分之一", ("25",)),
    )
)
_CJK_TENTHS = re.compile("([一二三四五六七八九])成")


def fits(how: str, said: str, known: str) -> bool:
    """Whether a number said `how` ("about", "over", "under") is the known one to its own
    precision: about 80 of 77.8 (within half its last digit's step, and a tenth of it),
    over 6 of 6.4 and under 100 of 96 (within one step)."""
    try:
        n, v = float(said), float(known)
    except ValueError:
        return False
    if n <= 0 or n == v:
        return False
    step, near = _step(said), 1e-9 * n  # floats: a half step is a half step
    if how == "about":
        return abs(v - n) * 2 <= step + near and abs(v - n) * 10 <= n
    if how == "over":
        return n < v < n + step
    return n - step < v < n


def _step(key: str) -> float:
    """A number's precision as said: 1 of 78, 10 of 80, 0.1 of 1.5."""
    whole, _, fraction = key.lstrip("-").partition(".")
    if fraction:
        return 10.0 ** -len(fraction)
    return 10.0 ** (len(whole) - len(whole.rstrip("0")))
