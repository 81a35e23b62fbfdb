"""`ragfts intake` on a kit of its own in three languages (tests/kits/intake): every
triage class with its evidence, the draft rows, and accepted drafts graded by `run` and
`answer` the way intake classed them."""

import csv
import json

import pytest

from conftest import ROOT, copy_kit, invoke, registry

KIT = ROOT / "tests/kits/intake"
ARGS = ("--date", "asked_at", "--answer", "answer")


@pytest.fixture
def kit(tmp_path):
    return copy_kit(KIT, tmp_path / "kit", extra=("ragfts.toml", "conversations.csv"))


def intake(kit, *extra):
    return invoke("intake", kit / "conversations.csv", *ARGS, *extra, kit=kit)


def test_every_class_with_the_evidence_that_put_it_there(kit):
    done = intake(kit, "--json")
    assert done.exit_code == 1
    found = json.loads(done.stdout)["formulations"]
    assert [
        (f["known"] or f["id"], f["class"], f["conversations"], f["fact_ids"], f["source_ids"])
        for f in found
    ] == [
        ("G1", "likely_false_refusal", 2, ["F-ru-refund"], ["ru-refund-v2"]),
        ("I-92d9afbc", "stale_answer", 1, ["F-ru-refund"], ["ru-refund-v2"]),
        ("I-df002b04", "unsupported_answer", 1, ["F-en-ship"], ["en-shipping"]),
        (
            "I-e6c5e40a",
            "conflict",
            1,
            ["F-en-war12", "F-en-war24"],
            ["en-warranty-a", "en-warranty-b"],
        ),
        ("I-26878579", "kb_gap", 1, [], []),
        ("I-2555cc45", "unclear", 1, ["F-en-ship"], ["en-shipping"]),
        ("I-44a9d410", "ok", 1, ["F-zh-refund"], ["zh-refund"]),
        ("I-f1c91e1d", "likely_false_refusal", 1, ["F-zh-refund"], ["zh-refund"]),
    ]
    why = {f["known"] or f["id"]: f["why"] for f in found}
    assert why["G1"] == "the bot refused; F-ru-refund (ru-refund-v2) holds the fact"
    assert why["I-92d9afbc"].startswith(
        "wrong_source_version_for_question_date: ru-refund-v1 is valid 2026-01-01..2026-05-31,"
        " not on 2026-07-01"
    )
    assert why["I-df002b04"].startswith(
        "value_not_supported_by_fact: F-en-ship says 5, the answer says 2"
    )
    assert why["I-e6c5e40a"] == (
        "F-en-war12 = 12 month (en-warranty-a: «The warranty on appliances lasts 12 months»)"
        " against F-en-war24 = 24 month (en-warranty-b: «The warranty on appliances lasts 24"
        " months»): no priority is given — the owner decides"
    )
    assert why["I-26878579"] == (
        "nothing valid on the date was found; the bot answered anyway: «Yes, we accept gift cards.»"
    )
    assert why["I-2555cc45"] == (
        "the bot asked a question back where F-en-ship (en-shipping) answers it: a person decides"
    )
    assert why["I-f1c91e1d"] == "the bot refused; F-zh-refund (zh-refund) holds the fact"
    # a Chinese question has no spaces: its query is made of pairs of characters
    assert found[7]["query"] == '"退款"'


def test_the_drafts_are_the_typical_new_formulations(kit):
    assert intake(kit).exit_code == 1
    with open(kit / "intake/drafts.csv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["id"], r["expected_action"], r["fact_ids"], r["source_ids"]) for r in rows] == [
        ("I-92d9afbc", "answer", "F-ru-refund", "ru-refund-v2"),
        ("I-df002b04", "answer", "F-en-ship", "en-shipping"),
        ("I-e6c5e40a", "clarify", "F-en-war12;F-en-war24", "en-warranty-a;en-warranty-b"),
        ("I-44a9d410", "answer", "F-zh-refund", "zh-refund"),
        ("I-f1c91e1d", "answer", "F-zh-refund", "zh-refund"),
    ]


def test_accepted_drafts_are_graded_by_run_the_way_intake_classed_them(kit, tmp_path):
    assert intake(kit).exit_code == 1
    ids = ["I-92d9afbc", "I-f1c91e1d", "I-df002b04", "I-44a9d410"]
    accepted = invoke("intake", *[a for i in ids for a in ("--accept", i)], kit=kit)
    assert accepted.exit_code == 0, accepted.output
    assert invoke("run", *ids, kit=kit).exit_code == 0
    said = {
        "I-92d9afbc": "Возврат денег возможен в течение 14 дней.",
        "I-f1c91e1d": "我不知道。",
        "I-df002b04": "Standard shipping takes 2 days.",
        "I-44a9d410": "支持退款，请保留收据。",
    }
    path = tmp_path / "bot.jsonl"
    path.write_text(
        "".join(
            json.dumps({"id": i, "label": "bot", "text": t}, ensure_ascii=False) + "\n"
            for i, t in said.items()
        ),
        encoding="utf-8",
    )
    done = invoke("answer", path, "--json", kit=kit)
    results = {a["id"]: a["result"] for a in json.loads(done.stdout)["attached"]}
    assert "wrong_source_version_for_question_date" in results["I-92d9afbc"]["errors"]
    assert "wrong_action_or_false_refusal" in results["I-f1c91e1d"]["errors"]
    assert "value_not_supported_by_fact" in results["I-df002b04"]["errors"]
    assert (results["I-44a9d410"]["pass"], results["I-44a9d410"]["errors"]) == (True, [])


