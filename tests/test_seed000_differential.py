"""Seed 000's decision rules, re-implemented here from the seed's description (integer
versions, half-open intervals) and not imported from ragfts, against ragfts's evidence
gate on all 60 cases: versions 1-5 x 4 record sets x 3 keys. Version N is 2026-0N-01;
an interval [since, until) ends on the last day of month until - 1."""

import json
import shutil
from datetime import date, timedelta

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.grade.evidence import assess
from ragfts.index.view import open_kit
from ragfts.kit.records import Fact

# (evidence_id, source_id, subject, attribute, value, unit, since_version, until_version)
BASE = [
    ("E01", "S01", "board-A", "input_voltage", 3300, "mV", 1, 3),
    ("E02", "S02", "board-A", "input_voltage", 5000, "mV", 3, None),
    ("E03", "S03", "board-B", "input_voltage", 3300, "mV", 1, None),
    ("E04", "S04", "board-A", "current_limit", 120, "mA", 1, None),
]
E05 = ("E05", "S03", "board-A", "input_voltage", 3300, "mV", 2, 4)
E06 = ("E06", "S04", "board-A", "input_voltage", 5000, "mV", 3, None)
E07 = ("E07", "S04", "board-A", "input_voltage", 5, "V", 3, None)
SETS = {
    "base": BASE,
    "overlap": BASE + [E05],
    "extra_vote": BASE + [E05, E06],
    "other_unit": BASE + [E07],
}
KEYS = [
    ("board-A", "input_voltage", "mV"),
    ("board-B", "input_voltage", "mV"),
    ("board-A", "current_limit", "mA"),
]
CASES = [(name, version, key) for name in SETS for version in range(1, 6) for key in KEYS]


def seed_decision(rows, subject, attribute, version, unit):
    """All active evidence of the key must agree in unit and value; no vote, no freshness."""
    active = [
        r
        for r in rows
        if r[2] == subject
        and r[3] == attribute
        and r[6] <= version
        and (r[7] is None or version < r[7])
    ]
    ids, sources = sorted(r[0] for r in active), sorted({r[1] for r in active})
    if not active:
        return ("abstain", "no_active_evidence", None, ids, sources)
    if any(r[5] != unit for r in active):
        return ("abstain", "unit_mismatch", None, ids, sources)
    if len({r[4] for r in active}) != 1:
        return ("abstain", "conflicting_values", None, ids, sources)
    return ("supported", "one_declared_value", active[0][4], ids, sources)


def day(version: int) -> str:
    return date(2026, version, 1).isoformat()


def fact(row) -> Fact:
    until = None if row[7] is None else (date(2026, row[7], 1) - timedelta(days=1)).isoformat()
    return Fact(
        row[0],
        row[1],
        row[2],
        row[3],
        str(row[4]),
        row[5],
        valid_from=day(row[6]),
        valid_until=until,
    )


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    root = copy_kit(ROOT / "tests/kits/board", tmp_path_factory.mktemp("board"))
    shutil.copy(ROOT / "schema.sql", root / "schema.sql")
    with open_kit(root) as kit:
        yield kit


def test_sixty_cases_decide_as_seed_000(board):
    differences = []
    for name, version, (subject, attribute, unit) in CASES:
        seed = seed_decision(SETS[name], subject, attribute, version, unit)
        d = assess(
            [fact(r) for r in SETS[name]],
            board.documents,
            subject=subject,
            attribute=attribute,
            at=day(version),
            unit=unit,
        )
        ours = (d.status, d.reason, d.value, d.fact_ids, d.source_ids)
        if ours != seed:
            differences.append((name, version, subject, attribute, seed, ours))
    assert len(CASES) == 60 and differences == []


def test_the_board_kits_registry_gives_each_piece_of_evidence_its_interval(board):
    fields = (
        "fact_id",
        "source_id",
        "subject",
        "attribute",
        "value",
        "unit",
        "valid_from",
        "valid_until",
    )
    assert [[getattr(f, n) for n in fields] for f in map(fact, BASE)] == [
        [getattr(board.facts[r[0]], n) for n in fields] for r in BASE
    ]


def evidence(root, key, version: int) -> tuple:
    """`ragfts evidence --json` on a kit, as (status, reason, value, fact ids, sources)."""
    subject, attribute, unit = key
    result = invoke(
        *("evidence", "--subject", subject, "--attribute", attribute),
        *("--at", day(version), "--unit", unit, "--json"),
        kit=root,
    )
    d = json.loads(result.stdout)
    assert result.exit_code == (0 if d["status"] == "supported" else 1)
    return (d["status"], d["reason"], d["value"], d["fact_ids"], d["source_ids"])


@pytest.mark.parametrize("version", range(1, 6))
@pytest.mark.parametrize("key", KEYS)
def test_ragfts_evidence_on_the_board_kit_decides_as_seed_000(board, version, key):
    subject, attribute, unit = key
    assert evidence(board.root, key, version) == seed_decision(
        BASE, subject, attribute, version, unit
    )


def test_a_facts_interval_must_lie_inside_its_sources(tmp_path):
    root = copy_kit(ROOT / "tests/kits/board", tmp_path / "board")
    shutil.copy(ROOT / "schema.sql", root / "schema.sql")
    path = root / "corpus/facts.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace("2026-01-01,2026-02-28", "2026-01-01,2026-03-31"),
        encoding="utf-8",
    )
    result = invoke("build", kit=root)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: corpus/facts.csv: E01: its interval 2026-01-01..2026-03-31 is not inside S01's "
        "2026-01-01..2026-02-28\n",
    )


@pytest.fixture(scope="module")
def exclusive_board(tmp_path_factory):
    """The board kit as seed 000 writes it: [since, until), until the first day of the
    next revision, with `[validity] end = "exclusive"` in ragfts.toml."""
    root = copy_kit(ROOT / "tests/kits/board", tmp_path_factory.mktemp("exclusive"))
    shutil.copy(ROOT / "schema.sql", root / "schema.sql")
    (root / "ragfts.toml").write_text('[validity]\nend = "exclusive"\n', encoding="utf-8")
    for name in ("corpus/S01.txt", "corpus/facts.csv"):
        path = root / name
        path.write_text(
            path.read_text(encoding="utf-8")
            .replace("2026-02-28", day(3))
            .replace("2026-03-31", day(4)),
            encoding="utf-8",
        )
    with open_kit(root) as kit:
        yield kit


def test_an_exclusive_end_written_as_the_seed_writes_it_is_the_same_registry(
    board, exclusive_board
):
    assert exclusive_board.facts == board.facts
    assert exclusive_board.documents["S01"] == board.documents["S01"]


@pytest.mark.parametrize("version", range(1, 6))
def test_the_exclusive_board_decides_and_searches_as_seed_000(exclusive_board, version):
    for key in KEYS:
        subject, attribute, unit = key
        ours = evidence(exclusive_board.root, key, version)
        assert ours == seed_decision(BASE, subject, attribute, version, unit)
    found = json.loads(
        invoke("search", "voltage", "--at", day(version), "--json", kit=exclusive_board.root).stdout
    )
    ids = [row["source_id"] for row in found["rows"]]
    # half_open_boundary_selects_only_new_revision: on revision 3's first day S01 is gone
    assert ("S01" in ids) == (version < 3) and ("S02" in ids) == (version >= 3)
