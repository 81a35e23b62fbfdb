import json
import shutil
import subprocess

import pytest

from conftest import ROOT, invoke, snapshot
from ragfts.cli.main import COMMANDS


def test_run_writes_one_log_per_question_and_prints_a_line_each(kit):
    shutil.rmtree(kit / "replays")
    result = invoke("run", kit=kit)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "ok   Q1 2026-10-23 'цена' → price-v2"
    assert result.stdout.splitlines()[5] == "ok   Q6 2026-10-23 'возврата' → refund-a; refund-b"
    assert sorted(p.name for p in (kit / "replays").iterdir()) == [
        f"Q{n}.json" for n in range(1, 9)
    ]
    log = json.loads((kit / "replays/Q8.json").read_text(encoding="utf-8"))
    assert list(log) == [
        "format",
        "question",
        "search",
        "retrieval_missing_source_ids",
        "miss",
        "route",
        "access",
        "context",
        "degraded",
        "index",
        "answers",
    ]
    assert log["search"]["parameters"] == ["цена", "2026-09-15", "2026-09-15"]
    assert [r["source_id"] for r in log["search"]["rows"]] == ["price-v1"]
    assert log["search"]["rows"][0]["text"].startswith("Учебный прайс «Планёр», версия 1.")
    assert log["answers"] == []


def test_run_is_byte_identical_to_the_committed_logs(kit):
    result = invoke("run", kit=kit)
    assert result.exit_code == 0
    for n in range(1, 9):
        assert (kit / f"replays/Q{n}.json").read_bytes() == (
            ROOT / f"replays/Q{n}.json"
        ).read_bytes()


def test_same_kit_twice_gives_byte_identical_logs_and_checksums(kit, tmp_path):
    invoke("run", kit=kit)
    invoke("seal", kit=kit)
    first = snapshot(kit / "replays"), (kit / "SHA256SUMS").read_bytes()
    shutil.rmtree(kit / ".ragfts")
    invoke("run", kit=kit)
    invoke("seal", kit=kit)
    assert (snapshot(kit / "replays"), (kit / "SHA256SUMS").read_bytes()) == first


def test_query_that_finds_nothing_is_a_failing_case(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "использования?,цена,", "использования?,использование,"
        ),
        encoding="utf-8",
    )
    result = invoke("run", "Q2", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[:2] == [
        "FAIL Q2 2026-10-23 'использование' → nothing",
        "     expected but not found: price-v2",
    ]
    log = json.loads((kit / "replays/Q2.json").read_text(encoding="utf-8"))
    assert log["search"]["rows"] == [] and log["retrieval_missing_source_ids"] == ["price-v2"]


def test_hostile_query_is_logged_as_a_search_error(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "из CSV?,CSV,", "из CSV?,x'); DROP TABLE documents;--,"
        ),
        encoding="utf-8",
    )
    invoke("build", kit=kit)
    index_before = (kit / ".ragfts/index.sqlite").read_bytes()
    result = invoke("run", "Q3", kit=kit)
    assert result.exit_code == 1
    assert 'search error: fts5: syntax error near "\'"' in result.stdout
    log = json.loads((kit / "replays/Q3.json").read_text(encoding="utf-8"))
    assert log["search"]["error"].startswith('fts5: syntax error near "\'"')
    assert log["search"]["rows"] == [] and log["retrieval_missing_source_ids"] == []
    assert (kit / ".ragfts/index.sqlite").read_bytes() == index_before


def test_unknown_question_id_is_a_usage_error(kit):
    result = invoke("run", "Q99", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == "Error: questions.csv: no question with id 'Q99'\n"


def test_build_reports_what_it_built(kit):
    result = invoke("build", kit=kit)
    assert result.exit_code == 0
    assert result.stdout.startswith(f"built {kit / '.ragfts/index.sqlite'}: 5 documents, 6 facts\n")


def test_index_is_rebuilt_when_the_corpus_changes(kit):
    invoke("build", kit=kit)
    path = kit / "corpus/faq-v2.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("импорт CSV", "импорт XLSX"), encoding="utf-8"
    )
    (kit / "corpus/facts.csv").write_text(
        (kit / "corpus/facts.csv").read_text(encoding="utf-8").replace("импорт CSV", "импорт XLSX"),
        encoding="utf-8",
    )
    result = invoke("search", "XLSX", "--at", "2026-10-23", kit=kit)
    assert result.stdout.splitlines()[1] == "  faq-v2  [2026-10-01 .. open]"


