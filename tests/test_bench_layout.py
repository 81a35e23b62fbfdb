"""bench/shop_layout.py writes the shop batteries in COVID-QA's layout, which
bench/intake_quality.py and bench/recall.py read as they read a kept-back set."""

import csv
import subprocess
import sys

from conftest import ROOT


def _layout(*args):
    return subprocess.run(
        [sys.executable, str(ROOT / "bench/shop_layout.py"), *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_the_shop_batteries_are_written_in_covid_qa_s_layout(tmp_path):
    folder = tmp_path / "zh"
    done = _layout("--lang", "zh", folder)
    assert (done.returncode, done.stdout) == (0, f"40 entries written to {folder}\n")
    with open(folder / "faq_shop.tsv", encoding="utf-8", newline="") as handle:
        entries = list(csv.DictReader(handle, delimiter="\t"))
    with open(folder / "eval_question_similarity_zh.csv", encoding="utf-8", newline="") as f:
        pairs = list(csv.DictReader(f))
    assert len(entries) == 40 and len(pairs) == 80
    assert entries[0]["question"] == "如何修改账户的登录密码？"
    assert pairs[0] == {
        "question_1": "如何修改账户的登录密码？",
        "question_2": "我想换一个新的登录密码，该怎么操作？",
        "similar": "1",
    }
    assert {p["question_1"] for p in pairs} == {e["question"] for e in entries}
    # a folder that exists is not written into
    again = _layout("--lang", "zh", folder)
    assert (again.returncode, again.stderr) == (2, f"{folder} exists: name a new folder\n")
