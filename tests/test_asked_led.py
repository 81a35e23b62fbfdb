"""A question that asks which named thing ("Which two oceans …?", 莫高窟在哪个省？) is led to
the one found fact whose value carries its noun (grade/asked_led.py)."""

import pytest

from conftest import registry
from ragfts.grade.asked_led import asked_noun, by_noun, by_reason, gives_reason
from ragfts.kit.records import Fact


@pytest.mark.parametrize(
    ("question", "noun"),
    [
        ("Which two oceans does the canal link?", "oceans"),
        ("What county is the park in?", "county"),  # a place: quantities' "name" kind
        ("What measures should I take to keep myself safe?", ""),  # what it is, not which
        ("What is the name of the bridge's colour?", ""),
        ("В какой области находится исток Волги?", "области"),
        ("Какие средства нужно использовать?", ""),
        ("莫高窟在哪个省？", "省"),
        ("哪座城市最大？", "城市"),
        ("兵马俑是哪一年被发现的？", ""),  # a year: asked as a time
        ("都江堰由哪三部分组成？", ""),  # a count, not a noun
        ("莫高窟在哪里？", ""),
        ("What material is the tower made of?", "material"),  # a closed class: materials.py
        ("What is the dome made of?", "material"),
        ("Из какого материала сделан купол?", "material"),
        ("Из чего построен мост?", "material"),
        ("塔是用什么材料建的？", "material"),
        ("塔是用哪种材料建的？", "material"),
        ("What is the tower famous for?", ""),
    ],
)
def test_the_noun_a_question_asks_which_of(question, noun):
    assert asked_noun(question) == noun


def test_the_one_fact_whose_value_carries_the_noun():
    facts = registry(
        Fact(
            "F-len",
            "p01",
            "Panama_Canal",
            "q0",
            "about 82 kilometres",
            "",
            "The Panama Canal is an artificial waterway of about 82 kilometres that "
            "connects the Atlantic Ocean with the Pacific Ocean",
        ),
        Fact(
            "F-oceans",
            "p01",
            "Panama_Canal",
            "q1",
            "the Atlantic Ocean with the Pacific Ocean",
            "",
            "The Panama Canal is an artificial waterway of about 82 kilometres that "
            "connects the Atlantic Ocean with the Pacific Ocean",
        ),
        Fact("F-province", "p03", "莫高窟", "q2", "甘肃省", "", "莫高窟位于甘肃省敦煌市"),
        Fact("F-year", "p03", "莫高窟", "q3", "366年", "", "莫高窟始建于366年"),
    )
    texts = {
        "p01": "The Panama Canal is an artificial waterway of about 82 kilometres that "
        "connects the Atlantic Ocean with the Pacific Ocean.",
        "p03": "莫高窟位于甘肃省敦煌市。莫高窟始建于366年。",
    }
    found = set(texts)
    question = "Which two oceans does the canal link?"
    assert [f.fact_id for f in by_noun(question, facts, found, texts)] == ["F-oceans"]
    assert [f.fact_id for f in by_noun("莫高窟在哪个省？", facts, found, texts)] == ["F-province"]
    # no value carries the noun; the source lacks two of the question's words
    assert by_noun("Which two seas does the canal link?", facts, found, texts) == []
    assert by_noun("Which two oceans did the first ships cross?", facts, found, texts) == []
    assert by_noun("莫高窟在哪个省？", facts, {"p01"}, texts) == []  # its source not found
    # two values carry it: the noun no longer singles one out
    two = {
        **facts,
        "F-other": Fact("F-other", "p03", "莫高窟", "q4", "青海省", "", "也有人说在青海省"),
    }
    assert by_noun("莫高窟在哪个省？", two, found, texts) == []


def test_a_question_of_which_country_asks_the_one_value_naming_a_country():
    """ "Which two countries share the mountain?" of «on the border between Nepal and
    China»: a country is a closed class (grade/place_names.py), which a value names
    without the noun; a region or a river is none."""
    facts = registry(
        Fact(
            "F-border",
            "p01",
            "Everest",
            "q0",
            "Nepal and China",
            "",
            "on the border between Nepal and China",
        ),
        Fact(
            "F-range",
            "p01",
            "Everest",
            "q1",
            "the Himalayas",
            "",
            "It is the highest peak of the Himalayas",
        ),
        Fact(
            "F-петра",
            "p03",
            "Петра",
            "q2",
            "в южной Иордании",
            "",
            "Петра — древний город в южной Иордании",
        ),
        Fact("F-马丘", "p05", "马丘比丘", "q3", "秘鲁", "", "马丘比丘位于秘鲁南部"),
    )
    texts = {
        "p01": "The mountain stands on the border between Nepal and China, the highest "
        "peak of the Himalayas.",
        "p03": "Петра — древний город в южной Иордании.",
        "p05": "马丘比丘位于秘鲁南部。",
    }

    def led(question, found=frozenset(texts)):
        return [f.fact_id for f in by_noun(question, facts, set(found), texts)]

    assert led("Which two countries share the mountain?", {"p01"}) == ["F-border"]
    assert led("В какой стране находится Петра?", {"p03"}) == ["F-петра"]
    assert led("马丘比丘在哪个国家？", {"p05"}) == ["F-马丘"]
    assert led("Which range is the mountain in?", {"p01"}) == []


