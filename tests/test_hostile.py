"""Hostile and broken input: a clear error each, nothing written, nothing lost."""

import hashlib
import json
import os
import re
import shutil
import sqlite3
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import ROOT, built, invoke, jsonl_corpus, snapshot
from ragfts.index.connect import check_index_schema, connect_readonly, index_path
from ragfts.index.search import search
from ragfts.index.view import open_kit
from ragfts.jobs.answer import read_answer_records
from ragfts.kit.errors import ExpressionError, InputError, IntegrityError
from ragfts.kit.jsonio import write_atomic

AT = "2026-10-23"


@pytest.mark.parametrize(
    "expression, message",
    [
        ("x'); DROP TABLE documents;--", 'fts5: syntax error near "\'"'),
        ('"цена', "unterminated string"),
        ("*", "unknown special query"),
        ("NEAR(", "the expression ends too early"),
        ("цена OR", "the expression ends too early"),
        ("(цена", "the expression ends too early"),
        ("-цена", "no such column: цена — FTS5 read a term as a column filter"),
        ("e-mail", "no such column: mail — FTS5 read a term as a column filter"),
        ("rank:цена", "no such column: rank — FTS5 read a term as a column filter"),
        ("500.00", 'syntax error near "." — if that character belongs to a term, quote the term'),
        ("it's", 'syntax error near "\'" — if that character belongs to a term, quote the term'),
        ("100%", 'syntax error near "%" — if that character belongs to a term, quote the term'),
        (
            "user@x.com",
            'syntax error near "@" — if that character belongs to a term, quote the term',
        ),
        ("(" * 100 + "цена" + ")" * 100, "fts5: parser stack overflow"),
    ],
)
def test_expression_is_a_search_error_and_the_index_is_untouched(kit, expression, message):
    built(kit)
    before = snapshot(kit)
    result = invoke("search", "--at", AT, "--kit", kit, "--", expression)
    assert result.exit_code == 1
    assert result.stdout.startswith(f"search error for {expression!r} at {AT}: ")
    assert message in result.stdout
    assert "https://www.sqlite.org/fts5.html#full_text_query_syntax" in result.stdout
    assert snapshot(kit) == before


@pytest.mark.parametrize(
    "expression, message",
    [
        ("source_id:S1", "column filters are not allowed (source_id:)"),
        ("цена AND valid_from:2026", "column filters are not allowed (valid_from:)"),
        ("{source_id text}: цена", "column filters are not allowed (}:)"),
        ("цена" + " NOT цена" * 90_000, "characters long; at most 2000 are allowed"),
        ("цена NOT " * 101 + "цена", "operators (AND, OR, NOT, NEAR); at most 100 are allowed"),
        ("цена\x00 OR настройка", "contains a NUL character; SQLite would silently cut it there"),
        ("цена\ud800", "contains a lone surrogate"),
        ("цена\x07", "contains a control character"),
    ],
)
def test_expression_is_rejected_before_binding(kit, expression, message):
    result = invoke("search", expression, "--at", AT, kit=kit)
    assert result.exit_code == 2
    assert message in result.stderr
    assert not (kit / ".ragfts").exists()


def test_nfd_expression_and_nfd_corpus_match_nfc(kit):
    nfd = unicodedata.normalize("NFD", "настройка")
    assert nfd != "настройка"
    result = invoke("search", nfd, "--at", AT, "--json", kit=kit)
    assert [r["source_id"] for r in json.loads(result.stdout)["rows"]] == ["price-v2"]
    (kit / "corpus/extra.txt").write_text(
        "source_id: extra\nvalid_from: 2026-10-01\nvalid_until:\n\n"
        + unicodedata.normalize("NFD", "Йогурт включён.")
        + "\n",
        encoding="utf-8",
    )
    result = invoke("search", "йогурт", "--at", AT, "--json", kit=kit)
    assert json.loads(result.stdout)["rows"][0]["text"] == "Йогурт включён."


