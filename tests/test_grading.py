"""Grading answers on the logged fragments, and the verdict that names the broken link."""

import json

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.context import Context
from ragfts.grade.grading import grade
from ragfts.index.view import open_kit
from ragfts.log.proof import context
from ragfts.log.reading import read_log
from ragfts.log.record import grade_dict

MOCK = [
    json.loads(line)
    for line in (ROOT / "answers/seed-mock.jsonl").read_text(encoding="utf-8").splitlines()
]


@pytest.fixture(scope="module")
def example(tmp_path_factory):
    """The example kit, opened once (its index built in a private copy)."""
    return open_kit(copy_kit(ROOT, tmp_path_factory.mktemp("example")))


def graded(kit, qid, label):
    log = read_log(kit.root, qid)
    answer = next(r["answer"] for r in MOCK if r["id"] == qid and r["label"] == label)
    return grade_dict(grade(answer, context(kit, log)))


def graded_on_q1(kit, answer, found=("price-v2",)):
    return grade_dict(
        grade(answer, Context(kit.questions["Q1"], set(found), None, kit.facts, kit.documents))
    )


def test_q3_false_refusal_on_the_found_fragment(example):
    result = graded(example, "Q3", "before")
    assert result["errors"] == ["expected_fact_missing", "wrong_action_or_false_refusal"]
    assert result["details"][0] == {
        "code": "wrong_action_or_false_refusal",
        "message": "false refusal: abstained although F-csv (faq-v2) was in the found context",
    }
    assert result["retrieval_missing_source_ids"] == [] and result["input_errors"] == []
    assert result["verdict"] == "answer" and result["pass"] is False


def test_q1_before_uses_the_old_version(example):
    result = graded(example, "Q1", "before")
    assert {"expected_fact_missing", "wrong_source_version_for_question_date"} <= set(
        result["errors"]
    )
    assert "price-v1 is valid 2026-09-01..2026-09-30, not on 2026-10-23" in [
        d["message"] for d in result["details"]
    ]


@pytest.mark.parametrize(
    "qid, codes",
    [
        ("Q2", ["unsupported_answer", "value_not_supported_by_fact"]),
        ("Q4", ["unsupported_answer", "value_not_supported_by_fact"]),
        ("Q5", ["unsupported_answer", "wrong_action_or_false_refusal"]),
        ("Q6", ["conflict_not_disclosed", "wrong_action_or_false_refusal"]),
        (
            "Q8",
            [
                "expected_fact_missing",
                "source_not_in_found_context",
                "wrong_source_version_for_question_date",
            ],
        ),
    ],
)
def test_before_answers_get_their_error_codes(example, qid, codes):
    assert graded(example, qid, "before")["errors"] == codes


@pytest.mark.parametrize("qid", [f"Q{n}" for n in range(1, 9)])
def test_every_after_answer_passes(example, qid):
    result = graded(example, qid, "after")
    assert (result["pass"], result["errors"], result["verdict"]) == (True, [], "pass")


@pytest.mark.parametrize("label", ["before", "after"])
def test_q7_both_answers_pass(example, label):
    result = graded(example, "Q7", label)
    assert (result["pass"], result["errors"], result["input_errors"], result["verdict"]) == (
        True,
        [],
        [],
        "pass",
    )


def test_q6_document_note_names_the_unranked_conflict(example):
    assert graded(example, "Q6", "after")["document_notes"] == [
        "Планёр.refund_days on 2026-10-23: conflicting values between F-refund14, F-refund21 "
        "(refund-a, refund-b) and nothing ranks them"
    ]


@pytest.mark.parametrize("value", [2000, 2000.0, "2000", "2 000", "2000.0", " 2000 "])
def test_values_compare_on_their_canonical_form(example, value):
    answer = {
        "action": "answer",
        "text": "",
        "claims": [{"fact_id": "F-price", "value": value, "source_id": "price-v2"}],
        "source_ids": ["price-v2"],
    }
    assert graded_on_q1(example, answer)["pass"] is True


def test_unknown_fact_and_claim_source_mismatch(example):
    answer = {
        "action": "answer",
        "text": "",
        "source_ids": [],
        "claims": [
            {"fact_id": "F-nope", "value": 1, "source_id": "price-v2"},
            {"fact_id": "F-price", "value": 2000, "source_id": "faq-v2"},
        ],
    }
    result = graded_on_q1(example, answer)
    assert result["errors"] == [
        "claim_source_mismatch",
        "source_not_in_found_context",
        "unknown_fact",
        "unsupported_answer",
    ]


@pytest.mark.parametrize(
    "answer, message",
    [
        ([], "an answer must be a JSON object, got list"),
        (
            {"action": "reply", "text": ""},
            "action must be one of answer, clarify, abstain, got 'reply'",
        ),
        (
            {"action": "answer", "claims": [{"fact_id": "F-price"}]},
            "claims[0] must be an object with exactly fact_id, value, source_id",
        ),
        ({"action": "answer", "source_ids": "price-v2"}, "source_ids must be a list of strings"),
        ({"action": "answer", "confidence": 0.9}, "unexpected field 'confidence'"),
    ],
)
def test_malformed_answer_is_kept_as_input_errors(example, answer, message):
    result = graded_on_q1(example, answer, found=())
    assert (
        result["input_errors"] == [message] and result["pass"] is False and result["errors"] == []
    )


def test_query_that_finds_nothing_is_a_search_verdict(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "использования?,цена,", "использования?,использование,"
        ),
        encoding="utf-8",
    )
    result = invoke("run", "Q2", kit=kit)
    assert "changed since the last log: found price-v2 → nothing" in result.stdout
    log = json.loads((kit / "replays/Q2.json").read_text(encoding="utf-8"))
    assert [a["result"]["verdict"] for a in log["answers"]] == ["search", "search"]


def test_fact_not_valid_on_the_date_is_a_document_verdict(kit):
    path = kit / "corpus/price-v2.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("valid_until:\n", "valid_until: 2026-10-20\n"),
        encoding="utf-8",
    )
    invoke("run", "Q1", kit=kit)
    log = json.loads((kit / "replays/Q1.json").read_text(encoding="utf-8"))
    after = log["answers"][1]["result"]
    assert after["verdict"] == "document"
    assert after["document_notes"] == ["F-price: its source price-v2 is not valid on 2026-10-23"]
