"""Free-text transcripts graded offline (issue 11): the seed's answers as text, locale
number forms, refusal languages, the clarify rule, values stated by two documents,
input errors, open cases, and the bot's own context."""

import json

import pytest

from conftest import ROOT, invoke
from ragfts.grade.context import Context
from ragfts.grade.grading import grade
from ragfts.grade.reading import numbers
from ragfts.grade.values import display, number_key, numeral_text
from ragfts.index.view import open_kit
from ragfts.kit.profile import fold

MOCK = [
    json.loads(line)
    for line in (ROOT / "answers/seed-mock.jsonl").read_text(encoding="utf-8").splitlines()
]
Q1_BEFORE_CONTEXT = (
    "Учебный прайс «Планёр», версия 1. В сентябре 2026 цена — 1000 рублей в месяц. "
    "С 1 октября этот прайс не действует."
)


def attach(kit, tmp_path, records, name="bot.jsonl"):
    path = tmp_path / name
    path.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8"
    )
    return invoke("answer", path, kit=kit)


def results(kit, qid):
    return {
        a["label"]: a["result"]
        for a in json.loads((kit / f"replays/{qid}.json").read_text("utf-8"))["answers"]
    }


def test_seed_answers_as_text_grade_as_their_structured_claims(kit, tmp_path):
    text_only = [
        {
            "id": r["id"],
            "label": r["label"] + "-text",
            "text": r["answer"]["text"],
            "source_ids": r["answer"]["source_ids"],
            **({"context": r["answer"]["context"]} if "context" in r["answer"] else {}),
        }
        for r in MOCK
    ]
    attach(kit, tmp_path, text_only)
    for record in MOCK:
        graded = results(kit, record["id"])
        structured, text = graded[record["label"]], graded[record["label"] + "-text"]
        assert (text["verdict"], text["errors"], text["pass"]) == (
            structured["verdict"],
            structured["errors"],
            structured["pass"],
        ), record


@pytest.mark.parametrize(
    "written, value",
    [
        ("2000", "2000"),
        ("2 000", "2000"),
        ("2\u00a0000", "2000"),
        ("2\u202f000", "2000"),
        ("2,000", "2000"),
        ("8,8", "8.8"),
        ("8.8", "8.8"),
        ("500,000", "500000"),
        ("۲۰۰۰", "2000"),
        ("٢٠٠٠", "2000"),
        ("۸٫۸", "8.8"),
        ("1 234 567,5", "1234567.5"),
    ],
)
def test_numbers_in_their_locale_forms(written, value):
    assert [key for key, _numeral, _spelled, _end in numbers(fold(f"цена {written} рублей"))] == [
        value
    ]


@pytest.mark.parametrize(
    "text", ["2 000 рублей", "2\u00a0000 ₽", "2,000 руб.", "۲۰۰۰ تومان", "2000.0"]
)
def test_the_price_stated_in_any_form_passes_q1(kit, tmp_path, text):
    attach(
        kit,
        tmp_path,
        [{"id": "Q1", "label": "x", "text": f"Сейчас {text} в месяц", "source_ids": ["price-v2"]}],
    )
    assert (results(kit, "Q1")["x"]["verdict"], results(kit, "Q1")["x"]["errors"]) == ("pass", [])


def test_a_wrong_number_with_the_unit_is_a_wrong_value(kit, tmp_path):
    attach(
        kit,
        tmp_path,
        [{"id": "Q1", "label": "x", "text": "Стоит 2 500 рублей", "source_ids": ["price-v2"]}],
    )
    result = results(kit, "Q1")["x"]
    assert result["errors"] == ["unsupported_answer", "value_not_supported_by_fact"]
    assert result["reading"]["claims"] == [
        {"fact_id": "F-price", "value": "2500", "source_id": "price-v2", "matched": "2 500"}
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Не знаю, в базе нет ответа",
        "I don't know, sorry.",
        "I don’t know",
        "متأسفم، نمی‌دانم.",
        "اطلاعاتی وجود ندارد",
        "我不知道。",
        "对不起，没有相关信息",
    ],
)
def test_refusals_in_every_shipped_language(kit, tmp_path, text):
    attach(kit, tmp_path, [{"id": "Q3", "label": "x", "text": text}])
    result = results(kit, "Q3")["x"]
    assert result["reading"]["action"] == "abstain"
    assert result["errors"] == ["expected_fact_missing", "wrong_action_or_false_refusal"]
    assert result["details"][0]["message"].startswith(
        "false refusal: abstained although F-csv (faq-v2)"
    )


