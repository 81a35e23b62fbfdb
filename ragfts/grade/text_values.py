"""A text value said in other words: the same words of it that carry a claim, in another
form and order, as one sentence of an answer says them (reading.py reads a value written
as it is first)."""

from __future__ import annotations

import re

from ..kit.profile import cjk_char, fold, tokens
from ..kit.stopwords import is_stop_word
from .centuries import as_numbers, roman_written
from .cjk_values import in_other_words as cjk_in_other_words
from .durations import in_minutes, in_numbers
from .kin_words import kin_terms
from .most_words import may_say_most, says_most
from .numerals import ONE_SCALE, numbers, spelled_anywhere
from .phrases import GAP, negation
from .refusals import refusal
from .roots import superlative_terms
from .statement_words import AREA_SHORT, SHORT_UNITS


def in_other_words(reply: tuple, value: str, held_by=()) -> bool:
    """Whether one sentence of the answer says a text value's words in its own forms and
    order: its numbers, and every word of it that carries a claim (not a function word,
    nor a hedge such as "about" or «около»), held as the statement check holds a word
    (by stem, or by a shared beginning for what the stemmer splits: Татьяной, Татьяна),
    but for those the question says or their kin (kin_words), which a reply may leave out
    as a short one does ("the Atlantic" for "the Atlantic Ocean" to "Into which ocean
    …?", "Around 40 metres." for "about 40 metres high" to "How tall …?"); no negation
    among the GAP words before one, nor just before ("not into the Atlantic"), but a
    negated value in a negated sentence that is no refusal («Нет, ни разу.» for «так ни
    разу и не звонил», whose words are all the question's: its no is the claim).
    «Её открыла Татьяна Устинова» for «Татьяной Устиновой», "the World's Fair held in
    Paris in 1889" for "the 1889 World's Fair", "roughly seven million" for "about seven
    million", "every hour and a half" for "about every 90 minutes" (durations.py). A CJK
    value is read by cjk_values: its words neither inflect nor are cut apart. held_by:
    the found texts that hold the value, whose words a reply that says the most of it
    may say besides (most_words)."""
    from .statements import _one_support, _words

    folded = fold(value)
    if cjk_char().search(folded):
        return cjk_in_other_words(reply, folded, held_by)
    # «XX века», "every hour and a half", «полтора километра» as 1,5
    folded = as_numbers(in_minutes(in_numbers(folded)))
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
    written = tokens(folded, "auto", stem=False)
    digits = {w for w in written if w.isdigit()}
    negated = _any_negation(written)
    if not own and not digits:  # its number alone may be the claim: 63 of "63 years old"
        # or, every word of it the question's, its no: «Нет, ни разу.» for «так ни разу
        # и не звонил» to «Звонил ли колокол хоть раз?» (a sentence saying one of them)
        return negated and _says_no(reply[0], _words(folded, "auto"))
    keys = {number[0] for number in numbers(folded)}
    names = [own, own[-1:]] if own and _a_name(value) else [own]
    listed = _listed(value)  # "Visa и Mastercard." for «картами Visa и Mastercard»
    if listed and 0 < len(named_units := [u for u in own if u[0] in listed]) < len(own):
        names.append(named_units)
    counted = _count(folded) if len(reply) > 2 and reply[2] == "quantity" else None
    named = _named(value)
    most = not negated and may_say_most(folded, own)
    for said in reply[0]:
        words = ONE_SCALE.sub("one ", as_numbers(in_minutes(" ".join(said)))).split()
        held = _one_support(" ".join(words + _units_in_full(words) + _ordinals(words)), "auto")
        if not _says_numbers(digits, keys, words):
            continue
        if _bounds_other_way(folded, " ".join(words)):
            continue  # "Under 1,800 metres." for "more than 1,800 metres deep"
        if (
            counted is not None
            and _says_count(counted, words)
            and not _bound_against(folded, words)
        ):
            return True  # «Двести.» for «200 гранитных ступеней» to «Сколько ступенек…?»
        if named in words and not _negated_before(words, words.index(named)):
            return True
        if negated and _refuses(words):
            continue  # "I don't know, …" says no "We still do not know if …"
        for name in names:
            if all(held.covers(unit, loose=True) for unit in name) and (
                # a negated value is said negated, wherever its negation stands («Es
                # gibt keine Impfung» of «Momentan steht kein Impfstoff zur Verfügung»;
                # «Звонил много раз» says no «так ни разу и не звонил»)
                _any_negation(words)
                if negated
                else not any(
                    _negated_before(words, n) for n in _where(name, words) if n is not None
                )
            ):
                return True
        if most and says_most(own, held, words, folded, reply[1], held_by):
            return True  # the most of it, read when all of it is not (most_words)
    return False


_GROUPED = re.compile(r"(?<![\d.])(\d{1,3}) (?=\d{3}\b)")


def _bounds_other_way(folded: str, said: str) -> bool:
    """Whether a sentence bounds a number the value bounds the other way ("under" for
    "more than", whose words are stop words: the words' check cannot tell them apart)."""
    from .bounds import turned

    # a sentence's words cut 1,800 as 1 and 800
    return bool(turned(_GROUPED.sub(r"\1,", said), folded))


