"""The replay log of one question: its shape, and how it is written and read.

A log holds the question as asked, the fixed SQL with its parameters, every found row
with its full text, what the index was built from, and the graded answers. Its bytes
depend only on the kit and the inputs: no clock, no machine path, no unordered set.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from .errors import InputError, IntegrityError, Problem
from .grading import missing_sources
from .jsonio import dumps, read_json, write_atomic
from .kit import REPLAYS
from .records import Question, safe_id
from .search import SearchResult

FORMAT = "ragfts-replay/1"
LOG_KEYS = (
    "format", "question", "search", "retrieval_missing_source_ids", "index", "answers",
)
# A broad query on a large corpus finds hundreds of thousands of rows: the first
# INLINE_ROWS keep their text in the log, the rest name it by SHA-256 and the text is
# stored once in replays/fragments/, where sha256sum -c and replay both check it.
INLINE_ROWS = 100
FRAGMENTS = "fragments"
# The build record fields that describe the corpus; corpus_stamp is machine-local.
INDEX_KEYS = ("ragfts_version", "sqlite_version", "schema_sha256", "corpus_sha256", "documents", "facts")


ROW_KEYS = ["source_id", "valid_from", "valid_until", "text"]
HASHED_ROW_KEYS = ["source_id", "valid_from", "valid_until", "text_sha256"]


def log_path(root: Path, qid: str) -> Path:
    safe_id(qid, "question id")  # never a path outside replays/
    return Path(root) / REPLAYS / f"{qid}.json"


def bytes_sha256(data: bytes) -> str:
    import hashlib  # only logs with more than INLINE_ROWS rows hash anything

    return hashlib.sha256(data).hexdigest()


def text_sha256(text: str) -> str:
    return bytes_sha256(text.encode("utf-8"))


def fragment_path(root: Path, digest: str) -> Path:
    # Two hex digits of fan-out keep a million fragments out of one folder.
    return Path(root) / REPLAYS / FRAGMENTS / digest[:2] / f"{digest}.txt"


def log_rows(rows: list[dict]) -> tuple[list[dict], dict[str, bytes]]:
    """Rows as logged (full text inline for the first INLINE_ROWS, by hash after), and
    the texts to store by hash."""
    logged, fragments = rows[:INLINE_ROWS], {}
    for row in rows[INLINE_ROWS:]:
        data = row["text"].encode("utf-8")
        digest = bytes_sha256(data)
        fragments[digest] = data
        logged.append({"source_id": row["source_id"], "valid_from": row["valid_from"],
                       "valid_until": row["valid_until"], "text_sha256": digest})
    return logged, fragments


def write_fragments(root: Path, fragments: dict[str, bytes], stored: set[str] | None = None) -> None:
    """Store each text once. A stored file of the right size is kept: its name is its
    hash, which replay and sha256sum -c check; one of another size is replaced.
    Not fsynced one by one: a torn fragment cannot pass for a whole one. `stored` names
    the digests this process already stored, so broad queries sharing rows skip them."""
    base = os.path.join(root, REPLAYS, FRAGMENTS)
    folders: set[str] = set()
    stored = set() if stored is None else stored
    for digest, data in fragments.items():
        if digest in stored:
            continue
        stored.add(digest)
        folder = os.path.join(base, digest[:2])
        path = os.path.join(folder, digest + ".txt")
        try:
            if os.path.getsize(path) == len(data) and not os.path.islink(path):
                continue
        except OSError:
            pass
        if folder not in folders:
            os.makedirs(folder, exist_ok=True)
            folders.add(folder)
        write_atomic(Path(path), data, sync=False)


def row_text(root: Path, row: dict) -> str:
    """A logged row's full text, proven against its hash when it is stored by hash."""
    if "text" in row:
        return row["text"]
    digest = row["text_sha256"]
    path = fragment_path(root, digest)
    rel = path.relative_to(root).as_posix()
    if path.is_symlink() or not path.is_file():
        raise IntegrityError(f"{rel}: the fragment text of {row['source_id']} is missing")
    data = path.read_bytes()
    if bytes_sha256(data) != digest:
        raise IntegrityError(f"{rel}: the fragment text of {row['source_id']} does not match its SHA-256")
    return data.decode("utf-8")


def make_log(question: Question, result: SearchResult, info: dict, answers: list[dict]) -> tuple[dict, dict[str, bytes]]:
    """The log, and the fragment texts its rows name by hash."""
    rows, fragments = log_rows(result.rows)
    return {
        "format": FORMAT,
        "question": question.as_row(),
        "search": {
            "sql": result.sql,
            "parameters": list(result.parameters),
            "error": result.error,
            "rows": rows,
        },
        "retrieval_missing_source_ids": missing_sources(question, (r["source_id"] for r in result.rows), result.error),
        "index": {key: info[key] for key in INDEX_KEYS},
        "answers": answers,
    }, fragments


def dumps_log(log: dict) -> str:
    """Indented like every ragfts JSON, but one found row per line: readable, and
    encoded by json's C encoder (indent= falls back to pure Python, 5x slower on the
    hundreds of thousands of rows of a broad query)."""
    rows = log["search"]["rows"]
    if not rows:
        return dumps(log)
    # Only "question" comes before "search", and its text cannot hold a NUL (the CSV
    # loader refuses it), so the first occurrence of the marker is this one.
    marker = "\u0000rows\u0000"
    text = dumps({**log, "search": {**log["search"], "rows": marker}})
    lines = ",\n".join("      " + json.dumps(row, ensure_ascii=False) for row in rows)
    return text.replace(json.dumps(marker), "[\n" + lines + "\n    ]", 1)


def write_log(root: Path, log: dict, fragments: dict[str, bytes] | None = None, stored: set[str] | None = None) -> Path:
    """Write the log; the fragments its rows name by hash go first, so a log never
    names a text that is not stored."""
    path = log_path(root, log["question"]["id"])
    if path.parent.is_symlink():
        raise IntegrityError(f"{REPLAYS}/ is a symbolic link; ragfts writes logs only into a plain {REPLAYS}/ folder")
    path.parent.mkdir(exist_ok=True)
    write_fragments(root, fragments or {}, stored)
    write_atomic(path, dumps_log(log).encode("utf-8"))
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
        isinstance(r, dict) and list(r) in (ROW_KEYS, HASHED_ROW_KEYS) for r in search["rows"]
    ):
        problems.append("search.rows: each row must have source_id, valid_from, valid_until, and text or text_sha256")
    if not isinstance(log["question"], dict) or not isinstance(log["answers"], list):
        problems.append("question must be an object and answers a list")
    return problems
