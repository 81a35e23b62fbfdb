"""Whom, how, when or how much of it a statement narrows a fact to, when neither the
context nor the question says so: an audience ("for members", 会员), a channel ("by
post", «лично»), a requirement («по паспорту»), hours ("during business hours"), a
setting ("outdoors", 室内), a share of what the fact covers ("to most addresses") or a
place (places.py)."""

from __future__ import annotations

import re

from .places import added_places
from .statement_words import AUDIENCE, CHANNEL, HOURS, REQUIREMENT, SCOPE, SETTING

_NAMES = (
    (AUDIENCE, "audience"),
    (CHANNEL, "channel"),
    (REQUIREMENT, "requirement"),
    (HOURS, "time"),
    (SETTING, "setting"),
)


def narrowed(folded: str, context, asked, units_of) -> list[str]:
    """What a folded statement narrows (context and asked: statements._Support; units_of
    gives a text's words as the statement check compares them)."""
    out = []
    for pattern, name in _NAMES:
        for match in pattern.finditer(folded):
            units = units_of(match.group(0))
            if any(not context.covers(u, loose=True) and not asked.covers(u) for u in units):
                out.append(f"the {name} «{match[0]}»")
    # a share of what the fact covers ("most", «некоторых» are stop words: read as written,
    # by their first five letters)
    held = {m[0][:5] for _h, _n, _neg, clause in context.clauses for m in SCOPE.finditer(clause)}
    # "on every plan" of "all plans", "nationwide" of "across the whole country"
    every = _EVERY.search(context.said())
    out += [
        f"the scope «{m[0]}»"
        for m in SCOPE.finditer(folded)
        if m[0][:5] not in held and not (every and _EVERY.search(m[0]))
    ]
    return out + added_places(folded, context.said(), asked)


_EVERY = re.compile(
    r"\b(?:all|every|any|each|everyone|anyone|everybody|anybody|anytime|whole|entire|все|"
    r"всех|всей|весь|любой|любые|любых|любое|каждый|каждого|nationwide|worldwide|"
    r"everywhere|везде|повсюду)\b|全部|全国|全球|全年|全天|任何|所有|各地|随时"
)
