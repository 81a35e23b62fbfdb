"""What the bot actually said (issue 25): every statement checked against the found
context, a structured answer's text against its claims, only the asked fact deciding,
refusals in any phrasing, short values, and stale values finding their version."""

import json
from pathlib import Path

import pytest

from ragfts.grade.context import Context
from ragfts.grade.grading import grade
from ragfts.grade.refusals import refusal
from ragfts.grade.statements import check
from ragfts.kit.profile import fold
from ragfts.kit.records import Fact, Question, Source

PHRASINGS = Path(__file__).parent / "phrasings"


def unsupported(text, fragments, given, profile="auto"):
    return [(s.text, s.unsupported) for s in check(text, fragments, given, profile)]


# Each language: a fragment, a correct answer with a paraphrase and extra true context,
# and the same answer with an invented condition of each kind added.
CASES = {
    "ru": (
        "С 1 октября 2026 цена тарифа — 2000 рублей в месяц. Настройка не включена. "
        "Оплата принимается картой.",
        "Сколько стоит тариф? 2026-10-23",
        "Тариф стоит 2000 рублей в месяц, оплатить можно картой.",
        {
            "number": ("Возврат в течение 30 дней.", "the number 30"),
            "time": ("Подключим завтра.", "«завтра»"),
            "condition": (
                "Цена 2000 рублей, но только для студентов.",
                "the condition «только для студентов»",
            ),
            "negation": (
                "Настройка включена.",
                "the opposite of the context's «настройка не включена»",
            ),
            "own words": (
                "Бесплатная доставка курьером.",
                "words not in the context: бесплатная, доставка, курьером",
            ),
        },
    ),
    "en": (
        "The death rate is about 20 to 30 per thousand infected people. Most people "
        "recover without special treatment.",
        "What is the death rate? 2020-03-01",
        "Roughly 20–30 of every thousand infected people die; most recover without "
        "special treatment.",
        {
            "number": ("The rate is 20–30 per thousand, 45 for children.", "the number 45"),
            "time": ("A new figure comes out tomorrow.", "«tomorrow»"),
            "condition": (
                "It is 20 to 30 per thousand, unless you are vaccinated.",
                "the condition «unless you are vaccinated»",
            ),
            "negation": (
                "Most people do not recover without special treatment.",
                "the opposite of the context's «most people recover without special treatment»",
            ),
            "own words": (
                "Vaccination halves the rate.",
                "words not in the context: vaccination, halves",
            ),
        },
    ),
    "fa": (
        "مهلت بازگشت وجه ۱۴ روز است. بازگشت وجه برای خریدهای آنلاین ممکن است.",
        "مهلت بازگشت وجه چند روز است؟ 2026-01-01",
        "شما ۱۴ روز برای بازگشت وجه فرصت دارید.",
        {
            "number": ("مهلت ۳۰ روز است.", "the number 30"),
            "time": ("وجه فردا برمی‌گردد.", "«فردا»"),
            "condition": (
                "مهلت ۱۴ روز است، اگر دانشجو باشید.",
                "the condition «اگر دانشجو باشید»",
            ),
            "negation": (
                "بازگشت وجه برای خریدهای آنلاین ممکن نیست.",
                "the opposite of the context's «بازگشت وجه برای خریدهای آنلاین ممکن است»",
            ),
            "own words": (
                "هزینه ارسال رایگان خواهد بود.",
                "words not in the context: هزینه, ارسال, رایگان, خواهد",
            ),
        },
    ),
    "zh": (
        "每年最多申请四次退款。客户需在购买后14天内提交申请。",
        "退款可以申请几次？ 2026-01-01",
        "客户每年可以退款四次，需要在购买后14天内申请。",
        {
            "number": ("每年最多四次退款，提交期限是30天。", "the number 30"),
            "time": ("明天就能到账。", "«明天»"),
            "condition": ("仅限学生，每年四次。", "the condition «仅限学生»"),
            "negation": (
                "客户不需在购买后14天内提交申请。",
                "the opposite of the context's «客户需在购买后14天内提交申请»",
            ),
            "own words": (
                "需要提供发票。",
                "words not in the context: 需要, 要提, 提供, 供发, 发票",
            ),
        },
    ),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_a_correct_paraphrase_with_extra_true_context_is_supported(language):
    fragment, given, correct, _kinds = CASES[language]
    assert unsupported(correct, {"doc": fragment}, given) == [
        (s.text, []) for s in check(correct, {"doc": fragment}, given)
    ]
    assert all(not s.unsupported for s in check(correct, {"doc": fragment}, given))


@pytest.mark.parametrize(
    "language, kind", [(lang, kind) for lang in sorted(CASES) for kind in CASES[lang][3]]
)
def test_each_invented_condition_kind_is_caught_with_the_statement_named(language, kind):
    fragment, given, correct, kinds = CASES[language]
    added, named = kinds[kind]
    found = check(f"{correct} {added}", {"doc": fragment}, given)
    assert not found[0].unsupported  # the correct sentence stays supported
    flagged = [s for s in found if s.unsupported]
    assert [s.text for s in flagged] == [added]
    assert any(item.startswith(named) for item in flagged[0].unsupported), flagged[0].unsupported


def test_numbers_compare_as_values_in_locale_forms():
    fragment = {"doc": "Цена — 2 000 рублей; скидка 12,5 %."}
    assert unsupported("Цена 2000 рублей, скидка 12.5%.", fragment, "") == [
        ("Цена 2000 рублей, скидка 12.5%.", [])
    ]
    persian = {"doc": "مهلت ۱۴ روز است."}
    assert unsupported("مهلت 14 روز است.", persian, "") == [("مهلت 14 روز است.", [])]


def test_the_question_and_its_date_may_be_repeated():
    assert unsupported(
        "На 23 октября тариф стоит 2000 рублей.",
        {"doc": "Цена — 2000 рублей в месяц."},
        "Сколько стоит тариф сейчас? 2026-10-23",
    ) == [("На 23 октября тариф стоит 2000 рублей.", [])]


def test_a_question_back_and_a_citation_are_no_statements():
    found = check(
        "Цена 2000 рублей [F-price, price-v2]. Какой у вас тариф?",
        {"doc": "Цена — 2000 рублей."},
        "",
    )
    assert [(s.text, s.unsupported) for s in found] == [("Цена 2000 рублей.", [])]


# The example kit, graded end to end.


def kit_grade(kit_view, qid, answer):
    question = kit_view.questions[qid]
    texts = {s: kit_view.documents.text(s) for s in question.source_ids}
    documents = kit_view.documents
    ctx = Context(question, set(texts), None, kit_view.facts, documents, texts, (), documents.text)
    return grade(answer, ctx)


@pytest.fixture
def example(tmp_path):
    from conftest import ROOT, copy_kit
    from ragfts.index.view import open_kit

    with open_kit(copy_kit(ROOT, tmp_path / "k")) as view:
        yield view


def test_the_seed_s_invented_conditions_fail_where_they_passed(example):
    q3 = kit_grade(
        example,
        "Q3",
        {"text": "Да, импорт CSV поддерживается. Доставим завтра, студентам скидка 50%."},
    )
    assert (q3.verdict, q3.errors) == ("answer", ["unsupported_statement"])
    assert q3.details[0].message == (
        "«Доставим завтра, студентам скидка 50%.»: the number 50; «завтра»; the opposite of "
        "the context's «срок доставки и студенческие скидки здесь не определены»"
    )
    q1 = kit_grade(example, "Q1", {"text": "2000 рублей в месяц, возврат 30 дней"})
    assert [d.message for d in q1.details] == [
        "«2000 рублей в месяц, возврат 30 дней»: the number 30"
    ]
    assert q1.reading["statements"] == [
        {
            "text": "2000 рублей в месяц, возврат 30 дней",
            "unsupported": ["the number 30"],
            "source_id": "price-v2",
        }
    ]


def test_the_kit_s_correct_free_text_answers_still_pass(example):
    for qid, text in [
        ("Q1", "Сейчас тариф стоит 2000 рублей в месяц."),
        ("Q1", "Тариф «Планёр» с 1 октября 2026 стоит 2000 рублей в месяц."),
        ("Q4", "Нет, настройка не включена в стоимость, её оплачивают отдельно."),
        ("Q3", "Да, можно: импорт CSV поддерживается."),
    ]:
        graded = kit_grade(example, qid, {"text": text})
        assert (graded.verdict, graded.errors) == ("pass", []), (qid, text, graded.details)


def test_a_structured_answer_s_text_must_agree_with_its_claims(example):
    q1 = kit_grade(
        example,
        "Q1",
        {
            "action": "answer",
            "text": "3000 рублей",
            "claims": [{"fact_id": "F-price", "value": 2000, "source_id": "price-v2"}],
            "source_ids": ["price-v2"],
        },
    )
    assert q1.errors == ["text_contradicts_claim", "unsupported_statement"]
    assert q1.details[0].message == (
        "F-price: the text says «3000» (price_per_month = 3000), the claim says 2000"
    )
    q4 = kit_grade(
        example,
        "Q4",
        {
            "action": "answer",
            "text": "Да, настройка включена",
            "claims": [{"fact_id": "F-setup", "value": False, "source_id": "price-v2"}],
            "source_ids": ["price-v2"],
        },
    )
    assert q4.errors == ["text_contradicts_claim", "unsupported_statement"]
    assert q4.details[0].message == (
        "F-setup: the text says «!настройка включена» (setup_included = true), the claim says false"
    )


def test_an_answer_that_refuses_and_states_the_fact_is_an_answer_with_a_hedge(example):
    graded = kit_grade(
        example,
        "Q1",
        {"text": "Не уверен, что в базе нет других данных, но цена 2000 рублей в месяц."},
    )
    assert graded.reading["action"] == "answer"
    assert graded.reading["how"] == (
        "states F-price beside the refusal rule ru.no_information «нет других данных»: "
        "a hedge, not a refusal"
    )


def test_a_refusal_in_another_phrasing_is_a_false_refusal(example):
    for text, rule in [
        ("К сожалению, в базе нет сведений об этом.", "ru.no_information"),
        ("Sorry, I can't find that information.", "en.cannot_find"),
        ("Es tut mir leid, dazu habe ich keine Informationen.", "de.no_information"),
    ]:
        graded = kit_grade(example, "Q3", {"text": text})
        assert graded.reading["how"].startswith(f"refusal rule {rule} «")
        assert graded.errors == ["expected_fact_missing", "wrong_action_or_false_refusal"]
        assert graded.details[0].message.startswith("false refusal:")


def test_a_stale_value_without_a_citation_names_its_version(example):
    graded = kit_grade(example, "Q1", {"text": "Тариф стоит 1000 рублей в месяц."})
    assert graded.reading["claims"] == [
        {"fact_id": "F-price-old", "value": "1000", "source_id": "price-v1", "matched": "1000"}
    ]
    assert "wrong_source_version_for_question_date" in graded.errors
    assert "claim_source_mismatch" not in graded.errors


# Refusal phrasings, per language: at least 30 refusals, and answers with refusal words.


def phrasings(language):
    rows = []
    for line in (PHRASINGS / f"{language}.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            kind, text = line.split("\t")
            rows.append((kind, text.replace("\\n", "\n")))  # a reply of several lines
    return rows


def test_the_readme_counts_the_phrasings_as_they_are():
    import re

    readme = (PHRASINGS.parent.parent / "README.md").read_text(encoding="utf-8")
    said = re.search(
        r"([\d,]+) English, ([\d,]+) Russian and ([\d,]+) Chinese phrasings", readme
    ).groups()
    counts = [int(n.replace(",", "")) for n in said]
    assert counts == [len(phrasings(lang)) for lang in ("en", "ru", "zh")]


@pytest.mark.parametrize("language", ["de", "en", "es", "fa", "fr", "ru", "zh"])
def test_refusal_phrasings_are_read_and_answers_are_not(language):
    rows = phrasings(language)
    refusals = [t for k, t in rows if k == "R"]
    answers = [t for k, t in rows if k == "A"]
    assert len(refusals) >= 30 and len(answers) >= 8
    assert [t for t in refusals if refusal(fold(t)) is None] == []
    assert [(t, refusal(fold(t))) for t in answers if refusal(fold(t))] == []
    rules = {refusal(fold(t))[0].split(".")[1] for t in refusals}
    assert rules >= {"dont_know", "no_information", "cannot_find", "contact_support", "as_an_ai"}


def test_no_trouble_known_is_an_answer_and_a_kit_s_parts_are_no_details():
    # not being aware of a delay says there is none; «деталей» of a question are details
    assert refusal(fold("I'm not aware of any delays.")) is None
    assert refusal(fold("I'm not aware of that option.")) == ("en.dont_know", "i'm not aware")
    assert refusal(fold("Мне не известно о сбоях: связь работает.")) is None
    assert refusal(fold("Деталей в комплекте нет: всё собрано на заводе.")) is None
    assert refusal(fold("Деталей по вашему вопросу нет.")) is not None


def test_a_rule_never_fires_inside_a_longer_word():
    assert refusal(fold("不确定性仍然很高")) is None
    assert refusal(fold("不确定")) == ("zh.dont_know", "不确定")
    assert refusal(fold("Unknowingly, the price is 2000.")) is None
    assert refusal(fold("Незнающий пользователь")) is None


# Short values and only the asked attribute, on a Chinese context.


def zh_context(question_facts, facts, text):
    question = Question(
        "Z1", "2026-01-01", "每年可以退款几次？", "退款", "answer", question_facts, ("z-doc",), ""
    )
    docs = {"z-doc": Source("z-doc", "2025-01-01", None)}
    return Context(question, {"z-doc"}, None, {f.fact_id: f for f in facts}, docs, {"z-doc": text})


def test_a_short_cjk_value_is_read_as_a_whole_token():
    facts = [
        Fact("F-times", "z-doc", "退款", "times_per_year", "四次", "", "四次"),
        Fact("F-days", "z-doc", "退款", "days", "14", "day", "14天"),
    ]
    ctx = zh_context(("F-times",), facts, "每年最多申请四次退款。客户需在购买后14天内提交申请。")
    graded = grade(
        {"text": "每年最多可以退款四次，购买后14天内申请。", "source_ids": ["z-doc"]}, ctx
    )
    assert (graded.verdict, graded.errors) == ("pass", [])
    # another fact's number in a correct sentence is no claim of the asked attribute
    assert [c["fact_id"] for c in graded.reading["claims"]] == ["F-times"]


def test_white_space_and_punctuation_are_folded_on_both_sides():
    facts = [Fact("F-model", "z-doc", "device", "model", "m1  pro", "", "m1 pro")]
    ctx = zh_context(("F-model",), facts, "设备型号为 M1 Pro。")
    graded = grade({"text": "型号是M1-Pro。", "source_ids": ["z-doc"]}, ctx)
    assert graded.reading["claims"][0]["fact_id"] == "F-model"


def test_the_phrasing_files_are_what_the_readme_counts():
    counts = {
        p.stem: len([r for r in phrasings(p.stem) if r[0] == "R"]) for p in PHRASINGS.glob("*.txt")
    }
    assert sorted(counts) == ["de", "en", "es", "fa", "fr", "ru", "zh"]
    assert json.dumps(min(counts.values())) == "55"


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # a reply's no without its comma answers the question; the clause still negates
        ("Нет настройка не включена.", "Настройка не включена.", []),
        ("No it isn't included.", "It isn't included.", []),
        ("Nein die Einrichtung ist nicht enthalten.", "Die Einrichtung ist nicht enthalten.", []),
        # after the words that only frame it, too
        ("К сожалению нет настройка не включена.", "Настройка не включена.", []),
        ("Unfortunately no it isn't included.", "It isn't included.", []),
        # alone, or before a clause that does not negate, no is the clause's negation
        ("Нет настройка включена.", "Настройка не включена.", []),
        (
            "Нет настройка включена.",
            "Настройка включена.",
            ["the opposite of the context's «настройка включена»"],
        ),
        (
            "Настройка включена.",
            "Настройка не включена.",
            ["the opposite of the context's «настройка не включена»"],
        ),
    ],
)
def test_a_reply_s_no_without_a_comma_is_not_a_second_negation(answer, fragment, flagged):
    found = check(answer, {"doc": fragment}, "Настройка включена?")
    assert [[u for u in s.unsupported if u.startswith("the opposite")] for s in found] == [flagged]


