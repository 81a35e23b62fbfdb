"""A question and a fact's quote that say the two ends of one scale: "When was the first
servicing mission?" is not asked of "The final servicing mission took place in May
2009", whatever else they share."""

from __future__ import annotations

import re
from functools import lru_cache

# each scale's two ends, in English, Russian and Chinese
_ENDS = (
    (
        r"\b(?:first|earliest|initial)\b|\bперв\w*|第一|首次|最早",
        r"\b(?:last|final|latest)\b|\bпоследн\w*|最后|最近一次",
    ),
    (
        r"\b(?:largest|biggest)\b|\bкрупнейш\w*|самы\w* больш\w*|最大",
        r"\bsmallest\b|\bмельчайш\w*|самы\w* (?:маленьк|мал)\w*|最小",
    ),
    (
        r"\b(?:highest|tallest)\b|\bвысочайш\w*|самы\w* высок\w*|最高",
        r"\blowest\b|самы\w* низк\w*|最低",
    ),
    (
        r"\boldest\b|\bстарейш\w*|самы\w* стар\w*|最古老|最老",
        r"\b(?:newest|youngest)\b|самы\w* (?:нов|молод)\w*|最新|最年轻",
    ),
)


@lru_cache(maxsize=1)
def _compiled() -> tuple:
    return tuple((re.compile(a), re.compile(b)) for a, b in _ENDS)


@lru_cache(maxsize=200_000)
def scale_ends(text: str) -> frozenset:
    """(scale, end) for each end of a scale the text says."""
    from ..kit.profile import fold

    folded = fold(text)
    return frozenset(
        (n, end)
        for n, pair in enumerate(_compiled())
        for end, pattern in enumerate(pair)
        if pattern.search(folded)
    )


def opposite_ends(question: str, quote: str) -> bool:
    """Whether the question says one end of a scale and the quote only the other."""
    return at_other_end(scale_ends(question), quote)


def at_other_end(asked: frozenset, quote: str) -> bool:
    """Whether the quote says only the other end of a scale whose end the question's
    scale_ends are (read once per question: scored_facts asks it of every found fact)."""
    if not asked:
        return False
    said = scale_ends(quote)
    return any(
        (n, 1 - end) in said and (n, end) not in said and (n, 1 - end) not in asked
        for n, end in asked
    )
