"""An English phrasal verb read as the one verb a text says for it: "pass away" as "die",
"look after" as "manage", "go around" as "orbit". A question asks in the everyday pair,
an article or a policy writes the one word ("When did Ludwig pass away?" of «The king
died in 1886»); Snowball keeps "pass" and "away", which share nothing with "died".
Intake reads each pair, its verb in any form, as the verb (asked.stems), on both sides,
so a bot's "He passed away in 1886" says what «died in 1886» says."""

from __future__ import annotations

from functools import lru_cache

# each: the verb, its particle, the one verb. Only a pair whose sense is one in what a
# knowledge base is asked ("bring up", a topic or a wreck's gold, and "take off", a
# plane or a coat, are not here), the particle right after the verb ("carried the
# carvings off" is not read).
PAIRS = (
    "pass away died",  # "die" is a German article: the written form is read
    "look after manage",
    "blow up explode",
    "go around orbit",
    "go round orbit",
    "tear down demolish",
    "pull down demolish",
    "knock down demolish",
    "find out discover",
    "break out begin",
    "make up comprise",
    "turn into become",
    "sign up register",
    "pick up collect",
    "turn off disable",
    "switch off disable",
    "turn on enable",
    "switch on enable",
    "set off depart",
    "call off cancel",
)
_BLEW = {"blew": "blow", "blown": "blow"}  # irregular.VERBS leaves "blow" out: one pair


@lru_cache(maxsize=1)
def _by_particle() -> dict[str, dict[str, str]]:
    """{particle: {the verb's stem: the one verb}}."""
    from ..kit.profile import stem_words

    out: dict[str, dict[str, str]] = {}
    for verb, particle, one in map(str.split, PAIRS):
        (stem,) = stem_words([verb], "auto")
        out.setdefault(particle, {})[stem] = one
    return out


def read_pairs(words: list[str]) -> list[str]:
    """Folded, unstemmed words with each phrasal verb of PAIRS as its one verb."""
    from ..kit.profile import stem_words
    from .irregular import VERB_OF

    pairs = _by_particle()
    if not pairs.keys() & set(words[1:]):
        return words
    out: list[str] = []
    for word in words:
        by_stem = pairs.get(word)
        if by_stem and out:
            head = out[-1]
            (stem,) = stem_words([_BLEW.get(head) or VERB_OF.get(head, head)], "auto")
            if stem in by_stem:
                out[-1] = by_stem[stem]
                continue
        out.append(word)
    return out
