"""Numbers spelled out in words, read as numbers before a unit of time (grade/numerals.py),
so a correct «пять дней» is the fact's 5 and an invented "seven days" is a number the
context lacks."""

import pytest

from ragfts.grade.numerals import numbers
from ragfts.grade.statements import check
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
        # a number in digits between is a word of the window: «одной» counts no day
        ("по одной срок 14 дней", [("14", "14")]),
        # Chinese: the unit's character right after the numeral
        ("退款期限为三十天", [("30", "三十")]),
        ("五个工作日内发货，保修十二个月", [("5", "五"), ("12", "十二")]),
        ("二十五天", [("25", "二十五")]),
        ("两周内", [("2", "两")]),
        # a month's name and a date are no amounts, and 一样 is no one
        ("三月份", []),
        ("十月一日", []),
        ("一样的价格", []),
        # a price in words, and hundreds and thousands
        ("Две тысячи рублей в месяц", [("2000", "две тысячи")]),
        ("две тысячи пятьсот рублей", [("2500", "две тысячи пятьсот")]),
        ("тысяча рублей", [("1000", "тысяча")]),
        ("two hundred and fifty dollars", [("250", "two hundred and fifty")]),
        ("семьдесят дней, сто двадцать дней", [("70", "семьдесят"), ("120", "сто двадцать")]),
        ("three hundred and five stars", []),
        (
            "价格是两千卢布，一千五百元，十万元",
            [("2000", "两千"), ("1500", "一千五百"), ("100000", "十万")],
        ),
        ("吃了一块蛋糕", []),
        # digits a word or a glued letter multiplies: a bot's shorthand for a price
        ("2 тыс. рублей в месяц", [("2000", "2 тыс.")]),
        ("5 тысяч рублей", [("5000", "5 тысяч")]),
        ("1,5 млн", [("1500000", "1,5 млн")]),
        ("2к в месяц, 2.5k per month", [("2000", "2к"), ("2500", "2.5k")]),
        ("3 thousand dollars", [("3000", "3 thousand")]),
        ("价格是2千元，3万元", [("2000", "2千"), ("30000", "3万")]),
        # a number right after a full-width comma (folded to ",") is a number
        ("退款期限，30天，价格，2000元", [("30", "30"), ("2000", "2000")]),
        # «к» apart from the digits is the preposition
        ("доставка с 2 к 5 числу", [("2", "2"), ("5", "5")]),
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


def test_a_spelled_number_s_words_are_no_words_of_a_statement_s_own():
    # «две тысячи» is checked as 2000, which the fragment states; it was two words the
    # context lacked beside «ежемесячно», so the statement was unsupported
    fragment = {"doc": "цена — 2000 рублей в месяц"}
    said = "Две тысячи рублей ежемесячно."
    assert [s.unsupported for s in check(said, fragment, "Сколько стоит тариф?")] == [[]]
    assert [s.unsupported for s in check("Три тысячи рублей ежемесячно.", fragment, "")] == [
        ["the number три тысячи"]
    ]


def test_the_search_s_stop_words_are_no_words_of_a_statement_s_own():
    fragment = {"doc": "Возврат денег возможен в течение 30 дней."}
    said = "У вас есть 30 дней, чтобы оформить возврат."
    assert [s.unsupported for s in check(said, fragment, "Сколько дней на возврат?")] == [[]]


def test_a_chinese_numeral_is_the_fact_s_number():
    fragment = {"doc": "退款期限为30天。"}
    assert [s.unsupported for s in check("退款期限为三十天。", fragment, "退款期限？")] == [[]]
    assert [s.unsupported for s in check("退款期限为十五天。", fragment, "退款期限？")] == [
        ["the number 十五"]
    ]


def test_a_chinese_numeral_is_no_pair_of_characters_of_a_statement_s_own():
    fragment = {"doc": "退款期限为30天。"}
    assert [s.unsupported for s in check("三十天。", fragment, "退款期限？")] == [[]]


def test_a_price_in_words_is_the_fact_s_number(kit, tmp_path):
    """Q1's price said in words is F-price's 2000: the answer passes, as «2000 рублей»
    does (it was no number, so the claim was missing)."""
    import json

    from conftest import invoke

    path = tmp_path / "a.json"
    record = {"id": "Q1", "label": "words", "answer": {"text": "Две тысячи рублей в месяц"}}
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert invoke("run", "Q1", kit=kit).exit_code == 0
    done = invoke("answer", path, kit=kit)
    assert done.exit_code == 0, done.output
    record["answer"]["text"] = "Три тысячи рублей в месяц"
    path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    assert invoke("answer", path, kit=kit).exit_code == 1
    for said, code in (("2 тыс. руб. в месяц", 0), ("2к в месяц", 0), ("3 тыс. руб.", 1)):
        record["answer"]["text"] = said
        path.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
        assert invoke("answer", path, kit=kit).exit_code == code, said


