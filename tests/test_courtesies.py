"""A bot's courtesies state nothing: a correct answer that greets («Добрый день!»),
thanks, or closes with "Let me know if you need anything else.", «Если остались вопросы
— пишите!» or 如果还有其他问题，请随时联系我们。 is `ok` (each was unsupported_answer: its
words are not in the knowledge base, and "if you need …" read as a condition). A
courtesy's words around a claim of its own do not hide the claim. And the question's date excuses its day only
said as a date: on July 1st, "express takes 1 day" is a number of its own."""

import csv
import json

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.courtesies import asks_back, is_courtesy, without_courtesies
from ragfts.grade.statements import check

SHIPPING = "How long does standard shipping take?"
REFUND = "Сколько дней на возврат денег?"
ZH = "可以退款吗？"

OK = [
    (SHIPPING, "Standard shipping takes 5 days. Let me know if you need anything else."),
    (
        SHIPPING,
        "Standard shipping takes 5 days. If you have any other questions, feel free to ask!",
    ),
    (
        SHIPPING,
        "Standard shipping takes 5 days. Don't hesitate to reach out if you have more questions.",
    ),
    (SHIPPING, "Standard shipping takes 5 days. Thanks for your question! Have a great day!"),
    (
        SHIPPING,
        "Hi! Standard shipping takes 5 days within the country. Let me know if you need anything else.",
    ),
    (REFUND, "Возврат денег возможен в течение 30 дней. Если остались вопросы — пишите!"),
    (REFUND, "Возврат денег возможен в течение 30 дней. Обращайтесь, если понадобится помощь."),
    (
        REFUND,
        "Возврат денег возможен в течение 30 дней. Будем рады помочь, если возникнут вопросы.",
    ),
    (REFUND, "Возврат денег возможен в течение 30 дней. Всего доброго!"),
    (ZH, "本店支持退款。如果还有其他问题，请随时联系我们。"),
    (ZH, "本店支持退款。希望对您有帮助！"),
    (ZH, "本店支持退款。祝您生活愉快！"),
    (REFUND, "Добрый день! Возврат денег возможен в течение 30 дней."),
    (REFUND, "Здравствуйте! Спасибо за обращение. Возврат денег возможен в течение 30 дней."),
    (SHIPPING, "Good afternoon! Thanks for reaching out. Standard shipping takes 5 days."),
    (ZH, "您好！感谢您的咨询。本店支持退款。"),
    (REFUND, "Отличный вопрос! Вернуть деньги можно в течение 30 дней."),
    (SHIPPING, "Standard shipping takes 5 days. Is there anything else I can help you with?"),
    (REFUND, "Возврат денег возможен в течение 30 дней. Могу ли я ещё чем-то помочь?"),
    (ZH, "本店支持退款。还有什么可以帮您的吗？"),
]
UNSUPPORTED = [
    (SHIPPING, "Standard shipping takes 5 days. Contact us for a free express upgrade.", "«free»"),
    (SHIPPING, "Standard shipping takes 5 days. Help is free.", "«free»"),
    (
        SHIPPING,
        "Standard shipping takes 5 days. If you need it faster, ask for express shipping.",
        "the condition «if you need it faster»",
    ),
    (SHIPPING, "Standard shipping takes 5 days; express takes 1 day.", "the number 1"),
    (
        REFUND,
        "Возврат денег возможен в течение 30 дней. Обращайтесь в любой магазин сети.",
        "words not in the context: обращайтесь, любой, сети",
    ),
    (
        ZH,
        "本店支持退款。如有问题，请联系客服领取优惠券。",
        "words not in the context: 请联, 联系, 系客, 客服, 服领, 领取, 取优, 优惠, 惠券",
    ),
]


