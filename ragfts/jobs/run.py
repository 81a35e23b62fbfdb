"""Running questions into logs: the fixed search at each question's date, the answers a
previous log held re-graded on the new retrieval, and what changed since."""

from __future__ import annotations

from contextlib import contextmanager
from itertools import islice
from pathlib import Path

from ..grade.canaries import Violation, leaks
from ..grade.degraded import RETRIEVAL_FAILED, degraded_block
from ..index.connect import connect_readonly
from ..index.locks import logs_lock
from ..index.search import DEFAULT_DEADLINE, SearchResult, search
from ..index.view import open_kit
from ..kit.digests import REPLAYS
from ..kit.errors import RagftsError
from ..kit.progress import steps
from ..kit.records import Record
from ..log.packs import PackWriter, stored
from ..log.proof import access_of, context_of, index_record, miss_of, regrade, selects_context
from ..log.reading import predecessor, read_log_and_tail
from ..log.record import Log, log_outside_rows, log_rel, make_log, write_log
from ..log.routing import check_routes, route_of
from ..log.rowspool import Spool, SpooledRows, TextSpool
from ..log.sums import record
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

    @property
    def found_ids(self) -> list[str]:
        return self.found.decode("utf-8").split("\n")[:-1]

    def without_rows(self) -> RunOutcome:
        """The outcome kept for the summary: the log's rows let go of but the first few
        (the found ids stay, one per line)."""
        rows = self.log.search.rows
        head = list(rows.head) if isinstance(rows, SpooledRows) else rows
        search = SearchResult(
            self.log.search.sql, self.log.search.parameters, head, self.log.search.error
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
    old, same = read_log_and_tail(kit.root, question.id, required=False, rows=result.rows)
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
    previous = predecessor(kit.root, log, same) if old and not violations else None
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


def _release(result, spool) -> None:
    if isinstance(result.rows, SpooledRows):
        result.rows.close()
    if spool.texts is not None:
        spool.texts.close()


def run_questions(
    root: Path,
    ids=(),
    seconds: float = DEFAULT_DEADLINE,
    inject: str | None = None,
    jobs: int | None = 1,
    done=None,
) -> list[RunOutcome]:
    """Search every selected question at its date and write replays/<id>.json. Rows go
    from the cursor to the log as they come; previous logs are read one at a time, under
    the logs lock, when their question comes up. With jobs > 1 the searches run on that
    many read-only connections at once; the logs and packs are written in question order
    and are the same bytes. `done(outcome)` is called as each question is logged."""
    with open_kit(root) as kit, logs_lock(kit.root):
        questions = kit.select(ids)
        check_routes(kit, questions)  # before any log is written
        if jobs is None:
            jobs = default_jobs(kit)
        outcomes, written = [], []
        packs = PackWriter(kit.root)
        try:
            with steps("running questions", len(questions)) as advance:
                for question, result, spool in searched(kit, questions, seconds, jobs, packs):
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
                                kit.root, outcome.log, sync=keep, previous=outcome.previous
                            )
                    finally:
                        _release(result, spool)
                    outcomes.append(outcome.without_rows())
                    advance()
                    if done is not None:
                        done(outcomes[-1])
            packs.sync()
            durable(kit.root, written)
        finally:
            packs.close()
            record(kit.root, sorted(packs.written) + written)
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


def searched(kit, questions, seconds: float, jobs: int, packs: PackWriter):
    """(question, search result, spool) in question order, the rows spooled to disk as
    they come. With jobs > 1, worker processes (a thread would wait on Python's lock for
    most of a row's work) each open their own read-only connection and spool a
    question's texts to a file of its own; the texts are stored in question order, and
    at most AHEAD x jobs results wait to be logged. The first question is searched here,
    while the workers start (~0.2 s)."""
    if jobs <= 1 or len(questions) <= 1:
        for question in questions:
            yield _here(kit, question, seconds, packs)
        return
    import multiprocessing
    from collections import deque
    from concurrent.futures.process import BrokenProcessPool

    task = (kit.root, kit.profile, seconds, selects_context(kit))
    waiting = deque()
    # spawn, not fork: a child must not inherit this process's open index connection.
    context = multiprocessing.get_context("spawn")
    try:
        yield from _pooled(kit, questions, seconds, packs, jobs, task, waiting, context)
    except BrokenProcessPool:
        _remove_worker_spools(kit.root)
        raise RagftsError(
            "a search worker of `run --jobs` ended before its search did (killed, or out of "
            "memory); the logs of the questions not yet done were not written: run again"
        ) from None
    finally:
        for _question, future in waiting:  # a failed run leaves no spool behind
            if not future.cancel() and future.exception() is None:
                _release(*future.result())


