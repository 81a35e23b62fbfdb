"""Attaching free-text answers: records per second for `ragfts answer`.

    python bench/attach.py --records 10000

Copies the example kit, writes --records transcripts (the seed's answer texts with their
sources, cycled over the eight questions, each under its own label) as JSON Lines, and
times one whole `ragfts answer` process on them (median of --repeat runs, each on a
fresh copy). Prints records/s and one JSON line.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("schema.sql", "questions.csv", "corpus", "replays", "SHA256SUMS")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    # One question takes every label with --questions 1: the labels-per-log case, which
    # was quadratic (issue 22: 100k distinct labels took 344 s).
    parser.add_argument("--questions", type=int, default=8)
    args = parser.parse_args()
    mock = [
        json.loads(line)
        for line in (ROOT / "answers/seed-mock.jsonl").read_text("utf-8").splitlines()
    ]
    times = []
    for _ in range(args.repeat):
        work = Path(tempfile.mkdtemp(prefix="ragfts-attach-"))
        try:
            for part in PARTS:
                (shutil.copytree if (ROOT / part).is_dir() else shutil.copy)(
                    ROOT / part, work / part
                )
            subprocess.run(
                [sys.executable, "-m", "ragfts", "build", "--kit", str(work)],
                check=True,
                stdout=subprocess.DEVNULL,
            )
            with open(work / "bot.jsonl", "w", encoding="utf-8") as out:
                for n in range(args.records):
                    record = mock[n % min(args.questions * 2, len(mock))]
                    out.write(
                        json.dumps(
                            {
                                "id": record["id"],
                                "label": f"r{n}",
                                "text": record["answer"]["text"],
                                "source_ids": record["answer"]["source_ids"],
                            },
                            ensure_ascii=False,
                        )
                        + "\n"
                    )
            started = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "ragfts",
                    "answer",
                    str(work / "bot.jsonl"),
                    "--kit",
                    str(work),
                ],
                stdout=subprocess.DEVNULL,
            )
            times.append(time.perf_counter() - started)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    median = statistics.median(times)
    print(
        f"{args.records} free-text records attached in {median:.2f} s (median of {len(times)}): "
        f"{args.records / median:,.0f} records/s"
    )
    print(
        json.dumps(
            {
                "records": args.records,
                "seconds": round(median, 3),
                "records_per_s": round(args.records / median),
            }
        )
    )


if __name__ == "__main__":
    main()