def test_a_fact_is_asked_for_by_the_rare_words_not_by_a_name_every_fact_holds():
    from ragfts.grade.asked import asked_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-price", "price", "Планёр", "price", "2000", "RUB", "цена 2000 рублей"),
        Fact("F-csv", "faq", "Планёр", "csv_import", "true", "", "поддерживается импорт CSV"),
        Fact("F-setup", "setup", "Планёр", "setup", "false", "", "настройка не включена"),
    )
    # the question's rare words are F-csv's: found, it is the one asked for
    asked = asked_facts("Планёр: есть импорт из CSV?", facts, {"price", "faq"})
    assert [f.fact_id for f in asked] == ["F-csv"]
    # F-csv's source not found: sharing the name alone, F-price is not what was asked
    assert asked_facts("Планёр: есть импорт из CSV?", facts, {"price"}) == []
    # a question of the name only is about no fact: the name is a small part of each
    assert asked_facts("Что такое Планёр?", facts, {"price", "setup"}) == []
    # the question says a fifth of F-setup's quote, and its stems are F-setup's
    asked = asked_facts("Планёр: настройка включена?", facts, {"price", "setup"})
    assert [f.fact_id for f in asked] == ["F-setup"]


def test_a_fact_sharing_only_its_subject_with_a_question_that_asks_more_is_not_asked():
    """Every fact of a topic holds its subject, so a question of the topic that asks
    something the registry does not hold shared all its known weight with each of them:
    a reading-comprehension kit (paragraphs on one topic, the topic the subject) read
    every such correct refusal as false. A question of the subject alone still may be."""
    from ragfts.grade.asked import asked_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-count", "p01", "大熊猫", "count", "1864只", "", "野外大熊猫的数量约为1864只"),
        Fact("F-estrus", "p03", "大熊猫", "estrus", "两到三天", "", "发情期持续两到三天"),
        Fact("F-what", "faq", "COVID-19", "what", "a disease", "", "What is COVID-19?"),
    )
    found = {"p01", "p03", "faq"}
    assert asked_facts("成年大熊猫每天吃多少竹子？", facts, found) == []
    asked = asked_facts("雌性大熊猫的发情期有多长？", facts, found)
    assert [f.fact_id for f in asked] == ["F-estrus"]
    assert [f.fact_id for f in asked_facts("What is COVID-19?", facts, found)] == ["F-what"]


def test_a_pair_across_the_subject_and_its_neighbour_is_the_subject():
    """在泰 of 在泰山 is a pair of the preposition and the subject's first character: a
    question of which emperors worshipped on Mount Tai shares it with the sunrise's
    quote (在泰山顶上…) and nothing else, and asks nothing of it; the sunrise's own
    question still does."""
    from ragfts.grade.asked import asked_facts
    from ragfts.kit.records import Fact

    sunrise = Fact(
        "F-sun", "p05", "泰山", "q1", "观看日出", "", "在泰山顶上观看日出是最受欢迎的活动"
    )
    facts = registry(sunrise)
    assert asked_facts("哪两位皇帝在泰山祭过天？", facts, {"p05"}) == []
    asked = asked_facts("山顶上最受游客喜爱的活动是什么？", facts, {"p05"})
    assert [f.fact_id for f in asked] == ["F-sun"]


def test_a_word_made_from_the_subject_is_the_subject():
    """«байкальский» is a word of Байкал: a question of the lake's ice shares only the
    subject with the seal's fact (байкальск starts with байкал), and asks nothing of it;
    the seal's own question still does."""
    from ragfts.grade.asked import asked_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-seal",
            "p03",
            "Байкал",
            "mammal",
            "нерпа",
            "",
            "Байкальская нерпа — млекопитающее",
        ),
        Fact("F-depth", "p01", "Байкал", "depth", "1642 метра", "", "глубина 1642 метра"),
    )
    found = {"p01", "p03"}
    assert asked_facts("Насколько толстым бывает байкальский лёд?", facts, found) == []
    asked = asked_facts("Какое млекопитающее живёт в Байкале?", facts, found)
    assert [f.fact_id for f in asked] == ["F-seal"]


def test_a_question_of_its_subject_and_a_kind_asks_the_one_fact_of_that_kind():
    """ "How long is the Great Barrier Reef?" shares only the subject with every fact of
    the reef, and asks for a length: the one found fact of the reef whose value is a
    length is asked for, its source holding the question's other words. Two of that
    kind, a word the source does not hold, a kind no value singles out (who, what), or
    a subject the question does not name: none."""
    from ragfts.grade.asked import asked_facts
    from ragfts.grade.asked_led import by_kind
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-len",
            "p01",
            "Great_Barrier_Reef",
            "q1",
            "more than 2,300 kilometres",
            "",
            "It stretches for more than 2,300 kilometres",
        ),
        Fact(
            "F-state",
            "p01",
            "Great_Barrier_Reef",
            "q2",
            "Queensland",
            "",
            "The reef lies off the coast of Queensland",
        ),
        Fact(
            "F-year",
            "p03",
            "Great_Barrier_Reef",
            "q3",
            "1981",
            "year",
            "It was listed as a World Heritage Site in 1981",
        ),
        Fact(
            "F-rail",
            "p05",
            "Транссибирская_магистраль",
            "q4",
            "9288 километров",
            "",
            "Её длина составляет 9288 километров",
        ),
        Fact("F-count", "p07", "大熊猫", "q5", "1864只", "", "野生大熊猫约有1864只"),
    )
    texts = {
        "p01": "The Great Barrier Reef lies off the coast of Queensland. It stretches for "
        "more than 2,300 kilometres.",
        "p03": "It was listed as a World Heritage Site in 1981.",
        "p05": "Транссибирская магистраль соединяет Москву и Владивосток. Её длина "
        "составляет 9288 километров.",
        "p07": "据调查，野生大熊猫约有1864只。",
    }
    found = set(texts)

    def kind(question):
        return [f.fact_id for f in by_kind(question, facts, found, texts)]

    question = "How long is the Great Barrier Reef?"
    assert asked_facts(question, facts, found) == []  # its words are the subject's alone
    assert kind(question) == ["F-len"]
    assert kind("When was the Great Barrier Reef listed as a heritage site?") == ["F-year"]
    assert kind("When was the Great Barrier Reef discovered?") == []  # p03 has no discover
    assert kind("Where is the Great Barrier Reef?") == []  # a place is no value's kind
    assert kind("How long is the Panama Canal?") == []  # the reef is not named
    assert kind("Какова протяжённость Транссиба?") == ["F-rail"]  # Транссиб starts its name
    assert kind("野生大熊猫大约有多少只？") == ["F-count"]  # 野生 and 约 are in p07's text
    # a second length of the reef found: the kind no longer singles one out
    two = {
        **facts,
        "F-wide": Fact(
            "F-wide", "p03", "Great_Barrier_Reef", "q6", "65 km", "", "It is up to 65 km wide"
        ),
    }
    assert [f.fact_id for f in by_kind(question, two, found, texts)] == []
    assert [f.fact_id for f in by_kind(question, two, {"p01"}, texts)] == ["F-len"]


