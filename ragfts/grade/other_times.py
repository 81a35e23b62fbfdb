"""A value an answer gives as another time's: "2000 roubles a month (before that,
1000)", «в сентябре было 1000», "from October, 2000". Beside the value valid on the
question's date it answers, it is history, not a claim: read as one, the outdated
version it names made a correct answer `wrong_source_version_for_question_date` (4 of
10 answers that gave the change of a price)."""

from __future__ import annotations

import re

from .calendar_words import EN_MONTHS, RU_MONTH_STEMS

# Words that put a value in another time than the question's: before it, or after it.
_OTHER_TIME = re.compile(
    r"(?<!\w)(?:раньше|ранее|до этого|прежде|было|был|была|были|стоил|стоила|стоило|"
    r"в прошлом|прежн\w*|стар\w+ цен\w*|будет|станет|с (?:\d{1,2} )?"
    rf"(?:{RU_MONTH_STEMS}|ма[йя])\w*|previously|formerly|"
    r"used to|was|were|earlier|before that|before|old price|will be|from (?:\w+ )?"
    rf"(?:{EN_MONTHS})|starting|since)(?!\w)|以前|之前|原来|原价|曾经|过去|将|起"
)
# where the clause a value stands in opens
_OPENS = re.compile(r"[.,;!?\n(（。，、；！？]")


def other_times(claims: list, text: str, facts, stale) -> list:
    """The claims (reading.Claim) an answer makes for the question's date: a claim of a
    fact not valid then (`stale(fact)`) is left out when the answer also claims a valid
    fact of the same subject and attribute and says the value as another time's, in the
    words before it in its clause."""

    def key(claim):
        fact = facts[claim.fact_id]
        return fact.subject, fact.attribute

    current = {key(c) for c in claims if not stale(facts[c.fact_id])}
    kept = []
    for claim in claims:
        if stale(facts[claim.fact_id]) and key(claim) in current:
            # the value as written, not inside a longer number (1000 of 10000)
            said = re.search(rf"(?<![\d.,]){re.escape(str(claim.matched))}(?![\d])", text)
            before = text[: said.start()] if said else ""
            opened = max((m.end() for m in _OPENS.finditer(before)), default=0)
            if _OTHER_TIME.search(before[max(opened, len(before) - 60) :]):
                continue
        kept.append(claim)
    return kept
