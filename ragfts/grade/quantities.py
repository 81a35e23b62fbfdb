"""What kind of answer a question asks for, and what kind a fact's value is, so that a
fact whose value cannot answer the question is not the one it asks about: "How many hours
does a ship take to cross the canal?" is not asked of "26 metres" however many words the
two share, nor «Кто открыл…?» of «в 1764 году», nor 哪一年…？ of 12至38公斤.

Only what is read with confidence is a kind: a question's opening words (when, how many
hours, сколько стоит, 多久, who, 哪里) and a value that starts with a number (after
"about", «около», 约) and names its unit, or a registry unit. Anything else is no kind
and fits everything: a value of words ("a week", «бесплатно») may answer any question,
and a question without such words may ask anything."""

from __future__ import annotations

import re
from functools import lru_cache

from .calendar_words import EN_MONTHS, RU_MONTH_STEMS
from .question_kinds import DURATION_WORDS, MEASURE_WORDS, MONEY_WORDS, asked_kind

# The kinds a value may be, and which of them cannot answer what a question asks for.
# A bare number ("number") could be a count, a year or a price: it conflicts with no
# question. "time" is a year or a date.
_CONFLICTS = {
    "time": frozenset({"money", "measure", "count"}),  # not a name: Christmas Eve is a date
    "duration": frozenset({"money", "measure", "count", "time", "name"}),
    "length": frozenset({"money", "count", "time", "name"}),  # a length or a duration
    "measure": frozenset({"money", "duration", "time", "name"}),
    "money": frozenset({"time", "duration", "measure", "count", "name", "number"}),
    "quantity": frozenset({"time", "name"}),
    "count": frozenset({"time", "name", "measure", "money", "duration"}),  # 多少个湖
    # a count may still say where: «Куда доставляете?» — «в 85 регионов»
    "name": frozenset({"time", "duration", "measure", "money"}),
    # but not who: "674 steps" to "Who opposed building the tower?"
    "person": frozenset({"time", "duration", "measure", "money", "count"}),
    # a reason is said in words: «около пятидесяти» is no answer to «Зачем …?»
    "reason": frozenset({"time", "duration", "measure", "money", "count", "number"}),
    # and a colour too: «в 1950–1954 годах» is no answer to «Каким цветом …?»
    "colour": frozenset({"time", "duration", "measure", "money", "count", "number"}),
}

# Each kind as a triage's reason names it.
NAMED = {
    "time": "a date or year",
    "duration": "a duration",
    "length": "a length or duration",
    "measure": "a measure",
    "money": "a sum of money",
    "quantity": "a number",
    "count": "a count",
    "number": "a number",
    "name": "a name or place",
    "person": "a person or group",
    "reason": "a reason",
    "colour": "a colour",
}

