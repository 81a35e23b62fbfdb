"""Proving a log against the kit and its index: the question, the fixed SQL and its
parameters, a re-run of the search row by row, the index record, and the log file's own
SHA256SUMS line. Replay shows the result; attaching answers refuses a log that fails it.
"""

from __future__ import annotations

from pathlib import Path

from ..grade.context import Context
from ..grade.degraded import RETRIEVAL_FAILED
from ..grade.grading import grade, used_facts
from ..index.search import (
    ACCESS_QUERY,
    DEFAULT_DEADLINE,
    FIXED_QUERY,
    RULES,
    Row,
    SearchResult,
    facts_seen_by,
    parameters,
    search,
    visibility,
)
from ..index.view import Kit
from ..kit.digests import file_sha256, sha256, text_sha256
from ..kit.errors import ExpressionError, IntegrityError
from ..kit.profile import bind
from ..kit.records import QUESTION_COLUMNS, QUESTION_OPTIONAL, Question, Record
from .record import ROUTE_KEYS, AnswerEntry, Log, canary_digests, log_path, log_rel
from .routing import route_of
from .sums import listed_digest


class Mismatch(Record):
    """One difference between a log and the kit now. kind is `tampered` when the log
    changed, `drift` when the kit changed since the log was written."""

    __slots__ = ("kind", "field", "logged", "current")


def context(kit: Kit, log: Log, question: Question | None = None) -> Context:
    texts = log.texts()
    asker = kit.asker(question or log.question) if kit.access else None
    seen = visibility(kit.conn, asker)
    return Context(
        question or log.question,
        set(log.found),
        log.search.error,
        facts_seen_by(kit.conn, kit.facts, asker),
        kit.documents,
        texts,
        kit.refusals,
        kit.documents.text,
        log.route,
        kit.settings.lower,
        kit.settings.upper,
        (log.degraded or {}).get("inject"),
        kit.units,
        seen,
        kit.profile,
        kit.kin,
    )


def access_of(kit: Kit, asker, result) -> dict | None:
    """Who asked, and which access rules applied. How many rows each withheld depends on
    the expression (`GLOBEX AND 42` would count another tenant's documents), so it is
    privileged, like the ids: `replay --audit` computes both, the log keeps neither."""
    if asker is None:
        return None
    return {"tenant_id": asker.tenant_id, "groups": list(asker.groups), "rules": list(RULES)}


def selects_context(kit: Kit) -> bool:
    """Whether the kit selects a context from the found rows (access columns or context
    limits), reading each row's canonical_id and authority."""
    settings = kit.settings
    return kit.access or settings.max_rows is not None or settings.max_chars is not None


def context_of(kit: Kit, result, inject: str | None = None) -> dict | None:
    """The context selection, in a kit with access columns or context limits; with a
    failed reranker it keeps the retrieval order, and says so."""
    if not selects_context(kit):
        return None
    settings = kit.settings
    fallback = "retrieval order" if inject == "reranker_error" else None
    from ..grade.selection import select  # only kits with access columns or context limits

    return select(result.rows, settings.max_rows, settings.max_chars, fallback)


def miss_of(
    kit: Kit, question: Question, log: Log, seconds: float = DEFAULT_DEADLINE
) -> dict | None:
    """Why the logged search missed an expected source, when it did (not on an error),
    within the question's deadline."""
    if not log.missing:
        return None
    from ..grade.miss import explain  # only when an expected source was missed

    miss = explain(
        kit,
        question.query,
        question.at,
        question.source_ids,
        log.missing,
        question.question,
        kit.asker(question),
        seconds,
    )
    return miss.as_json()


def regrade(kit: Kit, log: Log) -> list[AnswerEntry]:
    """The log's answers graded again on its own logged context."""
    ctx = context(kit, log)
    return [AnswerEntry(a.label, a.answer, grade(a.answer, ctx)) for a in log.answers]


def index_record(kit: Kit, question: Question, found, answers=(), rows=None) -> dict:
    """What a log depended on: this ragfts and SQLite, schema.sql, and a digest of the
    registry rows and the sources' validity that grading it reads. The found texts are
    in the log itself. With `rows` (the found rows, in source_id order as the fixed
    query gives them) their validity is read from the rows as they stream, so a broad
    question is neither looked up source by source nor held in memory."""
    facts = used_facts(question, kit.facts, answers)
    others = set(question.source_ids) | {f.source_id for f in facts}
    for answer in answers:
        if isinstance(answer, dict):
            for key in ("source_ids", "claims"):
                items = answer.get(key)
                if isinstance(items, list):
                    others |= {
                        i if key == "source_ids" else i.get("source_id")
                        for i in items
                        if isinstance(i, str) or (key == "claims" and isinstance(i, dict))
                    }
    if rows is None:
        others |= set(found)
        rows = ()
    digest = sha256()
    lines = 0
    for fact in facts:
        digest.update(("fact\t" + "\t".join(map(str, fact.registry_row())) + "\n").encode())
        lines += 1
    looked_up = ((s, None) for s in sorted(s for s in others if isinstance(s, str)))
    last = None
    pairs = looked_up
    if rows:  # streamed rows (a run); a replay looks every source up
        from heapq import merge

        pairs = merge(((r.source_id, r) for r in rows), looked_up, key=_first)
    for source_id, row in pairs:
        if source_id == last:
            continue
        last = source_id
        source = row if row is not None else kit.documents.get(source_id)
        validity = (
            "absent" if source is None else f"{source.valid_from}\t{source.valid_until or ''}"
        )
        digest.update(f"source\t{source_id}\t{validity}\n".encode())
        lines += 1
    if not lines:
        digest.update(b"\n")
    record = {
        "ragfts_version": kit.info["ragfts_version"],
        "sqlite_version": kit.info["sqlite_version"],
        "schema_sha256": kit.info["schema_sha256"],
        "search_profile": kit.profile,
        "used_sha256": digest.hexdigest(),
    }
    if kit.settings.validity_end == "exclusive":  # a kit with inclusive ends logs as before
        record["validity_end"] = "exclusive"
    return record


