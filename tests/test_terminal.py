"""What a person sees at a real pseudo-terminal, not only on a pipe: progress is drawn
and never fails the command, and the README's first command ends well."""

import io
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT, invoke
from ragfts.cli.progress import PipeReporter, TerminalReporter
from ragfts.kit import progress

RAGFTS = Path(sys.executable).with_name("ragfts")


def at_terminal(argv, cwd: Path, seconds: float = 120) -> tuple[int, str]:
    """Run argv with stdin, stdout and stderr on a new pseudo-terminal; its exit code and
    everything it wrote, carriage returns and all."""
    master, slave = os.openpty()
    env = {**os.environ, "COLUMNS": "100", "TERM": "xterm"}
    proc = subprocess.Popen(argv, cwd=cwd, stdin=slave, stdout=slave, stderr=slave, env=env)
    os.close(slave)
    out, deadline = b"", time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # EIO: every writer of the terminal has closed it
                    break
                if not chunk:
                    break
                out += chunk
            elif proc.poll() is not None:
                break
        else:
            raise AssertionError(f"{argv} still running after {seconds} s: {out[-500:]!r}")
        return proc.wait(timeout=30), out.decode("utf-8", "replace")
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def lines(output: str) -> list[str]:
    """The lines a person reads at the end: each status redraw replaced by what follows."""
    return [part.split("\r")[-1].replace("\x1b[K", "") for part in output.split("\r\n")]


def kit_copy(tmp_path) -> Path:
    from conftest import copy_kit

    return copy_kit(ROOT, tmp_path / "kit")


def test_build_at_a_terminal_shows_progress_and_exits_0(tmp_path):
    kit = kit_copy(tmp_path)
    code, out = at_terminal([RAGFTS, "build"], kit)
    assert code == 0, out
    assert "\r\x1b[Kindexing documents: 0" in out
    assert lines(out)[-3:] == [
        "built .ragfts/index.sqlite: 5 documents, 6 facts",
        lines(out)[-2],
        "",
    ]
    assert lines(out)[-2].startswith("  corpus sha256 ")
    assert "Traceback" not in out


def test_run_at_a_terminal_prints_each_line_then_the_summary(tmp_path):
    kit = kit_copy(tmp_path)
    code, out = at_terminal([RAGFTS, "run"], kit)
    assert code == 0, out
    shown = lines(out)
    assert shown[0] == "the index is missing, stale or damaged: rebuilding it from the corpus"
    assert shown[1:] == [
        "ok   Q1 2026-10-23 'цена' → price-v2",
        "ok   Q2 2026-10-23 'цена' → price-v2",
        "ok   Q3 2026-10-23 'CSV' → faq-v2",
        "ok   Q4 2026-10-23 'настройка' → price-v2",
        "ok   Q5 2026-10-23 '\"доставк\"*' → faq-v2",
        "ok   Q6 2026-10-23 'возврата' → refund-a; refund-b",
        "ok   Q7 2026-10-23 '\"скидк\"*' → faq-v2",
        "ok   Q8 2026-09-15 'цена' → price-v1",
        "8 question(s), 0 failed, logs in replays",
        "",
    ]
    assert "running questions: 8 of 8" in out


def test_answer_at_a_terminal_exits_0(tmp_path):
    kit = kit_copy(tmp_path)
    code, out = at_terminal([RAGFTS, "answer", "answers/seed-mock.jsonl"], kit)
    assert code == 1, out
    assert "Traceback" not in out
    assert lines(out)[-3:] == [
        "Q8 [before] FAIL verdict answer expected_fact_missing, source_not_in_found_context, wrong_source_version_for_question_date",
        "Q8 [after] PASS verdict pass",
        "",
    ]


def test_intake_at_a_terminal_counts_its_steps_then_prints_the_triage(tmp_path):
    kit = kit_copy(tmp_path)
    argv = [RAGFTS, "intake", "answers/conversations.jsonl", "--date", "asked_at"]
    code, out = at_terminal([*argv, "--answer", "answer"], kit)
    assert code == 1, out
    assert "Traceback" not in out
    for step in ("checking conversations: 0", "reading conversations: 0"):
        assert f"\r\x1b[K{step}" in out
    assert "\r\x1b[Ktriaging formulations: 0 of 8" in out
    shown = lines(out)
    assert shown[:3] == [
        "the index is missing, stale or damaged: rebuilding it from the corpus",
        "9 conversation(s), 8 formulation(s)",
        "Q1  2026-10-23  stale_answer          1  Сколько стоит тариф сейчас?",
    ]
    assert shown[6:8] == [
        "Q3  2026-10-23  likely_false_refusal  2  Можно перенести задачи из CSV?",
        "    the bot refused; F-csv (faq-v2) holds the fact",
    ]
    assert shown[-3:] == [
        "for the owners: 2 missing fact(s), 1 conflict(s) (--owners)",
        "derived logs: intake/replays (sealed in intake/SHA256SUMS; `ragfts replay ID`)",
        "",
    ]


