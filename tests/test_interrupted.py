"""Killed builds and log writes leave the old file or the new one, never half of one."""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from conftest import ROOT, snapshot
from ragfts.index.connect import index_path
from ragfts.log.packs import read_pack, scan

pytestmark = [pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL"), pytest.mark.slow]


def ragfts(kit, *args):
    return subprocess.Popen(
        [sys.executable, "-m", "ragfts", *args, "--kit", str(kit)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def bulk(kit, count, tag=""):
    rows = (
        {
            "source_id": f"bulk{n:06}",
            "valid_from": "2026-01-01",
            "valid_until": None,
            "text": f"цена тариф {tag} документ номер {n} " + "текст " * 40,
        }
        for n in range(count)
    )
    (kit / "corpus/bulk.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


def corpus_digest_of(index):
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    try:
        return dict(conn.execute("SELECT key, value FROM build_info"))["corpus_sha256"]
    finally:
        conn.close()


def fts5_integrity(index, tmp_path):
    copy = tmp_path / "check.sqlite"
    shutil.copy(index, copy)
    conn = sqlite3.connect(copy)
    try:
        conn.execute("INSERT INTO documents(documents) VALUES ('integrity-check')")
    finally:
        conn.close()


def test_build_killed_at_random_moments_leaves_old_or_new_index(kit, tmp_path):
    bulk(kit, 20_000, "old")
    started = time.monotonic()
    assert ragfts(kit, "build").wait() == 0
    took = time.monotonic() - started
    index = index_path(kit)
    old = corpus_digest_of(index)
    bulk(kit, 20_000, "new")
    seen, landed = set(), 0
    for delay in random.Random(7).sample(range(5, 100), 6):
        proc = ragfts(kit, "build")
        time.sleep(took * delay / 100)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        # A half-written new index left behind proves the kill landed mid-write.
        landed += bool(list(index.parent.glob(".index.*.tmp")))
        digest = corpus_digest_of(index)
        seen.add("old" if digest == old else "new")
        fts5_integrity(index, tmp_path)
    assert landed >= 1
    assert ragfts(kit, "build").wait() == 0
    assert corpus_digest_of(index) != old
    assert not list(index.parent.glob(".index.*.tmp"))
    assert "old" in seen


def test_run_killed_at_random_moments_never_leaves_a_broken_log(kit):
    bulk(kit, 3_000)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(20):
            handle.write(f"B{n},2026-10-23,?,тариф,abstain,,,\n")
    assert ragfts(kit, "build").wait() == 0
    landed, trials = 0, 0
    logs = kit / "replays"

    def log_temps():
        # A log in the writing: its rows' spool file (renamed to the log once whole), or
        # the temporary file of a log without rows.
        return {name for name in os.listdir(logs) if name.endswith(".tmp")}

    while landed < 2 and trials < 30:
        trials += 1
        leftovers = log_temps()
        proc = ragfts(kit, "run")
        # Kill the moment a log's temporary file shows up (a listing of replays/ alone is
        # quick): the run is between starting that log and renaming it.
        while proc.poll() is None and not log_temps() - leftovers:
            time.sleep(0.0002)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        # A temporary log the kill left behind proves it landed mid-write.
        landed += bool(log_temps() - leftovers)
        for path in logs.glob("*.json"):
            log = json.loads(path.read_text(encoding="utf-8"))
            assert log["format"] == "ragfts-replay/1"
        for path in (logs / "fragments").glob("*.pack"):
            # Appended to, not replaced: at most a last record cut short, named by no log.
            scan(path.read_bytes(), path.relative_to(kit).as_posix(), partial_tail=True)
    assert landed == 2, f"no kill landed mid-write in {trials} trials"
    # The next run clears what the kills left: no temporary file, every pack whole.
    assert ragfts(kit, "run").wait() == 0
    assert not list(logs.rglob(".*.tmp"))
    for path in (logs / "fragments").glob("*.pack"):
        read_pack(path.read_bytes(), path.relative_to(kit).as_posix())  # every text proven
    assert ragfts(kit, "replay", "B7").wait() == 0


def test_four_runs_at_once_leave_every_log_whole(kit):
    shutil.rmtree(kit / "replays")
    procs = [ragfts(kit, "run") for _ in range(4)]
    assert [p.wait() for p in procs] == [0, 0, 0, 0], [p.stderr.read() for p in procs]
    for n in range(1, 9):
        log = json.loads((kit / f"replays/Q{n}.json").read_text(encoding="utf-8"))
        committed = json.loads((ROOT / f"replays/Q{n}.json").read_text(encoding="utf-8"))
        assert log == {**committed, "answers": []}
    assert sorted(snapshot(kit / "replays")) == [f"Q{n}.json" for n in range(1, 9)]


def test_workers_of_a_killed_run_end_with_it(kit):
    """A run killed while its --jobs workers search leaves no worker behind (each one
    waits on a queue it would never see close)."""
    bulk(kit, 3_000)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(40):
            handle.write(f"B{n},2026-10-23,?,тариф,abstain,,,\n")
    assert ragfts(kit, "build").wait() == 0
    proc = ragfts(kit, "run", "--jobs", "2")
    workers: list[int] = []
    deadline = time.monotonic() + 30
    while len(workers) < 2 and proc.poll() is None and time.monotonic() < deadline:
        listed = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True)
        workers = [int(pid) for pid in listed.stdout.split()]
        time.sleep(0.01)
    assert proc.poll() is None and len(workers) >= 2, "the run ended before its workers were seen"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    deadline = time.monotonic() + 10
    alive = list(workers)
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in alive if _running(pid)]
        time.sleep(0.1)
    assert alive == []


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie has ended; only its parent (now gone) had not collected it yet.
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        return stat.read().split(") ", 1)[1][0] != "Z"


def _busy_kit(kit, questions=60):
    bulk(kit, 3_000)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(questions):
            handle.write(f"B{n},2026-10-23,?,тариф,abstain,,,\n")
    assert ragfts(kit, "build").wait() == 0


def _workers(proc, count=2, seconds=30) -> list[int]:
    """The pool's worker processes of a run (not its resource tracker)."""
    deadline = time.monotonic() + seconds
    while proc.poll() is None and time.monotonic() < deadline:
        listed = subprocess.run(["pgrep", "-P", str(proc.pid)], capture_output=True, text=True)
        found = []
        for pid in map(int, listed.stdout.split()):
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as handle:
                    if b"resource_tracker" not in handle.read():
                        found.append(pid)
            except FileNotFoundError:
                pass
        if len(found) >= count:
            return found
        time.sleep(0.01)
    raise AssertionError("the run ended before its workers were seen")


def _busy_export(kit, tmp_path) -> str:
    """A busy kit and an export of 2,000 formulations, each its own, each finding rows."""
    _busy_kit(kit, questions=0)
    export = tmp_path / "conversations.jsonl"
    with open(export, "w", encoding="utf-8") as out:
        for n in range(2000):
            out.write(json.dumps({"asked_at": "2026-10-23", "question": f"тариф слово{n}?"}))
            out.write("\n")
    return str(export)


def _a_worker_killed(proc) -> str:
    """One of the command's workers killed mid-work: it exits 2; its stderr."""
    worker = _workers(proc)[0]
    time.sleep(0.3)
    os.kill(worker, signal.SIGKILL)
    assert proc.wait(timeout=60) == 2
    stderr = proc.stderr.read().decode()
    assert "Traceback" not in stderr
    return stderr


def test_a_killed_worker_is_a_clear_error_and_leaves_no_spool(kit):
    _busy_kit(kit)
    stderr = _a_worker_killed(ragfts(kit, "run", "--jobs", "2"))
    assert stderr == (
        "Error: a search worker of `run --jobs` ended before its search did (killed, or out "
        "of memory); the logs of the questions not yet done were not written: run again\n"
    )
    assert sorted(p.name for p in (kit / "replays").glob(".*.tmp")) == []


def test_a_killed_intake_worker_is_a_clear_error_and_leaves_no_spool(kit, tmp_path):
    """fan_out's pool (intake --jobs, check --jobs) notices a dead worker as run's does,
    and intake removes what the workers spooled ahead."""
    export = _busy_export(kit, tmp_path)
    stderr = _a_worker_killed(ragfts(kit, "intake", export, "--date", "asked_at", "--jobs", "2"))
    assert stderr.endswith(
        "Error: a worker process of --jobs ended before its work did (killed, or out of "
        "memory); what was not done yet was not written: run again\n"
    )
    assert sorted(p.name for p in (kit / "intake/replays").glob(".*.tmp")) == []
    assert not (kit / "intake/seen.tsv").exists()


def test_ctrl_c_during_run_jobs_prints_no_worker_traceback(kit):
    _busy_kit(kit)
    proc = subprocess.Popen(
        [sys.executable, "-m", "ragfts", "run", "--jobs", "2", "--kit", str(kit)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    _workers(proc)
    time.sleep(0.05)  # while the workers still import ragfts: where their traceback was
    os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C sends: the whole group
    assert proc.wait(timeout=60) == 130
    stderr = proc.stderr.read().decode()
    assert stderr == "Interrupted\n"


def test_ctrl_c_during_intake_jobs_prints_no_worker_traceback(kit, tmp_path):
    export = _busy_export(kit, tmp_path)
    argv = ["intake", export, "--date", "asked_at", "--jobs", "2", "--kit", str(kit)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "ragfts", *argv],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    _workers(proc)
    time.sleep(0.05)  # while fan_out's workers still import ragfts
    os.killpg(proc.pid, signal.SIGINT)
    assert proc.wait(timeout=60) == 130
    assert proc.stderr.read().decode() == "Interrupted\n"
    assert sorted(p.name for p in kit.glob("intake/replays/.*.tmp")) == []


def test_a_pack_record_in_the_wrong_pack_is_one_clean_error_with_jobs(kit):
    _busy_kit(kit, questions=4)
    assert ragfts(kit, "run").wait() == 0
    packs = sorted((kit / "replays/fragments").glob("*.pack"))
    first, second = packs[0], packs[1]
    second.write_bytes(
        second.read_bytes()
        + first.read_bytes()[
            : first.read_bytes().index(b"\n")
            + 1
            + int(first.read_bytes().split(b"\n", 1)[0].split(b" ")[1])
            + 1
        ]
    )
    proc = ragfts(kit, "run", "--jobs", "2")
    assert proc.wait(timeout=60) == 3
    stderr = proc.stderr.read().decode()
    assert "Traceback" not in stderr and "Exception in initializer" not in stderr
    assert stderr.startswith(f"Error: replays/fragments/{second.name}: the fragment ")
    assert "belongs in another pack" in stderr.splitlines()[0]


def test_ctrl_c_inside_a_search_is_an_interrupt_not_a_logged_timeout(kit, monkeypatch):
    from conftest import built
    from ragfts.index import connect as index_module
    from ragfts.index.connect import connect_readonly
    from ragfts.index.search import search

    bulk(kit, 3_000)
    conn = connect_readonly(built(kit))
    calls = []

    def ctrl_c(self):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt  # where Python delivers a Ctrl-C: inside the callback
        return 0

    monkeypatch.setattr(index_module._Clock, "expired", ctrl_c)
    try:
        with pytest.raises(KeyboardInterrupt):
            search(conn, "тариф", "2026-10-23", 10.0)
    finally:
        conn.close()
