"""The replay log of one question: its shape, and how it is written and read.

A log holds the question as asked, the fixed SQL with its parameters, every found row
with its full text, what the index was built from, and the graded answers. Its bytes
depend only on the kit and the inputs: no clock, no machine path, no unordered set.
"""

from __future__ import annotations

from pathlib import Path

from .errors import InputError, IntegrityError, Problem
from .jsonio import dumps, read_json, write_atomic
from .kit import REPLAYS
from .records import Question, safe_id
from .search import SearchResult

FORMAT = "ragfts-replay/1"
LOG_KEYS = (
    "format", "question", "search", "retrieval_missing_source_ids", "index", "answers",
)
# The build record fields that describe the corpus; corpus_stamp is machine-local.
INDEX_KEYS = ("ragfts_version", "sqlite_version", "schema_sha256", "corpus_sha256", "documents", "facts")


def log_path(root: Path, qid: str) -> Path:
    safe_id(qid, "question id")  # never a path outside replays/
    return Path(root) / REPLAYS / f"{qid}.json"


def missing_sources(question: Question, rows: list[dict]) -> list[str]:
    found = {row["source_id"] for row in rows}
    return sorted(s for s in question.source_ids if s not in found)


def make_log(question: Question, result: SearchResult, info: dict, answers: list[dict]) -> dict:
    return {
        "format": FORMAT,
        "question": question.as_row(),
        "search": {
            "sql": result.sql,
            "parameters": list(result.parameters),
            "error": result.error,
            "rows": result.rows,
        },
        "retrieval_missing_source_ids": [] if result.error else missing_sources(question, result.rows),
        "index": {key: info[key] for key in INDEX_KEYS},
        "answers": answers,
    }


def write_log(root: Path, log: dict) -> Path:
    path = log_path(root, log["question"]["id"])
    if path.parent.is_symlink():
        raise IntegrityError(f"{REPLAYS}/ is a symbolic link; ragfts writes logs only into a plain {REPLAYS}/ folder")
    path.parent.mkdir(exist_ok=True)
    write_atomic(path, dumps(log).encode("utf-8"))
    return path


def read_log(root: Path, qid: str, *, required: bool = True) -> dict | None:
    """The parsed log, None if absent and not required; IntegrityError if it is not a log."""
    path = log_path(root, qid)
    rel = f"{REPLAYS}/{qid}.json"
    if not path.exists() and not path.is_symlink():
        if required:
            raise InputError([Problem(rel, None, f"no log for {qid}; run `ragfts run {qid}` first")])
        return None
    if path.is_symlink():
        raise IntegrityError(f"{rel}: is a symbolic link; a log must be a plain file in {REPLAYS}/")
    try:
        log = read_json(path, rel)
    except InputError as exc:
        raise IntegrityError(f"{rel}: not a readable log", [str(p) for p in exc.problems]) from None
    shape_problems = _shape(log)
    if shape_problems:
        raise IntegrityError(f"{rel}: not a ragfts log", shape_problems)
    return log


def _shape(log) -> list[str]:
    if not isinstance(log, dict):
        return ["expected a JSON object"]
    problems = []
    if tuple(log) != LOG_KEYS:
        problems.append(f"expected the keys {', '.join(LOG_KEYS)}, got {', '.join(map(str, log))}")
        return problems
    if log["format"] != FORMAT:
        problems.append(f"format: expected {FORMAT!r}, got {log['format']!r}")
    search = log["search"]
    if not isinstance(search, dict) or set(search) != {"sql", "parameters", "error", "rows"}:
        problems.append("search: expected sql, parameters, error and rows")
    elif not isinstance(search["rows"], list) or not all(
        isinstance(r, dict) and list(r) == ["source_id", "valid_from", "valid_until", "text"] for r in search["rows"]
    ):
        problems.append("search.rows: each row must have source_id, valid_from, valid_until, text")
    if not isinstance(log["question"], dict) or not isinstance(log["answers"], list):
        problems.append("question must be an object and answers a list")
    return problems