@pytest.mark.slow
def test_the_readme_first_command_at_a_terminal(tmp_path):
    """The README's first line, word for word, in a fresh copy of the repository."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first = readme.split("```sh\n", 1)[1].split("\n", 1)[0]
    assert first.endswith(".venv/bin/ragfts run")
    files = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    clone = tmp_path / "fresh"
    for name in files.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    code, out = at_terminal(["bash", "-c", first], clone, seconds=600)
    assert code == 0, out
    assert lines(out)[-2] == "8 question(s), 0 failed, logs in replays"
    assert "Traceback" not in out


class Broken(io.StringIO):
    def write(self, text):
        raise OSError(5, "Input/output error")


def test_a_failing_terminal_never_fails_the_command(kit):
    with progress.reporting(TerminalReporter(Broken())):
        with progress.steps("counting", None) as advance:
            advance(3)
        progress.say("gone")
    result = invoke("run", "Q3", kit=kit)
    assert result.exit_code == 0


def test_a_pipe_gets_a_count_line_now_and_then():
    out = io.StringIO()
    with progress.reporting(PipeReporter(out, every=0.0)):
        progress.say("not on a pipe")
        with progress.steps("indexing documents") as advance:
            advance(40_000)
        with progress.steps("running questions", 200) as advance:
            advance(2)
    assert out.getvalue() == "indexing documents: 40,000\nrunning questions: 2 of 200\n"


def test_a_pipe_of_a_short_command_holds_only_its_output():
    out = io.StringIO()
    with progress.reporting(PipeReporter(out)):
        with progress.steps("indexing documents") as advance:
            advance(5)
    assert out.getvalue() == ""


def test_a_broad_question_shows_its_own_rows_at_a_terminal(tmp_path):
    """The first question of a run is searched by the run itself: at a terminal its rows
    are counted while it runs, not a still 0 of N."""
    kit = kit_copy(tmp_path)
    with open(kit / "corpus/broad.jsonl", "w", encoding="utf-8") as out:
        for n in range(17_000):
            text = f"Строка {n}: цена указана в прайсе."
            out.write(
                f'{{"source_id": "b{n:05}", "valid_from": "2026-01-01", "valid_until": null, '
                f'"text": "{text}"}}\n'
            )
    code, out = at_terminal([RAGFTS, "run", "Q1", "Q3"], kit)
    assert code == 0, out  # Q1 now finds 17,001 rows, its expected fragment among them
    assert "running questions: 0 of 2 (Q1: 16,384 rows so far)" in out
    assert "running questions: 1 of 2\r" in out  # the next step clears the row count


def test_a_detail_is_drawn_beside_the_count_and_cleared_by_the_next_step():
    stream = io.StringIO()
    shown = TerminalReporter(stream)
    shown.start("running questions", 2)
    shown.drawn = 0.0  # as if the last redraw were long ago
    shown.detail("Q1: 16,384 rows so far")
    shown.advance()
    assert stream.getvalue() == (
        "\r\x1b[Krunning questions: 0 of 2"
        "\r\x1b[Krunning questions: 0 of 2 (Q1: 16,384 rows so far)"
        "\r\x1b[Krunning questions: 1 of 2"
    )
    piped = io.StringIO()
    pipe = PipeReporter(piped, every=0.0)
    pipe.start("running questions", 2)
    pipe.detail("Q1: 16,384 rows so far")
    assert piped.getvalue() == "running questions: 0 of 2 (Q1: 16,384 rows so far)\n"


def test_at_a_terminal_an_export_s_escape_sequence_is_shown_not_run(tmp_path):
    """A conversation's question holds ESC [2J (clear the screen): the replay of its
    derived log shows it as \\u001b[2J at a terminal, where it was sent as it was (on a
    pipe, click drops an ANSI sequence itself)."""
    import json

    kit = kit_copy(tmp_path)
    export = tmp_path / "chat.jsonl"
    record = {"asked_at": "2026-10-23", "question": "Сколько дней идёт доставка?\x1b[2J"}
    export.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    done = invoke("intake", export, "--date", "asked_at", kit=kit)
    fid = done.stdout.splitlines()[1].split()[0]
    code, out = at_terminal([str(RAGFTS), "replay", fid, "--kit", str(kit)], tmp_path)
    assert code == 0, out
    assert "доставка?\\u001b[2J" in out and "\x1b[2J" not in out
    assert "доставка?\n" in invoke("replay", fid, kit=kit).stdout
