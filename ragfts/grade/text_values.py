"""A text value said in other words: the same words of it that carry a claim, in another
form and order, as one sentence of an answer says them (reading.py reads a value written
as it is first)."""

from __future__ import annotations

import re

from ..kit.profile import cjk_char, fold, tokens
from ..kit.stopwords import is_stop_word
from .centuries import as_numbers, roman_written
from .durations import in_minutes
from .kin_words import kin_terms
from .numerals import CJK_DIGITS, ONE_SCALE, numbers, spelled_anywhere
from .phrases import GAP, negation
from .roots import superlative_terms
from .statement_words import AREA_SHORT, SHORT_UNITS


def in_other_words(reply: tuple, value: str) -> bool:
    """Whether one sentence of the answer says a text value's words in its own forms and
    order: its numbers, and every word of it that carries a claim (not a function word,
    nor a hedge such as "about" or «около»), held as the statement check holds a word
    (by stem, or by a shared beginning for what the stemmer splits: Татьяной, Татьяна),
    but for those the question says or their kin (kin_words), which a reply may leave out
    as a short one does ("the Atlantic" for "the Atlantic Ocean" to "Into which ocean
    …?", "Around 40 metres." for "about 40 metres high" to "How tall …?"); no negation
    among the GAP words before one, nor just before ("not into the Atlantic").
    «Её открыла Татьяна Устинова» for «Татьяной Устиновой», "the World's Fair held in
    Paris in 1889" for "the 1889 World's Fair", "roughly seven million" for "about seven
    million", "every hour and a half" for "about every 90 minutes" (durations.py). Not
    CJK: its words neither inflect nor are cut apart here."""
    from .statements import _one_support, _words

    folded = fold(value)
    if cjk_char().search(folded):
        return _cjk_in_other_words(reply, folded)
    folded = as_numbers(in_minutes(folded))  # «XX века», "every hour and a half"
    # "above sea level" is where a height is counted from, which a reply leaves out as it
    # leaves out a hedge: "Roughly 150 metres." for "about 150 metres above sea level"
    folded = _ABOVE_SEA.sub("", folded)
    # "How old …?" asks in years: "She was 63." says "63 years old"
    aged = {"years", "year"} if {"how", "old"} <= reply[1] else set()
    # "How tall …?" asks the height: "Around 40 metres." leaves out "high" of "about 40
    # metres high" as it leaves out a word the question says
    kin = {k for w in reply[1] for k in (*kin_terms(w), *superlative_terms(w))}
    asked = _one_support(" ".join(sorted(reply[1] | aged | kin)), "auto")
    own = [
        u
        for u in _words(folded, "auto")
        if not asked.covers(u) and u[0] not in _VAGUE and u[0] not in _SPAN
    ]
    digits = {w for w in tokens(folded, "auto", stem=False) if w.isdigit()}
    if not own and not digits:  # its number alone may be the claim: 63 of "63 years old"
        return False
    keys = {number[0] for number in numbers(folded)}
    names = [own, own[-1:]] if own and _a_name(value) else [own]
    counted = _count(folded) if len(reply) > 2 and reply[2] == "quantity" else None
    named = _named(value)
    for said in reply[0]:
        words = ONE_SCALE.sub("one ", as_numbers(in_minutes(" ".join(said)))).split()
        held = _one_support(" ".join(words + _units_in_full(words) + _ordinals(words)), "auto")
        if not _says_numbers(digits, keys, words):
            continue
        if _bounds_other_way(folded, " ".join(words)):
            continue  # "Under 1,800 metres." for "more than 1,800 metres deep"
        if counted is not None and _says_count(counted, words):
            return True  # «Двести.» for «200 гранитных ступеней» to «Сколько ступенек…?»
        if named in words and not _negated_before(words, words.index(named)):
            return True
        for name in names:
            if all(held.covers(unit, loose=True) for unit in name) and not any(
                _negated_before(words, n) for n in _where(name, words) if n is not None
            ):
                return True
    return False


_GROUPED = re.compile(r"(?<![\d.])(\d{1,3}) (?=\d{3}\b)")


