"""The miss explanation lives inside the question's deadline and counts a rewrite's rows
instead of holding them."""

import json

from conftest import invoke, jsonl_corpus
from ragfts.grade import miss as miss_module
from ragfts.index.view import open_kit


def test_a_broad_rewrite_names_5_sources_and_counts_the_rest(kit):
    # every text the same: no word of the expected source narrows it either
    jsonl_corpus(kit, 500, lambda n: "общий документ")
    result = invoke(
        "search", "общий несуществующий", "--at", "2026-06-01", "--expect", "d000499", kit=kit
    )
    assert result.exit_code == 1
    shown = [line for line in result.stdout.splitlines() if "(drop a term;" in line]
    ids = "; ".join(f"d{n:06}" for n in range(5))
    assert shown == [f"  общий  (drop a term; finds {ids} and 495 more)"]
    data = json.loads(
        invoke(
            "search",
            "общий несуществующий",
            "--at",
            "2026-06-01",
            "--expect",
            "d000499",
            "--json",
            kit=kit,
        ).stdout
    )
    assert data["miss"]["rewrites"][0] == {
        "kind": "drop a term",
        "expression": "общий",
        "found": [f"d{n:06}" for n in range(20)],
        "more": 480,
    }


class Clock:
    """time.monotonic that moves one second per reading."""

    def __init__(self):
        self.now = 0.0

    def monotonic(self):
        self.now += 1.0
        return self.now


def test_the_rewrites_share_one_budget_and_say_when_it_ran_out(kit, monkeypatch):
    monkeypatch.setattr(miss_module, "time", Clock())
    with open_kit(kit) as opened:
        explained = miss_module.explain(
            opened, "цена настройка CSV", "2026-10-23", ["refund-a"], ["refund-a"], seconds=2.5
        ).as_json()
    assert explained["rewrites"] == []
    assert explained["stopped"] == "the question's deadline"
    assert [t["term"] for t in explained["terms"]] == ["цена", "настройка", "CSV"]


def test_run_gives_the_explanation_the_question_s_timeout(kit, monkeypatch):
    seen = []
    real = miss_module.explain

    def spy(*args, **kwargs):
        seen.append(kwargs["seconds"] if "seconds" in kwargs else args[7])
        return real(*args, **kwargs)

    monkeypatch.setattr(miss_module, "explain", spy)
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace("использования?,цена,", "использования?,нет,"),
        encoding="utf-8",
    )
    assert invoke("run", "Q2", "--timeout", "2", kit=kit).exit_code == 1
    assert seen == [2.0]