_VALUE_UNITS = [
    ("money", rf"^(?:{MONEY_WORDS}|[$€£¥₽]|usd|eur|rub|元|美元|欧元|卢布|英镑|日元|块)"),
    (
        "measure",
        # a short unit is a whole word: «месяца» and «минут» start with м
        rf"^(?:{MEASURE_WORDS}|(?:km|cm|mm|kg|м|км|см|мм|кг)$|米|公里|千米|厘米|毫米|公斤|千克|克|吨|升|平方|公顷|英里|英尺|亩)",
    ),
    ("year", r"^(?:год\w*|г|年)$"),  # a calendar year, or a count of years
    ("duration", rf"^(?:{DURATION_WORDS}|мин|min|mins|hrs?|秒|分钟|小时|天|周|星期|个月|世纪|岁)$"),
]
_MONTHS = rf"^(?:{EN_MONTHS}|(?:{RU_MONTH_STEMS})\w*|ма[йяе]|月)$"
# What a value may say before its number, and what joins or multiplies numbers.
_BEFORE = frozenset(
    "about around nearly roughly approximately almost over under some more less than up to "
    "at least just only in on since около примерно почти более менее свыше до не порядка в с "
    "всего лишь только 约 大约 近 超过 不到 逾 多达 将近 约为 仅 只有".split()
)
# A season, a time of the year: "in summer", «летом», 春夏
_SEASON = r"(?:spring|summer|autumn|fall|winter|весной|летом|осенью|зимой|весна|лето|осень|зима)"
_SEASONS = re.compile(
    rf"^(?:(?:in|during|the|late|early|mid)\s+)*{_SEASON}(?:\s+(?:and|or|и|или)\s+{_SEASON})*"
    r"(?:\s+months)?$|^(?:每年)?[春夏秋冬](?:[季天]|[春夏秋冬]|$)"
)
# The words of an era, before or after a year's number: 公元713年, AD 79, 221 BC
_ERA_BEFORE = frozenset(("公元", "公元前", "ad"))
_ERA_AFTER = frozenset(("ad", "bc", "bce"))
# Before a bare number of three digits, a year's preposition: "in 708", "since 988"
_IN_YEAR = frozenset(("in", "since"))
# «полтора километра»: one and a half, a number said in a word of its own
_HALVES = frozenset(("полтора", "полторы", "полутора"))
# What a month may be named after in a value: «с конца апреля», "from early May"
_PART_OF = frozenset(
    "from early late mid end beginning middle of the начала конца середины".split()
)
_BETWEEN = frozenset(
    "to and or hundred thousand million billion до по и или тысяч тысячи тысяча тыс млн "
    "миллион миллиона миллионов миллиард миллиарда миллиардов млрд "
    "至 到 或 多 余 万 亿 千 百".split()
)
# a number with its thousands' commas or its decimal part is one token: «1,2 миллиона»
_TOKEN = re.compile(
    r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+[.,]\d+)(?![\d.,]\d)|\d+|[$€£¥₽%]|[^\W\d_]+"
)
_CJK_NUMERAL = re.compile(r"[零一二两三四五六七八九十百千万亿]+")
_CJK_JOIN = re.compile(r"到|至|或|多|余")
# Two or more capitalised words, and the particles names keep between them.
_PROPER_NAME = re.compile(
    r"(?:[A-ZА-ЯЁ][\w'’.-]*)(?:\s+(?:(?:de|da|di|du|van|von|der|den|la|le|of|the|and|y)\s+)*"
    r"[A-ZА-ЯЁ][\w'’.-]*)+\Z"
)
_PHONE = re.compile(r"\+\s?\d|\d[-–]\d\d|\(\d+\)")
# What a Chinese number counts when it names no unit: 1864只, 15个, 3000多座.
_CLASSIFIER = re.compile(r"[个只座条种次人名位家所件块倍头匹棵颗本张台辆艘级层]")
_REGISTRY_UNITS = {
    "duration": frozenset({"day", "days", "week", "weeks", "month", "months", "hour", "minute"}),
    "money": frozenset({"RUB", "USD", "EUR", "IRR", "IRT", "CNY", "GBP", "JPY"}),
}


def value_kind(value: str, unit: str = "") -> str | None:
    """The kind of a fact's value, or None when it neither starts with a number nor is a
    name."""
    for kind, units in _REGISTRY_UNITS.items():
        if unit in units:
            return kind
    if unit.casefold() == "year":
        return _year_or_duration(value)
    return _text_kind(value)


def _year_or_duration(value: str) -> str:
    digits = re.sub(r"\D", "", value)
    # four digits first: int() refuses a string of thousands of them
    return "time" if len(digits) == 4 and 1000 <= int(digits) <= 2100 else "duration"


