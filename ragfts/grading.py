"""Grades a bot's answer against the logged found fragments and names the broken link.

The chain is question → document → found fragment → answer; the verdict is the first
link that broke: `document`, `search`, `answer`, or `pass`.
"""

from __future__ import annotations

from collections.abc import Mapping

from .evidence import Decision, assess, reaction
from .records import ACTIONS, Fact, Question, Record, Source
from .values import canonical

ANSWER_KEYS = {"action", "text", "claims", "source_ids"}
CLAIM_KEYS = {"fact_id", "value", "source_id"}


class Code(Record):
    """A grading code: its name, the link of the chain it blames, and what it means."""

    __slots__ = ("name", "link", "meaning")


# Every code a grade can carry; `ragfts codes` prints this table and the README shows it.
CODES = {
    code.name: code
    for code in (
        Code(
            "wrong_action_or_false_refusal",
            "answer",
            "another action than expected; a false refusal when it abstained although "
            "the expected fact was in the found context",
        ),
        Code("expected_fact_missing", "answer", "an expected fact is not among the claims"),
        Code(
            "conflict_not_disclosed",
            "answer",
            "a clarify answer does not name every side of the conflict",
        ),
        Code("unknown_fact", "answer", "a claim names a fact that is not in the registry"),
        Code(
            "claim_source_mismatch",
            "answer",
            "a claim gives a fact another source than the registry does",
        ),
        Code(
            "value_not_supported_by_fact",
            "answer",
            "a claimed value differs from the registry's value of that fact",
        ),
        Code("unknown_source", "answer", "the answer cites a source that is not in the corpus"),
        Code(
            "wrong_source_version_for_question_date",
            "answer",
            "the answer cites a source that is not valid on the question's date",
        ),
        Code(
            "source_not_in_found_context",
            "answer",
            "the answer cites a source the search did not find",
        ),
        Code(
            "unsupported_answer",
            "answer",
            "an answer none of whose claims is backed by a registry fact",
        ),
    )
}


class Finding(Record):
    __slots__ = ("code", "message")


class Grade(Record):
    """The result of one answer on one logged context."""

    __slots__ = (
        "passed",
        "errors",
        "details",
        "input_errors",
        "retrieval_missing_source_ids",
        "document_notes",
        "verdict",
    )


class Context(Record):
    """What grading reads of a logged search (the question, the found source ids, the
    search error) with the registry and the sources' validity."""

    __slots__ = ("question", "found", "error", "facts", "documents")

    @property
    def missing(self) -> list[str]:
        return self.question.missing_sources(self.found, self.error)


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
                errors.append(
                    f"claims[{n}] must be an object with exactly fact_id, value, source_id"
                )
            elif not (isinstance(claim["fact_id"], str) and isinstance(claim["source_id"], str)):
                errors.append(f"claims[{n}]: fact_id and source_id must be strings")
            elif isinstance(claim["value"], (dict, list)) or claim["value"] is None:
                errors.append(f"claims[{n}]: value must be a string, number or true/false")
    sources = answer.get("source_ids", [])
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        errors.append("source_ids must be a list of strings")
    return errors


