"""What checking the index against its seal costs, at a given corpus size.

    python bench/index_check.py --docs 100000

Generates the seeded kit of bench/kitgen.py, builds it, then measures (median of
--repeat runs, each a fresh process):

* `replay`-like open with the stat unchanged (the usual case: only a stat and the seal);
* the same open after the index's stat moved (`touch`, a copy): the index's digest (its
  two halves hashed at once, on two threads) before any row is trusted, then the stat
  is refreshed;
* the build's own cost of digesting the file once, as a share of the build.

It prints a table and one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from kitgen import generate, timed  # noqa: E402  (the bench's shared kit generator)

OPEN = (
    "import sys; from ragfts.index.view import open_kit; open_kit(sys.argv[1], only=set()).close()"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench-index"))
    args = parser.parse_args()
    kit = args.work / f"kit-{args.docs}"
    if not (kit / "corpus/docs.jsonl").exists():
        generate(kit, args.docs, 10, seed=7)
    build = timed([sys.executable, "-m", "ragfts", "build", "--kit", str(kit)])
    index = kit / ".ragfts/index.sqlite"
    size = index.stat().st_size
    from ragfts.kit.digests import halves_sha256

    started = time.perf_counter()
    halves_sha256(index)
    hash_once = time.perf_counter() - started
    warm, moved = [], []
    for _ in range(args.repeat):
        warm.append(timed([sys.executable, "-c", OPEN, str(kit)]))
        os.utime(index)  # moves mtime and ctime: the next open must hash the file
        moved.append(timed([sys.executable, "-c", OPEN, str(kit)]))
    figures = {
        "docs": args.docs,
        "index_mib": round(size / 2**20, 1),
        "build_s": round(build, 2),
        "hash_once_s": round(hash_once, 3),
        "hash_share_of_build": round(hash_once / build, 3),
        "open_stat_unchanged_ms": round(statistics.median(warm) * 1000, 1),
        "open_after_stat_moved_ms": round(statistics.median(moved) * 1000, 1),
        "ratio_moved_vs_unchanged": round(statistics.median(moved) / statistics.median(warm), 2),
    }
    width = max(map(len, figures))
    for key, value in figures.items():
        print(f"{key:{width}}  {value}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
