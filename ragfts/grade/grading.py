"""Grading one answer on a context: its input checked, its action, claims and citations
against the registry and the found fragments, and the link of the chain it blames.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..kit.records import (
    ACTION_STATUS,
    ANSWER_STATUSES,
    NO_EVIDENCE,
    Fact,
    Question,
    Record,
    Source,
)
from .bot import _bot_context, _check_router, _check_visible, _unique
from .citations import resolved
from .codes import CODES, Finding
from .context import Context, _Findings
from .degraded import EXPECTED_STATUS, STATUS_ACTIONS
from .evidence import Decision, assess, of_key, reaction
from .facts_index import indexed
from .inputs import answer_input_errors
from .values import canonical
from .wording import check_statements, check_text_agrees


class Grade(Record):
    """The result of one answer on one logged context. errors are the codes that blame
    the answer, retrieval_errors those that blame the bot's retrieval; reading is how a
    free-text answer was read (None for structured claims)."""

    __slots__ = (
        "passed",
        "errors",
        "details",
        "input_errors",
        "retrieval_missing_source_ids",
        "retrieval_errors",
        "document_notes",
        "annotation",
        "citations",
        "reading",
        "verdict",
    )


# Where a question's expectations come from, in the seed's words: questions.csv is a
# golden set a person wrote.
MANUAL = "manual_golden_annotation"


def expected_decisions(
    question: Question, facts: Mapping[str, Fact], documents, *, only_sources=None
) -> list[Decision]:
    """The gate over each subject.attribute the golden's facts are about."""
    keys = sorted({(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts})
    return [
        assess(
            [f for f in of_key(facts, s, a) if only_sources is None or f.source_id in only_sources],
            documents,
            subject=s,
            attribute=a,
            at=question.at,
        )
        for s, a in keys
    ]


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


def grade(answer, context: Context) -> Grade:
    """The result of one answer on the logged context (or on the bot's own context, when
    the answer carries one)."""
    notes = document_notes(context.question, context.facts, context.documents)
    input_errors = answer_input_errors(answer)
    if input_errors:
        return Grade(
            False, [], [], input_errors, context.missing, [], notes, MANUAL, {}, None, "input_error"
        )
    if context.inject in ("retrieval_error", "generation_error"):
        return _grade_degraded(answer, context, notes)
    if isinstance(answer.get("asked"), dict) and "error" in answer["asked"]:
        return _not_generated(answer["asked"], context, notes)
    findings = _Findings()
    answer, citations = resolved(answer, context)
    _check_visible(answer, context, findings)
    if "status" in answer and "action" not in answer:
        answer = {**answer, "action": STATUS_ACTIONS[answer["status"]]}
    if "context" in answer:
        _check_router(answer, context, findings)
        context = _bot_context(answer["context"], answer.get("route"), context, findings)
    reading = None
    if "claims" not in answer or "action" not in answer or answer.get("text"):
        from .reading import Reading, read  # only answers with a text need it

        sources = list(answer.get("source_ids", [])) + sorted(context.found - context.texts.keys())
        reading = read(
            answer,
            context.question,
            context.facts,
            context.documents,
            _unique(sources),
            context.texts,
            context.refusals,
            context.units,
        )
        if "claims" in answer and "action" in answer:
            check_text_agrees(answer["claims"], reading.claims, context.facts, findings)
            reading = Reading(answer["action"], "given by the record", reading.claims)
        else:
            claims = (
                answer.get("claims")
                if "claims" in answer
                else [
                    {"fact_id": c.fact_id, "value": c.value, "source_id": c.source_id}
                    for c in reading.claims
                ]
            )
            answer = {**answer, "action": reading.action, "claims": claims}
    _check_answer(answer, context, findings)
    _check_status(answer, context.question, findings)
    if reading is not None:
        statements = check_statements(answer, context, findings)
        reading = Reading(reading.action, reading.how, reading.claims, statements or None)
    answer_codes = sorted({f.code for f in findings if CODES[f.code].link == "answer"})
    retrieval_codes = sorted({f.code for f in findings if CODES[f.code].link == "search"})
    passed = not findings
    chain = verdict(context, answer_pass=passed, notes=notes)
    if retrieval_codes and chain in ("pass", "answer"):
        chain = "search"
    return Grade(
        passed,
        answer_codes,
        list(findings),
        [],
        context.missing,
        retrieval_codes,
        notes,
        MANUAL,
        citations,
        reading.as_json() if reading else None,
        chain,
    )


def _grade_degraded(answer: dict, context: Context, notes: list[str]) -> Grade:
    """With a failed dependency the only right answer is the honest degraded status; a
    refusal (or an answer) that hides the failure is degraded_status_hidden."""
    expected = EXPECTED_STATUS[context.inject]
    findings = _Findings()
    if answer.get("status") != expected:
        said = answer.get("status") or answer.get("action") or "a text with no status"
        findings.add(
            "degraded_status_hidden",
            f"{context.inject}: expected the status {expected}, the bot gave {said}",
        )
    passed = not findings
    chain = "pass" if passed else "answer"
    codes = sorted({f.code for f in findings})
    return Grade(passed, codes, list(findings), [], [], [], notes, MANUAL, {}, None, chain)


def _check_status(answer: dict, question: Question, findings: _Findings) -> None:
    """Seed 003's six statuses kept apart: the bot's status (or its action's) must be the
    question's, and a status of no evidence carries no claims."""
    status = answer.get("status") or ACTION_STATUS[answer["action"]]
    # another action is wrong_action_or_false_refusal already; this is the same action
    # for another reason (a dependency down, a tool needed) than the one expected
    if status != question.status and ANSWER_STATUSES[status] == question.expected_action:
        given = "gave" if "status" in answer else "gave no status; its action is"
        findings.add(
            "status_mismatch", f"expected the status {question.status}, the bot {given} {status}"
        )
    if status in NO_EVIDENCE and answer.get("claims"):
        facts = ", ".join(sorted({c["fact_id"] for c in answer["claims"]}))
        findings.add(
            "status_carries_claims", f"the status {status} says no evidence, yet claims {facts}"
        )


def _not_generated(asked: dict, context: Context, notes: list[str]) -> Grade:
    """The bot's endpoint gave no answer: a finding of its own, never a false refusal."""
    finding = Finding("generation_unavailable", f"{asked.get('endpoint')}: {asked['error']}")
    errors = ["generation_unavailable"]
    return Grade(False, errors, [finding], [], [], [], notes, MANUAL, {}, None, "answer")


def satisfied(fact_id: str, claims, context: Context) -> bool:
    """An expected fact is satisfied by a claim naming it, or by a claim of the same
    subject, attribute and value from a source valid on the date and in the context."""
    facts, documents, at = context.facts, context.documents, context.question.at
    expected = facts.get(fact_id)
    for claim in claims:
        if claim["fact_id"] == fact_id:
            return True
        other = facts.get(claim["fact_id"])
        if expected is None or other is None:
            continue
        source = documents.get(claim["source_id"])
        if (
            (other.subject, other.attribute) == (expected.subject, expected.attribute)
            and canonical(claim["value"]) == canonical(expected.value)
            and source is not None
            and source.valid_on(at)
            and claim["source_id"] in context.found
        ):
            return True
    return False


def _check_answer(answer, context: Context, findings: _Findings) -> None:
    question, found, facts = context.question, context.found, context.facts
    action = answer["action"]
    claims = answer.get("claims", [])
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
    unnamed = [f for f in question.fact_ids if not satisfied(f, claims, context)]
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
        question.open or any(d.status != "supported" for d in registry) or notes
    ):
        return "document"
    if context.visible is not None and any(
        s in documents and not context.visible(s) for s in question.source_ids
    ):
        # the search could not find what its asker may not see: the kit's golden set
        # asks this asker for a document withheld from them
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
    same_key = indexed(facts).of_keys(keys)
    claimed = [facts[f] for f in wanted if isinstance(f, str) and f in facts]
    return sorted({f.fact_id: f for f in [*same_key, *claimed]}.values(), key=lambda f: f.fact_id)
