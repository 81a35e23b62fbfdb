"""`run --scheduler ADDRESS`: the searches fan out over a Dask distributed cluster (the
optional extra `ragfts[dask]`). Each worker opens the kit's index read-only on the file
system it shares with the run, checks it against the seal once before its first row,
searches and spools the texts of its questions as a `--jobs` worker does; the run writes
logs and packs in question order, so they are the same bytes as with `--jobs 1`. A worker
lost mid-run is Dask's to retry.

A worker that does not see the kit's index at its path (no shared file system), and
every worker with `--copy-index`, gets a copy: the run sends the index in chunks to each
worker that has none (the copy is kept in the machine's temporary folder under the
seal's digest, for the runs that follow), and the worker digests it before it reads a
row. Such a worker spools into a folder of its own and hands the rows and texts back with
each result; the run writes them where a shared worker's spools would be, so the logs and
packs are the same bytes again."""

from __future__ import annotations

import os
from collections import deque
from itertools import islice
from pathlib import Path

from ..kit.errors import IntegrityError, RagftsError
from ..log.proof import selects_context
from ..log.rowspool import SpooledRows
from .pool import _WORKER, _here, _remove_worker_spools, _work


def searched_on_cluster(kit, questions, seconds: float, packs, address: str, copy=False):
    """(question, search result, spool) in question order, searched by the cluster's
    workers; fanout.in_flight batches wait to be logged."""
    from .fanout import client_of, in_flight

    client = client_of(address)
    waiting: deque = deque()
    try:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        task = (str(kit.logs), str(kit.index), kit.profile, seconds, selects_context(kit))
        from ..index.seal import _read_seal

        expected = (_read_seal(kit.root) or {}).get("index_digest")
        # every worker there is checks its index before the run writes a first log
        states = client.run(_index_state, str(kit.index), expected, copy)
        lacking = [w for w, state in states.items() if state == "missing"]
        if lacking:
            _send_index(client, kit.index, expected, lacking)
        pending = iter(questions[1:])
        size = run_batch(workers)
        batches = iter(lambda: list(islice(pending, size)), [])

        def submit(batch) -> None:
            asked = [(q, kit.asker(q)) for q in batch]
            future = client.submit(_on_worker_batch, *task, expected, copy, asked, pure=False)
            waiting.append((batch, future))

        for batch in islice(batches, in_flight(workers, size)):
            submit(batch)
        yield _here(kit, questions[0], seconds, packs)
        while waiting:
            batch, future = waiting.popleft()
            for question, found in zip(batch, future.result(), strict=True):
                yield question, *_landed(kit.logs, *found)
            for nxt in islice(batches, 1):
                submit(nxt)
    finally:
        for _batch, future in waiting:
            future.cancel()
        client.close()
        _remove_worker_spools(kit.logs)