def _bounds_other_way(folded: str, said: str) -> bool:
    """Whether a sentence bounds a number the value bounds the other way ("under" for
    "more than", whose words are stop words: the words' check cannot tell them apart)."""
    from .bounds import turned

    # a sentence's words cut 1,800 as 1 and 800
    return bool(turned(_GROUPED.sub(r"\1,", said), folded))


def _negated_before(words: list[str], n: int) -> bool:
    """Whether a negation stands among the GAP words before words[n], or just before."""
    return any(negation(words, at) for at in range(max(0, n - 1 - GAP), n))


def _a_name(value: str) -> bool:
    """Whether a value is a name of two or more capitalised Latin words, which a reply may
    say by its last alone: the family name ("Bartholdi" for "Frédéric Auguste
    Bartholdi"), a ship's ("the Beagle" for "HMS Beagle"). Not a Russian name: its
    family name's stem is one for both sexes («Устинов» is not «Татьяной Устиновой»)."""
    words = value.split()
    return (
        len(words) > 1
        and all(w[:1].isupper() for w in words)
        and not _CYRILLIC_OR_DIGIT.search(value)
    )


_CYRILLIC_OR_DIGIT = re.compile(r"[0-9\u0400-\u04ff]")


def _named(value: str) -> str | None:
    """The last word of a value that ends in a name of two capitalised words or more,
    after what it says of them («скульптор Евгений Вучетич», "the architect Gustave
    Eiffel"), folded: a reply may name the person by it alone, as written («Вучетич.»),
    in any language (a Russian family name's form is one: «Устинова» is not said by
    «Устинов»). Not a numeral's capitals (Иван VI), nor a text that capitalises other
    words before them («Es gibt keine Impfung gegen das Coronavirus Die»)."""
    words = re.findall(r"[^\W\d_]+", value)
    capitalised = 0
    for word in reversed(words):
        if not word[:1].isupper():
            break
        capitalised += 1
    last = words[-1] if words else ""
    before = words[1 : len(words) - capitalised]  # the first may be a sentence's capital
    if (
        capitalised < 2
        or len(last) < 3
        or last.isupper()
        or is_stop_word(last)
        or any(w[:1].isupper() for w in before)  # German capitalises its nouns
    ):
        return None
    return fold(last)


def _count(folded: str) -> str | None:
    """The number key a value opens with, in digits or in words: the count a "how many"
    question asks for, which a reply may give alone («Двести.» for «200 гранитных
    ступеней»); none when the value holds another number too (its claim is more)."""
    first = tokens(folded, "auto", stem=False)[:1]
    keys = _keys_said(folded)
    if not first or len(keys) != 1 or not (first[0].isdigit() or spelled_anywhere(first[0])):
        return None
    return next(iter(keys))


def _says_count(key: str, words: list[str]) -> bool:
    """Whether a sentence says the count, with no negation in it («Не двести.»)."""
    return key in _keys_said(" ".join(words)) and not any(
        negation(words, at) for at in range(len(words))
    )


def _keys_said(text: str) -> set[str]:
    """The number keys a text says, in digits or in words."""
    return {n[0] for n in numbers(text)} | spelled_anywhere(text)


def _says_numbers(digits: set, keys: set, words: list[str]) -> bool:
    """Whether a sentence says a value's numbers: its digits as written, or each number
    in digits or in words ("Around a thousand." for "about 1,000")."""
    if digits <= set(words):
        return True
    return bool(keys) and keys <= _keys_said(" ".join(words))


# A vague count carries no claim a reply must repeat: «Их засыпало песком.» for «пески
# засыпали несколько деревень» to «Что случилось с деревнями?», «Крестьянские дома.» for
# «десятки крестьянских домов»
_VAGUE = frozenset(
    "several few dozens несколько нескольких нескольким несколькими десятки десятков".split()
)
# nor does "between" of a span: both its ends carry it ("From 1947 to 1956." for "between
# 1947 and 1956", «с 1947 по 1956» for «между 1947 и 1956»)
_SPAN = frozenset("between между".split())


