"""Non-disclosure canaries (seed 003): strings taken from documents an asker may not
see. One appearing in anything ragfts would write or print for that question is a
`non_disclosure_violation`: the text is not written or printed, the violation is named
(which canary, where — never the canary itself), and the command exits 1."""

from __future__ import annotations

from ..kit.records import Question, Record


class Violation(Record):
    __slots__ = ("question_id", "canary", "where")

    def __str__(self) -> str:
        where = f"canary {self.canary} of {self.question_id} in {self.where}"
        return f"non_disclosure_violation: {where}"


def leaks(text: str, question: Question, where: str) -> list[Violation]:
    """Each of the question's canaries that appears in text (numbered from 1)."""
    return [
        Violation(question.id, n, where)
        for n, canary in enumerate(question.canaries, start=1)
        if canary in text
    ]


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