def test_a_kit_may_add_refusal_phrases(kit, tmp_path):
    (kit / "refusals.txt").write_text(
        "# our bot's own words\nобратитесь в поддержку\n", encoding="utf-8"
    )
    attach(kit, tmp_path, [{"id": "Q7", "label": "x", "text": "Обратитесь в поддержку."}])
    assert results(kit, "Q7")["x"]["reading"]["how"] == "refusal phrase «обратитесь в поддержку»"
    assert results(kit, "Q7")["x"]["verdict"] == "pass"


@pytest.mark.parametrize(
    "text, how",
    [
        (
            "Есть два срока: 14 и 21 день, приоритет не задан.",
            "names every side of the conflict in F-refund14, F-refund21",
        ),
        ("Какая политика возврата к вам относится?", "asks a question back"),
    ],
)
def test_clarify_rule(kit, tmp_path, text, how):
    attach(kit, tmp_path, [{"id": "Q6", "label": "x", "text": text}])
    reading = results(kit, "Q6")["x"]["reading"]
    assert (reading["action"], reading["how"]) == ("clarify", how)


def test_both_sides_of_the_conflict_from_the_found_copies_pass(kit, tmp_path):
    attach(
        kit,
        tmp_path,
        [
            {
                "id": "Q6",
                "label": "x",
                "text": "Срок 14 или 21 день — уточните политику?",
                "source_ids": ["refund-a", "refund-b"],
            }
        ],
    )
    result = results(kit, "Q6")["x"]
    assert (result["verdict"], result["errors"]) == ("pass", [])
    assert [(c["fact_id"], c["source_id"]) for c in result["reading"]["claims"]] == [
        ("F-refund14", "refund-a"),
        ("F-refund21", "refund-b"),
    ]


def test_one_side_only_does_not_disclose_the_conflict(kit, tmp_path):
    attach(
        kit,
        tmp_path,
        [{"id": "Q6", "label": "x", "text": "Вернуть можно за 14 дней", "action": "clarify"}],
    )
    assert results(kit, "Q6")["x"]["errors"] == ["conflict_not_disclosed"]


