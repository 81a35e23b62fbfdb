"""Peak memory of `ragfts run` for one broad question, at two corpus sizes.

    python bench/memory.py --docs 10000 100000 --repeat 5

For each size, generates the kit of bench/kitgen.py (its first question is one of the
five most common words: ~6,000 rows at 10k, ~62,000 at 100k) and builds it; then, in
interleaved rounds, runs that one question from an empty replays/ (a first run) and
again on its own log (a re-run), and reads each process's peak RSS. Prints the medians,
the ratio of the largest size to the smallest (issue 16: within 1.2x), and a JSON line.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from kitgen import PY, generate
from run import measure


def rows_of(kit: Path, qid: str) -> int:
    log = json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))
    return len(log["search"]["rows"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    args = parser.parse_args()
    kits = {}
    for docs in args.docs:
        kit = args.work / f"kit-{docs}"
        if not (kit / ".ragfts/index.sqlite").is_file():
            generate(kit, docs, 200, 1)
            subprocess.run([PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True)
        kits[docs] = kit
    qid = "B00000"
    first: dict[int, list[float]] = {docs: [] for docs in kits}
    rerun: dict[int, list[float]] = {docs: [] for docs in kits}
    for _ in range(args.repeat):
        for docs, kit in kits.items():
            shutil.rmtree(kit / "replays", ignore_errors=True)
            (kit / "SHA256SUMS").unlink(missing_ok=True)
            run = [PY, "-m", "ragfts", "run", qid, "--kit", str(kit), "--timeout", "600"]
            first[docs].append(measure(run)["peak_mib"])
            rerun[docs].append(measure(run)["peak_mib"])
    small, large = min(kits), max(kits)
    figures: dict = {"question": qid, "repeat": args.repeat}
    print(f"peak memory of `ragfts run {qid}` (one broad question), median of {args.repeat}")
    print(f"{'documents':>12}{'rows':>10}{'first run MiB':>16}{'re-run MiB':>14}")
    for docs, kit in kits.items():
        f, r = statistics.median(first[docs]), statistics.median(rerun[docs])
        rows = rows_of(kit, qid)
        print(f"{docs:>12,}{rows:>10,}{f:>16.1f}{r:>14.1f}")
        figures[str(docs)] = {"rows": rows, "first_mib": round(f, 1), "rerun_mib": round(r, 1)}
    for name, samples in (("first run", first), ("re-run", rerun)):
        ratio = statistics.median(samples[large]) / statistics.median(samples[small])
        figures[name.replace(" ", "_").replace("-", "") + "_ratio"] = round(ratio, 2)
        verdict = "met" if ratio <= 1.2 else "NOT met"
        print(f"{name}: {large:,} / {small:,} documents = {ratio:.2f} (target <= 1.2: {verdict})")
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
