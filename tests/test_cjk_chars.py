"""A Chinese question's words of one character (grade/cjk_chars.py): 塔 of 塔有几层？ was
read only in the pairs 塔有 and 几层, which no text says, so the question found nothing
and matched no fact (README: the derived query's and the match's words of one
character)."""

import json

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.asked import scored_facts
from ragfts.grade.cjk_chars import candidates, guessed, heads, words
from ragfts.kit.records import Fact


def test_a_character_beside_function_words_only_may_be_a_word_alone():
    assert candidates("塔有几层？") == {"塔": ("塔有",), "层": ("几层",)}
    assert candidates("现在这座楼有多高？") == {"楼": ("座楼", "楼有")}
    # a piece of one character has no pair; 参观 is a word of two, 贵 the kind asked
    assert candidates("参观要买多贵的票？") == {"票": ()}
    assert words("参观要买多贵的票？") == ["参观"]


def test_a_place_word_leaves_the_noun_after_it_alone_and_starts_a_word_itself():
    # 什么季节 asks a time (question_kinds): its characters say the kind, and 岛 beside
    # them is a word of its own, as 鸟 is after the place word 上
    assert candidates("什么季节岛上鸟最多？") == {"岛": ("节岛", "岛上"), "鸟": ("上鸟", "鸟最")}
    assert words("什么季节岛上鸟最多？") == []
    assert words("下单后还能换地址吗？") == ["下单", "换地", "地址"]
    assert candidates("下单后还能换地址吗？") == {}


def test_a_measure_word_ends_a_word_unless_a_count_stands_before_it():
    assert words("送外卖需要什么证件？") == ["证件"]
    assert candidates("送外卖需要什么证件？") == {"送": ("送外",), "卖": ("外卖",)}


def test_a_question_with_a_word_no_fact_says_is_not_read_by_a_guessed_character():
    known = {"塔", "层", "单", "退"}.__contains__
    assert guessed("塔有几层？", {"雁塔"}.__contains__, known) == ["塔", "层"]
    # a character a held pair covers is read in that pair
    assert guessed("塔有几层？", {"塔有"}.__contains__, known) == ["层"]
    # 地址 no fact says: 单 is not read alone
    assert guessed("下单后还能换地址吗？", {"下单"}.__contains__, known) == []
    # 钱 no fact heads a pair with
    assert guessed("退的钱会到哪里？", set().__contains__, known) == []


def test_a_compound_s_head_is_its_last_character():
    assert heads({"湟鱼", "鱼鸥", "七层", "dog"}) == {"鱼", "鸥", "层"}


TOWER = "大雁塔"
FACTS = {
    f.fact_id: f
    for f in (
        Fact("F-floors", "p03", TOWER, "floors", "七层", "", "现在的塔身共七层，通高约64.5米"),
        Fact("F-built", "p01", TOWER, "built", "公元652年", "", "大雁塔始建于唐永徽三年"),
        Fact("F-gulls", "p07", "青海湖", "birds", "斑头雁、鱼鸥等", "", "斑头雁、鱼鸥等在这里繁殖"),
    )
}


def test_a_word_of_one_character_weighs_as_the_facts_that_head_a_pair_with_it():
    scored = scored_facts("塔有几层？", FACTS, {"p01", "p03", "p07"})
    assert [(share, part, f.fact_id) for share, part, f in scored] == [
        (1.0, 0.333333333, "F-floors")
    ]


def test_a_character_a_fact_says_first_in_a_pair_is_not_held():
    # 鱼鸥 is a gull, not a fish: the question shares only the lake, the subject
    assert scored_facts("湖里有什么特别的鱼？", FACTS, {"p07"}) == []


def test_a_derived_query_searches_the_words_of_one_character_when_its_pairs_find_nothing(
    tmp_path,
):
    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    (kit / "corpus/zh-tower.txt").write_text(
        "source_id: zh-tower\nvalid_from: 2026-01-01\nvalid_until:\n\n"
        "大雁塔简介：现在的塔身共七层，通高约64.5米。\n",
        encoding="utf-8",
    )
    with (kit / "corpus/facts.csv").open("a", encoding="utf-8") as facts:
        facts.write("F-zh-floors,zh-tower,大雁塔,floors,七层,,现在的塔身共七层,\n")
    chat = tmp_path / "zh.csv"
    chat.write_text("at,question,answer\n2026-07-01,塔有几层？,我不知道。\n", encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert [(a["expression"], a["rows"]) for a in found["attempts"]] == [
        ('"塔有" "有几" "几层"', 0),
        ('("有几" "几层") OR ("塔有" "几层") OR ("塔有" "有几")', 0),
        ('"塔有" OR "有几" OR "几层"', 0),
        ('"塔" "层"', 1),
    ]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-zh-floors"])
