"""Recall of the fixed search per profile on real paraphrased questions (COVID-QA, en).

    python bench/recall.py [--datasets ../shared/datasets/covid-qa] [--lang en|de|ru|zh]
        [--keep DIR]

Every FAQ entry of the three snapshots becomes a document (its question and answer); for
each pair marked similar in eval_question_similarity_en.csv, the paraphrase (question_2)
is searched with a support engineer's query habit — its three longest words, typed as
they are, joined by AND — and a hit is the document of question_1 being found. Printed:
recall per profile, and for the misses how many get a rewrite that finds the gold
entry and how many of those first rewrites find 100 rows or fewer. The kept-back Russian and Chinese sets are measured the same way
outside this repository: a folder in COVID-QA's layout (FAQ files with question, answer
and an optional lang column; eval_question_similarity_LANG.csv) and `--lang ru` or `zh`
(profiles plain and the language's own; a Chinese habit is each piece's first two
characters between stop words, three at most, as bench/shop_faq.py types it).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

ROOT = Path(__file__).resolve().parent.parent
FILES = ("faq_covidbert.csv", "faq_200322_16.tsv", "faq_200327.tsv")
# each language's search profile besides plain (German has none of its own)
PROFILES = {"en": "en", "de": "en", "ru": "ru", "zh": "zh"}


def faq_files(folder: Path) -> list[Path]:
    """COVID-QA's three snapshots, or, in a set of the same layout, its faq*.csv and
    faq*.tsv files in name order."""
    named = [folder / name for name in FILES if (folder / name).exists()]
    return named or sorted(p for p in folder.glob("faq*") if p.suffix in (".csv", ".tsv"))


def entries(folder: Path, lang: str = "en") -> dict[str, str]:
    """A row without a lang column is the language asked for; COVID-QA's rows without
    a value in it are English."""
    texts = {}
    csv.field_size_limit(10**9)
    for path in faq_files(folder):
        with open(path, encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t" if path.suffix == ".tsv" else ","):
                written = row.get("lang", lang) or "en"
                if written == lang and (row.get("question") or "").strip():
                    question = " ".join(row["question"].split())
                    texts.setdefault(question, row.get("answer") or "")
    return texts


def similar_pairs(folder: Path, lang: str = "en"):
    """The FAQ entries, an id for each, and the (gold question, paraphrase) pairs marked
    similar whose gold question is an entry."""
    texts = entries(folder, lang)
    ids = {q: f"faq{n:04}" for n, q in enumerate(sorted(texts))}
    name = f"eval_question_similarity_{lang}.csv"
    with open(folder / name, encoding="utf-8", newline="") as handle:
        pairs = [
            (" ".join(r["question_1"].split()), " ".join(r["question_2"].split()))
            for r in csv.DictReader(handle)
            if r["similar"] == "1" and " ".join(r["question_1"].split()) in ids
        ]
    return texts, ids, pairs


def rows(rewrite: dict) -> int:
    return len(rewrite["found"]) + rewrite.get("more", 0)


def habit(question: str, lang: str = "en") -> str:
    """The three longest words, typed as they are; in Chinese, each piece's first two
    characters between stop words, three at most."""
    if lang == "zh":
        from ragfts.kit.stopwords import cjk_pieces

        runs = re.findall(r"[\u4e00-\u9fff]+", question)
        pieces = [p[:2] for run in runs for p in cjk_pieces(run) if len(p) >= 2][:3]
        return " AND ".join(f'"{w}"' for w in pieces)
    words = sorted(re.findall(r"[^\W_]+", question), key=len, reverse=True)[:3]
    return " AND ".join(f'"{w}"' for w in words)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--datasets", type=Path, default=ROOT.parent / "shared/datasets/covid-qa")
    parser.add_argument("--lang", default="en", choices=sorted(PROFILES), help="which pairs")
    parser.add_argument("--keep", type=Path, help="build the kits here and keep them")
    args = parser.parse_args()
    texts, ids, pairs = similar_pairs(args.datasets, args.lang)
    work = Path(tempfile.mkdtemp(prefix="ragfts-recall-"))
    if args.keep:
        work = args.keep
    results = {}
    try:
        for profile in ("plain", PROFILES[args.lang]):
            kit = work / profile
            (kit / "corpus").mkdir(parents=True)
            schema = ROOT / (
                "schema.sql" if profile == "plain" else "tests/kits/profiled/schema.sql"
            )
            shutil.copy(schema, kit / "schema.sql")
            (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
            with open(kit / "corpus/faq.jsonl", "w", encoding="utf-8") as out:
                for question, answer in texts.items():
                    out.write(
                        json.dumps(
                            {
                                "source_id": ids[question],
                                "valid_from": "2020-03-01",
                                "valid_until": None,
                                "text": f"{question}\n{answer}",
                            },
                            ensure_ascii=False,
                        )
                        + "\n"
                    )
            (kit / "corpus/facts.csv").write_text(",".join(FACT_COLUMNS) + "\n")
            with open(kit / "questions.csv", "w", encoding="utf-8", newline="") as out:
                writer = csv.writer(out, lineterminator="\n")
                writer.writerow(QUESTION_COLUMNS)
                for n, (gold, paraphrase) in enumerate(pairs):
                    writer.writerow(
                        [
                            f"P{n:04}",
                            "2020-04-01",
                            paraphrase,
                            habit(paraphrase, args.lang),
                            "abstain",
                            "",
                            ids[gold],
                            "",
                        ]
                    )
            subprocess.run(
                [sys.executable, "-m", "ragfts", "run", "--kit", str(kit)],
                stdout=subprocess.DEVNULL,
                check=False,
            )
            logs = [
                json.loads(p.read_text(encoding="utf-8"))
                for p in sorted((kit / "replays").glob("P*.json"))
            ]
            hits = sum(not log["retrieval_missing_source_ids"] for log in logs)
            # each miss: does the explanation give a rewrite that finds the gold entry,
            # and does the first one shown find at most 100 rows?
            misses = [log["miss"] for log in logs if log["retrieval_missing_source_ids"]]
            rewritten = [m["rewrites"] for m in misses if m and m["rewrites"]]
            narrow = sum(rows(r[0]) <= 100 for r in rewritten)
            # the same, counting only rewrites made of the query's and question's words
            own = [[x for x in r if x["kind"] != "a word of the source"] for r in rewritten]
            narrow_own = sum(bool(r) and rows(r[0]) <= 100 for r in own)
            results[profile] = {
                "pairs": len(pairs),
                "found": hits,
                "recall": round(hits / len(pairs), 3),
                "misses": len(misses),
                "misses_with_a_rewrite": len(rewritten),
                "first_rewrite_at_most_100_rows": narrow,
                "of_the_question_s_words": narrow_own,
            }
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    for profile, f in results.items():
        misses = f["misses"] or 1
        print(
            f"{profile:6} recall {f['recall']:.1%} ({f['found']} of {f['pairs']}); of "
            f"{f['misses']} misses, a working rewrite for "
            f"{f['misses_with_a_rewrite'] / misses:.1%} (>= 95 % wanted), the first shown "
            f"finding <= 100 rows for {f['first_rewrite_at_most_100_rows'] / misses:.1%} "
            f"(>= 95 % wanted; {f['of_the_question_s_words'] / misses:.1%} without the "
            "source's own words)"
        )
    print(json.dumps(results))


if __name__ == "__main__":
    main()
