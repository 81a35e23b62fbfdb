"""A fact the bot's answer states is the one asked for when it holds most of the
question's weight, though the question says little of its long quote
(grade/intake.py, _most_of; asked.CLAIMED_SHARE)."""

import csv
import json
import shutil

from conftest import ROOT, invoke
from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

PYRAMID = [
    ("p01", "The pyramid was built as a tomb for the pharaoh Khufu around 2560 BC."),
    (
        "p05",
        "The four sides of the base are aligned almost exactly with the four points of the "
        "compass. Each side of the base measures roughly 230 metres.",
    ),
    ("p07", "Most historians now believe the workers were paid labourers rather than slaves."),
]
FACTS = [
    (
        "F-khufu",
        "p01",
        "Khufu",
        "The pyramid was built as a tomb for the pharaoh Khufu around 2560 BC",
    ),
    (
        "F-compass",
        "p05",
        "the four points of the compass",
        "The four sides of the base are aligned almost exactly with the four points of the compass",
    ),
    ("F-side", "p05", "roughly 230 metres", "Each side of the base measures roughly 230 metres"),
    (
        "F-paid",
        "p07",
        "paid labourers",
        "Most historians now believe the workers were paid labourers rather than slaves",
    ),
]


def pyramid_kit(tmp_path):
    kit = tmp_path / "kit"
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/profiled/schema.sql", kit / "schema.sql")
    (kit / "ragfts.toml").write_text('[search]\nprofile = "en"\n', encoding="utf-8")
    (kit / "questions.csv").write_text(",".join(QUESTION_COLUMNS) + "\n", encoding="utf-8")
    with open(kit / "corpus/wiki.jsonl", "w", encoding="utf-8") as docs:
        for sid, text in PYRAMID:
            record = {
                "source_id": sid,
                "valid_from": "2020-03-01",
                "valid_until": None,
                "text": text,
            }
            docs.write(json.dumps(record) + "\n")
    with open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(FACT_COLUMNS)
        for n, (fid, sid, value, quote) in enumerate(FACTS):
            writer.writerow([fid, sid, "Great_Pyramid_of_Giza", f"q{n}", value, "", quote])
    assert invoke("build", kit=kit).exit_code == 0
    return kit


def classed(kit, tmp_path, answer: str) -> tuple[str, str]:
    export = tmp_path / "said.jsonl"
    row = {"at": "2020-04-01", "question": "What are the sides of the base lined up with?"}
    export.write_text(json.dumps({**row, "answer": answer}) + "\n", encoding="utf-8")
    done = invoke("intake", export, "--date", "at", "--answer", "answer", "--json", kit=kit)
    found = json.loads(done.stdout)["formulations"][0]
    return found["class"], found["why"]


def test_the_fact_the_answer_states_is_the_one_asked_for(tmp_path):
    kit = pyramid_kit(tmp_path)
    assert classed(kit, tmp_path, "They face the four points of the compass.") == (
        "ok",
        "answered with F-compass (p05)",
    )
    # a fact of a source the question's words did not find is no claim of the context's
    assert classed(kit, tmp_path, "Paid labourers.") == (
        "unsupported_answer",
        "expected_fact_missing: F-side is not among the claims; "
        "unsupported_answer: no claim of this answer is backed by a registry fact",
    )
