"""The evidence gate: seed 000's 18 checks on the ported board kit, and the example kit."""

import json
import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.evidence import assess
from ragfts.index.view import open_kit
from ragfts.kit.errors import InputError
from ragfts.kit.records import Document, Fact

BOARD = ROOT / "tests/kits/board"
V1, V2, V3 = "2026-01-01", "2026-02-01", "2026-03-01"  # the seed's versions 1, 2, 3


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    root = copy_kit(BOARD, tmp_path_factory.mktemp("board"))
    shutil.copy(ROOT / "schema.sql", root / "schema.sql")
    return open_kit(root)


@pytest.fixture(scope="module")
def base(board):
    return [board.facts[f] for f in ("E01", "E02", "E03", "E04")]


E05 = Fact(
    "E05", "S03", "board-A", "input_voltage", "3300", "mV", valid_from=V2, valid_until="2026-03-31"
)
E06 = Fact("E06", "S04", "board-A", "input_voltage", "5000", "mV", valid_from=V3)
E07 = Fact("E07", "S04", "board-A", "input_voltage", "5", "V", valid_from=V3)


def gate(board, facts, at=V3, subject="board-A", attribute="input_voltage", unit="mV"):
    return assess(facts, board.documents, subject=subject, attribute=attribute, at=at, unit=unit)


def test_01_old_version_has_its_value_and_provenance(board, base):
    d = gate(board, base, at=V1)
    assert (d.status, d.value, d.fact_ids, d.source_ids) == ("supported", 3300, ["E01"], ["S01"])


def test_02_boundary_selects_only_the_new_revision(board, base):
    d = gate(board, base, at=V3)
    assert (d.value, d.fact_ids, d.source_ids) == (5000, ["E02"], ["S02"])


def test_03_old_interval_includes_version_two(board, base):
    d = gate(board, base, at=V2)
    assert (d.value, d.fact_ids) == (3300, ["E01"])


def test_04_conflict_abstains_and_keeps_both_sides(board, base):
    d = gate(board, base + [E05], at=V3)
    assert (d.status, d.reason, d.value) == ("abstain", "conflicting_values", None)
    assert (d.fact_ids, d.source_ids) == (["E02", "E05"], ["S02", "S03"])


def test_05_equal_values_keep_all_supporting_provenance(board, base):
    d = gate(board, base + [E05], at=V2)
    assert (d.status, d.value, d.fact_ids) == ("supported", 3300, ["E01", "E05"])


def test_06_extra_vote_does_not_resolve_the_conflict(board, base):
    d = gate(board, base + [E05, E06], at=V3)
    assert (d.reason, d.value, d.fact_ids) == ("conflicting_values", None, ["E02", "E05", "E06"])


def test_07_uncovered_attribute_abstains_without_citations(board, base):
    d = gate(board, base, attribute="temperature")
    assert (d.reason, d.value, d.fact_ids, d.source_ids) == ("no_active_evidence", None, [], [])


def test_08_future_evidence_is_not_used_early(board, base):
    assert gate(board, [base[1]], at=V2).reason == "no_active_evidence"


def test_09_expired_evidence_is_not_used_after_its_last_day(board, base):
    assert gate(board, [base[0]], at=V3).reason == "no_active_evidence"
    assert gate(board, [base[0]], at="2026-02-28").value == 3300


def test_10_unit_mismatch_abstains_instead_of_converting(board, base):
    d = gate(board, base + [E07], at=V3)
    assert (d.reason, d.value, d.fact_ids) == ("unit_mismatch", None, ["E02", "E07"])


def test_11_input_order_does_not_change_decision_or_provenance(board, base):
    assert gate(board, list(reversed(base + [E05]))) == gate(board, base + [E05])


def test_12_unknown_source_is_rejected(board, base):
    with pytest.raises(InputError, match="E99: unknown source_id 'UNKNOWN'"):
        gate(board, base + [Fact("E99", "UNKNOWN", "board-A", "input_voltage", "3300", "mV")])


def test_13_duplicate_fact_id_is_rejected_not_overwritten(board, base):
    with pytest.raises(InputError, match="duplicate fact_id 'E01': rejected, not overwritten"):
        gate(board, base + [base[0]])


