"""Russian stems of one root that Snowball keeps apart: a verb and its noun, a noun and
its adjective. Intake reads a question's Cyrillic stem that no fact holds as the
registry's stems of the same root (same_root), and the derived query searches a word no
row holds by its base (base). An English stem no fact holds is read as its registry
derivation (longer_stems), and a superlative as its adjective (superlative_bases)."""

from __future__ import annotations

import re
from bisect import bisect_left

# A Russian verb and its noun keep one root that Snowball's stems split (электрифицировать
# is электрифицирова, электрификация электрификац; a lemma is still the verb or the noun):
# a question's Cyrillic stem the registry does not hold is read as the registry's stems
# that start with the same ROOT letters. Seven: six joins unrelated words (перево-д, -з)
ROOT = 7
_CYRILLIC_STEM = re.compile(f"[а-я]{{{ROOT},}}")
# A shorter stem is joined to one that is itself and a derivational suffix: -н- makes an
# adjective of a noun (бонус, бонусные: бонусн), -ен- a noun of a verb (хранится: хран,
# хранение: хранен), -ийн- an adjective of a noun in -ия (гарантия: гарант, гарантийный:
# гарантийн), which Snowball leaves on. Of four letters or more, as ROOT's rule.
SUFFIXES = ("н", "ен", "ийн")
_CYRILLIC_BASE = re.compile("[а-я]{4,}")
# A verb in -ировать and its nouns in -ация, -ировка, -ирование keep the root's base
# before the suffix, and so does a verb in -ивать, -ывать beside its noun in -ка:
# вакцинироваться (вакцинирова) and вакцинации (вакцинац) are both вакцин, прививаться
# (привива) and прививку (прививк) both привив. The longest suffix first; the base of
# four letters or more after a suffix of the first kind (изоляция, изолировать: изол),
# of six after -а or -к, which end many stems of other roots (став of ставка and ставить;
# at five, получать met получить and работать работа, and the Russian layout set's
# correct refusals flagged rose 14 -> 17 of 40).
# A noun of the doer in -тель keeps its verb's stem before it: основатель (основател) is
# основать (основа), посетитель (посетител) посетить (посет); the verb's -а- or -я- stays
# in its stem, its -и- does not (Snowball takes it off).
_AGENT_SUFFIXES = (("ател", "а", 5), ("ятел", "я", 5), ("ител", "", 4))
_BASE_SUFFIXES = (
    ("изирован", 4),
    ("ицирован", 4),
    ("изирова", 4),
    ("ицирова", 4),
    ("ирован", 4),
    ("ировк", 4),
    ("ирова", 4),
    ("икац", 4),
    ("ац", 4),
    ("яц", 4),
    ("а", 6),
    ("к", 6),
)


def base(stem: str) -> str | None:
    """A Cyrillic stem's base without its derivational suffix (_BASE_SUFFIXES), or none
    when it has no such suffix, or its base would be too short."""
    if not _CYRILLIC_BASE.fullmatch(stem):
        return None
    for suffix, kept, shortest in _AGENT_SUFFIXES:
        if stem.endswith(suffix) and len(stem) - len(suffix) + len(kept) >= shortest:
            return stem[: -len(suffix)] + kept
    for suffix, shortest in _BASE_SUFFIXES:
        if stem.endswith(suffix) and len(stem) - len(suffix) >= shortest:
            return stem[: -len(suffix)]
    return None


def without_suffix(stem: str) -> list[str]:
    """A Cyrillic stem without each SUFFIXES suffix it ends with, when four letters or
    more are left (гарантийн → гарант, заключен → заключ): a root's stem, as same_root
    joins it and the derived query searches it."""
    return [
        stem[: -len(s)]
        for s in SUFFIXES
        if stem.endswith(s) and _CYRILLIC_BASE.fullmatch(stem[: -len(s)])
    ]


def root_start(stem: str) -> str | None:
    """A Cyrillic stem longer than ROOT letters as its first ROOT letters (скульптур →
    скульпт), which same_root joins the registry's stems by; none for a shorter one."""
    return stem[:ROOT] if len(stem) > ROOT and _CYRILLIC_STEM.fullmatch(stem) else None


