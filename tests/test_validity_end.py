"""[validity] end: seed 002 (and ragfts so far) ends a validity interval inclusively,
seeds 000 and 003 exclusively ([from, to)). The fixed query, the registry, the gate and
grading read both alike; tests/test_seed000_differential.py holds seed 000's board."""

import json

from conftest import invoke


def exclusive(kit) -> None:
    """The example kit written as seed 003 writes a window: price-v1 ends on the day
    price-v2 starts, the first day it no longer holds."""
    (kit / "ragfts.toml").write_text('[validity]\nend = "exclusive"\n', encoding="utf-8")
    path = kit / "corpus/price-v1.txt"
    text = path.read_text(encoding="utf-8")
    assert "valid_until: 2026-09-30" in text
    path.write_text(text.replace("valid_until: 2026-09-30", "valid_until: 2026-10-01"), "utf-8")
    (kit / "SHA256SUMS").unlink()


def found(kit, at: str) -> list[str]:
    done = invoke("search", "цена", "--at", at, "--json", kit=kit)
    return [row["source_id"] for row in json.loads(done.stdout)["rows"]]


def test_seed_002_ends_inclusively_by_default(kit):
    assert found(kit, "2026-09-30") == ["price-v1"]
    assert found(kit, "2026-10-01") == ["price-v2"]


def test_seed_003_windows_end_exclusively_when_the_kit_says_so(kit):
    exclusive(kit)
    assert found(kit, "2026-09-30") == ["price-v1"]
    assert found(kit, "2026-10-01") == ["price-v2"]
    assert invoke("run", kit=kit).exit_code == 0
    log = json.loads((kit / "replays/Q8.json").read_text(encoding="utf-8"))
    assert log["index"]["validity_end"] == "exclusive"
    # kept inclusive inside: the last day the text holds
    assert log["search"]["rows"][0]["valid_until"] == "2026-09-30"
    assert invoke("replay", "Q8", kit=kit).exit_code == 0


def test_a_kit_with_inclusive_ends_logs_as_before(kit):
    assert invoke("run", kit=kit).exit_code == 0
    log = json.loads((kit / "replays/Q8.json").read_text(encoding="utf-8"))
    assert list(log["index"]) == [
        "ragfts_version",
        "sqlite_version",
        "schema_sha256",
        "search_profile",
        "used_sha256",
    ]


def test_an_exclusive_end_not_after_its_start_is_refused(kit):
    exclusive(kit)
    path = kit / "corpus/price-v1.txt"
    path.write_text(
        path.read_text("utf-8").replace("valid_until: 2026-10-01", "valid_until: 2026-09-01"),
        "utf-8",
    )
    done = invoke("build", kit=kit)
    assert (done.exit_code, done.stderr.splitlines()[0]) == (
        2,
        "Error: corpus/price-v1.txt: valid_until 2026-09-01 is not after valid_from 2026-09-01: "
        'with [validity] end = "exclusive" the end is the first day the text no longer holds',
    )


def test_the_setting_takes_inclusive_or_exclusive(kit):
    (kit / "ragfts.toml").write_text('[validity]\nend = "open"\n', encoding="utf-8")
    done = invoke("build", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: ragfts.toml: [validity] end must be one of inclusive, exclusive, got 'open'\n",
    )


def test_import_closes_a_version_on_the_next_snapshot_day_when_ends_are_exclusive(kit, tmp_path):
    (kit / "ragfts.toml").write_text('[validity]\nend = "exclusive"\n', encoding="utf-8")
    first, second = tmp_path / "s1.jsonl", tmp_path / "s2.jsonl"
    first.write_text('{"id": "a", "body": "Old text."}\n', encoding="utf-8")
    second.write_text('{"id": "a", "body": "New text."}\n', encoding="utf-8")
    done = invoke(
        "import",
        first,
        second,
        "--id",
        "id",
        "--text",
        "body",
        "--snapshot",
        "2026-03-01",
        "--snapshot",
        "2026-04-01",
        "--name",
        "kb",
        kit=kit,
    )
    assert done.exit_code == 0, done.output
    rows = [json.loads(line) for line in (kit / "corpus/kb.jsonl").read_text("utf-8").splitlines()]
    assert [(r["valid_from"], r["valid_until"]) for r in rows] == [
        ("2026-03-01", "2026-04-01"),
        ("2026-04-01", None),
    ]
