"""Seed 000's eighteen checks, by its own names, against ragfts: the evidence gate on
the seed's records (version N is 2026-0N-01, intervals [since, until)), and the
registry's loader for what the seed rejects. Where ragfts differs it says why."""

import json
from dataclasses import dataclass

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.evidence import assess
from ragfts.kit.errors import InputError
from ragfts.kit.records import Fact, Source

DOCUMENTS = {s: Source(s, "2026-01-01", None) for s in ("S01", "S02", "S03", "S04")}


def v(n: int) -> str:
    return f"2026-{n:02}-01"


def last_day_before(n: int) -> str:
    return {2: "2026-01-31", 3: "2026-02-28", 4: "2026-03-31"}[n]


def ev(fid, sid, subject, attribute, value, unit, since, until=None) -> Fact:
    return Fact(
        fid,
        sid,
        subject,
        attribute,
        str(value),
        unit,
        valid_from=v(since),
        valid_until=None if until is None else last_day_before(until),
    )


BASE = (
    ev("E01", "S01", "board-A", "input_voltage", 3300, "mV", 1, 3),
    ev("E02", "S02", "board-A", "input_voltage", 5000, "mV", 3),
    ev("E03", "S03", "board-B", "input_voltage", 3300, "mV", 1),
    ev("E04", "S04", "board-A", "current_limit", 120, "mA", 1),
)
OVERLAP = ev("E05", "S03", "board-A", "input_voltage", 3300, "mV", 2, 4)
EXTRA_VOTE = ev("E06", "S04", "board-A", "input_voltage", 5000, "mV", 3)
OTHER_UNIT = ev("E07", "S04", "board-A", "input_voltage", 5, "V", 3)


@dataclass
class D:
    status: str
    reason: str
    value: object
    evidence_ids: list
    source_ids: list


def decide(facts, version=3, subject="board-A", attribute="input_voltage", unit="mV") -> D:
    d = assess(facts, DOCUMENTS, subject=subject, attribute=attribute, at=v(version), unit=unit)
    return D(d.status, d.reason, d.value, d.fact_ids, d.source_ids)


def test_old_version_has_hand_reference_value_and_provenance():
    assert decide(BASE, 1) == D("supported", "one_declared_value", 3300, ["E01"], ["S01"])


def test_half_open_boundary_selects_only_new_revision():
    assert decide(BASE, 3) == D("supported", "one_declared_value", 5000, ["E02"], ["S02"])


def test_old_interval_includes_version_two():
    assert decide(BASE, 2) == D("supported", "one_declared_value", 3300, ["E01"], ["S01"])


def test_conflict_abstains_and_retains_both_sides():
    assert decide(BASE + (OVERLAP,), 3) == D(
        "abstain", "conflicting_values", None, ["E02", "E05"], ["S02", "S03"]
    )


def test_equal_values_keep_all_supporting_provenance():
    assert decide(BASE + (OVERLAP,), 2) == D(
        "supported", "one_declared_value", 3300, ["E01", "E05"], ["S01", "S03"]
    )


def test_extra_same_value_vote_does_not_resolve_conflict():
    d = decide(BASE + (OVERLAP, EXTRA_VOTE), 3)
    assert (d.reason, d.value, d.evidence_ids) == (
        "conflicting_values",
        None,
        ["E02", "E05", "E06"],
    )


def test_uncovered_attribute_abstains_without_citations():
    assert decide(BASE, 3, attribute="temperature") == D(
        "abstain", "no_active_evidence", None, [], []
    )


def test_future_evidence_is_not_used_early():
    assert decide((BASE[1],), 2).reason == "no_active_evidence"


def test_expired_evidence_is_not_used_at_exclusive_end():
    assert decide((BASE[0],), 3).reason == "no_active_evidence"


def test_unit_mismatch_abstains_instead_of_implicit_conversion():
    assert decide(BASE + (OTHER_UNIT,), 3) == D(
        "abstain", "unit_mismatch", None, ["E02", "E07"], ["S02", "S04"]
    )


def test_input_order_does_not_change_decision_or_provenance_order():
    facts = BASE + (OVERLAP,)
    assert decide(tuple(reversed(facts)), 3) == decide(facts, 3)


def test_unknown_source_id_rejected():
    with pytest.raises(InputError, match="unknown source_id 'UNKNOWN'"):
        decide((ev("E99", "UNKNOWN", "board-A", "input_voltage", 3300, "mV", 1),))


def test_duplicate_evidence_id_rejected():
    with pytest.raises(InputError, match="duplicate fact_id 'E01'"):
        decide(BASE + (BASE[0],))


def test_invalid_or_empty_version_intervals_rejected():
    with pytest.raises(ValueError, match="valid_until needs a valid_from on or before it"):
        Fact(
            "E90",
            "S01",
            "board-A",
            "input_voltage",
            "3300",
            "mV",
            valid_from="2026-03-01",
            valid_until="2026-02-28",
        )
    with pytest.raises(ValueError, match="valid_from must be a YYYY-MM-DD date"):
        Fact("E90", "S01", "board-A", "input_voltage", "3300", "mV", valid_from="1")


