"""The registry's subjects a question names in full («Какова длина Енисея?» names Енисей):
a fact of another subject that does not hold the name is not what it asks about."""

from __future__ import annotations

_SUBJECTS: dict = {}


def named_subjects(wanted: set[str], facts) -> dict:
    """The registry's subjects whose every stem the question's stems say, with those
    stems (looked up by stem: a registry has thousands of facts and few subjects)."""
    from .asked import _subject_stems
    from .facts_index import per_registry

    by_stem = per_registry(_SUBJECTS, facts, _subjects_by_stem)
    out = {}
    for stem in sorted(wanted):
        for subject in by_stem.get(stem, ()):
            its_stems = _subject_stems(subject)
            if its_stems <= wanted:
                out[subject] = its_stems
    return out


def _subjects_by_stem(facts) -> dict:
    from .asked import _subject_stems

    by_stem: dict = {}
    for subject in sorted({f.subject for f in facts.values()}):
        for stem in _subject_stems(subject):
            by_stem.setdefault(stem, []).append(subject)
    return by_stem
