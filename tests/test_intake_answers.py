"""Intake reads every different answer a bot gave to one formulation, on its one search:
a refusal in one conversation is not hidden by the others' right answers, and past
READINGS different answers a conversation is counted, not read."""

import json

from test_readme import block_after

from conftest import ROOT, copy_kit, invoke

ARGS = ("--date", "at", "--answer", "answer")


def varied(tmp_path):
    path = tmp_path / "varied.jsonl"
    path.write_text(block_after("`varied.jsonl`:"), encoding="utf-8")
    return path


def test_each_different_answer_is_read_and_gives_the_readme_output(kit, tmp_path):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = "$ ragfts intake varied.jsonl --date at --answer answer\n"
    start = readme.index(marker) + len(marker)
    expected = readme[start : readme.index("```", start)]
    done = invoke("intake", varied(tmp_path), *ARGS, kit=kit)
    assert (done.exit_code, done.stdout) == (1, expected)
    # one search, one log, whatever the answers
    assert len(list((kit / "intake/replays").glob("*.json"))) == 1
    other = copy_kit(ROOT, tmp_path / "other")
    again = invoke("intake", varied(tmp_path), *ARGS, "--jobs", "2", kit=other)
    assert (again.exit_code, again.stdout) == (1, expected)


def test_the_json_names_each_other_verdict_with_its_count(kit, tmp_path):
    done = invoke("intake", varied(tmp_path), *ARGS, "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert (found["known"], found["conversations"], found["class"]) == ("Q3", 5, "ok")
    assert found["answers"] == [
        {
            "conversations": 2,
            "class": "likely_false_refusal",
            "why": "the bot refused; F-csv (faq-v2) holds the fact",
        },
        {
            "conversations": 1,
            "class": "unsupported_answer",
            "why": "unsupported_statement: «Да, импорт CSV поддерживается, но только на тарифе "
            "Про.»: the condition «только на тарифе про»",
        },
    ]
    assert "unread" not in found and "label" not in found


def test_the_same_answer_every_time_gives_one_line_and_exit_0(kit, tmp_path):
    path = tmp_path / "same.jsonl"
    row = {"at": "2026-10-23", "question": "Можно перенести задачи из CSV?"}
    answers = ["Да, импорт CSV поддерживается.", "Да, поддерживается импорт CSV."]
    path.write_text(
        "".join(json.dumps({**row, "answer": a}, ensure_ascii=False) + "\n" for a in answers * 2),
        encoding="utf-8",
    )
    done = invoke("intake", path, *ARGS, kit=kit)
    assert done.exit_code == 0
    assert done.stdout.splitlines()[1:3] == [
        "Q3  2026-10-23  ok                    4  Можно перенести задачи из CSV?",
        "    answered with F-csv (faq-v2)",
    ]


def test_past_the_answers_read_a_conversation_is_counted_not_read(kit, tmp_path, monkeypatch):
    from ragfts.jobs import formulation

    monkeypatch.setattr(formulation, "READINGS", 2)
    path = tmp_path / "many.jsonl"
    row = {"at": "2026-10-23", "question": "Можно перенести задачи из CSV?"}
    answers = ["Да, импорт CSV поддерживается.", "Да.", "Не знаю.", "Не знаю.", "Да, можно."]
    path.write_text(
        "".join(json.dumps({**row, "answer": a}, ensure_ascii=False) + "\n" for a in answers),
        encoding="utf-8",
    )
    done = invoke("intake", path, *ARGS, kit=kit)
    # the refusals came third and fourth: past the two read, they are counted only
    assert (done.exit_code, done.stdout.splitlines()[1:4]) == (
        0,
        [
            "Q3  2026-10-23  ok                    5  Можно перенести задачи из CSV?",
            "    first answer (2): answered with F-csv (faq-v2)",
            "    not read (3): past 2 different answers to it",
        ],
    )
    found = json.loads(invoke("intake", path, *ARGS, "--json", kit=kit).stdout)
    assert found["formulations"][0]["unread"] == 3
