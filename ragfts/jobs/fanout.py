"""Independent pieces of a command's work (a question to check, a formulation to triage)
done on this process, on `--jobs N` local worker processes, or on a Dask cluster's
workers (`--scheduler ADDRESS`), the results handed back in the order given: the output
is the same whichever did the work.

Each worker opens the kit once a command, read-only, as the command itself did (the index
checked against its seal before a row is read), and keeps it open for the command's
pieces that follow: a Dask worker serves the next command on the kit as it is then.
Pieces go to a worker a batch at a time: a Dask task costs the scheduler a few
milliseconds whatever it does, which at 10M conversations would be the bottleneck
(bench/cluster_model.py). A window of tasks waits to be handed back, so memory holds
that window, not the whole input."""

from __future__ import annotations

from collections import deque
from itertools import islice
from pathlib import Path

from ..kit.errors import RagftsError
from .pool import AHEAD  # one bound on the work waiting ahead, for run's and these

BATCH = 16
_OPENED: dict = {}


def _kit_here(root: str, command: str | None = None):
    """The kit as this worker reads it for one command: a Dask worker outlives the
    command, and the kit may be edited and built again before the next, so it is opened
    again for each (`command` names it). An index that does not verify here is never
    rebuilt by a worker (the command verified it), but named with the worker."""
    opened = _OPENED.get(root)
    if opened is not None and opened[0] == command:
        return opened[1]
    import os
    import socket

    from ..index.view import open_kit
    from ..kit.errors import IntegrityError

    if opened is not None:
        del _OPENED[root]
        opened[1].close()
    try:
        kit = open_kit(Path(root), rebuild=False)
    except IntegrityError as exc:
        where = f"a worker (pid {os.getpid()} on {socket.gethostname()})"
        raise IntegrityError(f"{where}: {exc}") from None
    _OPENED[root] = (command, kit)
    return kit


def _command() -> str:
    """What names this command to the workers: never written anywhere, only told apart."""
    import os
    import socket
    import time

    return f"{socket.gethostname()}:{os.getpid()}:{time.monotonic_ns()}"


def _batch(fn, root: str, items: list, command: str | None = None) -> list:
    kit = _kit_here(root, command)
    return [fn(kit, item) for item in items]


def _ignore_ctrl_c() -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the command's to handle


def fan_out(kit, fn, items, jobs: int = 1, scheduler: str | None = None):
    """fn(kit, item) for each item, in order. fn is a module-level function (a worker
    imports it by name); the kit is the command's own, open, for the pieces done here."""
    if scheduler is not None:
        yield from _on_cluster(kit, fn, items, scheduler)
    elif jobs > 1:
        yield from _on_pool(kit, fn, items, jobs)
    else:
        for item in items:
            yield fn(kit, item)


def batching(workers: int) -> tuple[int, int]:
    """(items a task, tasks in flight) for this many workers. A task's cost to the
    scheduler is fixed, so the batch grows with the workers (at 200, 100 items: the
    scheduler's share stays below the workers'); every worker keeps two tasks waiting
    at least, or a large batch would leave workers idle (bench/cluster_model.py)."""
    batch = max(BATCH, workers // 2)
    return batch, in_flight(workers, batch)


def in_flight(workers: int, batch: int) -> int:
    """Tasks of `batch` items sent and not handed back yet: AHEAD items a worker, and
    two tasks a worker at least."""
    return max(2 * workers, AHEAD * workers // batch)


def _windowed(submit, items, workers: int, result=lambda future: future.result()):
    """Results in order, the items sent a batch at a time, a window of tasks in flight."""
    items = iter(items)
    size, width = batching(workers)
    batches = iter(lambda: list(islice(items, size)), [])
    waiting: deque = deque(submit(batch) for batch in islice(batches, width))
    try:
        while waiting:
            yield from result(waiting.popleft())
            for batch in islice(batches, 1):
                waiting.append(submit(batch))
    finally:
        for future in waiting:
            future.cancel()


def _on_pool(kit, fn, items, jobs: int):
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    from .pool import _result, _workers_ignore_ctrl_c

    # spawn, not fork: a child must not inherit this process's open index connection
    context = multiprocessing.get_context("spawn")
    try:
        with ProcessPoolExecutor(jobs, mp_context=context, initializer=_ignore_ctrl_c) as pool:
            root = str(kit.root)

            def submit(batch):
                if len(getattr(pool, "_processes", None) or {}) >= jobs:
                    return pool.submit(_batch, fn, root, batch)
                # the pool starts a worker on this submit: a Ctrl-C while it still imports
                # ragfts (before its initializer) would print its traceback
                with _workers_ignore_ctrl_c():
                    return pool.submit(_batch, fn, root, batch)

            yield from _windowed(
                submit,
                items,
                jobs,
                # a worker killed while it sent its result would leave .result() waiting
                # for ever (CPython 3.11): pool._result notices the dead worker
                lambda future: _result(pool, future),
            )
    except BrokenProcessPool:
        raise RagftsError(
            "a worker process of --jobs ended before its work did (killed, or out of "
            "memory); what was not done yet was not written: run again"
        ) from None


def client_of(address: str):
    """A Dask client of the scheduler at address; a missing extra or an unreachable
    scheduler is said in one line."""
    try:
        from distributed import Client
    except ImportError:
        raise RagftsError(
            "--scheduler needs Dask distributed: pip install 'ragfts[dask]'"
        ) from None
    try:
        return Client(address, timeout=10, set_as_default=False)
    except OSError as exc:
        raise RagftsError(f"--scheduler {address}: cannot reach it ({exc})") from None


def _on_cluster(kit, fn, items, address: str):
    client = client_of(address)
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        root, command = str(kit.root), _command()
        yield from _windowed(
            lambda batch: client.submit(_batch, fn, root, batch, command, pure=False),
            items,
            workers,
        )
    finally:
        client.close()
