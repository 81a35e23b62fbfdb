"""What a quote that opens with a pronoun is about: the text before it in its source.
A question is written from one sentence and names what the sentence only points at
("What does the marine iguana eat?" of "It feeds mainly on algae", 升船机能把船提升多高？
of 它可以将……提升113米), so the words of the sentence before count as the fact's."""

from __future__ import annotations

import re
from functools import lru_cache

# a quote's first word that points back ("There is…" points nowhere); CJK ones are told
# by the first characters
_POINTERS = frozenset(
    "it its they their them he his she her this these those "
    "он она оно они его её ее их там это этот эта эти "
    "er sie es sein seine ihr ihre dies diese dieser".split()
)
_CJK_POINTERS = ("它", "其", "他", "她", "该", "这")
_WORD = re.compile(r"\w+")
# where a sentence (or a CJK clause, which another language would end) ends
_END = re.compile(r"[!?。！？;；\n]|\.(?=\s|$)")  # not 2.4
_CLAUSE = re.compile(r"[,:;—–(，：；]| - ")


@lru_cache(maxsize=4096)
def antecedent(quote: str, text: str) -> str:
    """The words the quote's opening pronoun points to: the clause before it in its
    sentence, or else the first clause of the sentence before (where a sentence names
    what it is about: «Волга — самая длинная река…», "The marine iguana, found only…");
    empty when the quote opens with no pronoun or its source does not hold it as
    written. Not the whole sentence: it is another fact's, and says more than whom."""
    opening = quote.lstrip(" «\"'“(")
    first = _WORD.match(opening)
    cjk = opening.startswith(_CJK_POINTERS)
    if not cjk and (first is None or first.group().casefold() not in _POINTERS):
        return ""
    at = text.find(quote)
    if at <= 0:
        return ""
    before = text[:at].rstrip()
    if before and before[-1] in ".!?。！？;；":  # the quote opens a sentence
        sentence = _END.split(before.rstrip(".!?。！？;； \n"))[-1]
        return _CLAUSE.split(sentence.strip())[0].strip()
    sentence = _END.split(before)[-1]
    clauses = [c for c in _CLAUSE.split(sentence) if c.strip()]
    return clauses[-1].strip() if clauses else ""


def pointed_stems(fact, texts, known) -> frozenset[str]:
    """The stems of what the fact's quote points back to, of those the registry knows
    (known: stem to rarity); none without the source's text."""
    text = None if texts is None else texts.get(fact.source_id)
    if not text:
        return frozenset()
    from .asked import stems

    return frozenset(s for s in stems(antecedent(fact.quote, text)) if s in known)