@pytest.mark.parametrize(
    "valid_from, valid_until, message",
    [
        ("2026-03-01", "2026-02-28", "valid_until 2026-02-28 is before valid_from 2026-03-01"),
        ("2026-00-01", None, "valid_from '2026-00-01' is not a day in the calendar"),
        ("2026-01-01", True, "valid_until must be a YYYY-MM-DD date, got True"),
    ],
)
def test_14_inverted_or_invalid_intervals_are_rejected(valid_from, valid_until, message):
    with pytest.raises(ValueError, match=message):
        Document("S09", valid_from, valid_until, "text")


@pytest.mark.parametrize(
    "make, message",
    [
        (
            lambda: Fact("", "S01", "board-A", "input_voltage", "3300", "mV"),
            "fact_id must be a non-empty text",
        ),
        (
            lambda: Fact("E 90", "S01", "board-A", "input_voltage", "3300", "mV"),
            "fact_id must be a non-empty text without white space",
        ),
        (lambda: Fact("E90", "S01", "board-A", "input_voltage", True, "mV"), "value is empty"),
        (lambda: Fact("E90", "S01", "board-A", "input_voltage", 3.3, "V"), "value is empty"),
    ],
)
def test_15_bad_values_and_identifiers_are_rejected(make, message):
    with pytest.raises(ValueError, match=message):
        make()


@pytest.mark.parametrize("facts", ["E01", [{}]])
def test_15_bad_record_containers_are_rejected(board, facts):
    with pytest.raises(InputError, match="expected Fact records"):
        gate(board, facts)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"at": True}, "at must be a YYYY-MM-DD date"),
        ({"at": "20260301"}, "at must be a YYYY-MM-DD date"),
        ({"unit": ""}, "unit must be a non-empty text"),
        ({"subject": 1}, "subject must be a non-empty text"),
    ],
)
def test_16_invalid_date_and_fields_are_rejected(board, base, kwargs, message):
    with pytest.raises(InputError, match=message):
        gate(board, base, **kwargs)


def test_17_other_subject_and_attribute_are_not_mixed(board, base):
    b = gate(board, base, subject="board-B")
    assert (b.value, b.fact_ids) == (3300, ["E03"])
    c = gate(board, base, attribute="current_limit", unit="mA")
    assert (c.value, c.fact_ids) == (120, ["E04"])


def test_18_empty_batch_abstains_and_input_records_are_unchanged(board, base):
    before = [f.as_dict() for f in base]
    assert gate(board, []).reason == "no_active_evidence"
    gate(board, base + [E05, E06, E07])
    assert [f.as_dict() for f in base] == before


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(st.permutations([0, 1, 2, 3, 4, 5, 6]), st.sampled_from([V1, V2, V3, "2026-04-01"]))
def test_order_of_facts_never_changes_decision_or_provenance(board, base, order, at):
    facts = base + [E05, E06, Fact(**{**E07.as_dict(), "unit": "mV", "value": "5000"})]
    shuffled = [facts[i] for i in order]
    assert gate(board, shuffled, at=at) == gate(board, facts, at=at)


def evidence(kit, *args):
    return invoke("evidence", *args, "--json", kit=kit)


def test_example_kit_refund_conflict(kit):
    result = evidence(
        kit, "--subject", "Планёр", "--attribute", "refund_days", "--at", "2026-10-23"
    )
    assert result.exit_code == 1
    d = json.loads(result.stdout)
    assert (d["status"], d["reason"], d["value"]) == ("abstain", "conflicting_values", None)
    assert (d["fact_ids"], d["source_ids"]) == (
        ["F-refund14", "F-refund21"],
        ["refund-a", "refund-b"],
    )


@pytest.mark.parametrize(
    "at, value, fact, source",
    [
        ("2026-10-23", 2000, "F-price", "price-v2"),
        ("2026-09-15", 1000, "F-price-old", "price-v1"),
    ],
)
def test_example_kit_price_by_date(kit, at, value, fact, source):
    result = evidence(kit, "--subject", "Планёр", "--attribute", "price_per_month", "--at", at)
    assert result.exit_code == 0
    d = json.loads(result.stdout)
    assert (d["status"], d["value"], d["fact_ids"], d["source_ids"]) == (
        "supported",
        value,
        [fact],
        [source],
    )


