"""Reading a log file back into its typed record: every key and type checked against the
record's own key lists, so a hand-edited log is refused, not half read.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..grade.codes import Finding
from ..grade.grading import Grade
from ..index.search import Row, SearchResult
from ..kit.digests import REPLAYS, file_sha256
from ..kit.errors import InputError, IntegrityError, Problem
from ..kit.jsonio import loads_strict, read_json
from ..kit.records import QUESTION_COLUMNS, QUESTION_OPTIONAL, Question
from .derivation import _derived
from .record import (
    _SHA256,
    ANSWER_ENTRY_KEYS,
    DIGEST_MARK,
    FORMAT,
    HASHED_ROW_KEYS,
    INDEX_KEYS,
    LOG_KEYS,
    OPTIONAL_INDEX_KEYS,
    PREVIOUS,
    RESULT_KEYS,
    ROUTE_KEYS,
    ROW_KEYS,
    SEARCH_KEYS,
    AnswerEntry,
    Log,
    _around_rows,
    dumps_log,
    log_path,
    log_rel,
    split_previous,
)
from .shape import _expect, _Shape


def read_log(root: Path, qid: str, *, required: bool = True, rows=None) -> Log | None:
    """The parsed log, None if absent and not required; IntegrityError if it is not a log.
    With `rows` (a run's spooled rows of the same question): when the file begins with
    exactly the spool's bytes (the same head and rows), only the rest is parsed and the
    log's rows are `rows`, so a re-run neither parses nor holds a broad log's rows."""
    return read_log_and_tail(root, qid, required=required, rows=rows)[0]


def read_log_and_tail(
    root: Path, qid: str, *, required: bool = True, rows=None
) -> tuple[Log | None, str | None]:
    """read_log, and the old text after the rows when they are the spool's very rows
    (None otherwise): what `predecessor` compares, read once."""
    path = log_path(root, qid)
    rel = log_rel(qid)
    if path.is_symlink():
        raise IntegrityError(f"{rel}: is a symbolic link; a log must be a plain file in {REPLAYS}/")
    if not path.exists():
        if required:
            raise InputError(
                [Problem(rel, None, f"no log for {qid}; run `ragfts run {qid}` first")]
            )
        return None, None
    if not path.is_file():
        raise IntegrityError(f"{rel}: is not a file")
    same = None
    if rows:
        same = _after_same_rows(path, rows)
        if same is not None:
            try:
                log = _parse(loads_strict(rows.log_head[:-2] + "[]" + same, rel))
            except (InputError, _Shape):
                pass  # whatever is wrong with it, the whole file says it below
            else:
                return log._but(
                    search=SearchResult(
                        log.search.sql, log.search.parameters, rows, log.search.error
                    )
                ), same
    try:
        data = read_json(path, rel)
    except InputError as exc:
        raise IntegrityError(f"{rel}: not a readable log", [str(p) for p in exc.problems]) from None
    try:
        return _parse(data), same
    except _Shape as exc:
        raise IntegrityError(f"{rel}: not a ragfts log", [str(exc)]) from None


_CLOSE = b"\n    ]"


def _after_same_rows(path: Path, rows) -> str | None:
    """The text after the rows of the log at path, when the log begins with the bytes of
    the spool file of `rows` and its rows end there; else None. Read in blocks: neither
    file is held whole."""
    size = rows.path.stat().st_size
    if path.stat().st_size < size + len(_CLOSE):
        return None
    with open(path, "rb") as old, open(rows.path, "rb") as new:
        while block := new.read(1 << 16):
            if old.read(len(block)) != block:
                return None
        rest = old.read()
    if not rest.startswith(_CLOSE):
        return None
    try:
        return rest[len(_CLOSE) :].decode("utf-8")
    except UnicodeDecodeError:
        return None


def _keys(value, keys, where: str) -> dict:
    _expect(value, dict, where)
    if tuple(value) != tuple(keys):
        raise _Shape(
            f"{where}: expected the keys {', '.join(keys)}, got {', '.join(map(str, value))}"
        )
    return value


def _texts(value, where: str) -> list[str]:
    for n, item in enumerate(_expect(value, list, where)):
        _expect(item, str, f"{where}[{n}]")
    return value


def _parse(data) -> Log:
    if isinstance(data, dict) and list(data)[-1:] == [PREVIOUS]:
        data = dict(data)
        previous = data.pop(PREVIOUS)
        if not (isinstance(previous, str) and _HEX64.fullmatch(previous)):
            raise _Shape(f"{PREVIOUS}: expected a SHA-256 in hex, got {previous!r}")
    _keys(data, LOG_KEYS, "log")
    if data["format"] != FORMAT:
        raise _Shape(f"format: expected {FORMAT!r}, got {data['format']!r}")
    given = data["question"] if isinstance(data["question"], dict) else {}
    keys = QUESTION_COLUMNS + tuple(
        name for name in (*QUESTION_OPTIONAL, "query_derived") if name in given
    )
    question = _question(_keys(data["question"], keys, "question"))
    search = _keys(data["search"], SEARCH_KEYS, "search")
    _texts(search["parameters"], "search.parameters")
    _expect(search["sql"], str, "search.sql")
    if search["error"] is not None:
        _expect(search["error"], str, "search.error")
    rows = [
        _row(row, f"search.rows[{n}]")
        for n, row in enumerate(_expect(search["rows"], list, "search.rows"))
    ]
    missing = _texts(data["retrieval_missing_source_ids"], "retrieval_missing_source_ids")
    miss = data["miss"]
    if miss is not None:
        # "stopped" and "withheld" appear only when the deadline cut the rewrites or
        # access withheld a missed source (grade/miss.py)
        optional = tuple(k for k in ("stopped", "withheld") if isinstance(miss, dict) and k in miss)
        _keys(miss, ("terms", "rewrites", *optional), "miss")
        _expect(miss["terms"], list, "miss.terms")
        _expect(miss["rewrites"], list, "miss.rewrites")
        if "stopped" in optional:
            _expect(miss["stopped"], str, "miss.stopped")
        if "withheld" in optional:
            _texts(miss["withheld"], "miss.withheld")
    route = data["route"]
    if route is not None:
        _keys(route, ROUTE_KEYS, "route")
        _texts(route["sources"], "route.sources")
        if route["alternative"] is not None:
            _keys(
                route["alternative"],
                ("query", "sql", "parameters", "error", "rows"),
                "route.alternative",
            )
            for n, row in enumerate(
                _expect(route["alternative"]["rows"], list, "route.alternative.rows")
            ):
                _keys(row, ROW_KEYS, f"route.alternative.rows[{n}]")
    access = data["access"]
    if access is not None:
        _keys(access, ("tenant_id", "groups", "rules"), "access")
        _texts(access["rules"], "access.rules")
    logged = data["index"]
    optional = tuple(k for k in OPTIONAL_INDEX_KEYS if isinstance(logged, dict) and k in logged)
    index = _keys(logged, INDEX_KEYS + optional, "index")
    for key in INDEX_KEYS + optional:
        _expect(index[key], str, f"index.{key}")
    answers = [
        _answer(a, f"answers[{n}]") for n, a in enumerate(_expect(data["answers"], list, "answers"))
    ]
    result = SearchResult(search["sql"], search["parameters"], rows, search["error"])
    context = data["context"]
    if context is not None:
        _keys(
            context,
            ("selected", "dropped", "chars", "max_rows", "max_chars", "fallback"),
            "context",
        )
        _texts(context["selected"], "context.selected")
    degraded = data["degraded"]
    if degraded is not None:
        _keys(degraded, ("inject", "expected_status", "fallback"), "degraded")
    return Log(question, result, missing, miss, route, index, answers, access, context, degraded)


def _question(row: dict) -> Question:
    for name in QUESTION_COLUMNS:
        if name in ("fact_ids", "source_ids"):
            _texts(row[name], f"question.{name}")
        else:
            _expect(row[name], str, f"question.{name}")
    if "open" in row and row["open"] is not True:
        raise _Shape("question.open: expected true (an open question) or no key")
    for name in ("alternative_query", "tenant_id", "expected_status"):
        if name in row:
            _expect(row[name], str, f"question.{name}")
    for name in ("groups", "canaries"):
        if name in row:
            _texts(row[name], f"question.{name}")
    if "critical" in row and row["critical"] is not True:
        raise _Shape("question.critical: expected true or no key")
    derived = _derived(row["query_derived"]) if "query_derived" in row else False
    try:
        return Question(
            *[tuple(row[n]) if isinstance(row[n], list) else row[n] for n in QUESTION_COLUMNS],
            "open" in row,
            row.get("alternative_query", ""),
            row.get("tenant_id", ""),
            tuple(row.get("groups", ())),
            tuple(DIGEST_MARK + c for c in row.get("canaries", ())),
            "critical" in row,
            row.get("expected_status", ""),
            derived=derived,
        )
    except ValueError as exc:
        raise _Shape(f"question: {exc}") from None


def _row(row, where: str) -> Row:
    _expect(row, dict, where)
    if tuple(row) not in (ROW_KEYS, HASHED_ROW_KEYS):
        raise _Shape(
            f"{where}: expected source_id, valid_from, valid_until, and text or text_sha256"
        )
    _expect(row["source_id"], str, f"{where}.source_id")
    _expect(row["valid_from"], str, f"{where}.valid_from")
    if row["valid_until"] is not None:
        _expect(row["valid_until"], str, f"{where}.valid_until")
    if "text" in row:
        return Row(
            row["source_id"],
            row["valid_from"],
            row["valid_until"],
            _expect(row["text"], str, f"{where}.text"),
        )
    digest = _expect(row["text_sha256"], str, f"{where}.text_sha256")
    if not _SHA256.match(digest):
        raise _Shape(f"{where}.text_sha256: expected 64 lowercase hex digits, got {digest[:80]!r}")
    return Row(row["source_id"], row["valid_from"], row["valid_until"], None, digest)


def _answer(entry, where: str) -> AnswerEntry:
    _keys(entry, ANSWER_ENTRY_KEYS, where)
    _expect(entry["label"], str, f"{where}.label")
    result = _keys(entry["result"], RESULT_KEYS, f"{where}.result")
    _expect(result["pass"], bool, f"{where}.result.pass")
    _texts(result["errors"], f"{where}.result.errors")
    details = []
    for n, detail in enumerate(_expect(result["details"], list, f"{where}.result.details")):
        _keys(detail, ("code", "message"), f"{where}.result.details[{n}]")
        details.append(
            Finding(
                _expect(detail["code"], str, "code"), _expect(detail["message"], str, "message")
            )
        )
    grade = Grade(
        result["pass"],
        _texts(result["errors"], f"{where}.result.errors"),
        details,
        _texts(result["input_errors"], f"{where}.result.input_errors"),
        _texts(
            result["retrieval_missing_source_ids"], f"{where}.result.retrieval_missing_source_ids"
        ),
        _texts(result["retrieval_errors"], f"{where}.result.retrieval_errors"),
        _texts(result["document_notes"], f"{where}.result.document_notes"),
        _expect(result["annotation"], str, f"{where}.result.annotation"),
        _citations(result["citations"], f"{where}.result.citations"),
        None
        if result["reading"] is None
        else _expect(result["reading"], dict, f"{where}.result.reading"),
        _expect(result["verdict"], str, f"{where}.result.verdict"),
    )
    return AnswerEntry(entry["label"], entry["answer"], grade)


def _citations(value, where: str) -> dict[str, list[str]]:
    for cited, source_ids in _expect(value, dict, where).items():
        _texts(source_ids, f"{where}[{cited!r}]")
    return value


def check_label(logs, label: str | None) -> None:
    """A label no answer carries is a usage error: a gate must not pass by a typo."""
    if label is None:
        return
    labels = sorted({a.label for log in logs if log for a in log.answers})
    if label not in labels:
        raise InputError(
            f"--label {label!r}: no attached answer has this label; the logs have "
            f"{', '.join(labels) or 'no answers'}"
        )


_HEX64 = re.compile("[0-9a-f]{64}")


_UNREAD = object()


def predecessor(root: Path, log: Log, same=_UNREAD) -> str | None:
    """What a rewrite of this question's log records as its predecessor: the digest of
    the log it replaces, or, when the new log says exactly what the old one said, the
    old one's own predecessor (a run that changes nothing changes no byte). `same` is
    the old tail read_log_and_tail found for the log's spooled rows, when the caller has
    it: the rows are then not compared a second time."""
    path = log_path(root, log.question.id)
    if not path.is_file() or path.is_symlink():
        return None
    with open(path, "rb") as handle:
        handle.seek(max(0, path.stat().st_size - 128))
        _core, kept = split_previous(handle.read().decode("utf-8", "replace"))
    rows = log.search.rows
    if hasattr(rows, "finish_as") and rows:
        if same is _UNREAD:
            same = _after_same_rows(path, rows)
        new_tail = _around_rows(log)[1][len(_CLOSE) :]
        unchanged = same is not None and split_previous(same)[0] == new_tail
    else:
        old = path.read_text(encoding="utf-8", errors="replace")
        unchanged = split_previous(old)[0] == dumps_log(log)
    return kept if unchanged else file_sha256(path)
