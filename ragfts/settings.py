"""The kit's settings, `ragfts.toml` at the kit root: read once, checked strictly.

No file means today's behaviour: the `plain` search profile.

    [search]
    profile = "ru"   # plain | ru | en | fa | zh | auto

    [route]          # the router's thresholds (seed 001); 0 <= lower < upper <= 1
    lower = 0.3
    upper = 0.8
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from .digests import SETTINGS
from .errors import InputError, Problem
from .profile import PROFILES
from .records import Record
from .route import DEFAULT_LOWER, DEFAULT_UPPER, check_thresholds

# Each table and its keys; a key or table not listed is refused, not ignored.
KNOWN = {"search": {"profile"}, "route": {"lower", "upper"}}


class Settings(Record):
    """profile: the search profile; lower, upper: the router's thresholds."""

    __slots__ = ("profile", "lower", "upper")


DEFAULT = Settings("plain", DEFAULT_LOWER, DEFAULT_UPPER)


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
    route = data.get("route", {}) if isinstance(data.get("route"), dict) else {}
    try:
        lower, upper = check_thresholds(
            route.get("lower", DEFAULT_LOWER), route.get("upper", DEFAULT_UPPER)
        )
    except InputError as exc:
        problems.append(Problem(SETTINGS, None, f"[route] {exc}"))
    if problems:
        raise InputError(problems)
    return Settings(profile, lower, upper)
