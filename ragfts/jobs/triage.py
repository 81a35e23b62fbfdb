"""Triage: one row per question from its log's latest answer, read and not re-run
(`ragfts replay` is the check)."""

from __future__ import annotations

from pathlib import Path

from ..grade.grading import verdict
from ..index.view import Kit, open_kit
from ..log.proof import context
from ..log.reading import check_label, read_log


def triage(root: Path, label: str | None = None) -> list[dict]:
    with open_kit(root) as kit:
        return _triage(kit, label)


def _triage(kit: Kit, label: str | None) -> list[dict]:
    rows = []
    logs = {q.id: read_log(kit.root, q.id, required=False) for q in kit.questions.values()}
    check_label(logs.values(), label)
    for question in kit.questions.values():
        log = logs[question.id]
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
                "action": latest.action if latest else None,
                "verdict": chain,
                "errors": _errors(latest.result) if latest else [],
                "question": question.question,
                "answer_text": answer.get("text") if isinstance(answer, dict) else None,
            }
        )
    return rows


def _errors(result) -> list[str]:
    """The codes to look at: the answer's and the bot retriever's, or, for a record that
    could not be graded, why."""
    if result.verdict == "input_error":
        return [f"input error: {e}" for e in result.input_errors]
    return list(result.errors) + list(result.retrieval_errors)


CITATION_CODES = {
    "unknown_source",
    "wrong_source_version_for_question_date",
    "source_not_in_found_context",
    "claim_source_mismatch",
}


def measures(root: Path, label: str | None = None) -> dict:
    """Seed 001's measures over the latest answer of each question (or with `label`):
    route error rate, alternative searches per case, share of answers declaring missing
    information, citation accuracy, and latency and cost when the records carry them."""
    with open_kit(root) as kit:
        logs = [read_log(kit.root, q.id, required=False) for q in kit.questions.values()]
        check_label(logs, label)
    latest = []
    for log in filter(None, logs):
        chosen = [a for a in log.answers if label is None or a.label == label]
        if chosen and chosen[-1].result.verdict != "input_error":
            latest.append(chosen[-1])
    routed_logs = [log for log in logs if log and log.route]
    with_route = [a for a in latest if isinstance(a.answer, dict) and "route" in a.answer]
    citing = [a for a in latest if _cites(a)]
    bot_alternative = [
        a
        for a in with_route
        if any(
            isinstance(c, dict) and c.get("origin") == "alternative"
            for c in a.answer.get("context", [])
        )
    ]
    return {
        "answers": len(latest),
        "route_errors": _share(
            sum("route_wrong" in a.result.retrieval_errors for a in with_route), len(with_route)
        ),
        "alternative_searches_per_case": {
            "reference": _rate(
                sum(log.route["alternative_search_used"] for log in routed_logs), len(routed_logs)
            ),
            "bot": _rate(len(bot_alternative), len(with_route)),
        },
        "declaring_missing_information": _share(
            sum(a.action == "abstain" for a in latest), len(latest)
        ),
        "citation_accuracy": _share(
            sum(not CITATION_CODES & set(a.result.errors) for a in citing), len(citing)
        ),
        "latency_ms": _mean(
            [a.answer.get("latency_ms") for a in latest if isinstance(a.answer, dict)]
        ),
        "cost": _mean([a.answer.get("cost") for a in latest if isinstance(a.answer, dict)]),
    }


def _cites(entry) -> bool:
    answer = entry.answer
    if not isinstance(answer, dict):
        return False
    return bool(
        answer.get("source_ids")
        or answer.get("claims")
        or (entry.result.reading or {}).get("claims")
    )


def _share(part: int, whole: int) -> dict | None:
    return {"of": whole, "count": part, "rate": round(part / whole, 4)} if whole else None


def _rate(part: int, whole: int) -> float | None:
    return round(part / whole, 4) if whole else None


def _mean(values) -> float | None:
    numbers = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    return round(sum(numbers) / len(numbers), 4) if numbers else None
