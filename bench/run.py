"""ragfts against bare SQLite on a generated kit, side by side and interleaved.

    python bench/run.py --docs 100000 --questions 200 --repeat 3

Generates the seeded kit of bench/kitgen.py, then runs each comparison as whole
processes in turns (A B A B ...), every side starting from the same disk state (what a
side writes is removed before its turn and the rest flushed to disk, outside the
timing), and reports the median with the range, wall time and CPU time (the process
and the children it waited for):

* build: `ragfts build` against bench/bare_build.py, which also parses in a forked child
  and uses the best settings found (8 KiB pages, pgsz 8100, exclusive locking, 64 MiB
  FTS5 hash, journal off, batches of 1,000);
* first run: `ragfts run --jobs 1` and `--jobs 2` from an empty replays/, against
  bench/bare_run.py, the fair bare loop (the fixed query per question, rows streamed to
  a file each, the first 100 with their text, the rest by SHA-256 once in 16 packs,
  fsync at the end: what ragfts stores), from an empty output folder, and against the
  floor (the fixed query and every text read, nothing written);
* re-run: `ragfts run --jobs 1` on its own logs against the fair bare loop again;
* replay: `ragfts replay` of a rare question against bench/minimal_replay.py.

Also: peak memory (summed over a command's processes), the load average before each
turn, the files a first run creates, and --jobs 2 over --jobs 1. Prints a table, the
targets of issues 16 and 30 met or not, and one JSON line.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from kitgen import PY, ROOT, generate

HERE = Path(__file__).resolve().parent
BARE_BEST = [
    "--hashsize",
    str(64 * 1024 * 1024),
    "--batch",
    "1000",
    "--journal",
    "OFF",
    "--child-parse",
    "--page-size",
    "8192",
    "--pgsz",
    "8100",
    "--exclusive",
]


def tree_rss(pid: int) -> int:
    """Resident KiB of a process and every descendant, from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as handle:
                    ppid = int(handle.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    total, todo = 0, [pid]
    while todo:
        current = todo.pop()
        try:
            with open(f"/proc/{current}/status", encoding="ascii") as handle:
                for line in handle:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except OSError:
            pass
        todo += children.get(current, [])
    return total


def measure(cmd: list[str]) -> dict:
    """Wall and CPU seconds (user + system, with waited-for children) and peak memory in
    MiB of one command: its RSS summed over the process and every descendant, sampled
    every 20 ms by a thread (a `--jobs 2` run is three processes) while this one waits
    for the exit, so a 50 ms replay is timed to its end, not to the next sample."""
    import threading

    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak, done = [0], threading.Event()

    def sample() -> None:
        while not done.wait(0.02):
            peak[0] = max(peak[0], tree_rss(proc.pid))

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    _pid, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    done.set()
    sampler.join()
    err = proc.stderr.read().decode()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({code}):\n{err}")
    cpu = usage.ru_utime + usage.ru_stime
    return {"wall": wall, "cpu": cpu, "peak_mib": max(peak[0], usage.ru_maxrss) / 1024}


def interleaved(sides: dict, repeat: int) -> dict[str, list[dict]]:
    """sides: name -> (prepare, command). Each round runs every side once, in turn;
    prepare() runs before each turn, outside the timing, then everything written so far
    is flushed to disk: otherwise a side runs while the kernel writes back what the side
    before it wrote (an index of 370 MB at 100k documents), and pays for it."""
    samples: dict[str, list[dict]] = {name: [] for name in sides}
    for _ in range(repeat):
        for name, (prepare, command) in sides.items():
            prepare()
            os.sync()
            LOADS.append(os.getloadavg()[0])
            samples[name].append(measure(command))
    return samples


LOADS: list[float] = []  # the load average before each measured turn


def stat(samples: list[dict], key: str = "wall") -> dict:
    values = [s[key] for s in samples]
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def removed(*paths: Path):
    def prepare() -> None:
        for path in paths:
            if path.is_dir():
                shutil.rmtree(path)
            elif path.exists():
                path.unlink()

    return prepare


def nothing() -> None:
    pass


def files_below(folder: Path) -> int:
    return sum(len(files) for _dir, _dirs, files in os.walk(folder))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="interleaved rounds per comparison")
    parser.add_argument("--replay-repeat", type=int, default=11)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    args = parser.parse_args()

    # An installed package has its bytecode compiled; this machine sets
    # PYTHONDONTWRITEBYTECODE, which would make every measured start compile ragfts.
    subprocess.run([PY, "-m", "compileall", "-q", str(ROOT / "ragfts")], check=True)
    kit = args.work / f"kit-{args.docs}"
    generate(kit, args.docs, args.questions, args.seed)
    corpus_mib = (kit / "corpus/docs.jsonl").stat().st_size / 2**20
    index = kit / ".ragfts/index.sqlite"
    bare_index = args.work / f"bare-{args.docs}.sqlite"
    bare_out = args.work / f"bare-logs-{args.docs}"
    replays = kit / "replays"
    ragfts = [PY, "-m", "ragfts"]
    run = [*ragfts, "run", "--kit", str(kit), "--timeout", "600"]

    build = interleaved(
        {
            "bare": (
                removed(bare_index),
                [PY, str(HERE / "bare_build.py"), str(kit), str(bare_index), *BARE_BEST],
            ),
            "ragfts": (removed(kit / ".ragfts"), [*ragfts, "build", "--kit", str(kit)]),
        },
        args.repeat,
    )
    bare_index.unlink(missing_ok=True)

    def empty_replays() -> None:
        removed(replays, kit / "SHA256SUMS")()

    first = interleaved(
        {
            "bare": (
                removed(bare_out),
                [PY, str(HERE / "bare_run.py"), str(kit), str(index), str(bare_out)],
            ),
            "floor": (nothing, [PY, str(HERE / "bare_run.py"), "--floor", str(kit), str(index)]),
            "jobs1": (empty_replays, [*run, "--jobs", "1"]),
            "jobs2": (empty_replays, [*run, "--jobs", "2"]),
        },
        args.repeat,
    )
    # The files a first run creates, counted after one more run from empty.
    empty_replays()
    measure([*run, "--jobs", "1"])
    files_created = files_below(replays)
    rerun = interleaved(
        {
            "bare": (
                removed(bare_out),
                [PY, str(HERE / "bare_run.py"), str(kit), str(index), str(bare_out)],
            ),
            "jobs1": (nothing, [*run, "--jobs", "1"]),
        },
        args.repeat,
    )
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        rare = list(csv.DictReader(handle))[6]  # one rare word: what a person replays
    replay = interleaved(
        {
            "minimal": (
                nothing,
                [PY, str(HERE / "minimal_replay.py"), str(index), rare["query"], rare["at"]],
            ),
            "ragfts": (nothing, [*ragfts, "replay", rare["id"], "--kit", str(kit)]),
        },
        args.replay_repeat,
    )
    shutil.rmtree(bare_out, ignore_errors=True)

    rows = [
        ("build s", build["ragfts"], build["bare"], True),
        ("first run s, --jobs 1", first["jobs1"], first["bare"], True),
        ("first run s, --jobs 2", first["jobs2"], first["bare"], True),
        ("re-run s, --jobs 1", rerun["jobs1"], rerun["bare"], True),
        ("replay ms", replay["ragfts"], replay["minimal"], False),
    ]
    figures: dict = {
        "docs": args.docs,
        "questions": args.questions,
        "repeat": args.repeat,
        "corpus_mib": round(corpus_mib, 1),
        "files_created_by_first_run": files_created,
    }
    print(
        f"ragfts bench: {args.docs:,} documents ({corpus_mib:,.0f} MiB), {args.questions} "
        f"questions, seed {args.seed}; median [min-max] of {args.repeat} interleaved rounds "
        f"({args.replay_repeat} for replay)"
    )
    print(f"{'':24}{'ragfts':>22}{'bare':>22}{'wall ratio':>12}{'cpu ratio':>11}{'peak MiB':>16}")
    for label, ours, theirs, bare_over_ours in rows:
        scale = 1000 if label.startswith("replay") else 1
        a, b = stat(ours), stat(theirs)
        ca, cb = stat(ours, "cpu")["median"], stat(theirs, "cpu")["median"]
        wall = b["median"] / a["median"] if bare_over_ours else a["median"] / b["median"]
        cpu = cb / ca if bare_over_ours else ca / cb
        peak_a = max(s["peak_mib"] for s in ours)
        peak_b = max(s["peak_mib"] for s in theirs)

        def cell(s, scale=scale):
            return f"{s['median'] * scale:.1f} [{s['min'] * scale:.1f}-{s['max'] * scale:.1f}]"

        print(
            f"{label:24}{cell(a):>22}{cell(b):>22}{wall:>12.2f}{cpu:>11.2f}"
            f"{f'{peak_a:.0f} / {peak_b:.0f}':>16}"
        )
        key = label.split(",")[0].replace(" ", "_").replace("-", "").removesuffix("_s")
        key = key.removesuffix("_ms") + ("_jobs2" if "jobs 2" in label else "")
        figures[key] = {
            "ragfts": round(a["median"] * scale, 3),
            "bare": round(b["median"] * scale, 3),
            "ragfts_range": [round(a["min"] * scale, 3), round(a["max"] * scale, 3)],
            "bare_range": [round(b["min"] * scale, 3), round(b["max"] * scale, 3)],
            "wall_ratio": round(wall, 2),
            "cpu_ratio": round(cpu, 2),
            "peak_mib": [round(peak_a), round(peak_b)],
        }
    speedup = stat(first["jobs1"])["median"] / stat(first["jobs2"])["median"]
    figures["jobs_speedup"] = round(speedup, 2)
    over_floor = stat(first["jobs1"])["median"] / stat(first["floor"])["median"]
    figures["first_run_over_floor"] = round(over_floor, 2)
    figures["floor"] = {
        "wall": round(stat(first["floor"])["median"], 3),
        "peak_mib": round(max(s["peak_mib"] for s in first["floor"])),
    }
    figures["loads"] = [round(x, 2) for x in LOADS]
    print(
        f"floor (the fixed query and every text read, nothing written): "
        f"{figures['floor']['wall']:.2f} s; first run --jobs 1 / floor: {over_floor:.2f}"
    )
    print(f"load average before each turn: {min(LOADS):.2f}-{max(LOADS):.2f}")
    print(
        f"--jobs 2 over --jobs 1 (first run): {speedup:.2f}x; files created by a first run: "
        f"{files_created} for {args.questions} questions"
    )
    print(
        "ratios: build and runs = bare / ragfts (>= 1 is faster than bare), "
        "replay = ragfts / minimal (<= 1.3 wanted)"
    )
    targets = [
        ("first run >= 1.0x the fair bare loop", figures["first_run"]["wall_ratio"] >= 1.0),
        ("first run <= 1.3x the floor", over_floor <= 1.3),
        ("re-run >= 0.95x the fair bare loop", figures["rerun"]["wall_ratio"] >= 0.95),
        ("--jobs 2 >= 1.7x --jobs 1", speedup >= 1.7),
        ("build >= 0.95x child-parsing bare", figures["build"]["wall_ratio"] >= 0.95),
        ("replay <= 1.3x minimal", figures["replay"]["wall_ratio"] <= 1.3),
        (
            f"files <= {args.questions} + 16",
            files_created <= args.questions + 16,
        ),
    ]
    print("targets: " + "; ".join(f"{name}: {'met' if ok else 'NOT met'}" for name, ok in targets))
    print(json.dumps(figures, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