def _first(pair):
    return pair[0]


# A difference in a kit without SHA256SUMS: an edit of the log and a change of the
# corpus look the same there.
UNSEALED = "differs"
UNSEALED_NOTE = (
    "the log differs from the index; without SHA256SUMS ragfts cannot tell an edit of the "
    "log from a change of the corpus — run `ragfts seal` to record the state you trust"
)


def kind_of(kit: Kit, log: Log) -> tuple[str, list[Mismatch]]:
    """tampered or drift, from what the log itself cannot rewrite when SHA256SUMS lists
    it: a log that differs from its sealed digest was edited; one that matches it was
    left alone, so any difference is the kit's. An unsealed log: `differs`."""
    qid = log.question.id
    sealed = listed_digest(kit.logs, log_rel(qid))
    if sealed is not None:
        actual = file_sha256(log_path(kit.logs, qid))
        if actual != sealed:
            return "tampered", [
                Mismatch("tampered", f"{log_rel(qid)} (SHA256SUMS)", sealed, actual)
            ]
        return "drift", []
    # Without a seal nothing says which side moved: the log, or the kit under it.
    return UNSEALED, []


def check_log(kit: Kit, log: Log) -> tuple[list[Mismatch], list[Row]]:
    """Compare a log with questions.csv and a re-run of its search. Returns the
    mismatches and the logged rows with every text resolved."""
    question = kit.questions.get(log.question.id)
    if question is None:
        rows, unreadable = _resolve_texts(kit.logs, log.search.rows)
        return [Mismatch("tampered", "question.id", log.question.id, None)] + unreadable, rows
    answers = [entry.answer for entry in log.answers]
    current_index = index_record(kit, question, log.found, answers)
    kind, findings = kind_of(kit, log)
    for name in QUESTION_COLUMNS + QUESTION_OPTIONAL:
        logged, now = getattr(log.question, name), getattr(question, name)
        if name == "canaries":  # logged as digests, never as text
            logged, now = tuple(canary_digests(log.question)), tuple(canary_digests(question))
        if logged != now:
            findings.append(Mismatch(kind, f"question.{name}", _plain(logged), _plain(now)))
    asker = kit.asker(question)
    sql = FIXED_QUERY if asker is None else ACCESS_QUERY
    if log.search.sql != sql:
        findings.append(Mismatch("tampered", "search.sql", log.search.sql, sql))
    expected = parameters(bind(log.question.query, kit.profile), log.question.at, asker)
    logged_params = list(log.search.parameters)
    if logged_params != expected:
        findings.append(Mismatch("tampered", "search.parameters", logged_params, expected))
    if log.index != current_index:
        for key in sorted(k for k in current_index if log.index.get(k) != current_index[k]):
            findings.append(Mismatch(kind, f"index.{key}", log.index.get(key), current_index[key]))
    # The logged parameters are re-run as logged (a changed one is already a finding);
    # parameters that do not even fit the fixed query fall back to the golden question's,
    # and so does a logged asker other than the question's: a replay never shows what
    # the question's asker may not see.
    runnable = (
        len(logged_params) == len(expected)
        and logged_params[1] == logged_params[2]
        and logged_params[3:] == expected[3:]
    )
    expression, at = (
        (logged_params[0], logged_params[1]) if runnable else (question.query, question.at)
    )
    try:
        rerun = search(
            kit.conn,
            expression,
            at,
            DEFAULT_DEADLINE,
            kit.profile,
            prebound=runnable,
            asker=kit.asker(question),
        )
    except (ExpressionError, ValueError) as exc:
        findings.append(
            Mismatch("tampered", "search.parameters", logged_params, f"not runnable: {exc}")
        )
        rows, unreadable = _resolve_texts(kit.logs, log.search.rows)
        return findings + unreadable, rows
    if log.degraded and log.degraded.get("inject") == "retrieval_error":
        # The failure was injected when the log was written: replay injects it again.
        rerun = SearchResult(rerun.sql, rerun.parameters, [], RETRIEVAL_FAILED)
    access = access_of(kit, asker, rerun)
    if access != log.access:
        findings.append(Mismatch(kind, "access", log.access, access))
    selected = context_of(kit, rerun, (log.degraded or {}).get("inject"))
    if selected != log.context:
        findings.append(Mismatch(kind, "context", log.context, selected))
    if rerun.error != log.search.error:
        findings.append(Mismatch(kind, "search.error", log.search.error, rerun.error))
    hashes = _TextHashes()
    findings.extend(_compare_rows(log.search.rows, rerun.rows, kind, hashes))
    found_now = [row.source_id for row in rerun.rows]
    if selected is not None:
        found_now = list(selected["selected"])
    route = route_of(kit, question, found_now) if log.question == question else log.route
    for key in ROUTE_KEYS if (route or log.route) else ():
        logged, current = (log.route or {}).get(key), (route or {}).get(key)
        if logged != current:
            findings.append(Mismatch(kind, f"route.{key}", logged, current))
    if route and route["status"] == "ok":
        found_now = route["sources"]
    missing = question.missing_sources(found_now, rerun.error)
    if list(log.missing) != missing:
        findings.append(Mismatch(kind, "retrieval_missing_source_ids", list(log.missing), missing))
    elif log.question == question and not (log.miss or {}).get("stopped"):
        miss = miss_of(kit, question, log)
        if log.miss != miss and not miss.get("stopped"):
            findings.append(Mismatch(kind, "miss", log.miss, miss))
    rows, unreadable = _resolve_texts(kit.logs, log.search.rows)
    return findings + unreadable, rows


