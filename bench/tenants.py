"""`ragfts intake` and `ragfts run` in a kit with access columns and a large registry.

    python bench/tenants.py --facts 2000 --conversations 300

A seeded kit of five tenants, one published document and one fact per source (so the
registry is as large as the corpus), questions.csv with a question per conversation (its
fact's quote words as the query, the fact expected, asked as the fact's tenant), and an
export of conversations asking the same words with a word of their own, the bot refusing.
Times one intake of the export and one `run` of the questions, and prints each one's
cost per question: an asker's view of the registry is worked out once per command, so
neither should grow with the registry's size.
"""

from __future__ import annotations

import argparse
import csv
import json
import random
import shutil
import subprocess
from pathlib import Path

from intake import timed
from kitgen import PY, ROOT

TENANTS = [f"t{n}" for n in range(5)]


def generate(kit: Path, facts: int, conversations: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    if kit.exists():
        shutil.rmtree(kit)
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/tenants/schema.sql", kit / "schema.sql")
    words = [f"w{n:04}" for n in range(3000)]
    rows = []
    with open(kit / "corpus/docs.jsonl", "w", encoding="utf-8") as out:
        for n in range(facts):
            text = " ".join(rng.choices(words, k=80))
            doc = {
                "source_id": f"s{n}",
                "valid_from": "2025-01-01",
                "valid_until": None,
                "tenant_id": TENANTS[n % len(TENANTS)],
                "status": "published",
                "acl": "support",
                "text": text,
            }
            out.write(json.dumps(doc) + "\n")
            quote = " ".join(text.split()[:4])
            rows.append([f"F{n}", f"s{n}", f"subject{n}", "price", str(n + 1), "RUB", quote])
    with open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["fact_id", "source_id", "subject", "attribute", "value", "unit", "quote"])
        writer.writerows(rows)
    asked = [rows[rng.randrange(facts)] for _ in range(conversations)]
    with open(kit / "questions.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            ["id", "at", "question", "query", "expected_action", "fact_ids", "source_ids"]
            + ["expected_response", "tenant_id", "groups"]
        )
        for n, (fact_id, source_id, *_rest, quote) in enumerate(asked):
            tenant = TENANTS[int(fact_id[1:]) % len(TENANTS)]
            writer.writerow(
                [f"T{n}", "2026-01-01", quote + "?", quote, "answer", fact_id, source_id]
                + ["", tenant, "support"]
            )
    with open(kit / "conversations.jsonl", "w", encoding="utf-8") as out:
        for n, (fact_id, *_rest, quote) in enumerate(asked):
            tenant = TENANTS[int(fact_id[1:]) % len(TENANTS)]
            record = {"at": "2026-01-01", "q": f"{quote} v{n}", "a": "Не знаю", "tenant": tenant}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--facts", type=int, default=2000)
    parser.add_argument("--conversations", type=int, default=300)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    args = parser.parse_args()
    kit = args.work / f"tenant-kit-{args.facts}-{args.conversations}"
    generate(kit, args.facts, args.conversations)
    subprocess.run(
        [PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True, stdout=subprocess.DEVNULL
    )
    intake = timed(
        [PY, "-m", "ragfts", "intake", str(kit / "conversations.jsonl"), "--question", "q"]
        + ["--date", "at", "--answer", "a", "--tenant", "tenant", "--kit", str(kit), "--quiet"]
    )
    run = timed([PY, "-m", "ragfts", "run", "--kit", str(kit)])
    n = args.conversations
    print(
        f"{args.facts:,} facts, 5 tenants: intake of {n} conversations {intake:.1f} s "
        f"({intake / n * 1000:.1f} ms each); run of {n} questions {run:.1f} s "
        f"({run / n * 1000:.1f} ms each)"
    )
    print(json.dumps({"facts": args.facts, "intake_s": intake, "run_s": run, "n": n}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