def test_a_unit_s_short_form_is_the_context_s_word():
    fragment = {"doc": "С 1 октября 2026 цена — 2000 рублей в месяц."}
    assert unsupported("2000 руб./мес.", fragment, "Сколько стоит?") == [("2000 руб./мес.", [])]
    # two words no fragment starts with are still words of its own
    assert unsupported("2000 дол./нед.", fragment, "Сколько стоит?") == [
        ("2000 дол./нед.", ["words not in the context: дол, нед"])
    ]
    volga = {"doc": "Длина Волги составляет 3530 километров."}
    assert unsupported("3530 км, уточните в отделении.", volga, "Какова длина Волги?") == [
        ("3530 км, уточните в отделении.", ["words not in the context: уточните, отделении"])
    ]
    # and its number is no longer the context's: a weight, not a length
    assert unsupported("3530 кг, уточните в отделении.", volga, "Какова длина Волги?") == [
        (
            "3530 кг, уточните в отделении.",
            [
                "«3530 кг», the context's «3530 километров»",
                "words not in the context: кг, уточните, отделении",
            ],
        )
    ]


PRICE = {"doc": "С 1 октября 2026 цена — 2000 рублей в месяц. Настройка не включена."}
CSV = {"doc": "Для переноса задач поддерживается импорт CSV."}


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # a restated fact with a condition of its own after a scoping word
        (
            "Тариф стоит 2000 рублей в месяц при оплате за год.",
            PRICE,
            ["words not in the context: оплате, год"],
        ),
        (
            "2000 рублей в месяц для новых клиентов.",
            PRICE,
            ["words not in the context: новых, клиентов"],
        ),
        (
            "Импорт CSV поддерживается в мобильном приложении.",
            CSV,
            ["words not in the context: мобильном, приложении"],
        ),
        (
            "Да, импорт CSV поддерживается после подтверждения email.",
            CSV,
            ["words not in the context: подтверждения, email"],
        ),
        ("2000 рублей в месяц, первый месяц бесплатно.", PRICE, ["«бесплатно»"]),
        # the question's date gives its day and year, not its month's number
        ("Импорт CSV поддерживается для файлов до 10 МБ.", CSV, ["the number 10"]),
        # what the context says in other words stays supported
        ("Нет, настройка не включена, её оплачивают отдельно.", PRICE, []),
        ("На 23.10.2026 цена 2000 рублей в месяц.", PRICE, []),
        ("На 23 октября 2026 цена 2000 рублей в месяц.", PRICE, []),
    ],
)
def test_a_condition_added_to_a_restated_fact_is_named(answer, fragment, flagged):
    assert unsupported(answer, fragment, "Сколько стоит тариф? 2026-10-23") == [(answer, flagged)]


