"""Near-duplicate grouping finds, through its stem prefixes, exactly the formulation that
comparing with every earlier one finds."""

import random

import pytest

from ragfts.jobs.near import NEAR, Near


def every_earlier(formulations):
    """The rule as written: the first kept formulation of the same asker at NEAR."""
    kept, out = [], []
    for stems, asker in formulations:
        mine = set(stems)
        found = next(
            (k for k, a in kept if a == asker and len(mine & set(k)) / len(mine | set(k)) >= NEAR),
            None,
        )
        if found is None:
            kept.append((stems, asker))
            found = stems
        out.append(found)
    return out


def formulations(seed: int, count: int):
    """A real vocabulary's shape (a few words in most questions) and near-duplicates:
    every fourth formulation is an earlier one with a word added, dropped or changed."""
    rng = random.Random(seed)
    vocabulary = [f"w{n}" for n in range(300)]
    weights = [1 / (n + 1) for n in range(len(vocabulary))]
    made = []
    for n in range(count):
        if made and n % 4 == 3:
            stems = set(rng.choice(made)[0])
            change = rng.randrange(3)
            if change != 1:
                stems.add(rng.choice(vocabulary))
            if change != 0 and len(stems) > 1:
                stems.discard(rng.choice(sorted(stems)))
        else:
            stems = set(rng.choices(vocabulary, weights, k=rng.randint(1, 9)))
        made.append((tuple(sorted(stems)), rng.choice(("", "acme"))))
    return made


@pytest.mark.parametrize("seed", range(6))
def test_prefixes_find_what_comparing_with_every_earlier_one_finds(seed):
    asked = formulations(seed, 1500)
    near = Near()
    for stems, _asker in asked:
        near.count(stems)
    found = [near.key(stems, asker) for stems, asker in asked]
    expected = every_earlier(asked)
    assert found == expected
    grouped = sum(1 for f, (stems, _a) in zip(found, asked) if f != stems)
    assert grouped > 60  # the sets do hold near-duplicates to find


def test_the_order_of_the_stems_changes_nothing_found():
    asked = formulations(7, 800)
    uncounted, counted = Near(), Near()
    for stems, _asker in reversed(asked):  # another order: the most asked stems rarest
        counted.count(stems)
        counted.count(stems[:1])
    assert [uncounted.key(s, a) for s, a in asked] == [counted.key(s, a) for s, a in asked]


def test_sizes_at_the_threshold_are_compared():
    near = Near()
    assert near.key(("a", "b", "c", "d"), "") == ("a", "b", "c", "d")
    assert near.key(("a", "b", "c"), "") == ("a", "b", "c", "d")  # 3 of 4: exactly NEAR
    assert near.key(("a", "b"), "") == ("a", "b")  # 2 of 4: a formulation of its own
    assert near.key(("a", "b", "c", "d"), "acme") == ("a", "b", "c", "d")  # another asker


def test_counting_after_keying_is_refused():
    near = Near()
    near.key(("a",), "")
    with pytest.raises(RuntimeError, match="Near.count after Near.key"):
        near.count(("a",))
