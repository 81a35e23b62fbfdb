"""The registry's subjects a question names in full («Какова длина Енисея?» names Енисей):
a fact of another subject that does not hold the name is not what it asks about; and
what of a question only says a fact's subject (of_subject, beside_subject)."""

from __future__ import annotations

import re
from functools import lru_cache

_SUBJECTS: dict = {}


def named_subjects(wanted: set[str], facts) -> dict:
    """The registry's subjects whose every stem the question's stems say, with those
    stems (looked up by stem: a registry has thousands of facts and few subjects)."""
    from .facts_index import per_registry

    by_stem = per_registry(_SUBJECTS, facts, _subjects_by_stem)
    out = {}
    for stem in sorted(wanted):
        for subject in by_stem.get(stem, ()):
            its_stems = subject_stems(subject)
            if its_stems <= wanted:
                out[subject] = its_stems
    return out


def names_a_subject(wanted: set[str], facts) -> bool:
    """Whether one of the question's stems is a stem of a registry subject."""
    from .facts_index import per_registry

    by_stem = per_registry(_SUBJECTS, facts, _subjects_by_stem)
    return any(stem in by_stem for stem in wanted)


def _subjects_by_stem(facts) -> dict:
    by_stem: dict = {}
    for subject in sorted({f.subject for f in facts.values()}):
        for stem in subject_stems(subject):
            by_stem.setdefault(stem, []).append(subject)
    return by_stem


@lru_cache(maxsize=4096)
def subject_stems(subject: str) -> frozenset[str]:
    """A subject's stems, once per subject: a registry has few, and scored_facts reads
    one for every fact of every found source."""
    from .asked import stems

    return frozenset(stems(subject))


def of_subject(found: set[str], subject: frozenset[str]) -> bool:
    """Whether every stem is one of the subject's or a word made from one (байкальск of
    Байкал: a stem of four letters or more that it starts with), or a compound whose head
    it is («телебашню» of «Останкинская башня»: a compound's head comes last, after three
    letters or more of its own, so "spring" is not of "Ring")."""
    return all(
        s in subject
        or (len(s) == 1 and any(t.endswith(s) for t in subject))  # 塔 of 大雁塔 (cjk_chars)
        or any(
            len(t) >= 4 and (s.startswith(t) or (s.endswith(t) and len(s) - len(t) >= 3))
            for t in subject
        )
        for s in found
    )


@lru_cache(maxsize=4096)
def beside_subject(question_text: str, subject: str) -> frozenset[str]:
    """The question's CJK pairs that take one character of the subject's name and one
    of the word beside it (在泰 of 在泰山): they say the subject, not more of the fact."""
    from ..kit.profile import cjk_char, fold

    text, name = fold(question_text), fold(subject).replace(" ", "")
    if not name or not cjk_char().match(name):
        return frozenset()
    beside = set()
    for found in re.finditer(re.escape(name), text):
        start, end = found.start(), found.end()
        beside.update({text[start - 1 : start + 1], text[end - 1 : end + 1]})
    return frozenset(pair for pair in beside if len(pair) == 2 and pair != name)
