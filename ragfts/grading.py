"""Grades a bot's answer against the logged found fragments and names the broken link.

The chain is question → document → found fragment → answer; the verdict is the first
link that broke: `document`, `search`, `answer`, or `pass`.
"""

from __future__ import annotations

from collections.abc import Mapping

from .evidence import Decision, assess, reaction
from .records import ACTIONS, Fact, Question, Source
from .values import canonical

ANSWER_KEYS = {"action", "text", "claims", "source_ids"}
CLAIM_KEYS = {"fact_id", "value", "source_id"}


def missing_sources(question: Question, found, search_error: str | None = None) -> list[str]:
    """The golden sources the search did not find; none when it errored, since an
    error is not a result (the error itself is what the log reports)."""
    if search_error:
        return []
    found = set(found)
    return sorted(s for s in question.source_ids if s not in found)


def answer_input_errors(answer) -> list[str]:
    """What makes a record unusable as an answer; it is kept and reported, never raised."""
    if not isinstance(answer, dict):
        return [f"an answer must be a JSON object, got {type(answer).__name__}"]
    errors = [f"unexpected field {key!r}" for key in sorted(set(answer) - ANSWER_KEYS)]
    if answer.get("action") not in ACTIONS:
        errors.append(f"action must be one of {', '.join(ACTIONS)}, got {answer.get('action')!r}")
    if not isinstance(answer.get("text", ""), str):
        errors.append("text must be a string")
    claims = answer.get("claims", [])
    if not isinstance(claims, list):
        errors.append("claims must be a list")
    else:
        for n, claim in enumerate(claims):
            if not isinstance(claim, dict) or set(claim) != CLAIM_KEYS:
                errors.append(f"claims[{n}] must be an object with exactly fact_id, value, source_id")
            elif not (isinstance(claim["fact_id"], str) and isinstance(claim["source_id"], str)):
                errors.append(f"claims[{n}]: fact_id and source_id must be strings")
            elif isinstance(claim["value"], (dict, list)) or claim["value"] is None:
                errors.append(f"claims[{n}]: value must be a string, number or true/false")
    sources = answer.get("source_ids", [])
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        errors.append("source_ids must be a list of strings")
    return errors


