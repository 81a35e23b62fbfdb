"""The attack on the landed build (issue 10), item by item: each test reproduces the
attack on a fresh copy of the example kit and asserts the outcome wanted instead."""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys

import pytest

from conftest import ROOT, built, invoke, jsonl_corpus, snapshot
from ragfts.kit.digests import file_sha256, halves_sha256

AT = "2026-10-23"
Q8_SEARCH = ("search", "цена", "--at", "2026-09-15", "--json")


def load(kit, qid):
    return json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))


def save(kit, qid, log):
    text = json.dumps(log, ensure_ascii=False, indent=2) + "\n"
    (kit / f"replays/{qid}.json").write_text(text, encoding="utf-8")


def broad_question(kit, count):
    """B1 finds `count` documents: past 100, their texts are stored as fragments."""
    rows = [
        {
            "source_id": f"kb{n:04}",
            "valid_from": "2026-01-01",
            "valid_until": None,
            "text": f"тариф {n}",
        }
        for n in range(count)
    ]
    text = "".join(json.dumps(r) + "\n" for r in rows)
    (kit / "corpus/kb.jsonl").write_text(text, encoding="utf-8")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("B1,2026-10-23,?,тариф,abstain,,,\n")


def found(result):
    return [(r["source_id"], r["valid_until"]) for r in json.loads(result.stdout)["rows"]]


# 1. A damaged index answers wrongly, and run then overwrites the good log.


def test_zeroed_validity_byte_is_detected_and_the_index_rebuilt(kit):
    index = built(kit)
    data = bytearray(index.read_bytes())
    at = data.find(b"2026-09-30")  # price-v1's valid_until, stored in the FTS5 content
    assert at > 0
    data[at] = 0
    index.write_bytes(bytes(data))
    assert found(invoke(*Q8_SEARCH, kit=kit)) == [("price-v1", "2026-09-30")]
    assert invoke("replay", "Q8", kit=kit).exit_code == 0
    assert invoke("run", "Q8", kit=kit).exit_code == 0
    assert (kit / "replays/Q8.json").read_bytes() == (ROOT / "replays/Q8.json").read_bytes()


@pytest.mark.slow
def test_random_byte_mutations_give_no_silent_wrong_result_and_keep_good_logs(kit):
    index = built(kit)
    good = index.read_bytes()
    expected = {
        q: invoke("search", *a, "--at", d, "--json", kit=kit).stdout
        for q, a, d in (("Q8", ("цена",), "2026-09-15"), ("Q6", ("возврата",), AT))
    }
    rng = random.Random(2026)
    outcomes = {"rebuilt": 0}
    for _ in range(300):
        data = bytearray(good)
        offset = rng.randrange(len(data))
        data[offset] ^= 1 << rng.randrange(8)
        stat = index.stat()
        index.write_bytes(bytes(data))
        os.utime(index, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # as `cp -p` would keep it
        for qid, args, at in (("Q8", ("цена",), "2026-09-15"), ("Q6", ("возврата",), AT)):
            assert invoke("search", *args, "--at", at, "--json", kit=kit).stdout == expected[qid]
        assert invoke("run", "Q8", "Q6", kit=kit).exit_code == 0
        for qid in ("Q6", "Q8"):
            assert (kit / f"replays/{qid}.json").read_bytes() == (
                ROOT / f"replays/{qid}.json"
            ).read_bytes()
        outcomes["rebuilt"] += index.read_bytes() == good
    assert outcomes == {"rebuilt": 300}


# 2. A stale index goes unnoticed when a file keeps its size and mtime.


def test_corpus_edit_that_keeps_size_and_mtime_is_seen(kit):
    built(kit)
    path = kit / "corpus/faq-v2.txt"
    stat = path.stat()
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("Учебный FAQ", "Учебник FAQ"), encoding="utf-8")  # same size
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert path.stat().st_size == stat.st_size
    result = invoke("search", "Учебник", "--at", AT, "--json", kit=kit)
    assert found(result) == [("faq-v2", None)]
    replay = invoke("replay", "Q3", kit=kit)
    assert replay.exit_code == 3
    assert "  drift: search.rows[0].text (faq-v2): logged " in replay.stdout


