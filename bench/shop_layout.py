"""The shop batteries (bench/data/LANG_shop_faq.tsv and its set b) written in COVID-QA's
layout, so that bench/intake_quality.py and bench/recall.py measure Russian and Chinese
the way the kept-back sets are measured (those are not in this repository).

    python bench/shop_layout.py --lang ru|zh [--sets ab|c|d] DIR
    python bench/intake_quality.py --datasets DIR --lang ru [--bot answers|answers-another]

DIR gets faq_shop.tsv (question, answer: the forty entries of both sets, a shop's and a
bank's or a mobile operator's) and eval_question_similarity_LANG.csv (each entry's
question against each of its two paraphrases, marked similar). DIR must not exist yet.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

from shop_faq import entries


def write(folder: Path, lang: str, sets: str = "ab") -> int:
    """The layout in a new folder; the number of entries written."""
    rows = [row for name in sets for row in entries(lang, name)]
    folder.mkdir(parents=True)
    with open(folder / "faq_shop.tsv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, delimiter="\t", lineterminator="\n")
        writer.writerow(["question", "answer"])
        writer.writerows((question, answer) for question, answer, _ in rows)
    pairs = folder / f"eval_question_similarity_{lang}.csv"
    with open(pairs, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["question_1", "question_2", "similar"])
        writer.writerows((q, p, 1) for q, _a, paraphrases in rows for p in paraphrases)
    return len(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", required=True, choices=["ru", "zh"])
    parser.add_argument("folder", type=Path, help="a folder to create")
    parser.add_argument(
        "--sets",
        default="ab",
        choices=["ab", "c", "d", "e"],
        help="the shop sets a and b together, or set c, d or e alone (read before its own mends)",
    )
    args = parser.parse_args()
    if args.folder.exists():
        print(f"{args.folder} exists: name a new folder", file=sys.stderr)
        return 2
    print(f"{write(args.folder, args.lang, args.sets)} entries written to {args.folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
