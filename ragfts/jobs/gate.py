"""The evidence gate applied to a kit: over the whole registry, or a logged case."""

from __future__ import annotations

from pathlib import Path

from ..grade.evidence import assess, reaction
from ..grade.grading import expected_decisions, reference_reaction
from ..index.search import visibility, visible_facts
from ..index.view import open_kit
from ..kit.errors import InputError
from ..kit.records import Asker
from ..log.proof import context
from ..log.reading import read_log


def gate_registry(
    root: Path,
    subject: str,
    attribute: str,
    at: str,
    unit: str | None = None,
    tenant: str | None = None,
    groups=(),
) -> dict:
    """The gate over the registry as the asker sees it (every fact in a kit without
    access columns)."""
    with open_kit(root) as kit:
        seen = None
        if kit.access:
            if tenant is None:
                raise InputError(
                    "this kit has access columns: say who asks with --tenant (and --group)"
                )
            seen = visibility(kit.conn, Asker(tenant, tuple(sorted(set(groups)))))
        decision = assess(
            visible_facts(kit.facts, seen).values(),
            kit.documents,
            subject=subject,
            attribute=attribute,
            at=at,
            unit=unit,
        )
        return seed_keys(decision.as_dict())


def seed_keys(decision: dict) -> dict:
    """Seed 000's names beside ours: evidence_ids are the fact ids."""
    return {**decision, "evidence_ids": list(decision["fact_ids"])}


def gate_for_question(root: Path, qid: str) -> dict:
    """The gate twice: over the registry, and over the facts of the logged fragments."""
    with open_kit(root, only={qid}) as kit:
        question = kit.question(qid)
        log = read_log(kit.root, qid)
        ctx = context(kit, log, question)  # its facts: the ones the question's asker sees
        facts = ctx.facts
        registry = expected_decisions(question, facts, kit.documents)
        found = reference_reaction(ctx)
        keys = {(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts}
        pool = sorted(f.fact_id for f in facts.values() if (f.subject, f.attribute) in keys)
        in_found = [f for f in pool if facts[f].source_id in ctx.found]
        return {
            "id": qid,
            "registry": {
                "action": reaction(registry),
                "decisions": [seed_keys(d.as_dict()) for d in registry],
                "considered": pool,
                "why": _why(question, registry, pool, "the registry"),
            },
            "found": {
                **found,
                "considered": in_found,
                "why": _why(question, found["decisions"], in_found, "the found fragments"),
            },
        }


def _why(question, decisions, considered: list[str], where: str) -> str:
    """The reason of a reaction that no decision explains by itself."""
    if decisions and considered:
        return ""
    if not question.fact_ids:
        return f"{question.id} names no fact_ids: nothing to assess, so abstain"
    if not considered:
        return f"no fact about {', '.join(question.fact_ids)}'s subject in {where}: abstain"
    return ""
