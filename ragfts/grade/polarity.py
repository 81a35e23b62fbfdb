"""A statement's clause that a fragment states word for word with the opposite polarity
(statements.check names it: «the opposite of the context's …»)."""

from __future__ import annotations

import re

from .bounds import turned
from .statement_words import negated

# A clause said of a time before something holds a negation unsaid: "until they are
# shipped" is "while not shipped", «до передачи в доставку» «пока не передан», 发货前
# 未发货时 (not 目前, "currently", nor 提前, "in advance"). Its polarity is compared only
# with a clause said the same way: «нельзя отменить до передачи» against «можно
# отменить до передачи» is still the opposite.
_BEFORE = re.compile(
    r"\b(?:before|until|till|bevor|avant|antes)\b|\bдо\s+(?!\d)[а-я]+[иа]\b|"
    r"(?<![目提当眼面以])前"
)


# A clause said of a time after something is the one said of the time before it turned:
# "refunds are issued only after inspection" is "not before", «только после проверки», 检查后
_AFTER = re.compile(r"\b(?:after|once|после)\b|(?<![以之])后|以后|之后")


def _covered(theirs, units) -> bool:
    """Whether a context clause holds the statement clause's words: all of them, or all
    but one of three or more ("Pets can stay in the rooms" of "Pets are not allowed in
    the rooms": a verb said otherwise)."""
    held = sum(1 for u in units if theirs.covers(u))
    return held == len(units) or (len(units) >= 3 and held >= len(units) - 1)


def opposite(folded: str, clauses, units_of) -> list[str]:
    """What a statement (folded) says against the context's clauses ((support, size,
    negated, text) each; units_of gives a clause's words)."""
    from .statements import _CLAUSE, _trimmed

    out = []
    for clause in _CLAUSE.split(folded):
        units = units_of(clause)
        if len(units) < 2:
            continue
        negative, before = negated(clause), bool(_BEFORE.search(clause))
        after = bool(_AFTER.search(clause))
        agree, against = False, None
        for theirs, size, their_negation, said in clauses:
            # a long clause may hold the words and negate something else in them
            if size > 2 * len(units) + 2 or not _covered(theirs, units):
                continue
            their_before, their_after = bool(_BEFORE.search(said)), bool(_AFTER.search(said))
            if (their_before, their_after) == (before, after):
                flipped = False
            elif (before, after) in ((True, False), (False, True)) and (
                their_before,
                their_after,
            ) == (after, before):
                flipped = True  # "before it is inspected" against "only after it is inspected"
            else:
                continue
            if (their_negation == negative) != flipped:
                agree = True
            else:
                against = against or _trimmed(said)
        if against and not agree:
            out.append(f"the opposite of the context's «{against}»")
    return out + turned(folded, " ; ".join(said for _t, _s, _n, said in clauses))
