"""A first run measured against a fair bare loop and against the floor (issue 30).

    python bench/fair_run.py --docs 100000 --questions 200 --repeat 3

bench/bare_run.py kept every row of a question in memory and wrote every text again for
every question, so a lead over it was the bare side doing more work. Here, on the seeded
kit of bench/kitgen.py, in interleaved rounds (every side from the same disk state):

* fair: the fixed query per question, rows streamed to the question's JSON file as they
  come, the first 100 with their text and the rest by SHA-256, each text stored once in
  16 packs named by the digest's first hex digit, everything fsynced at the end: what
  ragfts stores, without ragfts;
* floor: the fixed query per question and every row's text touched, nothing written;
* ragfts: `ragfts run --jobs 1` and `--jobs 2` from an empty replays/.

Peak memory is the sum over the process and all its children, sampled every 20 ms from
/proc (a `--jobs 2` run is three processes). The load average is printed before each
round. Prints the ratios, each target met or not, and one JSON line.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import time
from pathlib import Path

from kitgen import PY, generate

FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)
INLINE = 100


def fair(kit: Path, index: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "fragments").mkdir(exist_ok=True)
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    packs = {h: open(out / "fragments" / f"{h}.pack", "ab") for h in "0123456789abcdef"}
    seen: set[bytes] = set()
    written = []
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        for q in csv.DictReader(handle):
            path = out / f"{q['id']}.json"
            with open(path, "w", encoding="utf-8") as log:
                log.write('{"id": ' + json.dumps(q["id"]) + ', "rows": [')
                for n, (s, f, u, t) in enumerate(
                    conn.execute(FIXED_QUERY, [q["query"], q["at"], q["at"]])
                ):
                    row = {"source_id": s, "valid_from": f, "valid_until": u}
                    if n < INLINE:
                        row["text"] = t
                    else:
                        data = t.encode("utf-8")
                        digest = hashlib.sha256(data).digest()
                        row["text_sha256"] = digest.hex()
                        if digest not in seen:
                            seen.add(digest)
                            pack = packs[row["text_sha256"][0]]
                            pack.write(
                                f"{row['text_sha256']} {len(data)}\n".encode() + data + b"\n"
                            )
                    log.write(("," if n else "") + json.dumps(row, ensure_ascii=False))
                log.write("]}\n")
            written.append(path)
    for pack in packs.values():
        pack.flush()
        os.fsync(pack.fileno())
        pack.close()
    for path in written:
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())


def floor(kit: Path, index: Path) -> None:
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    total = 0
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        for q in csv.DictReader(handle):
            for _s, _f, _u, t in conn.execute(FIXED_QUERY, [q["query"], q["at"], q["at"]]):
                total += len(t)
    print(total)


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
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_rss(proc.pid))
        time.sleep(0.02)
    wall = time.perf_counter() - started
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr.read().decode()}")
    return {"wall": wall, "peak_mib": peak / 1024}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    parser.add_argument("--side", choices=["fair", "floor"], help=argparse.SUPPRESS)
    parser.add_argument("--kit", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--out", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.side:  # one side, as its own process
        index = args.kit / ".ragfts/index.sqlite"
        fair(args.kit, index, args.out) if args.side == "fair" else floor(args.kit, index)
        return 0
    kit = args.work / f"kit-{args.docs}"
    generate(kit, args.docs, args.questions, args.seed)
    subprocess.run(
        [PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True, stdout=subprocess.DEVNULL
    )
    out = args.work / f"fair-{args.docs}"
    me = [PY, str(Path(__file__).resolve()), "--kit", str(kit)]
    run = [PY, "-m", "ragfts", "run", "--kit", str(kit), "--timeout", "600"]
    sides = {
        "floor": [*me, "--side", "floor"],
        "fair": [*me, "--side", "fair", "--out", str(out)],
        "jobs1": [*run, "--jobs", "1"],
        "jobs2": [*run, "--jobs", "2"],
    }
    samples: dict[str, list[dict]] = {name: [] for name in sides}
    loads = []
    for _ in range(args.repeat):
        for name, cmd in sides.items():
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(kit / "replays", ignore_errors=True)
            (kit / "SHA256SUMS").unlink(missing_ok=True)
            os.sync()
            loads.append(os.getloadavg()[0])
            samples[name].append(measure(cmd))
    med = {n: statistics.median(s["wall"] for s in v) for n, v in samples.items()}
    peak = {n: max(s["peak_mib"] for s in v) for n, v in samples.items()}
    ratios = {
        "fair_over_jobs1": med["fair"] / med["jobs1"],
        "jobs1_over_floor": med["jobs1"] / med["floor"],
        "jobs2_speedup": med["jobs1"] / med["jobs2"],
    }
    print(
        f"{args.docs:,} documents, {args.questions} questions, {args.repeat} interleaved rounds; "
        f"load average {min(loads):.2f}-{max(loads):.2f}"
    )
    for name in sides:
        walls = [s["wall"] for s in samples[name]]
        print(
            f"  {name:6} {med[name]:7.2f} s [{min(walls):.2f}-{max(walls):.2f}]  "
            f"peak {peak[name]:6.0f} MiB (all processes)"
        )
    print(f"  fair bare / ragfts --jobs 1: {ratios['fair_over_jobs1']:.2f} (>= 1.0 wanted)")
    print(f"  ragfts --jobs 1 / floor: {ratios['jobs1_over_floor']:.2f} (<= 1.3 wanted)")
    print(f"  --jobs 1 / --jobs 2: {ratios['jobs2_speedup']:.2f} (>= 1.7 wanted)")
    targets = [
        ("first run >= 1.0x fair bare", ratios["fair_over_jobs1"] >= 1.0),
        ("first run <= 1.3x floor", ratios["jobs1_over_floor"] <= 1.3),
        ("--jobs 2 >= 1.7x --jobs 1", ratios["jobs2_speedup"] >= 1.7),
    ]
    print("targets: " + "; ".join(f"{n}: {'met' if ok else 'NOT met'}" for n, ok in targets))
    print(
        json.dumps(
            {"medians": med, "peaks_mib": peak, "ratios": ratios, "loads": loads}, sort_keys=True
        )
    )
    shutil.rmtree(out, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
