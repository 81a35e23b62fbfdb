"""The COVID-QA kit: real multilingual FAQ text, edited between two dated snapshots."""

import csv
import json
import shutil

import pytest

from conftest import ROOT, copy_kit, invoke

COVID = ROOT / "tests/kits/covid"


@pytest.fixture
def covid(tmp_path):
    root = copy_kit(COVID, tmp_path / "covid")
    shutil.copy(ROOT / "schema.sql", root / "schema.sql")
    return root


def test_every_question_finds_exactly_the_version_valid_on_its_date(covid):
    result = invoke("run", kit=covid)
    assert result.exit_code == 0, result.output
    with open(covid / "questions.csv", encoding="utf-8", newline="") as handle:
        questions = list(csv.DictReader(handle))
    assert len(questions) == 40
    for q in questions:
        log = json.loads((covid / f"replays/{q['id']}.json").read_text(encoding="utf-8"))
        assert [r["source_id"] for r in log["search"]["rows"]] == [q["source_ids"]], q["id"]


def test_the_old_and_new_answers_differ_and_replay_holds(covid):
    invoke("run", kit=covid)
    old = json.loads((covid / "replays/covid-de-01-old.json").read_text(encoding="utf-8"))[
        "search"
    ]["rows"][0]
    new = json.loads((covid / "replays/covid-de-01-new.json").read_text(encoding="utf-8"))[
        "search"
    ]["rows"][0]
    assert (old["valid_until"], new["valid_from"]) == ("2020-03-26", "2020-03-27")
    assert old["text"].split("\n")[0] == new["text"].split("\n")[0] and old["text"] != new["text"]
    assert invoke("replay", "covid-de-01-new", kit=covid).exit_code == 0


def test_a_date_between_snapshots_never_falls_back_to_another_version(covid):
    result = invoke("search", "consulenza", "--at", "2020-03-21", "--json", kit=covid)
    assert json.loads(result.stdout)["rows"] == []
    result = invoke("search", "consulenza", "--at", "2020-03-26", "--json", kit=covid)
    assert [r["source_id"] for r in json.loads(result.stdout)["rows"]] == ["covid-it-01-0322"]
