"""Rebuild this kit from the COVID-QA FAQ snapshots (../shared/datasets/covid-qa).

Run by hand; the generated files are committed, since CI has no ../shared. Picks FAQ
entries whose answer changed between the 2020-03-22 and 2020-03-27 snapshots, keeps both
versions as dated documents, and writes two questions for each: one at a date only the
old version is valid on, one at a date only the new one is. The query of each is a word
that only that entry's two versions contain, so the right answer is exactly one row.
    python tests/kits/covid/make_kit.py ../shared/datasets/covid-qa
"""

import csv
import json
import re
import sys
from pathlib import Path

from ragfts.records import FACT_COLUMNS, QUESTION_COLUMNS

HERE = Path(__file__).resolve().parent
WORD = re.compile(r"[^\W\d_]{7,}")
PER_LANGUAGE = {"de": 6, "it": 6, "pl": 4, "en": 4}


def load(path: Path) -> dict[str, dict]:
    csv.field_size_limit(1 << 30)
    with open(path, encoding="utf-8", newline="") as handle:
        return {row["question"].strip(): row for row in csv.DictReader(handle, delimiter="\t")}


def words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


def main(source: Path) -> int:
    old, new = load(source / "faq_200322_16.tsv"), load(source / "faq_200327.tsv")
    fold = lambda s: " ".join(s.split())  # noqa: E731
    changed = sorted(
        q for q in old if q in new and fold(old[q]["answer"]) != fold(new[q]["answer"])
    )
    texts = {
        q: (f"{q}\n{fold(old[q]['answer'])}", f"{q}\n{fold(new[q]['answer'])}") for q in changed
    }
    everywhere: dict[str, int] = {}
    for pair in texts.values():
        for w in words(pair[0]) | words(pair[1]):
            everywhere[w] = everywhere.get(w, 0) + 1
    picked, counts = [], {}
    for q in changed:
        lang = new[q]["lang"]
        own = sorted(w for w in words(texts[q][0]) & words(texts[q][1]) if everywhere[w] == 1)
        if own and counts.get(lang, 0) < PER_LANGUAGE.get(lang, 0):
            counts[lang] = counts.get(lang, 0) + 1
            picked.append((lang, counts[lang], q, own[0]))
    docs, questions = [], []
    for lang, n, q, word in picked:
        base = f"covid-{lang}-{n:02}"
        docs.append(
            {
                "source_id": f"{base}-0322",
                "valid_from": "2020-03-22",
                "valid_until": "2020-03-26",
                "text": texts[q][0],
            }
        )
        docs.append(
            {
                "source_id": f"{base}-0327",
                "valid_from": "2020-03-27",
                "valid_until": None,
                "text": texts[q][1],
            }
        )
        questions.append([f"{base}-old", "2020-03-24", q, word, "abstain", "", f"{base}-0322", ""])
        questions.append([f"{base}-new", "2020-03-28", q, word, "abstain", "", f"{base}-0327", ""])
    (HERE / "corpus").mkdir(exist_ok=True)
    with open(HERE / "corpus/faq.jsonl", "w", encoding="utf-8") as out:
        out.writelines(json.dumps(d, ensure_ascii=False) + "\n" for d in docs)
    (HERE / "corpus/facts.csv").write_text(",".join(FACT_COLUMNS) + "\n", encoding="utf-8")
    with open(HERE / "questions.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(QUESTION_COLUMNS)
        writer.writerows(questions)
    print(f"{len(docs)} documents, {len(questions)} questions: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
