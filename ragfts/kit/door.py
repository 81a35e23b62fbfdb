"""The one door for what ragfts writes into a kit: a plain relative name, inside the kit,
never through a symbolic link, never over a kit input the writing command does not own;
then a temporary file in the same folder and a rename."""

from __future__ import annotations

import os
import stat
import unicodedata
from pathlib import Path

from .digests import (
    CORPUS,
    KIN,
    QUESTIONS,
    REFUSALS,
    REPLAYS,
    SCHEMA,
    SCORES,
    SETTINGS,
    SUMS,
    UNITS,
)
from .errors import InputError
from .jsonio import write_atomic

# What the user writes and ragfts reads: files at the kit root and whole folders.
INPUT_FILES = frozenset({SCHEMA, SETTINGS, QUESTIONS, REFUSALS, KIN, SCORES, UNITS, SUMS})
INPUT_FOLDERS = frozenset({CORPUS, REPLAYS, "answers", ".ragfts", "intake"})

# Which kit inputs each writing command owns (a file, or a folder with a trailing /).
OWNS = {
    "import": (f"{CORPUS}/",),
    "run": (f"{REPLAYS}/", SUMS),
    "answer": (f"{REPLAYS}/", SUMS),
    "seal": (SUMS,),
    "report": (),
    "build": (".ragfts/",),
    "init": (SCHEMA, SETTINGS),  # init --upgrade-schema
    # its drafts, and questions.csv when a person accepts one (with SHA256SUMS)
    "intake": ("intake/", QUESTIONS, SUMS),
}


def plain_name(name: str, what: str) -> str:
    """A file or folder name a person can read and every tool handles: not empty, no
    leading dot, no separator, no control or formatting character, no edge spaces."""
    problem = None
    if not name or name in (".", ".."):
        problem = "is empty"
    elif "/" in name or "\\" in name:
        problem = "holds a path separator"
    elif name.startswith("."):
        problem = "starts with '.' (a hidden file the build and the seal skip)"
    elif name != name.strip():
        problem = "starts or ends with a space"
    elif any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in name):
        problem = "holds a control or formatting character"
    if problem:
        raise InputError(f"{what}: {name!r} {problem}; use a plain name such as 'faq'")
    return name


def _no_link_below(root: Path, rel: Path, what: str) -> None:
    here = root
    for part in rel.parts:
        here = here / part
        try:
            mode = os.lstat(here).st_mode
        except FileNotFoundError:
            return
        if stat.S_ISLNK(mode):
            raise InputError(
                f"{what}: {here.relative_to(root).as_posix()} is a symbolic link; "
                "ragfts writes only plain files inside the kit"
            )


def owned(rel: str, owner: str) -> bool:
    return any(rel == o or (o.endswith("/") and rel.startswith(o)) for o in OWNS[owner])


def is_kit_input(rel: str) -> bool:
    top = rel.split("/", 1)[0]
    return rel in INPUT_FILES or top in INPUT_FOLDERS


def kit_target(root: Path, rel: str, owner: str, what: str = "output") -> Path:
    """The path rel names in the kit, after every check of the door."""
    root = Path(root)
    path = Path(rel)
    if path.is_absolute() or ".." in path.parts:
        raise InputError(f"{what}: {rel!r} is outside the kit; ragfts writes only inside it")
    posix = path.as_posix()
    if is_kit_input(posix) and not owned(posix, owner):
        raise InputError(f"{what}: {posix} is a kit input; `ragfts {owner}` never replaces it")
    _no_link_below(root, path, what)
    return root / path


def write_kit_file(root: Path, rel: str, data: bytes, owner: str, sync: bool = True) -> Path:
    """rel written atomically after the door's checks; a missing folder of the kit
    (intake/ before the first intake, replays/ before the first run) is made first."""
    path = kit_target(root, rel, owner)
    path.parent.mkdir(exist_ok=True)
    write_atomic(path, data, sync)
    return path


def outside_target(root: Path, target: Path, owner: str, what: str, marker: bytes) -> Path:
    """A file the user names for a command's output (a report): inside the kit it passes
    the door; anywhere it is never a link, and it replaces only a file that begins with
    this command's own marker."""
    if str(target) in ("", "."):
        raise InputError(f"{what}: an empty path; name a file such as report.html")
    target = Path(target)
    resolved_root = Path(root).resolve()
    parent = target.parent.resolve()
    try:
        rel = (parent / target.name).relative_to(resolved_root)
    except ValueError:
        rel = None
    if rel is not None:
        kit_target(resolved_root, rel.as_posix(), owner, what)
    if target.is_symlink():
        raise InputError(f"{what}: {target} is a symbolic link; name a plain file")
    if target.exists():
        if not target.is_file():
            raise InputError(f"{what}: {target} is not a file")
        with open(target, "rb") as handle:
            if not handle.read(len(marker)) == marker:
                raise InputError(
                    f"{what}: {target} exists and is not a ragfts {owner}; it is not replaced"
                )
    return target
