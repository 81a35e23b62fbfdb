"""The evaluation gate a team runs before shipping a change to its bot (seed 003): layered
measures over the kit's logged questions and their latest answers, checked against the
thresholds of ragfts.toml's [gate], ending in PASS or BLOCK."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from ..grade.canaries import leaks
from ..grade.degraded import EXPECTED_STATUS, REVISIONS, degraded_block
from ..grade.grading import grade, satisfied
from ..index.view import open_kit
from ..kit.digests import file_sha256, kit_files, text_sha256
from ..kit.errors import InputError
from ..kit.records import ACTION_STATUS, ANSWER_STATUSES, Record
from ..kit.settings import GATE
from ..log.proof import context
from ..log.reading import check_label, read_log
from ..log.record import AnswerEntry, dumps_log, log_rel

# A gate without thresholds would pass whatever the answers: refused, with what to add.
NO_GATE = (
    "ragfts.toml has no [gate] thresholds, so evaluate could not fail; add them, e.g.\n"
    "[gate]\nmin_case_pass_rate = 0.9\nmin_critical_case_pass_rate = 1.0\n"
    "max_non_disclosure_violations = 0"
)


class Evaluation(Record):
    """measures: name → {"value", "count", "of"}; failed: the gate_failed lines."""

    __slots__ = (
        "kit_sha256",
        "cases",
        "critical",
        "measures",
        "thresholds",
        "failed",
        "unchecked",
        "inject",
        "builds",
        "results",
    )
    _defaults = {"inject": None, "builds": [], "results": []}

    @property
    def action(self) -> str:
        return "BLOCK" if self.failed else "PASS"

    def as_json(self) -> dict:
        return {**self.as_dict(), "action": self.action}


def gate_failures(measures: dict, thresholds: dict) -> list[str]:
    """The gate_failed lines. A share is compared on count/of, not on its rounded
    figure: 39,999 of 40,000 is not 1.0."""
    failed = []
    for name, threshold in sorted(thresholds.items()):
        measure = measures[name.removeprefix("min_").removeprefix("max_")]
        value = measure["value"]
        if name.startswith("max_"):
            if value > threshold:
                failed.append(f"gate_failed:{name} {value} > {threshold}")
        elif value is None or _exact(measure) < Fraction(str(threshold)):
            shown = value if value != threshold else f"{measure['count']}/{measure['of']}"
            failed.append(f"gate_failed:{name} {shown} < {threshold}")
    return failed


def _exact(measure: dict) -> Fraction:
    return Fraction(measure["count"], measure["of"])


def _share(count: int, of: int) -> dict:
    return {"value": round(count / of, 4) if of else None, "count": count, "of": of}


def kit_digest(root: Path) -> str:
    """One SHA-256 over every sealed kit file, as SHA256SUMS would list them."""
    lines = "".join(f"{file_sha256(Path(root) / rel)}  {rel}\n" for rel in kit_files(Path(root)))
    return text_sha256(lines)


def evaluate(root: Path, label: str | None = None, inject: str | None = None) -> Evaluation:
    """inject simulates a failing dependency: each latest answer is graded as if the
    logged run had had it (retrieval_error also empties what was retrieved)."""
    with open_kit(root) as kit:
        if not kit.settings.gate:
            raise InputError(NO_GATE)
        check_label(
            [read_log(kit.root, q.id, required=False) for q in kit.questions.values()], label
        )
        cases = critical_cases = critical_passed = passed = 0
        expected = retrieved = in_context = cited = 0
        right_status = violations = 0
        results, builds = [], {}
        for question in kit.questions.values():
            cases += 1
            critical_cases += question.critical
            log = read_log(kit.root, question.id, required=False)
            if log is None:
                continue
            violations += len(leaks(dumps_log(log), question, log_rel(question.id)))
            chosen = [a for a in log.answers if label is None or a.label == label]
            latest = chosen[-1] if chosen else None
            if latest is not None:  # a used source the asker may not see is a disclosure
                violations += sum(
                    d.code == "source_not_visible_to_asker" for d in latest.result.details
                )
            if inject is not None:
                log = log.with_degraded(degraded_block(inject))
                if latest is not None:
                    graded = grade(latest.answer, context(kit, log, question)._but_inject(inject))
                    latest = AnswerEntry(latest.label, latest.answer, graded)
            ok = latest is not None and latest.result.passed
            if latest is not None:
                results.append(_case(question, latest))
                build = json_key(results[-1]["build"])
                builds[build] = builds.get(build, 0) + 1
            passed += ok
            critical_passed += ok and question.critical
            rows = (
                set() if inject == "retrieval_error" else {row.source_id for row in log.search.rows}
            )
            kept = set() if inject == "retrieval_error" else set(log.found)
            for fact_id in question.fact_ids:
                fact = kit.facts.get(fact_id)
                expected += 1
                retrieved += fact is not None and fact.source_id in rows
                in_context += fact is not None and fact.source_id in kept
                cited += latest is not None and satisfied(
                    fact_id, _claims(latest), context(kit, log, question)
                )
            if latest is not None and latest.result.verdict != "input_error":
                # every case counts: one with no usable answer has no right status
                wanted = (EXPECTED_STATUS.get(inject) if inject else None) or question.status
                right_status += _status(latest) == wanted
        measures = {
            "case_pass_rate": _share(passed, cases),
            "critical_case_pass_rate": _share(critical_passed, critical_cases),
            "retrieval_fact_recall": _share(retrieved, expected),
            "context_fact_recall": _share(in_context, expected),
            "citation_fact_recall": _share(cited, expected),
            "status_accuracy": _share(right_status, cases),
            "non_disclosure_violations": {"value": violations, "count": violations, "of": cases},
        }
        thresholds = dict(kit.settings.gate)
    failed = gate_failures(measures, thresholds)
    unchecked = [name for name in GATE if name not in thresholds]
    return Evaluation(
        kit_digest(root),
        cases,
        critical_cases,
        measures,
        thresholds,
        failed,
        unchecked,
        inject,
        [{"build": _in_order(json.loads(b)), "cases": n} for b, n in sorted(builds.items())],
        results,
    )


def json_key(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _in_order(build: dict) -> dict:
    return {k: build[k] for k in REVISIONS if k in build}


def _status(entry) -> str | None:
    """The status the bot gave, else the one its action is (seed 003's six)."""
    answer = entry.answer if isinstance(entry.answer, dict) else {}
    if answer.get("status") in ANSWER_STATUSES:
        return answer["status"]
    return ACTION_STATUS.get(entry.action)


def _case(question, latest: AnswerEntry) -> dict:
    """One case as evaluate --json carries it: its result and the bot build that gave it."""
    answer = latest.answer if isinstance(latest.answer, dict) else {}
    return {
        "id": question.id,
        "label": latest.label,
        "critical": question.critical,
        "pass": latest.result.passed,
        "verdict": latest.result.verdict,
        "errors": list(latest.result.errors),
        "trace_id": answer.get("trace_id"),
        "build": {k: answer[k] for k in REVISIONS if isinstance(answer.get(k), str)},
    }


def _claims(entry) -> list[dict]:
    answer = entry.answer if isinstance(entry.answer, dict) else {}
    if isinstance(answer.get("claims"), list):
        return [
            c
            for c in answer["claims"]
            if isinstance(c, dict) and {"fact_id", "value", "source_id"} <= set(c)
        ]
    reading = entry.result.reading or {}
    return [{k: c[k] for k in ("fact_id", "value", "source_id")} for c in reading.get("claims", [])]
