"""A bound a statement turns the other way: "under 12" where the context says "over 12",
«ниже 38» where it says «выше 38» (polarity.opposite names it as the opposite of the
context's bound). A bound the context does not give for that number is no claim read
here: the statement check's words and conditions read it."""

from __future__ import annotations

import re
from functools import lru_cache

from .numerals import spelled

_UP = (
    r"over|above|more than|higher than|greater than|older than|at least|exceeding|"
    r"later than|(?:a |at )?minimum(?: of)?|больше|выше|свыше|более|старше|позднее|позже|"
    r"минимум(?: на)?|от|after|после"
)
_DOWN = (
    r"under|below|less than|lower than|fewer than|younger than|at most|up to|within|"
    r"earlier than|(?:a |at )?maximum(?: of)?|(?:the )?limit is|меньше|ниже|менее|младше|"
    r"раньше|ранее|максимум(?: на)?|до|before"
)
_NUMBER = r"(\d+(?:[.,]\d+)?)"
# "not less than 20" is at least 20, «не более 72 часов» at most 72
# «не позднее чем через 14 дней», "no later than 30 days": a comparison's "than" between
_WORD_FIRST = re.compile(
    rf"(?:\b(no|not|не)\s+)?\b(?:({_UP})|({_DOWN}))(?:\s+(?:чем|than|за))?(?:\s+через)?\s+{_NUMBER}"
)
_WORD_AFTER = re.compile(
    rf"{_NUMBER}\s*(?:\w+\s+)?(?:(or more|or older|or longer|and over|and above)|"
    r"(or less|or fewer|or younger|or under|and under|and below))\b"
)
# 不超过 is at most; 不到 and 不足 are "less than" in themselves; 满 is "from" (满99元), 不满
# "under"; 以上, 以下 follow the number and its unit (60岁以上), as 前 and 后 follow a time
# (下午2点前, "before 2 pm")
_CJK_FIRST = re.compile(
    r"(不)?(?:(超过|高于|大于|多于|至少|最少|满)|(低于|小于|少于|不到|不足|最多|至多))"
    r"[^\d，。！？]{0,3}?(\d+(?:\.\d+)?)"
)
_CJK_AFTER = re.compile(
    r"(\d+(?:\.\d+)?)\D{0,3}?(?:(以上|(?<![以之])后(?![来面方者台]))|"
    r"(以下|以内|(?<![目提当眼面以])前(?![往进面来方者台])))"
)


# "Cancel up to 14 days before the start" is "at least 14 days before": "up to" a time
# before a deadline says until when, not how much, so it is not read (nor 提前3天以内;
# "no more than 72 hours before departure" is how much)
_BEFORE = re.compile(r"\s*(?:\w+\s+)?(?:before|prior|in advance|ahead|earlier)\b")


@lru_cache(maxsize=1024)  # a context's, read by each statement graded on it
def bounds(folded: str) -> tuple[tuple[str, bool, str], ...]:
    """(number, whether it bounds from below, the bound as written) of each bound."""
    text = _in_digits(folded)
    out = []
    for match in _WORD_FIRST.finditer(text):
        up = bool(match.group(2)) != bool(match.group(1))
        out.append((_key(match.group(4)), up, match.group(0), match.end()))
    for match in _CJK_FIRST.finditer(text):
        up = bool(match.group(2)) != bool(match.group(1))
        out.append((_key(match.group(4)), up, match.group(0), match.end()))
    for pattern in (_WORD_AFTER, _CJK_AFTER):
        for match in pattern.finditer(text):
            out.append((_key(match.group(1)), bool(match.group(2)), match.group(0), match.end(1)))
    return tuple(
        (n, up, said)
        for n, up, said, end in out
        if not (said.startswith("up to") and _BEFORE.match(text, end))
        and "提前" not in text[max(0, end - len(said) - 4) : end]
    )


def by_number(found) -> dict:
    """(number, key, as written) triples as number -> key -> the first written so."""
    out: dict = {}
    for number, key, said in found:
        out.setdefault(number, {}).setdefault(key, said)
    return out


def turned(folded: str, context: str) -> list[str]:
    """The context's bounds that a statement's bound of the same number turns around."""
    theirs = by_number(bounds(context))
    out = []
    for number, up, _said in bounds(folded):
        given = theirs.get(number, {})
        if up not in given and (not up) in given:
            out.append(f"the opposite of the context's «{given[not up]}»")
    return out


def held_words(folded: str, context: str) -> list[str]:
    """The words of a statement's bounds that the context gives the same way, of the same
    number («максимум на 30 дней» of «на срок до 30 дней»): they say the context's
    bound, no word of the statement's own."""
    theirs = by_number(bounds(context))
    return [
        " ".join(re.sub(r"\d+(?:[.,]\d+)?", " ", said).split())
        for number, up, said in bounds(folded)
        if up in theirs.get(number, {})
    ]


def _key(number: str) -> str:
    return number.replace(",", ".")


def _in_digits(folded: str) -> str:
    # "over two years" against "over 2 years": a number spelled before its unit
    for value, _said, start, end in reversed(spelled(folded)):
        folded = folded[:start] + value + folded[end:]
    return folded
