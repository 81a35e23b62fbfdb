"""Numbers spelled out in words, read as numbers before a unit of time (grade/numerals.py),
so a correct «пять дней» is the fact's 5 and an invented "seven days" is a number the
context lacks."""

import pytest

from ragfts.grade.statements import check, numbers
from ragfts.kit.profile import fold


@pytest.mark.parametrize(
    "text, read",
    [
        ("It takes five days.", [("5", "five")]),
        ("Within five business days", [("5", "five")]),
        ("В течение пяти рабочих дней", [("5", "пяти")]),
        ("Возврат — тридцать дней", [("30", "тридцать")]),
        ("двадцать пять дней", [("25", "двадцать пять")]),
        ("twenty-five days, twenty one months", [("25", "twenty-five"), ("21", "twenty one")]),
        ("Die Garantie gilt zwei Jahre", [("2", "zwei")]),
        ("5 дней или семь дней", [("5", "5"), ("7", "семь")]),
        # no unit of time after it: no number
        ("one of our plans", []),
        ("одна из причин", []),
        ("five stars", []),
        ("Within one or two days", [("2", "two")]),
    ],
)
def test_a_spelled_number_before_a_unit_of_time_is_a_number(text, read):
    assert [(n[1], n[2]) for n in numbers(fold(text))] == read


def test_a_spelled_number_is_checked_as_its_digits_are():
    fragment = {"doc": "Standard shipping takes 5 days."}
    assert [s.unsupported for s in check("It takes five days.", fragment, "Shipping?")] == [[]]
    assert [s.unsupported for s in check("It takes seven days.", fragment, "Shipping?")] == [
        ["the number seven"]
    ]


def test_the_search_s_stop_words_are_no_words_of_a_statement_s_own():
    fragment = {"doc": "Возврат денег возможен в течение 30 дней."}
    said = "У вас есть 30 дней, чтобы оформить возврат."
    assert [s.unsupported for s in check(said, fragment, "Сколько дней на возврат?")] == [[]]