def same_root(wanted: set[str], counts: dict, roots) -> set[str]:
    """The registry's stems (counts: how many facts hold each) that share their first
    ROOT letters with a Cyrillic stem of the question that the registry does not hold,
    or that are that stem with a SUFFIXES suffix on or off, or that have its base
    (roots(): the registry's stems by their first ROOT letters and by their base)."""
    unknown = [w for w in wanted if w not in counts and _CYRILLIC_BASE.fullmatch(w)]
    if not unknown:
        return set()
    by_start, by_base = roots()
    joined = set().union(*(by_start.get(w[:ROOT], ()) for w in unknown if len(w) >= ROOT))
    for w in unknown:
        joined |= {w + suffix for suffix in SUFFIXES if w + suffix in counts}
        joined |= {other for other in aspect_pair(w) if other in counts}
        joined |= {shorter for shorter in without_suffix(w) if shorter in counts}
        found = base(w)
        joined |= by_base.get(found or w, set())
        if found is not None and found in counts:
            joined.add(found)
    return joined


# A Russian verb's imperfective in -ивать, -ывать, -вать keeps its perfective's stem
# before the suffix: забивать (забива) of забить (заб), открывать (открыва) of открыть
# (откр), создавать (создава) of создать (созда); three letters or more are left.
_IMPERFECTIVE = ("ива", "ыва", "ва")


def aspect_pair(stem: str) -> list[str]:
    """The stems a Cyrillic verb's stem may be in its other aspect: without an
    imperfective suffix, or with each."""
    if not _CYRILLIC_BASE.fullmatch(stem):
        return []
    cut = next((stem[: -len(s)] for s in _IMPERFECTIVE if stem.endswith(s)), None)
    if cut is not None:
        return [cut] if len(cut) >= 3 else []
    return [stem + s for s in _IMPERFECTIVE]


def registry_roots(counts) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The registry's Cyrillic stems by their first ROOT letters, and by their base."""
    by_start: dict[str, set[str]] = {}
    by_base: dict[str, set[str]] = {}
    for stem in counts:
        if _CYRILLIC_STEM.fullmatch(stem):
            by_start.setdefault(stem[:ROOT], set()).add(stem)
        found = base(stem)
        if found is not None:
            by_base.setdefault(found, set()).add(stem)
    return by_start, by_base


_LATIN_STEM = re.compile(r"[a-z]{5,}")
_LATIN_START = re.compile(r"[a-z]{5}")


def latin_stems(counts) -> list[str]:
    """The registry's stems that start with five Latin letters, sorted: those a Latin
    stem of five letters or more can start (longer_stems looks them up by bisection)."""
    return sorted(s for s in counts if _LATIN_START.match(s))


def longer_stems(wanted: set[str], counts: dict, latin) -> set[str]:
    """The registry's stems (latin(): latin_stems, built when first needed) that are a
    question's English stem the registry does not hold with up to three letters more:
    "sewers" (sewer) as "sewerage" (sewerag), where Snowball keeps a noun's derivation
    apart."""
    unknown = [w for w in wanted if w not in counts and _LATIN_STEM.fullmatch(w)]
    if not unknown:
        return set()
    stems, out = latin(), set()
    for w in unknown:
        at = bisect_left(stems, w)
        while at < len(stems) and stems[at].startswith(w):
            if len(stems[at]) - len(w) <= 3:
                out.add(stems[at])
            at += 1
    return out


_SUPERLATIVE = re.compile(r"[a-z]{3,}est")


def superlative_bases(wanted: set[str], counts: dict) -> set[str]:
    """The adjectives an English superlative the registry does not hold may be, as
    Snowball stems them: "largest" as larg (large), "biggest" as big, "heaviest" as heavi
    (heavy), "nicest" as nice; Snowball keeps a superlative whole. Each is read as the
    registry reads it, or as its kin ("biggest" as "large"); a word that only ends so
    ("forest", "honest") gives a base no fact or group holds."""
    return {b for w in wanted if w not in counts for b in _bases(w)}


def _bases(word: str) -> list[str]:
    """A superlative's possible adjectives, the likeliest first: a doubled consonant's
    (big of biggest, hot of hottest), then the stem, then it with an -e (nice); none for
    a word that is no superlative."""
    if not _SUPERLATIVE.fullmatch(word):
        return []
    stem = word[:-3]
    return ([stem[:-1]] if stem[-1] == stem[-2] else []) + [stem, stem + "e"]


def superlative_terms(word: str, own: tuple[str, ...] = ()) -> list[str]:
    """The adjectives an English superlative may be, as superlative_bases
    reads its stem ("deepest" as deep, "heaviest" as heavi, which the profile reads as
    heavy), each followed by its kin ("biggest": big, large, huge); none for a word that
    is no superlative."""
    from ..kit.stopwords import is_stop_word
    from .kin_words import kin_terms

    out: list[str] = []
    # in _bases' order: the derived query takes the first that a row holds
    for adjective in _bases(word.lower()):
        if len(adjective) < 3 or is_stop_word(adjective):
            continue  # "forest" is no superlative of "for"
        out += [t for t in (adjective, *kin_terms(adjective, own)) if t not in out]
    return out