# a registry's values, bounded as asked.fact_parts' cache is: a broad search finds a fact
# for each of thousands of rows, each read once
@lru_cache(maxsize=200_000)
def _text_kind(value: str) -> str | None:
    from ..kit.profile import cjk_char, fold
    from .centuries import names_time
    from .numerals import VALUES

    folded = fold(value)
    words = []
    for token in _TOKEN.findall(folded):
        words += _cjk_words(token) if cjk_char().match(token) else [token]
    before = ""
    while words and words[0] in _BEFORE:
        before = words.pop(0)
    if not words:
        return None
    one = _one_unit(words, before)
    if one is not None:
        return one
    if len(words) > 1 and (
        (words[0] in _ERA_BEFORE and words[1].isdigit())
        or (words[0].isdigit() and words[1] in _ERA_AFTER)
    ):
        return "time"  # 公元713年, AD 79, 79 AD, 221 BC: a number of an era is a year

    def is_number(word: str) -> bool:
        return (
            word.replace(",", "").replace(".", "").isdigit()
            or word in VALUES
            or word in _HALVES
            or bool(_CJK_NUMERAL.fullmatch(word))
        )

    if re.match(_MONTHS, words[0]) and len(words) > 1 and words[1].isdigit():
        return "time"  # May 2009
    months = [w for w in words if w not in _PART_OF]
    if months and words[0] != "may" and re.match(_MONTHS, months[0]):
        return "time"  # «с апреля по ноябрь», «с конца апреля до середины октября»
    if words[0] in "$€£¥₽" and len(words) > 1 and is_number(words[1]):
        return "money"
    if names_time(folded) or _SEASONS.search(folded):
        return "time"  # "until the 6th century", «в XIV веке», "the 1880s", 春夏
    if not is_number(words[0]):
        # Ferdinand de Lesseps, «Екатерина Великая»: a name, which no question of how
        # much, how long or how many asks for
        return "name" if _PROPER_NAME.match(value.strip()) else None
    n = 0
    while n < len(words) and (is_number(words[n]) or words[n] in _BETWEEN):
        n += 1
    after = words[n : n + 2]
    if not after:
        if _PHONE.search(value) or n > 2:
            return None  # 8 800 123-45-67, +7 495 …: a number to call, not a quantity
        year = words[0].isdigit() and n == 1 and (len(words[0]) == 4 or before in _IN_YEAR)
        return "time" if year and int(words[0]) <= 2100 and len(words[0]) > 2 else "number"
    if any(re.match(_MONTHS, w) for w in after):
        return "time"  # 15 August 1914, 1914年8月
    for word in after:
        for kind, pattern in _value_units():
            if pattern.match(word):
                if kind == "year":
                    # «в 1950–1954 годах», "1950 to 1954": a span of years is a time
                    spans = [w for w in words[:n] if w.isdigit()]
                    if len(spans) > 1 and all(_year_or_duration(w) == "time" for w in spans):
                        return "time"
                    return _year_or_duration(words[0]) if n == 1 else "duration"
                return kind
    if cjk_char().match(after[0]) and not _CLASSIFIER.match(after[0]):
        return None  # 四川省 is no four of anything: a CJK numeral counts only before a unit
    return "count"


def _one_unit(words: list[str], before: str) -> str | None:
    """The kind of one unit said without its number after a bound or a hedge: «более
    километра», «около часа», "about an hour", "less than a minute" (a bare «километра» is
    no amount)."""
    if words[0] in ("a", "an", "one") and len(words) > 1:
        words = words[1:]
    if not before or len(words) > 2:
        return None
    for kind, pattern in _value_units():
        if pattern.match(words[0]):
            return "duration" if kind == "year" else kind
    return None


# _BEFORE's CJK words, the longest first: before a CJK numeral they fuse with it (约六千级)
_CJK_HEDGES = "|".join(sorted((w for w in _BEFORE if w >= "\u3400"), key=lambda w: (-len(w), w)))
_CJK_BEFORE = re.compile(f"(?:{_CJK_HEDGES})(?=[零一二两三四五六七八九十百千万亿])")
_HOURS_COUNTED = re.compile(r"个(多)?(小时|钟头|星期)")


def _cjk_words(run: str) -> list[str]:
    """A CJK run cut into its numerals, the words that join them (到, 多) and the rest:
    两到三天 is 两, 到, 三, 天."""
    # 四个多小时, 四到五个小时: 个 counts the hours, and 多 joins as it does after a number
    run = _HOURS_COUNTED.sub(r"\1\2", run).replace("个多月", "多个月")
    before = _CJK_BEFORE.match(run)  # 约六千级: 约 is said before the number, as "about"
    out = [before.group(0)] if before else []
    run = run[before.end() :] if before else run
    while run:
        part = _CJK_NUMERAL.match(run) or _CJK_JOIN.match(run)
        if part is None:
            return [*out, run]
        out.append(part.group(0))
        run = run[part.end() :]
    return out


