"""`ragfts intake` per question against the registry's size: a reading-comprehension set
makes a fact of every question (SQuAD's 100,000 questions are as many facts), and a
question must not read all of them.

    python bench/registry.py [--paragraphs 1000 10000] [--conversations 500]

For each size, a kit of that many paragraphs (five sentences of a seeded Zipf vocabulary,
five paragraphs to a title) and three facts on each (a sentence's last two words the
value, the rest its quote, the title the subject), and one export of the same
conversations: each asks six of a fact's quote words in another order and the bot
refuses. Printed: the facts, the time of one `ragfts intake` of them all and of the
first alone (the start, the registry read once), the cost of each further question;
then the largest size's cost over the smallest's (flat wanted: near 1.0, while the
registry grows tenfold). 2026-12-03: 5.2 and 5.0 ms (0.97x); 15.6 and 110.4 ms (7.10x)
while each gate, each reading of an answer and each match passed over every fact.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FACTS_PER_PARAGRAPH = 3


def vocabulary(rng: random.Random) -> tuple[list[str], list[float]]:
    words = sorted(
        {
            "".join(rng.choice("abcdefghiklmnoprstuvw") for _ in range(rng.randint(4, 9)))
            for _ in range(20_000)
        }
    )
    rng.shuffle(words)
    return words, [1 / (rank + 1) for rank in range(len(words))]


def make_kit(kit: Path, paragraphs: int, conversations: int) -> int:
    """The kit and its conversations.jsonl; returns how many facts it holds."""
    rng = random.Random(7)
    words, weights = vocabulary(rng)
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/profiled/schema.sql", kit / "schema.sql")
    (kit / "ragfts.toml").write_text('[search]\nprofile = "en"\n', encoding="utf-8")
    (kit / "questions.csv").write_text(
        "id,at,question,query,expected_action,fact_ids,source_ids,expected_response\n",
        encoding="utf-8",
    )
    asked, facts = [], 0
    with (
        open(kit / "corpus/wiki.jsonl", "w", encoding="utf-8") as docs,
        open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as registry,
    ):
        writer = csv.writer(registry, lineterminator="\n")
        writer.writerow(
            ["fact_id", "source_id", "subject", "attribute", "value", "unit", "quote", "phrases"]
        )
        for p in range(paragraphs):
            sentences = [rng.choices(words, weights, k=12) for _ in range(5)]
            text = ". ".join(" ".join(s) for s in sentences) + "."
            record = {"source_id": f"p{p}", "valid_from": "2020-01-01", "valid_until": None}
            docs.write(json.dumps({**record, "text": text}) + "\n")
            for k, sentence in enumerate(sentences[:FACTS_PER_PARAGRAPH]):
                value, quote = " ".join(sentence[-2:]), " ".join(sentence[:-2])
                writer.writerow(
                    [f"F-{p}-{k}", f"p{p}", f"topic{p // 5}", f"a{p}_{k}", value, "", quote, ""]
                )
                facts += 1
                if len(asked) < conversations and rng.random() < 0.5:
                    said = sentence[:-2]
                    rng.shuffle(said)
                    asked.append("What " + " ".join(said[:6]) + "?")
    with open(kit / "conversations.jsonl", "w", encoding="utf-8") as out:
        for question in asked:
            record = {"at": "2020-04-01", "question": question, "answer": "Sorry, I don't know."}
            out.write(json.dumps(record) + "\n")
    return facts


def ragfts(kit: Path, *args: str) -> float:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "ragfts", *args, "--kit", str(kit)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
    )
    if done.returncode not in (0, 1):
        raise SystemExit(done.stderr)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paragraphs", type=int, nargs="+", default=[1_000, 10_000])
    parser.add_argument("--conversations", type=int, default=500)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="ragfts-registry-"))
    costs = []
    try:
        for size in sorted(args.paragraphs):
            kit = work / f"k{size}"
            facts = make_kit(kit, size, args.conversations)
            ragfts(kit, "build")
            export = kit / "conversations.jsonl"
            lines = export.read_text(encoding="utf-8").splitlines(keepends=True)
            (kit / "first.jsonl").write_text(lines[0], encoding="utf-8")
            intake = ("intake", "--date", "at", "--answer", "answer", "--quiet")
            # one conversation: the start, the registry's stems and indexes read once
            start = ragfts(kit, intake[0], str(kit / "first.jsonl"), *intake[1:])
            shutil.rmtree(kit / "intake")
            spent = ragfts(kit, intake[0], str(export), *intake[1:])
            costs.append((spent - start) / (len(lines) - 1))
            print(
                f"{size:,} paragraphs, {facts:,} facts: intake of {len(lines):,} conversations "
                f"{spent:.1f} s, of one {start:.1f} s; each further one "
                f"{1000 * costs[-1]:.1f} ms"
            )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if len(costs) > 1:
        print(
            f"cost per further question, largest registry over smallest: {costs[-1] / costs[0]:.2f}"
        )
    print(json.dumps({"ms_per_question": [round(1000 * c, 1) for c in costs]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
