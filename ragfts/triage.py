"""Triage: one row per question from its log's latest answer, read and not re-run
(`ragfts replay` is the check)."""

from __future__ import annotations

from pathlib import Path

from .grading import verdict
from .index import Kit, open_kit
from .logfile import read_log
from .proof import context


def triage(root: Path, label: str | None = None) -> list[dict]:
    with open_kit(root) as kit:
        return _triage(kit, label)


def _triage(kit: Kit, label: str | None) -> list[dict]:
    rows = []
    for question in kit.questions.values():
        log = read_log(kit.root, question.id, required=False)
        chosen = [a for a in log.answers if label is None or a.label == label] if log else []
        latest = chosen[-1] if chosen else None
        if log is None:
            chain = "no_log"
        elif latest is not None:
            chain = latest.result.verdict
        else:
            chain = verdict(context(kit, log, question))
        answer = latest.answer if latest else None
        rows.append(
            {
                "id": question.id,
                "at": question.at,
                "expected_action": question.expected_action,
                "label": latest.label if latest else None,
                "action": _action(answer, latest.result) if latest else None,
                "verdict": chain,
                "errors": _errors(latest.result) if latest else [],
            }
        )
    return rows


def _errors(result) -> list[str]:
    """The codes to look at: the answer's and the bot retriever's, or, for a record that
    could not be graded, why."""
    if result.verdict == "input_error":
        return [f"input error: {e}" for e in result.input_errors]
    return list(result.errors) + list(result.retrieval_errors)


def _action(answer, result) -> str | None:
    """The action given, or the one read from a transcript's text."""
    if isinstance(answer, dict) and isinstance(answer.get("action"), str):
        return answer["action"]
    return result.reading["action"] if result.reading else None
