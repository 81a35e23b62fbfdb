"""The registry read by key, source and subject gives what a pass over every fact gave,
in the registry's own order (a reading's claims and a gate's fact ids follow it)."""

from ragfts.grade.evidence import assess, of_key
from ragfts.grade.facts_index import indexed
from ragfts.kit.records import Fact, Source


def fact(fid, source, subject, attribute, value="x"):
    return Fact(fid, source, subject, attribute, value, "", "", ())


REGISTRY = {
    f.fact_id: f
    for f in [
        fact("F-9", "b", "Pro", "price"),
        fact("F-1", "a", "Lite", "price"),
        fact("F-5", "a", "Pro", "price", "y"),
        fact("F-3", "c", "Pro", "warranty"),
    ]
}


def test_each_read_keeps_the_registry_order():
    index = indexed(REGISTRY)
    ids = lambda facts: [f.fact_id for f in facts]  # noqa: E731
    assert ids(index.of_keys({("Pro", "warranty"), ("Pro", "price")})) == ["F-9", "F-5", "F-3"]
    assert ids(index.of_sources(["c", "a", "missing"])) == ["F-1", "F-5", "F-3"]
    assert ids(index.of_subjects({"Lite", "Pro"})) == ["F-9", "F-1", "F-5", "F-3"]
    assert ids(of_key(REGISTRY, "Pro", "price")) == ["F-9", "F-5"]
    assert of_key(REGISTRY, "Pro", "colour") == []


def test_a_gate_on_the_key_alone_decides_as_on_the_whole_registry():
    documents = {s: Source(s, "2026-01-01", None) for s in "abc"}
    whole = assess(REGISTRY.values(), documents, subject="Pro", attribute="price", at="2026-10-23")
    keyed = assess(
        of_key(REGISTRY, "Pro", "price"),
        documents,
        subject="Pro",
        attribute="price",
        at="2026-10-23",
    )
    assert whole.as_dict() == keyed.as_dict()
    assert (keyed.reason, keyed.fact_ids) == ("conflicting_values", ["F-5", "F-9"])


def test_another_registry_is_indexed_anew():
    first = indexed(REGISTRY)
    other = dict(REGISTRY)
    assert indexed(other) is not first
    assert indexed(REGISTRY) is first