@pytest.mark.parametrize(
    "line, message",
    [
        (
            '{"source_id": "j1", "valid_from": 20261001, "valid_until": null, "text": "цена"}',
            "valid_from must be a YYYY-MM-DD date, got 20261001",
        ),
        (
            '{"source_id": "j1", "valid_from": " 2027-01-01", "valid_until": null, "text": "цена"}',
            "valid_from must be a YYYY-MM-DD date, got ' 2027-01-01'",
        ),
        (
            '{"source_id": "j1", "valid_from": "2026-W43-5", "valid_until": null, "text": "цена"}',
            "valid_from must be a YYYY-MM-DD date, got '2026-W43-5'",
        ),
        (
            '{"source_id": "j1", "valid_from": "2026-10-01", "valid_until": "", "text": "цена"}',
            "valid_until must be a YYYY-MM-DD date, got ''",
        ),
        (
            '{"source_id": "j1", "source_id": "j2", "valid_from": "2026-10-01", "valid_until": null, "text": "x"}',
            "invalid JSON at column 21: duplicate key 'source_id'",
        ),
        (
            '{"source_id": "j1", "valid_from": "2026-10-01", "valid_until": NaN, "text": "x"}',
            "invalid JSON at column 64: NaN is not a JSON number",
        ),
        (
            '{"source_id": "j1", "valid_from": "2026-10-01", "valid_until": null, "text": "\\udc00"}',
            "invalid JSON at column 79: text '\\udc00' holds a lone surrogate",
        ),
    ],
)
def test_jsonl_corpus_dates_and_json_are_strict(kit, line, message):
    (kit / "corpus/more.jsonl").write_text(line + "\n", encoding="utf-8")
    result = invoke("build", kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: corpus/more.jsonl:1: {message}")
    assert len(result.stderr.splitlines()) == 1


@pytest.mark.parametrize(
    "content, message",
    [
        (
            '{"id": "Q3", "label": "x", "answer": {"action": "abstain", "action": "answer"}}',
            "1: invalid JSON at column 60: duplicate key 'action'",
        ),
        (
            '{"id": "Q3", "label": "x", "answer": {"action": "answer", "claims": [{"fact_id": "F-csv", '
            '"value": Infinity, "source_id": "faq-v2"}]}}',
            "1: invalid JSON at column 100: Infinity is not a JSON number",
        ),
        (
            '{"id": "Q3", "label": "x", "answer": {"text": ' + "9" * 50 + "}}",
            "1: invalid JSON at column 47: integer with 50 digits",
        ),
        (
            '{"id": "Q3", "label": "x", "answer": ' + "[" * 5000 + "]" * 5000 + "}",
            "1: invalid JSON at column 98: nested deeper than 61 levels",
        ),
    ],
)
def test_answer_files_are_strict_json(kit, tmp_path, content, message):
    path = tmp_path / "bot.json"
    path.write_text(content, encoding="utf-8")
    before = snapshot(kit)
    result = invoke("answer", path, kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: {path}:{message}")
    assert len(result.stderr.splitlines()) == 1
    assert snapshot(kit) == before


def test_csv_with_nul_duplicate_headers_and_huge_field(kit):
    (kit / "questions.csv").write_bytes(
        b"id,at,question,query,expected_action,fact_ids,source_ids,expected_response\nQ1\x00"
    )
    result = invoke("run", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: questions.csv:2: contains a NUL character\n",
    )
    (kit / "questions.csv").write_text(
        "id,id,question,query,expected_action,fact_ids,source_ids,expected_response\n"
    )
    assert "questions.csv:1: expected the header id,at," in invoke("run", kit=kit).stderr
    huge = "x" * (16 * 1024 * 1024 + 1)
    (kit / "questions.csv").write_text(
        f"id,at,question,query,expected_action,fact_ids,source_ids,expected_response\nQ1,{AT},{huge},цена,answer,,,\n"
    )
    result = invoke("run", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: questions.csv:2: broken CSV: field larger than field limit (16777216) "
        "(an unterminated quote?)\n"
    )


def test_spreadsheet_csv_never_holds_a_live_formula(kit, tmp_path):
    path = tmp_path / "bot.json"
    path.write_text(
        '[{"id": "Q3", "label": "=HYPERLINK(\\"http://x\\")", "answer": {"action": "abstain", "text": ""}},'
        ' {"id": "Q5", "label": "@SUM(A1)", "answer": {"action": "abstain", "text": ""}}]',
        encoding="utf-8",
    )
    invoke("answer", path, kit=kit)
    lines = invoke("triage", "--csv", kit=kit).stdout.splitlines()
    assert (
        lines[3]
        == 'Q3,2026-10-23,answer,"\'=HYPERLINK(""http://x"")",abstain,answer,expected_fact_missing;wrong_action_or_false_refusal,Можно перенести задачи из CSV?,'
    )
    assert lines[5] == "Q5,2026-10-23,abstain,'@SUM(A1),abstain,pass,,За сколько дней доставите?,"


def test_run_on_hostile_questions_never_writes_the_index(kit):
    hostile = [
        "x'); DROP TABLE documents;--",
        '"цена',
        "*",
        "rank:цена",
        "e-mail",
        "100%",
        "(" * 100 + "a" + ")" * 100,
    ]
    lines = ["id,at,question,query,expected_action,fact_ids,source_ids,expected_response"]
    lines += [
        f'H{n},{AT},?,"{q.replace(chr(34), chr(34) * 2)}",abstain,,,' for n, q in enumerate(hostile)
    ]
    (kit / "questions.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    built(kit)
    index_files = ("index.sqlite", "index.seal.json")
    before = {k: v for k, v in snapshot(kit / ".ragfts").items() if k in index_files}
    result = invoke("run", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.count("search error: ") == len(hostile)
    assert {k: v for k, v in snapshot(kit / ".ragfts").items() if k in index_files} == before


def test_search_runs_under_a_deadline(kit):
    jsonl_corpus(kit, 3000, lambda n: "цена " * 200)
    result = invoke("search", "цена", "--at", AT, "--timeout", "0.001", kit=kit)
    assert result.exit_code == 1
    assert (
        "search error for 'цена' at 2026-10-23: interrupted — the search ran past its deadline"
        in result.stdout
    )


def test_damaged_or_foreign_index_is_rebuilt_not_searched(kit):
    index = built(kit)
    index.write_bytes(b"not a database" * 100)
    with pytest.raises(IntegrityError, match="not a ragfts index or is damaged"):
        check_index_schema(connect_readonly(index))
    assert (
        json.loads(invoke("search", "цена", "--at", AT, "--json", kit=kit).stdout)["rows"][0][
            "source_id"
        ]
        == "price-v2"
    )
    index.unlink()
    foreign = sqlite3.connect(index)
    foreign.executescript(
        "CREATE TABLE build_info(key, value); CREATE VIRTUAL TABLE documents USING fts5(text);"
    )
    foreign.close()
    assert (
        json.loads(invoke("search", "цена", "--at", AT, "--json", kit=kit).stdout)["rows"][0][
            "source_id"
        ]
        == "price-v2"
    )


def test_a_read_never_creates_a_missing_index(tmp_path):
    missing = tmp_path / "nothing.sqlite"
    with pytest.raises(IntegrityError, match="the index does not exist"):
        connect_readonly(missing)
    assert not missing.exists()


def test_path_with_question_mark_and_hash_stays_read_only(kit, tmp_path):
    odd = tmp_path / "a?b#c"
    kit.rename(odd)
    assert invoke("run", kit=odd).exit_code == 0
    conn = connect_readonly(index_path(odd))
    conn.set_authorizer(None)
    conn.execute("PRAGMA query_only = OFF")
    with pytest.raises(sqlite3.OperationalError, match="readonly database"):
        conn.execute("CREATE TABLE x(a)")
    assert not (tmp_path / "a").exists()


def test_symlink_planted_at_a_log_is_refused(kit, tmp_path):
    outside = tmp_path / "outside.json"
    outside.write_text("keep me", encoding="utf-8")
    (kit / "replays/Q1.json").unlink()
    (kit / "replays/Q1.json").symlink_to(outside)
    result = invoke("run", kit=kit)
    assert result.exit_code == 3
    assert result.stderr == (
        "Error: replays/Q1.json: is a symbolic link; a log must be a plain file in replays/\n"
    )
    assert outside.read_text(encoding="utf-8") == "keep me"


def test_replays_folder_that_is_a_symlink_is_refused(kit, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    (kit / "replays").rename(elsewhere)
    (kit / "replays").symlink_to(elsewhere)
    before = snapshot(elsewhere)
    result = invoke("run", kit=kit)
    assert result.exit_code == 3
    assert result.stderr == (
        "Error: replays/ is a symbolic link; ragfts writes logs only into a plain replays/ folder\n"
    )
    assert snapshot(elsewhere) == before


@pytest.mark.parametrize("name", ["bad\nname.txt", "bad\\name.txt"])
def test_file_names_sha256sum_would_escape_are_refused(kit, name):
    (kit / "corpus" / name).write_text(
        "source_id: odd\nvalid_from: 2026-01-01\nvalid_until:\n\nтекст\n", encoding="utf-8"
    )
    result = invoke("run", kit=kit)
    assert result.exit_code == 2
    assert "a file name may not contain a newline or a backslash" in result.stderr


def test_atomic_write_leaves_the_old_file_when_interrupted(tmp_path, monkeypatch):
    target = tmp_path / "Q1.json"
    target.write_text('{"old": true}\n')

    def crash(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(target, b'{"new": true}\n')
    assert target.read_text() == '{"old": true}\n'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Q1.json"]


CORPUS_WORDS = sorted(
    {
        w
        for p in (ROOT / "corpus").glob("*.txt")
        for w in re.findall(r"[^\W_]+", p.read_text(encoding="utf-8").split("\n\n", 1)[1])
    }
)


def documents_valid_on(at):
    docs = {}
    for path in sorted((ROOT / "corpus").glob("*.txt")):
        head, text = path.read_text(encoding="utf-8").split("\n\n", 1)
        fields = dict(
            line.split(": ", 1) if ": " in line else (line.rstrip(":"), "")
            for line in head.split("\n")
        )
        if fields["valid_from"] <= at and (
            not fields["valid_until"] or fields["valid_until"] >= at
        ):
            docs[fields["source_id"]] = text.rstrip("\n")
    return docs


@pytest.mark.slow
@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.one_of(st.text(max_size=60), st.sampled_from(CORPUS_WORDS)))
def test_any_text_is_rows_a_search_error_or_a_refusal(kit, text):
    index = built(kit)
    digest = hashlib.sha256(index.read_bytes()).hexdigest()
    conn = connect_readonly(index)
    valid = documents_valid_on(AT)
    try:
        result = search(conn, text, AT)
    except ExpressionError as exc:
        assert str(exc).startswith(("the expression", "column filters are not allowed"))
        result = None
    finally:
        conn.close()
    assert hashlib.sha256(index.read_bytes()).hexdigest() == digest
    if result is None:
        return
    if result.error:
        assert result.rows == [] and result.error.endswith(
            "(https://www.sqlite.org/fts5.html#full_text_query_syntax)"
        )
        return
    ids = [r.source_id for r in result.rows]
    assert ids == sorted(ids) and all(r.text == valid[r.source_id] for r in result.rows)
    if re.fullmatch(r"[0-9A-Za-zА-Яа-яЁё]+", text) and text not in ("AND", "OR", "NOT", "NEAR"):
        # A plain word (no letter unicode61 would fold): exactly the documents valid on the
        # date that hold it as a token.
        holders = [s for s, t in valid.items() if text.lower() in re.findall(r"[^\W_]+", t.lower())]
        assert ids == holders


@pytest.mark.slow
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.sampled_from(
        ["questions.csv", "corpus/facts.csv", "corpus/price-v2.txt", "corpus/x.jsonl", "bot.jsonl"]
    ),
    st.binary(max_size=300),
)
def test_any_bytes_in_a_kit_file_load_or_are_refused(kit, name, data):
    (kit / name).write_bytes(data)
    shutil.rmtree(kit / ".ragfts", ignore_errors=True)
    if name == "bot.jsonl":
        try:
            records = read_answer_records(kit / name)
        except InputError as exc:
            assert exc.problems and all(str(p).startswith(f"{kit / name}:") for p in exc.problems)
            return
        assert all(set(record) == {"id", "label", "answer"} for _, record in records)
        return
    try:
        open_kit(kit).close()
    except InputError as exc:
        assert exc.problems and all(str(p) for p in exc.problems)
        assert not (kit / ".ragfts").exists()
        return
    # The kit loaded: every command that reads it works on it, and every log reads back.
    assert invoke("run", kit=kit).exit_code in (0, 1)
    for qid in sorted(p.stem for p in (kit / "replays").glob("*.json")):
        assert invoke("replay", qid, kit=kit).exit_code in (0, 1, 3)
    assert invoke("triage", kit=kit).exit_code in (0, 1)


def test_a_bare_cr_in_a_csv_cell_is_quoted_and_its_formula_escaped(kit, tmp_path):
    path = tmp_path / "bot.json"
    path.write_text(
        '[{"id": "Q7", "label": "cr", "answer": {"action": "abstain", '
        '"text": "harmless\\r=cmd|\' /C calc\'!A0"}}]',
        encoding="utf-8",
    )
    invoke("answer", path, kit=kit)
    out = invoke("triage", "--csv", kit=kit).stdout_bytes.decode("utf-8")
    row = [line for line in out.split("\r\n") if line.startswith("Q7,")][0]
    assert row == (
        "Q7,2026-10-23,abstain,cr,abstain,pass,,Есть скидка студентам?,"
        "\"harmless\r'=cmd|' /C calc'!A0\""
    )
    assert not any(part.startswith("=") for part in out.replace("\r", "\n").split("\n"))


@pytest.mark.parametrize("command", [("run",), ("check",), ("intake", "conversations.jsonl")])
@pytest.mark.parametrize("address", ["nonsense", "tcp://127.0.0.1:0", "http://host:8786"])
def test_a_scheduler_that_is_no_address_is_refused_before_anything_waits(kit, command, address):
    before = snapshot(kit)
    done = invoke(*command, "--scheduler", address, kit=kit)
    assert (done.exit_code, done.stderr.splitlines()[-1]) == (
        2,
        f"Error: Invalid value for '--scheduler': {address!r} is not a scheduler's address: "
        "expected tcp://HOST:PORT (tls://, ws://, wss:// or no scheme too), a port from 1 "
        "to 65535",
    )
    assert "Traceback" not in done.stderr
    assert snapshot(kit) == before
