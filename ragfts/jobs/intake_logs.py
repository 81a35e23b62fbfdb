"""Intake's searches as ragfts logs: each formulation with a derived query logged in
intake/replays/<draft id>.json (its texts past the inline limit in
intake/replays/fragments/), marked as derived — the rule and each attempt in
`question.query_derived` — and sealed in intake/SHA256SUMS, so `ragfts replay I-…` proves
one as it proves a golden question's log and `cd intake && sha256sum -c SHA256SUMS`
checks them all. On one process the attempt a formulation was triaged on is spooled as
its log's rows (searched once); with --jobs or --scheduler the triage runs on workers and
the formulation is searched again through the run's own path, the same bytes. intake/
is kept apart from replays/: a derived log is no golden question's."""

from __future__ import annotations

from ..kit.digests import REPLAYS
from ..kit.errors import IntegrityError
from ..kit.records import Question
from ..log.reading import read_log
from ..log.record import log_path
from .derive import RULE

DERIVED = "intake"
LOGS = f"{DERIVED}/{REPLAYS}"


def derived_question(f) -> Question | None:
    """The formulation as the question its log is made for: the derived query at the
    conversation's date, the reaction and the facts and sources the rules gave."""
    if not f.query:
        return None
    t = f.triaged
    tenant, groups = f.asker if f.asker is not None else ("", ())
    attempts = tuple((a["expression"], a["rows"], a["from"]) for a in f.attempts)
    return Question(
        f.id,
        f.at,
        f.question,
        f.query,
        t.action,
        fact_ids=tuple(t.fact_ids),
        source_ids=tuple(t.source_ids),
        expected_response="; ".join(t.sides),
        tenant_id=tenant,
        groups=tuple(groups),
        derived=(RULE, attempts, tuple(t.match)),
    )


def log_formulations(kit, formulations, jobs: int = 1, scheduler: str | None = None):
    """Each formulation's derived log written and intake/SHA256SUMS sealed; the run's
    outcomes. The caller holds the logs lock."""
    from ..log.sums import seal
    from .run import run_opened

    questions = [q for q in map(derived_question, formulations) if q is not None]
    folder = kit.root / DERIVED
    folder.mkdir(exist_ok=True)
    outcomes = run_opened(
        kit.logging_to(folder), questions, jobs=jobs, scheduler=scheduler, keep_found=False
    )
    seal(folder)
    return outcomes


def derived_view(kit, qid: str):
    """The open kit as a derived log is proven: its logs under intake/, its one
    question the log's own (there is no golden row to compare it with)."""
    folder = kit.root / DERIVED
    if not log_path(folder, qid).exists():
        kit.question(qid)  # no golden question and no derived log: named as unknown
    log = read_log(folder, qid)
    if log.question.id != qid:
        raise IntegrityError(f"{LOGS}/{qid}.json holds question {log.question.id!r}")
    if not isinstance(log.question.derived, tuple):
        raise IntegrityError(f"{LOGS}/{qid}.json: not a derived log (no query_derived rule)")
    return type(kit)(**{**kit.as_dict(), "logs": folder, "questions": {qid: log.question}})


def triaged_and_logged(kit, pieces, triage_one) -> list:
    """The formulations triaged and logged in one pass, here: each derived search
    spooled as its log's rows while the triage reads its first rows, then logged from the
    spool, so it is searched once and not again to be logged (the same bytes as
    log_formulations writes). triage_one(kit, piece, spool_for) gives a formulation and
    its Derived. The caller holds the logs lock."""
    from ..index.search import DEFAULT_DEADLINE
    from ..log.proof import selects_context
    from ..log.record import log_head
    from ..log.rowspool import Spool, SpooledRows
    from ..log.sums import seal
    from .pool import _here
    from .run import log_searched

    folder = kit.root / DERIVED
    folder.mkdir(exist_ok=True)
    logs = kit.logging_to(folder)
    selection = selects_context(logs)
    found = []

    def search_with(packs):
        def spool_for(question):
            return Spool(logs.logs, question, packs.put, selection=selection)

        for piece in pieces:
            formulation, derived = triage_one(logs, piece, spool_for)
            found.append(formulation)
            question = derived_question(formulation)
            if question is None:
                derived.release()
                continue
            if derived.result is None:  # no attempt was a valid expression: as a run does
                yield _here(logs, question, DEFAULT_DEADLINE, packs)
                continue
            result = derived.result
            try:
                if isinstance(result.rows, SpooledRows):
                    result.rows.rehead(log_head(question, result.sql, result.parameters))
            except BaseException:
                derived.release()
                raise
            yield question, result, derived.spool

    log_searched(logs, search_with, len(pieces), keep_found=False, what="triaging formulations")
    seal(folder)
    return found