# A ruler's Roman numeral after the name is the ordinal a text may spell: «Петра I» is
# «Петра Первого», "Peter I" "Peter the First"
_ORDINALS = dict(
    zip(
        map(roman_written, range(1, 11)),  # i … x, as centuries.py writes them
        (
            "первый first", "второй second", "третий third", "четвёртый fourth",
            "пятый fifth", "шестой sixth", "седьмой seventh", "восьмой eighth",
            "девятый ninth", "десятый tenth",
        ),
        strict=True,
    )
)  # fmt: skip


def _ordinals(words: list[str]) -> list[str]:
    """The ordinals of the Roman numerals that follow a word."""
    return [
        _ORDINALS[w] for before, w in zip(words, words[1:]) if w in _ORDINALS and before.isalpha()
    ]


_ABOVE_SEA = re.compile(r"(?<=\w)\s+(?:above (?:the )?(?:mean )?sea level|над уровнем моря)\b")


def _units_in_full(words: list[str]) -> list[str]:
    full = [
        SHORT_UNITS[word]
        for before, word in zip(words, words[1:])
        if (before.isdigit() or before in AREA_SHORT) and word in SHORT_UNITS
    ]
    # «в 1990-м», «1990-го»: a year's ordinal ending is its «году»
    return full + [
        "году"
        for before, word in zip(words, words[1:])
        if word in ("м", "го")
        and len(before) == 4
        and before.isdigit()
        and 1000 <= int(before) <= 2100
    ]


def _where(units: list[tuple[str, str]], words: list[str]):
    """Where in a sentence each (word, stem) first stands: the first of its words that
    holds it as _Support.covers holds a word (None where none does alone)."""
    from .statements import _one_support

    for unit in units:
        yield next(
            (
                n
                for n, said in enumerate(words)
                if _one_support(said, "auto").covers(unit, loose=True)
            ),
            None,
        )


# What a Chinese sentence says with or without: 没有 is 没 before a verb, a particle
# (的, 了, 着, 是 of a 是…的 frame) carries no claim of a value, nor the 和, 与 or 及 a
# list may end with where the value writes 、 (奇松、怪石、云海和温泉).
_CJK_PARTICLES = frozenset("的了着是和与及")
_CJK_NEGATIONS = frozenset("不没未无非别勿")


def _cjk_core(chars: list[str]) -> list[str]:
    text = _CJK_THIS.sub("", "".join(chars).replace("没有", "没"))
    text = _CJK_MORE_THAN.sub(r"超过\1\2", text)  # 一千多万 is 超过一千万
    text = _SEASONS.sub(r"\1季", text)  # 秋天 is 秋季
    return [c for c in text if c not in _CJK_PARTICLES]


_CJK_MORE_THAN = re.compile(r"([零一二两三四五六七八九十百千]+)多([万亿])")


# a demonstrative and its measure word point, they claim nothing: 保护这座古桥 says 保护古桥
_CJK_THIS = re.compile("[这那该][座个位条家种件些所只本]?")