def test_a_question_of_since_or_until_when_asks_the_one_value_that_opens_so():
    """ "Since when has the station been continuously crewed?" of «People have lived on
    board without a break since November 2000»: the text holds neither "continuously"
    nor "crewed", but the one time of the station whose value opens with the bound asked
    is asked for; a bound of the other end, or no bound asked, is led by the words."""
    from ragfts.grade.asked_led import asked_bound, by_kind, value_bound
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-since",
            "p07",
            "International_Space_Station",
            "q1",
            "since November 2000",
            "",
            "People have lived on board without a break since November 2000",
        ),
        Fact(
            "F-start", "p05", "International_Space_Station", "q2", "1998", "year", "Built from 1998"
        ),
        Fact(
            "F-lager", "p09", "Соловки", "q3", "до 1939 года", "", "Лагерь существовал до 1939 года"
        ),
    )
    texts = {
        "p07": "People have lived on board without a break since November 2000.",
        "p05": "Its first module was launched in 1998.",
        "p09": "Лагерь на островах существовал до 1939 года.",
    }

    def kind(question):
        return [f.fact_id for f in by_kind(question, facts, set(texts), texts)]

    assert kind("Since when has the station been continuously crewed?") == ["F-since"]
    assert kind("When has the station been continuously crewed?") == []
    assert kind("Until when has the station been continuously crewed?") == []
    assert kind("До какого года на Соловках работал лагерь?") == ["F-lager"]
    assert [asked_bound(q) for q in ("Since when?", "До какого года?", "从什么时候开放？")] == [
        "from",
        "to",
        "from",
    ]
    assert [value_bound(v) for v in ("since 2000", "до 1939 года", "到2000年", "2000")] == [
        "from",
        "to",
        "to",
        None,
    ]


def test_a_value_of_words_leads_by_the_amount_it_holds_after_them():
    """外卖一般多长时间送达？ names the subject and asks a duration; the delivery entry's
    value (its answer's first clause) opens with words, 平均送达时间为30分钟, and was no
    kind at all: the amount after its words is of the kind asked. The fee's 3元 is not,
    and a question of a count asks neither."""
    from ragfts.grade.asked_led import by_kind
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-time", "faq01", "外卖", "faq01", "平均送达时间为30分钟", "", "多久能送到？"),
        Fact("F-fee", "faq00", "外卖", "faq00", "配送费根据距离收取", "", "配送费是多少？"),
    )
    texts = {
        "faq01": "多久能送到？\n平均送达时间为30分钟，高峰期和雨天可能延长至60分钟。",
        "faq00": "配送费是多少？\n配送费根据距离收取，3公里内3元。",
    }

    def kind(question):
        return [f.fact_id for f in by_kind(question, facts, set(texts), texts)]

    assert kind("外卖一般多长时间送达？") == ["F-time"]
    assert kind("外卖一共有多少家店？") == []


def test_a_question_naming_another_subject_does_not_ask_this_one():
    """«Какова длина Енисея?» (the river's length taken out) shared «длина» with the
    square's fact and was a false refusal of it; the question names Енисей in full, a
    subject of the registry, and the square's fact does not hold it. Nor is the river's
    one fact of a count (6400 мегаватт) its length by kind."""
    from ragfts.grade.asked import asked_facts
    from ragfts.grade.asked_led import by_kind
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-sq",
            "p01",
            "Красная_площадь",
            "q0",
            "около 330 метров",
            "",
            "её длина около 330 метров",
        ),
        Fact("F-gw", "p07", "Енисей", "q1", "6400 мегаватт", "", "Её мощность — 6400 мегаватт"),
    )
    texts = {
        "p01": "Красная площадь, её длина около 330 метров.",
        "p07": "На Енисее стоит ГЭС. Её мощность — 6400 мегаватт.",
    }
    found = set(texts)
    assert asked_facts("Какова длина Енисея?", facts, found) == []
    assert by_kind("Какова длина Енисея?", facts, found, texts) == []
    asked = asked_facts("Какова длина Красной площади?", facts, found)
    assert [f.fact_id for f in asked] == ["F-sq"]


def test_a_russian_verb_finds_the_noun_of_its_root():
    """электрифицировать and электрификация: Snowball stems them apart (электрифицирова,
    электрификац), their first seven letters are one root; «перевод» is no «перевозка»
    (six letters shared: no root)."""
    from ragfts.grade.asked import asked_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-el", "p05", "Транссиб", "el", "2002", "year", "Полная электрификация завершилась"),
        Fact("F-cargo", "p06", "Транссиб", "cargo", "100 млн тонн", "", "перевозка грузов"),
        Fact("F-len", "p01", "Транссиб", "len", "9288 км", "", "длина дороги"),
    )
    found = {"p01", "p05", "p06"}
    asked = asked_facts("Когда закончили электрифицировать дорогу?", facts, found)
    assert [f.fact_id for f in asked] == ["F-el"]
    assert asked_facts("Сколько стоит перевод денег?", facts, found) == []
    # and the bot's own words are worth searching for it, as for any fact it could state
    from ragfts.grade.asked import could_choose

    assert could_choose("Когда закончили электрифицировать?", facts)


