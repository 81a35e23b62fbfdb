"""What a measure measures: a distance, a mass, an area or a volume. A question of one
is not answered by a value of another, though both are measures (quantities.fits):
"How long is the Yellow River?" is not asked of «每年输入下游的泥沙约16亿吨», tonnes of
silt, «Какова масса колокола?» not of «высотой 6,14 метра»."""

from __future__ import annotations

import re
from functools import lru_cache

# What the question's words of its kind (question_kinds.kind_words) and the words after
# a value's number say it measures: a word's start, a short unit a whole word (m, not
# минут), and a Chinese unit any place; an area and a volume first, since square metres
# and 平方米 say metres too.
_UNITS = (
    ("area", r"square|acre|hectare|квадратн|гектар|площад", r"sq|кв|га", r"平方|公顷|亩|面积"),
    ("volume", r"litre|liter|gallon|cubic|литр|кубическ|объ[её]м", r"куб", r"升|立方|容积|体积"),
    (
        "mass",
        r"heav|weigh|kilogram|gram|tonne|масс|килограмм|грамм|тонн|тяж[её]л",
        r"kg|tons?|кг|т|вес|веса|весом",
        r"多重|重量|公斤|千克|克|吨",
    ),
    (
        "distance",
        r"long|far|high|tall|deep|wide|thick|metre|meter|kilomet|centimet|millimet|mile|"
        r"feet|foot|inch|length|height|depth|width|breadth|diameter|circumference|altitude|"
        r"elevation|длин|далеко|высот|высок|глубин|глубок|ширин|широк|толщин|толст|"
        r"протяж[её]нн|метр|километр|"
        r"сантиметр|миллиметр|миль|фут",
        r"km|cm|mm|m|км|см|мм|м",
        r"多长|多远|多高|多深|多宽|多厚|长度|高度|深度|宽度|米|公里|英里|英尺",
    ),
)


@lru_cache(maxsize=1)
def _compiled() -> tuple:
    out = []
    for name, starts, whole, cjk in _UNITS:
        letters = rf"(?<![^\W\d_])(?:(?:{starts})\w*|(?:{whole})(?![^\W\d_]))"
        out.append((name, re.compile(f"{letters}|{cjk}")))
    return tuple(out)


def _first(text: str) -> str | None:
    from ..kit.profile import fold

    text = fold(text)
    for name, pattern in _compiled():
        if pattern.search(text):
            return name
    return None


@lru_cache(maxsize=4096)
def asked(question: str) -> str | None:
    """What the question asks a measure of, by the words that say its kind ("How tall",
    «Какова масса», 多重), or None."""
    from .question_kinds import asked_kind, kind_words, measure_named

    if asked_kind(question) not in ("measure", "length"):
        return None
    return _first(f"{kind_words(question)} {measure_named(question)}")


_NUMBER = re.compile(r"\d|[零一二两三四五六七八九十百千万亿]")


@lru_cache(maxsize=200_000)
def measured(value: str, unit: str = "") -> str | None:
    """What a value measures, by the unit after its number (or its unit), or None."""
    if unit:
        return _first(unit)
    found = _NUMBER.search(value)
    return _first(value[found.end() :]) if found else None


def conflict(question: str, value: str, unit: str = "") -> bool:
    """Whether the question asks one measure and the value is another."""
    wanted = asked(question)
    return wanted is not None and measured(value, unit) not in (None, wanted)
