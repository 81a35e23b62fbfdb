"""A refusal read from its parts (refusal_cues.py) where no phrasing rule knows it."""

import pytest

from ragfts.grade.refusal_cues import cue_refusals
from ragfts.grade.refusals import refusal
from ragfts.kit.profile import fold


@pytest.mark.parametrize(
    "text, read",
    [
        ("I don't have the specifics on that.", ("en.cues", "don't have the specifics")),
        ("My sources are quiet on this point.", ("en.cues", "sources are quiet")),
        ("The knowledge base doesn't seem to have this.", ("en.cues", "knowledge base doesn't")),
        ("Мои источники об этом молчат.", ("ru.cues", "источники об этом молчат")),
        (
            "Подтвердить это по имеющимся данным не могу.",
            ("ru.cues", "подтвердить это по имеющимся данным не"),
        ),
        ("知识库里好像没有这个。", ("zh.cues", "知识库里好像没")),
        ("我的参考资料没有覆盖到这么细。", ("zh.cues", "资料没有覆盖")),
        # telling that tells nothing; a Russian «у меня нет» after what is lacked; the
        # customer only as the one who asked
        (
            "My training material says nothing about gift wrapping.",
            ("en.cues", "material says nothing"),
        ),
        (
            "Вопрос непростой, и надёжного источника у меня нет.",
            ("ru.cues", "источника у меня нет"),
        ),
        (
            "检索到的文档中没有能回答您问题的内容。",
            ("zh.cues", "检索到的文档中没有能回答您问题的内容"),
        ),
        # a store noun anyone may have, the bot's when the bot follows it
        (
            "Sadly, the documents I was given are silent on this point.",
            ("en.cues", "documents i was given are silent"),
        ),
        (
            "Увы, в документах, что у меня есть, об этом молчат.",
            ("ru.cues", "документах, что у меня есть, об этом молчат"),
        ),
        ("可惜，我手头的文件对此只字未提。", ("zh.cues", "文件对此只字未提")),
        # an aside between the store and its lack does not count in how far apart they are
        (
            "Наша документация, к сожалению, об оптовых скидках молчит.",
            ("ru.cues", "документация, к сожалению, об оптовых скидках молчит"),
        ),
        # a scope's word is no negation of the handling after it; passages are no "pass"
        ("抱歉，这超出了提供给我的信息范围。", ("zh.cues", "超出了提供给我的信息")),
        (
            "The given passages are insufficient to answer the question.",
            ("en.cues", "passages are insufficient to answer"),
        ),
        # what there is none of, before «нет»
        (
            "Похоже, в том, что у меня есть, рекомендаций на этот счёт нет.",
            ("ru.cues", "рекомендаций на этот счет нет"),
        ),
    ],
)
def test_a_refusal_no_rule_knows_is_read_from_its_parts(text, read):
    assert refusal(fold(text)) == read


@pytest.mark.parametrize(
    "text",
    [
        # the negation is of a handling, not of the bot's knowing
        "Your details are not stored after checkout.",
        "Мы никогда не передаём данные карты третьим лицам.",
        "包裹发出前不会扣款。",
        # the store states something
        "The documents specify that setup is not included.",
        # a store noun that is not the bot's, and knowledge that is no store
        "The sources of the virus have not yet been confirmed.",
        "Stigma is associated with a lack of knowledge about how it spreads.",
        # the customer, with no "I" in the sentence
        "You don't need to have the original packaging.",
        # the company's "we" states a policy
        "我们没有提供您的信息给第三方。",
        # a prefix that is another word
        "В базовом тарифе нет ограничений на число проектов.",
        # the documents the bot was given state something; the customer's documents
        "The documents I was given say the fee is not refundable.",
        "The documents you sent me are not valid.",
        # a verb of knowing before «нет» is no knowledge that there is none of
        "Могу подтвердить: платы за отмену нет.",
        # our records state what happened to the parcel
        "По нашей информации, посылка ещё не доставлена.",
    ],
)
def test_an_answer_with_those_parts_is_no_refusal(text):
    assert list(cue_refusals(fold(text))) == []
    assert refusal(fold(text)) is None


def test_a_handling_word_further_off_is_the_topic():
    text = fold("The documentation I was given is silent about delivery to Norway.")
    assert refusal(text) == ("en.cues", "documentation i was given is silent")


def test_the_rules_come_first_and_the_cues_keep_their_guards():
    assert refusal(fold("I don't know.")) == ("en.dont_know", "i don't know")
    # a condition, a doubt asked back without an "I", an aside before a "but"
    assert refusal(fold("If my documents are not in the account, call us.")) is None
    assert refusal(fold("Not sure about sizes? The chart is on the page.")) is None
    assert refusal(fold("不清楚自己的尺码？每个商品页都有尺码表。")) is None
    # the bot's own doubt goes on past a comma to its question
    assert refusal(fold("Не знаю, может, спросите в поддержке?")) == ("ru.dont_know", "не знаю")
    assert refusal(fold("不知道，您可以问问客服吗？")) == ("zh.dont_know", "不知道")
    assert refusal(fold("Не знаю, зачем вам это, но импорт CSV поддерживается.")) is None


