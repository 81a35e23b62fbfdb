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
        agree, against = False, None
        for theirs, size, their_negation, said in clauses:
            # a long clause may hold the words and negate something else in them
            if size > 2 * len(units) + 2 or not all(theirs.covers(u) for u in units):
                continue
            if bool(_BEFORE.search(said)) != before:
                continue
            if their_negation == negative:
                agree = True
            else:
                against = against or _trimmed(said)
        if against and not agree:
            out.append(f"the opposite of the context's «{against}»")
    return out + turned(folded, " ; ".join(said for _t, _s, _n, said in clauses))
