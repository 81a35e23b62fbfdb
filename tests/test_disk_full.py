"""A full disk during the build is exit 2 with the index named, from every command that
builds; never a traceback, and never blamed on schema.sql."""

import resource
import signal
import subprocess
import sys

import pytest

from conftest import jsonl_corpus

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_FSIZE")


def limited(limit: int):
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails, EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return apply


@pytest.mark.parametrize(
    "command", [["build"], ["run"], ["answer", "answers/seed-mock.jsonl"], ["report"]]
)
@pytest.mark.parametrize("limit", [4096, 300_000])
def test_a_full_disk_in_the_build_is_exit_2_with_the_index_named(kit, command, limit):
    jsonl_corpus(kit, 3000, lambda n: f"документ {n} " + "слово " * 30)
    argv = [sys.executable, "-m", "ragfts", *command, "--kit", str(kit)]
    if command[0] == "answer":
        argv[4] = str(kit / command[1])
    done = subprocess.run(
        argv, capture_output=True, text=True, timeout=120, preexec_fn=limited(limit)
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("Error: cannot read or write .ragfts/index.sqlite: ")
    assert "schema.sql" not in done.stderr
    assert not list((kit / ".ragfts").glob(".index.*.tmp"))
