"""Running questions into logs: the fixed search at each question's date, the answers a
previous log held re-graded on the new retrieval, and what changed since."""

from __future__ import annotations

from pathlib import Path

from ..grade.canaries import Violation, leaks
from ..grade.degraded import RETRIEVAL_FAILED, degraded_block
from ..index.locks import logs_lock
from ..index.search import DEFAULT_DEADLINE, SearchResult
from ..index.view import open_kit
from ..kit.progress import steps
from ..kit.records import Record
from ..log.packs import PackWriter
from ..log.proof import access_of, context_of, index_record, miss_of, regrade
from ..log.reading import predecessor, read_log_and_tail
from ..log.record import Log, log_outside_rows, log_rel, make_log, write_log
from ..log.routing import check_routes, route_of
from ..log.rowspool import SpooledRows
from ..log.sums import record
from .pool import _release, default_jobs, searched
from .shown import found_ids


class RunOutcome(Record):
    """violations: canaries the log would have held; such a log is not written. found:
    the found source ids as UTF-8 lines (a broad question's rows are not kept). previous:
    what the rewritten log records as its predecessor."""

    __slots__ = ("log", "changes", "violations", "found", "previous")
    _defaults = {"violations": [], "found": b"", "previous": None}

    @property
    def failed(self) -> bool:
        return bool(
            self.log.search.error or self.log.missing or self.violations or self.hides_failure
        )

    @property
    def hides_failure(self) -> bool:
        """Under an injected failure, the latest answer does not give the honest status:
        the case fails although the search itself held."""
        degraded, answers = self.log.degraded, self.log.answers
        return bool(degraded and answers and not answers[-1].result.passed)

    def without_found(self) -> RunOutcome:
        return RunOutcome(self.log, self.changes, self.violations, b"", self.previous)

    @property
    def found_ids(self) -> list[str]:
        return self.found.decode("utf-8").split("\n")[:-1]

    def without_rows(self) -> RunOutcome:
        """The outcome kept for the summary: the log's rows let go of (the found ids
        stay, one per line; a summary reads no row). A run keeps an outcome per question:
        with the texts, 2,000 questions held 130 MiB of them, and the first hundred rows'
        ids and digests alone ~14 KB a question."""
        search = SearchResult(
            self.log.search.sql, self.log.search.parameters, [], self.log.search.error
        )
        return RunOutcome(self.log._but(search=search), self.changes, self.violations, self.found)


def _logged(kit, question, result, spool, inject, packs, seconds) -> RunOutcome:
    """One question's log from its spooled rows: the previous log's answers re-graded,
    the index record, and the canaries the log would hold."""
    asker = kit.asker(question)
    if spool.texts is not None:  # each was checked for canaries before it was spooled
        spool.texts.drain(packs)
    if inject == "retrieval_error":
        result = SearchResult(result.sql, result.parameters, [], RETRIEVAL_FAILED)
    old, same = read_log_and_tail(kit.logs, question.id, required=False, rows=result.rows)
    log = make_log(question, result, {}, [])
    log = log.with_degraded(degraded_block(inject))
    log = log.with_access(access_of(kit, asker, result))
    log = log.with_context(context_of(kit, result, inject))
    log = log.with_route(route_of(kit, question, log.found_iter()))
    if old and old.answers:
        log = log.with_answers(regrade(kit, log.with_answers(old.answers)))
    answers = [a.answer for a in log.answers]
    rows = log.found_rows
    if rows is not None:
        index = index_record(kit, question, (), answers, rows=rows)
    else:
        index = index_record(kit, question, log.found, answers)
    log = log.with_record(miss_of(kit, question, log, seconds), index)
    in_log = spool.in_log | {v.canary for v in leaks(log_outside_rows(log), question, "")}
    violations = [Violation(question.id, n, log_rel(question.id)) for n in sorted(in_log)]
    violations += spool.in_fragments
    rows = log.search.rows
    if isinstance(rows, SpooledRows):
        found = bytes(rows.found)
    else:
        found = "".join(row.source_id + "\n" for row in rows).encode("utf-8")
    previous = predecessor(kit.logs, log, same) if old and not violations else None
    return RunOutcome(log, changes(old, log) if old else [], violations, found, previous)


def durable(root: Path, written: list[str]) -> None:
    """fsync each written log once, at the end: waiting for the disk after every log
    cost a 100k run a fifth of its time, and a log lost to a power cut before this point
    is named by replay (unreadable, or naming a text not stored) and made again by
    `ragfts run`, never silently wrong."""
    import os

    for rel in written:
        with open(Path(root) / rel, "rb") as handle:
            os.fsync(handle.fileno())


