"""Numbers a text spells out in words («пять дней», "five business days", «zwei Wochen»,
三十天, «две тысячи рублей», 两千卢布), read as numbers only before a unit of time or of
money (a word or one word after; in Chinese, the unit's characters right after): "one of
our plans", «одна из причин» or 一样 is no number, and a spelled number a fact's text
states is the same number as its digits."""

from __future__ import annotations

import re
from functools import lru_cache

from .calendar_words import RU_MONTH_STEMS
from .values import number_key

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
    70: "семьдесят семидесяти",
    80: "восемьдесят восьмидесяти",
    90: "девяносто девяноста",
    100: "сто ста",
    200: "двести двухсот",
    300: "триста трехсот трёхсот",
    400: "четыреста четырехсот четырёхсот",
    500: "пятьсот пятисот",
    600: "шестьсот шестисот",
    700: "семьсот семисот",
    800: "восемьсот восьмисот",
    900: "девятьсот девятисот",
}
# Words that multiply what came before them: «две тысячи», "two thousand", "five hundred".
_TIMES = {
    "тысяча": 1000, "тысячи": 1000, "тысяч": 1000, "тысячу": 1000, "тысячей": 1000,
    "thousand": 1000, "hundred": 100, "tausend": 1000, "hundert": 100,
}  # fmt: skip


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
# minutes, and business or working days; and money («две тысячи рублей», "two thousand
# roubles": a price said in words is the fact's number too).
UNITS = (
    "day", "week", "month", "year", "hour", "minute",
    "дн", "день", "недел", "месяц", "год", "лет", "час", "минут", "сут",
    "tag", "woche", "monat", "jahr", "stunde", "minute", "werktag",
    "руб", "rubl", "roubl", "rouble", "ruble", "dollar", "доллар", "euro", "евро",
    "percent", "процент", "prozent",
    "times", "раза", "раз",  # «два раза в неделю» is «дважды», 2
)  # fmt: skip
# Words and numbers in digits: a number between a spelled one and a unit is a word of the
# window («по одной срок 14 дней» counts no «одной» day).
_WORD = re.compile(r"[^\W_]+")
CJK_DIGITS = {c: n for n, c in enumerate("零一二三四五六七八九")} | {"两": 2}
# A Chinese numeral (十五, 二十, 三十五, 两, 两千, 一千五百) right before a unit of time or of
# money: 三个月, not 三月 (March), and no 日 (十月一日 is a date); 两千卢布, 五百元; 限两人.
_MEASURE = (
    "(?:米|公里|千米|厘米|平方米|座|层|级|个(?!人|月|小时|星期|工作日)|只|条|种|家|间|张|件|本|辆|"
    "棵|尊|根|所|处|头|艘|架|部|首|幅|台|岁)"
)
_CJK_NUMBER = re.compile(
    r"(?<!\d)([零一二两三四五六七八九十百千万]+)(?=(?:个工作日|工作日|天|个星期|星期|周|个月|年|个小时|小时|分钟|"
    r"元|卢布|美元|欧元|块钱|块(?![\u4e00-\u9fff])))"
    # or of people, nights or times, from two up (一人, 一位, 一次 are as often "a", "each")
    r"|(?<![\d零一二两三四五六七八九十百千万多余几])((?![一百千万])[零一二两三四五六七八九十百千万]+)"
    r"(?=个?人|位|晚|次)"
    # or before a measure word or a unit of length, 三十三座, 四千七百米, and the first
    # number of such a range (两千到四千七百米), and with 多 between (三百多米: over 300);
    # not one alone (一座山 is "a mountain"), nor an ordinal (第三座)
    rf"|(?<![\d零一二两三四五六七八九十百千万多余几第])((?!一(?![零一二两三四五六七八九十百千万]))"
    rf"[零一二两三四五六七八九十百千万]+)(?=多?{_MEASURE}|[到至][零一二两三四五六七八九十百千万]+{_MEASURE})"
)
_CJK_PLACES = {"十": 10, "百": 100, "千": 1000}


