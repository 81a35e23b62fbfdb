"""The replay log of one question: one typed record, and the only code that knows its keys.

A log holds the question as asked, the fixed SQL with its parameters, every found row
with its full text, what the log depended on, and the graded answers. Its bytes depend
only on the kit and the inputs: no clock, no machine path, no unordered set.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..grade.grading import Grade
from ..index.search import Row, SearchResult
from ..kit.digests import REPLAYS, bytes_sha256, plain_dir
from ..kit.door import kit_target, write_kit_file
from ..kit.errors import InputError, IntegrityError
from ..kit.jsonio import dumps
from ..kit.records import QUESTION_COLUMNS, QUESTION_OPTIONAL, Question, Record, safe_id

FORMAT = "ragfts-replay/1"

LOG_KEYS = (
    "format",
    "question",
    "search",
    "retrieval_missing_source_ids",
    "miss",
    "route",
    "access",
    "context",
    "degraded",
    "index",
    "answers",
)

SEARCH_KEYS = ("sql", "parameters", "error", "rows")

ROW_KEYS = ("source_id", "valid_from", "valid_until", "text")

HASHED_ROW_KEYS = ("source_id", "valid_from", "valid_until", "text_sha256")

ANSWER_ENTRY_KEYS = ("label", "answer", "result")

# A grade's fields as the log spells them: `passed` is written as "pass".
RESULT_KEYS = tuple("pass" if name == "passed" else name for name in Grade.__slots__)

# What a log records of the index and the kit: only what this log used, so editing one
# document rewrites only the logs that found it or were graded with it.
INDEX_KEYS = ("ragfts_version", "sqlite_version", "schema_sha256", "search_profile", "used_sha256")
# Logged only when set: a kit whose validity ends are exclusive says so in each log.
OPTIONAL_INDEX_KEYS = ("validity_end",)

ROUTE_KEYS = (
    "evaluator",
    "lower",
    "upper",
    "primary",
    "status",
    "error",
    "initial_route",
    "reference_route",
    "alternative_search_used",
    "alternative",
    "alternative_scores",
    "sources",
    "has_candidates",
)

_SHA256 = re.compile(r"[0-9a-f]{64}\Z")


class AnswerEntry(Record):
    """One attached answer: its label, the bot's answer as given, and its grade."""

    __slots__ = ("label", "answer", "result")

    @property
    def action(self) -> str | None:
        """The action the bot gave, or the one read from a transcript's text."""
        if isinstance(self.answer, dict) and isinstance(self.answer.get("action"), str):
            return self.answer["action"]
        return (self.result.reading or {}).get("action")


class Log(Record):
    """miss is why the search missed an expected source (a JSON object), or None; route
    is the corrective route (seed 001) when the kit has one for the question, or None."""

    __slots__ = (
        "question",
        "search",
        "missing",
        "miss",
        "route",
        "index",
        "answers",
        "access",
        "context",
        "degraded",
    )
    _defaults = {"access": None, "context": None, "degraded": None}

    @property
    def _narrowed(self) -> bool:
        """Whether the answer is graded on less than the search found: the sources a
        route kept, or a selected context."""
        return bool((self.route and self.route["status"] == "ok") or self.context)

    @property
    def found(self) -> list[str]:
        """The context the answer is graded on: what the route kept, else what the fixed
        search found."""
        if self.route and self.route["status"] == "ok":
            return list(self.route["sources"])
        if self.context:
            return list(self.context["selected"])
        return list(self.search_ids())

    def found_iter(self):
        """The found ids one at a time (a spooled search's without parsing its rows)."""
        return iter(self.found) if self._narrowed else self.search_ids()

    def search_ids(self):
        return row_ids(self.search.rows)

    @property
    def found_rows(self):
        """The found rows when they are the graded context (no route kept, no context
        selected), else None."""
        return None if self._narrowed else self.search.rows

    def texts(self) -> dict[str, str]:
        """The found fragments' texts, the alternative search's included."""
        # Only the first INLINE_ROWS of a log carry their text: a run's spooled rows
        # keep those in memory, the rest is not read for this.
        found = getattr(self.search.rows, "head", self.search.rows)
        rows = [*found, *alternative_rows(self.route)]
        return {row.source_id: row.text for row in rows if row.text is not None}

    def _but(self, **changes) -> Log:
        return Log(**{**self.as_dict(), **changes})

    def with_answers(self, answers: list[AnswerEntry]) -> Log:
        return self._but(answers=answers)

    def with_access(self, access: dict | None) -> Log:
        return self._but(access=access)

    def with_degraded(self, degraded: dict | None) -> Log:
        return self._but(degraded=degraded)

    def with_context(self, context: dict | None) -> Log:
        if not context:
            return self._but(context=context)
        missing = self.question.missing_sources(context["selected"], self.search.error)
        return self._but(context=context, missing=missing)

    def with_route(self, route: dict | None) -> Log:
        if not route:
            return self._but(route=route)
        kept = list(route["sources"]) if route["status"] == "ok" else self.found
        return self._but(
            route=route, missing=self.question.missing_sources(kept, self.search.error)
        )

    def with_record(self, miss: dict | None, index: dict) -> Log:
        return self._but(miss=miss, index=index)