def test_a_question_of_which_city_asks_the_one_value_naming_a_city():
    """颐和园在哪座城市？ of «颐和园位于北京西北郊»: a city is a closed class too; a name of
    several words is named by all of them ("New York", not "a new building"), and a
    Russian name of three letters or fewer is not read («Рим»: «рима» is a rhyme)."""
    from ragfts.grade.asked_led import value_holds

    facts = registry(
        Fact("F-city", "p01", "颐和园", "q0", "北京", "", "颐和园位于北京西北郊"),
        Fact("F-area", "p01", "颐和园", "q1", "约3平方公里", "", "占地约3平方公里"),
    )
    texts = {"p01": "颐和园位于北京西北郊，占地约3平方公里。"}
    assert [f.fact_id for f in by_noun("颐和园在哪座城市？", facts, {"p01"}, texts)] == ["F-city"]
    assert value_holds("in New York", "city")
    assert not value_holds("a new building", "city")
    assert value_holds("в Москве", "городе")
    assert not value_holds("в Риме", "городе")
    assert not value_holds("Paris", "citizens")


def test_a_question_of_what_a_thing_is_made_of_asks_the_one_value_naming_a_material():
    """ "What material is the tower made of?" of «Gustave Eiffel's company designed and
    built the wrought-iron lattice tower»: the one found value that names a material
    (grade/materials.py) is asked for, as a value that carries a noun is; a year or a
    name is none, and two materials single out neither."""
    facts = registry(
        Fact(
            "F-iron",
            "p01",
            "Eiffel_Tower",
            "q0",
            "wrought iron",
            "",
            "the wrought-iron lattice tower",
        ),
        Fact(
            "F-who",
            "p01",
            "Eiffel_Tower",
            "q1",
            "Gustave Eiffel's company",
            "",
            "Gustave Eiffel's company designed and built it",
        ),
        Fact(
            "F-year",
            "p01",
            "Eiffel_Tower",
            "q2",
            "1889",
            "year",
            "It was built for the World's Fair of 1889",
        ),
        Fact(
            "F-купол",
            "p03",
            "Исаакиевский_собор",
            "q3",
            "из позолоченной меди",
            "",
            "Купол покрыт листами из позолоченной меди",
        ),
    )
    texts = {
        "p01": "The Eiffel Tower was built for the World's Fair of 1889. Gustave Eiffel's "
        "company designed and built the wrought-iron lattice tower.",
        "p03": "Купол собора покрыт листами из позолоченной меди.",
    }
    found = set(texts)

    def led(question, facts=facts):
        return [f.fact_id for f in by_noun(question, facts, found, texts)]

    assert led("What material is the tower made of?") == ["F-iron"]
    assert led("Из чего сделан купол собора?") == ["F-купол"]
    assert led("What is the tower famous for?") == []
    # the question's other words with their kin: "vessels" is held as "boats"
    boats = Fact("F-boats", "p05", "Colorado", "q5", "wooden boats", "", "in wooden boats")
    texts["p05"] = "His crew travelled down the river in wooden boats."
    assert [
        f.fact_id
        for f in by_noun("What were their vessels made of?", {"F-boats": boats}, {"p05"}, texts)
    ] == ["F-boats"]
    # and with the kit's own kin (kin.txt), as the match reads them
    barges = Fact("F-barges", "p07", "Volga", "q6", "wooden barges", "", "in wooden barges")
    texts["p07"] = "The crew went down the river in wooden barges."
    question = "What were their vessels made of?"
    assert by_noun(question, {"F-barges": barges}, {"p07"}, texts) == []
    assert [
        f.fact_id
        for f in by_noun(question, {"F-barges": barges}, {"p07"}, texts, ("vessel barge",))
    ] == ["F-barges"]
    steel = Fact(
        "F-steel", "p01", "Eiffel_Tower", "q4", "steel", "", "Its lifts run on steel rails"
    )
    assert led("What material is the tower made of?", {**facts, "F-steel": steel}) == []