def cjk_value(numeral: str) -> int:
    total = section = digit = 0
    for c in numeral:
        if c in CJK_DIGITS:
            digit = CJK_DIGITS[c]
        elif c == "万":
            total, section, digit = total + (section + digit) * 10_000, 0, 0
        else:
            section, digit = section + (digit or 1) * _CJK_PLACES[c], 0
    return total + section + digit


def _read(words: list, n: int, folded: str) -> tuple[int, int]:
    """The value of the number words from words[n] on (joined by a space, a hyphen or
    " and "), and the index of its last word: «двадцать пять», «две тысячи пятьсот»,
    "two hundred and fifty"."""
    total = current = 0
    last = m = n
    while m < len(words):
        word = words[m][0]
        if word in _TIMES and _TIMES[word] == 100:
            current = (current or 1) * 100
        elif word in _TIMES:
            total, current = total + (current or 1) * _TIMES[word], 0
        elif word in VALUES and not _clashes(current, VALUES[word]):
            current += VALUES[word]
        else:
            break
        last, m = m, m + 1
        if m >= len(words):
            break
        between = folded[words[m - 1][2] : words[m][1]]
        if between == " " and words[m][0] == "and" and m + 1 < len(words):
            m += 1  # "two hundred and fifty"
        elif between not in (" ", "-"):
            break
    return total + current, last


def _clashes(current: int, value: int) -> bool:
    """Whether a number word cannot follow what is read so far («пять семь» is two
    numbers): each place is said once, from the largest down."""
    place = 100 if value >= 100 else 10 if value >= 10 else 1
    return bool(current) and current % (place * 10) != 0


# Where a number in digits starts and ends: not glued to a Latin or Cyrillic letter or
# digit ("v2" is no number), nor inside «1,5» or «2.000», but it may touch Chinese or
# Japanese characters, which have no spaces ("为30天"). statements.numbers reads the same.
NUMBER_START = r"(?<![0-9A-Za-z\u00c0-\u024f\u0400-\u04ff.])(?<!\d,)"
NUMBER_END = r"(?![0-9A-Za-z\u00c0-\u024f\u0400-\u04ff])"
# A number in digits a word or letter multiplies: «2 тыс.», «1,5 млн», «5 тысяч», "3
# thousand", "2k", «2к», 2千, 3万 (a bot's shorthand for a price). A letter is glued to the
# digits: «2 к 5» is «к» the preposition.
_SCALED = re.compile(
    NUMBER_START + r"(\d+(?:[.,]\d+)?)"
    r"(?:\s?(тысяч[аиу]?|тыс\.?|thousand|млн\.?|миллион(?:а|ов)?|million)|(k|к|千|万))" + NUMBER_END
)
_FACTORS = {"тыс": 1000, "тысяч": 1000, "thousand": 1000, "k": 1000, "к": 1000, "千": 1000}
_FACTORS |= {"万": 10_000, "млн": 10**6, "миллион": 10**6, "million": 10**6}


def scaled(folded: str) -> list[tuple[str, str, int, int]]:
    """(numeral, spelling, start, end) of each number in digits a word multiplies."""
    out = []
    for match in _SCALED.finditer(folded):
        word = (match.group(2) or match.group(3)).rstrip(".")
        factor = next(f for w, f in _FACTORS.items() if word.startswith(w))
        value = _times(match.group(1).replace(",", "."), factor)
        out.append((value, match.group(0), match.start(), match.end()))
    return out


def _times(numeral: str, factor: int) -> str:
    """A numeral ([+-]digits[.digits]) times a whole number, exactly."""
    if numeral.lstrip("+-").isdigit():  # a whole number, the common case: no decimal module
        return str(int(numeral) * factor)
    from decimal import Decimal  # only when there is one: replay loads no decimal module

    return format((Decimal(numeral) * factor).normalize(), "f")