def test_a_refusal_s_words_in_a_condition_are_that_condition():
    assert refusal(fold("Ok,if you can't find it, wait an hour.")) is None
    assert refusal(fold("If it is late, I can't find it.")) == ("en.cannot_find", "i can't find")
    assert refusal(fold("Не знаю, если честно.")) == ("ru.dont_know", "не знаю")


@pytest.mark.parametrize(
    "answer, flagged",
    [
        ("У вас есть 30 дней, чтобы вернуть деньги.", []),
        ("Вернуть деньги можно в течение месяца — 30 дней.", []),
        ("Доставка — меньше дня.", []),
        # a word of its own is still one: the dictionary form is compared, not a root
        ("Деньги переведут на карту.", ["words not in the context: переведут, карту"]),
    ],
)
def test_a_russian_word_whose_vowel_comes_and_goes_is_the_context_s_word(answer, flagged):
    """деньги and денег, день and дня: Snowball's stems differ and they share too short a
    beginning; the dictionary form is the same («У вас есть 30 дней, чтобы вернуть
    деньги.» was unsupported against «Возврат денег возможен в течение 30 дней»)."""
    fragments = {
        "r": "Возврат денег возможен в течение 30 дней после покупки. Доставка занимает день."
    }
    (statement,) = check(answer, fragments, "Сколько дней на возврат денег? 2026-07-01", "ru")
    assert statement.unsupported == flagged


@pytest.mark.parametrize(
    "answer, flagged",
    [
        (
            "Standard shipping takes 5 days, excluding weekends.",
            ["the condition «excluding weekends»"],
        ),
        (
            "Standard shipping takes 5 days, not counting holidays.",
            ["the condition «not counting holidays»"],
        ),
        (
            "Вернуть деньги можно в течение 30 дней, не считая выходных.",
            ["the condition «не считая выходных»"],
        ),
        ("可以退款，不包括特价商品。", ["the condition «不包括特价商品»"]),
    ],
)
def test_an_exception_the_context_lacks_is_a_condition(answer, flagged):
    """ "Excluding weekends", «не считая выходных», 不包括特价商品 added to a correct fact
    passed: an exception was read as a condition only after "except" or «кроме»."""
    fragments = {
        "en": "Standard shipping takes 5 days within the country.",
        "ru": "Возврат денег возможен в течение 30 дней после покупки.",
        "zh": "商店规则：本店支持退款，请保留收据。",
    }
    (statement,) = check(answer, fragments, "可以退款吗？ 2026-07-01", "auto")
    assert statement.unsupported[: len(flagged)] == flagged


@pytest.mark.parametrize(
    "answer, flagged",
    [
        ("Standard shipping takes 5 days for members.", ["the audience «members»"]),
        ("Members get standard shipping in 5 days.", ["the audience «members»"]),
        (
            "Постоянным покупателям возврат денег возможен в течение 30 дней.",
            ["the audience «постоянным покупателям»"],
        ),
        ("会员可以退款。", ["the audience «会员»"]),
        (
            "Standard shipping takes 5 days, depending on your location.",
            ["the condition «depending on your location»"],
        ),
        ("本店支持退款，视商品类别而定。", ["the condition «视商品类别而定»"]),
        ("支持退款，须保持商品完好。", ["the condition «须保持商品完好»"]),
        # the context or the question naming them: no audience of the answer's own
        ("Students get standard shipping in 5 days.", []),
    ],
)
def test_whom_a_fact_is_narrowed_to_and_what_it_depends_on_are_named(answer, flagged):
    """One word of its own ("for members", 会员) is below what a statement's words are
    flagged for, and "depending on", 视…而定, 须 opened no condition: 7 of 21 invented
    conditions passed so."""
    fragments = {
        "en": "Standard shipping takes 5 days within the country.",
        "ru": "Возврат денег возможен в течение 30 дней после покупки.",
        "zh": "商店规则：本店支持退款，请保留收据。",
    }
    (statement,) = check(answer, fragments, "Do students wait? 可以退款吗？ 2026-07-01", "auto")
    assert statement.unsupported == flagged


