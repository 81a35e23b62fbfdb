"""A quote that opens with a pronoun is about what the text before it names
(grade/antecedent.py): the question is written from the sentence and names it."""

import pytest

from ragfts.grade.antecedent import antecedent
from ragfts.grade.asked import scored_facts
from ragfts.kit.records import Fact

IGUANA = (
    "The marine iguana, found only in the Galápagos, is the only lizard in the world that "
    "forages in the sea. It feeds mainly on algae."
)
LIFT = "2016年，三峡升船机投入试运行，它可以将3000吨级的船只在约40分钟内提升113米。"
LAKE = (
    "Телецкое озеро — крупнейшее озеро Республики Алтай. Его длина составляет 78 километров, "
    "а глубина достигает 325 метров."
)


@pytest.mark.parametrize(
    ("quote", "text", "pointed"),
    [
        # a sentence's pronoun points to the first clause of the sentence before
        ("It feeds mainly on algae", IGUANA, "The marine iguana"),
        ("Его длина составляет 78 километров", LAKE, "Телецкое озеро"),
        # a CJK clause's to the clause before it
        ("它可以将3000吨级的船只在约40分钟内提升113米", LIFT, "三峡升船机投入试运行"),
        # a decimal point ends no sentence
        (
            "It is green",
            "The skin is 2.4 millimetres thick. It is green.",
            "The skin is 2.4 millimetres thick",
        ),
        # no pronoun, or no text before it, or a quote the text does not hold as written
        ("The marine iguana feeds on algae", IGUANA, ""),
        ("It feeds", "It feeds on algae.", ""),
        ("There are 300 species", "The delta is vast. There are 300 species.", ""),
        ("It eats algae", IGUANA, ""),
    ],
)
def test_what_a_pronoun_points_to(quote, text, pointed):
    assert antecedent(quote, text) == pointed


def test_the_fact_a_pronoun_quote_states_is_asked_by_its_antecedent():
    facts = {
        "F-eats": Fact(
            "F-eats", "p09", "Galápagos", "q16", "algae", "", "It feeds mainly on algae"
        ),
        "F-sea": Fact(
            "F-sea",
            "p09",
            "Galápagos",
            "q17",
            "the only lizard in the world that forages in the sea",
            "",
            "The marine iguana, found only in the Galápagos, is the only lizard in the world "
            "that forages in the sea",
        ),
    }
    question = "What does the marine iguana eat?"
    # without the source's text the quote says nothing the question does
    plain = scored_facts(question, facts, {"p09"})
    assert [f.fact_id for _share, _part, f in plain] == ["F-sea"]
    read = scored_facts(question, facts, {"p09"}, texts={"p09": IGUANA})
    assert [(share, f.fact_id) for share, _part, f in read] == [(1.0, "F-eats"), (1.0, "F-sea")]