def row_ids(rows):
    """The ids of found rows, one at a time (a run's spooled rows without parsing them)."""
    return rows.ids() if hasattr(rows, "ids") else (row.source_id for row in rows)


def alternative_rows(route: dict | None) -> list[Row]:
    if not route or not route.get("alternative"):
        return []
    return [
        Row(r["source_id"], r["valid_from"], r["valid_until"], r["text"])
        for r in route["alternative"]["rows"]
    ]


def log_path(root: Path, qid: str) -> Path:
    try:
        safe_id(qid, "question id")  # never a path outside replays/
    except ValueError as exc:
        raise InputError(str(exc)) from None
    return Path(root) / REPLAYS / f"{qid}.json"


def log_rel(qid: str) -> str:
    return f"{REPLAYS}/{qid}.json"


def make_log(question: Question, result: SearchResult, index: dict, answers: list[AnswerEntry]):
    """The log of a search whose rows are already in their logged form (a run's spool)."""
    missing = question.missing_sources(row_ids(result.rows), result.error)
    search = SearchResult(result.sql, list(result.parameters), result.rows, result.error)
    return Log(question, search, missing, None, None, index, answers)


def row_dict(row: Row) -> dict:
    if row.text_sha256 is None:
        return {
            "source_id": row.source_id,
            "valid_from": row.valid_from,
            "valid_until": row.valid_until,
            "text": row.text,
        }
    return {
        "source_id": row.source_id,
        "valid_from": row.valid_from,
        "valid_until": row.valid_until,
        "text_sha256": row.text_sha256,
    }


_encode = json.JSONEncoder(ensure_ascii=False).encode


def row_json(row: Row) -> str:
    """A found row as its line of the log: indented, one row a line."""
    return "      " + _encode(row_dict(row))


def grade_dict(grade: Grade) -> dict:
    return {
        "pass": grade.passed,
        "errors": list(grade.errors),
        "details": [{"code": f.code, "message": f.message} for f in grade.details],
        "input_errors": list(grade.input_errors),
        "retrieval_missing_source_ids": list(grade.retrieval_missing_source_ids),
        "retrieval_errors": list(grade.retrieval_errors),
        "document_notes": list(grade.document_notes),
        "annotation": grade.annotation,
        "citations": {cited: list(ids) for cited, ids in grade.citations.items()},
        "reading": grade.reading,
        "verdict": grade.verdict,
    }


def question_dict(question: Question) -> dict:
    """The question as it is logged: lists kept as lists."""
    row = {name: getattr(question, name) for name in QUESTION_COLUMNS}
    row.update(fact_ids=list(question.fact_ids), source_ids=list(question.source_ids))
    # The optional columns are logged only when set: a kit without them logs as before.
    optional = {
        name: getattr(question, name) for name in QUESTION_OPTIONAL if getattr(question, name)
    }
    if "groups" in optional:
        optional["groups"] = list(question.groups)
    if "canaries" in optional:
        # A canary is text the asker may not see: the log keeps only its SHA-256.
        optional["canaries"] = canary_digests(question)
    if question.derived:  # the query is the rule's, not the golden row's
        from ..kit.queries import derivation_dict

        derived = question.derived
        optional["query_derived"] = True if derived is True else derivation_dict(derived)
    return {**row, **optional}


# A question read back from a log holds its canaries' digests, marked so, never the text.
DIGEST_MARK = "sha256:"


def canary_digests(question: Question) -> list[str]:
    return [
        c.removeprefix(DIGEST_MARK)
        if c.startswith(DIGEST_MARK)
        else bytes_sha256(c.encode("utf-8"))
        for c in question.canaries
    ]


def answer_dict(entry: AnswerEntry) -> dict:
    return {"label": entry.label, "answer": entry.answer, "result": grade_dict(entry.result)}


