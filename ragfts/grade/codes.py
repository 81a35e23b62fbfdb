"""The grading codes: one table (name, the link of the chain it blames, what it means),
shown by `ragfts codes` and in the README. A new code is a new row here.
"""

from __future__ import annotations

from ..kit.records import Record


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
            "source_not_visible_to_asker",
            "answer",
            "the answer cites, or its context holds, a source the asker may not see "
            "(another tenant's, a draft, an ACL the asker is not in): a disclosure",
        ),
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
        Code(
            "unsupported_statement",
            "answer",
            "a statement of the answer adds what the found context does not hold: a number, "
            "a date, a condition, a polarity or words of its own (an invented condition)",
        ),
        Code(
            "text_contradicts_claim",
            "answer",
            "the answer's text states another value for a fact than its structured claim",
        ),
        Code(
            "status_mismatch",
            "answer",
            "the answer's status (given, or its action's) is not the one the question "
            "expects: one of seed 003's six, from expected_status or expected_action",
        ),
        Code(
            "status_carries_claims",
            "answer",
            "the answer gives a status that says it has no evidence (insufficient_evidence, "
            "tool_required, dependency_unavailable, generation_unavailable) and still "
            "claims facts",
        ),
        Code(
            "generation_unavailable",
            "answer",
            "`ragfts ask` got no answer from the bot's endpoint (timed out, refused, an HTTP "
            "error or no message): the bot, not the knowledge base, failed",
        ),
        Code(
            "degraded_status_hidden",
            "answer",
            "a dependency failed and the answer did not give the honest degraded status "
            "(dependency_unavailable, generation_unavailable)",
        ),
        Code(
            "bot_retrieval_missed",
            "search",
            "the bot's own retrieval lacks an expected source that the reference search found",
        ),
        Code(
            "route_wrong",
            "search",
            "the bot's router took another route than the reference one, or discarded a "
            "retrieved source that holds an expected fact",
        ),
        Code(
            "route_inconsistent_with_scores",
            "search",
            "the bot's route does not follow from its own scores and the thresholds",
        ),
        Code(
            "evaluator_error_taken_as_incorrect",
            "search",
            "the evaluator failed and the router treated it as the incorrect route",
        ),
        Code(
            "alternative_search_missing",
            "search",
            "the route called for an alternative search and the bot ran none",
        ),
        Code(
            "alternative_search_unneeded",
            "search",
            "the route was correct and the bot ran an alternative search anyway",
        ),
        Code(
            "bot_context_stale",
            "search",
            "a fragment the bot retrieved differs from that source's indexed text, or the "
            "source is not valid on the question's date",
        ),
    )
}


class Finding(Record):
    __slots__ = ("code", "message")