@pytest.mark.parametrize(
    "qid, text, errors",
    [
        ("Q1", "С 1 октября тариф стоит 2000 рублей в месяц (до этого — 1000).", []),
        ("Q1", "Сейчас 2000 рублей в месяц; в сентябре было 1000.", []),
        # history in the outdated version's own words, which the found price-v2 lacks
        (
            "Q1",
            "Актуальная цена — 2000 рублей в месяц. В сентябре было 1000, но тот прайс "
            "больше не действует.",
            [],
        ),
        ("Q1", "2000 ₽ в месяц. Раньше было 1000 ₽.", []),
        ("Q1", "2000 рублей в месяц (previously 1000).", []),
        ("Q8", "В сентябре тариф стоил 1000 рублей в месяц, а с октября — 2000.", []),
        ("Q8", "1000 рублей в месяц; с 1 октября будет 2000.", []),
        # the outdated value said as the question's date's is still an outdated answer
        (
            "Q1",
            "Раньше было 2000, сейчас 1000 рублей в месяц.",
            ["source_not_in_found_context", "wrong_source_version_for_question_date"],
        ),
        (
            "Q1",
            "Тариф стоит 1000 рублей в месяц, с ноября — 2000.",
            # and November, which no version names: the price changed on October 1st
            [
                "source_not_in_found_context",
                "unsupported_statement",
                "wrong_source_version_for_question_date",
            ],
        ),
        (
            "Q8",
            "Тариф стоит 2000 рублей в месяц, раньше был 1000.",
            ["source_not_in_found_context", "wrong_source_version_for_question_date"],
        ),
    ],
)
def test_a_value_said_as_another_time_s_is_history_not_a_claim(example, qid, text, errors):
    """An answer that gives the change of a price, its old value beside the current one,
    was an outdated answer (4 of 10 such answers): the old value named its version."""
    graded = kit_grade(example, qid, {"text": text})
    assert graded.errors == errors, graded.details


@pytest.mark.parametrize(
    "answer, flagged",
    [
        # a line that leads into a list states nothing itself
        ("答复如下：\n1. 本店支持退款；\n2. 请保留收据。", [[], []]),
        ("Кратко:\n• срок возврата — 30 дней.", [[]]),
        # a requirement the context does not state is a condition
        (
            "Кратко:\n• срок возврата — 30 дней;\n• нужен чек.",
            [[], ["the condition «нужен чек»"]],
        ),
        (
            "Refunds take 30 days. A receipt is required for every refund.",
            [
                [],
                [
                    "the condition «required for every refund»",
                    "words not in the context: receipt, required, every",
                ],
            ],
        ),
    ],
)
def test_a_list_s_lead_is_no_statement_and_a_requirement_is_a_condition(answer, flagged):
    """«答复如下：» before a correct list was unsupported (its words are no fragment's);
    «нужен чек» after a correct period passed (one word of its own, no condition word)."""
    fragments = {
        "ru": "Возврат денег возможен в течение 30 дней после покупки.",
        "zh": "商店规则：本店支持退款，请保留收据。",
        "en": "Refunds take 30 days.",
    }
    assert [s.unsupported for s in check(answer, fragments, "2026-07-01", "auto")] == flagged


@pytest.mark.parametrize(
    "answer, given, flagged",
    [
        (
            "Сейчас 2000 рублей, но с января цена вырастет.",
            "Сколько стоит? 2026-10-23",
            ["«января»"],
        ),
        (
            "Standard shipping takes 5 days, but Sunday orders ship Monday.",
            "How long is shipping? 2026-07-01",
            ["«sunday»"],  # the context names Monday
        ),
        ("可以退款，但周末不处理。", "可以退款吗？ 2026-07-01", ["«周末»"]),
        ("Shipping takes 5 days, also in December.", "How long? 2026-07-01", ["«december»"]),
        # the question's own month and weekday (2026-10-22 is a Thursday), and the context's
        ("На 23 октября цена 2000 рублей в месяц.", "Сколько стоит? 2026-10-23", []),
        ("Ordered on Thursday, it ships in 5 days.", "How long? 2026-10-22", []),
        ("Ordered on Thursday, it ships in 5 days.", "How long? 2026-10-23", ["«thursday»"]),
        ("Orders placed on Fridays ship on Monday.", "How long? 2026-07-01", []),
        ("В сентябре цена — 2000 рублей.", "Сколько стоит? 2026-07-01", []),
        ("You may return it within 30 days.", "Can I return it? 2026-07-01", []),
    ],
)
def test_a_month_or_weekday_no_context_names_is_a_time_of_the_answer_s_own(answer, given, flagged):
    """'…, but Sunday orders ship Monday', «с января цена вырастет», 周末不处理 passed: a
    month, a weekday or the weekend the context and the question do not name is told
    as a claim of its own."""
    fragments = {
        "ru": "С 1 сентября цена — 2000 рублей в месяц. Возврат денег в течение 30 дней.",
        "en": "Standard shipping takes 5 days. Orders placed on Friday ship on Monday.",
        "zh": "商店规则：本店支持退款，请保留收据。",
    }
    (statement,) = check(answer, fragments, given, "auto")
    assert [item for item in statement.unsupported if item.startswith("«")] == flagged


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("2000 рублей в месяц плюс НДС.", "Цена — 2000 рублей в месяц.", ["«ндс»"]),
        ("It is 20 dollars a month plus tax.", "The plan costs 20 dollars a month.", ["«tax»"]),
        ("价格是2000元，另收手续费。", "价格：2000元。", ["«手续费»"]),
        ("2000 рублей в месяц с НДС.", "Цена — 2000 рублей в месяц, включая НДС.", []),
        ("Перевод проходит без комиссий.", "Перевод проходит без комиссии.", []),
        # a word of three characters the context holds (as its pairs): the context's own
        # sentence said back was flagged «手续费»
        (
            "借记卡境外取现每笔收取12元加取现金额1%的手续费。",
            "境外取现手续费是多少？\n借记卡境外取现每笔收取12元加取现金额1%的手续费。",
            [],
        ),
        ("每月收取2元服务费。", "开通短信提醒，每月收取2元服务费。", []),
        # a fee is a price too; none of it is the context's free in other words
        (
            "You can cancel before it ships, but a cancellation fee applies.",
            "Orders can be cancelled in your account until they are shipped.",
            ["«fee»"],
        ),
        ("There is no fee for returns.", "Returns are free.", []),
        ("Перевод без комиссии.", "Перевод бесплатный.", []),
        ("There is a fee for returns.", "Returns are free.", ["«fee»"]),
        # a German fee is often a compound
        (
            "Ab 50 Euro ist der Versand kostenlos, zuzüglich einer Bearbeitungsgebühr.",
            "Bestellungen ab 50 Euro werden kostenlos versendet.",
            ["«bearbeitungsgebühr»"],
        ),
        ("可以退款，工作日处理。", "本店工作日处理退款。", []),
    ],
)
def test_a_tax_or_a_fee_no_context_names_is_a_price_of_the_answer_s_own(answer, fragment, flagged):
    """«2000 рублей в месяц плюс НДС» passed: one word of its own. A tax or a commission
    is a price, as "free" is: flagged unless a fragment names it (in any form)."""
    assert own_items(answer, fragment, given="Сколько стоит? 2026-10-23") == flagged


def own_items(answer: str, fragment: str, prefix="«", given="How long? 2026-07-01") -> list:
    """What the statements of an answer hold of their own against one fragment, of the
    items that start with prefix."""
    statements = check(answer, {"doc": fragment}, given, "auto")
    return [item for s in statements for item in s.unsupported if item.startswith(prefix)]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        (
            "Standard shipping takes 5 days to most addresses.",
            "Standard shipping takes 5 days.",
            ["the scope «most»"],
        ),
        (
            "В отдельных регионах доставка занимает 5 дней.",
            "Доставка по регионам занимает 5 дней.",
            ["the scope «отдельных»"],
        ),
        ("部分商品可以退款。", "本店商品可以退款。", ["the scope «部分»"]),
        # the context's own share, in another form; and "at most", which is "up to"
        ("Most orders ship in 5 days.", "Most orders ship in 5 days.", []),
        ("В некоторые регионы — 5 дней.", "В некоторых регионах доставка 5 дней.", []),
        ("Shipping takes at most 5 days.", "Shipping takes up to 5 days.", []),
    ],
)
def test_a_share_of_what_a_fact_covers_is_a_scope_of_the_answer_s_own(answer, fragment, flagged):
    """'Standard shipping takes 5 days to most addresses' passed: "most", «отдельных»,
    部分 narrow a fact as an audience does, when the context does not say so."""
    assert own_items(answer, fragment, prefix="the scope") == flagged


