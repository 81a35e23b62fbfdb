"""What the bot did beside its answer: its own retrieved context (stale or missing the
expected source) and its route, checked against the reference search and thresholds.
"""

from __future__ import annotations

from ..kit.route import ROUTES, EvaluatorError, Scored, decide, keep
from .context import Context, _Findings


def _unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _bot_context(items, route, context: Context, findings: _Findings) -> Context:
    """Grade on what the bot retrieved: its sources (those its route kept, when it reports
    one) become the found context; expected sources the reference search found but the bot
    did not are its retriever's miss, and a fragment whose text is not the indexed text of
    its source on the date is stale."""
    ids = _unique([c if isinstance(c, str) else c["source_id"] for c in items])
    if route in ROUTES:
        primary = [
            c for c in items if isinstance(c, str) or c.get("origin", "primary") == "primary"
        ]
        alternative = [c for c in items if isinstance(c, dict) and c.get("origin") == "alternative"]
        ids = _unique(
            [c if isinstance(c, str) else c["source_id"] for c in keep(route, primary, alternative)]
        )
    missed = [s for s in context.question.source_ids if s in context.found and s not in ids]
    if missed:
        findings.add(
            "bot_retrieval_missed",
            f"{', '.join(missed)} found by the reference search, not retrieved by the bot",
        )
    for item in items:
        if isinstance(item, dict) and "text" in item:
            _check_stale(item, context, findings)
    texts = {c["source_id"]: c["text"] for c in items if isinstance(c, dict) and "text" in c}
    return Context(
        context.question,
        set(ids),
        None,
        context.facts,
        context.documents,
        texts,
        context.refusals,
        context.index_text,
        units=context.units,
        visible=context.visible,
        profile=context.profile,
    )


def _check_router(answer: dict, context: Context, findings: _Findings) -> None:
    """The bot's router step against the reference route and against its own scores."""
    items = [c for c in answer["context"] if isinstance(c, dict)]
    route = answer.get("route")
    if route is None and not any("score" in c or "origin" in c for c in items):
        return  # the bot reported no router step
    reference = context.route or {}
    expected = reference.get("initial_route") or reference.get("reference_route")
    primary = [c for c in items if c.get("origin", "primary") == "primary"]
    alternative = [c for c in items if c.get("origin") == "alternative"]
    if route is not None and expected and route != expected:
        findings.add(
            "route_wrong", f"the bot's router took {route}, the reference route is {expected}"
        )
    if route is not None and any("score" in c for c in primary):
        try:
            decided = decide(
                [Scored(c["source_id"], c.get("score"), "primary") for c in primary],
                context.lower,
                context.upper,
            )
        except EvaluatorError as exc:
            if route == "incorrect":
                findings.add(
                    "evaluator_error_taken_as_incorrect",
                    f"the evaluator failed ({exc}) and the router took incorrect",
                )
        else:
            if decided != route:
                findings.add(
                    "route_inconsistent_with_scores",
                    f"its own scores give {decided} (lower {context.lower}, upper "
                    f"{context.upper}), the bot's router took {route}",
                )
    if expected and expected != "correct" and not alternative:
        findings.add(
            "alternative_search_missing",
            f"the route is {expected}, and the bot ran no alternative search",
        )
    if expected == "correct" and alternative:
        findings.add(
            "alternative_search_unneeded",
            "the route is correct, and the bot ran an alternative search",
        )
    discarded = [c["source_id"] for c in primary if c["source_id"] in _expected_sources(context)]
    if route == "incorrect" and discarded:
        findings.add(
            "route_wrong",
            f"the router discarded {', '.join(discarded)}, which holds an expected fact",
        )


def _expected_sources(context: Context) -> set[str]:
    return {context.facts[f].source_id for f in context.question.fact_ids if f in context.facts}


def _check_stale(item: dict, context: Context, findings: _Findings) -> None:
    from ..kit.profile import fold

    source_id, at = item["source_id"], context.question.at
    document = context.documents.get(source_id)
    if document is None:
        return  # unknown_source is reported where it is cited
    if not document.valid_on(at):
        findings.add(
            "bot_context_stale",
            f"{source_id} is valid {document.valid_from}.."
            f"{document.valid_until or 'open'}, not on {at}",
        )
        return
    indexed = context.index_text(source_id) if context.index_text else None
    if indexed is not None and " ".join(fold(item["text"]).split()) not in " ".join(
        fold(indexed).split()
    ):
        findings.add(
            "bot_context_stale", f"the bot's fragment of {source_id} is not in its indexed text"
        )


def _check_visible(answer: dict, context: Context, findings: _Findings) -> None:
    """Each source the bot cited or put in its context must be one the asker may see."""
    if context.visible is None:
        return
    used = [s for s in answer.get("source_ids", []) if isinstance(s, str)]
    items = answer.get("context", [])
    if isinstance(items, list):
        used += [
            c["source_id"]
            for c in items
            if isinstance(c, dict) and isinstance(c.get("source_id"), str)
        ]
    for sid in sorted(set(used)):
        if sid in context.documents and not context.visible(sid):
            findings.add(
                "source_not_visible_to_asker",
                f"{sid}: the answer used a source this asker may not see",
            )