def test_a_russian_stem_and_its_derivational_suffix_are_one_word():
    """хранение (хранен) and хранится (хран), бонусы (бонус) and бонусные (бонусн),
    гарантийный (гарантийн) and гарантия (гарант): the suffix -ен-, -н- or -ийн- on or off
    joins them; a stem of three letters is no base (вод and водн are not joined), and a
    suffix the rule does not name (-ов) joins nothing."""
    from ragfts.grade.asked import asked_facts, same_root
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-keep", "s1", "Магазин", "keep", "7", "day", "Сколько хранится заказ?"),
        Fact("F-bonus", "s2", "Магазин", "bonus", "12 месяцев", "", "Сгорают ли бонусные баллы?"),
        Fact("F-water", "s3", "Магазин", "water", "есть", "", "Водный транспорт"),
        Fact("F-pay", "s4", "Магазин", "pay", "картой", "", "способы оплаты заказа"),
        Fact("F-warranty", "s5", "Магазин", "warranty", "2 года", "", "Какая гарантия?"),
    )
    found = {"s1", "s2", "s3", "s4", "s5"}
    asked = asked_facts("Можно ли продлить хранение?", facts, found)
    assert [f.fact_id for f in asked] == ["F-keep"]
    asked = asked_facts("Когда пропадают бонусы?", facts, found)
    assert [f.fact_id for f in asked] == ["F-bonus"]
    assert same_root({"хранен", "бонус", "вод", "оплатов"}, facts) == {"хран", "бонусн"}
    asked = asked_facts("Какой гарантийный срок у холодильника?", facts, found)
    assert [f.fact_id for f in asked] == ["F-warranty"]


def test_a_russian_stem_and_its_noun_share_a_base_without_the_derivational_suffix():
    """A verb in -ировать and its noun in -ация (вакцинирова, вакцинац: вакцин), a verb in
    -ивать and its noun in -ка (привива, прививк: привив) are one root; a base under six after
    -к or -а is none (ставк and став, a rate and to put, stay apart), nor is a stem
    without such a suffix (заказ); a doer's noun in -тель has its verb's stem for a base
    (основател: основа), when five letters are left, four before -ител (писател, жител:
    none). A vaccination is also said «прививка» (grade/kin_words.py):
    «вакцинироваться», which no fact says, is read as the three facts' words, and as one
    word of the question each of them holds all of it."""
    from ragfts.grade.asked import asked_facts, same_root
    from ragfts.grade.roots import base
    from ragfts.kit.records import Fact

    assert [base(s) for s in ("вакцинирова", "вакцинац", "изоляц", "привива", "прививк")] == [
        "вакцин",
        "вакцин",
        "изол",
        "привив",
        "привив",
    ]
    assert [base(s) for s in ("ставк", "став", "заказ", "vaccin")] == [None] * 4
    # a doer's noun in -тель and its verb: основатель, основать; посетитель, посетить
    assert [base(s) for s in ("основател", "посетител", "писател", "жител")] == [
        "основа",
        "посет",
        None,
        None,
    ]
    facts = registry(
        Fact("F-dose", "s1", "Поликлиника", "doses", "две", "", "Сколько доз вакцины нужно?"),
        Fact("F-no", "s2", "Поликлиника", "contra", "острые", "", "Противопоказания к вакцинации"),
        Fact("F-shot", "s3", "Поликлиника", "where", "в поликлинике", "", "Где сделать прививку?"),
        Fact("F-rate", "s4", "Банк", "rate", "5 %", "", "Какая ставка по вкладу?"),
    )
    found = {"s1", "s2", "s3", "s4"}
    assert same_root({"вакцинирова", "привива", "став"}, facts) == {
        "вакцин",
        "вакцинац",
        "прививк",
    }
    asked = asked_facts("Кому нельзя вакцинироваться?", facts, found)
    assert [f.fact_id for f in asked] == ["F-dose", "F-no", "F-shot"]
    asked = asked_facts("Куда идти прививаться?", facts, found)
    assert [f.fact_id for f in asked] == ["F-dose", "F-no", "F-shot"]
    asked = asked_facts("Где сделать прививку ребёнку?", facts, found)
    assert [f.fact_id for f in asked] == ["F-shot"]
    assert asked_facts("Куда ставить машину?", facts, found) == []
    # its founders, not its century: «в XIV веке» is a time, which no «Кто …?» asks for
    abbey = registry(
        Fact(
            "F-year",
            "s1",
            "Монастырь",
            "founded",
            "Сергием и Германом",
            "",
            "Монастырь основан Сергием и Германом в XIV веке",
        ),
        Fact(
            "F-bell", "s2", "Монастырь", "bell", "в 1890 году", "", "Колокольню возвели в 1890 году"
        ),
    )
    asked = asked_facts("Кто основатель монастыря?", abbey, {"s1", "s2"})
    assert [f.fact_id for f in asked] == ["F-year"]


