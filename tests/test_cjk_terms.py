"""A Chinese question's terms: its run cut at its stop words, then into pairs (README,
Intake: «A Chinese question, which has no spaces…»)."""

from ragfts.grade.asked import stems
from ragfts.kit.queries import query_terms


def test_a_stop_word_inside_the_run_makes_no_pair():
    assert query_terms("可以退款吗？", "zh") == ['"退款"']


def test_the_pairs_that_matter_are_no_longer_past_the_eighth():
    assert query_terms("我在网上买的衣服如果不合适可以退货吗", "zh") == [
        '"在网"', '"网上"', '"上买"', '"衣服"', '"不合"', '"合适"', '"退货"'
    ]  # fmt: skip


def test_a_cjk_pair_spends_half_a_word_of_the_eight():
    # counted by its pairs, a Chinese question spent the eight words on its first
    # characters: 四分卫, what is asked about, was never searched
    assert query_terms("谁在第50届超级碗中担任四分卫", "zh") == [
        '"在第"', '"50"', '"届超"', '"超级"', '"级碗"', '"碗中"', '"中担"', '"担任"',
        '"任四"', '"四分"', '"分卫"'
    ]  # fmt: skip
    # a word alone still spends one: eight of them at most, in the question's order
    assert query_terms("mask glove gown face shield soap water sanitizer towel bin", "en") == [
        '"mask"', '"glove"', '"gown"', '"face"', '"shield"', '"soap"', '"water"', '"sanitizer"'
    ]  # fmt: skip
    # and a piece is cut where the words run out: 7 words, then two pairs
    assert query_terms("mask glove gown face shield soap water 超级碗中担任", "zh")[-3:] == [
        '"water"', '"超级"', '"级碗"'
    ]  # fmt: skip


