"""Seed 003's six statuses kept as statuses: expected_status, status_mismatch, no claims
under a status of no evidence, and status_accuracy over every case."""

import json

from conftest import invoke


def with_status_column(kit, statuses: dict[str, str]) -> None:
    """questions.csv with an expected_status column, set for the ids given."""
    path = kit / "questions.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    out = [lines[0] + ",expected_status"]
    for line in lines[1:]:
        out.append(f"{line},{statuses.get(line.split(',', 1)[0], '')}")
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    (kit / "SHA256SUMS").unlink()


def attach(kit, tmp_path, qid: str, answer: dict) -> dict:
    path = tmp_path / "a.jsonl"
    record = {"id": qid, "label": "s", "answer": answer}
    path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    return json.loads(invoke("answer", path, "--json", kit=kit).stdout)["attached"][0]["result"]


def test_the_expected_status_is_checked_beside_the_action(kit, tmp_path):
    with_status_column(kit, {"Q5": "tool_required"})
    assert invoke("run", kit=kit).exit_code == 0
    wrong = attach(kit, tmp_path, "Q5", {"status": "insufficient_evidence"})
    assert (wrong["pass"], wrong["details"]) == (
        False,
        [
            {
                "code": "status_mismatch",
                "message": "expected the status tool_required, the bot gave insufficient_evidence",
            }
        ],
    )
    right = attach(kit, tmp_path, "Q5", {"status": "tool_required"})
    assert (right["pass"], right["errors"]) == (True, [])
    bare = attach(kit, tmp_path, "Q5", {"action": "abstain"})
    assert bare["details"] == [
        {
            "code": "status_mismatch",
            "message": "expected the status tool_required, the bot gave no status; its action "
            "is insufficient_evidence",
        }
    ]


def test_a_dependency_down_with_nothing_injected_is_not_the_honest_status(kit, tmp_path):
    result = attach(kit, tmp_path, "Q7", {"status": "dependency_unavailable"})
    assert result["errors"] == ["status_mismatch"]
    assert result["details"][0]["message"] == (
        "expected the status insufficient_evidence, the bot gave dependency_unavailable"
    )


def test_a_status_of_no_evidence_carries_no_claims(kit, tmp_path):
    claim = {"fact_id": "F-csv", "value": True, "source_id": "faq-v2"}
    result = attach(kit, tmp_path, "Q7", {"status": "insufficient_evidence", "claims": [claim]})
    assert {
        "code": "status_carries_claims",
        "message": "the status insufficient_evidence says no evidence, yet claims F-csv",
    } in result["details"]


def test_an_expected_status_must_be_the_expected_action(kit):
    with_status_column(kit, {"Q3": "conflict", "Q5": "asleep"})
    done = invoke("run", kit=kit)
    assert done.exit_code == 2
    assert done.stderr.splitlines() == [
        "Error: questions.csv:4: expected_status conflict is the action clarify, but expected_action "
        "is answer",
        "questions.csv:6: expected_status must be one of answered, conflict, "
        "insufficient_evidence, tool_required, dependency_unavailable, generation_unavailable, "
        "got 'asleep'",
    ]


def test_status_accuracy_counts_every_case(kit, tmp_path):
    (kit / "ragfts.toml").write_text("[gate]\nmin_status_accuracy = 1.0\n", encoding="utf-8")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", kit=kit).exit_code == 0
    attach(kit, tmp_path, "Q5", {"status": "insufficient_evidence"})
    attach(kit, tmp_path, "Q7", {"status": "dependency_unavailable"})
    done = json.loads(invoke("evaluate", "--label", "s", "--json", kit=kit).stdout)
    # two of eight cases answered under the label, one with the right status
    assert done["measures"]["status_accuracy"] == {"value": 0.125, "count": 1, "of": 8}
