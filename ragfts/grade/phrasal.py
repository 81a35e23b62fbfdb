"""An English phrasal verb (and a Russian pair of words) read as the one word a text
says for it: "pass away" as "died", "look after" as "manage", "go around" as "orbit".
A question asks in the everyday pair, an article or a policy writes the one word ("When
did Ludwig pass away?" of «The king died in 1886»); Snowball keeps "pass" and "away",
which share nothing with "died". Intake reads each pair, in any form, as its one word
(asked.stems), on both sides, so a bot's "He passed away in 1886" says what «died in
1886» says; a derived query searches the one word where no row holds the pair's."""

from __future__ import annotations

from functools import lru_cache

# each: two words (a verb and its particle, mostly), then the one word a text says for
# them. Only a pair whose sense is one in what a knowledge base is asked ("bring up", a
# topic or a wreck's gold, and "take off", a plane or a coat, are not here), its second
# word right after the first ("carried the carvings off" is not read).
PAIRS = (
    "pass away died",  # "die" is a German article: the written form is read
    "look after manage",
    "blow up explode",
    "go around orbit",
    "go round orbit",
    "take down dismantle",
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
    # not a verb, said for one word all the same
    "best known famous",
    "well known famous",
    "after dark night",
    "ruling family dynasty",
    "ruling house dynasty",
    "cable car cableway",
    # Russian: two words a question or a text says for one, the verb in any form
    "первый показ премьера",
    "брать начало исток",
)
_BLEW = {"blew": "blow", "blown": "blow"}  # irregular.VERBS leaves "blow" out: one pair


@lru_cache(maxsize=1)
def _by_stems() -> dict[tuple[str, str], str]:
    """{(the verb's stem, the particle's): the one verb}, each word through its lemma."""
    from ..kit.profile import stem_words

    out: dict[tuple[str, str], str] = {}
    for *two, one in map(str.split, PAIRS):
        out[tuple(stem_words(_verbs(two), "auto", lemmas=True))] = one
    return out


def pairs_of(word: str) -> tuple[str, ...]:
    """The pairs of PAIRS whose one word is this word's, as written there: a derived
    query searches "best known" for "famous" where no row holds "famous"."""
    from ..kit.profile import fold, stem_words

    (stem,) = stem_words([fold(word)], "auto", lemmas=True)
    return _by_one().get(stem, ())


@lru_cache(maxsize=1)
def _by_one() -> dict[str, tuple[str, ...]]:
    """{the one word's stem: its pairs, as written}, each word through its lemma."""
    from ..kit.profile import stem_words

    out: dict[str, tuple[str, ...]] = {}
    for *two, one in map(str.split, PAIRS):
        (stem,) = stem_words([one], "auto", lemmas=True)
        out[stem] = (*out.get(stem, ()), " ".join(two))
    return out


def _verbs(words: list[str]) -> list[str]:
    """Each word an irregular form of a verb is as the verb ("known" as "know")."""
    from .irregular import VERB_OF

    return [_BLEW.get(w) or VERB_OF.get(w, w) for w in words]


def ones(text: str) -> dict[str, str]:
    """{each word of a pair of PAIRS in the text, folded: its one word}: a derived query
    searches "died" for "pass" and "away" where no row holds them."""
    from ..kit.profile import tokens

    words = tokens(text, "auto", stem=False)
    return {w: one for n, one in _pairs_at(words) for w in words[n : n + 2]}


def read_pairs(words: list[str]) -> list[str]:
    """Folded, unstemmed words with each pair of PAIRS as its one word."""
    out, last = [], 0
    for n, one in _pairs_at(words):
        out += [*words[last:n], one]
        last = n + 2
    return out + words[last:] if last else words


def _pairs_at(words: list[str]) -> list[tuple[int, str]]:
    """(where, its one word) for each pair of PAIRS the words hold, left to right, none
    overlapping."""
    from ..kit.profile import stem_words

    if len(words) < 2:
        return []
    pairs = _by_stems()
    read = stem_words(_verbs(words), "auto", lemmas=True)
    out, n = [], 0
    while n + 1 < len(words):
        one = pairs.get((read[n], read[n + 1]))
        if one is None:
            n += 1
            continue
        out.append((n, one))
        n += 2
    return out
