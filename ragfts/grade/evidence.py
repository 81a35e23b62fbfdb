"""The evidence gate: a value is supported only when every fact valid on the date agrees.

No majority vote (a third copy of one side does not settle a conflict), no "newest
wins", no unit conversion. The provenance of every active fact is kept on both sides
of a conflict, and the input order never changes the result.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..kit.errors import InputError
from ..kit.records import Fact, Record, Source, strict_date, token
from .values import canonical, display


class Decision(Record):
    """status: supported | abstain; reason: one_declared_value | no_active_evidence |
    unit_mismatch | conflicting_values; value only when supported."""

    __slots__ = (
        "status",
        "reason",
        "value",
        "subject",
        "attribute",
        "at",
        "unit",
        "fact_ids",
        "source_ids",
    )


def assess(
    facts: Iterable[Fact],
    documents: Mapping[str, Source],
    *,
    subject: str,
    attribute: str,
    at: str,
    unit: str | None = None,
) -> Decision:
    """Decide what the facts support for subject.attribute on the date `at`."""
    try:
        token(subject, "subject")
        token(attribute, "attribute")
        strict_date(at, "at")
        if unit is not None:
            token(unit, "unit")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    facts = list(facts)
    seen: set[str] = set()
    for fact in facts:
        if not isinstance(fact, Fact):
            raise InputError(f"expected Fact records, got {type(fact).__name__}")
        if fact.fact_id in seen:
            raise InputError(f"duplicate fact_id {fact.fact_id!r}: rejected, not overwritten")
        seen.add(fact.fact_id)
        if fact.source_id not in documents:
            raise InputError(f"{fact.fact_id}: unknown source_id {fact.source_id!r}")
    active = sorted(
        (
            f
            for f in facts
            if f.subject == subject
            and f.attribute == attribute
            and f.valid_on(documents[f.source_id], at)
        ),
        key=lambda f: f.fact_id,
    )
    base = dict(
        subject=subject,
        attribute=attribute,
        at=at,
        unit=unit,
        value=None,
        fact_ids=[f.fact_id for f in active],
        source_ids=sorted({f.source_id for f in active}),
    )
    if not active:
        return Decision("abstain", "no_active_evidence", **base)
    units = {f.unit for f in active}
    if (unit is not None and units != {unit}) or len(units) > 1:
        return Decision("abstain", "unit_mismatch", **base)
    if unit is None and units != {""}:  # the unit is part of the key: said, never null
        base["unit"] = next(iter(units))
    if len({canonical(f.value) for f in active}) > 1:
        return Decision("abstain", "conflicting_values", **base)
    return Decision(
        "supported", "one_declared_value", **{**base, "value": display(active[0].value)}
    )


def of_key(facts: Mapping[str, Fact], subject: str, attribute: str) -> list[Fact]:
    """The registry's facts of subject.attribute: all that `assess` reads of it for that
    key (a loaded registry was checked whole already)."""
    from .facts_index import indexed

    return indexed(facts).key.get((subject, attribute), [])


def reaction(decisions: list[Decision]) -> str:
    """The reaction the decisions call for: answer, clarify or abstain."""
    if not decisions or any(d.reason == "no_active_evidence" for d in decisions):
        return "abstain"
    if any(d.status != "supported" for d in decisions):
        return "clarify"
    return "answer"