def test_a_value_stated_by_two_documents_is_met_by_either_copy(kit, tmp_path):
    (kit / "corpus/price-copy.txt").write_text(
        "source_id: price-copy\nvalid_from: 2026-10-01\nvalid_until:\n\n"
        "Копия прайса «Планёр»: цена — 2000 рублей в месяц.\n",
        encoding="utf-8",
    )
    with open(kit / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write(
            "F-price-copy,price-copy,Планёр,price_per_month,2000,RUB,цена — 2000 рублей в месяц,\n"
        )
    assert invoke("run", "Q1", kit=kit).exit_code == 0
    attach(
        kit,
        tmp_path,
        [
            {
                "id": "Q1",
                "label": "text",
                "text": "2000 рублей в месяц",
                "source_ids": ["price-copy"],
            },
            {
                "id": "Q1",
                "label": "claims",
                "answer": {
                    "action": "answer",
                    "text": "2000",
                    "source_ids": ["price-copy"],
                    "claims": [
                        {"fact_id": "F-price-copy", "value": 2000, "source_id": "price-copy"}
                    ],
                },
            },
        ],
    )
    for label in ("text", "claims"):
        assert (results(kit, "Q1")[label]["verdict"], results(kit, "Q1")[label]["errors"]) == (
            "pass",
            [],
        ), label


def test_malformed_records_are_input_errors_counted_apart(kit, tmp_path):
    result = attach(
        kit,
        tmp_path,
        [
            {"id": "Q3", "label": "x", "answer": "Да"},
            {"id": "Q4", "label": "x", "answer": {"text": 5}},
            {"id": "Q5", "label": "x", "text": "Не знаю", "action": "maybe"},
        ],
    )
    assert result.stdout == (
        "Q3 [x] FAIL verdict input_error an answer must be a JSON object, got str\n"
        "Q4 [x] FAIL verdict input_error an answer needs an action, a status or a text to read it from, "
        "text must be a string\n"
        "Q5 [x] FAIL verdict input_error action must be one of answer, clarify, abstain, got 'maybe'\n"
    )
    table = invoke("triage", "--label", "x", kit=kit).stdout.splitlines()
    assert (
        table[3]
        == "Q3  2026-10-23  answer    — (x)      input_error  input error: an answer must be a JSON object, got str"
    )
    assert table[-1] == "input_error: 3, no_answer: 5"


def test_an_answer_question_without_facts_or_sources_is_refused_unless_open(kit, tmp_path):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8") + "Q9,2026-10-23,Есть ли тёмная тема?,тема,answer,,,?\n",
        encoding="utf-8",
    )
    result = invoke("run", "Q9", kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith(
        "Error: questions.csv:10: an answer question needs fact_ids or source_ids"
    )
    rows = path.read_text(encoding="utf-8").splitlines()
    rows = [rows[0] + ",open"] + [row + ("" if row.endswith("?") else ",") for row in rows[1:]]
    text = "\n".join(rows).replace(",тема,answer,,,?", ",тема,answer,,,?,true") + "\n"
    path.write_text(text, encoding="utf-8")
    assert invoke("run", "Q9", kit=kit).exit_code == 0
    attach(kit, tmp_path, [{"id": "Q9", "label": "x", "text": "Не знаю."}])
    assert results(kit, "Q9")["x"]["verdict"] == "document"


def test_seed_q1_before_on_the_bots_own_context(kit, tmp_path):
    attach(
        kit,
        tmp_path,
        [
            {
                "id": "Q1",
                "label": "before",
                "text": "1000 рублей в месяц",
                "source_ids": ["price-v1"],
                "context": [{"source_id": "price-v1", "text": Q1_BEFORE_CONTEXT}],
            }
        ],
    )
    result = results(kit, "Q1")["before"]
    assert result["retrieval_missing_source_ids"] == ["price-v2"]
    assert result["errors"] == ["expected_fact_missing", "wrong_source_version_for_question_date"]
    assert result["retrieval_errors"] == ["bot_context_stale", "bot_retrieval_missed"]
    assert (result["pass"], result["verdict"]) == (False, "search")
    assert result["details"][0] == {
        "code": "bot_retrieval_missed",
        "message": "price-v2 found by the reference search, not retrieved by the bot",
    }


def test_a_bot_fragment_that_is_not_the_indexed_text_is_stale(kit, tmp_path):
    attach(
        kit,
        tmp_path,
        [
            {
                "id": "Q1",
                "label": "x",
                "text": "2000 рублей",
                "source_ids": ["price-v2"],
                "context": [{"source_id": "price-v2", "text": "цена — 1500 рублей в месяц"}],
            }
        ],
    )
    result = results(kit, "Q1")["x"]
    assert result["retrieval_errors"] == ["bot_context_stale"]
    assert (
        result["details"][0]["message"]
        == "the bot's fragment of price-v2 is not in its indexed text"
    )
    attach(
        kit,
        tmp_path,
        [
            {
                "id": "Q1",
                "label": "y",
                "text": "2000 рублей",
                "source_ids": ["price-v2"],
                "context": [{"source_id": "price-v2", "text": "цена — 2000 рублей  в месяц"}],
            }
        ],
    )
    assert (results(kit, "Q1")["y"]["verdict"], results(kit, "Q1")["y"]["retrieval_errors"]) == (
        "pass",
        [],
    )


def test_transcripts_as_csv_and_a_json_array(kit, tmp_path):
    csv_file = tmp_path / "bot.csv"
    csv_file.write_text(
        'id,text,source_ids,label\nQ1,"2000 рублей в месяц",price-v2,csv\n'
        'Q6,"14 и 21 день",refund-a;refund-b,csv\n',
        encoding="utf-8",
    )
    assert (
        invoke("answer", csv_file, kit=kit).stdout
        == "Q1 [csv] PASS verdict pass\nQ6 [csv] PASS verdict pass\n"
    )
    array = tmp_path / "bot.json"
    array.write_text(
        json.dumps(
            [{"id": "Q3", "text": "Да, импорт CSV поддерживается", "source_ids": ["faq-v2"]}],
            ensure_ascii=False,
        ),
        encoding="utf-8",
    )
    assert invoke("answer", array, kit=kit).stdout == "Q3 [bot] PASS verdict pass\n"


def test_persian_minimal_pairs_read_as_different_claims():
    facts = {
        "P-renew": ("renewable", "true", "قابل تمدید است|!قابل تمدید نیست"),
        "P-until": ("refund_window", "until_end", "تا پایان دوره|!پس از پایان دوره"),
        "P-plans": ("plans", "all", "همه طرح‌ها"),
        "P-step": ("step", "submit", "ثبت درخواست"),
    }
    from ragfts.grade.reading import read
    from ragfts.kit.records import Fact, Question, Source

    registry = {
        fid: Fact(fid, "doc", "plan", attr, value, "", "", tuple(ph.split("|")))
        for fid, (attr, value, ph) in facts.items()
    }
    question = Question("F1", "2026-01-01", "?", "x", "answer", tuple(registry), ("doc",), "")
    documents = {"doc": Source("doc", "2026-01-01", None)}

    def claims(text):
        return [
            (c.fact_id, c.value)
            for c in read({"text": text}, question, registry, documents, ["doc"], {}).claims
        ]

    assert claims("این طرح قابل تمدید است") == [("P-renew", "true")]
    assert claims("این طرح قابل تمدید نیست") == [("P-renew", "false")]
    assert claims("تا پايان دوره") == [("P-until", "until_end")]  # Arabic yeh in پايان
    assert claims("پس از پایان دوره") == []
    assert claims("برای همه طرحها") == [("P-plans", "all")]  # without the ZWNJ
    assert claims("فقط طرح سازمانی") == []
    assert claims("ثبت درخواست") == [("P-step", "submit")]
    assert claims("تأیید درخواست") == []


def test_grading_a_free_text_answer_directly(tmp_path):
    from conftest import copy_kit

    with open_kit(copy_kit(ROOT, tmp_path / "k")) as kit:
        ctx = Context(kit.questions["Q4"], {"price-v2"}, None, kit.facts, kit.documents)
        assert (
            grade({"text": "Нет, настройка не включена", "source_ids": ["price-v2"]}, ctx).verdict
            == "pass"
        )
        wrong = grade({"text": "Да, настройка включена", "source_ids": ["price-v2"]}, ctx)
        assert wrong.errors == ["unsupported_answer", "value_not_supported_by_fact"]
        assert wrong.reading["claims"][0]["matched"] == "!настройка включена"


@pytest.mark.parametrize(
    "numeral, key, text",
    [
        ("2000", "2000", "2000"),
        ("+2000.0", "2000", "2000.0"),
        ("007.50", "7.5", "7.50"),
        ("-0.00", "0", "-0.00"),
        ("-12.5", "-12.5", "-12.5"),
        ("0.000001", "0.000001", "0.000001"),
        ("0.00000010", "0.0000001", "1.0E-7"),
    ],
)
def test_a_numeral_keys_on_its_value_and_reads_as_python_decimal_writes_it(numeral, key, text):
    from decimal import Decimal

    assert number_key(numeral) == key
    assert numeral_text(numeral) == text == str(Decimal(numeral))


@pytest.mark.parametrize(
    "value, shown",
    [
        (2000, 2000),
        (2000.0, 2000),
        ("2 000", 2000),
        ("12.50", "12.5"),
        (1e20, 10**20),
        ("0.0000001", "1E-7"),
        ("-0.0", 0),
        ("७", 7),
        ("about 2000", "about 2000"),
    ],
)
def test_display_shows_a_value_as_json_does(value, shown):
    assert display(value) == shown and type(display(value)) is type(shown)
