"""The evidence gate applied to a kit: over the whole registry, or a logged case."""

from __future__ import annotations

from pathlib import Path

from ..grade.evidence import assess, reaction
from ..grade.grading import expected_decisions, reference_reaction
from ..index.view import open_kit
from ..log.proof import context
from ..log.reading import read_log


def gate_registry(
    root: Path, subject: str, attribute: str, at: str, unit: str | None = None
) -> dict:
    with open_kit(root) as kit:
        decision = assess(
            kit.facts.values(),
            kit.documents,
            subject=subject,
            attribute=attribute,
            at=at,
            unit=unit,
        )
        return decision.as_dict()


def gate_for_question(root: Path, qid: str) -> dict:
    """The gate twice: over the registry, and over the facts of the logged fragments."""
    with open_kit(root, only={qid}) as kit:
        question = kit.question(qid)
        log = read_log(kit.root, qid)
        registry = expected_decisions(question, kit.facts, kit.documents)
        return {
            "id": qid,
            "registry": {
                "action": reaction(registry),
                "decisions": [d.as_dict() for d in registry],
            },
            "found": reference_reaction(context(kit, log, question)),
        }