def test_a_word_the_registry_does_not_hold_is_read_as_the_held_words_of_its_kin():
    """«вещь» where every fact says «товар», "begin" where a quote says "start", 付钱
    where it says 付款: a question's stem no fact holds is read as its kin's stems that
    some fact holds (grade/kin_words.py): "big" as "large"; a stem the registry holds
    stands for itself (larg adds no "big"), and a word of no group adds nothing."""
    from ragfts.grade.asked import asked_facts, same_root
    from ragfts.grade.kin_words import kin_terms
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-back", "s1", "Магазин", "return", "14 дней", "", "Товар можно вернуть за 14 дней"),
        Fact("F-climb", "s2", "Fuji", "start", "the fifth station", "", "Climbers start here"),
        Fact("F-pay", "s3", "店铺", "payment", "支付宝", "", "支持哪些付款方式？"),
        Fact("F-big", "s4", "Fuji", "size", "3,776 m", "", "Fuji is a large volcano"),
    )
    found = {"s1", "s2", "s3", "s4"}
    assert same_root({"вещ", "begin", "hiker", "付钱", "larg", "big"}, facts) == {
        "товар",
        "start",
        "climber",
        "付款",
        "larg",
    }
    asked = asked_facts("Можно ли сдать вещь?", facts, found)
    assert [f.fact_id for f in asked] == ["F-back"]
    asked = asked_facts("Where do hikers begin?", facts, found)
    assert [f.fact_id for f in asked] == ["F-climb"]
    assert [f.fact_id for f in asked_facts("能用微信付钱吗？", facts, found)] == ["F-pay"]
    assert asked_facts("Can I rent skis?", facts, found) == []
    assert kin_terms("вещи") == ("товар", "предмет")
    assert kin_terms("hikers") == ("climber", "mountaineer")
    assert kin_terms("走路") == ("徒步", "步行")
    assert kin_terms("Antarctica") == ()
    assert kin_terms("отказаться") == ("отменить", "аннулировать")
    assert kin_terms("зарезервировать") == (
        "забронировать", "бронь", "бронировать", "бронирование"
    )  # fmt: skip
    assert kin_terms("бронь")[:2] == ("забронировать", "зарезервировать")  # a noun, its verb
    assert kin_terms("возврат") == ("вернуть", "сдать")
    assert kin_terms("发热") == ("发烧",)
    assert kin_terms("heavy") == ("weigh", "weight")
    assert kin_terms("пожар") == ("возгорание",)
    assert kin_terms("买票") == ("门票", "票价", "购票")
    assert kin_terms("建成")[-2:] == ("落成", "竣工")
    assert kin_terms("明代") == ("明朝",)
    assert kin_terms("tomb") == ("mausoleum",)
    assert kin_terms("村子") == ("村落", "村庄") and kin_terms("时期") == ("年间",)
    assert kin_terms("армия") == ("войска", "войско")
    assert kin_terms("заложил") == ("основать", "учредить")
    assert kin_terms("constructed") == ("build", "built", "erect")
    assert kin_terms("возле") == ("рядом", "вблизи")
    assert kin_terms("汽车") == ("车辆", "轿车")
    assert kin_terms("анализы") == ("тест",)
    assert kin_terms("登陆") == ("登录",)
    assert kin_terms("passcode") == ("password",)
    assert kin_terms("快递") == ()
    assert kin_terms("deity") == ("divinity", "god", "goddess")
    assert kin_terms("broad") == ("wide", "width", "breadth")  # an adjective and its noun
    assert kin_terms("annually") == ("year",)  # "annually" of "a year"
    assert kin_terms("возглавляет") == ("руководить",)
    assert kin_terms("溶洞") == ("洞穴", "山洞")
    # a help desk's: paying, an account, a loyalty programme, smoking in the car
    assert kin_terms("платить") == ("оплатить", "заплатить", "оплачивать", "расплатиться")
    assert kin_terms("учётную") == ("аккаунт", "учётка")
    assert kin_terms("лояльности") == ("бонус",)
    assert kin_terms("курить") == ("курение",)
    assert kin_terms("loyalty") == ("bonus", "reward")
    assert kin_terms("расплатиться") == ("оплатить", "заплатить", "платить", "оплачивать")
    assert kin_terms("аварию") == ("дтп",)
    assert kin_terms("терапевту") == ("врач", "доктор")
    assert kin_terms("早饭") == ("早餐",)
    assert kin_terms("打钱") == ("汇款", "转账")
    assert kin_terms("明细") == ("账单", "流水")


def test_a_word_read_as_several_of_its_kin_weighs_as_one_word():
    """A "cellphone", which no fact says, is read as the phone, the mobile and the smartphone
    the registry holds; it is still one word of the question, so the fact that says the
    payment and the mobile holds all of "Can I pay with my cellphone?" (summed, the three
    kin words were three quarters of its weight, and no fact held half of it)."""
    from ragfts.grade.asked import asked_facts, scored_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-mobile", "s1", "Shop", "mobile", "in the app", "", "Pay by mobile in the app"),
        Fact("F-cash", "s2", "Shop", "cash", "at the desk", "", "Pay in cash at the desk"),
        Fact("F-smart", "s3", "Shop", "repair", "a week", "", "Smartphone repairs take a week"),
        Fact("F-phone", "s4", "Shop", "line", "daily", "", "Phone support is open daily"),
    )
    found = {"s1", "s2", "s3", "s4"}
    scored = scored_facts("Can I pay with my cellphone?", facts, found)
    assert [(f.fact_id, round(share, 3)) for share, _part, f in scored] == [
        ("F-mobile", 1.0),
        ("F-phone", 0.635),
        ("F-smart", 0.635),
        ("F-cash", 0.365),
    ]
    assert [f.fact_id for f in asked_facts("Can I pay with my cellphone?", facts, found)] == [
        "F-mobile"
    ]


