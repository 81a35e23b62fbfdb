"""A duration said in hours, read in minutes: "an hour and a half", «полтора часа» and
"1.5 hours" are 90 minutes, "half an hour" and «полчаса» 30, "2 hours" 120; so a value
the registry writes in minutes is stated by an answer that counts hours, and the other
way. On folded text, or on its words joined by spaces ("1.5" is then 1 5)."""

from __future__ import annotations

import re

from .numerals import VALUES, cjk_value

_N = r"(?<![\w.,])"  # no number or word runs on before it
# (what says it, in minutes, the word minutes are written with); the longer first, so
# "an hour and a half" is not read as "an hour"
_SAID = (
    (r"(?:(?:an?|one)\s+)?hour\s+and\s+a\s+half|one\s+and\s+a\s+half\s+hours?", 90, "minutes"),
    (_N + r"1[., ]5\s*(?:hours?|hrs?|h)", 90, "minutes"),
    (r"half\s+an\s+hour|a\s+half\s+hour|half-hour", 30, "minutes"),
    (r"полтора\s+час\w*|" + _N + r"1[., ]5\s*(?:час\w*|ч)", 90, "минут"),
    (r"полчаса|пол\s+часа", 30, "минут"),
)
_HOURS = (
    (_N + r"(\d+)\s*(?:hours?|hrs?|h)", "minutes"),
    (_N + r"(\d+)\s*(?:час\w*|ч)", "минут"),
)
_PATTERNS = tuple((re.compile(rf"\b(?:{p})(?!\w)"), m, w) for p, m, w in _SAID)
_COUNTS = tuple((re.compile(rf"(?:{p})(?!\w)"), w) for p, w in _HOURS)
_ANY = re.compile(r"hour|hrs?\b|\d\s*h\b|час|\d\s*ч\b")


def in_minutes(text: str) -> str:
    """The text with each duration in hours said as minutes."""
    if not _ANY.search(text):
        return text
    for pattern, minutes, unit in _PATTERNS:
        text = pattern.sub(f"{minutes} {unit}", text)
    for pattern, unit in _COUNTS:
        text = pattern.sub(lambda m, unit=unit: f"{int(m[1]) * 60} {unit}", text)
    return text


# A half said in words is a number, its unit kept: "half a year" is 0.5 year, «полтора
# года» 1.5 года, 两年半 2.5年, "a fortnight" 2 weeks, so a value in months (or years, or
# days) is read from it as from «1,5 года» (smaller_units.in_smaller_unit). Not 上半年, "the
# first half of the year".
_HALVES = (
    (r"\bhalf\s+a\s+year\b", "0.5 year"),
    (r"\b(?:a|one)\s+year\s+and\s+a\s+half\b|\bone\s+and\s+a\s+half\s+years?\b", "1.5 years"),
    (
        r"\b(\d+|two|three|four|five)\s+and\s+a\s+half\s+years?\b",
        lambda m: f"{VALUES.get(m[1], m[1])}.5 years",
    ),
    (r"\b(?:a\s+)?fortnight\b", "2 weeks"),
    (r"\bпол\s?года\b", "0.5 года"),
    (r"\bполтора\s+года\b", "1.5 года"),
    (
        r"\b(\d+|два|двух|три|трех|четыре|пять)\s+с\s+половиной\s+(?:года|лет)\b",
        lambda m: f"{VALUES.get(m[1], m[1])}.5 года",
    ),
    (r"(?<![上下前后])半年", "0.5年"),
    (r"(\d+|[一二两三四五六七八九十]+)年半", lambda m: f"{_cjk_count(m[1])}.5年"),
    # and a thousand and a half, a pair and a dozen: «полторы тысячи рублей» is 1500
    # rubles, "a couple of days" 2 days, «пару недель» 2 weeks, "a dozen eggs" 12 eggs
    (r"\bполтор[аы]\s+(тысяч[аиу]?|миллиона)\b", r"1,5 \1"),
    (
        r"\b(\d+|две|два|три|четыре|пять)\s+с\s+половиной\s+(тысяч[аиу]?|миллиона)\b",
        lambda m: f"{VALUES.get(m[1], m[1])},5 {m[2]}",
    ),
    (r"\ba\s+couple\s+of\b", "2"),
    (r"\bпар[уа]\s+(?=(?:дней|недель|часов|минут|месяцев|лет|раз)\b)", "2 "),
    # «полтора километра», «полутора метров»: one and a half of any unit, and so «12 с
    # половиной километров», "two and a half kilometres"
    (r"\bполу?тор[аы]\s+(?=[а-я])", "1,5 "),
    (
        r"\b(\d+|два|две|двух|три|трех|четыре|пять)\s+с\s+половиной\s+(?=[а-я])",
        lambda m: f"{VALUES.get(m[1], m[1])},5 ",
    ),
    (
        r"\b(\d+|two|three|four|five)\s+and\s+a\s+half\s+(?=[a-z])",
        lambda m: f"{VALUES.get(m[1], m[1])}.5 ",
    ),
    (r"\b(?:a|one)\s+dozen\b", "12"),
    (r"\b(two|three|four|five|six)\s+dozen\b", lambda m: str(12 * int(VALUES[m[1]]))),
)
_HALF_PATTERNS = tuple((re.compile(p), f) for p, f in _HALVES)
_HALF_ANY = re.compile(r"half|fortnight|пол|половин|半|couple|пар[уа]|dozen")


