"""`ragfts init`: a minimal kit that `ragfts run` passes at once, from the template that
ships inside the package (schema.sql, an example document, its fact, one question, a
README of the formats)."""

from __future__ import annotations

import os
import shutil
import tempfile
from importlib import resources
from pathlib import Path

from .digests import CORPUS, FACTS, QUESTIONS, SCHEMA, SETTINGS
from .door import write_kit_file
from .errors import InputError
from .profile import PROFILES

# The documents table of the plain schema, and the same under a search profile: the
# verbatim text stored and logged, the normalised `terms` what FTS5 matches.
PLAIN_TEXT = "    text,\n    tokenize = 'unicode61'"
PROFILED_TEXT = "    text UNINDEXED,\n    terms,\n    tokenize = 'unicode61'"


def profiled_schema(sql: str, where: str = SCHEMA) -> str:
    """schema.sql with the documents table a search profile needs."""
    if PROFILED_TEXT in sql:
        return sql
    if sql.count(PLAIN_TEXT) != 1:
        raise InputError(
            f"{where}: the documents table is not the plain one ragfts writes (a `text,` "
            "column then `tokenize = 'unicode61'`); add `text UNINDEXED, terms,` by hand"
        )
    return sql.replace(PLAIN_TEXT, PROFILED_TEXT)


def _settings(profile: str, template: str) -> str:
    if profile == "plain":
        return template
    comment, tables = template.split("\n\n", 1)
    return f'{comment}\n\n[search]\nprofile = "{profile}"\n\n{tables}'


def _check_profile(profile: str) -> None:
    if profile not in PROFILES:
        raise InputError(f"--profile: one of {', '.join(PROFILES)}, not {profile!r}")


def init(target: Path, profile: str = "plain", empty: bool = False) -> list[str]:
    """Write the kit into target (new, or an empty folder); return its files. Written
    into a temporary sibling folder and renamed into place: never half a kit. With a
    profile, the schema and ragfts.toml fit it; empty leaves the example out (headers
    only)."""
    _check_profile(profile)
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
        _fit(staging, profile, empty)
        if target.exists():
            target.rmdir()
        os.replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file())


def _fit(kit: Path, profile: str, empty: bool) -> None:
    schema, settings = kit / SCHEMA, kit / SETTINGS
    if profile != "plain":
        schema.write_text(profiled_schema(schema.read_text(encoding="utf-8")), encoding="utf-8")
    settings.write_text(_settings(profile, settings.read_text(encoding="utf-8")), encoding="utf-8")
    if empty:
        (kit / CORPUS / "example.txt").unlink()
        for rel in (FACTS, QUESTIONS):
            path = kit / rel
            path.write_text(path.read_text(encoding="utf-8").split("\n", 1)[0] + "\n")


def upgrade_schema(root: Path, profile: str | None) -> list[str]:
    """An existing kit's schema.sql made fit for a search profile, and, with a profile,
    ragfts.toml's [search] profile set; the files written."""
    root = Path(root)
    path = root / SCHEMA
    if not path.is_file():
        raise InputError(f"{root} is not a ragfts kit (no schema.sql); use --kit or `ragfts init`")
    written = []
    old = path.read_text(encoding="utf-8")
    new = profiled_schema(old)
    if new != old:
        write_kit_file(root, SCHEMA, new.encode("utf-8"), "init")
        written.append(SCHEMA)
    if profile is not None:
        _check_profile(profile)
        write_kit_file(root, SETTINGS, _with_profile(root / SETTINGS, profile), "init")
        written.append(SETTINGS)
    return written


def _with_profile(path: Path, profile: str) -> bytes:
    """ragfts.toml with [search] profile set, the rest of the file as it was."""
    import re

    line = f'profile = "{profile}"'
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    if re.search(r"(?m)^\[search\]\s*$", text):
        if re.search(r"(?m)^profile\s*=.*$", text):
            text = re.sub(r"(?m)^profile\s*=.*$", line, text, count=1)
        else:
            text = re.sub(r"(?m)^\[search\]\s*$", f"[search]\n{line}", text, count=1)
    else:
        text = f"[search]\n{line}\n" + ("\n" + text if text else "")
    return text.encode("utf-8")