def test_a_month_is_the_claimed_version_s_start_or_an_outdated_one_s_time(tmp_path):
    """On the three-language kit the refund period is 14 days until May and 30 days from
    June 2026: June names when the 30 days began, a month of the 14 days' beside them
    tells history, and January beside the 30 days is a time of the answer's own."""
    from test_courtesies import labelled_classes

    asked = "Сколько дней на возврат денег?"
    assert [
        c
        for c, _ in labelled_classes(
            tmp_path,
            [
                (asked, "С июня 2026 года срок возврата — 30 дней с момента покупки."),
                (asked, "30 дней со дня покупки (до июня было 14)."),
                (asked, "Сейчас 30 дней; в январе было 14."),
                (asked, "С января 2026 года срок возврата 30 дней."),
                (asked, "30 дней, но в выходные заявки не принимаются."),
                # the 30 days began on a Monday, 2026-06-01: its month, not its weekday
                (asked, "С 1 июня — 30 дней, но по понедельникам заявки не принимаются."),
            ],
        )
    ] == ["ok", "ok", "ok"] + ["unsupported_answer"] * 3


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        (
            "Standard shipping takes 5 business days.",
            "Standard shipping takes 5 days.",
            ["«business»"],
        ),
        (
            "Вернуть деньги можно в течение 30 рабочих дней.",
            "Возврат денег возможен в течение 30 дней после покупки.",
            ["«рабочих»"],
        ),
        ("可以退款，工作日处理。", "本店支持退款，请保留收据。", ["«工作日»"]),
        (
            "Standard shipping takes 5 days and costs nothing.",
            "Standard shipping takes 5 days.",
            ["«costs nothing»"],
        ),
        ("Доставка ничего не стоит.", "Доставка — 300 рублей.", ["«ничего не стоит»"]),
        # a span of one unit, said without a number
        (
            "30 дней после покупки; деньги приходят в течение недели.",
            "Возврат денег возможен в течение 30 дней после покупки.",
            ["«недели»"],
        ),
        ("Standard shipping takes about a week.", "Standard shipping takes 5 days.", ["«week»"]),
        # the context's own kind of day, its own "free" in other words, a number's unit,
        # and a season
        ("Отправка занимает 5 рабочих дней.", "Отправка — 5 рабочих дней.", []),
        ("Shipping costs nothing.", "Shipping is free.", []),
        ("Refunds take two weeks.", "Refunds take 14 days.", []),
        ("In the wet months it is wider.", "In the rainy season it is wider.", []),
    ],
)
def test_which_days_a_count_counts_and_costing_nothing_are_claims_of_their_own(
    answer, fragment, flagged
):
    """'5 business days' for the context's 5 days, «30 рабочих дней», 工作日, and "costs
    nothing" where the context names no price of nothing passed: one or two words."""
    assert own_items(answer, fragment) == flagged


def test_two_words_of_its_own_after_from_are_a_condition():
    """ "…from the moment of payment" added when it starts to count (the context: after
    purchase); "from the date of purchase" says the context's purchase in other words."""
    fragments = {"doc": "Refunds are possible within 30 days after purchase."}
    paid, bought = check(
        "Refunds are possible within 30 days from the moment of payment. "
        "Refunds are possible within 30 days from the date of purchase.",
        fragments,
        "Can I get a refund? 2026-07-01",
        "auto",
    )
    assert paid.unsupported == ["words not in the context: moment, payment"]
    assert bought.unsupported == []


def test_a_chinese_month_in_words_is_the_context_s_month_in_digits():
    """十月 is the 10月 of 自2026年10月1日起; 十二月 is a month of the answer's own."""
    fragment = "自2026年10月1日起，价格为2000元。"
    assert own_items("从十月起，价格是2000元。", fragment, given="价格？ 2026-07-01") == []
    assert own_items("从十二月起，价格是2000元。", fragment, given="价格？ 2026-07-01") == [
        "«十二月»"
    ]


def test_a_cjk_paraphrase_is_weighed_by_its_new_characters_not_its_pairs():
    fragment = {
        "p01": "莫高窟位于甘肃省敦煌市，始建于公元366年。现存洞窟735个，壁画4.5万平方米。",
        "p03": "1987年，莫高窟被列入世界文化遗产名录。为保护壁画，景区实行参观预约制度。",
    }
    question = "莫高窟现在还有多少个洞窟？"
    # 目前保存下来 for 现存: four new characters of eight (its pairs 前保 and 存下 span two
    # words, and by pairs four of six were new)
    said = "目前保存下来的洞窟有735个。"
    assert unsupported(said, fragment, question) == [(said, [])]
    # mostly words of its own: still named, by its pairs
    invented = "洞窟由志愿者负责清洁。"
    assert unsupported(invented, fragment, question) == [
        (invented, ["words not in the context: 窟由, 由志, 志愿, 愿者, 者负, 负责, 责清, 清洁"])
    ]


DUJIANGYAN = {"doc": "都江堰是李冰父子主持修建的大型水利工程，位于四川成都，至今仍在使用。"}
FARE = {"doc": "Trains run about every 90 minutes between the two stations."}


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # a clause of three words or more, mostly its own, after one the context holds
        (
            "李冰父子主持修建，需提前预约。",
            DUJIANGYAN,
            ["the clause «需提前预约», not in the context"],
        ),
        (
            # a season is a time of its own (2026-12-06), named before the clause
            "李冰父子主持修建，每年冬季关闭。",
            DUJIANGYAN,
            ["«冬季»"],
        ),
        (
            "About every 90 minutes, the station cafe serves breakfast.",
            FARE,
            ["the clause «the station cafe serves breakfast», not in the context"],
        ),
        # the restated fact alone, or two words of its own restating it, pass
        ("李冰父子主持修建的。", DUJIANGYAN, []),
        ("About every 90 minutes, roughly hourly.", FARE, []),
        # a clause before the held one leads in
        ("Good news here, trains run about every 90 minutes.", FARE, []),
    ],
)
def test_a_clause_of_its_own_after_a_restated_fact_is_named(answer, fragment, flagged):
    assert unsupported(answer, fragment, "都江堰是谁主持修建的？ How often do trains run?") == [
        (answer, flagged)
    ]


GEYSER = {"doc": "It erupts about every 90 minutes, sending water up to 56 metres into the air."}


@pytest.mark.parametrize(
    "answer, flagged",
    [
        # hours said for the context's minutes are the context's
        ("Roughly every hour and a half.", []),
        ("Every 1.5 hours or so.", []),
        # hours that are not its minutes stay the answer's own
        ("Roughly every two hours.", ["the number two"]),
        ("Every 2 hours.", ["the number 2"]),
    ],
)
def test_a_duration_in_hours_is_read_in_the_context_s_minutes(answer, flagged):
    assert unsupported(answer, GEYSER, "How often does Old Faithful erupt?") == [(answer, flagged)]


def flagged_in(answer: str, fragment: str) -> list:
    """What each statement of an answer holds of its own against one fragment."""
    return [s.unsupported for s in check(answer, {"doc": fragment}, "q 2026-10-23")]


