"""The shape of the house: which module may import which, where SQL lives, what one
document edit rewrites, and the grading codes table."""

import ast
import json
import re
import subprocess
import sys

from conftest import ROOT, invoke
from ragfts.grading import CODES

# Each module and the ragfts modules it may import: only rooms below it.
ALLOWED = {
    "__init__": set(),
    "__main__": {"cli"},
    "errors": set(),
    "progress": set(),
    "init": {"errors"},
    "importing": {"digests", "door", "errors", "jsonio", "kit", "records"},
    "door": {"digests", "errors", "jsonio"},
    "commit": {"digests", "door", "errors", "jsonio"},
    "canaries": {"kit", "records"},
    "records": set(),
    "digests": {"errors"},
    "render": set(),
    "values": {"records"},
    "jsonio": {"errors"},
    "expression": {"errors", "records"},
    "evidence": {"errors", "records", "values"},
    "kit": {"digests", "errors", "expression", "jsonio", "profile", "records", "route"},
    "fragments": {"digests", "door", "errors"},
    "checksums": {"digests", "door", "errors", "fragments", "jsonio"},
    "reading": {"evidence", "profile", "records", "values"},
    "degraded": set(),
    "grading": {"degraded", "evidence", "profile", "reading", "records", "route", "values"},
    "profile": {"records"},
    "route": {"errors", "records"},
    "settings": {"digests", "errors", "profile", "records", "route"},
    "index": {
        "__init__",
        "commit",
        "digests",
        "door",
        "errors",
        "jsonio",
        "kit",
        "profile",
        "progress",
        "records",
        "settings",
    },
    "search": {"errors", "expression", "index", "profile", "records"},
    "miss": {"errors", "index", "profile", "records", "search"},
    "selection": set(),
    "routing": {"evidence", "index", "logfile", "records", "route", "search"},
    "logfile": {
        "digests",
        "door",
        "errors",
        "fragments",
        "grading",
        "jsonio",
        "records",
        "search",
    },
    "rowspool": {"canaries", "digests", "fragments", "jsonio", "logfile", "search"},
    "proof": {
        "degraded",
        "checksums",
        "digests",
        "errors",
        "fragments",
        "grading",
        "index",
        "logfile",
        "miss",
        "profile",
        "routing",
        "selection",
        "records",
        "search",
    },
    "running": {
        "canaries",
        "errors",
        "progress",
        "checksums",
        "degraded",
        "digests",
        "fragments",
        "rowspool",
        "index",
        "logfile",
        "proof",
        "records",
        "render",
        "routing",
        "search",
    },
    "replaying": {"commit", "errors", "grading", "index", "logfile", "proof", "records", "search"},
    "answers": {
        "canaries",
        "checksums",
        "commit",
        "digests",
        "errors",
        "grading",
        "index",
        "jsonio",
        "logfile",
        "proof",
        "records",
    },
    "triage": {"grading", "index", "logfile", "proof"},
    "gate": {"evidence", "grading", "index", "logfile", "proof"},
    "pytest_plugin": {"errors", "triage"},
    "report": {
        "canaries",
        "door",
        "grading",
        "index",
        "jsonio",
        "logfile",
        "profile",
        "proof",
    },
    "evaluate": {
        "canaries",
        "degraded",
        "digests",
        "errors",
        "settings",
        "grading",
        "index",
        "logfile",
        "proof",
        "records",
    },
}
CLI_MAY_NOT = {"kit", "jsonio", "digests", "proof"}


def test_every_kit_write_goes_through_the_door():
    """write_atomic is the door's primitive: only the door calls it, and the report
    (whose target passed the door's outside_target first)."""
    callers = {
        p.stem
        for p in (ROOT / "ragfts").glob("*.py")
        if re.search(r"\bwrite_atomic\(", p.read_text(encoding="utf-8"))
    }
    assert callers == {"jsonio", "door", "report"}


def ragfts_imports(path):
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            found |= {node.module} if node.module else {a.name for a in node.names}
            if node.module is None:
                found = {n if n != "__version__" else "__init__" for n in found}
    return found


CLI = {"cli", "cli_retrieval", "cli_answers", "cli_kit", "cli_progress"}


def test_every_module_imports_only_rooms_below_it():
    modules = {p.stem: p for p in (ROOT / "ragfts").glob("*.py")}
    assert set(modules) == set(ALLOWED) | CLI
    for name, allowed in ALLOWED.items():
        assert ragfts_imports(modules[name]) <= allowed, name
    for name in CLI:
        assert not ragfts_imports(modules[name]) & CLI_MAY_NOT, name
    # The group and its shared helpers only: every command lives in a cli_ module.
    assert ragfts_imports(modules["cli"]) == {
        "canaries",
        "cli_progress",
        "errors",
        "progress",
        "render",
    }


