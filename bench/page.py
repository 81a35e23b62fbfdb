"""The report page at scale: how long Chromium takes to open the page of 10,000 questions,
and how large the page is.

    python bench/page.py --questions 10000

Copies the example kit, cycles its eight questions to --questions rows (each its own id,
so each its own log and card), runs them, attaches the seed's before and after answers to
every one, and writes the two-label page (`report --label before --label after`). Then
opens it in headless Chromium for a screenshot of the first screen at 1400x900, which is
taken once the page has loaded and its script has run, against an empty page opened the
same way: the difference is what the page itself costs (a --dump-dom once checks that
every card loaded and the script ran). Median of --repeat
interleaved rounds; Chromium's peak memory (PSS summed over its processes) beside the
empty page's, the difference being what the page holds.
Targets (issue 27): opens in under 2 s, under 20 MB.
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
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("schema.sql", "corpus")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def ragfts(*args) -> float:
    """Seconds one ragfts command takes; a failing verdict (exit 1) is a result here."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "ragfts", *map(str, args)], stdout=subprocess.DEVNULL
    )
    if done.returncode not in (0, 1):
        sys.exit(f"ragfts {args[0]} exited {done.returncode}")
    return time.perf_counter() - started


def kit(work: Path, questions: int) -> dict[str, str]:
    """The kit of `questions` rows and its answers file; {new id: the example's id}."""
    for part in PARTS:
        (shutil.copytree if (ROOT / part).is_dir() else shutil.copy)(ROOT / part, work / part)
    with open(ROOT / "questions.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    ids = {}
    with open(work / "questions.csv", "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        for n in range(questions):
            row = dict(rows[n % len(rows)])
            ids[f"P{n:05}"] = row["id"]
            row["id"] = f"P{n:05}"
            writer.writerow(row)
    mock = {}
    for line in (ROOT / "answers/seed-mock.jsonl").read_text("utf-8").splitlines():
        record = json.loads(line)
        mock.setdefault(record["id"], []).append(record)
    with open(work / "bot.jsonl", "w", encoding="utf-8") as out:
        for new, old in ids.items():
            for record in mock[old]:
                out.write(json.dumps({**record, "id": new}, ensure_ascii=False) + "\n")
    return ids


# Chromium's memory, in rounds of its own (the watching costs CPU): every 20 ms, the proportional set size (shared pages counted once
# over all) summed over the browser and all its
# descendants (renderer, GPU and utility processes), read from /proc; the peak is kept.
PROBE = """
import os, subprocess, sys, time

def tree_kib(root):
    parents = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as f:
                parents[int(pid)] = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError):
            pass
    tree, grew = {root}, True
    while grew:
        more = {p for p, pp in parents.items() if pp in tree} - tree
        grew, tree = bool(more), tree | more
    kib = 0
    for pid in tree:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                kib += next(int(l.split()[1]) for l in f if l.startswith("Pss:"))
        except (OSError, StopIteration):
            pass
    return kib

watch = sys.argv[1] == "watch"
started = time.perf_counter()
child = subprocess.Popen(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
peak = 0
while watch and child.poll() is None:
    peak = max(peak, tree_kib(child.pid))
    time.sleep(0.02)
child.wait()
print(time.perf_counter() - started, peak)
"""
BROWSER = [
    CHROMIUM,
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--window-size=1400,900",
]


def opened(url: str, shot: Path, watch: bool = False) -> tuple[float, int]:
    """Seconds until Chromium has loaded the page, run its script and painted the first
    screen (a screenshot); watched, the peak of its processes' summed PSS in KiB."""
    command = [
        sys.executable,
        "-c",
        PROBE,
        "watch" if watch else "time",
        *BROWSER,
        f"--screenshot={shot}",
        url,
    ]
    seconds, kib = subprocess.run(
        command, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(seconds), int(kib)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    if CHROMIUM is None:
        sys.exit("bench/page.py needs chromium (Debian's package; .ci/run installs it)")
    work = Path(tempfile.mkdtemp(prefix="ragfts-page-"))
    try:
        kit(work, args.questions)
        run = ragfts("run", "--jobs", "2", "--kit", work)
        attach = ragfts("answer", work / "bot.jsonl", "--kit", work)
        page = work / "page.html"
        report = ragfts(
            "report", "-o", page, "--label", "before", "--label", "after", "--kit", work
        )
        empty = work / "empty.html"
        empty.write_text("<!doctype html><html><body></body></html>", encoding="utf-8")
        shot = work / "shot.png"
        page_runs, empty_runs = [], []
        for _ in range(args.repeat):
            page_runs.append(opened(page.as_uri(), shot))
            empty_runs.append(opened(empty.as_uri(), shot))
        page_kib = opened(page.as_uri(), shot, watch=True)[1]
        empty_kib = opened(empty.as_uri(), shot, watch=True)[1]
        dom = subprocess.run(
            [*BROWSER, "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=300
        ).stdout
        cards = dom.count('<article class="card"')
        if cards != args.questions or f'data-shown="{args.questions}"' not in dom:
            sys.exit(f"the page did not load whole: {cards} cards of {args.questions}")
        page_s = statistics.median(r[0] for r in page_runs)
        empty_s = statistics.median(r[0] for r in empty_runs)
        size = page.stat().st_size
        load = os.getloadavg()[0]
        opens = page_s - empty_s
        print(f"questions        {args.questions}")
        print(f"run --jobs 2     {run:.1f} s; answer {attach:.1f} s; report {report:.1f} s")
        print(
            f"page size        {size / 1e6:.1f} MB (target < 20 MB: "
            f"{'met' if size < 20e6 else 'NOT met'})"
        )
        print(
            f"Chromium opens   {page_s:.2f} s, an empty page {empty_s:.2f} s: the page "
            f"costs {opens:.2f} s (target < 2 s: {'met' if opens < 2 else 'NOT met'})"
        )
        print(
            f"Chromium memory  {page_kib / 1024:.0f} MiB, an empty page "
            f"{empty_kib / 1024:.0f} MiB: the page holds {(page_kib - empty_kib) / 1024:.0f} "
            "MiB (peak PSS summed over Chromium's processes)"
        )
        print(f"load average     {load:.2f}")
        print(
            json.dumps(
                {
                    "questions": args.questions,
                    "page_bytes": size,
                    "open_s": round(page_s, 3),
                    "empty_s": round(empty_s, 3),
                    "page_peak_kib": page_kib,
                    "empty_peak_kib": empty_kib,
                    "load": round(load, 2),
                }
            )
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