@pytest.mark.parametrize(
    "answer, fragment",
    [
        (
            "Заказ можно отменить в личном кабинете, пока его не передали в доставку.",
            "Отменить заказ можно в личном кабинете до передачи в доставку.",
        ),
        ("订单未发货前可以在“我的订单”中取消。", "订单发货之前，可以在“我的订单”中取消。"),
        # the context's "until", «до передачи»: a negation unsaid
        (
            "You can cancel your order from your account as long as it hasn't shipped yet.",
            "Orders can be cancelled in your account until they are shipped.",
        ),
        (
            "Отменить заказ можно в личном кабинете, если он ещё не передан в доставку.",
            "Заказ можно отменить в личном кабинете до передачи в доставку.",
        ),
    ],
)
def test_a_negation_that_says_before_is_no_opposite(answer, fragment):
    """«пока его не передали» is "until it is handed over", 未发货前 "before it ships":
    read as a negation, the answer was the opposite of the context's «до передачи»."""
    assert flagged_in(answer, fragment) == [[]]


def test_a_clause_said_before_something_is_the_opposite_of_one_said_so_too():
    fragment = "Заказ можно отменить в личном кабинете до передачи в доставку."
    answer = "Заказ нельзя отменить в личном кабинете до передачи в доставку."
    assert flagged_in(answer, fragment) == [
        [f"the opposite of the context's «{fold(fragment)[:-1]}»"]
    ]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("5月到10月。", "最适合旅游的季节是五月到十月。", []),
        ("十二月最冷。", "敦煌12月最冷。", []),
        ("6月到10月。", "最适合旅游的季节是五月到十月。", ["the number 6", "«6月»"]),
    ],
)
def test_a_month_in_chinese_numerals_is_its_number(answer, fragment, flagged):
    """五月 is 5月 (May), as 五个月 is 5个月: «5月到10月» named 5 and 10 as its own."""
    assert flagged_in(answer, fragment) == [flagged]


def test_a_negation_beside_while_still_negates():
    from ragfts.grade.statement_words import negated

    assert negated("доставка пока не работает") and negated("пока не могу сказать")
    assert negated("订单未发货") and not negated("пока заказ не отправлен")


@pytest.mark.parametrize(
    "answer, fragment",
    [
        ("We are open every day from 10 to 22.", "The store is open daily from 10:00 to 22:00."),
        ("Мы открыты каждый день с 10 до 22.", "Магазин работает ежедневно с 10 до 22."),
        ("Отчёт приходит ежемесячно.", "Отчёт приходит каждый месяц."),
    ],
)
def test_a_period_in_two_words_is_the_context_s_one_word(answer, fragment):
    """ "every day" was two words of the statement's own beside the context's "daily"."""
    assert flagged_in(answer, fragment) == [[]]


@pytest.mark.parametrize(
    "answer, fragment",
    [
        ("Absolutely, we deliver to every country in the EU.", "We ship to all EU countries."),
        ("Students receive 20% off every course.", "Students get a 20% discount on all courses."),
        ("Стоимость доставки — 300 рублей.", "Цена доставки — 300 рублей."),
        ("Бракованный товар можно вернуть.", "Сломанный товар можно вернуть."),
        ("Studierende bekommen 20 % Rabatt.", "Studenten erhalten 20 % Rabatt."),
    ],
)
def test_a_support_reply_s_word_for_the_context_s_own_is_the_context_s(answer, fragment):
    """ "deliver" for "ship", «стоимость» for «цена» (grade/synonyms.py): each was a word
    of the statement's own."""
    assert flagged_in(answer, fragment) == [[]]


def test_a_word_of_no_group_is_still_the_statement_s_own():
    found = check(
        "We deliver by drone within an hour.", {"doc": "We ship to all EU countries."}, "q"
    )
    assert found[0].unsupported == ["«hour»", "words not in the context: drone, hour"]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("Акция действует до 31.12.2026.", "Акция действует до 31 декабря 2026 года.", []),
        ("Акция действует до 31 декабря 2026 года.", "Акция действует до 31.12.2026.", []),
        ("The offer ends on 31.12.2026.", "The offer is valid until December 31, 2026.", []),
        (
            "Акция действует до 30.11.2026.",
            "Акция действует до 31 декабря 2026 года.",
            ["the number 30", "«november»"],
        ),
    ],
)
def test_a_date_in_numbers_is_the_context_s_date_in_words(answer, fragment, flagged):
    """«до 31.12.2026» was "the number 31.12" against «до 31 декабря 2026 года»."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        (
            "Тариф можно менять раз в месяц через оператора.",
            "Сменить тариф можно раз в месяц.",
            ["the condition «через оператора»"],
        ),
        ("You can pay via PayPal.", "You can pay by card.", ["the condition «via paypal»"]),
        # the context's own channel, and «через» of a time
        ("Тариф можно сменить через личный кабинет.", "Тариф можно сменить в личном кабинете.", []),
        ("Доставим через 3 дня.", "Доставка занимает 3 дня.", []),
        ("可以通过App办理。", "可以在App中办理。", []),
    ],
)
def test_a_channel_the_context_does_not_name_is_a_condition(answer, fragment, flagged):
    """«через оператора» was one word of the statement's own, below what is flagged."""
    assert flagged_in(answer, fragment) == [flagged]