def expected_decisions(
    question: Question, facts: Mapping[str, Fact], documents, *, only_sources=None
) -> list[Decision]:
    """The gate over each subject.attribute the golden's facts are about."""
    keys = sorted({(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts})
    pool = [f for f in facts.values() if only_sources is None or f.source_id in only_sources]
    return [assess(pool, documents, subject=s, attribute=a, at=question.at) for s, a in keys]


def document_notes(
    question: Question, facts: Mapping[str, Fact], documents: Mapping[str, Source]
) -> list[str]:
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
        elif not fact.valid_on(document, question.at):
            interval = f"{fact.valid_from}..{fact.valid_until or 'open'}"
            notes.append(f"{fact_id} is not valid on {question.at} ({interval})")
        # A quote missing from its source's text is refused when the kit is loaded.
    for decision in expected_decisions(question, facts, documents):
        if decision.reason in ("conflicting_values", "unit_mismatch"):
            notes.append(
                f"{decision.subject}.{decision.attribute} on {question.at}: "
                f"{decision.reason.replace('_', ' ')} between {', '.join(decision.fact_ids)} "
                f"({', '.join(decision.source_ids)}) and nothing ranks them"
            )
    return notes


class _Findings(list):
    def add(self, code: str, message: str) -> None:
        if code not in CODES:  # a new code is a new row of CODES, never a bare string
            raise KeyError(code)
        self.append(Finding(code, message))


def grade(answer, context: Context) -> Grade:
    """The result of one answer on the logged context."""
    input_errors = answer_input_errors(answer)
    findings = _Findings()
    if not input_errors:
        _check_answer(answer, context, findings)
    notes = document_notes(context.question, context.facts, context.documents)
    passed = not input_errors and not findings
    return Grade(
        passed,
        sorted({f.code for f in findings}),
        list(findings),
        input_errors,
        context.missing,
        notes,
        verdict(context, answer_pass=passed, notes=notes),
    )


def _check_answer(answer, context: Context, findings: _Findings) -> None:
    question, found, facts = context.question, context.found, context.facts
    action = answer["action"]
    claims = answer.get("claims", [])
    claimed = {c["fact_id"] for c in claims}
    if action != question.expected_action:
        message = f"expected {question.expected_action}, the answer did {action}"
        expected_found = [
            f for f in question.fact_ids if f in facts and facts[f].source_id in found
        ]
        if action == "abstain" and expected_found:
            sources = ", ".join(sorted({facts[f].source_id for f in expected_found}))
            message = (
                f"false refusal: abstained although {', '.join(expected_found)} ({sources}) "
                "was in the found context"
            )
        findings.add("wrong_action_or_false_refusal", message)
    unnamed = [f for f in question.fact_ids if f not in claimed]
    if unnamed and question.expected_action == "clarify":
        findings.add(
            "conflict_not_disclosed", f"the conflict is not shown: {', '.join(unnamed)} not named"
        )
    else:
        for fact_id in unnamed:
            findings.add("expected_fact_missing", f"{fact_id} is not among the claims")
    backed = _check_claims(claims, facts, findings)
    cited = sorted({c["source_id"] for c in claims} | set(answer.get("source_ids", [])))
    _check_citations(cited, context, findings)
    if action == "answer" and not backed:
        findings.add("unsupported_answer", "no claim of this answer is backed by a registry fact")


def _check_claims(claims, facts, findings: _Findings) -> bool:
    """Whether some claim is backed by its registry fact."""
    backed = False
    for claim in claims:
        fact = facts.get(claim["fact_id"])
        if fact is None:
            findings.add("unknown_fact", f"{claim['fact_id']} is not in the facts registry")
        elif claim["source_id"] != fact.source_id:
            findings.add(
                "claim_source_mismatch",
                f"{fact.fact_id} belongs to {fact.source_id}, not {claim['source_id']}",
            )
        elif canonical(claim["value"]) != canonical(fact.value):
            findings.add(
                "value_not_supported_by_fact",
                f"{fact.fact_id} says {fact.value}, the answer says {claim['value']}",
            )
        else:
            backed = True
    return backed


def _check_citations(cited, context: Context, findings: _Findings) -> None:
    at = context.question.at
    for source_id in cited:
        document = context.documents.get(source_id)
        if document is None:
            findings.add("unknown_source", f"{source_id} is not in the corpus")
            continue
        if not document.valid_on(at):
            until = document.valid_until or "open"
            findings.add(
                "wrong_source_version_for_question_date",
                f"{source_id} is valid {document.valid_from}..{until}, not on {at}",
            )
        if source_id not in context.found:
            findings.add("source_not_in_found_context", f"{source_id} was not found by the search")


def verdict(
    context: Context, *, answer_pass: bool | None = None, notes: list[str] | None = None
) -> str:
    """The first broken link of the chain; `no_answer` when the rest holds and none was
    given. `notes` are the document notes when the caller has them already."""
    question, facts, documents = context.question, context.facts, context.documents
    registry = expected_decisions(question, facts, documents)
    if notes is None:
        notes = document_notes(question, facts, documents)
    if question.expected_action == "answer" and (
        any(d.status != "supported" for d in registry) or notes
    ):
        return "document"
    in_context = expected_decisions(question, facts, documents, only_sources=context.found)
    if context.error or context.missing or reaction(in_context) != reaction(registry):
        return "search"
    if answer_pass is None:
        return "no_answer"
    return "pass" if answer_pass else "answer"


def reference_reaction(context: Context) -> dict:
    """What a correct bot does with the found fragments, from the gate alone."""
    decisions = expected_decisions(
        context.question, context.facts, context.documents, only_sources=context.found
    )
    return {"action": reaction(decisions), "decisions": [d.as_dict() for d in decisions]}


def used_facts(question: Question, facts: Mapping[str, Fact], answers=()) -> list[Fact]:
    """The registry rows a grade of this question reads: the expected facts, every fact
    on the same subject and attribute (the gate weighs them all), and claimed facts."""
    keys = {(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts}
    wanted = set(question.fact_ids)
    for answer in answers:
        claims = answer.get("claims") if isinstance(answer, dict) else None
        if isinstance(claims, list):
            wanted |= {c.get("fact_id") for c in claims if isinstance(c, dict)}
    return sorted(
        (f for f in facts.values() if f.fact_id in wanted or (f.subject, f.attribute) in keys),
        key=lambda f: f.fact_id,
    )