def expected_decisions(question: Question, facts: Mapping[str, Fact], documents, *, only_sources=None) -> list[Decision]:
    """The gate over each subject.attribute the golden's facts are about."""
    keys = sorted({(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts})
    pool = [f for f in facts.values() if only_sources is None or f.source_id in only_sources]
    return [assess(pool, documents, subject=s, attribute=a, at=question.at) for s, a in keys]


def document_notes(question: Question, facts: Mapping[str, Fact], documents: Mapping[str, Source]) -> list[str]:
    """What the corpus alone says about the golden facts on the question's date."""
    notes = []
    for fact_id in question.fact_ids:
        fact = facts.get(fact_id)
        if fact is None:
            notes.append(f"{fact_id} is not in the facts registry")
            continue
        document = documents.get(fact.source_id)
        if document is None:
            notes.append(f"{fact_id}: its source {fact.source_id} is not in the corpus")
        elif not document.valid_on(question.at):
            notes.append(f"{fact_id}: its source {fact.source_id} is not valid on {question.at}")
        # A quote missing from its source's text is refused when the kit is loaded.
    for decision in expected_decisions(question, facts, documents):
        if decision.reason in ("conflicting_values", "unit_mismatch"):
            notes.append(
                f"{decision.subject}.{decision.attribute} on {question.at}: {decision.reason.replace('_', ' ')} "
                f"between {', '.join(decision.fact_ids)} ({', '.join(decision.source_ids)}) and nothing ranks them"
            )
    return notes


class _Findings(list):
    def add(self, code: str, message: str) -> None:
        self.append({"code": code, "message": message})


def grade(answer, question: Question, rows: list[dict], facts: Mapping[str, Fact],
          documents: Mapping[str, Source], search_error: str | None = None) -> dict:
    """The result of one answer on the logged context."""
    found = {row["source_id"] for row in rows}
    missing = missing_sources(question, found, search_error)
    input_errors = answer_input_errors(answer)
    findings = _Findings()
    if not input_errors:
        _check_answer(answer, question, found, facts, documents, findings)
    notes = document_notes(question, facts, documents)
    result = {
        "pass": not input_errors and not findings,
        "errors": sorted({f["code"] for f in findings}),
        "details": list(findings),
        "input_errors": input_errors,
        "retrieval_missing_source_ids": missing,
        "document_notes": notes,
    }
    result["verdict"] = verdict(question, facts, documents, found, search_error, missing, result["pass"], notes)
    return result


def _check_answer(answer, question, found, facts, documents, findings: _Findings) -> None:
    action = answer["action"]
    claims = answer.get("claims", [])
    claimed = {c["fact_id"] for c in claims}
    if action != question.expected_action:
        message = f"expected {question.expected_action}, the answer did {action}"
        expected_found = [f for f in question.fact_ids if f in facts and facts[f].source_id in found]
        if action == "abstain" and expected_found:
            sources = ", ".join(sorted({facts[f].source_id for f in expected_found}))
            message = f"false refusal: abstained although {', '.join(expected_found)} ({sources}) was in the found context"
        findings.add("wrong_action_or_false_refusal", message)
    unnamed = [f for f in question.fact_ids if f not in claimed]
    if unnamed and question.expected_action == "clarify":
        findings.add("conflict_not_disclosed", f"the conflict is not shown: {', '.join(unnamed)} not named")
    else:
        for fact_id in unnamed:
            findings.add("expected_fact_missing", f"{fact_id} is not among the claims")
    backed = False
    for claim in claims:
        fact = facts.get(claim["fact_id"])
        if fact is None:
            findings.add("unknown_fact", f"{claim['fact_id']} is not in the facts registry")
            continue
        if claim["source_id"] != fact.source_id:
            findings.add("claim_source_mismatch", f"{fact.fact_id} belongs to {fact.source_id}, not {claim['source_id']}")
        elif canonical(claim["value"]) != canonical(fact.value):
            findings.add("value_not_supported_by_fact", f"{fact.fact_id} says {fact.value}, the answer says {claim['value']}")
        else:
            backed = True
    cited = sorted({c["source_id"] for c in claims} | set(answer.get("source_ids", [])))
    for source_id in cited:
        document = documents.get(source_id)
        if document is None:
            findings.add("unknown_source", f"{source_id} is not in the corpus")
            continue
        if not document.valid_on(question.at):
            until = document.valid_until or "open"
            findings.add("wrong_source_version_for_question_date",
                         f"{source_id} is valid {document.valid_from}..{until}, not on {question.at}")
        if source_id not in found:
            findings.add("source_not_in_found_context", f"{source_id} was not found by the search")
    if action == "answer" and not backed:
        findings.add("unsupported_answer", "no claim of this answer is backed by a registry fact")


def verdict(question: Question, facts, documents, found, search_error, missing, answer_pass: bool | None,
            notes: list[str] | None = None) -> str:
    """The first broken link of the chain; `no_answer` when the rest holds and none was
    given. `notes` are the document notes when the caller has them already."""
    registry = expected_decisions(question, facts, documents)
    if notes is None:
        notes = document_notes(question, facts, documents)
    if question.expected_action == "answer" and (any(d.status != "supported" for d in registry) or notes):
        return "document"
    in_context = expected_decisions(question, facts, documents, only_sources=found)
    if search_error or missing or reaction(in_context) != reaction(registry):
        return "search"
    if answer_pass is None:
        return "no_answer"
    return "pass" if answer_pass else "answer"


def reference_reaction(question: Question, facts, documents, found) -> dict:
    """What a correct bot does with the found fragments, from the gate alone."""
    decisions = expected_decisions(question, facts, documents, only_sources=found)
    return {"action": reaction(decisions), "decisions": [d.as_dict() for d in decisions]}
