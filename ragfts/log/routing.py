"""The reference router of a question: seed 001's rules on the kit's reference scores
(scores.csv), or on the registry when the kit has no scores for it, and ragfts's own
corrective search (the question's alternative_query through the same fixed query at the
same date). The result is a JSON block of the log, which replay recomputes and compares.
"""

from __future__ import annotations

import math

from ..grade.evidence import assess
from ..index.search import DEFAULT_DEADLINE, search
from ..index.view import Kit
from ..kit.records import Question
from ..kit.route import Routed, Scored, corrective, keep
from .record import row_dict


def registry_route(kit: Kit, question: Question, found) -> str:
    """From the registry: the context is `correct` when it holds every expected fact
    (valid on the date), `incorrect` when it holds none, otherwise `ambiguous`. Without
    expected facts, the expected sources are counted instead."""
    found = set(found)
    if question.fact_ids:
        held = [
            f
            for f in question.fact_ids
            if f in kit.facts
            and kit.facts[f].source_id in found
            and assess(
                [kit.facts[f]],
                kit.documents,
                subject=kit.facts[f].subject,
                attribute=kit.facts[f].attribute,
                at=question.at,
            ).status
            == "supported"
        ]
        wanted = len(question.fact_ids)
    else:
        held = [s for s in question.source_ids if s in found]
        wanted = len(question.source_ids)
    if len(held) == wanted:
        return "correct"
    return "incorrect" if not held else "ambiguous"


def _scored_json(scored: Scored) -> dict:
    score = scored.score
    if isinstance(score, float) and not math.isfinite(score):
        score = str(score)  # JSON has no NaN or Infinity; the log keeps what was given
    return {
        "source_id": scored.source_id,
        "score": score,
        "evaluator": scored.evaluator,
        "reason": scored.reason,
    }


def _unique(ids) -> list[str]:
    return list(dict.fromkeys(ids))


def route_of(kit: Kit, question: Question, found: list[str]) -> dict | None:
    """The route block of a question's log, or None when the kit has neither reference
    scores nor an alternative query for it."""
    scores = kit.scores.get(question.id, [])
    if not scores and not question.alternative_query:
        return None
    found = list(found)
    lower, upper = kit.settings.lower, kit.settings.upper
    reference = registry_route(kit, question, found)

    def score_of(source_id: str, origin: str) -> Scored:
        for scored in scores:
            if scored.source_id == source_id and scored.origin == origin:
                return scored
        return Scored(source_id, None, origin)

    primary = [score_of(sid, "primary") for sid in _unique(found)]
    searched = []

    def alternative() -> list[Scored]:
        if question.alternative_query:
            result = search(
                kit.conn,
                question.alternative_query,
                question.at,
                DEFAULT_DEADLINE,
                kit.profile,
                asker=kit.asker(question),
            )
            searched.append(result)
            ids = _unique(row.source_id for row in result.rows)
        else:
            ids = [s.source_id for s in scores if s.origin == "alternative"]
        return [score_of(sid, "alternative") for sid in ids]

    if scores:
        routed, evaluator = corrective(primary, alternative, lower, upper), "scores.csv"
    else:
        extra = alternative() if reference != "correct" else []
        kept = keep(reference, primary, extra)
        routed = Routed("ok", None, reference, reference != "correct", kept, bool(kept))
        evaluator = "registry"
    alternative_search = None
    if searched:
        result = searched[0]
        alternative_search = {
            "query": question.alternative_query,
            "sql": result.sql,
            "parameters": list(result.parameters),
            "error": result.error,
            "rows": [row_dict(row) for row in result.rows],
        }
    return {
        "evaluator": evaluator,
        "lower": lower,
        "upper": upper,
        "primary": [_scored_json(s) for s in primary] if scores else [],
        "status": routed.status,
        "error": routed.error,
        "initial_route": routed.initial_route,
        "reference_route": reference,
        "alternative_search_used": routed.alternative_search_used,
        "alternative": alternative_search,
        "alternative_scores": [_scored_json(s) for s in scores if s.origin == "alternative"]
        if routed.alternative_search_used
        else [],
        "sources": [s.source_id for s in routed.sources],
        "has_candidates": routed.has_candidates,
    }


def check_routes(kit: Kit, questions) -> None:
    """Every source scores.csv offers a question as an alternative must be one the
    question's asker may see: a route never keeps another tenant's document."""
    from ..index.search import visibility
    from ..kit.digests import SCORES
    from ..kit.errors import InputError, Problem

    if not kit.access:
        return
    problems = []
    for question in questions:
        seen = visibility(kit.conn, kit.asker(question))
        for scored in kit.scores.get(question.id, []):
            if scored.origin == "alternative" and not seen(scored.source_id):
                problems.append(
                    Problem(
                        SCORES,
                        None,
                        f"{question.id}: the alternative {scored.source_id} is a source its "
                        "asker may not see; a route keeps only what the asker may see",
                    )
                )
    if problems:
        raise InputError(problems)
