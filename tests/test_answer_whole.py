"""An interrupted `answer` is whole or leaves the kit as it was, and the next one
finishes what a killed one journalled; a full disk writes nothing."""

import errno
import hashlib
import subprocess
import sys
import textwrap

import pytest

from conftest import invoke, snapshot

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="os._exit as a kill")

ANSWERS = "answers/seed-mock.jsonl"


def sums_ok(kit) -> bool:
    for line in (kit / "SHA256SUMS").read_text().splitlines():
        digest, rel = line.split("  ", 1)
        if hashlib.sha256((kit / rel).read_bytes()).hexdigest() != digest:
            return False
    return True


def kit_files(kit) -> dict:
    """The kit as a person sees it: no index, no hidden leftovers."""
    return {k: v for k, v in snapshot(kit).items() if not k.startswith((".ragfts", "replays/."))}


def killed_at(kit, where: str, after: int) -> int:
    """`ragfts answer` in a child that dies (os._exit, no clean-up) at the `after`-th
    call of ragfts.kit.commit's `where`."""
    code = textwrap.dedent(
        f"""
        import os, sys
        import ragfts.kit.commit as commit
        real = getattr(commit.os, "{where}") if "{where}" == "replace" else getattr(commit, "{where}")
        calls = [0]
        def dying(*args, **kwargs):
            calls[0] += 1
            if calls[0] > {after}:
                os._exit(137)
            return real(*args, **kwargs)
        if "{where}" == "replace":
            commit.os.replace = dying
        else:
            setattr(commit, "{where}", dying)
        from ragfts.cli.main import cli
        cli(["answer", sys.argv[1] + "/{ANSWERS}", "--kit", sys.argv[1]])
        """
    )
    return subprocess.run([sys.executable, "-c", code, str(kit)], timeout=120).returncode


def test_killed_before_the_journal_the_kit_is_as_it_was(kit):
    before = kit_files(kit)
    assert killed_at(kit, "_write_durable", 3) == 137
    assert kit_files(kit) == before
    assert len(list((kit / "replays").glob(".*.pending"))) == 3  # what the kill left
    assert invoke("replay", "Q1", kit=kit).exit_code == 0
    assert invoke("answer", kit / ANSWERS, kit=kit).exit_code == 1  # the before answers fail
    assert sorted(p.name for p in (kit / "replays").glob(".*")) == []
    assert sums_ok(kit)


def test_killed_between_renames_the_next_answer_finishes_the_change(kit):
    (kit / "replays/Q3.json").unlink()  # a fresh log, so that the change is visible
    invoke("run", "Q3", kit=kit)
    assert killed_at(kit, "replace", 2) == 137
    assert (kit / "replays/.commit.journal").is_file()
    result = invoke("replay", "Q3", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: replays/.commit.journal: an interrupted `ragfts answer` left its change half "
        "made; the next `ragfts answer` or `ragfts run` finishes it\n",
    )
    assert invoke("run", "Q7", kit=kit).exit_code == 0  # takes the logs lock: finishes it
    assert not (kit / "replays/.commit.journal").exists()
    assert sums_ok(kit)
    for qid in ("Q1", "Q3", "Q8"):
        assert invoke("replay", qid, kit=kit).exit_code == 0, qid
    assert "[before] abstain" in invoke("replay", "Q3", kit=kit).stdout


def test_a_full_disk_writes_no_log(kit, monkeypatch):
    import ragfts.kit.commit as commit

    real, calls = commit._write_durable, []

    def full(path, data):
        calls.append(path)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, data)

    monkeypatch.setattr(commit, "_write_durable", full)
    (kit / "replays/Q3.json").unlink()
    invoke("run", "Q3", kit=kit)
    before = snapshot(kit)
    result = invoke("answer", kit / ANSWERS, kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: cannot read or write ")
    assert result.stderr.endswith(": No space left on device\n")
    assert snapshot(kit) == before
