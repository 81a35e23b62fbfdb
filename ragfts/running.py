"""Running questions into logs: the fixed search at each question's date, the answers a
previous log held re-graded on the new retrieval, and what changed since."""

from __future__ import annotations

from pathlib import Path

from .canaries import leaks
from .checksums import record
from .degraded import RETRIEVAL_FAILED, degraded_block
from .index import connect_readonly, logs_lock, open_kit
from .logfile import Log, dumps_log, log_rel, make_log, read_log, write_log
from .progress import steps
from .proof import access_of, context_of, index_record, miss_of, regrade
from .records import Record
from .render import found_ids
from .routing import route_of
from .search import DEFAULT_DEADLINE, SearchResult, search


class RunOutcome(Record):
    """violations: canaries the log would have held; such a log is not written."""

    __slots__ = ("log", "changes", "violations")
    _defaults = {"violations": []}

    @property
    def failed(self) -> bool:
        return bool(self.log.search.error or self.log.missing or self.violations)


def run_questions(
    root: Path,
    ids=(),
    seconds: float = DEFAULT_DEADLINE,
    inject: str | None = None,
    jobs: int = 1,
) -> list[RunOutcome]:
    """Search every selected question at its date and write replays/<id>.json. Previous
    logs are read one at a time, under the logs lock, when their question comes up. With
    jobs > 1 the searches run on that many read-only connections at once; the logs are
    written in question order and are the same bytes."""
    with open_kit(root) as kit, logs_lock(kit.root):
        questions = kit.select(ids)
        outcomes, written = [], []
        try:
            with steps("running questions", len(questions)) as advance:
                for question, result in searched(kit, questions, seconds, jobs):
                    old = read_log(kit.root, question.id, required=False)
                    asker = kit.asker(question)
                    if inject == "retrieval_error":
                        result = SearchResult(result.sql, result.parameters, [], RETRIEVAL_FAILED)
                    log, fragments = make_log(question, result, {}, [])
                    log = log.with_degraded(degraded_block(inject))
                    log = log.with_access(access_of(kit, asker, result))
                    log = log.with_context(context_of(kit, result, inject))
                    log = log.with_route(route_of(kit, question, log.found))
                    if old:
                        log = log.with_answers(regrade(kit, log.with_answers(old.answers)))
                    index = index_record(kit, question, log.found, [a.answer for a in log.answers])
                    log = log.with_record(miss_of(kit, question, log), index)
                    violations = leaks(dumps_log(log), question, log_rel(question.id))
                    violations += [
                        v
                        for text in fragments.values()
                        for v in leaks(text.decode("utf-8"), question, "a stored fragment")
                    ]
                    if not violations:
                        written += write_log(kit.root, log, fragments)
                    outcomes.append(RunOutcome(log, changes(old, log) if old else [], violations))
                    advance()
        finally:
            record(kit.root, written)
    return outcomes


def changes(old: Log, new: Log) -> list[str]:
    """What a support engineer must look at after editing a document or a query."""
    found = []
    old_rows, new_rows = old.search.rows, new.search.rows
    old_ids, new_ids = [r.source_id for r in old_rows], [r.source_id for r in new_rows]
    if old_ids != new_ids:
        found.append(f"found {found_ids(old_ids)} → {found_ids(new_ids)}")
    before = {r.source_id: r for r in old_rows}
    moved = [
        row.source_id
        for row in new_rows
        if row.source_id in before and before[row.source_id] != row
    ]
    if len(moved) > 5:
        found.append(f"{found_ids(moved)}: text or validity changed")
    else:
        found += [f"{source_id}: text or validity changed" for source_id in moved]
    if old.search.error != new.search.error:
        found.append(f"search error: {old.search.error} → {new.search.error}")
    for a_old, a_new in zip(old.answers, new.answers):
        r_old, r_new = a_old.result, a_new.result
        if (r_old.passed, r_old.errors, r_old.verdict) != (
            r_new.passed,
            r_new.errors,
            r_new.verdict,
        ):
            before, after = f"{r_old.verdict} {r_old.errors}", f"{r_new.verdict} {r_new.errors}"
            found.append(f"answer {a_new.label}: {before} → {after}")
    return found


def searched(kit, questions, seconds: float, jobs: int):
    """(question, search result) in question order. With jobs > 1, each worker thread has
    its own read-only connection (SQLite runs a query without Python's lock), and at most
    2 x jobs results wait to be logged."""
    if jobs <= 1 or len(questions) <= 1:
        for question in questions:
            yield question, _search(kit.conn, kit, question, seconds)
        return
    import threading
    from collections import deque
    from concurrent.futures import ThreadPoolExecutor

    local = threading.local()
    connections = []

    def work(question):
        if not hasattr(local, "conn"):
            local.conn = connect_readonly(kit.index, any_thread=True)
            connections.append(local.conn)
        return _search(local.conn, kit, question, seconds)

    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            waiting = deque()
            for question in questions:
                waiting.append((question, pool.submit(work, question)))
                if len(waiting) >= 2 * jobs:
                    done_question, future = waiting.popleft()
                    yield done_question, future.result()
            while waiting:
                done_question, future = waiting.popleft()
                yield done_question, future.result()
    finally:
        for conn in connections:
            conn.close()


def _search(conn, kit, question, seconds: float):
    return search(
        conn, question.query, question.at, seconds, kit.profile, asker=kit.asker(question)
    )
