"""A duration said in hours, read in minutes: "an hour and a half", «полтора часа» and
"1.5 hours" are 90 minutes, "half an hour" and «полчаса» 30, "2 hours" 120; so a value
the registry writes in minutes is stated by an answer that counts hours, and the other
way. On folded text, or on its words joined by spaces ("1.5" is then 1 5)."""

from __future__ import annotations

import re

_N = r"(?<![\w.,])"  # no number or word runs on before it
# (what says it, in minutes, the word minutes are written with); the longer first, so
# "an hour and a half" is not read as "an hour"
_SAID = (
    (r"(?:(?:an?|one)\s+)?hour\s+and\s+a\s+half|one\s+and\s+a\s+half\s+hours?", 90, "minutes"),
    (_N + r"1[., ]5\s*(?:hours?|hrs?|h)", 90, "minutes"),
    (r"half\s+an\s+hour|a\s+half\s+hour|half-hour", 30, "minutes"),
    (r"полтора\s+час\w*|" + _N + r"1[., ]5\s*(?:час\w*|ч)", 90, "минут"),
    (r"полчаса|пол\s+часа", 30, "минут"),
)
_HOURS = (
    (_N + r"(\d+)\s*(?:hours?|hrs?|h)", "minutes"),
    (_N + r"(\d+)\s*(?:час\w*|ч)", "минут"),
)
_PATTERNS = tuple((re.compile(rf"\b(?:{p})(?!\w)"), m, w) for p, m, w in _SAID)
_COUNTS = tuple((re.compile(rf"(?:{p})(?!\w)"), w) for p, w in _HOURS)
_ANY = re.compile(r"hour|hrs?\b|\d\s*h\b|час|\d\s*ч\b")


def in_minutes(text: str) -> str:
    """The text with each duration in hours said as minutes."""
    if not _ANY.search(text):
        return text
    for pattern, minutes, unit in _PATTERNS:
        text = pattern.sub(f"{minutes} {unit}", text)
    for pattern, unit in _COUNTS:
        text = pattern.sub(lambda m, unit=unit: f"{int(m[1]) * 60} {unit}", text)
    return text
