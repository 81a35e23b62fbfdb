"""One of the context's alternatives said as the only one: "You can pay only by card."
of "You can pay by card or in cash.", «только картой» of «картой или наличными»,
只支持银行卡 of 支持银行卡和现金. The words are all the context's, so the words check passed
it; the restriction is the statement's own."""

from __future__ import annotations

import re

_ONLY = re.compile(
    r"\b(?:only|solely|exclusively|только|лишь|исключительно|nur|seulement|uniquement|"
    r"solo|solamente)\b|只|仅"
)
# alternatives joined: or, или, либо, 或, 和, 及, 、
_OR = re.compile(r"\b(?:or|или|либо|oder|ou|o)\b|或|和|及|、")


def only_one(folded: str, context, units_of) -> list[str]:
    """«the clause said with only», the context's «its alternatives» (context:
    statements._Support; units_of gives a clause's words), unless the context says only
    itself."""
    from .polarity import covered
    from .statements import _CLAUSE, _trimmed

    if not _ONLY.search(folded) or _ONLY.search(context.said()):
        return []
    for clause in _CLAUSE.split(folded):
        units = units_of(clause)
        if not _ONLY.search(clause) or not units:
            continue
        for theirs, _size, _negated, said in context.clauses:
            if _OR.search(said) and covered(theirs, units):
                return [f"«{_trimmed(clause)}», the context's «{_trimmed(said)}»"]
    return []
