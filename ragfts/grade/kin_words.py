"""Words a question says for a fact's own: "begin" for "start", «обнаружить» for
«найти», 步行 for 徒步. Intake reads a question's stem that no fact of the registry holds
as the registry's stems of its group (kin), as roots.same_root reads a Russian verb as
its noun; a kit adds its own groups in kin.txt («код скидки» for «промокод»)."""

from __future__ import annotations

from functools import lru_cache

from .kin_groups import GROUPS


@lru_cache(maxsize=16)
def _by_stem(own: tuple[str, ...] = ()) -> dict[str, frozenset[str]]:
    """The stems of each stem's groups, by it (a word of more than one stem, a CJK word
    of three characters, stays out of its group)."""
    return {
        stem: frozenset(its for members in groups for _word, its in members)
        for stem, groups in _groups_by_stem(own).items()
    }


def kin(wanted: set[str], counts: dict, own: tuple[str, ...] = ()) -> set[str]:
    """The registry's stems (counts: how many facts hold each) of one group with a stem
    of the question that the registry does not hold (own: the kit's kin.txt groups)."""
    groups = _by_stem(own)
    return {k for w in wanted if w not in counts for k in groups.get(w, ()) if k in counts}


@lru_cache(maxsize=16)
def _groups_by_stem(own: tuple[str, ...] = ()) -> dict[str, list]:
    """Each group's words with their stems, by each word's stem, the kit's own groups
    first: computed once, as kin_terms is asked of every word no row holds."""
    from .asked import stems

    out: dict[str, list] = {}
    for group in own + GROUPS:
        members = [(word, stems(word)) for word in group.split()]
        members = [(word, next(iter(found))) for word, found in members if len(found) == 1]
        for stem in dict.fromkeys(stem for _word, stem in members):
            out.setdefault(stem, []).append(members)
    return out


@lru_cache(maxsize=4096)
def kin_terms(word: str, own: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The other words of a word's groups, as written, in their groups' order, the kit's
    own first, each with its irregular forms (a derived query searches one of them for a
    word no row holds)."""
    from .asked import stems
    from .irregular import forms

    stem = stems(word)
    if len(stem) != 1:
        return ()
    (stem,) = stem
    out: list[str] = list(forms(word.lower()))
    for members in _groups_by_stem(own).get(stem, ()):
        for m, its in members:
            # each kin word with its irregular forms: "constructed" where the text says
            # "built" is "build" of its group, said in the past
            out += [f for f in (m, *forms(m)) if its != stem and f not in out]
    return tuple(out)
