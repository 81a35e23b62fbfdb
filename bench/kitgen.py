"""The bench's generated kit: seeded, deterministic, no clock.

A Zipf vocabulary of Russian and English pseudo-words, ~2.4 KB per document, validity
periods, a fact per 1,000 documents, and questions of three selectivities: 70 % one rare
word, 25 % three mid-frequency words joined by AND, 5 % one of the five most common
words (every 20th question, from the first).
"""

from __future__ import annotations

import csv
import json
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PY = sys.executable
RU = "ба ва га да жа за ка ла ма на па ра са та фа ха ца ча ша бе ве ге де же зе ке ле ме не пе ре се те ни ри ти ло ро то ку ну ру ту ёж ой ый ая".split()
EN = "ba be bi bo ca ce co da de di do fa fe fi ga ge go ha he hi ka ke ki la le li lo ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to".split()


def vocabulary(rng: random.Random, size: int) -> list[str]:
    words, seen = [], set()
    while len(words) < size:
        syllables = RU if len(words) % 2 == 0 else EN
        word = "".join(rng.choice(syllables) for _ in range(rng.randint(2, 4)))
        if word not in seen:
            seen.add(word)
            words.append(word)
    return words


def day(n: int) -> str:
    """Day n after 2025-01-01, as text, without the clock."""
    from datetime import date, timedelta

    return (date(2025, 1, 1) + timedelta(days=n)).isoformat()


def timed(args: list[str]) -> float:
    started = time.perf_counter()
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def generate(kit: Path, docs: int, questions: int, seed: int) -> None:
    rng = random.Random(seed)
    words = vocabulary(rng, 20_000)
    weights = [1 / (rank + 1) ** 1.1 for rank in range(len(words))]
    cum, total = [], 0.0
    for w in weights:
        total += w
        cum.append(total)
    if kit.exists():
        shutil.rmtree(kit)
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "schema.sql", kit / "schema.sql")
    facts = []
    with open(kit / "corpus/docs.jsonl", "w", encoding="utf-8") as out:
        for n in range(docs):
            text = " ".join(rng.choices(words, cum_weights=cum, k=250)).capitalize() + "."
            start = rng.randint(0, 600)
            until = None if rng.random() < 0.6 else day(start + rng.randint(30, 400))
            sid = f"d{n:07}"
            out.write(
                json.dumps(
                    {
                        "source_id": sid,
                        "valid_from": day(start),
                        "valid_until": until,
                        "text": text,
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
            if n % 1000 == 0:
                facts.append(
                    [
                        f"F{n}",
                        sid,
                        # one fact per subject.attribute, as a registry is: n % 50
                        # was topic0 for every n (a multiple of 1000), so every fact
                        # disagreed with the others of its attribute
                        f"topic{n // 1000 % 50}",
                        f"attr{n % 7}",
                        str(rng.randint(1, 500)),
                        "RUB",
                        " ".join(text.split()[1:4]),
                    ]
                )
    with open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(FACT_COLUMNS)
        writer.writerows(facts)
    with open(kit / "questions.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(QUESTION_COLUMNS)
        for n in range(questions):
            kind = n % 20
            if kind == 0:  # common: one of the five most frequent words
                query = words[rng.randint(0, 4)]
            elif kind < 6:  # three mid-frequency words, all required
                query = " AND ".join(words[rng.randint(100, 500)] for _ in range(3))
            else:  # rare
                query = words[rng.randint(5_000, 19_999)]
            writer.writerow(
                [f"B{n:05}", day(rng.randint(300, 700)), "?", query, "abstain", "", "", ""]
            )
