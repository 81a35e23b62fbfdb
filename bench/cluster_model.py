"""The model of intake on a Dask cluster, measured here and simulated at 100 machines.

    python bench/cluster_model.py --docs 20000 --conversations 4000

Measures on this machine, on the seeded bench kit (bench/kitgen.py, bench/intake.py's
export: every conversation a formulation of its own):

* c, a formulation's triage (search, match, gate, read), from `ragfts intake` alone;
* s, the command's fixed start (the same on a one-conversation export);
* o, what one Dask task costs the scheduler and the client (a LocalCluster of two worker
  processes, 2,000 empty tasks through the same window as ragfts/jobs/fanout.py);
* b, the bytes a formulation's result carries back (its JSON).

The model: with W workers, N formulations sent B to a task, a run takes
s + max(N·c/W, (N/B)·o) — the workers' share of the work, or the scheduler's share of
the tasks, whichever is longer; the client reads the export and groups it before any of
that (g per conversation, measured as one formulation asked N times). A discrete-event
simulation of the same pipeline (W workers, a window of tasks, results taken in order,
triage times drawn from a log-normal distribution with the measured mean) is checked
against a real `ragfts intake --scheduler` run on the LocalCluster, then run for 100
machines of 2 workers and 10 million conversations.
"""

from __future__ import annotations

import argparse
import heapq
import json
import math
import random
import shutil
import subprocess
import time
from pathlib import Path

from intake import intake_cmd, timed, write_export
from kitgen import PY, generate

from ragfts.jobs.fanout import batching


def task_overhead(address: str, tasks: int = 2000) -> float:
    """Seconds per task of an empty task through a window, as fan_out sends them."""
    from collections import deque

    from distributed import Client

    with Client(address, set_as_default=False) as client:
        started = time.perf_counter()
        waiting: deque = deque(client.submit(len, [n], pure=False) for n in range(128))
        sent = 128
        while waiting:
            waiting.popleft().result()
            if sent < tasks:
                waiting.append(client.submit(len, [sent], pure=False))
                sent += 1
        return (time.perf_counter() - started) / tasks


def simulate(n: int, workers: int, c: float, o: float, batch: int, width: int, seed=1) -> float:
    """Seconds for n formulations: the scheduler hands out one task at a time (o each),
    a free worker runs a task of `batch` items, results are taken in order, at most
    `width` tasks in flight. Item times are log-normal, mean c, sigma 1."""
    rng = random.Random(seed)
    sigma = 1.0
    mu = math.log(c) - sigma * sigma / 2
    tasks = math.ceil(n / batch)
    free = [0.0] * workers  # when each worker is next free (a heap)
    heapq.heapify(free)
    scheduler = 0.0  # when the scheduler can hand out the next task
    done_at = []  # finish time of each task, in order
    taken_at = []  # when the client takes each result: in order, so a running maximum
    for t in range(tasks):
        while len(taken_at) <= t - width:
            k = len(taken_at)
            taken_at.append(max(taken_at[-1] if taken_at else 0.0, done_at[k]))
        # the window: a task is sent once the result `width` before it is taken
        ready = taken_at[t - width] if t >= width else 0.0
        scheduler = max(scheduler, ready) + o
        start = max(scheduler, heapq.heappop(free))
        items = min(batch, n - t * batch)
        end = start + sum(rng.lognormvariate(mu, sigma) for _ in range(items))
        heapq.heappush(free, end)
        done_at.append(end)
    return max(done_at)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=20_000)
    parser.add_argument("--conversations", type=int, default=4_000)
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    args = parser.parse_args()
    from distributed import LocalCluster

    kit = args.work / f"model-kit-{args.docs}-{args.conversations}"
    generate(kit, args.docs, args.conversations, 1)
    subprocess.run(
        [PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True, stdout=subprocess.DEVNULL
    )
    export = args.work / f"model-{args.conversations}.jsonl"
    write_export(kit, export, args.conversations)
    one = args.work / "model-one.jsonl"
    one.write_text(export.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    same = args.work / "model-same.jsonl"
    same.write_text(one.read_text(encoding="utf-8") * args.conversations, encoding="utf-8")
    n = args.conversations

    def fresh(cmd):  # every timed intake on a kit no earlier intake has written to
        shutil.rmtree(kit / "intake", ignore_errors=True)
        return timed(cmd)

    s = min(fresh(intake_cmd(kit, one)) for _ in range(3))
    alone = fresh(intake_cmd(kit, export))
    grouped = fresh(intake_cmd(kit, same))
    c = (alone - grouped) / n  # the triage alone: reading and grouping taken out
    g = (grouped - s) / n
    out = subprocess.run(intake_cmd(kit, export, "--json"), capture_output=True).stdout
    b = len(out) / n
    with LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        silence_logs=50,
    ) as cluster:
        address = cluster.scheduler_address
        o = task_overhead(address)
        fresh(intake_cmd(kit, one, "--scheduler", address))  # workers import ragfts once
        connect = fresh(intake_cmd(kit, one, "--scheduler", address)) - s
        real = fresh(intake_cmd(kit, export, "--scheduler", address))
    batch, width = batching(2)
    simulated = s + connect + n * g + simulate(n, 2, c, o, batch, width)
    model = s + connect + n * g + max(n * c / 2, n / batch * o)
    print(f"measured on this machine ({args.docs:,} documents, {n:,} formulations):")
    print(
        f"  start s {s:.2f} s; read and group g {g * 1e6:.0f} µs a conversation; "
        f"triage c {c * 1e3:.2f} ms a formulation; a Dask task o {o * 1e3:.2f} ms; "
        f"a result b {b:.0f} bytes; connecting to the cluster {connect:.2f} s"
    )
    print(f"  intake alone {alone:.2f} s; on a LocalCluster of 2 workers {real:.2f} s")
    print(
        f"  the model says {model:.2f} s ({model / real:.2f} of the real run), the "
        f"simulation {simulated:.2f} s ({simulated / real:.2f})"
    )
    big, machines = 10_000_000, 100
    workers = machines * 2
    print(f"at {machines} machines of 2 workers, {big:,} conversations, each a formulation:")
    ours = batching(workers)
    sample = 400_000  # simulated, then scaled: the pipeline is in its steady state by then
    for name, (batch, width) in (
        ("one item a task", (1, 64 * workers)),
        ("16 a task", (16, 4 * workers)),
        ("256 a task, a window of 64 items a worker", (256, max(2, 64 * workers // 256))),
        (f"ragfts's rule: {ours[0]} a task, {ours[1]} tasks in flight", ours),
    ):
        work = big * c / workers
        sched = big / batch * o
        sim = simulate(sample, workers, c, o, batch, width) * big / sample
        neck = "the scheduler" if sched > work else "the workers"
        if sim > 1.5 * max(work, sched):
            neck = "the window (workers idle)"
        print(
            f"  {name}: workers {work:,.0f} s, scheduler {sched:,.0f} s, "
            f"simulated {sim:,.0f} s; the bottleneck: {neck}"
        )
    print(
        f"  before any of it, the client reads and groups the export alone: "
        f"{big * g:,.0f} s; results moved to it: {big * b / 1e9:.1f} GB"
    )
    print(
        json.dumps(
            {
                "s": s,
                "g": g,
                "c": c,
                "o": o,
                "b": b,
                "alone": alone,
                "real": real,
                "model": model,
                "simulated": simulated,
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
