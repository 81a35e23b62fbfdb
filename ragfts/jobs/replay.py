"""Replaying one log: proven against the kit and a re-run, its answers re-graded on the
logged fragments, the reference reaction shown. Never writes a kit file."""

from __future__ import annotations

from pathlib import Path

from ..grade.grading import reference_reaction, verdict
from ..index.search import audit as withheld_sources
from ..index.search import withheld
from ..index.view import Kit, open_kit
from ..kit.errors import InputError, IntegrityError
from ..kit.records import Record
from ..log.proof import UNSEALED, UNSEALED_NOTE, Mismatch, check_log, context, kind_of, regrade
from ..log.reading import read_log
from ..log.record import grade_dict, log_path, log_rel


class Replay(Record):
    """What `ragfts replay` found; rows are the log's rows with every text resolved
    (from the question's fragment pack where stored by hash), for display."""

    __slots__ = ("log", "findings", "rows", "regraded", "reference", "facts", "verdict", "audit")
    _defaults = {"audit": None}

    @property
    def note(self) -> str:
        """What a person must know to read the findings: without a seal, which side moved
        cannot be told."""
        if any(f.kind == UNSEALED for f in self.findings):
            return UNSEALED_NOTE
        if self.findings and all(f.kind == "drift" for f in self.findings):
            return (
                "the kit changed since this log was written: "
                f"`ragfts run {self.log.question.id}` searches again and keeps the answers"
            )
        return ""

    @property
    def intact(self) -> bool:
        return not self.findings

    def as_json(self, audit: bool) -> dict:
        from ..log.record import answer_dict, to_json

        log = to_json(self.log)
        return {
            "question": log["question"],
            "search": log["search"],
            "retrieval_missing_source_ids": log["retrieval_missing_source_ids"],
            "miss": log["miss"],
            "route": log["route"],
            "access": log["access"],
            "context": log["context"],
            "degraded": log["degraded"],
            **({"audit": self.audit} if audit else {}),
            "facts": self.facts,
            "reference": self.reference,
            "answers": [answer_dict(a) for a in self.regraded],
            "intact": self.intact,
            "findings": [f.as_dict() for f in self.findings],
            "verdict": self.verdict,
        }

    @property
    def exit_code(self) -> int:
        if self.findings:
            return 3
        return 0 if self.verdict in ("pass", "no_answer") else 1


def replay(root: Path, qid: str, audit: bool = False) -> Replay:
    """audit adds the privileged view: how many matching rows each access rule withheld
    for this expression, and which source ids."""
    from ..kit.commit import JOURNAL, waiting

    if waiting(root):  # the logs are between two states: neither is the one to prove
        raise InputError(
            f"{JOURNAL}: an interrupted `ragfts answer` left its change half made; the next "
            "`ragfts answer` or `ragfts run` finishes it"
        )
    with open_kit(root, only={qid}) as opened:
        kit = opened
        if qid not in kit.questions:  # a formulation intake logged, by its draft id
            from .intake_logs import derived_view

            kit = derived_view(opened, qid)
        report = replay_opened(kit, qid)
        if audit and kit.access and not report.log.search.error:
            report = Replay(
                **{
                    **report.as_dict(),
                    "audit": {
                        "withheld": withheld(kit.conn, list(report.log.search.parameters)),
                        "sources": withheld_sources(kit.conn, list(report.log.search.parameters)),
                    },
                }
            )
        return report


def replay_opened(kit: Kit, qid: str) -> Replay:
    """One log proven and re-graded on a kit already open (check replays every log on
    one opened kit)."""
    if not log_path(kit.logs, qid).exists():
        kit.question(qid)  # an unknown id is named as such, before "no log"
    log = read_log(kit.logs, qid)
    if log.question.id != qid:
        raise IntegrityError(f"{log_rel(qid)} holds question {log.question.id!r}")
    findings, shown = check_log(kit, log)
    question = kit.questions.get(qid)
    if question is None:
        return Replay(log, findings, shown, [], {}, [], "tampered")
    regraded = regrade(kit, log)
    # A stored grade that differs: the log was edited, or the kit (the facts, say) was.
    kind = kind_of(kit, log)[0]
    for n, (stored, again) in enumerate(zip(log.answers, regraded)):
        if stored.result != again.result:
            findings.append(
                Mismatch(
                    kind,
                    f"answers[{n}].result ({again.label})",
                    grade_dict(stored.result),
                    grade_dict(again.result),
                )
            )
    ctx = context(kit, log, question)
    facts = [
        {**kit.facts[f].as_dict(), "found": kit.facts[f].source_id in ctx.found}
        for f in question.fact_ids
        if f in kit.facts
    ]
    chain = regraded[-1].result.verdict if regraded else verdict(ctx)
    return Replay(log, findings, shown, regraded, reference_reaction(ctx), facts, chain)