def _plain(value):
    return list(value) if isinstance(value, tuple) else value


class _TextHashes(dict):
    """SHA-256 of each re-run text, computed once for the comparison and the display."""

    def of(self, text: str) -> str:
        if text not in self:
            self[text] = text_sha256(text)
        return self[text]


def _resolve_texts(root: Path, rows: list[Row]):
    """The logged rows with every text filled in, each text stored by hash read from
    the fragment store and proven against its hash — also when the re-run gives the same
    text: a pack the log needs is proven by the same rule as seal and verify use."""
    packs = None
    resolved, findings = [], []
    for n, row in enumerate(rows):
        if row.text_sha256 is None:
            resolved.append(row)
            continue
        try:
            if packs is None:
                from .packs import Packs  # only a log with texts past its inline rows

                packs = Packs(root)
            text = packs.text(row.text_sha256, row.source_id)
        except IntegrityError as exc:
            findings.append(
                Mismatch(
                    "tampered",
                    f"search.rows[{n}].text_sha256 ({row.source_id})",
                    row.text_sha256,
                    str(exc),
                )
            )
            text = f"(not shown: {exc})"
        resolved.append(row._replace(text=text))
    return resolved, findings


def _compare_rows(logged: list[Row], current: list[Row], kind: str, hashes) -> list[Mismatch]:
    """The logged rows against the re-run as sequences: order, rows added, dropped or
    repeated, then each field."""
    logged_ids = [r.source_id for r in logged]
    current_ids = [r.source_id for r in current]
    if logged_ids == current_ids:
        return _compare_fields(zip(range(len(logged)), logged, current), kind, hashes)
    if sorted(logged_ids) == sorted(current_ids):
        return [Mismatch(kind, "search.rows order", logged_ids, current_ids)]
    in_log, now = set(logged_ids), {r.source_id: r for r in current}
    dropped = " (row dropped from the log)" if kind == "tampered" else ""
    added = (
        "not found by the re-run (row added to the log)" if kind == "tampered" else "not found now"
    )
    findings = [
        Mismatch(kind, f"search.rows[{n}]", None, f"{sid} found now, not in the log{dropped}")
        for n, sid in enumerate(current_ids)
        if sid not in in_log
    ]
    seen: set[str] = set()
    for n, sid in enumerate(logged_ids):
        if sid not in now:
            findings.append(Mismatch(kind, f"search.rows[{n}].source_id", sid, added))
        elif sid in seen:
            findings.append(
                Mismatch(
                    "tampered",
                    f"search.rows[{n}].source_id",
                    sid,
                    "found once by the re-run (row repeated in the log)",
                )
            )
        seen.add(sid)
    pairs = ((n, row, now[row.source_id]) for n, row in enumerate(logged) if row.source_id in now)
    return findings + _compare_fields(pairs, kind, hashes)


def _compare_fields(pairs, kind: str, hashes) -> list[Mismatch]:
    findings = []
    for n, row, now in pairs:
        where = f"search.rows[{n}]"
        for name in ("valid_from", "valid_until", "text"):
            if name == "text" and row.text_sha256 is not None:
                digest = hashes.of(now.text)
                if row.text_sha256 != digest:
                    findings.append(
                        Mismatch(
                            kind, f"{where}.text_sha256 ({row.source_id})", row.text_sha256, digest
                        )
                    )
            elif getattr(row, name) != getattr(now, name):
                findings.append(
                    Mismatch(
                        kind,
                        f"{where}.{name} ({row.source_id})",
                        getattr(row, name),
                        getattr(now, name),
                    )
                )
    return findings