def test_a_cjk_pair_the_registry_does_not_hold_is_read_as_its_pairs_with_a_gap():
    """专票 where the quote says 专用发票, 开票 where it says 开发票: a question's CJK pair
    no fact holds is read as the pairs that spell it with one or two characters between
    (grade/cjk_gaps.py); not a pair across two of the question's words (人接 of 病人接触,
    against 人不能接种), nor one the registry spells in two ways (山之上, 山顶上)."""
    from ragfts.grade.asked import asked_facts, same_root, stems
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-tax", "s1", "店铺", "invoice", "可以", "", "可以开具增值税专用发票吗？"),
        Fact("F-bill", "s2", "酒店", "bill", "前台", "", "住完酒店怎么开发票？"),
        Fact("F-shot", "s3", "医院", "vaccine", "两针", "", "哪些人不能接种疫苗？"),
    )
    found = {"s1", "s2", "s3"}
    assert same_root({"专票", "开票"}, facts) == {"专用", "发票", "开发"}
    assert [f.fact_id for f in asked_facts("公司采购能开专票吗？", facts, found)] == ["F-tax"]
    assert [f.fact_id for f in asked_facts("出差住宿能开票吗？", facts, found)] == ["F-bill"]
    assert same_root(stems("跟病人接触过要隔离吗？"), facts) == set()
    assert asked_facts("跟病人接触过要隔离吗？", facts, found) == []
    hills = registry(
        Fact("F-a", "s1", "黄鹤楼", "site", "蛇山", "", "黄鹤楼建在山之上"),
        Fact("F-b", "s2", "石像", "site", "狮子", "", "石像站在山顶上"),
    )
    assert same_root({"山上"}, hills) == set()
    assert same_root({"山上"}, registry(hills["F-a"])) == {"山之", "之上"}


def test_an_english_stem_the_registry_does_not_hold_is_its_longer_derivation():
    """ "sewers" (sewer) where the fact says "sewerage" (sewerag): Snowball keeps a noun's
    derivation apart; a question's English stem of five letters or more that no fact
    holds is read as the registry's stems that are it with up to three letters more (not
    four: "state" is not "statement")."""
    from ragfts.grade.asked import asked_facts, same_root
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-sewer", "s1", "COVID-19", "drains", "no", "", "Can it spread through sewerage?"),
        Fact("F-state", "s2", "COVID-19", "report", "weekly", "", "A statement is published"),
    )
    assert same_root({"sewer", "state"}, facts) == {"sewerag"}
    asked = asked_facts("Can COVID-19 be carried in the sewers?", facts, {"s1", "s2"})
    assert [f.fact_id for f in asked] == ["F-sewer"]


def test_an_english_superlative_the_registry_does_not_hold_is_its_adjective_and_kin():
    """Snowball keeps "biggest" whole: a superlative no fact holds is read as its
    adjective ("oldest" as old) and through it as its kin ("biggest" as big, as large);
    a word that only ends in -est ("forest") joins nothing."""
    from ragfts.grade.asked import asked_facts, same_root
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-big",
            "s1",
            "Stonehenge",
            "weight",
            "25 tonnes",
            "",
            "The large stones weigh 25 tonnes",
        ),
        Fact(
            "F-old", "s2", "Stonehenge", "age", "5,000 years", "", "The old ring is 5,000 years old"
        ),
        Fact("F-fore", "s3", "Stonehenge", "for", "sheep", "", "For sheep the plain was kept"),
    )
    assert same_root({"biggest", "oldest", "forest"}, facts) == {"larg", "old"}
    asked = asked_facts("Which are the biggest stones?", facts, {"s1", "s2", "s3"})
    assert [f.fact_id for f in asked] == ["F-big"]


def test_a_compound_of_the_subject_s_name_says_only_the_subject():
    """«телебашню» ends with «башн» of «Останкинская башня»: a compound's head is its
    last part, so a question that shares only it with a fact of that subject ("Who
    designed the TV tower?", the designer's paragraph taken out) asks more than the
    subject and is asked of none of its facts."""
    from ragfts.grade.asked import asked_facts
    from ragfts.grade.named import of_subject
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-north",
            "p1",
            "Останкинская_башня",
            "место",
            "на севере Москвы",
            "",
            "Останкинская телебашня стоит на севере Москвы",
        ),
        Fact(
            "F-tall",
            "p1",
            "Останкинская_башня",
            "высота",
            "540 метров",
            "",
            "Её высота — 540 метров",
        ),
    )
    assert asked_facts("Кто спроектировал телебашню?", facts, {"p1"}) == []
    # its own part, three letters or more before the head: "spring" is not of "Ring"
    assert [
        of_subject({w}, frozenset({h})) for w, h in [("телебашн", "башн"), ("spring", "ring")]
    ] == [True, False]
    asked = asked_facts("Где стоит телебашня?", facts, {"p1"})
    assert [f.fact_id for f in asked] == ["F-north"]


@pytest.mark.parametrize(
    "question",
    ["Until when did the games continue?", "By when is it due?", "До какого года шла война?"],
)
def test_until_when_asks_for_a_time(question):
    from ragfts.grade.question_kinds import asked_kind

    assert asked_kind(question) == "time"


def test_a_cjk_quote_is_said_by_its_characters_not_by_its_pairs():
    """会员积分有有效期 is seven pairs, five across two words and each the rarest of the
    registry: the one word 积分 a question says was under a fifth of the quote by pairs;
    by characters it is two of seven."""
    from ragfts.grade.asked import asked_facts, scored_facts
    from ragfts.kit.records import Fact

    facts = registry(
        Fact("F-points", "faq03", "店铺", "points", "12个月", "", "会员积分有有效期吗？"),
        Fact("F-pay", "faq05", "店铺", "payment", "支付宝", "", "支持哪些付款方式？"),
    )
    found = {"faq03", "faq05"}
    [(share, part, fact)] = scored_facts("积分会不会过期作废？", facts, found)
    assert (share, part, fact.fact_id) == (1.0, round(2 / 7, 9), "F-points")
    assert [f.fact_id for f in asked_facts("积分会不会过期作废？", facts, found)] == ["F-points"]
    # a question that says none of a quote's characters' words is about no fact
    assert scored_facts("能开发票吗？", facts, found) == []