@pytest.mark.parametrize(
    "value, unit, message",
    [
        ("true", "mV", "unit mV goes with a number, and 'true' is true/false"),
        ("3300", "", "value 3300 is a number and needs its unit"),
        ("0", "mV", "value 0: a quantity is a number above 0"),
        ("-5", "mV", "value -5: a quantity is a number above 0"),
    ],
)
def test_bad_values_identifiers_and_record_containers_rejected(value, unit, message):
    with pytest.raises(ValueError, match=message):
        Fact("E90", "S01", "board-A", "input_voltage", value, unit)
    with pytest.raises(ValueError, match="fact_id"):
        Fact("", "S01", "board-A", "input_voltage", "3300", "mV")
    with pytest.raises(InputError, match="expected Fact records"):
        assess([{}], DOCUMENTS, subject="board-A", attribute="input_voltage", at=v(1))
    # ragfts differs from the seed on 3.3 V: the seed's values are whole millivolts, a
    # registry of prices and rates holds 12.5 %; a decimal with its unit is a quantity
    assert Fact("E90", "S01", "board-A", "input_voltage", "3.3", "V").value == "3.3"


def test_invalid_query_version_and_fields_rejected():
    for bad in ({"at": "3"}, {"subject": ""}, {"unit": ""}):
        kwargs = {"subject": "board-A", "attribute": "input_voltage", "at": v(1), **bad}
        with pytest.raises(InputError):
            assess(BASE, DOCUMENTS, **kwargs)


def test_other_subject_and_attribute_are_not_mixed():
    assert decide(BASE, 3, subject="board-B").evidence_ids == ["E03"]
    assert decide(BASE, 3, attribute="current_limit", unit="mA") == D(
        "supported", "one_declared_value", 120, ["E04"], ["S04"]
    )


def test_empty_batch_abstains_and_input_records_unchanged():
    before = [f.as_dict() for f in BASE]
    assert decide((), 3).reason == "no_active_evidence"
    decide(BASE, 3)
    assert [f.as_dict() for f in BASE] == before


SEED_CHECKS = (
    "old_version_has_hand_reference_value_and_provenance",
    "half_open_boundary_selects_only_new_revision",
    "old_interval_includes_version_two",
    "conflict_abstains_and_retains_both_sides",
    "equal_values_keep_all_supporting_provenance",
    "extra_same_value_vote_does_not_resolve_conflict",
    "uncovered_attribute_abstains_without_citations",
    "future_evidence_is_not_used_early",
    "expired_evidence_is_not_used_at_exclusive_end",
    "unit_mismatch_abstains_instead_of_implicit_conversion",
    "input_order_does_not_change_decision_or_provenance_order",
    "unknown_source_id_rejected",
    "duplicate_evidence_id_rejected",
    "invalid_or_empty_version_intervals_rejected",
    "bad_values_identifiers_and_record_containers_rejected",
    "invalid_query_version_and_fields_rejected",
    "other_subject_and_attribute_are_not_mixed",
    "empty_batch_abstains_and_input_records_unchanged",
)


def test_each_of_the_seeds_eighteen_checks_is_a_test_here():
    assert len(set(SEED_CHECKS)) == 18
    assert all(callable(globals().get(f"test_{name}")) for name in SEED_CHECKS)
    seed = ROOT.parent / "shared/seeds/000_a8666057a5b42103.txt"
    if seed.is_file():  # beside the repository here; CI has only the repository
        text = seed.read_text(encoding="utf-8")
        assert [name for name in SEED_CHECKS if f"'{name}'" not in text] == []


@pytest.fixture
def board(tmp_path):
    root = copy_kit(ROOT / "tests/kits/board", tmp_path / "board")
    (root / "schema.sql").write_bytes((ROOT / "schema.sql").read_bytes())
    return root


def test_evidence_without_unit_says_the_unit_and_carries_the_seeds_keys(board):
    done = invoke(
        "evidence",
        "--subject",
        "board-A",
        "--attribute",
        "input_voltage",
        "--at",
        v(3),
        "--json",
        kit=board,
    )
    d = json.loads(done.stdout)
    assert (d["status"], d["value"], d["unit"]) == ("supported", 5000, "mV")
    assert (d["evidence_ids"], d["source_ids"], d["reason"]) == (
        ["E02"],
        ["S02"],
        "one_declared_value",
    )


def test_one_kind_of_value_per_attribute(board):
    with open(board / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write("E09,S02,board-A,input_voltage,true,,board-A input voltage 5000 mV,,\n")
    done = invoke("build", kit=board)
    assert done.exit_code == 2
    assert done.stderr.splitlines()[0] == (
        "Error: corpus/facts.csv:13: E09: board-A.input_voltage is number in E01, and "
        "true/false here: one kind of value per attribute"
    )


@pytest.mark.parametrize(
    "row, message",
    [
        (
            "E09,S02,board-A,input_voltage,0,mV,board-A input voltage 5000 mV,,",
            "value 0: a quantity is a number above 0",
        ),
        (
            "E09,S02,board-A,input_voltage,5000,,board-A input voltage 5000 mV,,",
            "value 5000 is a number and needs its unit",
        ),
    ],
)
def test_the_board_registry_refuses_what_the_seed_refuses(board, row, message):
    with open(board / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write(row + "\n")
    done = invoke("build", kit=board)
    assert done.exit_code == 2
    assert message in done.stderr.splitlines()[0]
    assert done.stderr.startswith("Error: corpus/facts.csv:13: ")


@pytest.mark.parametrize(
    "qid, reason, facts",
    [
        ("B2", "conflicting_values", ["C02", "C05"]),
        ("B3", "conflicting_values", ["D02", "D05", "D06"]),
        ("B4", "unit_mismatch", ["U02", "U07"]),
    ],
)
def test_the_board_kit_asks_the_seeds_hard_cases_as_questions(board, qid, reason, facts):
    assert invoke("run", qid, kit=board).exit_code == 0
    done = json.loads(invoke("evidence", "--question", qid, "--json", kit=board).stdout)
    (decision,) = done["registry"]["decisions"]
    assert (done["registry"]["action"], decision["reason"], decision["evidence_ids"]) == (
        "clarify",
        reason,
        facts,
    )
