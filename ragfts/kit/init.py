"""`ragfts init`: a minimal kit that `ragfts run` passes at once, from the template that
ships inside the package (schema.sql, an example document, its fact, one question, a
README of the formats)."""

from __future__ import annotations

import os
import shutil
import tempfile
from importlib import resources
from pathlib import Path

from .errors import InputError


def init(target: Path) -> list[str]:
    """Write the kit into target (new, or an empty folder); return its files. Written
    into a temporary sibling folder and renamed into place: never half a kit."""
    if str(target) == "":
        raise InputError("DIR: an empty path; name the new kit's folder, or '.' for here")
    target = Path(target)
    if target.is_symlink():
        raise InputError(
            f"{target} is a symbolic link; ragfts init writes a new kit into a plain folder"
        )
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise InputError(
            f"{target} exists and is not an empty folder; ragfts init writes a new kit"
        )
    template = resources.files("ragfts") / "template"
    parent = target.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=parent))
    try:
        with resources.as_file(template) as source:
            shutil.copytree(source, staging, dirs_exist_ok=True)
        # Shipped without its dot: package data skips hidden files.
        os.replace(staging / "gitignore", staging / ".gitignore")
        if target.exists():
            target.rmdir()
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file())
