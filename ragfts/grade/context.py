"""The context an answer is graded on: the found fragments, the facts they hold, the
date, and the findings collected while grading.
"""

from __future__ import annotations

from ..kit.records import Record
from .codes import CODES, Finding

# A retrieved item: its source id, and optionally its text, the evaluator's score, and
# whether it came from the primary or the alternative search.
CONTEXT_KEYS = {"source_id", "text", "score", "origin"}


class Context(Record):
    """What grading reads of a logged search (the question, the found source ids, the
        search error) with the registry and the sources' validity. texts are the found
        fragments' texts, refusals the kit's own refusal phrases, index_text the indexed
        text of a source (to tell a bot's stale fragment), profile the kit's search profile
    (how statements are read), kin the kit's own kin groups (kin.txt)."""

    __slots__ = (
        "question",
        "found",
        "error",
        "facts",
        "documents",
        "texts",
        "refusals",
        "index_text",
        "route",
        "lower",
        "upper",
        "inject",
        "units",
        "visible",
        "profile",
        "kin",
    )
    _defaults = {
        "kin": (),
        "profile": "auto",
        "texts": {},
        "refusals": (),
        "units": {},
        "visible": None,
        "index_text": None,
        "route": None,
        "lower": 0.3,
        "upper": 0.8,
        "inject": None,
    }

    @property
    def missing(self) -> list[str]:
        return self.question.missing_sources(self.found, self.error)

    def _but_inject(self, inject: str) -> Context:
        return Context(**{**self.as_dict(), "inject": inject})

    def _but_question(self, question) -> Context:
        return Context(**{**self.as_dict(), "question": question})


class _Findings(list):
    def add(self, code: str, message: str) -> None:
        if code not in CODES:  # a new code is a new row of CODES, never a bare string
            raise KeyError(code)
        self.append(Finding(code, message))
