"""Whether a source's text holds a question's words: a question said of a value's clause
alone still asks about the source when its text holds all the question's words but
UNHELD (asked.scored_facts, asked_led)."""

from __future__ import annotations

from functools import lru_cache

from .asked import _is_cjk, stems

# A question said of a value's clause alone still asks about the source when its text
# holds all the question's words but this many (a question names what the text calls
# otherwise: "the name of the bridge's colour", «a colour called International Orange»).
UNHELD = 1


def alone(stems_: set[str]) -> frozenset[frozenset[str]]:
    """Stems as nearly_holds' words, each read as itself only."""
    return frozenset(frozenset({s}) for s in stems_)


@lru_cache(maxsize=1024)
def nearly_holds(text: str, words: frozenset[frozenset[str]], unheld: int = UNHELD) -> bool:
    """Whether a text holds all the words but UNHELD (or `unheld`), each word given with
    the stems it is read as (走路 with its kin 徒步; word_slots) and held when one of
    them is."""
    held = stems(text)

    def holds(stem: str) -> bool:
        return stem in held or _holds(text, frozenset({stem}))

    return sum(1 for word in words if not any(map(holds, word))) <= unheld


@lru_cache(maxsize=1024)  # a source's text is read by every fact of it
def _holds(text: str, words: frozenset[str]) -> bool:
    """Whether a text holds every stem, a CJK one by its characters (a question's pairs
    span two words: 城总 of 长城总共), but a function character's (有多 of 长城总共有多长？
    says what is asked, 寺有 of 这座寺有多少年 says 寺: cjk_chars.function_char)."""
    from ..kit.profile import fold
    from .cjk_chars import function_char

    cjk = {w for w in words if _is_cjk(w)}
    said = {c for c in "".join(cjk) if not function_char(c)}
    if said and not said <= set(fold(text)):
        return False
    return words - cjk <= stems(text)
