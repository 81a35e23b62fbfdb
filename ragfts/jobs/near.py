"""Near-duplicate formulations, by one deterministic rule: a formulation joins the first
one seen (golden questions, then earlier intakes, then the export, in order) whose stem
set shares NEAR of their union with its own (Jaccard), else it is new.

Found without comparing each formulation with every earlier one, which took 210 s for
40,000 formulations of a real vocabulary (every one shares a common word with thousands):
two sets at NEAR or more share at least ceil(NEAR·|x|) stems, so, with every set's stems
in one fixed order, the first |x| - ceil(NEAR·|x|) + 1 of them (its prefix) hold a stem
of the other's prefix (the first stem they share is in both). Each new formulation is
indexed under its prefix only and looks only under its own: with the rarest stems first,
those lists are short. The order changes how fast, never which formulation is found."""

from __future__ import annotations

import math

# Two formulations whose stem sets share this share of their union (Jaccard) are one:
# «можно ли перенести задачи из CSV» and «перенести задачи из CSV файла» are.
NEAR = 0.75


def _prefix_length(size: int) -> int:
    # 1e-9: NEAR·size is a whole number when it should be (0.75·4 = 3.0), never above
    return size - math.ceil(NEAR * size - 1e-9) + 1


class Near:
    """count() each formulation's stems first (how often each stem is seen orders them,
    rarest first), then key() them in order: key() returns the first kept formulation near
    these stems for the same asker, or keeps these as new and returns them."""

    def __init__(self):
        self.counts: dict[str, int] = {}
        self.keys: list[tuple] = []
        self.by_stem: dict[tuple, list[int]] = {}

    def count(self, stems: tuple) -> None:
        if self.keys:  # a prefix indexed in one order and probed in another misses
            raise RuntimeError("Near.count after Near.key")
        for s in stems:
            self.counts[s] = self.counts.get(s, 0) + 1

    def _prefix(self, stems: tuple) -> list[str]:
        ordered = sorted(stems, key=lambda s: (self.counts.get(s, 0), s))
        return ordered[: _prefix_length(len(ordered))]

    def key(self, stems: tuple, asker) -> tuple:
        prefix = self._prefix(stems)
        candidates = sorted({n for s in prefix for n in self.by_stem.get((s, asker), ())})
        mine = set(stems)
        for n in candidates:
            other = self.keys[n]
            if len(other) * NEAR > len(mine) + 1e-9 or len(mine) * NEAR > len(other) + 1e-9:
                continue  # sizes this far apart never share NEAR of their union
            other = set(other)
            if len(mine & other) / len(mine | other) >= NEAR:
                return self.keys[n]
        self.keys.append(stems)
        for s in prefix:
            self.by_stem.setdefault((s, asker), []).append(len(self.keys) - 1)
        return stems
