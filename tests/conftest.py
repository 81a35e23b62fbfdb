import hashlib
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from ragfts.cli.main import cli
from ragfts.index.view import open_kit

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
KIT_PARTS = ("schema.sql", "questions.csv", "corpus", "replays", "SHA256SUMS", "answers")


def registry(*facts) -> dict:
    """A registry of facts by id, as the loader gives it."""
    return {f.fact_id: f for f in facts}


def copy_kit(source: Path, target: Path, extra=()) -> Path:
    target.mkdir(parents=True, exist_ok=True)
    for part in (*KIT_PARTS, *extra):
        path = source / part
        if path.is_dir():
            shutil.copytree(path, target / part)
        elif path.is_file():
            shutil.copy2(path, target / part)
    return target


@pytest.fixture
def kit(tmp_path) -> Path:
    """A private copy of the example kit at the repository root."""
    return copy_kit(ROOT, tmp_path / "kit")


def jsonl_corpus(kit: Path, count: int, text, name: str = "bulk.jsonl") -> None:
    """corpus/<name> with `count` documents valid from 2026-01-01, text(n) each."""
    rows = (
        {"source_id": f"d{n:06}", "valid_from": "2026-01-01", "valid_until": None, "text": text(n)}
        for n in range(count)
    )
    (kit / "corpus" / name).write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


def one_page_kit(kit: Path, profile: str, source_id: str, text: str, facts: str) -> Path:
    """A kit searched under `profile` whose corpus is one page valid from 2020-01-01 and
    the registry rows `facts` (CSV lines without the header), with no golden question."""
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/profiled/schema.sql", kit / "schema.sql")
    (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
    (kit / "corpus" / f"{source_id}.txt").write_text(
        f"source_id: {source_id}\nvalid_from: 2020-01-01\nvalid_until:\n\n{text}\n",
        encoding="utf-8",
    )
    (kit / "corpus/facts.csv").write_text(
        "fact_id,source_id,subject,attribute,value,unit,quote,phrases\n" + facts, "utf-8"
    )
    (kit / "questions.csv").write_text(
        "id,at,question,query,expected_action,fact_ids,source_ids,expected_response\n",
        encoding="utf-8",
    )
    return kit


def built(kit: Path) -> Path:
    """The kit's index, built when it is missing or stale (as every command does)."""
    open_kit(kit).close()
    return kit / ".ragfts/index.sqlite"


def invoke(*args, kit: Path | None = None):
    argv = [str(a) for a in args]
    if kit is not None:
        argv += ["--kit", str(kit)]
    return CliRunner().invoke(cli, argv, catch_exceptions=False)


def snapshot(folder: Path) -> dict[str, str]:
    """Every file below folder with its SHA-256: proves a command wrote nothing."""
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }
