"""The registry's facts found by their key, source or subject without a scan: a question
reads the facts of the sources it found and of the keys it asks, and a registry of 30,000
facts made each of those reads a pass over every fact (intake of a reading-comprehension
set: 0.6 s a question). Built once per registry and kept with it, so an id is never
another registry's; an asker's view of the registry is one (index.search.facts_seen_by)."""

from __future__ import annotations

_INDEXES: dict = {}


class FactsIndex:
    """Each read gives the facts in the registry's own order, as a pass over it would."""

    __slots__ = ("key", "source", "subject", "_place")

    def __init__(self, facts):
        self.key: dict[tuple[str, str], list] = {}
        self.source: dict[str, list] = {}
        self.subject: dict[str, list] = {}
        self._place: dict[str, int] = {}
        for place, fact in enumerate(facts.values()):
            self._place[fact.fact_id] = place
            self.key.setdefault((fact.subject, fact.attribute), []).append(fact)
            self.source.setdefault(fact.source_id, []).append(fact)
            self.subject.setdefault(fact.subject, []).append(fact)

    def _ordered(self, lists) -> list:
        return sorted((f for found in lists for f in found), key=lambda f: self._place[f.fact_id])

    def of_keys(self, keys) -> list:
        return self._ordered(self.key.get(k, ()) for k in set(keys))

    def of_sources(self, sources) -> list:
        return self._ordered(self.source.get(s, ()) for s in set(sources))

    def of_subjects(self, subjects) -> list:
        return self._ordered(self.subject.get(s, ()) for s in set(subjects))


def indexed(facts) -> FactsIndex:
    return per_registry(_INDEXES, facts, FactsIndex)


def per_registry(cache: dict, facts, build):
    """build(facts), computed once per registry and kept with it in `cache` (so an id
    reused by another registry is never taken for it); at most 64 kept, a registry per
    asker in a kit with access columns."""
    cached = cache.get(id(facts))
    if cached is None or cached[0] is not facts:
        if len(cache) >= 64:
            cache.clear()
        cached = cache[id(facts)] = (facts, build(facts))
    return cached[1]