# 3. `ragfts answer` writes logs that ragfts then refuses to read.


@pytest.mark.parametrize(
    "value, message",
    [
        ("1e999", "invalid JSON at column 80: number 1e999 is too large to read back"),
        ("[" * 62 + "1" + "]" * 62, "invalid JSON at column 137: nested deeper than 61 levels"),
    ],
)
def test_answers_that_could_not_be_read_back_are_refused(kit, tmp_path, value, message):
    answers = tmp_path / "bot.jsonl"
    answers.write_text(
        '{"id": "Q3", "label": "x", "answer": {"action": "answer", "claims": [{"value": '
        + value
        + ', "fact_id": "F-csv", "source_id": "faq-v2"}]}}\n',
        encoding="utf-8",
    )
    before = snapshot(kit / "replays")
    result = invoke("answer", answers, kit=kit)
    assert result.exit_code == 2
    assert result.stderr == f"Error: {answers}:1:1: {message}\n"
    assert snapshot(kit / "replays") == before


def test_the_deepest_accepted_answer_is_read_back(kit, tmp_path):
    answers = tmp_path / "bot.json"
    deep = "[" * 58 + "1" + "]" * 58
    answers.write_text(
        '{"id": "Q3", "label": "x", "answer": {"action": "abstain", "text": "", "x": '
        + deep
        + "}}",
        encoding="utf-8",
    )
    assert invoke("answer", answers, kit=kit).exit_code == 1
    assert invoke("replay", "Q3", kit=kit).exit_code == 1
    assert invoke("triage", kit=kit).exit_code == 1


# 4. `answer` racing `run` loses the answer.


@pytest.mark.slow
def test_answers_attached_while_runs_rewrite_the_logs_are_never_lost(kit, tmp_path):
    built(kit)
    procs = []
    for n in range(6):
        answers = tmp_path / f"bot{n}.json"
        answers.write_text(
            json.dumps(
                {"id": "Q3", "label": f"race{n}", "answer": {"action": "abstain", "text": str(n)}}
            ),
            encoding="utf-8",
        )
        for args in (["run"], ["answer", str(answers)]):
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "ragfts", *args, "--kit", str(kit)],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                )
            )
    assert all(p.wait() in (0, 1) for p in procs)
    labels = [a["label"] for a in load(kit, "Q3")["answers"]]
    assert sorted(labels) == ["after", "before"] + [f"race{n}" for n in range(6)]
    assert invoke("verify", kit=kit).exit_code == 0


# 5. A duplicated log row passes replay.


def test_duplicated_row_is_tampering(kit):
    log = load(kit, "Q6")
    log["search"]["rows"].insert(1, log["search"]["rows"][0])
    save(kit, "Q6", log)
    result = invoke("replay", "Q6", kit=kit)
    assert result.exit_code == 3
    assert (
        '  tampered: search.rows[1].source_id: logged "refund-a", now "found once by the re-run '
        '(row repeated in the log)"'
    ) in result.stdout.splitlines()


# 6. schema.sql runs as arbitrary SQL on every command.


def test_schema_may_not_attach_and_drop_another_file(kit, tmp_path):
    victim = tmp_path / "victim.sqlite"
    conn = sqlite3.connect(victim)
    conn.execute("CREATE TABLE important(x)")
    conn.close()
    digest = file_sha256(victim)
    with open(kit / "schema.sql", "a", encoding="utf-8") as handle:
        handle.write(f"\nATTACH DATABASE '{victim}' AS v; DROP TABLE v.important;\n")
    result = invoke("build", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: schema.sql: refused: not authorized (schema.sql may only create "
        "tables and indexes)\n"
    )
    assert file_sha256(victim) == digest
    assert not (kit / ".ragfts").exists()


def test_schema_with_a_recursive_query_is_refused(kit):
    with open(kit / "schema.sql", "a", encoding="utf-8") as handle:
        handle.write(
            "\nCREATE TABLE t AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
            "SELECT x FROM c;\n"
        )
    result = invoke("build", kit=kit)
    assert result.exit_code == 2
    assert "schema.sql: refused: " in result.stderr


@pytest.mark.parametrize(
    "cut, message",
    [
        (
            "CREATE TABLE facts",
            "Error: schema.sql: lacks the table facts (columns fact_id, source_id, subject, "
            "attribute, value, unit, quote)\n",
        ),
        (
            "CREATE VIRTUAL TABLE documents",
            "Error: schema.sql: lacks the table documents (columns source_id, "
            "valid_from, valid_until, text)\n",
        ),
    ],
)
def test_schema_lacking_a_table_is_refused_with_the_table_named(kit, cut, message):
    text = (kit / "schema.sql").read_text(encoding="utf-8")
    start = text.index(cut)
    (kit / "schema.sql").write_text(
        text[:start] + text[text.index(";", start) + 1 :], encoding="utf-8"
    )
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (2, message)


def test_schema_with_a_syntax_error_is_refused(kit):
    with open(kit / "schema.sql", "a", encoding="utf-8") as handle:
        handle.write("\nCREATE TABLE (;\n")
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        'Error: schema.sql: refused: near "(": syntax error (schema.sql may only create tables and indexes)\n',
    )


