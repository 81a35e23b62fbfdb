"""What each search profile costs against `plain`, on the same generated corpus.

    python bench/profiles.py --docs 100000 --questions 50

Generates the seeded kit of bench/kitgen.py (Russian and English pseudo-words), then for
each profile writes ragfts.toml (and, for a profile, the schema with the indexed `terms`
column of tests/kits/profiled), and times a whole `ragfts build` and a first `ragfts run`
in fresh processes. Prints a table of docs/s, questions/s, index size and the ratio to
`plain`, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from kitgen import generate, timed  # noqa: E402  (the bench's shared kit generator)

ROOT = HERE.parent
PROFILES = ("plain", "ru", "en", "fa", "zh", "auto")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=50)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench-profiles"))
    parser.add_argument(
        "--profiles", default=",".join(PROFILES), help="plain and these, e.g. ru,zh"
    )
    args = parser.parse_args()
    base = args.work / f"kit-{args.docs}"
    if not (base / "corpus/docs.jsonl").exists():
        generate(base, args.docs, args.questions, seed=7)
    rows = {}
    chosen = ["plain"] + [p for p in args.profiles.split(",") if p in PROFILES and p != "plain"]
    for profile in chosen:
        kit = args.work / profile
        shutil.rmtree(kit, ignore_errors=True)
        shutil.copytree(base, kit, ignore=shutil.ignore_patterns(".ragfts", "replays"))
        schema = ROOT / ("schema.sql" if profile == "plain" else "tests/kits/profiled/schema.sql")
        shutil.copy(schema, kit / "schema.sql")
        (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
        build = timed([sys.executable, "-m", "ragfts", "build", "--kit", str(kit)])
        run = timed([sys.executable, "-m", "ragfts", "run", "--kit", str(kit)])
        rows[profile] = {
            "build_docs_per_s": round(args.docs / build),
            "run_questions_per_s": round(args.questions / run, 1),
            "index_mib": round((kit / ".ragfts/index.sqlite").stat().st_size / 2**20, 1),
        }
        shutil.rmtree(kit / ".ragfts")
    plain = rows["plain"]
    for figures in rows.values():
        figures["build_ratio"] = round(figures["build_docs_per_s"] / plain["build_docs_per_s"], 2)
        figures["run_ratio"] = round(
            figures["run_questions_per_s"] / plain["run_questions_per_s"], 2
        )
    print(
        f"{'profile':8} {'build docs/s':>12} {'ratio':>6} {'run q/s':>8} {'ratio':>6} {'index MiB':>10}"
    )
    for profile, f in rows.items():
        print(
            f"{profile:8} {f['build_docs_per_s']:>12,} {f['build_ratio']:>6} "
            f"{f['run_questions_per_s']:>8} {f['run_ratio']:>6} {f['index_mib']:>10}"
        )
    print(json.dumps({"docs": args.docs, "questions": args.questions, "profiles": rows}))


if __name__ == "__main__":
    main()
