"""A question and a fact's quote at the two ends of one scale (grade/opposites.py): the
fact is not the one asked for, whatever else they share."""

import pytest

from ragfts.grade.asked import scored_facts
from ragfts.grade.opposites import opposite_ends
from ragfts.kit.records import Fact


@pytest.mark.parametrize(
    ("question", "quote", "opposite"),
    [
        (
            "When was the first servicing mission?",
            "The final servicing mission took place in May 2009",
            True,
        ),
        (
            "When did the last servicing mission happen?",
            "The final servicing mission took place in May 2009",
            False,
        ),
        ("Кто первым поднялся на вершину?", "Последнее восхождение совершили в 1990 году", True),
        (
            "Кто первым поднялся на вершину?",
            "Первое восхождение совершил в 1829 году проводник",
            False,
        ),
        ("最后一位住在故宫的皇帝是谁？", "第一位住在故宫的皇帝是永乐帝", True),
        ("What is the largest hot spring?", "the smallest geyser of the park", True),
        # the quote says both ends: it may answer either
        ("What is the largest lake?", "from the smallest pond to the largest lake", False),
        # no end of a scale asked
        (
            "When did the mission take place?",
            "The final servicing mission took place in May 2009",
            False,
        ),
    ],
)
def test_the_two_ends_of_a_scale(question, quote, opposite):
    assert opposite_ends(question, quote) is opposite


def test_a_fact_at_the_other_end_is_not_scored():
    final = "The final servicing mission took place in May 2009"
    facts = {"F-final": Fact("F-final", "p15", "Hubble", "q29", "May 2009", "", final)}
    scored = scored_facts("When was the final servicing mission?", facts, {"p15"})
    assert [f.fact_id for _share, _part, f in scored] == ["F-final"]
    assert scored_facts("When was the first servicing mission?", facts, {"p15"}) == []
