"""The pairs of adjacent characters a Chinese question is searched and matched by
(kit/stopwords.cjk_pairs)."""

import pytest


@pytest.mark.parametrize(
    ("run", "pairs"),
    [
        # a count and its measure word inside a verb and its noun: the pair they stand in
        ("能加一张床", ["能加", "加一", "一张", "张床", "加床"]),
        ("订两间房", ["订两", "两间", "间房", "订房"]),
        # no measure word: no pair but the adjacent ones
        ("可以加床", ["加床"]),  # 可以 is a stop word,
    ],
)
def test_cjk_pairs_around_a_count(run, pairs):
    from ragfts.kit.stopwords import cjk_pairs

    assert cjk_pairs(run) == pairs