def test_example_kit_delivery_has_no_evidence(kit):
    result = evidence(
        kit, "--subject", "Планёр", "--attribute", "delivery_days", "--at", "2026-10-23"
    )
    d = json.loads(result.stdout)
    assert (d["status"], d["reason"], d["fact_ids"], d["source_ids"]) == (
        "abstain",
        "no_active_evidence",
        [],
        [],
    )


def test_example_kit_unit_mismatch(kit):
    result = invoke(
        "evidence",
        "--subject",
        "Планёр",
        "--attribute",
        "price_per_month",
        "--at",
        "2026-10-23",
        "--unit",
        "USD",
        kit=kit,
    )
    assert (
        result.stdout
        == "Планёр.price_per_month @ 2026-10-23: abstain — unit_mismatch; F-price (price-v2)\n"
    )


def test_evidence_for_a_logged_question_runs_the_gate_twice(kit):
    result = invoke("evidence", "--question", "Q6", kit=kit)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "registry: clarify",
        "  considered: F-refund14, F-refund21",
        "  Планёр.refund_days @ 2026-10-23: abstain — conflicting_values; F-refund14, F-refund21 (refund-a, refund-b)",
        "found: clarify",
        "  considered: F-refund14, F-refund21",
        "  Планёр.refund_days @ 2026-10-23: abstain — conflicting_values; F-refund14, F-refund21 (refund-a, refund-b)",
    ]


def test_evidence_for_a_question_without_facts_says_why_it_abstains(kit):
    result = invoke("evidence", "--question", "Q7", kit=kit)
    assert (result.exit_code, result.stdout.splitlines()) == (
        0,
        [
            "registry: abstain",
            "  considered: no fact",
            "  why: Q7 names no fact_ids: nothing to assess, so abstain",
            "found: abstain",
            "  considered: no fact",
            "  why: Q7 names no fact_ids: nothing to assess, so abstain",
        ],
    )


def test_evidence_when_the_search_found_none_of_the_facts(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "задачи из CSV?,CSV,", "задачи из CSV?,настройка,"
        ),
        encoding="utf-8",
    )
    invoke("run", "Q3", kit=kit)
    result = invoke("evidence", "--question", "Q3", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-4:] == [
        "found: abstain",
        "  considered: no fact",
        "  Планёр.csv_import @ 2026-10-23: abstain — no_active_evidence; no facts (no sources)",
        "  why: no fact about F-csv's subject in the found fragments: abstain",
    ]


def test_evidence_bad_date_is_a_usage_error(kit):
    result = invoke(
        "evidence",
        "--subject",
        "Планёр",
        "--attribute",
        "refund_days",
        "--at",
        "2026-10-32",
        kit=kit,
    )
    assert result.exit_code == 2
    assert result.stderr == "Error: at '2026-10-32' is not a day in the calendar\n"


def test_replay_shows_the_reference_reaction(kit):
    q6 = invoke("replay", "Q6", kit=kit).stdout.splitlines()
    assert "reference reaction from the found fragments: clarify" in q6
    q1 = invoke("replay", "Q1", kit=kit).stdout.splitlines()
    i = q1.index("reference reaction from the found fragments: answer")
    assert (
        q1[i + 1]
        == "  Планёр.price_per_month @ 2026-10-23: supported 2000 — one_declared_value; F-price (price-v2)"
    )


def test_search_verdict_when_registry_supports_but_found_context_does_not(kit):
    # Q1 searched with a query that finds only the FAQ: the registry supports 2000, the
    # found fragments do not contain F-price.
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "сейчас?,цена,answer,F-price,price-v2", "сейчас?,CSV,answer,F-price,"
        ),
        encoding="utf-8",
    )
    invoke("run", "Q1", kit=kit)
    log = json.loads((kit / "replays/Q1.json").read_text(encoding="utf-8"))
    assert log["retrieval_missing_source_ids"] == []
    assert log["answers"][1]["result"]["verdict"] == "search"


def test_the_readme_shows_evidence_for_questions_as_it_prints_them(kit):
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for qid in ("Q6", "Q7"):
        shown = readme.split(f"$ ragfts evidence --question {qid}\n", 1)[1].split("$ ", 1)[0]
        shown = shown.split("```", 1)[0]
        assert shown == invoke("evidence", "--question", qid, kit=kit).stdout