def test_read_commands_do_not_run_schema_sql(kit, monkeypatch):
    built(kit)
    import ragfts.index.build

    def refuse(*_args):
        raise AssertionError("schema.sql was executed by a read command")

    monkeypatch.setattr(ragfts.index.build, "run_schema", refuse)
    assert invoke("replay", "Q3", kit=kit).exit_code == 0
    assert invoke("search", "CSV", "--at", AT, kit=kit).exit_code == 0


# 7. The column-filter refusal is bypassed by quoting.


@pytest.mark.parametrize(
    "expression, shown",
    [
        ('"source_id":CSV', '"source_id":'),
        ('"CSV" source_id:x', "source_id:"),
        ('CSV "valid_until":x', '"valid_until":'),
    ],
)
def test_quoted_column_filters_are_refused(kit, expression, shown):
    result = invoke("search", expression, "--at", AT, kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        f"Error: EXPRESSION: column filters are not allowed ({shown}): "
    )


def test_quoted_column_filter_in_questions_csv_is_refused_at_load(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace("из CSV?,CSV,", 'из CSV?,"""source_id"":CSV",'),
        encoding="utf-8",
    )
    result = invoke("run", kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        'Error: questions.csv:4: query: column filters are not allowed ("source_id":)'
    )


# 8. A crafted index hangs every command.


def crafted(index):
    conn = sqlite3.connect(index)
    conn.executescript(
        "DROP TABLE build_info; CREATE VIEW build_info AS WITH RECURSIVE c(x) AS "
        "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT 'k' AS key, x AS value FROM c;"
    )
    conn.close()


def test_crafted_index_is_rebuilt_not_read(kit):
    index = built(kit)
    crafted(index)
    assert found(invoke(*Q8_SEARCH, kit=kit)) == [("price-v1", "2026-09-30")]


def test_crafted_index_with_a_forged_seal_is_refused_by_its_schema(kit):
    index = built(kit)
    crafted(index)
    seal_path = kit / ".ragfts/index.seal.json"
    seal = json.loads(seal_path.read_text(encoding="utf-8"))
    seal["index_digest"] = halves_sha256(index)
    seal_path.write_text(json.dumps(seal), encoding="utf-8")
    assert found(invoke(*Q8_SEARCH, kit=kit)) == [("price-v1", "2026-09-30")]
    conn = sqlite3.connect(index)
    assert conn.execute("SELECT type FROM sqlite_master WHERE name = 'build_info'").fetchone() == (
        "table",
    )
    conn.close()


# 9. Writes follow symlinks out of the kit.