def test_a_sentence_quoted_for_two_facts_is_said_of_each_in_its_value_clause():
    """A reading-comprehension registry quotes one sentence for each fact it holds: a
    question says one word of the whole sentence (under a fifth of it) but the one
    clause that holds its value. Said of that clause alone, the fact is asked for only
    when the source's text holds the question's other words but one."""
    from ragfts.grade.asked import scored_facts
    from ragfts.kit.records import Fact

    said = "It erupts about every 90 minutes, sending water up to 56 metres into the air"
    caldera = "The park sits on top of a supervolcano whose caldera measures 70 by 45 km"
    facts = registry(
        Fact("F-often", "p07", "Yellowstone", "interval", "about every 90 minutes", "", said),
        Fact("F-high", "p07", "Yellowstone", "jet", "up to 56 metres", "", said),
        Fact("F-size", "p09", "Yellowstone", "caldera", "70 by 45 km", "", caldera),
    )
    texts = {"p07": f"Old Faithful is the park's best-known geyser. {said}."}

    def scored(question, texts=texts):
        return [
            (s, p, f.fact_id)
            for s, p, f in scored_facts(question, facts, {"p07"}, None, True, texts)
        ]

    assert scored("How often does Old Faithful erupt?") == [(1.0, 1.0, "F-often")]
    assert scored("How high can Old Faithful's water go?") == [(1.0, 0.333333333, "F-high")]
    # the source does not hold supervolcano, last, major, way: not asked of this source
    assert scored("When did the supervolcano last erupt in a major way?") == []
    # without the texts (could a fact be chosen at all?) the clause alone says it
    assert scored("When did the supervolcano last erupt in a major way?", None) == [
        (0.323954354, 1.0, "F-often")
    ]


def test_a_word_read_as_its_kin_is_held_by_a_text_that_holds_the_kin():
    """A question said of a value's clause alone still asks about the source when its
    text holds all the question's words but one; a word read as its kin (走路 as 徒步)
    is held when the text holds the kin, as it weighs as one word: 走路 and 徒步 were two
    words, one unheld, and with the cross-word pair 路上 the text held all but two. 山 of
    上山 is a word of one character the subject 黄山 ends with, so it is said too: half of
    the fact's words, not a quarter."""
    from ragfts.grade.asked import scored_facts
    from ragfts.grade.text_holds import alone, nearly_holds
    from ragfts.kit.records import Fact

    text = "黄山上共有三条索道。徒步从山脚登到山顶一般需要四到五个小时。"
    assert nearly_holds(text, frozenset({frozenset({"走路", "徒步"}), frozenset({"路上"})}))
    assert not nearly_holds(text, alone({"走路", "徒步", "路上"}))
    quote = "徒步从山脚登到山顶一般需要四到五个小时"
    facts = registry(
        Fact("F-walk", "p05", "黄山", "walk", "四到五个小时", "", quote),
        Fact("F-cars", "p05", "黄山", "cable", "三条", "", "黄山上共有三条索道"),
    )
    scored = scored_facts("走路上山大概要多久？", facts, {"p05"}, None, True, {"p05": text})
    assert [(s, p, f.fact_id) for s, p, f in scored] == [(1.0, 0.5, "F-walk")]


def test_a_chinese_quote_is_said_of_one_of_its_clauses():
    """A Chinese sentence runs its clauses on with commas: a question restating one
    clause says under a fifth of the whole quote but half of that clause."""
    from ragfts.grade.asked import asked_facts, scored_facts
    from ragfts.kit.records import Fact

    dug = "古代没有火药，工匠们先用火烧岩石，再浇冷水使其破裂"
    wide = "宝瓶口是在玉垒山上凿开的一个口子，宽约20米，控制着进入成都平原的水量"
    facts = registry(
        Fact("F-dig", "p03", "都江堰", "method", "先用火烧岩石，再浇冷水", "", dug),
        Fact("F-wide", "p03", "都江堰", "width", "约20米", "", wide),
    )
    question = "古人没有火药，是怎样凿开山石的？"
    scored = [(s, p, f.fact_id) for s, p, f in scored_facts(question, facts, {"p03"})]
    assert scored == [(0.5, 0.5, "F-dig")]
    assert [f.fact_id for f in asked_facts(question, facts, {"p03"})] == ["F-dig"]
    # one clause's word of a quote of many is still under a fifth: 凿开 of F-wide's
    assert scored_facts("山石是怎样凿开的？", facts, {"p03"}) == []


def test_a_stop_word_is_out_of_the_match_though_its_stem_is_none():
    """Stop words are told by their written form: «делать» stems to дела, «если» to
    есл, "does" to doe, and they were weighed as content stems, so «что делать» made
    any «Что делать, если …» fact the one asked for."""
    from ragfts.grade.asked import asked_facts, stems
    from ragfts.kit.records import Fact

    assert stems("Не получаю смску с кодом, что делать?") == {"получа", "смска", "код"}
    assert stems("How does COVID-19 spread?") == {"covid", "19", "spread"}
    damaged = "Что делать, если товар пришёл повреждённым?"
    facts = {"F-damage": Fact("F-damage", "faq04", "магазин", "damage", "замена", "", damaged)}
    assert asked_facts("Не получаю смску с кодом, что делать?", facts, {"faq04"}) == []
    asked = asked_facts("Товар пришёл повреждённым, что делать?", facts, {"faq04"})
    assert [f.fact_id for f in asked] == ["F-damage"]


def test_intake_reads_a_russian_word_as_its_lemma_so_its_forms_agree():
    from ragfts.grade.asked import fact_words, stems
    from ragfts.kit.records import Fact

    # Snowball alone: режима → режим but режим → реж, мавзолей → мавзол but мавзолея → мавзоле
    assert stems("режима") == stems("режим")
    assert stems("мавзолей") == stems("мавзолея")
    # a period's unit word is no part of what the fact is about, in its lemma's form too
    fact = Fact("F-r", "r", "Магазин", "refund_days", "21", "day", "срок возврата 21 день")
    assert fact_words(fact) == stems("Магазин refund срок возврата")