def _any_negation(words: list[str]) -> bool:
    return any(negation(words, at) for at in range(len(words)))


def _says_no(sentences: list[list[str]], units: list) -> bool:
    """Whether a negated sentence that is no refusal says one of a value's words ("I don't
    know" says no "We do not know yet")."""
    from .statements import _one_support

    return any(
        _any_negation(words)
        and any(_one_support(" ".join(words), "auto").covers(unit, loose=True) for unit in units)
        and not _refuses(words)
        for words in sentences
    )


def _refuses(words: list[str]) -> bool:
    """Whether a sentence's words read as a refusal (its "isn't" cut as isn, t)."""
    return refusal(_CUT_NOT.sub(r"\1't", " ".join(words))) is not None


_CUT_NOT = re.compile(r"\b(\w+n) t\b")


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


# what joins the names of a list, and what a list's words before it must not say (they
# would turn it around: «кроме Visa», "not by Visa")
_JOINS = frozenset("и или and or und oder et ou y o".split())
_TURNS = frozenset("не нет без кроме no not without except besides nicht ohne außer sauf".split())


def _listed(value: str) -> frozenset:
    """The names a value ends with, folded, after up to three words of its own that say
    what they are («картами Visa и Mastercard», "the carriers DHL and UPS"): a reply may
    say the names alone. Empty when the value is names only, or its other words turn
    them around."""
    words = re.findall(r"[^\W\d_]+", value)
    n = len(words)
    while n and (words[n - 1][:1].isupper() or (words[n - 1] in _JOINS and n < len(words))):
        n -= 1
    tail = [w for w in words[n:] if w not in _JOINS]
    rest = words[:n]
    # a few words of what they are (not a sentence whose claim the names are one part of,
    # nor a name before its place: Bishop Aubert of Avranches)
    if (
        not tail
        or not 0 < len(rest) <= 3
        or any(w != w.lower() or w in _TURNS for w in rest)
        or words[n] in _JOINS
    ):
        return frozenset()
    return frozenset(fold(w) for w in tail)


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
    words = tokens(folded, "auto", stem=False)
    while words[:1] and words[0] in _BOUNDS:  # «более 60 подземных озёр»: 60 is counted
        words = words[1:]
    first = words[:1]
    keys = _keys_said(folded)
    if not first or len(keys) != 1 or not (first[0].isdigit() or spelled_anywhere(first[0])):
        return None
    return next(iter(keys))


# a bound or a hedge a count may open with, and the bounds by their way
_UP = frozenset("более больше свыше over more".split())
_DOWN = frozenset("менее меньше under less fewer".split())
_BOUNDS = (
    _UP | _DOWN | frozenset("около примерно почти than about around nearly almost roughly".split())
)


def _bound_against(folded: str, words: list[str]) -> bool:
    """Whether a sentence bounds a count the other way than the value opens with («Меньше
    шестидесяти.» for «более 60 озёр»), which bounds.turned reads only before a unit."""
    first = tokens(folded, "auto", stem=False)[:1]
    ways = {w in _UP for w in words if w in _UP | _DOWN}
    return bool(first) and first[0] in _UP | _DOWN and (first[0] not in _UP) in ways


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


# A bound or an estimate before a number: what a value says of its size, which an answer
# may say as the number alone ("The water can reach 56 metres." for "up to 56 metres",
# «宝瓶口大约宽20米» for 约20米, its word between the hedge and the number; 大约在公元前256年
# for 约公元前256年, a year before the common era).
_HEDGED = re.compile(
    r"^(?:up to|about|around|approximately|roughly|nearly|almost|some|до|около|примерно|"
    r"приблизительно|почти|порядка|大约|大概|约为|约|将近|接近|近|最多|高达|多达|"
    # an era or a frequency before it, which a reply leaves out as well: 公元652年 said
    # «652年», 每年七月 «七月», 每年夏季 «夏天» (公元前 is not left out: it is the other era)
    r"公元(?!前)|每年|每月|每周|每天)\s*"
    r"(?=\d|公元前\d|[一二两三四五六七八九十百千万]|(?<=年)[春夏秋冬])"
)


def unhedged(value: str) -> str:
    """A value's number and what follows it, when a hedge or bound opens it; else ""."""
    folded = fold(value)
    hedge = _HEDGED.match(folded)
    return folded[hedge.end() :] if hedge else ""


# A name of two capitalised words or more before "of" and its place (Bishop Aubert of
# Avranches), which a reply may say without the place, as it leaves out a hedge; not one
# word before it (the University of Oxford, the Duke of York: the place names them)
_OF_PLACE = re.compile(
    r"^((?:[A-Z][\w'.-]*\s+)+[A-Z][\w'.-]*)\s+of\s+(?:the\s+)?[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*)*$"
)


def without_place(value: str) -> str:
    """A name's words before "of" and its place, when the value is such a name; else ""."""
    found = _OF_PLACE.match(value.strip())
    return found[1] if found else ""
