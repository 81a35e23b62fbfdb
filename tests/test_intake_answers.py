"""Intake reads every different answer a bot gave to one formulation, on its one search:
a refusal in one conversation is not hidden by the others' right answers, and past
READINGS different answers a conversation is counted, not read. One question asked in
two eras of the knowledge base (other documents valid) is two formulations."""

import json

from test_readme import block_after

from conftest import ROOT, copy_kit, invoke

ARGS = ("--date", "at", "--answer", "answer")


def varied(tmp_path):
    path = tmp_path / "varied.jsonl"
    path.write_text(block_after("`varied.jsonl`:"), encoding="utf-8")
    return path


def test_each_different_answer_is_read_and_gives_the_readme_output(kit, tmp_path):
    expected = readme_output("ragfts intake varied.jsonl --date at --answer answer")
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


def readme_output(command: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = f"$ {command}\n"
    start = readme.index(marker) + len(marker)
    return readme[start : readme.index("```", start)]


def readme_example(name: str, kit, tmp_path):
    """The README's export `name`, written to a file, and its intake: the file, what
    intake did, and the output the README shows for it."""
    path = tmp_path / name
    path.write_text(block_after(f"`{name}`:"), encoding="utf-8")
    expected = readme_output(f"ragfts intake {name} --date at --answer answer")
    return path, invoke("intake", path, *ARGS, kit=kit), expected


def test_one_question_in_two_eras_is_two_formulations_each_at_its_date(kit, tmp_path):
    path, done, expected = readme_example("eras.jsonl", kit, tmp_path)
    # September's price was right in September, and stale in October
    assert (done.exit_code, done.stdout) == (1, expected)
    assert sorted(p.name for p in (kit / "intake/replays").glob("*.json")) == [
        "I-994dfade-20260901.json",
        "I-994dfade.json",
    ]
    accepted = invoke("intake", "--accept", "I-994dfade-20260901", kit=kit)
    assert accepted.exit_code == 0
    row = (kit / "questions.csv").read_text(encoding="utf-8").splitlines()[-1]
    assert row == (
        'I-994dfade-20260901,2026-09-15,Сколько стоит тариф сейчас?,"""1000"" ""рубл""* '
        '""месяц""",answer,F-price-old,price-v1,'
    )
    assert invoke("run", "I-994dfade-20260901", kit=kit).exit_code == 0
    again = json.loads(invoke("intake", path, *ARGS, "--json", kit=kit).stdout)
    assert [(f["known"], f["at"], f["class"]) for f in again["formulations"]] == [
        ("I-994dfade-20260901", "2026-09-15", "ok"),
        ("Q1", "2026-10-23", "stale_answer"),
    ]


def test_an_era_is_the_span_of_days_on_which_the_same_documents_are_valid():
    from ragfts.jobs.formulation import Eras

    eras = Eras([("2026-09-01", "2026-09-30"), ("2026-10-01", None), ("2026-11-15", None)])
    days = ["2026-08-31", "2026-09-01", "2026-09-30", "2026-10-01", "2026-11-14", "2026-11-15"]
    assert [eras.of(day) for day in days] == [
        "-0",
        "-20260901",
        "-20260901",
        "-20261001",
        "-20261001",
        "",
    ]


def said(path, question: str, answer: str) -> None:
    """An export of one conversation on 2026-10-23."""
    row = {"at": "2026-10-23", "question": question, "answer": answer}
    path.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")


def test_an_answer_stating_another_found_fact_is_unclear_not_unsupported(kit, tmp_path):
    path, done, expected = readme_example("other.jsonl", kit, tmp_path)
    assert (done.exit_code, done.stdout) == (1, expected)
    # a person's reading, not a typical case: nothing is drafted
    assert sorted(p.name for p in (kit / "intake").iterdir()) == [
        "SHA256SUMS",
        "owners.json",
        "replays",
        "seen.tsv",
    ]
    # a claim the found context does not hold is still unsupported
    said(path, "Какая цена у Планёра в месяц?", "3000 рублей в месяц")
    wrong = json.loads(invoke("intake", path, *ARGS, "--json", kit=kit).stdout)
    assert [f["class"] for f in wrong["formulations"]] == ["unsupported_answer"]


def test_a_golden_question_is_triaged_on_its_rows_facts_as_answer_grades_it(kit, tmp_path):
    path = tmp_path / "q1.jsonl"
    said(path, "Сколько стоит тариф сейчас?", "Настройка не включена.")
    done = invoke("intake", path, *ARGS, kit=kit)
    assert (done.exit_code, done.stdout.splitlines()[1:3]) == (
        1,
        [
            "Q1  2026-10-23  unsupported_answer    1  Сколько стоит тариф сейчас?",
            "    expected_fact_missing: F-price is not among the claims; unsupported_answer: "
            "no claim of this answer is backed by a registry fact",
        ],
    )
    answered = tmp_path / "a.jsonl"
    answered.write_text(
        '{"id": "Q1", "label": "x", "answer": {"text": "Настройка не включена."}}\n',
        encoding="utf-8",
    )
    graded = invoke("answer", answered, kit=kit)
    assert (graded.exit_code, graded.stdout) == (
        1,
        "Q1 [x] FAIL verdict answer expected_fact_missing, unsupported_answer\n",
    )
    # the price it asks for, said: ok on F-price, though the question's words find nothing
    said(path, "Сколько стоит тариф сейчас?", "2000 рублей в месяц")
    done = invoke("intake", path, *ARGS, kit=kit)
    assert (done.exit_code, done.stdout.splitlines()[1:3]) == (
        0,
        [
            "Q1  2026-10-23  ok                    1  Сколько стоит тариф сейчас?",
            "    answered with F-price (price-v2)",
        ],
    )