def test_a_long_chinese_question_searches_what_it_asks_last(tmp_path):
    """The question's last piece, 退款, was past the eighth pair: the derived query found
    nothing and the false refusal was a kb_gap."""
    import json

    from conftest import ROOT, copy_kit, invoke

    question = "如果在网上商城购买的商品出现质量问题，可以退款吗？"
    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    chat = tmp_path / "zh.csv"
    chat.write_text(f"at,question,answer\n2026-07-01,{question},我不知道。\n", encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert [a["rows"] for a in found["attempts"]] == [0, 0, 1]
    assert found["attempts"][-1]["expression"].endswith(' OR "问题" OR "退款"')
    assert (found["class"], found["source_ids"]) == ("likely_false_refusal", ["zh-refund"])


def test_who_and_which_cut_a_run():
    # 谁 and 哪 are part of no content word (哪 only of 哪里, 哪些, 哪个, 哪儿): pairs with
    # them (找谁, 谁处, 哪支) are wanted in no text
    assert query_terms("快递送来的东西坏了该找谁处理？", "zh") == [
        '"快递"', '"递送"', '"送来"', '"东西"', '"西坏"', '"该找"', '"处理"'
    ]  # fmt: skip
    assert query_terms("击败了哪支球队？", "zh") == ['"击败"', '"支球"', '"球队"']


def test_characters_that_are_part_of_content_words_do_not_cut():
    assert query_terms("请问会员有效期是多久？", "zh") == ['"会员"', '"员有"', '"有效"', '"效期"']


def test_a_lone_character_is_a_term_only_when_there_is_no_other():
    assert query_terms("运费多少钱？", "zh") == ['"运费"']
    assert query_terms("钱？", "zh") == ['"钱"']
    assert query_terms("钱？", "plain") == ['"钱"*']


def test_a_cjk_run_written_against_letters_is_a_word_apart():
    assert query_terms("iPhone手机怎么退货", "zh") == ['"iPhone"', '"手机"', '"退货"']


def test_the_fact_match_reads_the_same_pieces():
    assert stems("可以退款吗？") == {"退款"}
    assert stems("本店支持退款") == {"本店", "店支", "支持", "持退", "退款"}


def test_a_hedge_and_need_cut_a_question_as_its_other_stop_words_do():
    # 大概 and 需要 said how long a walk takes, and 需要 was shared with a boat trip's
    # quote (乘游船需要四个多小时): the two matched on it alone
    # (and 多长时间 says the kind asked, a duration, as 多久 does)
    assert stems("徒步登顶大概需要多长时间？") == {"徒步", "步登", "登顶"}
    assert query_terms("一般要等多久？", "zh") == ['"要等"']


def test_in_total_and_now_are_stop_words_as_many_and_when_are():
    # 一共 ("in all") shared nothing of 寺内的塔林有两百多座砖石墓塔 and kept the question's
    # other words from its source; 现在 says when the asker asks, not what
    assert stems("塔林里一共有多少座塔？") == {"塔林", "林里", "座塔"}
    assert stems("现在这座楼有多高？") == {"座楼", "楼有", "有多", "多高"}


def test_a_japanese_word_of_kanji_and_kana_stays_one_run():
    assert query_terms("返金できますか", "zh") == [
        '"返金"', '"金で"', '"でき"', '"きま"', '"ます"', '"すか"'
    ]  # fmt: skip


def test_the_miss_rewrites_read_a_kana_word_as_the_derived_query_does():
    # the rewrites told a CJK run by Han characters alone: a word with kana was tried
    # whole (返品できますか, a phrase a text seldom holds), the derived query its pairs
    from ragfts.grade.miss import _question_words

    asked = "返品できますか"
    assert _question_words([], asked, "auto") == ["返品", "品で", "でき", "きま", "ます", "すか"]
    assert [f'"{w}"' for w in _question_words([], asked, "auto")] == query_terms(asked, "auto")
    assert _question_words([], asked, "plain")[:2] == ['"返品"*', '"品で"*']


def test_a_derived_query_drops_a_cjk_piece_s_pairs_together(tmp_path):
    """A paraphrase changes a piece (网上买 here), not one of its pairs: dropping one
    pair still wanted the other and found nothing, so the search fell through to any
    pair at all."""
    import json

    from conftest import ROOT, copy_kit, invoke
    from ragfts.kit.queries import query_groups

    question = "网上买的可以退款吗？保留收据吗？"
    assert query_groups(question, "zh") == [
        ['"网上"', '"上买"'], ['"退款"'], ['"保留"', '"留收"', '"收据"']
    ]  # fmt: skip
    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    chat = tmp_path / "zh.csv"
    chat.write_text(f"at,question,answer\n2026-07-01,{question},我不知道。\n", encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert [(a["expression"], a["rows"]) for a in found["attempts"]] == [
        ('"网上" "上买" "退款" "保留" "留收" "收据"', 0),
        (
            '("退款" "保留" "留收" "收据") OR ("网上" "上买" "保留" "留收" "收据") OR '
            '("网上" "上买" "退款")',
            1,
        ),
    ]
    assert (found["class"], found["source_ids"]) == ("likely_false_refusal", ["zh-refund"])


def test_a_question_s_filler_words_are_not_searched():
    # "ways" made "In which ways is the virus spread?" find ten rows without COVID-QA's
    # "How does the virus spread?"; "chances" and "anymore" say as little
    assert query_terms("In which ways is the virus spread?", "en") == ['"virus"', '"spread"']
    assert query_terms("What are the chances of getting COVID-19 twice?", "en") == [
        '"getting"', '"COVID"', '"19"', '"twice"'
    ]  # fmt: skip
    assert query_terms("What if my kid can't go to school anymore? Please help", "en") == [
        '"kid"', '"go"', '"school"', '"help"'
    ]  # fmt: skip


def test_how_long_and_afterwards_are_chinese_stop_words():
    # 多长, 长时 and 间送 were wanted in every text that says when a meal arrives
    assert query_terms("外卖一般多长时间送达？", "zh") == ['"外卖"', '"送达"']
    assert query_terms("申请退款以后什么时候能收到钱？", "zh") == [
        '"申请"', '"请退"', '"退款"', '"能收"', '"收到"', '"到钱"'
    ]  # fmt: skip


def test_a_greeting_and_a_please_are_not_searched():
    # a real conversation greets and asks politely; the words no answer says were
    # wanted in every row the first search found
    assert query_terms("Здравствуйте! Подскажите, пожалуйста, как вернуть товар?", "ru") == [
        '"вернуть"', '"товар"'
    ]  # fmt: skip
    assert query_terms("Hello, how do I return an item? Thanks", "en") == ['"return"', '"item"']
    assert query_terms("Hallo, wie kann ich die Ware zurückgeben? Danke", "auto") == [
        '"Ware"', '"zurückgeben"'
    ]  # fmt: skip
    assert query_terms("你好，请问怎么退货？谢谢", "zh") == ['"退货"']
