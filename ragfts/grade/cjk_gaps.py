"""A Chinese pair of the question that no fact holds, read as the registry's pairs with a
character or two between its own: 山上 as 山之上, 开票 as 开发票, 打针 as 打几针, 专票 as
专用发票. Chinese puts a particle, a measure word or a count between two characters a
question says side by side, and shortens two words to a character of each; a pair of
adjacent characters never meets either."""

from __future__ import annotations

import re


def gaps(facts) -> dict[str, frozenset[str]]:
    """Each pair the registry spells with a gap, and the two pairs it spells it with:
    XaY as XY (Xa, aY), XabY as XY (Xa, bY), within a quote's or a phrase's pieces (never
    across a stop word). A pair spelled so in two ways is left out: in a large registry
    the gap of chance is met more than once, with other characters between."""
    from ..kit.profile import cjk_char, fold
    from ..kit.stopwords import cjk_pieces

    seen: dict[str, set[frozenset[str]]] = {}
    for fact in facts.values():
        for text in (fact.quote, *fact.phrases):
            for run in re.findall(f"(?:{cjk_char().pattern})+", fold(text)):
                for piece in cjk_pieces(run):
                    for n in range(len(piece) - 2):
                        spelled = frozenset((piece[n : n + 2], piece[n + 1 : n + 3]))
                        seen.setdefault(piece[n] + piece[n + 2], set()).add(spelled)
                    for n in range(len(piece) - 3):
                        spelled = frozenset((piece[n : n + 2], piece[n + 2 : n + 4]))
                        seen.setdefault(piece[n] + piece[n + 3], set()).add(spelled)
    return {pair: next(iter(ways)) for pair, ways in seen.items() if len(ways) == 1}


def gapped(wanted: set[str], counts: dict, spelled) -> set[str]:
    """The registry's pairs (counts: its stems) that spell with a gap a question's pair it
    does not hold; spelled() gives gaps() of the registry. Not a pair the question says
    between two others (人接 of 病人接触: across two words, it is no word of its own)."""
    from ..kit.profile import cjk_char

    out: set[str] = set()
    for pair in wanted:
        if len(pair) != 2 or pair in counts or not cjk_char().match(pair):
            continue
        before = any(len(w) == 2 and w[1] == pair[0] for w in wanted)
        after = any(len(w) == 2 and w[0] == pair[1] for w in wanted)
        if before and after:
            continue
        out |= spelled().get(pair, frozenset()) & counts.keys()
    return out
