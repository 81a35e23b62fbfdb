"""The shape of the house: which module may import which, where SQL lives, what one
document edit rewrites, and the grading codes table."""

import ast
import json
import re
import subprocess
import sys

from conftest import ROOT, invoke
from ragfts.grade.codes import CODES

# The stages, lowest first: a module imports only its own stage and those below it.
STAGES = ("kit", "index", "grade", "log", "jobs", "cli")
# What the CLI may take from below the jobs: the errors it turns into exit codes, and
# the progress it shows.
CLI_MAY_ALSO = {"ragfts.kit.errors", "ragfts.kit.progress"}
# The package's top-level modules are public entry points: the version, `python -m
# ragfts` and the pytest plugin (a face of the CLI: it reads the jobs' verdicts).
TOP = {"ragfts": -1, "ragfts.__main__": STAGES.index("cli"), "ragfts.pytest_plugin": 5}


def module_name(path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ragfts_imports(path) -> set[str]:
    """The ragfts modules a file imports, relative imports resolved (`from . import x`
    names module x; `__version__` is the package itself)."""
    me = module_name(path).split(".")
    package = me if path.name == "__init__.py" else me[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[: len(package) - (node.level - 1)]
            if node.module:
                found.add(".".join(base + node.module.split(".")))
            else:
                for alias in node.names:
                    found.add(
                        ".".join(base + ([] if alias.name == "__version__" else [alias.name]))
                    )
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ragfts"):
            found.add(node.module)
    return found


def stage(module: str) -> int:
    if module in TOP:
        return TOP[module]
    return STAGES.index(module.split(".")[1])


def violations(graph: dict[str, set[str]]) -> list[str]:
    """Each import that goes up a stage, out of the CLI to anything but the jobs, or into
    the CLI from anywhere but __main__."""
    found = []
    for module, imported in sorted(graph.items()):
        for target in sorted(imported):
            if target == "ragfts":
                continue
            cli_target = stage(target) == STAGES.index("cli") and target.startswith("ragfts.cli")
            if cli_target and module != "ragfts.__main__" and not module.startswith("ragfts.cli"):
                found.append(f"{module} imports the CLI ({target})")
            elif stage(target) > stage(module):
                found.append(f"{module} imports {target}, a stage above it")
            elif stage(module) == STAGES.index("cli") and module != "ragfts.__main__":
                allowed = target.startswith(("ragfts.jobs", "ragfts.cli")) or target in CLI_MAY_ALSO
                if not allowed:
                    found.append(f"{module} (the CLI) imports {target}, below the jobs")
    return found


def import_graph() -> dict[str, set[str]]:
    return {module_name(p): ragfts_imports(p) for p in (ROOT / "ragfts").rglob("*.py")}


def test_every_module_imports_only_its_stage_and_those_below():
    graph = import_graph()
    assert {m.split(".")[1] for m in graph if m not in TOP} == set(STAGES)
    assert violations(graph) == []


def test_the_rules_catch_an_upward_import_and_a_cli_shortcut():
    graph = import_graph()
    graph["ragfts.kit.records"] = graph["ragfts.kit.records"] | {"ragfts.log.record"}
    graph["ragfts.cli.kit"] = graph["ragfts.cli.kit"] | {"ragfts.log.sums"}
    graph["ragfts.jobs.run"] = graph["ragfts.jobs.run"] | {"ragfts.cli.render"}
    assert violations(graph) == [
        "ragfts.cli.kit (the CLI) imports ragfts.log.sums, below the jobs",
        "ragfts.jobs.run imports the CLI (ragfts.cli.render)",
        "ragfts.kit.records imports ragfts.log.record, a stage above it",
    ]


def test_every_kit_write_goes_through_the_door():
    """write_atomic is the door's primitive: only the door calls it, and the report
    (whose target passed the door's outside_target first)."""
    callers = {
        module_name(p)
        for p in (ROOT / "ragfts").rglob("*.py")
        if re.search(r"\bwrite_atomic\(", p.read_text(encoding="utf-8"))
    }
    assert callers == {"ragfts.kit.jsonio", "ragfts.kit.door", "ragfts.jobs.report"}


def test_no_module_is_over_400_lines_and_the_index_has_no_long_function():
    sizes = {
        module_name(p): len(p.read_text(encoding="utf-8").splitlines())
        for p in (ROOT / "ragfts").rglob("*.py")
    }
    assert [m for m, n in sizes.items() if n > 400] == []
    long = [
        f"{module_name(p)}.{f.name}"
        for p in (ROOT / "ragfts/index").glob("*.py")
        for f in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
        if isinstance(f, ast.FunctionDef) and f.end_lineno - f.lineno >= 60
    ]
    assert long == []


def test_the_readme_map_names_each_package_with_its_docstring():
    """'How it is built' has one paragraph per package, opening with the package's name
    and the first sentence of its docstring."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## How it is built\n", 1)[1].split("\n## ", 1)[0]
    for name in STAGES:
        doc = (ROOT / "ragfts" / name / "__init__.py").read_text(encoding="utf-8")
        first = " ".join(ast.get_docstring(ast.parse(doc)).split()).split(":")[0]
        assert f"**`ragfts/{name}/`** — {first.split(' — ', 1)[1]}" in " ".join(section.split())


def test_the_command_group_names_each_command_where_it_is_defined():
    from ragfts.cli.main import COMMANDS, cli

    assert cli.list_commands(None) == sorted(COMMANDS)
    for name in COMMANDS:
        command = cli.get_command(None, name)
        assert command.name == name
        assert command.callback.__module__.startswith("ragfts.cli.")
    assert cli.get_command(None, "nope") is None


def test_sql_lives_in_the_index_stage_only():
    sql = re.compile(r"\b(SELECT|INSERT INTO|CREATE TABLE|PRAGMA)\b")
    holders = sorted(
        module_name(p)
        for p in (ROOT / "ragfts").rglob("*.py")
        if sql.search(p.read_text(encoding="utf-8"))
    )
    assert holders and all(h.startswith("ragfts.index.") for h in holders), holders


def test_replay_imports_only_what_it_needs(kit):
    """Start-up is most of a replay (issue 16): no sqlite_utils, no OpenSSL hashlib
    (its own _sha256 suffices for a few small files), no pack reading or writing, no
    worker processes, no progress reporting, no merge of streamed rows, no BOM codec, no decimal module;
    and no Russian dictionary (100 ms to load) for Q6's statement, whose «день» is the
    fragments' «дней» only by its dictionary form: which fragment holds most of a
    statement is read by stems."""
    invoke("build", kit=kit)
    imported = set()
    for qid in ("Q3", "Q6"):
        done = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "ragfts", "replay", qid, "--kit", str(kit)],
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0
        imported |= {
            line.split("|")[-1].strip() for line in done.stderr.splitlines() if "|" in line
        }
    assert "pymorphy3" not in imported
    assert "ragfts.jobs.replay" in imported and not {
        m for m in imported if m.startswith("sqlite_utils")
    }
    assert not imported & {"hashlib", "_hashlib", "mmap", "array", "multiprocessing"}
    assert not imported & {"heapq", "encodings.utf_8_sig", "contextvars", "decimal"}
    assert not imported & {
        "ragfts.jobs.run",
        "ragfts.log.rowspool",
        "ragfts.log.packs",
        "ragfts.jobs.report",
        "ragfts.kit.importing",
        "ragfts.kit.progress",
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
    assert len(lines) == len(CODES) == 24
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