def test_the_command_group_names_each_command_where_it_is_defined():
    from ragfts.cli import COMMANDS, cli

    assert cli.list_commands(None) == sorted(COMMANDS)
    for name in COMMANDS:
        command = cli.get_command(None, name)
        assert command.name == name
        assert command.callback.__module__.startswith("ragfts.cli_")
    assert cli.get_command(None, "nope") is None


def test_sql_lives_in_the_index_and_the_search_only():
    sql = re.compile(r"\b(SELECT|INSERT INTO|CREATE TABLE|PRAGMA)\b")
    holders = sorted(
        p.name for p in (ROOT / "ragfts").glob("*.py") if sql.search(p.read_text(encoding="utf-8"))
    )
    assert holders == ["index.py", "search.py"]


def test_replay_imports_only_what_it_needs(kit):
    """Start-up is most of a replay (issue 16): no sqlite_utils, no OpenSSL hashlib
    (its own _sha256 suffices for a few small files), no pack reading or writing, no
    worker processes, no progress reporting, no merge of streamed rows, no BOM codec, no decimal module."""
    invoke("build", kit=kit)
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "ragfts", "replay", "Q3", "--kit", str(kit)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0
    imported = {line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    assert "ragfts.replaying" in imported and not {
        m for m in imported if m.startswith("sqlite_utils")
    }
    assert not imported & {"hashlib", "_hashlib", "mmap", "array", "multiprocessing"}
    assert not imported & {"heapq", "encodings.utf_8_sig", "contextvars", "decimal"}
    assert not imported & {
        "ragfts.running",
        "ragfts.rowspool",
        "ragfts.fragments",
        "ragfts.report",
        "ragfts.importing",
        "ragfts.progress",
    }


def test_one_word_edit_rewrites_only_the_logs_that_found_the_document(kit):
    before = {p.name: p.read_bytes() for p in (kit / "replays").glob("*.json")}
    path = kit / "corpus/faq-v2.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("Учебный FAQ", "Новый FAQ"), encoding="utf-8"
    )
    assert invoke("run", kit=kit).exit_code == 0
    after = {p.name: p.read_bytes() for p in (kit / "replays").glob("*.json")}
    changed = sorted(name for name in before if before[name] != after[name])
    found_faq = sorted(
        name
        for name in after
        if "faq-v2" in [r["source_id"] for r in json.loads(after[name])["search"]["rows"]]
    )
    assert changed == found_faq == ["Q3.json", "Q5.json", "Q7.json"]


def test_codes_lists_every_grading_code_with_its_link():
    result = invoke("codes")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == len(CODES) == 18
    assert lines[0] == (
        "wrong_action_or_false_refusal           answer  another action than expected; a "
        "false refusal when it abstained although the expected fact was in the found context"
    )
    assert json.loads(invoke("codes", "--json").stdout)[1] == {
        "name": "expected_fact_missing",
        "link": "answer",
        "meaning": "an expected fact is not among the claims",
    }


def test_readme_lists_the_codes_as_ragfts_codes_prints_them():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "```\n$ ragfts codes\n" + invoke("codes").stdout + "```" in readme


def test_the_kit_spelled_another_way_is_the_same_kit(kit):
    """The seal's stat stamps name files relative to the kit: `--kit /full/path` and
    `--kit .` see the same seal, and a replay writes nothing (not even the seal)."""
    command = [sys.executable, "-m", "ragfts", "replay", "Q3", "--kit"]
    assert subprocess.run([*command, str(kit.resolve())], capture_output=True).returncode == 0
    before = {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in (kit / ".ragfts").iterdir()}
    assert subprocess.run([*command, "."], cwd=kit, capture_output=True).returncode == 0
    after = {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in (kit / ".ragfts").iterdir()}
    assert after == before


def test_the_command_runs_with_the_collector_on_and_start_up_frozen_out_of_it():
    code = (
        "import gc, sys; sys.argv = ['ragfts', 'codes']\n"
        "from ragfts.__main__ import main\n"
        "try:\n    main()\nexcept SystemExit as exit:\n    code = exit.code\n"
        "print(code, gc.isenabled(), gc.get_freeze_count() > 1000, file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stderr == "0 True True\n"
    assert done.stdout.splitlines()[0].startswith("wrong_action_or_false_refusal ")
