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
import time

from ..index.search import DEFAULT_DEADLINE, search, visible
from ..index.view import Kit
from ..kit.errors import ExpressionError
from ..kit.profile import Term, terms, text_tokens
from ..kit.records import Record

MAX_REWRITES = 3
# A rewrite names this many of the sources it finds, and counts the rest: a broad
# rewrite finds tens of thousands, and the explanation never holds them.
FOUND_SHOWN = 20
_QUESTION_WORD = re.compile(r"[^\W_]{4,}")


class Miss(Record):
    """terms: [{"term", "read_as", "in": {source_id: bool}}]; rewrites: [{"kind",
    "expression", "found"}]."""

    __slots__ = ("terms", "rewrites", "stopped", "withheld")
    _defaults = {"stopped": False, "withheld": ()}

    def as_json(self) -> dict:
        # "stopped" only when the deadline cut the rewrites short: such a miss depends on
        # the machine's speed, so a replay does not compare it.
        stopped = {"stopped": "the question's deadline"} if self.stopped else {}
        withheld = {"withheld": list(self.withheld)} if self.withheld else {}
        return {"terms": self.terms, "rewrites": self.rewrites, **stopped, **withheld}


def explain(
    kit: Kit,
    expression: str,
    at: str,
    expected,
    missed,
    question: str = "",
    asker=None,
    seconds: float = DEFAULT_DEADLINE,
) -> Miss:
    """`seconds` is one budget for all the rewrites' searches together (the question's
    --timeout), not one each: a long expression has many rewrites."""
    read = terms(expression, kit.profile)
    # A source the asker may not see is never read for the explanation: which words it
    # holds would tell another tenant's (or group's) text.
    withheld = [sid for sid in missed if not visible(kit.conn, sid, asker)]
    seen = [sid for sid in missed if sid not in withheld]
    texts = {sid: text_tokens(kit.documents.text(sid) or "", kit.profile) for sid in seen}
    shown = [
        {
            "term": t.written + ("*" if t.prefix else ""),
            "read_as": t.shown,
            "in": {sid: t.in_tokens(texts[sid]) for sid in seen},
        }
        for t in read
    ]
    if withheld:  # a rewrite is kept only when it finds every expected source: none can
        return Miss(shown, [], False, withheld)
    rewrites = []
    stop_at = time.monotonic() + seconds
    for kind, candidate in _candidates(read, question, kit.profile):
        left = stop_at - time.monotonic()
        if left < 0.001:
            return Miss(shown, rewrites, True, withheld)
        counted = _Counted(set(expected))
        try:
            result = search(
                kit.conn, candidate, at, left, kit.profile, asker=asker, keep=counted.take
            )
        except ExpressionError:
            continue
        if result.error is not None and result.error.startswith("interrupted"):
            return Miss(shown, rewrites, True, withheld)
        if result.error is None and counted.expected_found == counted.expected:
            rewrites.append({"kind": kind, "expression": candidate, **counted.as_json()})
            if len(rewrites) == MAX_REWRITES:
                break
    return Miss(shown, rewrites, False, withheld)


class _Counted:
    """A rewrite's rows as they come: the first few ids, a count, the expected ids seen."""

    def __init__(self, expected: set[str]):
        self.expected, self.expected_found = expected, set()
        self.shown: list[str] = []
        self.count = 0

    def take(self, rows, _sql, _parameters):
        for row in rows:
            self.count += 1
            if len(self.shown) < FOUND_SHOWN:
                self.shown.append(row.source_id)
            if row.source_id in self.expected:
                self.expected_found.add(row.source_id)
        return []

    def as_json(self) -> dict:
        more = self.count - len(self.shown)
        return {"found": self.shown, **({"more": more} if more else {})}


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
