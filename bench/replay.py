"""Start-up of `ragfts replay` on a kit against the least a replay can be.

    python bench/replay.py [--kit .] [--question Q3] [--repeat 21]

Interleaves whole processes: `ragfts replay ID` and bench/minimal_replay.py (click +
sqlite3, the same fixed query, rows printed) on the kit's index, and prints the median
wall time of each, the ratio (issue 16: <= 1.3) and a JSON line. The kit is built first,
outside the timing.
"""

from __future__ import annotations

import argparse
import csv
import json
import subprocess
import sys
from pathlib import Path

from kitgen import PY, ROOT
from run import interleaved, stat

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kit", type=Path, default=ROOT)
    parser.add_argument("--question", default="Q3")
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    subprocess.run([PY, "-m", "compileall", "-q", str(ROOT / "ragfts")], check=True)
    kit = args.kit.resolve()
    subprocess.run(
        [PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True, capture_output=True
    )
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        question = {q["id"]: q for q in csv.DictReader(handle)}[args.question]
    index = kit / ".ragfts/index.sqlite"
    samples = interleaved(
        {
            "minimal": (
                lambda: None,
                [
                    PY,
                    str(HERE / "minimal_replay.py"),
                    str(index),
                    question["query"],
                    question["at"],
                ],
            ),
            "ragfts": (
                lambda: None,
                [PY, "-m", "ragfts", "replay", args.question, "--kit", str(kit)],
            ),
        },
        args.repeat,
    )
    ours, minimal = stat(samples["ragfts"]), stat(samples["minimal"])
    ratio = ours["median"] / minimal["median"]
    print(
        f"replay {args.question}: ragfts {ours['median'] * 1000:.0f} ms "
        f"[{ours['min'] * 1000:.0f}-{ours['max'] * 1000:.0f}], minimal "
        f"{minimal['median'] * 1000:.0f} ms [{minimal['min'] * 1000:.0f}-"
        f"{minimal['max'] * 1000:.0f}], ratio {ratio:.2f} (target <= 1.3: "
        f"{'met' if ratio <= 1.3 else 'NOT met'}), median of {args.repeat}"
    )
    figures = {
        "question": args.question,
        "ragfts_ms": round(ours["median"] * 1000, 1),
        "minimal_ms": round(minimal["median"] * 1000, 1),
        "ratio": round(ratio, 2),
    }
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
