"""Why a search missed an expected source, and rewrites that would find it.

For each term of the expression (as the kit's search profile reads it), whether each
missed source's text holds it; then up to three rewrites — a term dropped, the terms
joined by OR, a term as a prefix, a word of the question — each run through the same
fixed query at the same date, kept only when it finds every expected source. The date
filter of the fixed query keeps any source that is not valid on the date out. They are
suggestions, printed and logged, never applied.
"""

from __future__ import annotations

import re

from .errors import ExpressionError
from .index import Kit
from .profile import Term, terms, text_tokens
from .records import Record
from .search import DEFAULT_DEADLINE, search

MAX_REWRITES = 3
_QUESTION_WORD = re.compile(r"[^\W_]{4,}")


class Miss(Record):
    """terms: [{"term", "read_as", "in": {source_id: bool}}]; rewrites: [{"kind",
    "expression", "found"}]."""

    __slots__ = ("terms", "rewrites")

    def as_json(self) -> dict:
        return {"terms": self.terms, "rewrites": self.rewrites}


def explain(
    kit: Kit, expression: str, at: str, expected, missed, question: str = "", asker=None
) -> Miss:
    read = terms(expression, kit.profile)
    texts = {sid: text_tokens(kit.documents.text(sid) or "", kit.profile) for sid in missed}
    shown = [
        {
            "term": t.written + ("*" if t.prefix else ""),
            "read_as": t.shown,
            "in": {sid: t.in_tokens(texts[sid]) for sid in missed},
        }
        for t in read
    ]
    rewrites = []
    for kind, candidate in _candidates(read, question, kit.profile):
        try:
            result = search(kit.conn, candidate, at, DEFAULT_DEADLINE, kit.profile, asker=asker)
        except ExpressionError:
            continue
        found = [row.source_id for row in result.rows]
        if result.error is None and set(expected) <= set(found):
            rewrites.append({"kind": kind, "expression": candidate, "found": found})
            if len(rewrites) == MAX_REWRITES:
                break
    return Miss(shown, rewrites)


def _written(term: Term) -> str:
    return term.written + ("*" if term.prefix else "")


def _candidates(read: list[Term], question: str, profile: str):
    seen = set()

    def fresh(kind, expression):
        if expression and expression not in seen:
            seen.add(expression)
            yield kind, expression

    if len(read) > 1:
        for n in range(len(read)):
            yield from fresh(
                "drop a term", " ".join(_written(t) for i, t in enumerate(read) if i != n)
            )
        yield from fresh("OR", " OR ".join(_written(t) for t in read))
    for term in read:
        word = term.written.strip('"')
        if not term.prefix and len(word) >= 4 and word.isalnum():
            yield from fresh("prefix", f'"{word[: max(3, len(word) - 3)]}"*')
    used = {w for t in read for w in t.words}
    for word in _QUESTION_WORD.findall(question):
        if not set(text_tokens(word, profile)) & used:
            yield from fresh("from the question", word)
