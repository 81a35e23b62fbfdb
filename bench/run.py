"""ragfts against bare SQLite on a deterministic synthetic kit: build, run, replay.

    python bench/run.py --docs 10000 --questions 200

Generates a seeded kit (Zipf vocabulary of Russian and English pseudo-words, ~1.9 KB per
document, validity periods, facts, questions of three selectivities) in a work folder,
then measures in this one run, side by side: build docs/s (ragfts vs bare executemany at
FTS5's default and at its best settings), run questions/s (ragfts run vs a bare loop that
dumps rows as JSON), replay wall time (a whole `ragfts replay` process vs a minimal click
+ sqlite3 script), peak memory of each process, and log bytes per question. Prints a
table, then one JSON line with every figure and ratio.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from ragfts.records import FACT_COLUMNS, QUESTION_COLUMNS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PY = sys.executable
RU = "ба ва га да жа за ка ла ма на па ра са та фа ха ца ча ша бе ве ге де же зе ке ле ме не пе ре се те ни ри ти ло ро то ку ну ру ту ёж ой ый ая".split()
EN = "ba be bi bo ca ce co da de di do fa fe fi ga ge go ha he hi ka ke ki la le li lo ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to".split()
BEST = {"hashsize": 64 * 1024 * 1024, "batch": 1000, "journal": "OFF"}


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
                        f"topic{n % 50}",
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


def measure(cmd: list[str], **kwargs) -> tuple[float, int, int]:
    """Wall seconds, peak RSS in MiB and exit code of one child process."""
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)
    _pid, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - started
    err = proc.stderr.read().decode()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({code}):\n{err}")
    return seconds, usage.ru_maxrss // 1024, code


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    parser.add_argument("--repeat", type=int, default=7, help="replay timings: median of this many")
    parser.add_argument(
        "--skip-default", action="store_true", help="skip bare build at FTS5's default settings"
    )
    args = parser.parse_args()

    # An installed package has its bytecode compiled; this machine sets
    # PYTHONDONTWRITEBYTECODE, which would make every measured start compile ragfts.
    subprocess.run([PY, "-m", "compileall", "-q", str(ROOT / "ragfts")], check=True)
    kit = args.work / f"kit-{args.docs}"
    started = time.perf_counter()
    generate(kit, args.docs, args.questions, args.seed)
    generated = time.perf_counter() - started
    corpus_mb = (kit / "corpus/docs.jsonl").stat().st_size / 2**20
    figures: dict = {
        "docs": args.docs,
        "questions": args.questions,
        "corpus_mib": round(corpus_mb, 1),
        "generate_s": round(generated, 1),
    }

    bare_index = args.work / f"bare-{args.docs}.sqlite"
    builds = {}
    variants = [
        (
            "bare_best",
            [
                "--hashsize",
                str(BEST["hashsize"]),
                "--batch",
                str(BEST["batch"]),
                "--journal",
                BEST["journal"],
            ],
        )
    ]
    if not args.skip_default:
        variants.insert(0, ("bare_default", []))
    for name, extra in variants:
        bare_index.unlink(missing_ok=True)
        builds[name] = measure([PY, str(HERE / "bare_build.py"), str(kit), str(bare_index), *extra])
    shutil.rmtree(kit / ".ragfts", ignore_errors=True)
    builds["ragfts"] = measure([PY, "-m", "ragfts", "build", "--kit", str(kit)])
    for name, (seconds, rss, _code) in builds.items():
        figures[f"build_{name}_docs_per_s"] = round(args.docs / seconds)
        figures[f"build_{name}_peak_mib"] = rss
    figures["build_ratio_vs_best"] = round(builds["bare_best"][0] / builds["ragfts"][0], 2)
    if "bare_default" in builds:
        figures["build_ratio_vs_default"] = round(
            builds["bare_default"][0] / builds["ragfts"][0], 2
        )

    index = kit / ".ragfts/index.sqlite"
    shutil.rmtree(kit / "replays", ignore_errors=True)
    bare_out = args.work / f"bare-logs-{args.docs}"
    shutil.rmtree(bare_out, ignore_errors=True)
    bare_run = measure([PY, str(HERE / "bare_run.py"), str(kit), str(index), str(bare_out)])
    ragfts_run = measure([PY, "-m", "ragfts", "run", "--kit", str(kit), "--timeout", "600"])
    figures["log_bytes_per_question"] = round(folder_bytes(kit / "replays") / args.questions)
    # Again, on its own logs: fragments already stored, answers re-graded, changes listed.
    rerun = measure([PY, "-m", "ragfts", "run", "--kit", str(kit), "--timeout", "600"])
    figures["rerun_ragfts_q_per_s"] = round(args.questions / rerun[0], 1)
    figures["rerun_ratio"] = round(bare_run[0] / rerun[0], 2)
    figures["run_bare_q_per_s"] = round(args.questions / bare_run[0], 1)
    figures["run_ragfts_q_per_s"] = round(args.questions / ragfts_run[0], 1)
    figures["run_ratio"] = round(bare_run[0] / ragfts_run[0], 2)
    figures["run_ragfts_peak_mib"] = ragfts_run[1]
    figures["run_bare_peak_mib"] = bare_run[1]
    figures["bare_log_bytes_per_question"] = round(folder_bytes(bare_out) / args.questions)

    # Replay the first rare question: what a person types after a ticket.
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        rare = [q for q in csv.DictReader(handle)][6]
    replay_times, minimal_times = [], []
    for _ in range(args.repeat):
        replay_times.append(
            measure([PY, "-m", "ragfts", "replay", rare["id"], "--kit", str(kit)])[0]
        )
        minimal_times.append(
            measure([PY, str(HERE / "minimal_replay.py"), str(index), rare["query"], rare["at"]])[0]
        )
    figures["replay_ragfts_ms"] = round(statistics.median(replay_times) * 1000)
    figures["replay_minimal_ms"] = round(statistics.median(minimal_times) * 1000)
    figures["replay_ratio"] = round(
        statistics.median(replay_times) / statistics.median(minimal_times), 2
    )

    print(
        f"ragfts bench: {args.docs:,} documents ({corpus_mb:,.0f} MiB), {args.questions} questions, seed {args.seed}"
    )
    print(f"{'':28}{'ragfts':>12}{'bare':>12}{'ratio':>8}")
    print(
        f"{'build docs/s (best bare)':28}{figures['build_ragfts_docs_per_s']:>12,}{figures['build_bare_best_docs_per_s']:>12,}{figures['build_ratio_vs_best']:>8}"
    )
    if "bare_default" in builds:
        print(
            f"{'build docs/s (default bare)':28}{'':>12}{figures['build_bare_default_docs_per_s']:>12,}{figures['build_ratio_vs_default']:>8}"
        )
    print(
        f"{'build peak MiB':28}{figures['build_ragfts_peak_mib']:>12,}{figures['build_bare_best_peak_mib']:>12,}"
    )
    print(
        f"{'run questions/s':28}{figures['run_ragfts_q_per_s']:>12}{figures['run_bare_q_per_s']:>12}{figures['run_ratio']:>8}"
    )
    print(
        f"{'re-run questions/s':28}{figures['rerun_ragfts_q_per_s']:>12}{figures['run_bare_q_per_s']:>12}{figures['rerun_ratio']:>8}"
    )
    print(
        f"{'run peak MiB':28}{figures['run_ragfts_peak_mib']:>12,}{figures['run_bare_peak_mib']:>12,}"
    )
    print(
        f"{'log bytes/question':28}{figures['log_bytes_per_question']:>12,}{figures['bare_log_bytes_per_question']:>12,}"
    )
    print(
        f"{'replay ms (median)':28}{figures['replay_ragfts_ms']:>12}{figures['replay_minimal_ms']:>12}{figures['replay_ratio']:>8}"
    )
    print(
        "build ratio = bare s / ragfts s (>= 1 is faster than bare); replay ratio = ragfts / minimal (<= 1.3 wanted)"
    )
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