def spelled(folded: str) -> list[tuple[str, str, int, int]]:
    """(numeral, spelling, start, end) of each number the folded text spells out before
    a unit of time; «двадцать пять», "twenty-five" and "twenty five" are one number."""
    words = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(folded)]
    out = []
    n = 0
    while n < len(words):
        word, start, _end = words[n]
        multiplies_digits = word in _TIMES and n and words[n - 1][0].isdigit()  # scaled()'s
        if (word not in VALUES and word not in _TIMES) or multiplies_digits:
            n += 1
            continue
        value, last = _read(words, n, folded)
        after = [w for w, _s, _e in words[last + 1 : last + 3]]
        if any(w.startswith(UNITS) for w in after):
            out.append((str(value), folded[start : words[last][2]], start, words[last][2]))
        n = last + 1
    for match in _CJK_NUMBER.finditer(folded):
        said = match[match.lastindex]
        out.append((str(cjk_value(said)), said, match.start(), match.end()))
    for match in ONE_UNIT.finditer(folded):  # "for a week" is one week, seven days
        n = match.lastindex
        out.append(("1", match.group(n), match.start(n), match.end(n)))
    for match in _TIMES_SAID.finditer(folded):  # "only once", «дважды»: a count of times
        if match[0] == "once" and folded[: match.start()].rstrip()[-1:] in ("", *",;:.!?"):
            continue  # "Once shipped, …" opens a clause: a conjunction
        out.append((_TIMES_SAID_VALUES[match[0]], match[0], match.start(), match.end()))
    return sorted(out, key=lambda found: found[2])


# How many times, said in one word: "you can extend it once", "twice a month", «дважды в
# неделю» (not "once you register", a conjunction, nor "at once")
_TIMES_SAID = re.compile(
    r"(?<!\bat )\b(?:once|twice|thrice|дважды|трижды)\b(?! (?:you|we|it|they|the|your|i|he|she)\b)"
)
_TIMES_SAID_VALUES = {"once": "1", "twice": "2", "thrice": "3", "дважды": "2", "трижды": "3"}


def as_said(folded: str, start: int, end: int, spelled: str) -> str:
    """A number as a message names it: "a week", not "a" (ONE_UNIT's), else as written."""
    before = folded.rfind(" ", 0, max(0, start - 1)) + 1  # "for a week" matches at "for"
    if any(ONE_UNIT.match(folded, at) for at in (start, before) if 0 <= at <= start):
        from .smaller_units import unit_end  # it reads numbers: imported when needed

        return folded[start : unit_end(folded, end)]
    return spelled


# A week or a day said with no number after a word of time ("stay home for a week",
# «ответим за сутки»): one, which in_smaller_unit reads as 7 days or 24 hours. Not a
# month or a year, which "5 % a year", «за год» say of a rate; not "once a week".
ONE_UNIT = re.compile(
    r"\b(?:within|for|after|in|over|about|around|under|than|to) (an?) (?=(?:week|day)\b)"
    r"|\b(через|на|за|в течение|около|меньше|больше|менее|более) "
    r"(?=(?:неделю|недели|сутки|суток)\b)"
)


def spelled_anywhere(folded: str) -> set[str]:
    """The number keys of every number the folded text spells out, wherever it stands
    ("around a thousand" is 1000): what a reply says of a value written in digits."""
    text = ONE_SCALE.sub("one ", folded)
    words = [(m.group(0), m.start(), m.end()) for m in _WORD.finditer(text)]
    out, n = set(), 0
    while n < len(words):
        if words[n][0] in VALUES or words[n][0] in _TIMES:
            value, n = _read(words, n, text)
            out.add(number_key(str(value)))
        n += 1
    return out


# "a million" is "one million": "a" before a scale word is no word of its own ("Over a
# million tiles cover it." for "more than one million")
ONE_SCALE = re.compile(r"\ba (?=(?:hundred|thousand|million|billion)\b)")


def as_digits(folded: str) -> str:
    """The text with its Chinese numerals before a unit of time written in digits (三十天 is
    30天): a number is compared as a number, never as pairs of characters."""
    folded = months_in_digits(folded)
    return _CJK_NUMBER.sub(lambda m: str(cjk_value(m[m.lastindex])), folded)


