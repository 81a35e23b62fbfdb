"""Refusals in the ways bots phrase them, per language, matched on folded text.

Each rule is a regular expression over the text as `fold()` leaves it (NFKC, case folded,
`ё` → `е`, Persian letters and digits unified, the zero-width non-joiner removed, `ß` →
`ss`), anchored at word edges so a rule never fires inside a longer word. Chinese has no
word edges to anchor on: its rules list the longer words they must not fire inside
(`不确定性`, "uncertainty", is not `不确定`, "not sure"). A kit's `refusals.txt` adds
phrases of its own. The rule that fired is logged, so a reading names why it was a refusal.

Six kinds of refusal are covered in each language: "I don't know", "there is no
information", "I cannot find / answer", "it is not in the documents", an apology that
declines, "contact support", and "as an AI".
"""

from __future__ import annotations

import re
from functools import cache

from .refusal_rules import RULES


@cache
def _compiled() -> tuple[tuple[str, re.Pattern], ...]:
    """Every rule, compiled once, in language and rule order (\"as an AI\" first: it is
    the most specific, and its sentences decline in other words too); the first that
    fires wins."""
    return tuple(
        (f"{language}.{name}", re.compile(pattern))
        for language, rules in RULES.items()
        for name, pattern in sorted(rules, key=lambda rule: rule[0] != "as_an_ai")
    )


def refusal(folded: str) -> tuple[str, str] | None:
    """(the rule that fired, the words it matched) when the folded text refuses."""
    for rule, pattern in _compiled():
        match = pattern.search(folded)
        if match:
            return rule, match.group(0).strip()
    return None
