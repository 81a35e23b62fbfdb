"""Intake's searches as ragfts logs: each formulation with a derived query logged in
intake/replays/<draft id>.json (its texts past the inline limit in
intake/replays/fragments/), marked as derived — the rule and each attempt in
`question.query_derived` — and sealed in intake/SHA256SUMS, so `ragfts replay I-…` proves
one as it proves a golden question's log and `cd intake && sha256sum -c SHA256SUMS`
checks them all. The attempt a formulation was triaged on is spooled as its log's rows,
here or by the --jobs or --scheduler worker that triaged it (searched once; a Dask
worker shares the kit's folder). intake/ is kept apart from replays/: a derived log is no
golden question's."""

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
    """Each formulation's derived log written and intake/SHA256SUMS sealed (the run's
    outcomes are not kept: the formulations are what intake reports). The caller holds
    the logs lock."""
    from .run import run_opened

    questions = [q for q in map(derived_question, formulations) if q is not None]
    folder = kit.root / DERIVED
    folder.mkdir(exist_ok=True)
    run_opened(
        kit.logging_to(folder), questions, jobs=jobs, scheduler=scheduler, keep_outcomes=False
    )
    sealed(folder)


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


def triaged_and_logged(kit, pieces, triage_one, jobs: int = 1, scheduler=None) -> list:
    """The formulations triaged and logged in one pass: each derived search spooled as
    its log's rows while the triage reads its first rows, then logged from the spool, so
    it is searched once and not again to be logged (the same bytes as log_formulations
    writes). Here, or on `jobs` local workers (fan_out), whose spools and texts are files
    this process logs in order (a Dask cluster's workers, with `scheduler`, the same
    way). triage_one(kit, piece, spool_for) gives a formulation and
    its Derived; a worker calls it through triaged_on_worker. The caller holds the logs
    lock."""
    from ..index.search import DEFAULT_DEADLINE
    from ..log.proof import selects_context
    from ..log.record import log_head
    from ..log.rowspool import Spool, SpooledRows
    from .fanout import fan_out
    from .pool import _here, _release, _remove_worker_spools
    from .run import log_searched

    folder = kit.root / DERIVED
    folder.mkdir(exist_ok=True)
    logs = kit.logging_to(folder)
    found = []

    def search_with(packs):
        if jobs > 1 or scheduler is not None:
            from .intake import _triaged_spooled

            results = fan_out(kit, _triaged_spooled, pieces, jobs, scheduler)
        else:
            selection = selects_context(logs)

            def spool_for(question):
                return Spool(logs.logs, question, packs.put, selection=selection)

            results = _spooled_here(logs, pieces, triage_one, spool_for)
        for formulation, result, spool in results:
            found.append(formulation)
            question = derived_question(formulation)
            if question is None:
                continue
            if result is None:  # no attempt was a valid expression: as a run does
                yield _here(logs, question, DEFAULT_DEADLINE, packs)
                continue
            try:
                if isinstance(result.rows, SpooledRows):
                    result.rows.rehead(log_head(question, result.sql, result.parameters))
            except BaseException:
                _release(result, spool)
                raise
            yield question, result, spool

    try:
        log_searched(
            logs, search_with, len(pieces), what="triaging formulations", keep_outcomes=False
        )
    except BaseException:
        if jobs > 1 or scheduler is not None:  # what workers spooled ahead is nobody's now
            _remove_worker_spools(logs.logs)
        raise
    sealed(folder)
    return found


def sealed(folder) -> None:
    """intake/SHA256SUMS over every derived log. Once written, each intake's logs update
    their own lines as they are written (run.log_searched), and the earlier logs keep
    theirs: sealing the whole folder again hashed every log of every earlier intake, a
    second each thousand, every morning."""
    from ..kit.digests import SUMS
    from ..log.sums import seal

    if not (folder / SUMS).is_file():
        seal(folder)


def _spooled_here(kit, pieces, triage_one, spool_for):
    for piece in pieces:
        formulation, derived = triage_one(kit, piece, spool_for)
        yield formulation, derived.result, derived.spool  # no spool without a query


_SEEN: dict = {}


def triaged_on_worker(kit, piece, triage_one) -> tuple:
    """One formulation triaged on a local worker, its kept search's rows spooled and
    its texts past the inline limit in a TextSpool file, each text once per worker (as
    `run --jobs` does: the formulations are logged in order, so a text this worker
    spooled before is stored by then)."""
    from ..log.packs import stored
    from ..log.proof import selects_context
    from .pool import handed_over, worker_spool

    logs = kit.logging_to(kit.root / DERIVED)
    root = str(logs.logs)
    # what the packs held when this command's first formulation came here, and what this
    # worker spooled since: a Dask worker serves the next command with a kit opened anew
    known = _SEEN.get(root)
    if known is None or known[0] is not kit:
        known = _SEEN[root] = (kit, stored(logs.logs))
    seen = known[1]
    selection = selects_context(logs)
    made = []

    def spool_for(question):
        made.append(worker_spool(logs.logs, question, seen, selection))
        return made[-1]

    kept = None
    try:
        formulation, derived = triage_one(logs, piece, spool_for)
        kept = derived.spool  # none without a query
        return formulation, derived.result, kept
    finally:
        for spool in made:  # the attempts not kept, and one whose expression was refused
            if spool is not kept:
                spool.texts.close()
        if kept is not None:
            handed_over(kept)