def _pooled(kit, questions, seconds, packs, jobs, task, waiting, context):
    import os
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(
        jobs, context, initializer=_connect, initargs=(kit.index, kit.root, os.getpid())
    )
    try:

        def submit(question) -> None:
            waiting.append((question, pool.submit(_work, *task, question, kit.asker(question))))

        rest = iter(questions[1:])
        with _workers_ignore_ctrl_c():  # the pool starts its workers on these submits
            for question in islice(rest, jobs):
                submit(question)
        for question in islice(rest, AHEAD * jobs - 1 - jobs):
            submit(question)
        yield _here(kit, questions[0], seconds, packs)
        for question in rest:
            submit(question)
            if len(waiting) >= AHEAD * jobs:
                done_question, future = waiting.popleft()
                yield done_question, *_result(pool, future)
        while waiting:
            done_question, future = waiting.popleft()
            yield done_question, *_result(pool, future)
    except BaseException:
        # Ctrl-C or an error: the questions queued ahead are not searched any more.
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    else:
        pool.shutdown(wait=True)


def _result(pool, future):
    """A worker's result, or BrokenProcessPool once a worker is dead. The pool notices a
    dead worker itself, except when it died while writing its result: the pool then
    waits for the rest of that message for ever (CPython 3.11), so the run looks too."""
    from concurrent.futures import TimeoutError
    from concurrent.futures.process import BrokenProcessPool

    while True:
        try:
            return future.result(timeout=0.5)
        except TimeoutError:
            # private to the pool, and the only way to reach its processes and pipe; the
            # pool adds processes on submit, in this thread, so the dict holds still here
            workers = list((getattr(pool, "_processes", None) or {}).values())
            if not any(worker.exitcode is not None for worker in workers):
                continue
            for worker in workers:
                worker.terminate()
            for worker in workers:
                worker.join(5)
            # every write end closed: the pool's reader sees the end, and breaks the pool
            pool._result_queue._writer.close()
            raise BrokenProcessPool("a worker ended") from None


@contextmanager
def _workers_ignore_ctrl_c():
    """A process started while SIGINT is ignored ignores it from its first instruction
    (Python keeps an inherited SIG_IGN), so a Ctrl-C while a worker still imports ragfts
    prints no traceback there: the run alone handles it."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def _remove_worker_spools(root: Path) -> None:
    """The spool files of workers that died: named with a pid that is not this run's
    (the run holds the logs lock, so no other run's files are there)."""
    import os

    folder = Path(root) / REPLAYS
    for path in folder.glob(".*.tmp"):
        parts = path.name.split(".")
        if len(parts) > 3 and parts[-3].isdigit() and parts[-3] != str(os.getpid()):
            path.unlink(missing_ok=True)


def _here(kit, question, seconds: float, packs: PackWriter):
    """One question searched in this process, its texts stored as they come."""
    spool = Spool(kit.root, question, packs.put, selection=selects_context(kit))
    result = _search(kit.conn, question, seconds, kit.profile, kit.asker(question), spool)
    return question, result, spool


# Questions searched ahead of the log writer, per job: enough that the workers go on
# searching while the run stores a broad question's texts (at 100k, 16 left each worker
# idle ~1.4 s after the first broad questions; 64 keeps them busy). What waits is on
# disk as spool files, not in memory: 350 MB at most in that run, with 16 or 64.
AHEAD = 64
_WORKER: dict = {}


def _connect(index: Path, root: Path, run: int) -> None:
    """A worker's start. It never raises: the pool would print the traceback and break;
    what went wrong is raised by the worker's first search instead, and the run reports
    it as its own error. Ctrl-C is the run's to handle: the workers ignore it."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _orphan_watch(run)
    try:
        _WORKER["conn"] = connect_readonly(index)
        # A text this worker spooled for an earlier question is stored by the time a
        # later one is logged (logs go in question order): spool each text once per worker.
        _WORKER["seen"] = stored(root)
    except Exception as exc:
        _WORKER["failed"] = exc


def _orphan_watch(run: int) -> None:
    """End this worker when the run that started it is gone (killed, or its terminal
    closed): a worker waits on a queue whose write end every worker holds too, so it
    would never see the run's end and would wait for ever. `run` is the run's pid, as
    the run gave it: a worker still starting when the run was killed has another parent
    already."""
    import os
    import threading
    import time

    def watch() -> None:
        while os.getppid() == run:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def _work(root: Path, profile: str, seconds: float, selection: bool, question, asker):
    """One question's search in a worker process: rows and texts spooled to files that
    the run reads back in question order."""
    if "failed" in _WORKER:
        raise _WORKER["failed"]
    texts = TextSpool(Path(root) / REPLAYS, question.id)
    seen = _WORKER["seen"]

    def store(digest: str, data: bytes) -> None:
        if seen.add(digest):
            texts(digest, data)

    spool = Spool(root, question, store, selection=selection)
    spool.texts = texts
    try:
        result = _search(_WORKER["conn"], question, seconds, profile, asker, spool)
        texts.finish()
        spool.store = None  # this worker's own; the run gets the texts through the file
        return result, spool
    except BaseException:
        texts.close()
        raise


# Below this many documents a run is over before worker processes have started (0.2 s
# on the example kit); from it on, two workers ran a 10k kit's 200 questions 1.4x faster.
PARALLEL_FROM = 1_000


def default_jobs(kit) -> int:
    """The number of cores for an index worth it, else 1."""
    import os

    return (os.cpu_count() or 1) if int(kit.info.get("documents", 0)) >= PARALLEL_FROM else 1


def _search(conn, question, seconds: float, profile: str, asker, spool: Spool):
    return search(conn, question.query, question.at, seconds, profile, asker=asker, keep=spool.take)
