"""How a registry phrase is found in a bot's answer (grade/phrases.py): its words in
order with a few between, never across a negation, and a short reply that leaves out
what the question said."""

import pytest

from ragfts.grade.phrases import bare_reply, sentences, states
from ragfts.kit.profile import fold, tokens


def said(answer: str, phrase: str, question: str = "") -> bool:
    asked = set(tokens(fold(question), "auto", stem=False))
    return states(sentences(answer), tokens(fold(phrase), "auto", stem=False), asked)


@pytest.mark.parametrize(
    "answer, phrase, question, stated",
    [
        # the phrase itself, and with a word or two between its words
        ("Да, импорт CSV поддерживается.", "импорт CSV поддерживается", "", True),
        ("Импорт из CSV поддерживается.", "импорт CSV поддерживается", "", True),
        ("Настройка в стоимость не входит.", "настройка не входит", "", True),
        ("Setup, sadly, is not included.", "setup is not included", "", True),
        # three words between: about something else
        ("Импорт задач из старого CSV поддерживается.", "импорт CSV поддерживается", "", False),
        # a negation between the words, or just before them, is the other polarity
        ("Импорт CSV не поддерживается.", "импорт CSV поддерживается", "", False),
        ("Настройка в стоимость не входит.", "настройка входит", "", False),
        ("Не поддерживается импорт CSV.", "поддерживается импорт CSV", "", False),
        ("It isn't included.", "included", "", False),
        ("不支持导入CSV。", "支持导入CSV", "", False),
        # a sentence's opening reply no is no negation of the phrase
        ("Нет настройка не включена", "настройка не включена", "", True),
        # also after the words that only frame it
        ("К сожалению, нет — настройка не входит в тариф.", "настройка не входит", "", True),
        ("Unfortunately no, setup is not included.", "setup is not included", "", True),
        # the words are read sentence by sentence
        ("Импорт есть. CSV поддерживается.", "импорт CSV поддерживается", "", False),
        # a short reply: the rest is the question's
        ("Нет, не включена.", "настройка не включена", "Настройка включена в цену?", True),
        ("Нет, не включена.", "настройка включена", "Настройка включена в цену?", False),
        ("Да, включена.", "настройка включена", "Настройка включена в цену?", True),
        ("Нет не входит", "настройка не входит", "Входит ли настройка?", True),
        ("Да, поддерживается.", "поддерживается импорт CSV", "Поддерживается импорт CSV?", True),
        # a word of its own, a word the question did not say, or a bare no: no reply
        ("Да, поддерживается экспорт.", "поддерживается импорт CSV", "Импорт CSV есть?", False),
        ("Да, поддерживается.", "поддерживается импорт CSV", "Можно перенести задачи?", False),
        ("Нет.", "настройка не включена", "Настройка включена?", False),
        ("Нет, не.", "настройка не включена", "Настройка включена?", False),
    ],
)
def test_a_phrase_is_stated_as_its_words_say(answer, phrase, question, stated):
    assert said(answer, phrase, question) is stated


@pytest.mark.parametrize(
    "answer, phrase",
    [
        ("Не знаю, поддерживается ли импорт CSV.", "поддерживается импорт CSV"),
        ("Не могу сказать, входит ли настройка в стоимость.", "входит настройка"),
        ("I can't say whether setup is included.", "setup is included"),
        ("Ich weiß nicht, ob die Einrichtung enthalten ist.", "die Einrichtung enthalten"),
    ],
)
def test_a_phrase_in_an_indirect_question_is_not_stated(answer, phrase):
    assert said(answer, phrase) is False


@pytest.mark.parametrize(
    "answer, question, read",
    [
        ("Да.", "Можно перенести задачи из CSV?", ("true", "да")),
        (
            "Нет, настройка оплачивается отдельно.",
            "Настройка входит в стоимость?",
            ("false", "нет"),
        ),
        ("Конечно! Загрузите файл.", "Импорт CSV есть?", ("true", "конечно")),
        ("Yes, it is.", "Is setup included?", ("true", "yes")),
        ("可以。", "可以退款吗？", ("true", "可以")),
        ("不可以。", "可以退款吗？", ("false", "不可以")),
        ("是的，我们支持退款。", "能退款吗？", ("true", "是的")),
        # other ways to say yes: a word, two words, a Chinese reply with its particle
        ("Absolutely, you can.", "Can I return it?", ("true", "absolutely")),
        ("Of course! Upload the file.", "Is CSV import there?", ("true", "of course")),
        ("Bien sûr !", "Puis-je retourner le produit ?", ("true", "bien sûr")),
        ("Разумеется.", "Можно вернуть товар?", ("true", "разумеется")),
        ("可以的，我们接受退款。", "可以退款吗？", ("true", "可以")),
        ("当然可以！", "可以退款吗？", ("true", "当然可以")),
        ("没有呢。", "有折扣吗？", ("false", "没有")),
        ("Of the two plans, the first.", "Is setup included?", None),
        ("有的商品不支持退款。", "可以退款吗？", None),
        # a question word, a choice or a negation in the question: no yes-no question
        ("Да.", "Сколько стоит тариф?", None),
        ("Да.", "CSV или Excel?", None),
        ("Да.", "Настройка не входит?", None),
        ("是的。", "多少钱？", None),
        # no opening yes or no: "no problem", «нет проблем», and «si» ("if")
        ("Импорт CSV поддерживается.", "Можно перенести задачи из CSV?", None),
        ("No problem, setup is included.", "Is setup included?", None),
        ("Нет проблем, настройка входит.", "Настройка входит?", None),
        ("Si usted quiere, puede devolverlo.", "¿Puedo devolverlo?", None),
        ("Данные не хранятся.", "Данные хранятся?", None),
    ],
)
def test_a_bare_yes_or_no_answers_a_yes_no_question(answer, question, read):
    assert bare_reply(fold(answer), question) == read
