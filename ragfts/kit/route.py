"""Corrective retrieval (seed 001): the router's rules, exactly.

An evaluator scores each found source in [0, 1]; with thresholds 0 <= lower < upper <= 1,
a score above `upper` makes the route `correct`, all scores below `lower` (or no source)
`incorrect`, anything else — a score exactly at a threshold included — `ambiguous`.
`correct` keeps the primary sources, `incorrect` replaces them with the alternative ones,
`ambiguous` keeps both, primary first, a source id once. A score that is missing, not a
number, not finite or outside [0, 1] is an evaluator error: a failed run, never the
`incorrect` route. ragfts never makes a score from BM25 or FTS rank: a similarity is not
an evaluator's judgement of relevance.
"""

from __future__ import annotations

import math

from .errors import InputError
from .records import Record

ROUTES = ("correct", "incorrect", "ambiguous")
ORIGINS = ("primary", "alternative")
DEFAULT_LOWER, DEFAULT_UPPER = 0.3, 0.8


class EvaluatorError(ValueError):
    """A score the router cannot use; the run failed, the route was not decided."""


class Scored(Record):
    """One source as the evaluator judged it."""

    __slots__ = ("source_id", "score", "origin", "evaluator", "reason")
    _defaults = {"evaluator": "", "reason": ""}


class Routed(Record):
    """initial_route is None when the evaluator failed (status `evaluator_error`);
    has_candidates says sources remain, never that they suffice."""

    __slots__ = (
        "status",
        "error",
        "initial_route",
        "alternative_search_used",
        "sources",
        "has_candidates",
    )


def check_thresholds(lower, upper) -> tuple[float, float]:
    """The thresholds, or InputError when they are not 0 <= lower < upper <= 1."""
    numbers = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (lower, upper))
    if (
        not numbers
        or not all(math.isfinite(v) for v in (lower, upper))
        or not 0 <= lower < upper <= 1
    ):
        got = f"lower={lower!r}, upper={upper!r}"
        raise InputError(f"route thresholds must satisfy 0 <= lower < upper <= 1, got {got}")
    return float(lower), float(upper)


def check_score(score, source_id: str) -> float:
    if score is None:
        raise EvaluatorError(f"{source_id}: no score")
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise EvaluatorError(f"{source_id}: score {score!r} is not a number")
    if not math.isfinite(score) or not 0 <= score <= 1:
        raise EvaluatorError(f"{source_id}: score {score!r} is outside [0, 1]")
    return float(score)


def decide(primary: list[Scored], lower: float, upper: float) -> str:
    scores = [check_score(s.score, s.source_id) for s in primary]
    if any(score > upper for score in scores):
        return "correct"
    if all(score < lower for score in scores):  # also when there is no source
        return "incorrect"
    return "ambiguous"


def corrective(primary: list[Scored], alternative, lower: float, upper: float) -> Routed:
    """The route and the sources it keeps; `alternative()` runs the alternative search
    only when the route asks for it, and its scores are checked as strictly."""
    try:
        route = decide(primary, lower, upper)
        extra = alternative() if route != "correct" else []
        for scored in extra:
            check_score(scored.score, scored.source_id)
    except EvaluatorError as exc:
        return Routed("evaluator_error", str(exc), None, False, [], False)
    kept = keep(route, primary, extra)
    return Routed("ok", None, route, route != "correct", kept, bool(kept))


def keep(route: str, primary: list, extra: list) -> list:
    """What a route keeps: the primary sources, the alternative ones, or both (primary
    first, a source id once)."""
    if route == "correct":
        return list(primary)
    if route == "incorrect":
        return list(extra)
    seen, kept = set(), []
    for item in [*primary, *extra]:
        key = _source_id(item)
        if key not in seen:
            seen.add(key)
            kept.append(item)
    return kept


def _source_id(item) -> str:
    """A Scored record, a transcript's context item, or a bare source id."""
    if isinstance(item, Scored):
        return item.source_id
    return item if isinstance(item, str) else item["source_id"]
