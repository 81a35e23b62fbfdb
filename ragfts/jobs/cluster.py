"""`run --scheduler ADDRESS`: the searches fan out over a Dask distributed cluster (the
optional extra `ragfts[dask]`). Each worker opens the kit's index read-only on the file
system it shares with the run, checks it against the seal once before its first row,
searches and spools the texts of its questions as a `--jobs` worker does; the run writes
logs and packs in question order, so they are the same bytes as with `--jobs 1`. A worker
lost mid-run is Dask's to retry."""

from __future__ import annotations

import os
from collections import deque
from itertools import islice
from pathlib import Path

from ..kit.errors import IntegrityError, RagftsError
from ..log.proof import selects_context
from .pool import _WORKER, AHEAD, _here, _remove_worker_spools, _work


def searched_on_cluster(kit, questions, seconds: float, packs, address: str):
    """(question, search result, spool) in question order, searched by the cluster's
    workers; at most AHEAD questions per worker wait to be logged."""
    try:
        from distributed import Client
    except ImportError:
        raise RagftsError(
            "--scheduler needs Dask distributed: pip install 'ragfts[dask]'"
        ) from None
    try:
        client = Client(address, timeout=10, set_as_default=False)
    except OSError as exc:
        raise RagftsError(f"--scheduler {address}: cannot reach it ({exc})") from None
    waiting: deque = deque()
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        task = (str(kit.root), str(kit.index), kit.profile, seconds, selects_context(kit))
        from ..index.seal import _read_seal

        expected = (_read_seal(kit.root) or {}).get("index_digest")
        # every worker there is checks its index before the run writes a first log
        client.run(_check, str(kit.index), expected)
        pending = iter(questions[1:])

        def submit(question) -> None:
            future = client.submit(
                _on_worker, *task, expected, question, kit.asker(question), pure=False
            )
            waiting.append((question, future))

        for question in islice(pending, AHEAD * workers):
            submit(question)
        yield _here(kit, questions[0], seconds, packs)
        while waiting:
            question, future = waiting.popleft()
            yield question, *future.result()
            for nxt in islice(pending, 1):
                submit(nxt)
    finally:
        for _question, future in waiting:
            future.cancel()
        client.close()
        _remove_worker_spools(kit.root)


def _on_worker(root, index, profile, seconds, selection, expected, question, asker):
    """One question on a Dask worker: the index opened and checked against the seal
    once per worker process, then searched as a `--jobs` worker searches."""
    if _WORKER.get("index") != index:
        _open(Path(index), Path(root), expected)
    return _work(Path(root), profile, seconds, selection, question, asker)


def _check(index: str, expected: str | None) -> None:
    """The index this worker reads is the sealed one, digested once per worker."""
    from ..kit.digests import halves_sha256

    if _WORKER.get("checked") == (index, expected):
        return
    digest = halves_sha256(Path(index))
    if expected is not None and digest != expected:
        import socket

        raise IntegrityError(
            f"a Dask worker (pid {os.getpid()} on {socket.gethostname()}) reads an index that "
            f"does not match the seal ({digest[:12]}… ≠ {expected[:12]}…): its "
            f"{Path(index).name} is not the kit's"
        )
    _WORKER["checked"] = (index, expected)


def _open(index: Path, root: Path, expected: str | None) -> None:
    from ..index.connect import connect_readonly
    from ..log.packs import stored

    _check(str(index), expected)
    _WORKER["conn"] = connect_readonly(index)
    _WORKER["seen"] = stored(root)
    _WORKER["index"] = str(index)
