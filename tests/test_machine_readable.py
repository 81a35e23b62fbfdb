"""--json on every command, --jsonl where output is a stream of records, errors as JSON on
stderr with --json, and one output format at a time."""

import json

import pytest

from conftest import invoke

COMMANDS = [
    ("build",),
    ("search", "цена", "--at", "2026-10-23"),
    ("run",),
    ("replay", "Q3"),
    ("triage",),
    ("seal",),
    ("verify",),
    ("evidence", "--question", "Q6"),
    ("codes",),
    ("evaluate",),
]


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: a[0])
def test_every_command_prints_one_json_document(kit, args):
    if args[0] == "evaluate":  # a gate that can fail: without [gate] evaluate is refused
        (kit / "ragfts.toml").write_text("[gate]\nmin_case_pass_rate = 0.5\n", encoding="utf-8")
    result = invoke(*args, "--json", kit=kit if args[0] != "codes" else None)
    assert result.exit_code in (0, 1), result.output
    json.loads(result.stdout)


def test_answer_report_and_init_speak_json(kit, tmp_path):
    answers = tmp_path / "bot.jsonl"
    answers.write_text(
        '{"id": "Q3", "text": "Да, импорт CSV поддерживается", "source_ids": ["faq-v2"]}\n',
        encoding="utf-8",
    )
    attached = json.loads(invoke("answer", answers, "--json", kit=kit).stdout)
    assert (attached["attached"][0]["id"], attached["attached"][0]["result"]["verdict"]) == (
        "Q3",
        "pass",
    )
    report = json.loads(invoke("report", "-o", tmp_path / "r.html", "--json", kit=kit).stdout)
    assert report == {"report": str(tmp_path / "r.html"), "violations": []}
    made = json.loads(invoke("init", tmp_path / "new", "--json").stdout)
    assert made["files"] == [
        ".gitignore",
        "README.md",
        "corpus/example.txt",
        "corpus/facts.csv",
        "questions.csv",
        "ragfts.toml",
        "schema.sql",
    ]


def test_jsonl_streams_one_record_per_line(kit):
    run = invoke("run", "--jsonl", kit=kit).stdout.splitlines()
    assert [json.loads(line)["id"] for line in run] == [f"Q{n}" for n in range(1, 9)]
    assert json.loads(run[5])["found"] == ["refund-a", "refund-b"]
    triage = invoke("triage", "--jsonl", kit=kit).stdout.splitlines()
    assert len(triage) == 8 and json.loads(triage[2])["verdict"] == "pass"
    search = invoke(
        "search", "возврата", "--at", "2026-10-23", "--jsonl", kit=kit
    ).stdout.splitlines()
    assert [json.loads(line)["source_id"] for line in search] == ["refund-a", "refund-b"]


def test_errors_are_json_on_stderr_with_json(kit):
    result = invoke("replay", "Q99", "--json", kit=kit)
    assert result.exit_code == 2
    assert json.loads(result.stderr) == {
        "error": "questions.csv: no question with id 'Q99'",
        "exit_code": 2,
        "problems": ["questions.csv: no question with id 'Q99'"],
    }


@pytest.mark.parametrize(
    "args",
    [
        ("triage", "--json", "--csv"),
        ("triage", "--markdown", "--jsonl"),
        ("run", "--json", "--jsonl"),
        ("search", "цена", "--at", "2026-10-23", "--json", "--jsonl"),
    ],
)
def test_two_output_formats_are_a_usage_error(kit, args):
    result = invoke(*args, kit=kit)
    assert result.exit_code == 2 and "choose one output format, not" in result.stderr