def test_a_date_word_after_its_number_is_no_word_of_what_is_asked():
    """«Куда перенесли кабинет в 1755 году?» (its paragraph taken out) was asked of «После
    1945 года их следы потерялись»: «году» was the one word the registry knew, and so all
    the question's weight. A year's or a century's word after its number says when."""
    from ragfts.grade.asked import asked_facts
    from ragfts.grade.calendar_words import dated
    from ragfts.kit.records import Fact

    facts = registry(
        Fact(
            "F-lost",
            "p05",
            "Янтарная_комната",
            "lost",
            "следы потерялись",
            "",
            "После 1945 года их следы потерялись",
        ),
        Fact(
            "F-gift",
            "p01",
            "Янтарная_комната",
            "gift",
            "Фридрих Вильгельм I",
            "",
            "Янтарную комнату подарил Фридрих Вильгельм I",
        ),
    )
    assert dated("Куда перенесли кабинет в 1755 году?") == {"год"}
    assert dated("Что находилось на островах в XX веке?") == {"век"}
    assert dated("В каком году открылся музей?") == set()  # no number: the kind's word
    assert asked_facts("Куда перенесли кабинет в 1755 году?", facts, {"p01", "p05"}) == []
    assert [f.fact_id for f in asked_facts("Когда потерялись следы?", facts, {"p05"})] == ["F-lost"]


def test_an_english_phrasal_verb_is_read_as_its_one_verb():
    """ "pass away" where a quote says "died", "look after" where it says "managed": a
    phrasal verb of grade/phrasal.py, its verb in any form, is its one verb on both
    sides; its words apart ("the pass is away") are themselves. "died" is read though
    its stem is a German article."""
    from ragfts.grade.asked import asked_facts, stems
    from ragfts.kit.records import Fact

    assert stems("When did Ludwig pass away?") == {"die", "did", "ludwig"}
    assert stems("He passed away in 1886") == {"1886", "die", "he"}
    assert stems("The king died in 1886") == {"1886", "die", "king"}
    assert stems("The pass is away from town") == {"away", "pass", "town"}
    assert stems("It blew up in 1687") == {"1687", "explod"}
    # a Russian pair, each word in any form: «брала начало» is «исток»
    assert stems("Волга берёт начало на Валдае") == stems("Исток Волги на Валдае")
    assert stems("Когда прошёл первый показ?") == {"премьер", "пройт"}
    # two words said for one that are no verb
    assert stems("Its best-known sections") == {"famous", "section"}
    assert stems("How did they signal after dark?") == {"did", "night", "signal"}
    assert stems("Which ruling family built it?") == {"build", "dynasti"}
    assert stems("A cable car carries visitors") == {"cableway", "carri", "visitor"}
    facts = registry(
        Fact("F-died", "s1", "Castle", "death", "in 1886", "", "The king died in 1886"),
        Fact(
            "F-run",
            "s2",
            "Stonehenge",
            "keeper",
            "English Heritage",
            "",
            "It is managed by English Heritage",
        ),
        Fact("F-pass", "s3", "Alps", "pass", "Brenner", "", "The lowest pass is far away"),
    )
    found = {"s1", "s2", "s3"}
    assert [f.fact_id for f in asked_facts("When did the king pass away?", facts, found)] == [
        "F-died"
    ]
    asked = asked_facts("Which organisation looks after the site?", facts, found)
    assert [f.fact_id for f in asked] == ["F-run"]


@pytest.mark.parametrize(
    ("question_word", "quote", "read_as"),
    [
        ("guests", "visitors can look down on ancient ruins", {"visitor"}),
        ("обители", "Валаамский монастырь основан в XIV веке", {"монастыр"}),
        ("сейчас", "Сегодня в замке работает музей", {"сегодн"}),
        ("увезли", "войска вывезли янтарные панели", {"вывезт"}),
        ("преподнёс", "Янтарную комнату подарил прусский король", {"подар"}),
        ("夏天", "敦煌夏季炎热干燥", {"夏季"}),
        ("旱季", "冬天枯水期，瀑布会分成几股细流", {"枯水"}),
        ("killed", "thousands of workers died of malaria", {"die"}),
        ("kept", "a cannonball hit gunpowder stored inside the Parthenon", {"store"}),
        ("строительство", "Его строили сорок лет", {"стро"}),
        ("comprises", "The pyramid contains about 2.3 million stone blocks", {"contain"}),
        ("赛事", "比赛吸引了世界各地的车队参加", {"比赛"}),
        ("вначале", "Сначала её установили в Зимнем дворце", {"снача"}),
        ("пьедестала", "Постамент спроектировал архитектор Огюст Монферран", {"постамент"}),
        ("восстанавливали", "На воссоздание ушло около шести тонн янтаря", {"воссоздан"}),
        ("当初", "当时建塔是为了保存佛经", {"当时"}),
        ("front", "Its facade was cut straight into the rock face", {"facad"}),
        ("trip", "Its cabins rotate during the ride", {"ride"}),
        ("gondolas", "Its cabins rotate during the ride", {"cabin"}),
        ("骑车", "环洱海骑行一圈约130公里", {"骑行"}),
        ("爬到", "登上岩顶可以俯瞰厦门全景", {"登上"}),
        ("маршрут", "Для туристов оборудована тропа длиной полтора километра", {"троп"}),
        ("限制", "悬空寺每天限流参观", {"限流"}),
        ("下蛋", "斑头雁、鱼鸥等在这里繁殖", {"繁殖"}),
        # not kin: a Russian verb's other aspect, roots.aspect_pair
        ("забивать", "Под фундамент забили более десяти тысяч свай", {"заб"}),
        ("открыли", "Смотровую площадку открывают в десять", {"открыва"}),
    ],
)
def test_a_word_of_the_groups_added_on_2026_12_08_is_read_as_its_kin(question_word, quote, read_as):
    """Words a question says for a quote's own (grade/kin_words.py), one group each."""
    from ragfts.grade.asked import same_root, stems
    from ragfts.kit.records import Fact

    facts = registry(Fact("F-1", "s1", "T", "a", "x", "", quote))
    assert same_root(stems(question_word), facts) == read_as
