"""Non-disclosure canaries (seed 003): strings taken from documents an asker may not
see. One appearing in anything ragfts would write or print for that question is a
`non_disclosure_violation`: the text is not written or printed, the violation is named
(which canary, where — never the canary itself), and the command exits 1."""

from __future__ import annotations

import functools
import html
import json
import re
import unicodedata

from ..kit.records import Question, Record


class Violation(Record):
    __slots__ = ("question_id", "canary", "where")

    def __str__(self) -> str:
        where = f"canary {self.canary} of {self.question_id} in {self.where}"
        return f"non_disclosure_violation: {where}"


@functools.lru_cache(maxsize=1024)
def _forms(canary: str) -> tuple[str, ...]:
    """A canary as each output spells it: NFC, inside a JSON string (escaped as ragfts
    writes JSON, and with \\u escapes), in HTML and in a CSV cell. A `"`, `\\` or tab
    in a canary changes its form there, and the plain form would slip through."""
    plain = unicodedata.normalize("NFC", canary)
    forms = {
        plain,
        json.dumps(plain, ensure_ascii=False)[1:-1],
        json.dumps(plain)[1:-1],
        html.escape(plain),
        html.escape(plain, quote=False),
        plain.replace('"', '""'),
    }
    return tuple(sorted(f for f in forms if f))


def leaks(text: str, question: Question, where: str) -> list[Violation]:
    """Each of the question's canaries that appears in text (numbered from 1), in any of
    the forms an output gives it, the text read as NFC."""
    if not question.canaries:
        return []
    text = unicodedata.normalize("NFC", text)
    return [
        Violation(question.id, n, where)
        for n, canary in enumerate(question.canaries, start=1)
        if any(form in text for form in _forms(canary))
    ]


def page_text(page: str) -> str:
    """What an HTML page shows: tags dropped (a <mark> inside a canary would hide it),
    entities decoded."""
    return html.unescape(re.sub(r"<[^>]*>", "", page))


def guard(text: str, questions, where: str) -> list[Violation]:
    """The violations of every given question in text that is about to be printed."""
    return [v for question in questions for v in leaks(text, question, where)]


def check_output(root, text: str, ids=None, where: str = "the output") -> list[Violation]:
    """The violations in text about to be printed, for the kit's questions with these ids
    (all when ids is None)."""
    from pathlib import Path

    from ..kit.load import load_questions

    questions, _lines = load_questions(Path(root), [], set(ids) if ids is not None else None)
    return guard(text, questions.values(), where)