def test_the_only_one_says_which_one_not_on_what_condition():
    """ "the only one left" restates «the only one still largely intact»: "only" after
    "the" names which one, where "only for members" adds a condition."""
    wonder = {"doc": "The Great Pyramid of Giza is the only one still largely intact."}
    asked = "Which ancient wonder is the only one that survives today? 2026-10-23"
    assert unsupported("The Great Pyramid of Giza is the only one left.", wonder, asked) == [
        ("The Great Pyramid of Giza is the only one left.", [])
    ]
    assert unsupported("It is open only for members of the club.", wonder, asked) == [
        (
            "It is open only for members of the club.",
            [
                "the condition «only for members of the club»",
                "words not in the context: open, members, club",
            ],
        )
    ]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("The tower is nearly 78 metres tall.", "The tower is 77.8 metres tall.", []),
        ("The tower is about 80 m tall.", "The tower is 77.8 metres tall.", []),
        ("Глубина озера около 80 метров.", "Глубина озера 77,8 м.", []),
        ("瀑布将近78米。", "瀑布高77.8米，宽101米。", []),
        ("瀑布高78米左右。", "瀑布高77.8米，宽101米。", []),
        ("城墙六公里多。", "平遥城墙周长约6.4公里。", []),
        ("铁塔高300多米。", "铁塔高324米。", []),
        ("铁塔高三百多米。", "铁塔高324米。", []),
        ("The reef is under 100 km wide.", "The reef is 96 km wide.", []),
        # rounded without saying so, past its precision, or in another unit
        ("The tower is 78 metres tall.", "The tower is 77.8 metres tall.", ["the number 78"]),
        ("The tower is about 90 metres tall.", "The tower is 77.8 metres tall.", ["the number 90"]),
        ("The reef is under 200 km wide.", "The reef is 96 km wide.", ["the number 200"]),
        ("城墙6公斤多。", "平遥城墙周长约6.4公里。", ["the number 6"]),
        ("铁塔高四百多米。", "铁塔高324米。", ["the number 四百"]),
        # a bound said no: "no more than 7" is at most 7
        ("The trail is no more than 7 km long.", "The trail is 7.5 km long.", ["the number 7"]),
        ("城墙周长不到7公里。", "城墙周长约6.4公里。", []),
        # a price, a span of time and a threshold are stated exactly
        ("The ticket costs about 80 euros.", "The ticket costs 77.8 euros.", ["the number 80"]),
        ("The trip takes about 60 minutes.", "The trip takes 58 minutes.", ["the number 60"]),
        (
            "Free shipping on orders over 50 €.",
            "Free shipping on orders over 55 €.",
            ["the number 50"],
        ),
    ],
)
def test_a_size_said_rounded_or_bounded_is_the_context_s(answer, fragment, flagged):
    """ "nearly 78 metres" of 77.8 metres was "the number 78", and 六公里多 of 约6.4公里
    "the number 六": a size said to its own precision, with a word that says so."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("The trail is 1.5 km long.", "The trail is 1500 metres long.", []),
        ("The trail is 1,500 metres long.", "The trail is 1.5 km long.", []),
        ("Длина тропы 1500 метров.", "Тропа длиной 1,5 км.", []),
        ("步道全长1500米。", "步道全长1.5公里。", []),
        ("The parcel weighs 2000 g.", "The parcel weighs 2 kg.", []),
        ("The parcel may weigh up to 2000 grams.", "The parcel may weigh up to 2 kg.", []),
        ("The trail is about 1.5 km long.", "The trail is 1480 metres long.", []),
        # and a half said in words after the number («12 с половиной» was the number 12)
        ("Длина тропы — около 12 с половиной километров.", "Тропа длиной 12,5 км.", []),
        ("The trail is two and a half kilometres long.", "The trail is 2.5 km long.", []),
        (
            "The trail is two and a half kilometres long.",
            "The trail is 3.5 km long.",
            ["the number 2.5"],
        ),
        # another number, and the context's number in another unit
        ("The trail is 1.5 km long.", "The trail is 1480 metres long.", ["the number 1.5"]),
        (
            "The trail is 1500 km long.",
            "The trail is 1500 metres long.",
            ["«1500 km», the context's «1500 metres»"],
        ),
    ],
)
def test_a_size_in_a_unit_a_thousand_times_another_is_the_context_s(answer, fragment, flagged):
    """ "1.5 km" of 1500 metres was "the number 1.5", and "1500 km" of 1500 metres passed:
    the number was held, whatever its unit."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("The lake covers 75% of the park.", "Three quarters of the park is lake.", []),
        ("昆明湖约占全园的75%。", "昆明湖约占全园面积的四分之三。", []),
        ("50% of the visitors come in summer.", "Half of the visitors come in summer.", []),
        ("33% посетителей приезжает летом.", "Треть посетителей приезжает летом.", []),
        ("70%的游客夏天来。", "七成游客夏天来。", []),
        # another share
        (
            "33% посетителей приезжает летом.",
            "Две трети посетителей приезжает летом.",
            ["the number 33"],
        ),
        (
            "60% of the visitors come in summer.",
            "Half of the visitors come in summer.",
            ["the number 60"],
        ),
    ],
)
def test_a_share_in_percent_is_the_context_s_fraction(answer, fragment, flagged):
    """ "75%" of "three quarters" was "the number 75", 70% of 七成 "the number 70"."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # a span in another unit of time is the context's
        ("The warranty lasts 24 months.", "The warranty lasts 2 years.", []),
        ("Гарантия 24 месяца.", "Гарантия 2 года.", []),
        ("会员有效期为24个月。", "会员有效期为两年。", []),
        ("You can return it within two weeks.", "Returns are accepted within 14 days.", []),
        ("We reply within 48 hours.", "We reply within 2 days.", []),
        ("We reply within two days.", "We reply within 48 hours.", []),
        # the same number of something else is not
        (
            "The warranty costs 24 euros.",
            "The warranty lasts 2 years and costs 30 euros.",
            ["the number 24"],
        ),
        ("The warranty lasts 24 days.", "The warranty lasts 2 years.", ["the number 24"]),
        (
            "You can return it within two weeks.",
            "Returns cost 14 euros.",
            ["the number two"],
        ),
    ],
)
def test_a_span_in_a_smaller_unit_is_held_with_its_unit(answer, fragment, flagged):
    """ "24 euros" and "24 days" of "2 years" passed, as "two weeks" of "14 euros" did: the
    context's span in a smaller unit was held as a bare number."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # the context's price in its own currency and period, in other words
        ("It is 10 € per month.", "The plan costs 10 euros a month.", []),
        ("The plan costs 10 euros monthly.", "The plan costs 10 euros a month.", []),
        ("会员每月15元。", "会员15元/月。", []),
        ("It is 100 euros a year.", "It costs 10 euros a month, or 100 euros a year.", []),
        # another currency, another period
        (
            "Shipping is free for orders over 50 dollars.",
            "Shipping is free for orders over 50 euros.",
            ["«50 dollars», the context's «50 euros»"],
        ),
        (
            "Доставка бесплатная при заказе от 3000 долларов.",
            "Доставка бесплатная при заказе от 3000 рублей.",
            ["«3000 долларов», the context's «3000 рублей»"],
        ),
        ("订单满99美元免运费。", "订单满99元免运费。", ["«99美元», the context's «99元»"]),
        (
            "The subscription costs 10 euros a year.",
            "The subscription costs 10 euros a month.",
            ["«10 euros a year», the context's «10 euros a month»"],
        ),
        (
            "Подписка стоит 299 рублей в год.",
            "Подписка стоит 299 рублей в месяц.",
            ["«299 рублей в год», the context's «299 рублей в месяц»"],
        ),
        ("会员每年15元。", "会员每月15元。", ["«每年15元», the context's «每月15元»"]),
    ],
)
def test_a_price_in_another_currency_or_per_another_period_is_the_answer_s_own(
    answer, fragment, flagged
):
    """ "50 dollars" of 50 euros and "10 euros a year" of 10 euros a month passed: the
    number was held, and one word of the statement's own is not most of it."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("Доставка займёт от 3 до 5 дней.", "Доставка занимает от 3 до 5 дней.", []),
        ("满99元就免运费。", "订单满99元免运费。", []),
        (
            "Shipping is free for all orders over 50 euros.",
            "Shipping is free for all orders over 50 euros.",
            [],
        ),
        # «до» for «от», 不满 for 满: the bound turned around
        (
            "Доставка бесплатная при заказе до 3000 рублей.",
            "Доставка бесплатная при заказе от 3000 рублей.",
            ["the opposite of the context's «от 3000»"],
        ),
        # a condition dropped for all of them
        (
            "Shipping is free for all orders.",
            "Shipping is free for orders over 50 euros.",
            ["the scope «for all»"],
        ),
        (
            "Скидка действует на все товары.",
            "Скидка действует на товары из каталога «Сезон».",
            ["the scope «на все»"],
        ),
    ],
)
def test_a_bound_from_turned_around_and_a_scope_of_all_are_the_answer_s_own(
    answer, fragment, flagged
):
    """«до 3000» of «от 3000» and "free for all orders" of "orders over 50 euros" passed:
    «от» was no bound, and "all" no scope."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # the context's thing in other words, and a verb or a word of how said otherwise
        ("You can return it within 30 days of receipt.", "Returns within 30 days of delivery.", []),
        (
            "Вернуть можно в течение 14 дней с момента получения.",
            "Возврат возможен в течение 14 дней с момента доставки.",
            [],
        ),
        ("The meeting takes half an hour.", "The meeting lasts 30 minutes.", []),
        ("Акция идёт до 31 декабря.", "Акция действует до 31 декабря.", []),
        # another thing in its place
        (
            "Returns are accepted within 30 days of purchase.",
            "Returns are accepted within 30 days of delivery.",
            ["«purchase», the context's «delivery»"],
        ),
        (
            "Возврат возможен в течение 14 дней с момента доставки.",
            "Возврат возможен в течение 14 дней с момента покупки.",
            ["«доставки», the context's «покупки»"],
        ),
        (
            "Счёт приходит на почту владельца.",
            "Счёт приходит на почту клиента.",
            ["«владельца», the context's «клиента»"],
        ),
    ],
)
def test_a_thing_swapped_for_another_in_a_restated_clause_is_named(answer, fragment, flagged):
    """ "within 30 days of purchase" of "…of delivery" passed: one word of its own is never
    most of a statement."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        # the context's own, in other words
        ("满99元就免运费。", "订单满99元免运费。", []),
        ("Orders placed by 2 pm ship the same day.", "Orders before 2 pm ship the same day.", []),
        ("You can pay by card or in cash.", "Payment by card or cash.", []),
        ("Оплатить можно наличными или картой.", "Оплатить можно картой или наличными.", []),
        ("体温超过37.3℃要去发热门诊。", "体温超过37.3℃应前往就近医院发热门诊就诊。", []),
        # a time's bound turned around
        (
            "Заказы, оформленные после 14:00, отправляем в тот же день.",
            "Заказы, оформленные до 14:00, отправляем в тот же день.",
            ["the opposite of the context's «до 14»"],
        ),
        (
            "下午2点后下单当天发货。",
            "下午2点前下单当天发货。",
            ["the opposite of the context's «14前»"],
        ),
        # another day
        (
            "Orders placed before 2 pm ship the next day.",
            "Orders placed before 2 pm ship the same day.",
            ["«next day», the context's «same day»"],
        ),
        (
            "Заказы, оформленные до 14:00, отправляем на следующий день.",
            "Заказы, оформленные до 14:00, отправляем в тот же день.",
            ["«на следующий день», the context's «в тот же день»"],
        ),
        ("下午2点前下单次日发货。", "下午2点前下单当天发货。", ["«次日», the context's «当天»"]),
        # one of the alternatives as the only one
        (
            "You can pay only by card.",
            "You can pay by card or in cash.",
            ["«you can pay only by card», the context's «you can pay by card or in cash»"],
        ),
        (
            "Оплатить можно только картой.",
            "Оплатить можно картой или наличными.",
            ["«оплатить можно только картой», the context's «оплатить можно картой или наличными»"],
        ),
        (
            "只支持银行卡支付。",
            "支持银行卡和现金支付。",
            ["«只支持银行卡支付», the context's «支持银行卡和现金支付»"],
        ),
        # a Chinese thing swapped for another
        (
            "退货须在下单后7天内申请。",
            "退货须在收货后7天内申请。",
            ["«下单», the context's «收货»"],
        ),
        ("老师享受八折优惠。", "学生享受八折优惠。", ["«老师», the context's «学生»"]),
    ],
)
def test_another_time_day_alternative_or_chinese_thing_is_the_answer_s_own(
    answer, fragment, flagged
):
    """Each passed: «после 14:00» of «до 14:00» and 2点后 of 2点前 (no bound read), "the next
    day" of "the same day" ("same" is a function word), "only by card" of "by card or in
    cash" (every word the context's), 下单后 of 收货后 (one pair of its own)."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        (
            "You can use it in German and English.",
            "The service is available in English and German.",
            [],
        ),
        ("It includes a cable and charger.", "The kit includes a charger and a cable.", []),
        ("The museum is open to everyone.", "The museum is open to all visitors.", []),
        ("We deliver nationwide.", "We deliver across the whole country.", []),
        ("随时可以取消订阅。", "可以随时取消订阅。", []),
        (
            "Карту перевыпустят за 5 рабочих дней или быстрее.",
            "Карту перевыпускают за 5 рабочих дней и бесплатно.",
            [],
        ),
        # one item more
        (
            "The service is available in English, German and French.",
            "The service is available in English and German.",
            ["«french», an item the context does not hold"],
        ),
        # a condition dropped for everyone, at any time, everywhere
        (
            "The gym is open to everyone over 16.",
            "The gym is open to members over 16.",
            ["the scope «everyone»"],
        ),
        (
            "Cancellation is free at any time.",
            "Cancellation is free up to 24 hours before check-in.",
            ["the scope «at any time»"],
        ),
        ("随时可以免费取消。", "入住前24小时可免费取消。", ["the scope «随时»"]),
        ("我们在全国提供配送。", "我们在北京和上海提供配送。", ["the scope «全国»"]),
    ],
)
def test_an_item_added_to_a_list_or_a_condition_widened_to_all_is_the_answer_s_own(
    answer, fragment, flagged
):
    """ "English, German and French" of "English and German", "everyone" of "members",
    "at any time" of "up to 24 hours before" and 全国 of 北京和上海 passed."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("You can book online.", "Bookings must be made online.", []),
        ("Guests can park for free.", "Parking is free for guests.", []),
        ("On Sundays the shop is closed.", "The shop is closed on Sundays.", []),
        ("Тренажёры доступны бесплатно.", "Доступ к тренажёрам бесплатный.", []),
        ("Delivery is paid.", "Delivery is free.", ["«is paid», the context's «free»"]),
        ("Доставка платная.", "Доставка бесплатная.", ["«платная», the context's «бесплатная»"]),
        ("配送收费。", "配送免费。", ["«收费», the context's «免费»"]),
        # "forbidden", «запрещены» are negations of their own: polarity names them
        (
            "Pets are forbidden in the rooms.",
            "Pets are allowed in the rooms.",
            ["the opposite of the context's «pets are allowed in the rooms»"],
        ),
        (
            "Домашние животные запрещены.",
            "Домашние животные разрешены.",
            ["the opposite of the context's «домашние животные разрешены»"],
        ),
        ("禁止携带宠物。", "允许携带宠物。", ["«禁止», the context's «允许»"]),
        ("You can't smoke in the rooms.", "Smoking is prohibited in all rooms.", []),
        ("Курить в номерах нельзя.", "Курение в номерах запрещено.", []),
        ("The museum is closed on Mondays.", "The museum is open daily except Mondays.", []),
        ("门票可在网上或售票处购买。", "门票可以在线购买，也可以在售票处购买。", []),
        ("You must register online.", "You can register online.", ["«must», the context's «can»"]),
        ("必须在线注册。", "可以在线注册。", ["«必须», the context's «可以»"]),
        (
            "Registration is optional.",
            "Registration is required.",
            ["«optional», the context's «required»"],
        ),
    ],
)
def test_the_other_word_of_a_pair_of_opposites_is_named(answer, fragment, flagged):
    """ "Delivery is paid." of "Delivery is free." and "You must register online." of "You
    can register online." passed: one word of its own, and no negation to read."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("Write to support@shop.com.", "Write to support@shop.com, we answer fast.", []),
        ("The details are at shop.com/returns.", "See shop.com/returns for details.", []),
        ("Write to help@shop.com.", "Write to support@shop.com.", ["«help@shop.com»"]),
        ("Visit shop.com/refund.", "Visit our site at shop.com/returns.", ["«shop.com/refund»"]),
        ("Пишите на help@shop.ru.", "Пишите на support@shop.ru.", ["«help@shop.ru»"]),
    ],
)
def test_a_contact_the_context_does_not_give_is_the_answer_s_own(answer, fragment, flagged):
    """ "help@shop.com" of "support@shop.com" passed: "help" and "shop" are the context's
    words, or function words."""
    assert flagged_in(answer, fragment) == [flagged]