def test_fragments_folder_that_is_a_symlink_is_refused(kit, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (kit / "replays/fragments").symlink_to(elsewhere)
    broad_question(kit, 120)
    result = invoke("run", "B1", kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        "Error: replays/fragments/ is a symbolic link; ragfts writes logs only into a plain "
        "replays/fragments/ folder\n",
    )
    assert list(elsewhere.iterdir()) == []


def test_work_folder_that_is_a_symlink_is_refused(kit, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (kit / ".ragfts").symlink_to(elsewhere)
    for command in (("build",), ("run",)):
        result = invoke(*command, kit=kit)
        assert (result.exit_code, result.stderr) == (
            3,
            "Error: .ragfts/ is a symbolic link; ragfts builds only into a plain folder\n",
        )
    assert list(elsewhere.iterdir()) == []


def test_work_folder_that_is_a_file_and_index_that_is_a_folder(kit):
    (kit / ".ragfts").write_text("x", encoding="utf-8")
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        "Error: .ragfts is not a folder; remove it and run `ragfts build`\n",
    )
    (kit / ".ragfts").unlink()
    (kit / ".ragfts/index.sqlite").mkdir(parents=True)
    result = invoke("search", "CSV", "--at", AT, kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        "Error: .ragfts/index.sqlite is not a plain file; remove it and run `ragfts build`\n",
    )


# 10. verify accepts entries outside the kit and rejects GNU binary-mode lines.


@pytest.mark.parametrize("entry", ["../outside.txt", "/etc/hostname", "corpus/../../x"])
def test_verify_refuses_entries_outside_the_kit(kit, entry):
    with open(kit / "SHA256SUMS", "a", encoding="utf-8") as handle:
        handle.write(f"{'0' * 64}  {entry}\n")
    result = invoke("verify", kit=kit)
    assert result.exit_code == 3
    assert result.stderr.splitlines()[1:] == [f"SHA256SUMS:17: {entry} is outside the kit; refused"]


def test_verify_reads_gnu_binary_mode_lines(kit):
    sums = kit / "SHA256SUMS"
    sums.write_text(
        sums.read_text(encoding="utf-8").replace("  corpus/", " *corpus/"), encoding="utf-8"
    )
    assert invoke("verify", kit=kit).stdout == "OK: 16 file(s) match SHA256SUMS\n"


# 11. A corrupted fragment file goes unnoticed when SHA256SUMS is resealed.


def test_corrupted_fragment_is_refused_by_seal_and_verify(kit):
    broad_question(kit, 101)
    assert invoke("run", "B1", kit=kit).exit_code == 0
    [pack] = (kit / "replays/fragments").glob("*.pack")
    digest, length = pack.read_bytes().split(b"\n")[0].decode().split(" ")
    pack.write_bytes(f"{digest} 14\n".encode() + "подмена".encode() + b"\n")
    rel = pack.relative_to(kit).as_posix()
    result = invoke("seal", kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        f"Error: not sealed: damaged fragment files\n{rel}: the fragment {digest} does not match its SHA-256\n",
    )
    assert invoke("verify", kit=kit).stderr.splitlines()[-1] == (
        f"{rel}: the fragment {digest} does not match its SHA-256"
    )


# 12. Tracebacks instead of exit 2 or 3.


def test_dangling_corpus_symlink_is_refused(kit):
    (kit / "corpus/gone.txt").symlink_to(kit / "nowhere.txt")
    result = invoke("search", "CSV", "--at", AT, kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: corpus/gone.txt: is a symbolic link; corpus files must be plain files in the kit\n",
    )


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"id": 5, "label": "x", "answer": {}}', "1: id must be a question id (text), got 5"),
        (
            '{"id": ["Q3"], "label": "x", "answer": {}}',
            "1: id must be a question id (text), got ['Q3']",
        ),
    ],
)
def test_answer_ids_that_are_not_text(kit, tmp_path, content, message):
    answers = tmp_path / "bot.json"
    answers.write_text(content, encoding="utf-8")
    result = invoke("answer", answers, kit=kit)
    assert (result.exit_code, result.stderr) == (2, f"Error: {answers}:{message}\n")


def test_answers_file_in_cp1251(kit, tmp_path):
    answers = tmp_path / "bot.json"
    answers.write_bytes('{"id": "Q3", "label": "x", "answer": {"text": "нет"}}'.encode("cp1251"))
    result = invoke("answer", answers, kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: {answers}:1: not UTF-8 (byte 0xed); save the file as UTF-8\n",
    )


def test_source_ids_that_are_not_a_list_are_an_input_error_replay_can_read(kit, tmp_path):
    answers = tmp_path / "bot.json"
    answers.write_text(
        '{"id": "Q3", "label": "x", "answer": {"action": "answer", "source_ids": 5}}',
        encoding="utf-8",
    )
    result = invoke("answer", answers, kit=kit)
    assert result.stdout == "Q3 [x] FAIL verdict input_error source_ids must be a list of strings\n"
    assert invoke("replay", "Q3", kit=kit).exit_code == 1


