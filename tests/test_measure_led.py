"""A question led to its one fact by the kind it asks (asked_led.by_kind), read as a
Chinese question says its words, and a measure of the dimension it asks
(grade/dimensions.py): 黄河有多长？ is not asked of tonnes of silt, 现在这座楼有多高？ names
黄鹤楼 by its head 楼, 这座寺有多少年历史了？ asks how old."""

import pytest

from conftest import registry
from ragfts.grade.asked_led import by_kind, said_words, subject_named
from ragfts.grade.dimensions import asked, conflict, measured
from ragfts.grade.quantities import fits
from ragfts.grade.question_kinds import asked_kind, kind_words
from ragfts.grade.text_holds import _holds
from ragfts.kit.records import Fact


@pytest.mark.parametrize(
    ("question", "dimension"),
    [
        ("黄河有多长？", "distance"),
        ("How tall is the tower?", "distance"),
        ("Какой длины маршрут для экскурсий?", "distance"),
        ("Какова масса колокола?", "mass"),
        ("How heavy is the bell?", "mass"),
        ("Какова площадь острова?", "area"),
        ("How many years did it take?", None),  # a duration: no measure
        ("这座寺有多少年历史了？", None),
        # the measure's word looked ahead for, not a word of the kind, still says which
        ("Какая наибольшая глубина Ладоги?", "distance"),
        ("What is the diameter of Hubble's primary mirror?", "distance"),
        ("Насколько тяжёл колокол?", "mass"),
    ],
)
def test_what_a_question_asks_a_measure_of(question, dimension):
    assert asked(question) == dimension


@pytest.mark.parametrize(
    ("value", "dimension"),
    [
        ("约16亿吨", "mass"),
        ("约5464公里", "distance"),
        ("6,14 метра", "distance"),
        ("200 тонн", "mass"),
        ("55 квадратных метров", "area"),  # square metres are an area, not metres
        ("2万平方米", "area"),
        ("about 2 km", "distance"),
        ("12 минут", None),  # м is a whole word: no metres in minutes
        ("1,2 миллиона", None),
    ],
)
def test_what_a_value_measures(value, dimension):
    assert measured(value) == dimension


def test_a_measure_of_another_dimension_does_not_answer():
    silt = Fact("F-silt", "p07", "黄河", "silt", "约16亿吨", "", "每年输入下游的泥沙约16亿吨")
    river = Fact("F-len", "p06", "黄河", "len", "约5464公里", "", "黄河全长约5464公里")
    assert conflict("黄河有多长？", "约16亿吨")
    assert not fits("黄河有多长？", silt)
    assert fits("黄河有多长？", river)
    # a duration's "how long" is no measure's conflict
    assert not conflict("How long does the tour last?", "about 2 hours")


def test_how_many_years_of_history_asks_how_old():
    assert asked_kind("这座寺有多少年历史了？") == "duration"
    assert kind_words("这座寺有多少年历史了？") == "多少年历史"


def test_a_chinese_question_is_read_as_the_words_it_says():
    # its words, not the pairs across them (座楼, 楼有) nor the kind it asks (多高)
    assert said_words("现在这座楼有多高？") == {"楼"}
    assert said_words("这座寺有多少年历史了？") == {"寺"}
    assert said_words("How tall is the tower?") == {"tall", "tower"}
    assert subject_named({"楼", "多高"}, "黄鹤楼") == {"楼"}
    assert subject_named({"鹤"}, "黄鹤楼") == set()  # not its head


def test_a_text_holds_a_pair_by_its_characters_but_a_function_one():
    text = "历代长城的总长度为21196.18千米。"
    assert _holds(text, frozenset({"长城", "有多"}))  # 有 a stop word, 多 a count
    assert not _holds(text, frozenset({"长城", "城墙"}))


def kind_led(question: str, facts: dict, texts: dict, found=None) -> list[str]:
    """The fact ids by_kind leads the question to, of the found sources (all by default)."""
    return [f.fact_id for f in by_kind(question, facts, set(found or texts), texts)]