def test_committed_kit_verifies(kit):
    result = invoke("verify", kit=kit)
    assert result.exit_code == 0, result.output
    assert result.stdout == "OK: 16 file(s) match SHA256SUMS\n"


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="GNU sha256sum not installed")
def test_gnu_sha256sum_accepts_the_committed_sums():
    done = subprocess.run(
        ["sha256sum", "--strict", "-c", "SHA256SUMS"], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_verify_names_changed_gone_and_unlisted_files(kit):
    (kit / "replays/Q1.json").write_text("{}", encoding="utf-8")
    (kit / "replays/Q2.json").unlink()
    (kit / "corpus/new.txt").write_text(
        "source_id: new\nvalid_from: 2026-01-01\nvalid_until:\n\nновый\n", encoding="utf-8"
    )
    result = invoke("verify", kit=kit)
    assert result.exit_code == 3
    assert result.stderr.splitlines()[1:] == [
        "replays/Q1.json: FAILED (checksum differs)",
        "replays/Q2.json: listed in SHA256SUMS but gone",
        "corpus/new.txt: kit file missing from SHA256SUMS",
    ]


def test_seal_then_verify(kit):
    (kit / "corpus/new.txt").write_text(
        "source_id: new\nvalid_from: 2026-01-01\nvalid_until:\n\nновый\n", encoding="utf-8"
    )
    assert invoke("seal", kit=kit).stdout == f"sealed 17 file(s) in {kit / 'SHA256SUMS'}\n"
    assert invoke("verify", kit=kit).exit_code == 0
    assert "  corpus/new.txt\n" in (kit / "SHA256SUMS").read_text(encoding="utf-8")


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help_with_an_example(command):
    result = invoke(command, "--help")
    assert result.exit_code == 0
    assert "  Example:\n      ragfts " in result.stdout


def test_init_writes_a_kit_that_runs_at_once(tmp_path):
    result = invoke("init", tmp_path / "new")
    assert result.stdout == (
        f"a new kit in {tmp_path / 'new'}: .gitignore, README.md, corpus/example.txt, "
        "corpus/facts.csv, questions.csv, ragfts.toml, schema.sql\n"
    )
    run = invoke("run", kit=tmp_path / "new")
    assert (run.exit_code, run.stdout.splitlines()[0]) == (
        0,
        "ok   E1 2026-06-01 'price' → example-v1",
    )
    again = invoke("init", tmp_path / "new")
    assert (again.exit_code, again.stderr) == (
        2,
        f"Error: {tmp_path / 'new'} exists and is not an empty folder; ragfts init writes a new kit\n",
    )


def test_init_refuses_an_empty_path_and_a_symlinked_folder(tmp_path):
    result = invoke("init", "")
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: DIR: an empty path; name the new kit's folder, or '.' for here\n",
    )
    (tmp_path / "real").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "real")
    result = invoke("init", tmp_path / "link")
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: {tmp_path / 'link'} is a symbolic link; ragfts init writes a new kit into a "
        "plain folder\n",
    )
    assert list((tmp_path / "real").iterdir()) == []


def test_an_initialised_kit_has_a_gate_that_can_fail(tmp_path):
    invoke("init", tmp_path / "new")
    assert (tmp_path / "new/.gitignore").read_text().splitlines()[1] == ".ragfts/"
    invoke("run", kit=tmp_path / "new")
    result = invoke("evaluate", kit=tmp_path / "new")
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-5:] == [
        "  gate_failed:min_case_pass_rate 0.0 < 1.0",
        "  gate_failed:min_citation_fact_recall 0.0 < 1.0",
        "  gate_failed:min_status_accuracy 0.0 < 1.0",
        "  not checked (no threshold in [gate]): min_critical_case_pass_rate",
        "BLOCK",
    ]


def test_the_package_ships_the_kits_schema():
    assert (ROOT / "ragfts/template/schema.sql").read_bytes() == (ROOT / "schema.sql").read_bytes()


def test_outside_a_kit_commands_say_so(tmp_path):
    for command in (("run",), ("triage",), ("replay", "Q1"), ("evaluate",)):
        result = invoke(*command, kit=tmp_path)
        assert (result.exit_code, result.stderr) == (
            2,
            f"Error: {tmp_path} is not a ragfts kit (no schema.sql); use --kit or `ragfts init`\n",
        )


class Recorder:
    def __init__(self):
        self.events = []

    def say(self, message):
        self.events.append(("say", message))

    def start(self, label, total):
        self.events.append(("start", label, total))

    def advance(self, count=1):
        self.events.append(("advance", count))

    def finish(self):
        self.events.append(("finish",))


def test_progress_says_when_the_index_is_rebuilt_and_counts_the_work(kit):
    from ragfts.jobs.run import run_questions
    from ragfts.kit.progress import reporting

    recorder = Recorder()
    with reporting(recorder):
        run_questions(kit)
    events = recorder.events
    assert events[0] == (
        "say",
        "the index is missing, stale or damaged: rebuilding it from the corpus",
    )
    assert ("start", "indexing documents", None) in events and ("advance", 5) in events
    assert events[-10:] == [("start", "running questions", 8)] + [("advance", 1)] * 8 + [
        ("finish",)
    ]


def test_no_progress_reaches_a_pipe(kit):
    result = invoke("run", kit=kit)
    assert result.exit_code == 0 and result.stderr == ""


def test_the_index_is_readable_by_other_tools(kit):
    import stat

    import sqlite_utils

    invoke("build", kit=kit)
    index = kit / ".ragfts/index.sqlite"
    assert stat.S_IMODE(index.stat().st_mode) == 0o644
    db = sqlite_utils.Database(index)
    assert [r["source_id"] for r in db["documents"].search("CSV")] == ["faq-v2"]
    db.close()


def test_a_run_keeps_its_outcomes_without_the_rows(kit):
    from ragfts.jobs.run import run_questions

    outcomes = run_questions(kit)
    q3 = next(o for o in outcomes if o.log.question.id == "Q3")
    # a run of many questions must not hold every question's rows until it ends
    assert list(q3.log.search.rows) == []
    assert q3.found_ids == ["faq-v2"]
    assert (q3.failed, list(q3.log.missing)) == (False, [])
    log = json.loads((kit / "replays/Q3.json").read_text(encoding="utf-8"))
    assert log["search"]["rows"][0]["text"].startswith("Учебный FAQ")


def test_without_keep_found_an_outcome_lets_go_of_its_ids_once_done_has_seen_them(kit):
    from ragfts.jobs.run import run_questions

    seen = {}
    outcomes = run_questions(
        kit, ["Q3"], done=lambda o: seen.update({o.log.question.id: o.found_ids}), keep_found=False
    )
    assert seen == {"Q3": ["faq-v2"]}
    assert [(o.log.question.id, o.found_ids) for o in outcomes] == [("Q3", [])]
