"""The README's worked examples of phrases, one per value kind, read as the table says."""

import json
import re

import pytest
from conftest import ROOT, invoke


def table_rows():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("| question | fact, value, phrases | the bot said |", 1)[1]
    rows = []
    for line in block.split("\n")[2:]:
        if not line.startswith("| Q"):
            break
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        rows.append((cells[0], cells[2].strip("«»"), cells[3]))
    return rows


def test_the_table_has_a_row_for_each_kind():
    assert [r[0] for r in table_rows()] == ["Q1", "Q1", "Q3", "Q3", "Q4", "Q4"]


@pytest.mark.parametrize("qid, text, read_as", table_rows())
def test_each_example_reads_as_the_readme_says(kit, tmp_path, qid, text, read_as):
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps({"id": qid, "text": text}, ensure_ascii=False) + "\n", "utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)
    claims = result["attached"][0]["result"]["reading"]["claims"]
    shown = [f"{c['fact_id']}={c['value']}, `{c['matched']}`" for c in claims]
    assert shown == [read_as.split(" (")[0]]