# a month's name in numerals, which a text may write in digits (not 五个月, a count)
_CJK_MONTH = re.compile("(?<![零一二两三四五六七八九十百千万个])(十[一二]?|[一二三四五六七八九])月")


def months_in_digits(text: str) -> str:
    """A CJK text with its months' names in digits: 五月到十月 as 5月到10月."""
    return _CJK_MONTH.sub(lambda m: f"{cjk_value(m[1])}月", text)


# A month's name, or a CJK date's day mark, beside a number makes it a day of a date.
_MONTH = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|"
    rf"(?:{RU_MONTH_STEMS}|ма[йяе])\w*|"
    r"(?:januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|"
    r"juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|"
    r"junio|julio|agosto|septiembre|octubre|noviembre|diciembre)"
)
_MONTH_BEFORE = re.compile(rf"(?<!\w)(?:{_MONTH})\W{{0,3}}$")
_MONTH_AFTER = re.compile(rf"(?:st|nd|rd|th)?\W{{0,3}}(?:of\s+)?(?:{_MONTH})(?!\w)|\s*[日号號]")


# A CJK numeral that counts nothing: an ordinal's (第一年, "the first year") and a rate's
# day (一天24小时, "24 hours a day") or period (一个月发两次, "twice a month")
_NO_COUNT_BEFORE = re.compile("第$")
_NO_COUNT_AFTER = re.compile(
    r"[天日]\s*\d+\s*个?小时|(?:天|周|个?星期|个月|年)[^\d。！？，,]{0,4}?"
    r"(?:\d+|[两二三四五六七八九十几])\s*(?:次|回)"
)


def counts_nothing(folded: str, start: int, end: int) -> bool:
    """Whether the number at folded[start:end] is an ordinal's or a rate's day."""
    return bool(
        _NO_COUNT_BEFORE.search(folded, 0, start)
        or (folded[start:end] == "一" and _NO_COUNT_AFTER.match(folded, end))
    )


def count_held(word: str, held) -> bool:
    """Whether a count in words is a number held in digits (six of the context's 6)."""
    return word in VALUES and str(VALUES[word]) in held


def a_day(folded: str, start: int, end: int) -> bool:
    """Whether the number at folded[start:end] is the day of a date: a month beside it."""
    return bool(_MONTH_BEFORE.search(folded, 0, start) or _MONTH_AFTER.match(folded, end))


# A number as people write it: 2000, 2 000 (any space), 2,000, 2.000, 8,8, 8.8, -3.
_NUMBER = re.compile(
    NUMBER_START + r"("
    r"[-+]?\d{1,3}(?:[ \u00a0\u202f\u2009,.]\d{3})+(?![\d])(?:[.,]\d+)?"  # grouped thousands
    r"|[-+]?\d+(?:[.,]\d+)?"  # plain, or with a decimal comma or point
    r")" + NUMBER_END
)
_GROUP = re.compile(r"(?<=\d)[ \u00a0\u202f\u2009,.](?=\d{3}(?:\D|$))")


@lru_cache(maxsize=4096)
def numbers(text: str) -> tuple[tuple[str, str, str, int], ...]:
    """Each number the text states, in digits or spelled before a unit of time
    (below), in the order written: its exact value (values.number_key), the numeral
    it reads as, its spelling and where it ends. Kept per text (a tuple, not to be
    changed): a statement's sentence is read for them more than once."""
    found = [(start, (number_key(n), n, said, end)) for n, said, start, end in scaled(text)]
    multiplied = {start for start, _number in found}
    for match in _NUMBER.finditer(text):
        if match.start(1) in multiplied:
            continue
        written = match.group(1)
        plain = _GROUP.sub("", written)
        if plain.count(",") + plain.count(".") > 1:
            continue
        numeral = plain.replace(",", ".")
        found.append((match.start(1), (number_key(numeral), numeral, written, match.end())))
    for numeral, said, start, end in spelled(text):
        found.append((start, (number_key(numeral), numeral, said, end)))
    return tuple(number for _start, number in sorted(found))