@pytest.mark.parametrize(
    "text, read",
    [
        ("две недели", [("2", ("day", "14"))]),
        ("Within 2 weeks", [("2", ("day", "14"))]),
        ("两周内", [("2", ("day", "14"))]),
        ("Two years.", [("2", ("month", "24"))]),
        ("1,5 года", [("1.5", ("month", "18"))]),
        ("5 лет", [("5", ("month", "60"))]),
        ("两天内", [("2", ("hour", "48"))]),
        ("14 дней", [("14", ("hour", "336"))]),
        # the unit the registry counts in, or a word that only starts like a year
        ("12 месяцев, 48 часов", [("12", None), ("48", None)]),
        ("2 годных", [("2", None)]),
        ("2 and 3", [("2", None), ("3", None)]),
    ],
)
def test_weeks_years_and_days_are_read_in_days_months_and_hours(text, read):
    from ragfts.grade.smaller_units import in_smaller_unit

    folded = fold(text)
    assert [(n[0], in_smaller_unit(folded, n[3], n[0])) for n in numbers(folded)] == read


def test_weeks_are_the_fact_s_days(tmp_path):
    """«Две недели» is the old refund period's 14 days (a stale answer), «три недели» a
    wrong 21; the statement's «две» is no number the context lacks."""
    import json

    from conftest import ROOT, copy_kit, invoke

    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    assert invoke("run", "G1", kit=kit).exit_code == 0
    path = tmp_path / "a.jsonl"
    read = {}
    for label, said in (("two", "Две недели."), ("three", "Три недели.")):
        path.write_text(json.dumps({"id": "G1", "label": label, "text": said}) + "\n", "utf-8")
        result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)["attached"][0]
        claims = result["result"]["reading"]["claims"]
        read[label] = ([(c["fact_id"], c["value"]) for c in claims], result["result"]["errors"])
    stale = ["expected_fact_missing", "source_not_in_found_context"]
    assert read == {
        "two": ([("F-ru-refund-old", "14")], [*stale, "wrong_source_version_for_question_date"]),
        "three": ([("F-ru-refund", "21")], ["unsupported_answer", "value_not_supported_by_fact"]),
    }
    fragment = {"doc": "Возврат денег возможен в течение 14 дней."}
    assert [s.unsupported for s in check("Возврат — две недели.", fragment, "")] == [[]]
    assert [s.unsupported for s in check("Возврат — три недели.", fragment, "")] == [
        ["the number три"]
    ]


@pytest.mark.parametrize(
    "text, read",
    [
        ("Гарантия — полгода.", [("0.5", ("month", "6"))]),
        ("half a year", [("0.5", ("month", "6"))]),
        ("保修半年", [("0.5", ("month", "6"))]),
        ("полтора года", [("1.5", ("month", "18"))]),
        ("two and a half years", [("2.5", ("month", "30"))]),
        ("两年半", [("2.5", ("month", "30"))]),  # was 2 years: 24 months
        ("a fortnight", [("2", ("day", "14"))]),
        ("上半年", []),  # the first half of the year, no length
    ],
)
def test_a_half_said_in_words_is_a_number(text, read):
    from ragfts.grade.durations import halves
    from ragfts.grade.smaller_units import in_smaller_unit

    folded = halves(fold(text))
    assert [(n[0], in_smaller_unit(folded, n[3], n[0])) for n in numbers(folded)] == read


def test_a_fortnight_is_the_fact_s_14_days_and_years_hold_their_months(tmp_path):
    import json

    from conftest import ROOT, copy_kit, invoke

    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    assert invoke("run", "G1", kit=kit).exit_code == 0
    path = tmp_path / "a.jsonl"
    path.write_text(json.dumps({"id": "G1", "text": "A fortnight."}) + "\n", "utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)["attached"][0]
    claims = result["result"]["reading"]["claims"]
    assert [(c["fact_id"], c["value"]) for c in claims] == [("F-ru-refund-old", "14")]
    fragment = {"doc": "Гарантия — 2 года."}
    assert [s.unsupported for s in check("Гарантия — 24 месяца.", fragment, "")] == [[]]
    # half a year, read as a number: not the fact's two years
    assert [s.unsupported for s in check("Гарантия — полгода.", fragment, "")] == [
        ["the number 0.5"]
    ]


@pytest.mark.parametrize(
    "answer, fragment",
    [
        ("Support works from 9 am to 6 pm.", "Support works from 9:00 to 18:00."),
        ("Support works from 9:00 to 18:00.", "Support works 9am-6pm on weekdays."),
        ("Students get twenty percent off.", "Students get a 20% discount."),
        ("客服9点到18点在线。", "客服时间为9:00至18:00。"),
    ],
)
def test_a_time_on_the_twelve_hour_clock_and_a_spelled_percent_are_numbers(answer, fragment):
    """ "6 pm" was the number 6 against the context's 18:00; "twenty percent" no number."""
    assert [s.unsupported for s in check(answer, {"doc": fragment}, "q 2026-10-23")] == [[]]


def test_the_twelve_hour_clock_is_read_as_the_twenty_four():
    from ragfts.grade.durations import in_numbers

    # a whole hour is its hour alone: «с 9:00 до 21:00» says what «с 9 до 21» does
    assert in_numbers("from 9 am to 6 pm, 12 am, 12 pm, 6:30 p.m.") == "from 9 to 18, 0, 12, 18:30"
    assert in_numbers("i am 5 and we are open") == "i am 5 and we are open"
    assert in_numbers("9点到18点，9点半，10点5分，两点") == "9到18，9:30，10:05，2"
    assert in_numbers("at 10:00, 10:05 and 2026-01-01 10:00:00") == (
        "at 10, 10:05 and 2026-01-01 10:00:00"
    )
