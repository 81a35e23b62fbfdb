"""Two guards on which fact a question asks for: a quote at the other end of a scale the
question names (grade/opposites.py), and an answer of the asked kind that the question's
words do not reach (asked.priced)."""

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


DAYS = Fact(
    "F-days",
    "p09",
    "Kilimanjaro",
    "q17",
    "five to nine days",
    "",
    "Most routes take between five and nine days",
)


@pytest.mark.parametrize(
    ("question", "fact", "priced_"),
    [
        # a price asked in few words of the fact's own
        (
            "Сколько стоит тариф сейчас?",
            Fact("F-price", "v2", "Планёр", "price", "2000", "RUB", "цена — 2000 рублей в месяц"),
            True,
        ),
        # a duration of nothing the question names
        (
            "走路上山大概要多久？",
            Fact(
                "F-age",
                "p03",
                "黄山",
                "q04",
                "超过800年",
                "",
                "迎客松生长在玉屏楼旁，树龄已超过800年",
            ),
            False,
        ),
        # a character of the quote, the kind's words aside
        (
            "爬到山顶大概要多久？",
            Fact(
                "F-walk",
                "p05",
                "黄山",
                "q09",
                "四到五个小时",
                "",
                "徒步从山脚登到山顶一般需要四到五个小时",
            ),
            True,
        ),
        (
            "How long is the trek?",
            DAYS,
            False,
        ),
        (
            "How long is a route?",
            DAYS,
            True,
        ),
    ],
)
def test_an_answer_the_question_s_words_do_not_reach_is_ok_only_of_a_price(question, fact, priced_):
    """On a search of the answer's words, an answer of the asked kind is `ok` when the
    question asks a price or shares a word with the fact (jobs/intake.py, reached)."""
    from ragfts.grade.asked import priced

    assert priced(question, fact) is priced_
