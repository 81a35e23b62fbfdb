"""Intake's near-duplicate grouping at scale: stem prefixes against every earlier one.

    python bench/near.py [--formulations 5000,10000,20000,40000,100000] [--words 3000]

Formulations of 3 to 8 words drawn from a vocabulary with a real language's shape (the
n-th word asked in proportion to 1/n, so a few words are in thousands of questions),
seeded. Times ragfts.jobs.near.Near (each formulation indexed and probed under its
rarest stems only) and, up to --compare formulations, the rule it replaced (every
earlier formulation sharing a stem compared), checks they group alike, and prints each
one's seconds, the ratio, and how each grows when the formulations double (2 is linear,
4 quadratic).
"""

from __future__ import annotations

import argparse
import random
import time

from ragfts.jobs.near import NEAR, Near


class SharingAStem:
    """The rule before (issue 26's first intake): every earlier formulation that shares
    any stem is a candidate."""

    def __init__(self):
        self.keys: list[tuple] = []
        self.by_stem: dict[tuple, list[int]] = {}

    def key(self, stems: tuple, asker) -> tuple:
        candidates = sorted({n for s in stems for n in self.by_stem.get((s, asker), ())})
        mine = set(stems)
        for n in candidates:
            other = set(self.keys[n])
            if len(mine & other) / len(mine | other) >= NEAR:
                return self.keys[n]
        self.keys.append(stems)
        for s in stems:
            self.by_stem.setdefault((s, asker), []).append(len(self.keys) - 1)
        return stems


def made(count: int, words: int, seed: int) -> list[tuple]:
    rng = random.Random(seed)
    vocabulary = [f"w{n}" for n in range(words)]
    weights = [1 / (n + 1) for n in range(words)]
    return [
        tuple(sorted(set(rng.choices(vocabulary, weights, k=rng.randint(3, 8)))))
        for _ in range(count)
    ]


def timed(grouper, formulations: list[tuple]) -> tuple[float, list]:
    started = time.perf_counter()
    if hasattr(grouper, "count"):
        for stems in formulations:
            grouper.count(stems)
    keys = [grouper.key(stems, "") for stems in formulations]
    return time.perf_counter() - started, keys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--formulations", default="5000,10000,20000,40000,100000")
    parser.add_argument("--words", type=int, default=3000)
    parser.add_argument("--compare", type=int, default=40000, help="time the old rule up to")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    previous = None
    for count in (int(n) for n in args.formulations.split(",")):
        formulations = made(count, args.words, args.seed)
        new, keys = timed(Near(), formulations)
        groups = len(set(keys))
        line = f"{count:>7} formulations, {groups} groups: prefixes {new:7.2f} s"
        if count <= args.compare:
            old, old_keys = timed(SharingAStem(), formulations)
            if old_keys != keys:
                raise SystemExit(f"{count}: the two rules grouped differently")
            line += f", every earlier sharing a stem {old:7.2f} s ({old / new:.1f}x)"
        if previous:
            line += f"; grows {new / previous[1]:.2f}x for {count / previous[0]:.1f}x"
        print(line, flush=True)
        previous = (count, new)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