def labelled_classes(tmp_path, answers: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(class, why) of each (question, answer), one intake on the three-language kit,
    each answer a bot of its own (--label), in the order given."""
    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    path = tmp_path / "answers.csv"
    with open(path, "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["at", "question", "answer", "bot"])
        writer.writerows(["2026-07-01", q, a, f"b{n:02}"] for n, (q, a) in enumerate(answers))
    done = invoke(
        "intake", path, "--date", "at", "--answer", "answer", "--label", "bot", "--json", kit=kit
    )
    found = {}
    for f in json.loads(done.stdout)["formulations"]:
        found[f["label"]] = (f["class"], f["why"])
        found.update({o["label"]: (o["class"], o["why"]) for o in f.get("labels") or []})
    return [found[f"b{n:02}"] for n in range(len(answers))]


@pytest.fixture
def triaged(tmp_path):
    return labelled_classes(tmp_path, OK + [(q, a) for q, a, _ in UNSUPPORTED])


def test_a_correct_answer_with_courtesies_is_ok(triaged):
    assert [c for c, _ in triaged[: len(OK)]] == ["ok"] * len(OK)


def test_a_courtesy_s_words_around_a_claim_of_its_own_do_not_hide_it(triaged):
    for (cls, why), (_q, _a, named) in zip(triaged[len(OK) :], UNSUPPORTED, strict=True):
        assert cls == "unsupported_answer"
        assert named in why


@pytest.mark.parametrize(
    "clause, courtesy",
    [
        ("let me know if you need anything else", True),
        ("feel free to ask", True),
        ("обращайтесь в службу поддержки", True),
        ("请随时联系我们", True),
        ("help is free", False),  # free is a courtesy's word only in "feel free"
        ("ask in the store", False),
        ("you can ask for a refund", False),
        ("if you need help with returns", False),
        ("возможен в течение 30 дней", False),
        ("可以去门店办理", False),
        ("добрый день", True),
        ("спасибо за обращение", True),
        ("您好", True),
        ("好问题", True),
        ("хороший вопрос о доставке", False),
        ("доставка за день", False),
        ("thanks to the new policy refunds take 30 days", False),
        ("yes", False),  # a courtesy's words carry one that greets, thanks, asks or helps
    ],
)
def test_what_is_a_courtesy(clause, courtesy):
    assert is_courtesy(clause) is courtesy


def test_a_courtesy_clause_is_blanked_where_it_stands():
    folded = "standard shipping takes 5 days, let me know if you need anything else."
    assert without_courtesies(folded) == "standard shipping takes 5 days," + " " * 38 + "."


@pytest.mark.parametrize(
    "sentence, flagged",
    [
        ("As of July 1, standard shipping takes 5 days.", []),
        ("On 1 July standard shipping takes 5 days.", []),
        ("As of the 1st of July, standard shipping takes 5 days.", []),
        ("Express takes 1 day.", ["the number 1"]),
        ("Standard shipping takes 5 days, 2026 rates.", []),  # the question's year
    ],
)
def test_the_question_s_day_is_excused_only_as_a_date(sentence, flagged):
    fragments = {"en-shipping": "Shop policy. Standard shipping takes 5 days within the country."}
    (statement,) = check(sentence, fragments, f"{SHIPPING} 2026-07-01", "en")
    assert statement.unsupported == flagged


@pytest.mark.parametrize(
    "text, back",
    [
        ("standard shipping takes 5 days. is there anything else i can help you with?", False),
        ("standard shipping takes 5 days. anything else i can do for you?", False),
        ("возврат денег возможен в течение 30 дней. могу ли я ещё чем-то помочь?", False),
        ("возврат денег возможен в течение 30 дней. остались ли у вас вопросы?", False),
        ("本店支持退款。还有什么可以帮您的吗？", False),
        ("本店支持退款。请问还有其他问题吗？", False),
        ("which plan do you mean?", True),
        ("hi! which plan do you mean? let me know!", True),
        ("какой тариф вы имеете в виду?", True),
        ("您说的是哪个订单？", True),
    ],
)
def test_a_courtesy_question_at_the_end_asks_nothing_back(text, back):
    """ "Is there anything else I can help you with?" after an answer made it `clarify`,
    a question back (7 of 7 such closings in three languages)."""
    assert asks_back(text) is back


NOT_KNOWN = [
    (
        SHIPPING,
        "Standard shipping within the country takes 5 days. "
        "I don't have information about international shipping.",
        "ok",
    ),
    (
        SHIPPING,
        "Standard shipping takes 5 days; I couldn't find anything about express options.",
        "ok",
    ),
    (REFUND, "30 дней. Информации о сроках зачисления денег у меня нет.", "ok"),
    (
        REFUND,
        "Возврат денег возможен в течение 30 дней. Про обмен товара в базе ничего не сказано.",
        "ok",
    ),
    (ZH, "可以退款。至于退款多久到账，资料里没有说明。", "ok"),
    # a claim beside what is not known is still read, and a referral is no disclaimer
    (
        SHIPPING,
        "Standard shipping takes 5 days. I don't know about express, but it takes 2 days.",
        "unsupported_answer",
    ),
    (
        SHIPPING,
        "Standard shipping takes 5 days. I don't have information about express shipping, which is free.",
        "unsupported_answer",
    ),
    (ZH, "可以退款，请联系客服并提供订单号。", "unsupported_answer"),
]


def test_what_the_bot_says_it_does_not_know_is_no_statement(tmp_path):
    """A correct answer that adds what it has no information on ("I don't have
    information about international shipping") was unsupported_answer: 6 of 7 such
    answers in three languages."""
    found = labelled_classes(tmp_path, [(q, a) for q, a, _ in NOT_KNOWN])
    assert [c for c, _ in found] == [c for _, _, c in NOT_KNOWN]


@pytest.mark.parametrize(
    "sentence",
    [
        "Bei weiteren Fragen melden Sie sich gerne.",
        "Vielen Dank für Ihre Anfrage!",
        "Ich hoffe, das hilft.",
        "Si vous avez d'autres questions, n'hésitez pas à nous contacter.",
        "Merci pour votre question !",
        "Si tiene más preguntas, no dude en contactarnos.",
        "¡Gracias por su consulta!",
    ],
)
def test_courtesies_in_the_other_languages_the_refusals_read(sentence):
    """German, French and Spanish bots close politely too (their refusals are read)."""
    fragments = {"de": "Der Versand dauert 5 Tage."}
    assert check(f"Der Versand dauert 5 Tage. {sentence}", fragments, "2026-07-01", "auto") == [
        s for s in check("Der Versand dauert 5 Tage.", fragments, "2026-07-01", "auto")
    ]