@pytest.mark.parametrize(
    "change, problem",
    [
        (
            lambda log: log["answers"].__setitem__(0, "not an object"),
            'answers[0]: expected an object, got "not an object"',
        ),
        (
            lambda log: log["question"].pop("at"),
            "question: expected the keys id, at, question, query, ",
        ),
        (lambda log: log.__setitem__("index", []), "index: expected an object, got []"),
        (
            lambda log: log["search"]["rows"][0].__setitem__("source_id", ["faq-v2"]),
            'search.rows[0].source_id: expected a text, got ["faq-v2"]',
        ),
    ],
)
def test_malformed_logs_are_integrity_failures(kit, change, problem):
    log = load(kit, "Q3")
    change(log)
    save(kit, "Q3", log)
    for command in ("replay", "run", "triage"):
        args = (command, "Q3") if command != "triage" else (command,)
        result = invoke(*args, kit=kit)
        assert result.exit_code == 3
        assert result.stderr.splitlines()[0] == "Error: replays/Q3.json: not a ragfts log"
        assert result.stderr.splitlines()[1].startswith(problem)


def test_absolute_fragment_hash_is_refused(kit):
    log = load(kit, "Q3")
    row = log["search"]["rows"][0]
    log["search"]["rows"][0] = {k: row[k] for k in ("source_id", "valid_from", "valid_until")}
    log["search"]["rows"][0]["text_sha256"] = "/etc/passwd"
    save(kit, "Q3", log)
    result = invoke("replay", "Q3", kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        "Error: replays/Q3.json: not a ragfts log\n"
        "search.rows[0].text_sha256: expected 64 lowercase hex digits, got '/etc/passwd'\n",
    )


@pytest.mark.parametrize("qid", ["../../etc/passwd", ""])
def test_replay_of_an_unsafe_id_is_a_usage_error(kit, qid):
    result = invoke("replay", qid, kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: question id {qid!r} is not a safe id")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_read_only_kit_is_exit_2(kit):
    os.chmod(kit / "replays", 0o555)
    try:
        result = invoke("run", kit=kit)
    finally:
        os.chmod(kit / "replays", 0o755)
    assert result.exit_code == 2 and "Permission denied" in result.stderr


def test_file_size_limit_is_exit_2_not_a_traceback(kit):
    built(kit)
    code = (
        "import resource, sys; resource.setrlimit(resource.RLIMIT_FSIZE, (2000, 2000)); "
        "sys.argv = ['ragfts', 'run', '--kit', sys.argv[1]]; from ragfts.__main__ import main; main()"
    )
    done = subprocess.run([sys.executable, "-c", code, str(kit)], capture_output=True, text=True)
    assert done.returncode == 2
    assert (
        done.stderr.startswith("Error: cannot read or write ") and "File too large" in done.stderr
    )
    assert "Traceback" not in done.stderr


# 13. A WAL-mode index is searched as is and leaves -wal/-shm files behind.


def test_wal_mode_index_is_rebuilt_and_no_wal_files_are_left(kit):
    index = built(kit)
    conn = sqlite3.connect(index)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.close()
    assert found(invoke(*Q8_SEARCH, kit=kit)) == [("price-v1", "2026-09-30")]
    assert sorted(
        p.name for p in (kit / ".ragfts").iterdir() if p.name.startswith("index.sqlite")
    ) == ["index.sqlite"]


# 14. Unquoted line separators in questions.csv shift line numbers.


@pytest.mark.parametrize("separator", ["\u2028", "\x85", "\x0c", "\x1e"])
def test_unicode_line_separators_do_not_split_a_csv_line(kit, separator):
    path = kit / "questions.csv"
    text = path.read_text(encoding="utf-8").replace(
        "Сколько стоит тариф сейчас?", f"Сколько{separator}стоит?"
    )
    path.write_text(text.replace("Q8,2026-09-15", "Q8,2026-13-15"), encoding="utf-8")
    result = invoke("run", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == "Error: questions.csv:9: at '2026-13-15' is not a day in the calendar\n"


# 15. --timeout nan and inf are accepted.


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "0"])
def test_timeout_must_be_a_finite_positive_number(kit, value):
    result = invoke("search", "CSV", "--at", AT, "--timeout", value, kit=kit)
    assert result.exit_code == 2
    assert (
        f"Invalid value for '--timeout': {float(value)} is not a number of seconds" in result.stderr
    )