def run_questions(root: Path, ids=(), *args, **options) -> list[RunOutcome]:
    """Search every selected question at its date and write replays/<id>.json. Rows go
    from the cursor to the log as they come; previous logs are read one at a time, under
    the logs lock, when their question comes up. With jobs > 1 the searches run on that
    many read-only connections at once; the logs and packs are written in question order
    and are the same bytes, as they are with `scheduler` (a Dask cluster's address;
    `copy_index`: its workers search a verified copy of the index, not the kit's file).
    `done(outcome)` is called as each question is logged. The rest of the arguments are
    run_opened's."""
    with open_kit(root) as kit, logs_lock(kit.root):
        return run_opened(kit, kit.select(ids), *args, **options)


def run_opened(
    kit,
    questions,
    seconds: float = DEFAULT_DEADLINE,
    inject: str | None = None,
    jobs: int | None = 1,
    done=None,
    scheduler: str | None = None,
    copy_index: bool = False,
    keep_found: bool = True,
    keep_outcomes: bool = True,
) -> list[RunOutcome]:
    """run_questions on a kit already open, its logs lock held: the questions may be any
    (intake logs its formulations), the logs go under kit.logs. Without `keep_found` an
    outcome lets go of its found ids once `done` has seen it: a run's text summary and
    intake need them no longer, and 5,000 questions at 100k documents held ~400 MB of
    them."""
    check_routes(kit, questions)  # before any log is written
    if jobs is None:
        jobs = default_jobs(kit)

    def search_with(packs):
        if scheduler is not None and len(questions) > 1:
            from .cluster import searched_on_cluster

            return searched_on_cluster(kit, questions, seconds, packs, scheduler, copy_index)
        return searched(kit, questions, seconds, jobs, packs)

    return log_searched(
        kit,
        search_with,
        len(questions),
        seconds,
        inject,
        done,
        keep_found,
        keep_outcomes=keep_outcomes,
    )


def log_searched(
    kit,
    search_with,
    total: int,
    seconds: float = DEFAULT_DEADLINE,
    inject: str | None = None,
    done=None,
    keep_found: bool = True,
    what: str = "running questions",
    keep_outcomes: bool = True,
) -> list[RunOutcome]:
    """Each (question, result, spool) that search_with(packs) gives, logged in that
    order, its texts in the kit's packs; the outcomes (run_opened's), or none without
    `keep_outcomes`. intake gives the searches it triaged a formulation on, so none is
    searched twice, and keeps no outcome: each held its first hundred rows' ids and
    digests, 1,115 MiB at 30,000 formulations on the 100k bench kit."""
    outcomes, written = [], []
    packs = PackWriter(kit.logs)
    try:
        with steps(what, total) as advance:
            for question, result, spool in search_with(packs):
                try:
                    outcome = _logged(kit, question, result, spool, inject, packs, seconds)
                    if not outcome.violations:
                        # Answers are what a run cannot make again: such a log is
                        # durable before it replaces the old one, and so are the
                        # texts it names. The rest are made durable once, below.
                        keep = bool(outcome.log.answers)
                        if keep:
                            packs.sync()
                        written += write_log(
                            kit.logs, outcome.log, sync=keep, previous=outcome.previous
                        )
                finally:
                    _release(result, spool)
                kept = outcome.without_rows()
                advance()
                if done is not None:
                    done(kept)
                if keep_outcomes:
                    outcomes.append(kept if keep_found else kept.without_found())
        packs.sync()
        durable(kit.logs, written)
    finally:
        packs.close()
        record(kit.logs, sorted(packs.written) + written)
    return outcomes


def changes(old: Log, new: Log) -> list[str]:
    """What a support engineer must look at after editing a document or a query."""
    found = []
    if old.search.rows is not new.search.rows:  # else the log held these very rows
        found += _row_changes(old.search.rows, new.search.rows)
    if old.search.error != new.search.error:
        found.append(f"search error: {old.search.error} → {new.search.error}")
    for a_old, a_new in zip(old.answers, new.answers):
        r_old, r_new = a_old.result, a_new.result
        if (r_old.passed, r_old.errors, r_old.verdict) != (
            r_new.passed,
            r_new.errors,
            r_new.verdict,
        ):
            before, after = f"{r_old.verdict} {r_old.errors}", f"{r_new.verdict} {r_new.errors}"
            found.append(f"answer {a_new.label}: {before} → {after}")
    return found


def _row_changes(old_rows, new_rows) -> list[str]:
    found = []
    old_ids, new_ids = [r.source_id for r in old_rows], [r.source_id for r in new_rows]
    if old_ids != new_ids:
        found.append(f"found {found_ids(old_ids)} → {found_ids(new_ids)}")
    before = {r.source_id: r for r in old_rows}
    # the logged fields only: a run's rows also carry what the context selection read
    moved = [
        row.source_id
        for row in new_rows
        if row.source_id in before and before[row.source_id][:5] != row[:5]
    ]
    if len(moved) > 5:
        found.append(f"{found_ids(moved)}: text or validity changed")
    else:
        found += [f"{source_id}: text or validity changed" for source_id in moved]
    return found
