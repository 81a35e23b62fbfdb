"""The kit's word lists, a line each: its own refusal phrases (refusals.txt) and its own
kin (kin.txt), read beside the shipped ones."""

from __future__ import annotations

import re
from pathlib import Path

from .digests import KIN, REFUSALS
from .documents import read_text
from .errors import Problem
from .profile import fold


def load_refusals(root: Path, problems: list[Problem]) -> tuple[str, ...]:
    """The kit's own refusal phrases (refusals.txt, one per line, # for a comment), folded
    as free-text answers are, to extend the shipped lexicon."""
    if not (Path(root) / REFUSALS).exists():
        return ()
    text = read_text(Path(root) / REFUSALS, REFUSALS, problems)
    lines = (text or "").splitlines()
    return tuple(fold(line.strip()) for line in lines if line.strip() and not line.startswith("#"))


# a word of a kin group: letters only (a hyphen or an apostrophe inside), as a question
# says it, so that it is one term of a derived query
_KIN_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")


def load_kin(root: Path, problems: list[Problem]) -> tuple[str, ...]:
    """The kit's own kin (kin.txt: a group of words its askers say for one another per
    line, # for a comment), folded; they add to grade/kin_words.py's groups."""
    if not (Path(root) / KIN).exists():
        return ()
    text = read_text(Path(root) / KIN, KIN, problems)
    groups = []
    for number, line in enumerate((text or "").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        words = fold(line).split()
        bad = [w for w in words if not _KIN_WORD.fullmatch(w)]
        if bad:
            problems.append(Problem(KIN, number, f"{bad[0]!r} is not a word: letters only"))
        elif len(words) < 2:
            problems.append(
                Problem(KIN, number, f"a group needs two words or more, got {line.strip()!r}")
            )
        else:
            groups.append(" ".join(words))
    return tuple(groups)