# 16. An escaped NUL in a JSON Lines document.


def test_escaped_nul_in_a_jsonl_text_is_refused(kit):
    (kit / "corpus/x.jsonl").write_text(
        '{"source_id": "x1", "valid_from": "2026-01-01", "valid_until": null, "text": "a\\u0000b"}\n',
        encoding="utf-8",
    )
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: corpus/x.jsonl:1: the document text contains a NUL character\n",
    )


# 17. Edited answer text, swapped labels and a changed index record pass replay.


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda log: log["answers"][0]["answer"].__setitem__("text", "Да"), None),
        (lambda log: log["answers"].reverse(), None),
        (
            lambda log: log["index"].__setitem__("sqlite_version", "9.9.9"),
            "  tampered: index.sqlite_version: ",
        ),
        (
            lambda log: log["index"].__setitem__("used_sha256", "0" * 64),
            "  tampered: index.used_sha256: ",
        ),
    ],
)
def test_hand_edits_of_a_sealed_log_are_tampering(kit, change, field):
    log = load(kit, "Q3")
    change(log)
    save(kit, "Q3", log)
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 3
    lines = [line for line in result.stdout.splitlines() if line.startswith("  tampered: ")]
    assert lines[0].startswith('  tampered: replays/Q3.json (SHA256SUMS): logged "')
    if field:
        assert any(line.startswith(field) for line in lines)
    assert not [line for line in result.stdout.splitlines() if line.startswith("  drift: ")]


def test_changed_index_record_of_an_unsealed_log_is_named(kit):
    (kit / "SHA256SUMS").unlink()
    log = load(kit, "Q3")
    log["index"]["schema_sha256"] = "0" * 64
    save(kit, "Q3", log)
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 3
    assert f'  differs: index.schema_sha256: logged "{"0" * 64}", now "' in result.stdout
    assert result.stdout.splitlines()[-1] == (
        "the log differs from the index; without SHA256SUMS ragfts cannot tell an edit of the "
        "log from a change of the corpus — run `ragfts seal` to record the state you trust"
    )


# 18. A closed pipe exits 1 with no message; Ctrl-C exits 1.


def test_closed_pipe_is_quiet_and_exits_like_sigpipe(kit):
    built(kit)
    proc = subprocess.Popen(
        [sys.executable, "-m", "ragfts", "search", "Планёр", "--at", AT, "--kit", str(kit)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    proc.stdout.close()
    assert proc.wait() == 141
    assert proc.stderr.read() == b""


@pytest.mark.slow
def test_ctrl_c_exits_130(kit):
    jsonl_corpus(kit, 150_000, lambda n: "цена " * 50)
    proc = subprocess.Popen(
        [sys.executable, "-m", "ragfts", "build", "--kit", str(kit)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        proc.wait(timeout=1.5)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGINT)
    assert proc.wait() == 130
    assert proc.stderr.read().decode().splitlines()[-1] == "Interrupted"
    assert not list((kit / ".ragfts").glob(".index.*.tmp"))
    shutil.rmtree(kit / ".ragfts", ignore_errors=True)


@pytest.mark.parametrize("option", ["content=''", "content='sources'"])
def test_a_documents_table_without_its_own_text_is_refused_at_build(kit, option):
    schema = (kit / "schema.sql").read_text(encoding="utf-8")
    (kit / "schema.sql").write_text(
        schema.replace("tokenize = 'unicode61'", f"tokenize = 'unicode61', {option}"),
        encoding="utf-8",
    )
    result = invoke("build", kit=kit)
    name = option.split(",")[0].split("=")[0]
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: schema.sql: documents sets {name}=: an FTS5 table without its own content "
        "returns no text, so every search would find nothing to log; remove the option\n",
    )