@pytest.mark.parametrize(
    ("quote", "value", "reason"),
    [
        (
            "Ships are raised by three sets of locks, because Gatun Lake lies 26 metres above sea level",
            "Gatun Lake lies 26 metres above sea level",
            True,
        ),
        (
            "Их завела Елизавета Петровна в 1745 году для борьбы с мышами",
            "для борьбы с мышами",
            True,
        ),
        ("列车车厢采用供氧设计，以缓解乘客的高原反应", "缓解乘客的高原反应", True),
        ("It was built as a radio antenna", "a radio antenna", False),  # "as": a role
        ("The canal opened on August 15, 1914", "August 15, 1914", False),
    ],
)
def test_a_value_given_as_a_cause_or_a_purpose(quote, value, reason):
    assert gives_reason(quote, value) is reason


def test_a_reason_question_is_led_to_the_one_fact_that_gives_a_reason():
    locks = "Ships are raised and lowered by three sets of locks, because Gatun Lake lies 26 metres above sea level"
    facts = registry(
        Fact(
            "F-why",
            "p03",
            "Panama_Canal",
            "q0",
            "Gatun Lake lies 26 metres above sea level",
            "",
            locks,
        ),
        Fact(
            "F-wide",
            "p03",
            "Panama_Canal",
            "q1",
            "33.5 metres",
            "",
            "Each lock chamber is 33.5 metres wide",
        ),
        Fact(
            "F-cats",
            "p09",
            "Эрмитаж",
            "q2",
            "для борьбы с мышами",
            "",
            "Кошек завели в 1745 году для борьбы с мышами",
        ),
    )
    texts = {
        "p03": locks + ". Each lock chamber is 33.5 metres wide.",
        "p09": "В подвалах Эрмитажа живут кошки. Кошек завели в 1745 году для борьбы с мышами.",
    }
    found = set(texts)

    def led(question, facts=facts, found=found):
        return [f.fact_id for f in by_reason(question, facts, found, texts)]

    assert led("Why does the canal need locks?") == ["F-why"]  # "need": the one word unheld
    assert led("Зачем в Эрмитаже завели кошек?") == ["F-cats"]
    assert led("How wide is the canal's lock chamber?") == []  # no reason asked
    assert led("Why does the reef bleach?") == []  # the subject is not named
    assert led("Why did the canal's builders fear malaria and floods?") == []  # words unheld
    assert led("Why does the canal need locks?", found={"p09"}) == []
    two = {
        **facts,
        "F-more": Fact(
            "F-more",
            "p03",
            "Panama_Canal",
            "q3",
            "ships are large",
            "",
            "Locks are long because ships are large",
        ),
    }
    assert led("Why does the canal need locks?", facts=two) == []  # two reasons: none singled out


def test_a_cjk_noun_is_carried_by_a_name_ending_with_one_of_its_characters():
    from ragfts.grade.asked_led import value_holds

    assert value_holds("隋朝", "朝代")
    assert value_holds("北京市", "城市")
    assert value_holds("甘肃省", "省")
    assert not value_holds("李春", "朝代")
    # a name's head is not its first character: 山东省 is a province, not a mountain
    assert not value_holds("山东省东营市", "山")
    assert value_holds("巴颜喀拉山", "山")


def test_a_pair_across_the_asked_noun_is_no_word_of_the_question():
    """赵州桥是在哪个朝代修建的？ asks which 朝代; 代修 spans the noun and 修建, and with it
    the text held all the question's words but two (代修, 修建), not but one."""
    text = "赵州桥位于河北省赵县，建于隋朝，距今已有1400多年。"
    facts = registry(
        Fact("F-where", "p01", "赵州桥", "where", "河北省赵县", "", "赵州桥位于河北省赵县"),
        Fact("F-when", "p01", "赵州桥", "when", "隋朝", "", "赵州桥位于河北省赵县，建于隋朝"),
    )
    led = by_noun("赵州桥是在哪个朝代修建的？", facts, {"p01"}, {"p01": text})
    assert [f.fact_id for f in led] == ["F-when"]
    # the noun one character long, the value's first one: no mountain
    river = "黄河最终在山东省东营市注入渤海。"
    sea = {
        "F-sea": Fact(
            "F-sea", "p09", "黄河", "sea", "山东省东营市", "", "黄河最终在山东省东营市注入渤海"
        )
    }
    assert by_noun("黄河的源头在哪座山？", sea, {"p09"}, {"p09": river}) == []
