"""Searching a run's questions: here, one after another, or in worker processes that
each open their own read-only connection and spool the texts they find to files that the
run reads back in question order."""

from __future__ import annotations

from contextlib import contextmanager
from itertools import islice
from pathlib import Path

from ..index.connect import connect_readonly
from ..index.search import search
from ..kit.digests import REPLAYS
from ..kit.errors import RagftsError
from ..log.packs import PackWriter, stored
from ..log.proof import selects_context
from ..log.rowspool import Spool, SpooledRows, TextSpool


def _release(result, spool) -> None:
    if isinstance(result.rows, SpooledRows):
        result.rows.close()
    if spool.texts is not None:
        spool.texts.close()


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

    task = (kit.logs, kit.profile, seconds, selects_context(kit))
    waiting = deque()
    # spawn, not fork: a child must not inherit this process's open index connection.
    context = multiprocessing.get_context("spawn")
    try:
        yield from _pooled(kit, questions, seconds, packs, jobs, task, waiting, context)
    except BrokenProcessPool:
        _remove_worker_spools(kit.logs)
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
        jobs, context, initializer=_connect, initargs=(kit.index, kit.logs, os.getpid())
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
    spool = Spool(kit.logs, question, packs.put, selection=selects_context(kit))
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
    spool = worker_spool(root, question, _WORKER["seen"], selection)
    try:
        result = _search(_WORKER["conn"], question, seconds, profile, asker, spool)
        handed_over(spool)
        return result, spool
    except BaseException:
        spool.texts.close()
        raise


def worker_spool(root: Path, question, seen, selection: bool) -> Spool:
    """A worker's Spool for a question: its texts past the inline limit go to a
    TextSpool file, each text once per worker (`seen`: what the packs held when the
    worker started and what it spooled since), for the command to store in order."""
    texts = TextSpool(Path(root) / REPLAYS, question.id)

    def store(digest: str, data: bytes) -> None:
        if seen.add(digest):
            texts(digest, data)

    spool = Spool(root, question, store, selection=selection)
    spool.texts = texts
    return spool


def handed_over(spool: Spool) -> None:
    """A worker's spool ready to go back to the command: its texts file complete."""
    spool.texts.finish()
    spool.store = None  # this worker's own; the command gets the texts through the file


# Below this many documents a run is over before worker processes have started (0.2 s
# on the example kit); from it on, two workers ran a 10k kit's 200 questions 1.4x faster.
PARALLEL_FROM = 1_000


def default_jobs(kit) -> int:
    """The number of cores for an index worth it, else 1."""
    import os

    return (os.cpu_count() or 1) if int(kit.info.get("documents", 0)) >= PARALLEL_FROM else 1


def _search(conn, question, seconds: float, profile: str, asker, spool: Spool):
    return search(conn, question.query, question.at, seconds, profile, asker=asker, keep=spool.take)
