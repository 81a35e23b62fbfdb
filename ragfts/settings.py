"""The kit's settings, `ragfts.toml` at the kit root: read once, checked strictly.

No file means today's behaviour: the `plain` search profile.

    [search]
    profile = "ru"   # plain | ru | en | fa | zh | auto
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from .digests import SETTINGS
from .errors import InputError, Problem
from .profile import PROFILES
from .records import Record

# Each table and its keys; a key or table not listed is refused, not ignored.
KNOWN = {"search": {"profile"}}


class Settings(Record):
    __slots__ = ("profile",)


DEFAULT = Settings("plain")


def load_settings(root: Path) -> Settings:
    path = Path(root) / SETTINGS
    if not path.exists():
        return DEFAULT
    try:
        data = tomllib.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError:
        raise InputError([Problem(SETTINGS, None, "not UTF-8; save the file as UTF-8")]) from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError([Problem(SETTINGS, None, f"not TOML: {exc}")]) from None
    problems = []
    for table, value in data.items():
        if table not in KNOWN or not isinstance(value, dict):
            problems.append(
                Problem(SETTINGS, None, f"unknown table [{table}]; known: {', '.join(KNOWN)}")
            )
            continue
        for key in sorted(set(value) - KNOWN[table]):
            problems.append(Problem(SETTINGS, None, f"[{table}] has an unknown key {key!r}"))
    profile = (
        data.get("search", {}).get("profile", "plain")
        if isinstance(data.get("search"), dict)
        else "plain"
    )
    if profile not in PROFILES:
        problems.append(
            Problem(
                SETTINGS,
                None,
                f"[search] profile must be one of {', '.join(PROFILES)}, got {profile!r}",
            )
        )
    if problems:
        raise InputError(problems)
    return Settings(profile)
