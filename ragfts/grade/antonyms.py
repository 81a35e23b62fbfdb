"""A clause the context states with the other word of a pair of opposites: "Delivery is
paid." of "Delivery is free.", «Домашние животные запрещены» of «…разрешены», "You must
register online." of "You can register online.", 配送收费 of 配送免费. The rest of the
clause is the context's, and the one word of its own is never most of a statement, so
the words check passed it; a negation is read by polarity.py, and one right before the
word turns it ("not allowed" is forbidden, 不可以 is 不必)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..kit.profile import cjk_char
from .statement_words import NEGATION

# each pair's two words, in English, Russian and Chinese
_PAIRS = (
    (
        r"\bfree(?: of charge)?\b|\bбесплатн\w*|免费",
        r"\b(?:is|are) paid\b|\b(?:charged|chargeable)\b|\bfor a fee\b|(?<!бес)\bплатн\w*|"
        r"收费|付费",
    ),
    (
        r"\b(?:allowed|permitted)\b|\bразреш[её]н\w*|\bразрешается\b|允许",
        r"\b(?:forbidden|prohibited|banned)\b|\bзапрещ\w*|禁止|严禁",
    ),
    (
        r"\b(?:required|mandatory|compulsory|must|obligatory)\b|\bобязательн\w*|\bдолжн\w*|"
        r"必须|务必",
        r"\b(?:optional|can|may)\b|\bможно\b|\bможете\b|可以|可选|无需|不必",
    ),
    (
        r"\bavailable\b|\bдоступ[ен]\w*|有货",
        r"\b(?:unavailable|out of stock)\b|\bнедоступ\w*|缺货|无货",
    ),
    (r"\bopen\b|\bоткрыт\w*|营业", r"\bclosed\b|\bзакрыт\w*|休息|停业"),
    (r"(?<![-\w])refundable\b|\bвозвратн\w*|可退", r"\bnon-?refundable\b|\bневозвратн\w*|不可退"),
    (r"\bpossible\b|\bвозможн\w*", r"\bimpossible\b|\bневозможн\w*"),
)
# "You can book online." of "Bookings must be made online." is true, if not all of it:
# a permission said where the context requires is read on the context's side only
_LEAVE = frozenset({"can", "may", "можно", "можете", "可以"})
_EXCEPT = re.compile(r"\b(?:except|but|кроме|за исключением)\b|除了|除外")
_NEGATED = re.compile(r"(?:\b(?:не|not|no)\s+|[不没无未])$")


@lru_cache(maxsize=1)
def _compiled() -> tuple:
    return tuple((re.compile(a), re.compile(b)) for a, b in _PAIRS)


def _sides(clause: str) -> list[tuple[int, int, re.Match, bool]]:
    """(pair, side, match, turned) of each pair the clause says a word of: the second
    word's side first (不可退 is not 可退), a word right after a negation turned."""
    out = []
    for n, pair in enumerate(_compiled()):
        for side in (1, 0):
            found = pair[side].search(clause)
            if found:
                turned = bool(_NEGATED.search(clause[: found.start()]))
                out.append((n, side ^ turned, found, turned))
                break
    return out


def said_otherwise(folded: str, context, units_of) -> list[str]:
    """«word», the context's «its opposite» for each clause whose rest a context clause
    holds (polarity.covered) with the pair's other word (context: statements._Support;
    units_of gives a clause's words)."""
    from .polarity import covered
    from .statements import _CLAUSE

    mine = [
        (clause, pair, side, found)
        for clause in _CLAUSE.split(folded)
        for pair, side, found, turned in _sides(clause)
        # «не обязательна», "forbidden": a negation, which polarity.py reads
        if not turned
        and found[0] not in _LEAVE
        and not (NEGATION.fullmatch(found[0]) and not cjk_char().search(found[0]))
    ]
    if not mine:  # most statements say no word of a pair: the context is not read
        return []
    theirs = [(held, said, _sides(said)) for held, _n, _neg, said in context.clauses]
    out = []
    for clause, pair, side, found in mine:
        rest = units_of(clause[: found.start()] + " " + clause[found.end() :])
        for held, said, sides in theirs if rest else ():
            if _EXCEPT.search(said):  # "open daily except Mondays" is closed on Mondays
                continue
            other = next((m for p, s, m, _t in sides if p == pair and s != side), None)
            if other is not None and covered(held, rest):
                out.append(f"«{found[0]}», the context's «{other[0]}»")
                break
    return out