@lru_cache(maxsize=1)
def _value_units() -> list:
    return [(kind, re.compile(pattern)) for kind, pattern in _VALUE_UNITS]


def fits(question: str, fact) -> bool:
    """Whether the fact's value may answer what the question asks for."""
    from .dimensions import conflict

    asked = asked_kind(question)
    if asked is None:
        return True
    kind = value_kind(fact.value, fact.unit)
    if kind is None and asked in _COUNTED and not fact.unit:
        # «Сколько фонтанов в Петергофе?» is not asked of «вода поступает самотёком»:
        # a value of words answers how many only when it names some number or amount
        return _holds_amount(fact.value)
    if kind == "measure" and conflict(question, fact.value, fact.unit):
        return False  # a mass to "How long …?" (dimensions)
    return kind is None or kind not in _CONFLICTS[asked]


# The kinds of value that are what each kind of question asks for, not merely fit it.
_ANSWERED_BY = {
    "time": frozenset({"time"}),
    "duration": frozenset({"duration"}),
    "length": frozenset({"measure", "duration"}),
    "measure": frozenset({"measure"}),
    "money": frozenset({"money"}),
    # «Сколько платить за тариф?»: how much or how many is answered by any amount
    "quantity": frozenset({"count", "number", "money", "measure", "duration"}),
    "count": frozenset({"count", "number"}),
    "name": frozenset({"name"}),
    "person": frozenset({"name"}),
}


def answers_kind(question: str, fact, within: bool = False) -> bool:
    """Whether the fact's value is of the very kind the question asks for (a sum of
    money to «Сколько стоит …?»), where fits only says it is not of a conflicting one;
    `within`: or a text value holds an amount of that kind after its first words
    («手机银行单笔限额5万元» to 一次能汇款多少？)."""
    from .dimensions import conflict

    wanted = _ANSWERED_BY.get(asked_kind(question) or "", frozenset())
    kind = value_kind(fact.value, fact.unit)
    if kind in wanted:
        return kind != "measure" or not conflict(question, fact.value, fact.unit)
    return within and kind is None and not fact.unit and _holds_kind(fact.value, wanted)


_DIGIT = re.compile(r"(?<!\d)\d")


def _holds_kind(value: str, wanted: frozenset) -> bool:
    return any(value_kind(value[m.start() :]) in wanted for m in _DIGIT.finditer(value))


def names_whom_asked(question: str, fact) -> bool:
    """Whether the question asks who or where and the fact's value is a proper name
    («Кто …?», «Василий Туволков»): of answers_kind's kinds, the one that may choose between
    found facts (a year to "When …?" is too common: «1941» to «Когда открыли метро?»)."""
    return asked_kind(question) in ("person", "name") and answers_kind(question, fact)


# What a "how many" or a measure is answered with, when not a number: an amount in words.
_COUNTED = frozenset({"quantity", "measure", "count"})
_AMOUNTS = frozenset(
    "few several many much some none no all dozen dozens hundreds thousands millions "
    "half most little lot lots numerous countless "
    "несколько много мало немного множество десятки десятков сотни сотен тысячи тысяч "
    "миллионы миллионов нет ни одного все всего половина большинство "
    "几 多 数 无 没有 全部 所有 一半 大部分 少数 很多 许多".split()
)


@lru_cache(maxsize=200_000)
def _holds_amount(value: str) -> bool:
    from ..kit.profile import cjk_char, fold
    from .numerals import VALUES

    text = fold(value)
    if re.search(r"\d|[零一二两三四五六七八九十百千万亿半几多数]", text):
        return True
    words = _TOKEN.findall(text)
    if any(w in VALUES or w in _AMOUNTS for w in words):
        return True
    return any(a in text for a in _AMOUNTS if cjk_char().match(a))