@pytest.mark.parametrize(
    "answer, fragment, flagged",
    [
        ("The refund is issued within 5 business days.", "Refunds take 5 business days.", []),
        (
            "We open at 9 in the morning and close at 11 at night.",
            "We are open from 9:00 to 23:00.",
            [],
        ),
        # at once, where the context gives a span
        (
            "The refund is issued instantly.",
            "The refund is issued within 5 business days.",
            ["«instantly», the context's «5 business days»"],
        ),
        ("退款会立即到账。", "退款将在5个工作日内到账。", ["«立即», the context's «5个工作日»"]),
        # never, where the context gives when
        (
            "Bonus points never expire.",
            "Bonus points expire after 12 months.",
            ["the opposite of the context's «bonus points expire after 12 months»"],
        ),
        # another thing to do, joined to the context's
        (
            "You can exchange or return the item within 14 days.",
            "You can exchange the item within 14 days.",
            ["«return», an item the context does not hold"],
        ),
        (
            "Товар можно обменять или вернуть в течение 14 дней.",
            "Товар можно обменять в течение 14 дней.",
            ["«вернуть», an item the context does not hold"],
        ),
    ],
)
def test_at_once_never_and_another_thing_to_do_are_the_answer_s_own(answer, fragment, flagged):
    """Each passed: "instantly" of "within 5 business days" (one word of its own),
    "never expire" of "expire after 12 months" ("after" a span was read as after an
    event), "exchange or return" of "exchange" (the context joins no list)."""
    assert flagged_in(answer, fragment) == [flagged]