def _cjk_in_other_words(reply: tuple, folded: str) -> bool:
    """A CJK text value said with its particles or 没有 written otherwise: «主体工程基本没
    受损» for 基本没有受损, 飘动衣带 for 飘动的衣带 — its characters but those, one after
    another in one sentence (but the ones it ends with that the question says), and no
    negation just before them that the value lacks; a word of a pair's kin said for it
    (走路 for 步行). A
    value of mixed script, or of fewer than two such characters, is read as written only."""
    chars = tokens(folded, "auto", stem=False)
    if any(len(c) != 1 or not cjk_char().match(c) for c in chars):
        return False
    core = _cjk_core(chars)
    vague = next((v for v in _CJK_VAGUE if "".join(core).startswith(v)), "")
    if vague and len(core) - len(vague) >= 2:  # 湿地 for 大片湿地, as "dozens" above
        core = core[len(vague) :]
    if len(core) < 2:
        return False
    # the noun the value ends with may be left out when the question says it, as a short
    # reply does: 在山东 for 山东省 to 泰山在哪个省？, 大约六千级 for 约六千级台阶 to
    # 要走多少级台阶？
    asked = {c for c in reply[1] if len(c) == 1 and cjk_char().match(c)}
    kept = len(core)
    while kept > 2 and core[kept - 1] in asked:
        kept -= 1
    tail = "".join(f"(?:{re.escape(c)}" for c in core[kept:]) + ")?" * (len(core) - kept)
    pattern = re.compile(re.escape("".join(core[:kept])) + tail)
    swaps = _kin_swaps("".join(core))
    for words in reply[0]:
        said = "".join(_cjk_core(words))
        for other, pair in swaps:
            said = said.replace(other, pair)
        for found in pattern.finditer(said):
            # no negation the value lacks just before, nor before its preposition (不在山东)
            before = said[max(0, found.start() - 2) : found.start()]
            negated = before[-1:] in _CJK_NEGATIONS or (
                before[-1:] in _CJK_PREPOSITIONS and before[:1] in _CJK_NEGATIONS
            )
            if core[0] in _CJK_NEGATIONS or not negated:
                return True
    return False


def _kin_swaps(core: str) -> list[tuple[str, str]]:
    """(kin word, the value's pair) for each pair of the value, in order: a reply may say
    the value in its kin's word (kin_words: 走路过桥 as 步行过桥 for 步行)."""
    return [
        (other, core[n : n + 2])
        for n in range(len(core) - 1)
        for other in kin_terms(core[n : n + 2])
    ]


_CJK_PREPOSITIONS = frozenset("在是从")
# a season said with 天 or 季: 秋天 is 秋季
_SEASONS = re.compile("([春夏秋冬])[天季]")
_CJK_VAGUE = ("大片", "大量", "大批", "许多", "很多", "不少", "众多", "一些")


# A bound or an estimate before a number: what a value says of its size, which an answer
# may say as the number alone ("The water can reach 56 metres." for "up to 56 metres",
# «宝瓶口大约宽20米» for 约20米, its word between the hedge and the number; 大约在公元前256年
# for 约公元前256年, a year before the common era).
_HEDGED = re.compile(
    r"^(?:up to|about|around|approximately|roughly|nearly|almost|some|до|около|примерно|"
    r"приблизительно|почти|порядка|大约|大概|约为|约|将近|接近|近|最多|高达|多达|"
    # an era or a frequency before it, which a reply leaves out as well: 公元652年 said
    # «652年», 每年七月 «七月» (公元前 is not left out: it is the other era)
    r"公元(?!前)|每年|每月|每周|每天)\s*"
    r"(?=\d|公元前\d|[一二两三四五六七八九十百千万])"
)


def unhedged(value: str) -> str:
    """A value's number and what follows it, when a hedge or bound opens it; else ""."""
    folded = fold(value)
    hedge = _HEDGED.match(folded)
    return folded[hedge.end() :] if hedge else ""


# Chinese numerals as a reply says them: 二百 is 两百 (两 before 百, 千, 万 is 二), and two
# numerals one apart before a measure word or a unit, 四五个小时, are the range 四到五个小时.
_CJK_TWO = re.compile("两(?=[百千万亿])")
_CJK_RANGE = re.compile(
    "(?<![零一二两三四五六七八九十百千万])([一二两三四五六七八])([二三四五六七八九])"
    "(?=[个天年月周小分秒岁米公里元块人次座层位张间件条只本台辆家])"
)


def cjk_spoken(folded: str) -> str:
    """A folded text with its Chinese numerals in one form: 两 before 百, 千, 万 as 二, and a
    spoken range (四五个) as 四到五个."""
    if not cjk_char().search(folded):
        return folded
    folded = _CJK_TWO.sub("二", folded)

    def ranged(m: re.Match) -> str:
        one_apart = CJK_DIGITS[m[2]] == CJK_DIGITS[m[1]] + 1
        return f"{m[1]}到{m[2]}" if one_apart else m[0]

    return _CJK_RANGE.sub(ranged, folded)