@pytest.mark.parametrize(
    "text, read",
    [
        ("couldnt tell you, sorry!", ("en.cannot_find", "couldn't tell")),
        ("инфы по этому нет, сорян :(", ("ru.no_information", "информации по этому нет")),
        ("礼品卡的事我这边啥都没有🤷", ("zh.dont_know", "我这边什么都没有")),
    ],
)
def test_a_casual_spelling_is_read_as_the_rules_spell_it(text, read):
    assert refusal(fold(text)) == read


def test_intake_searches_none_of_a_casual_refusals_words():
    from ragfts.jobs.said import naming as _naming

    assert _naming("couldnt tell you, sorry!") == "you"


@pytest.mark.parametrize(
    "text, read",
    [
        ("Let me look into this and get back to you.", ("en.defers", "let me look into")),
        ("Good question! Our team will reply within 24 hours.", ("en.defers", "team will reply")),
        (
            "Error: the retrieved context is empty.",
            ("en.empty_search", "retrieved context is empty"),
        ),
        ("Ошибка: контекст пуст.", ("ru.empty_search", "контекст пуст")),
        ("Уточню у коллег и вернусь с ответом.", ("ru.defers", "уточню")),
        ("亲，这个问题已经帮您反馈了，请耐心等待。", ("zh.defers", "帮您反馈了")),
        ("NO_ANSWER", ("en.no_information", "no_answer")),
        # a clause that says something else: an answer, whatever the deferral's words
        ("Your refund is approved, and we'll be in touch once it's processed.", None),
        ("Мы передали ваш запрос на склад: товар отправят завтра.", None),
        ("退款3天到账，如有问题客服会在24小时内联系您。", None),
        ("If the search results are empty, try fewer words.", None),
    ],
)
def test_a_deferral_or_an_empty_search_refuses_only_when_the_text_says_nothing_else(text, read):
    assert refusal(fold(text)) == read


def test_traditional_chinese_is_read_in_the_characters_the_rules_are_written_in():
    """很抱歉，目前沒有相關資訊 is 很抱歉，目前没有相关信息: the table maps character for
    character (and its words keep their length), so what a refusal matched is cut out of
    the bot's own words where it stands."""
    from ragfts.jobs.said import naming
    from ragfts.kit.traditional import _WORDS, simplified

    assert simplified("很抱歉，目前沒有相關資訊。") == "很抱歉，目前没有相关信息。"
    assert all(len(written) == len(meant) for written, meant in _WORDS)
    assert refusal(fold("很抱歉，目前沒有相關資訊。")) == ("zh.no_information", "没有相关信息")
    assert refusal(fold("請聯繫客服人員。")) == ("zh.contact_support", "请联系客服")
    assert refusal(fold("安裝已包含在價格內。")) is None
    assert naming("很抱歉，目前沒有相關資訊。") == naming("很抱歉，目前没有相关信息。") == "目前"
    assert naming("抱歉，我無法回答關於退貨的問題。") == "關於退貨的問題"


def test_a_chinese_refusal_names_its_topic_and_nothing_it_stood_beside():
    """What the bot says there is nothing about is searched when the question's words
    found nothing; a character the refusal's words stood beside (我 of 我不知道, 里 of
    知识库里) is no word: searched alone, 里 found a page of the knowledge base."""
    from ragfts.jobs.said import naming

    assert naming("我不知道，知识库里没有答案。") == ""
    assert naming("抱歉，知识库中没有关于配送时间的信息。") == "配送时间"
    assert naming("很抱歉，目前沒有關於配送時間的資訊。") == "配送時間"
    assert naming("距离是5公里。") == "距离是5公里"


@pytest.mark.parametrize(
    "text, read",
    [
        # what the asker has or meant, not known, then a figure: the answer's caution
        ("I'm not sure what plan you have, but the basic one costs 10 euros a month.", None),
        ("Не знаю, какой у вас тариф, но базовый стоит 10 евро в месяц.", None),
        ("不确定我理解对了，不过退货期是14天。", None),
        # the fact itself not known, a figure of something else after it
        (
            "I don't know if we ship to Kazakhstan, but delivery within Russia takes 3 days.",
            ("en.dont_know", "i don't know"),
        ),
        # the figure is a contact's: the question handed on
        (
            "Не уверен, что понял вас, но вы можете позвонить в поддержку: 8-800-555-35-35.",
            ("ru.cues", "не уверен"),
        ),
        (
            "不确定您指的是什么，您可以拨打客服电话400-800-1234。",
            ("zh.contact_support", "拨打客服电话"),
        ),
    ],
)
def test_not_knowing_what_the_asker_meant_before_a_figure_is_a_caution(text, read):
    assert refusal(fold(text)) == read
