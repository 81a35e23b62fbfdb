"""The kit's settings, `ragfts.toml` at the kit root: read once, checked strictly.

No file means today's behaviour: the `plain` search profile.

    [search]
    profile = "ru"   # plain | ru | en | fa | zh | auto

    [route]          # the router's thresholds (seed 001); 0 <= lower < upper <= 1
    lower = 0.3
    upper = 0.8

    [validity]       # a validity end: the last day a text holds, or the first it does not
    end = "inclusive"      # inclusive | exclusive

    [access]         # an empty ACL: everyone in the tenant, or refused (seed 003)
    empty_acl = "tenant"   # tenant | refuse

    [ask]            # what `ragfts ask` sends: the rule, and the prompt's template
    system = "Answer only from the fragments ..."
    prompt = "Date: {at}\nQuestion: {question}\n\nFragments:\n{fragments}"
"""

from __future__ import annotations

import math
from pathlib import Path

from .digests import SETTINGS
from .errors import InputError, Problem
from .profile import PROFILES
from .records import Record
from .route import DEFAULT_LOWER, DEFAULT_UPPER, check_thresholds

# Each table and its keys; a key or table not listed is refused, not ignored.
GATE = (
    "min_case_pass_rate",
    "min_critical_case_pass_rate",
    "min_retrieval_fact_recall",
    "min_context_fact_recall",
    "min_citation_fact_recall",
    "min_status_accuracy",
    "max_non_disclosure_violations",
)
KNOWN = {
    "search": {"profile"},
    "route": {"lower", "upper"},
    "context": {"max_rows", "max_chars"},
    "gate": set(GATE),
    "ask": {"system", "prompt"},
    "access": {"empty_acl"},
    "validity": {"end"},
}
# How a validity end is written: inclusive (the last day the text holds, seed 002 and
# ragfts so far) or exclusive (the first day it no longer does: [from, to), seeds 000 and
# 003). ragfts keeps the end inclusive inside; an exclusive one is read as the day before.
VALIDITY_END = ("inclusive", "exclusive")
# What an empty ACL means in a kit with access columns: everyone in the document's
# tenant (the default: a tenant's public FAQ needs no group list), or, as seed 003 has
# it, a document refused at build until its groups are named (fail closed).
EMPTY_ACL = ("tenant", "refuse")
# The places the prompt's template fills; a template without question and fragments
# would ask the bot something else than the log's case.
PROMPT_FIELDS = ("at", "question", "fragments")


class Settings(Record):
    """profile: the search profile; lower, upper: the router's thresholds; max_rows,
    max_chars: the context selection's limits (None: none); gate: the evaluation gate's
    thresholds that are set; ask_system, ask_prompt: what `ask` sends (None: its own)."""

    __slots__ = (
        "profile",
        "lower",
        "upper",
        "max_rows",
        "max_chars",
        "gate",
        "ask_system",
        "ask_prompt",
        "empty_acl",
        "validity_end",
    )
    _defaults = {
        "max_rows": None,
        "max_chars": None,
        "gate": {},
        "ask_system": None,
        "ask_prompt": None,
        "empty_acl": "tenant",
        "validity_end": "inclusive",
    }


DEFAULT = Settings("plain", DEFAULT_LOWER, DEFAULT_UPPER)


def load_settings(root: Path) -> Settings:
    path = Path(root) / SETTINGS
    if not path.exists():
        return DEFAULT
    import tomllib  # only a kit with settings pays for the parser

    try:
        # A BOM is accepted here as in every CSV and JSON file of the kit.
        data = tomllib.loads(path.read_bytes().decode("utf-8").removeprefix("\ufeff"))
    except UnicodeDecodeError:
        raise InputError([Problem(SETTINGS, None, "not UTF-8; save the file as UTF-8")]) from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError([Problem(SETTINGS, None, f"not TOML: {exc}")]) from None
    problems = []
    for table, value in data.items():
        if table in KNOWN and isinstance(value, list):
            problems.append(
                Problem(SETTINGS, None, f"[[{table}]] is an array of tables; write [{table}] once")
            )
            continue
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
    context = data.get("context", {}) if isinstance(data.get("context"), dict) else {}
    for key, value in context.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            problems.append(
                Problem(
                    SETTINGS,
                    None,
                    f"[context] {key} must be a whole number of at least 1, got {value!r}",
                )
            )
    gate = data.get("gate", {}) if isinstance(data.get("gate"), dict) else {}
    for key, value in gate.items():
        number = isinstance(value, (int, float)) and not isinstance(value, bool)
        if key == "max_non_disclosure_violations":
            if isinstance(value, float) or not number or value < 0:
                problems.append(
                    Problem(
                        SETTINGS,
                        None,
                        f"[gate] {key} must be a whole number of at least 0, got {value!r}",
                    )
                )
        elif not number or not math.isfinite(value) or not 0 <= value <= 1:
            problems.append(
                Problem(SETTINGS, None, f"[gate] {key} must be a number in [0, 1], got {value!r}")
            )
    ask = data.get("ask", {}) if isinstance(data.get("ask"), dict) else {}
    problems += _ask_problems(ask)
    empty_acl = _choice(data, "access", "empty_acl", EMPTY_ACL, problems)
    end = _choice(data, "validity", "end", VALIDITY_END, problems)
    if problems:
        raise InputError(problems)
    return Settings(
        profile,
        lower,
        upper,
        context.get("max_rows"),
        context.get("max_chars"),
        dict(gate),
        ask.get("system"),
        ask.get("prompt"),
        empty_acl,
        end,
    )


def _choice(data: dict, table: str, key: str, choices: tuple, problems: list) -> str:
    """[table] key, one of choices (the first is the default)."""
    given = data.get(table, {}) if isinstance(data.get(table), dict) else {}
    value = given.get(key, choices[0])
    if value not in choices:
        problems.append(
            Problem(
                SETTINGS,
                None,
                f"[{table}] {key} must be one of {', '.join(choices)}, got {value!r}",
            )
        )
    return value


def _ask_problems(ask: dict) -> list[Problem]:
    import string

    problems = []
    for key, value in ask.items():
        if not isinstance(value, str) or not value.strip():
            problems.append(Problem(SETTINGS, None, f"[ask] {key} must be a non-empty text"))
    prompt = ask.get("prompt")
    if isinstance(prompt, str) and prompt.strip():
        try:
            fields = {
                name for _, name, _, _ in string.Formatter().parse(prompt) if name is not None
            }
        except ValueError as exc:
            fields = None
            problems.append(Problem(SETTINGS, None, f"[ask] prompt is not a template: {exc}"))
        if fields is not None:
            unknown = sorted(fields - set(PROMPT_FIELDS))
            lacking = [f for f in ("question", "fragments") if f not in fields]
            if unknown or lacking:
                problems.append(
                    Problem(
                        SETTINGS,
                        None,
                        "[ask] prompt may use {at}, {question}, {fragments} and must use "
                        f"{{question}} and {{fragments}}; got {', '.join(sorted(fields)) or '-'}",
                    )
                )
    return problems
