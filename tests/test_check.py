"""`ragfts check`: the kit's whole proof in one command, with named counts by kind."""

import json

from conftest import ROOT, invoke, snapshot


def test_the_example_kit_passes_every_check_and_nothing_is_written(kit):
    invoke("build", kit=kit)
    before = snapshot(kit)
    result = invoke("check", kit=kit)
    assert (result.exit_code, result.stdout) == (
        0,
        "8 search checks, 9 integrity checks, 8 answer checks: all pass\n",
    )
    assert snapshot(kit) == before


def test_the_tenants_kit_adds_its_gate_checks():
    result = invoke("check", kit=ROOT / "tests/kits/tenants")
    assert (result.exit_code, result.stdout) == (
        0,
        "5 search checks, 6 integrity checks, 5 answer checks, 7 gate checks: all pass\n",
    )


def test_a_failing_answer_is_exit_1_with_the_check_named(kit, tmp_path):
    path = tmp_path / "bot.jsonl"
    path.write_text(
        json.dumps({"id": "Q3", "label": "late", "text": "Не знаю"}, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    invoke("answer", path, kit=kit)
    result = invoke("check", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        "FAIL answer Q3: [late] verdict answer: expected_fact_missing, wrong_action_or_false_refusal",
        "8 search checks, 9 integrity checks, 8 answer checks: 1 failed",
    ]


def test_a_tampered_log_is_exit_3_with_the_log_named(kit):
    path = kit / "replays/Q8.json"
    path.write_text(path.read_text(encoding="utf-8").replace("1000 рублей", "900 рублей"), "utf-8")
    result = invoke("check", kit=kit)
    assert result.exit_code == 3
    lines = result.stdout.splitlines()
    assert lines[0].startswith(
        "FAIL integrity replays/Q8.json: tampered: replays/Q8.json (SHA256SUMS)"
    )
    # the tampered answer text now says 900 beside its claim of 1000: read, and failed
    assert lines[1] == "FAIL answer Q8: [after] verdict answer: text_contradicts_claim"
    assert lines[2] == "FAIL integrity SHA256SUMS: replays/Q8.json: FAILED (checksum differs)"
    assert lines[-1] == "8 search checks, 9 integrity checks, 8 answer checks: 3 failed"


def test_check_json_carries_the_counts_and_failures(kit):
    (kit / "SHA256SUMS").unlink()
    result = invoke("check", "--json", kit=kit)
    data = json.loads(result.stdout)
    assert result.exit_code == 3
    assert data["counts"] == {"search": 8, "integrity": 9, "answer": 8, "gate": 0}
    assert data["failed"] == [
        {"kind": "integrity", "name": "SHA256SUMS", "failure": "missing: run `ragfts seal`"}
    ]


def test_the_readme_shows_check_as_it_prints(kit):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("$ ragfts check\n", 1)[1].split("```", 1)[0]
    assert shown == invoke("check", kit=kit).stdout


def test_check_on_two_workers_says_what_it_says_alone(kit):
    assert invoke("run", kit=kit).exit_code == 0
    alone = invoke("check", "--json", kit=kit)
    spread = invoke("check", "--json", "--jobs", "2", kit=kit)
    assert (spread.exit_code, spread.stdout) == (alone.exit_code, alone.stdout)
    assert json.loads(spread.stdout)["counts"] == {
        "search": 8,
        "integrity": 9,
        "answer": 8,
        "gate": 0,
    }