def test_the_one_fact_of_the_kind_asked_of_the_subject_named_by_its_head():
    tower = "黄鹤楼始建于三国时期。楼高五层，约51米。"
    river = "黄河因河水中含有大量泥沙而呈黄色。每年输入下游的泥沙约16亿吨。"
    facts = registry(
        Fact("F-built", "p01", "黄鹤楼", "built", "三国时期", "", "黄鹤楼始建于三国时期"),
        Fact("F-high", "p01", "黄鹤楼", "high", "约51米", "", "楼高五层，约51米"),
        Fact(
            "F-colour",
            "p07",
            "黄河",
            "colour",
            "含有大量泥沙",
            "",
            "黄河因河水中含有大量泥沙而呈黄色",
        ),
        Fact("F-silt", "p07", "黄河", "silt", "约16亿吨", "", "每年输入下游的泥沙约16亿吨"),
    )
    texts = {"p01": tower, "p07": river}
    assert kind_led("现在这座楼有多高？", facts, texts) == ["F-high"]
    # its length's paragraph taken out: tonnes of silt are no length
    assert kind_led("黄河有多长？", facts, texts) == []


def test_a_question_that_names_no_subject_is_led_by_what_its_search_found():
    texts = {
        "p03": "百龙天梯高326米，是世界上最高的户外电梯。游客乘坐它只需约一分钟就能上山，去黄龙洞。",
        "p05": "黄龙洞全长约7.5公里。洞内最大的厅可容纳上万人。",
    }
    lift = [
        ("high", "326米", "百龙天梯高326米"),
        ("ride", "约一分钟", "游客乘坐它只需约一分钟就能上山"),
    ]
    facts = registry(
        *(Fact(f"F-{a}", "p03", "张家界", a, value, "", quote) for a, value, quote in lift),
        Fact("F-cave", "p05", "黄龙洞", "length", "约7.5公里", "", "黄龙洞全长约7.5公里"),
    )
    # no subject named: the one duration of what was found, its text holding 电梯 and 上去
    assert kind_led("坐电梯上去要多长时间？", facts, texts, {"p03"}) == ["F-ride"]
    # a word its text does not hold (缆车) says it is not this fact
    assert kind_led("坐缆车上去要多长时间？", facts, texts, {"p03"}) == []
    # another subject named: its own facts only (the lift's text says 黄龙洞 too), none
    # of them a duration
    assert kind_led("黄龙洞要多长时间？", facts, texts) == []


def test_a_question_of_what_a_thing_is_called_is_led_to_the_value_given_as_its_name():
    from ragfts.grade.asked_led import by_name, gives_name

    lake = "洱海是云南第二大湖泊。古代它被称为叶榆泽。湖面海拔约1972米。"
    facts = registry(
        Fact("F-old", "p01", "洱海", "old", "叶榆泽", "", "古代它被称为叶榆泽"),
        Fact("F-rank", "p01", "洱海", "rank", "云南第二大湖泊", "", "洱海是云南第二大湖泊"),
        Fact("F-alt", "p01", "洱海", "alt", "约1972米", "", "湖面海拔约1972米"),
    )
    texts = {"p01": lake}

    def led(question: str) -> list[str]:
        return [f.fact_id for f in by_name(question, facts, {"p01"}, texts)]

    assert gives_name("古代它被称为叶榆泽", "叶榆泽")
    assert not gives_name("洱海是云南第二大湖泊", "云南第二大湖泊")
    assert gives_name("Below the floor lay tunnels called the hypogeum", "the hypogeum")
    assert led("古人把洱海叫做什么？") == ["F-old"]
    assert led("洱海有多高？") == []  # a measure is asked, not a name
    # two words its text does not hold: not what this lake was called
    assert led("当地渔民把洱海的小岛叫做什么？") == []