def _cjk_count(numeral: str) -> str:
    return numeral if numeral.isdigit() else str(cjk_value(numeral))


def halves(text: str) -> str:
    """The text with each half, pair or dozen said in words written as a number."""
    if not _HALF_ANY.search(text):
        return text
    for pattern, written in _HALF_PATTERNS:
        text = pattern.sub(written, text)
    return text


# A time of day on the twelve-hour clock is the context's twenty-four: "6 pm" is 18:00
# ("from 9 am to 6 pm" against "from 9:00 to 18:00"; 12 am is midnight, 12 pm noon).
_CLOCK = re.compile(r"\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s?m\b\.?")


def _24(m: re.Match) -> str:
    hour = int(m[1]) % 12 + (12 if m[3] == "p" else 0)
    return f"{hour}:{m[2] or '00'}"


# «10 вечера», 晚上9点: an hour and the part of the day it is in, the context's 22:00 and
# 21点 (the word for the part of the day said by the number: no word of its own). Not
# «дня» nor «ночи»: «2 дня» and «3 ночи» count days and nights far more often.
_RU_DAYPART = re.compile(r"\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s+(утра|вечера)\b")
_CJK_DAYPART = re.compile(
    r"(早上|早晨|上午|凌晨|中午|下午|傍晚|晚上)(\d{1,2}|[一二两三四五六七八九十]{1,3})点"
)


# "7 in the evening", "9 at night", "10 in the morning": the English for «7 вечера»
_EN_DAYPART = re.compile(
    r"\b(1[0-2]|0?[1-9])(?::([0-5]\d))?(?: o'clock)? "
    r"(?:in the (morning|afternoon|evening)|at (night))\b"
)


def _en_24(m: re.Match) -> str:
    hour = int(m[1]) % 12 + (0 if m[3] == "morning" else 12)
    if m[4] and int(m[1]) < 5:  # "2 at night" is 2:00, "11 at night" 23:00
        hour = int(m[1]) % 12
    return f"{hour}:{m[2] or '00'}"


# "from 9 to 6", "between 9 and 1": an hour that ends before the one it starts from is
# the afternoon's (18:00, 13:00)
_FROM_TO = re.compile(
    r"\b(from|с|between) (\d{1,2}) (to|till|until|до|and) (\d{1,2})\b"
    r"(?![:.]?\d|\s*(?:[ap]\.?m\b|утра|вечера|days?|weeks?|months?|years?|hours?|min|дн|недел|месяц|лет|год|час|мин|%))"
)


def _afternoon(m: re.Match) -> str:
    start, end = int(m[2]), int(m[4])
    return f"{m[1]} {start} {m[3]} {end + 12 if end < start <= 12 else end}"


def _ru_24(m: re.Match) -> str:
    hour = int(m[1]) + (12 if m[3] == "вечера" and int(m[1]) < 12 else 0)
    return f"{hour}:{m[2] or '00'}"


def _cjk_daypart(m: re.Match) -> str:
    hour = int(_cjk_count(m[2]))
    if m[1] in ("下午", "傍晚", "晚上") and hour < 12 or m[1] == "中午" and hour < 3:
        hour += 12
    return f"{hour}点"


# 9点, 两点, 9点半, 9点30分: a Chinese time of day is the context's 9:00, 2:00, 9:30
_CJK_CLOCK = re.compile(r"(?<![\d.])(\d{1,2}|[一二两三四五六七八九十]{1,3})点(?:(半)|(\d{1,2})分)?")


def _cjk_24(m: re.Match) -> str:
    return f"{_cjk_count(m[1])}:{'30' if m[2] else (m[3] or '00').zfill(2)}"


# a whole hour is its hour: «с 9:00 до 21:00» says what «с 9 до 21» does
_WHOLE_HOUR = re.compile(r"(?<![\d.:])([01]?\d|2[0-4]):00(?![\d:])")


# 125块, 两块钱: the yuan as it is spoken, after a number (and not 3块电池, three pieces)
_CJK_KUAI = re.compile(
    r"(\d)\s?块(?:钱)?(?![\u4e00-\u9fff])|([零一二两三四五六七八九十百千万])块钱"
)


def in_numbers(text: str) -> str:
    """The folded text with each half said in words, and each time of day on the
    twelve-hour clock, with its part of the day or in Chinese, written as the numbers they
    are (halves, _CLOCK, _EN_DAYPART, _CJK_CLOCK), a whole hour as its hour alone, and
    the spoken yuan as written (125块 is 125元)."""
    if "块" in text:
        text = _CJK_KUAI.sub(lambda m: (m[1] or m[2]) + "元", text)
    text = halves(text)
    if "m" in text:
        text = _CLOCK.sub(_24, text)
    if "утра" in text or "вечера" in text:
        text = _RU_DAYPART.sub(_ru_24, text)
    if " in the " in text or " at night" in text:
        text = _EN_DAYPART.sub(_en_24, text)
    text = _FROM_TO.sub(_afternoon, text)
    if "点" in text:
        text = _CJK_CLOCK.sub(_cjk_24, _CJK_DAYPART.sub(_cjk_daypart, text))
    return _WHOLE_HOUR.sub(r"\1", text) if ":00" in text else text