def to_json(log: Log) -> dict:
    """The log as JSON values, rows as dicts (for `--json` output and writing)."""
    return {
        "format": FORMAT,
        "question": question_dict(log.question),
        "search": {
            "sql": log.search.sql,
            "parameters": list(log.search.parameters),
            "error": log.search.error,
            "rows": [row_dict(r) for r in log.search.rows],
        },
        "retrieval_missing_source_ids": list(log.missing),
        "miss": log.miss,
        "route": log.route,
        "access": log.access,
        "context": log.context,
        "degraded": log.degraded,
        "index": {
            key: log.index[key] for key in INDEX_KEYS + OPTIONAL_INDEX_KEYS if key in log.index
        },
        "answers": [answer_dict(a) for a in log.answers],
    }


_ROWS_MARK = "\u0000rows\u0000"


def _around_rows(log: Log) -> tuple[str, str] | None:
    """The log's text before and after its rows, or None when it has none. Only
    "question" comes before "search", and its text cannot hold a NUL (the CSV loader
    refuses it), so the first occurrence of the marker is this one."""
    if not log.search.rows:
        return None
    data = to_json(log._but(search=SearchResult(log.search.sql, [], [], None)))
    data["search"] = {
        "sql": log.search.sql,
        "parameters": list(log.search.parameters),
        "error": log.search.error,
        "rows": _ROWS_MARK,
    }
    head, tail = dumps(data).split(json.dumps(_ROWS_MARK), 1)
    return head + "[\n", "\n    ]" + tail


def log_head(question: Question, sql: str, parameters) -> str:
    """A log's text before its first row: it depends on the question and the SQL only,
    so a run writes it before the rows come."""
    search = SearchResult(sql, list(parameters), [None], None)
    log = Log(question, search, [], None, None, dict.fromkeys(INDEX_KEYS, ""), [])
    return _around_rows(log)[0]


def dumps_log(log: Log) -> str:
    """Indented like every ragfts JSON, but one found row per line: readable, and
    encoded by json's C encoder (indent= falls back to pure Python, 5x slower on the
    hundreds of thousands of rows of a broad query)."""
    around = _around_rows(log)
    if around is None:
        return dumps(to_json(log))
    lines = ",\n".join(row_json(row) for row in log.search.rows)
    return around[0] + lines + around[1]


def log_outside_rows(log: Log) -> str:
    """Everything the log writes but its rows (what a canary is looked for in, beside
    the rows themselves as they stream)."""
    around = _around_rows(log)
    return dumps(to_json(log)) if around is None else around[0] + around[1]


# A rewritten log's last key: the SHA-256 of the log it replaced, so a chain of runs is
# provable without git. Kept as it was when a run changes nothing in the log.
PREVIOUS = "previous_sha256"
_TRAILER = re.compile(r',\n  "previous_sha256": "([0-9a-f]{64})"\n\}\n\Z')


def with_previous(text: str, previous: str | None) -> str:
    """The log text ending with its predecessor's digest (none: as it is)."""
    if previous is None:
        return text
    return text[: -len("\n}\n")] + f',\n  "{PREVIOUS}": "{previous}"\n}}\n'


def split_previous(text: str) -> tuple[str, str | None]:
    """The log text without its trailer, and the digest the trailer names."""
    match = _TRAILER.search(text)
    if match is None:
        return text, None
    return text[: match.start()] + "\n}\n", match.group(1)


def write_log(root: Path, log: Log, *, sync: bool = True, previous: str | None = None) -> list[str]:
    """Write the log; the texts its rows name by hash must be stored first, so a log
    never names a text that is not stored. A run's spool file already holds the log's
    head and rows: it gets the rest and is renamed, never read back whole. Without
    sync the caller makes the file durable later (a run, once for all its logs). Returns
    the relative paths written."""
    path = log_path(root, log.question.id)
    plain_dir(path.parent, REPLAYS)
    path.parent.mkdir(exist_ok=True)
    rel = log_rel(log.question.id)
    if path.is_symlink():
        raise IntegrityError(f"{rel}: is a symbolic link; a log must be a plain file in {REPLAYS}/")
    kit_target(root, rel, "run", "log")  # the door every write passes
    rows = log.search.rows
    if hasattr(rows, "finish_as") and rows:
        head, tail = _around_rows(log)
        rows.finish_as(path, head, with_previous(tail, previous), sync)
    else:
        text = with_previous(dumps_log(log), previous)
        write_kit_file(root, rel, text.encode("utf-8"), "run", sync)
    return [rel]
