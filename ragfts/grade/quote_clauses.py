"""A registry quote's clauses, as intake compares a question with a fact: the clause
that holds the fact's value (a sentence quoted for two facts is about each in its own
clause), and a Chinese quote's clauses each on its own."""

from __future__ import annotations

import re
from functools import lru_cache

# What ends a clause of a quote, in the scripts a registry is written in.
CLAUSE_END = re.compile(r"[,;:()\[\]—–.!?，；：、。！？（）]")


def cjk_clauses(quote: str) -> list[str]:
    """A Chinese quote's clauses, each a part of its own when there are two or more: a
    Chinese sentence runs its clauses on with commas where another language ends a
    sentence («古代没有火药，工匠们先用火烧岩石，再浇冷水使其破裂»), and a question
    restates one («古人没有火药，是怎样凿开山石的？»): by characters, the one clause it
    says most of is near half of it, the whole quote a fifth. Other scripts' quotes
    stay whole (their commas join less: COVID-QA de flagged 52 -> 67 of 126 with each
    clause a part)."""
    from ..kit.profile import cjk_char

    if not cjk_char().search(quote):
        return []
    clauses = [c for c in CLAUSE_END.split(quote) if c.strip()]
    return clauses if len(clauses) > 1 else []


# read for every found fact each time a question is scored (asked._clause_part), and
# once more as it is cut into parts: kept as a registry's facts are (200,000)
@lru_cache(maxsize=200_000)
def value_clause(quote: str, value: str) -> tuple[str, ...]:
    """The clause of the quote that holds the value, the value taken out: a sentence
    quoted for two facts («It erupts about every 90 minutes, sending water up to 56
    metres into the air») is about each in its own clause, and a question about one
    says few of the whole sentence's words. None when the quote does not hold the value
    as written."""
    from ..kit.profile import fold

    text, said = fold(quote), fold(value).strip()
    at = text.find(said) if said else -1
    if at < 0:
        return ()
    ends = [m.start() for m in CLAUSE_END.finditer(text)]
    start = max((e + 1 for e in ends if e < at), default=0)
    stop = min((e for e in ends if e >= at + len(said)), default=len(text))
    return (f"{text[start:at]} {text[at + len(said) : stop]}",)