def run_batch(workers: int) -> int:
    """Questions a Dask task searches. A task costs the scheduler ~3 ms and a question
    ~60 ms at 100k documents: one a task is right for a few workers, and at 200 the
    scheduler would bound the run (bench/cluster_model.py), so the batch grows with
    the workers (one question per ten workers)."""
    return max(1, -(-workers // 10))


def _on_worker_batch(root, index, profile, seconds, selection, expected, copy, asked):
    return [
        _on_worker(root, index, profile, seconds, selection, expected, copy, question, asker)
        for question, asker in asked
    ]


def _on_worker(root, index, profile, seconds, selection, expected, copy, question, asker):
    """One question on a Dask worker: the index opened and checked against the seal
    once per worker process, then searched as a `--jobs` worker searches; a worker on a
    copy hands its spooled files back as bytes."""
    if _WORKER.get("index") != index:
        if copy or not Path(index).is_file():
            _open_copy(index, expected)
        else:
            _open(Path(index), Path(root), expected)
    own = _WORKER.get("own")
    result, spool = _work(Path(own or root), profile, seconds, selection, question, asker)
    return result, spool, _handed(result, spool) if own else None


# The files of one question's spool, by the attribute that names each.
def _spooled_files(result, spool):
    rows = result.rows
    out = []
    if isinstance(rows, SpooledRows):
        out += [(rows, "path"), (rows, "brief_path")]
    if spool.texts is not None:
        out.append((spool.texts, "path"))
    return out


def _handed(result, spool) -> list[bytes]:
    """The spool's files read and removed: they are the run's now."""
    blobs = []
    for holder, name in _spooled_files(result, spool):
        path = Path(getattr(holder, name))
        blobs.append(path.read_bytes() if path.exists() else None)
        path.unlink(missing_ok=True)
    return blobs


def _landed(root: Path, result, spool, blobs):
    """A copy worker's spool written into the kit's replays/, as a shared worker's is."""
    from ..kit.digests import REPLAYS

    if blobs is None:
        return result, spool
    folder = Path(root) / REPLAYS
    for (holder, name), data in zip(_spooled_files(result, spool), blobs):
        path = folder / Path(getattr(holder, name)).name
        if data is not None:
            path.write_bytes(data)
        setattr(holder, name, path)
    return result, spool


def _check(index: str, expected: str | None, what: str = "") -> None:
    """The index this worker reads is the sealed one, digested once per worker."""
    from ..kit.digests import halves_sha256

    # digested again when the file's stat moved: a long-lived worker serves many runs
    stat = os.stat(index)
    stamp = (index, expected, stat.st_ino, stat.st_size, stat.st_mtime_ns)
    if _WORKER.get("checked") == stamp:
        return
    digest = halves_sha256(Path(index))
    if expected is not None and digest != expected:
        import socket

        worker = f"a Dask worker (pid {os.getpid()} on {socket.gethostname()})"
        if what:
            raise IntegrityError(
                f"{worker}: {what}, {index}, does not match the seal ({digest[:12]}… ≠ "
                f"{expected[:12]}…); remove it and run again"
            )
        raise IntegrityError(
            f"{worker} reads an index that does not match the seal ({digest[:12]}… ≠ "
            f"{expected[:12]}…): its {Path(index).name} is not the kit's"
        )
    _WORKER["checked"] = stamp


def _open(index: Path, root: Path, expected: str | None) -> None:
    from ..index.connect import connect_readonly
    from ..log.packs import stored

    _check(str(index), expected)
    _WORKER["conn"] = connect_readonly(index)
    _WORKER["seen"] = stored(root)
    _WORKER["index"] = str(index)


# The index goes to a copy worker in pieces of this size: memory stays small on both ends.
CHUNK = 8 << 20


def _copy_path(expected: str) -> Path:
    import tempfile

    return Path(tempfile.gettempdir()) / f"ragfts-index-{expected}.sqlite"


def _index_state(index: str, expected: str | None, copy: bool) -> str:
    """ "shared" (the kit's sealed index at its path), "copied" (a copy checked here
    before), or "missing" (the run sends one); a file that does not match is named."""
    _WORKER.pop("index", None)  # each run opens its index again, after this check
    if not copy and Path(index).is_file():
        _check(index, expected)
        return "shared"
    if expected is None:
        raise RagftsError("the kit's index has no seal: run `ragfts build` first")
    path = _copy_path(expected)
    if not path.is_file():
        return "missing"
    _check(str(path), expected, what="its copy of the index")
    return "copied"


def _send_index(client, index: Path, expected: str, workers: list) -> None:
    with open(index, "rb") as handle:
        client.run(_receive, expected, None, workers=workers)
        while chunk := handle.read(CHUNK):
            client.run(_receive, expected, chunk, workers=workers)
    client.run(_received, expected, workers=workers)


def _receive(expected: str, chunk: bytes | None) -> None:
    """One piece of the index (None: begin), appended to this machine's partial copy."""
    partial = _copy_path(expected).with_suffix(f".{os.getpid()}.part")
    with open(partial, "wb" if chunk is None else "ab") as out:
        if chunk is not None:
            out.write(chunk)


def _received(expected: str) -> None:
    """The copy digested; only a copy that matches the seal is put in place."""
    partial = _copy_path(expected).with_suffix(f".{os.getpid()}.part")
    try:
        _check(str(partial), expected, what="the index copy it received")
    except IntegrityError:
        partial.unlink(missing_ok=True)
        raise
    os.replace(partial, _copy_path(expected))


def _open_copy(index: str, expected: str) -> None:
    import tempfile

    from ..index.connect import connect_readonly
    from ..log.packs import Seen

    path = _copy_path(expected)
    if not path.is_file():
        raise RagftsError(
            "a Dask worker joined after the run sent the index: run again to copy it there"
        )
    _check(str(path), expected, what="its copy of the index")
    _WORKER["conn"] = connect_readonly(path)
    _WORKER["seen"] = Seen()  # what this worker spooled; the run's packs ignore a repeat
    _WORKER["own"] = tempfile.mkdtemp(prefix="ragfts-worker-")
    _WORKER["index"] = index
