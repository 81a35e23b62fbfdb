"""Running questions into logs: the fixed search at each question's date, the answers a
previous log held re-graded on the new retrieval, and what changed since."""

from __future__ import annotations

from pathlib import Path

from .canaries import Violation, leaks
from .checksums import record
from .degraded import RETRIEVAL_FAILED, degraded_block
from .digests import REPLAYS
from .fragments import PackWriter
from .index import connect_readonly, logs_lock, open_kit
from .logfile import Log, log_outside_rows, log_rel, make_log, read_log, write_log
from .progress import steps
from .proof import access_of, context_of, index_record, miss_of, regrade
from .records import Record
from .render import found_ids
from .routing import route_of
from .rowspool import Spool, SpooledRows, TextSpool
from .search import DEFAULT_DEADLINE, SearchResult, search


class RunOutcome(Record):
    """violations: canaries the log would have held; such a log is not written. found:
    the found source ids as UTF-8 lines (a broad question's rows are not kept)."""

    __slots__ = ("log", "changes", "violations", "found")
    _defaults = {"violations": [], "found": b""}

    @property
    def failed(self) -> bool:
        return bool(self.log.search.error or self.log.missing or self.violations)

    @property
    def found_ids(self) -> list[str]:
        return self.found.decode("utf-8").split("\n")[:-1]

    def without_rows(self) -> RunOutcome:
        """The outcome kept for the summary: the log's rows let go of but the first few
        (the found ids stay, one per line)."""
        rows = self.log.search.rows
        head = list(rows.head) if isinstance(rows, SpooledRows) else rows
        search = SearchResult(
            self.log.search.sql, self.log.search.parameters, head, self.log.search.error
        )
        return RunOutcome(self.log._but(search=search), self.changes, self.violations, self.found)


def _logged(kit, question, result, spool, inject, packs) -> RunOutcome:
    """One question's log from its spooled rows: the previous log's answers re-graded,
    the index record, and the canaries the log would hold."""
    old = read_log(kit.root, question.id, required=False)
    asker = kit.asker(question)
    if spool.texts is not None and not spool.leaked:
        spool.texts.drain(packs.put)
    if inject == "retrieval_error":
        result.rows.close()
        result = SearchResult(result.sql, result.parameters, [], RETRIEVAL_FAILED)
    log = make_log(question, result, {}, [])
    log = log.with_degraded(degraded_block(inject))
    log = log.with_access(access_of(kit, asker, result))
    log = log.with_context(context_of(kit, result, inject))
    log = log.with_route(route_of(kit, question, log.found_iter()))
    if old:
        log = log.with_answers(regrade(kit, log.with_answers(old.answers)))
    answers = [a.answer for a in log.answers]
    rows = log.found_rows
    if rows is not None:
        brief = rows.brief() if isinstance(rows, SpooledRows) else rows
        index = index_record(kit, question, (), answers, rows=brief)
    else:
        index = index_record(kit, question, log.found, answers)
    log = log.with_record(miss_of(kit, question, log), index)
    in_log = spool.in_log | {v.canary for v in leaks(log_outside_rows(log), question, "")}
    violations = [Violation(question.id, n, log_rel(question.id)) for n in sorted(in_log)]
    violations += spool.in_fragments
    found = bytearray()  # not a list of a million ids first
    for source_id in log.search_ids():
        found += source_id.encode() + b"\n"
    return RunOutcome(log, changes(old, log) if old else [], violations, found)


def _release(result, spool) -> None:
    if isinstance(result.rows, SpooledRows):
        result.rows.close()
    if spool.texts is not None:
        spool.texts.close()


def run_questions(
    root: Path,
    ids=(),
    seconds: float = DEFAULT_DEADLINE,
    inject: str | None = None,
    jobs: int = 1,
) -> list[RunOutcome]:
    """Search every selected question at its date and write replays/<id>.json. Rows go
    from the cursor to the log as they come; previous logs are read one at a time, under
    the logs lock, when their question comes up. With jobs > 1 the searches run on that
    many read-only connections at once; the logs and packs are written in question order
    and are the same bytes."""
    with open_kit(root) as kit, logs_lock(kit.root):
        questions = kit.select(ids)
        outcomes, written = [], []
        packs = PackWriter(kit.root)
        try:
            with steps("running questions", len(questions)) as advance:
                for question, result, spool in searched(kit, questions, seconds, jobs, packs):
                    try:
                        outcome = _logged(kit, question, result, spool, inject, packs)
                        if not outcome.violations:
                            packs.sync()  # a log never names a text that is not stored
                            written += write_log(kit.root, outcome.log)
                    finally:
                        _release(result, spool)
                    outcomes.append(outcome.without_rows())
                    advance()
        finally:
            packs.close()
            record(kit.root, sorted(packs.written) + written)
    return outcomes


def changes(old: Log, new: Log) -> list[str]:
    """What a support engineer must look at after editing a document or a query."""
    found = []
    old_rows, new_rows = old.search.rows, new.search.rows
    old_ids, new_ids = [r.source_id for r in old_rows], [r.source_id for r in new_rows]
    if old_ids != new_ids:
        found.append(f"found {found_ids(old_ids)} → {found_ids(new_ids)}")
    before = {r.source_id: r for r in old_rows}
    # the logged fields only: a run's rows also carry what the context selection read
    moved = [
        row.source_id
        for row in new_rows
        if row.source_id in before and before[row.source_id][:5] != row[:5]
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


def searched(kit, questions, seconds: float, jobs: int, packs: PackWriter):
    """(question, search result, spool) in question order, the rows spooled to disk as
    they come. With jobs > 1, each worker thread has its own read-only connection
    (SQLite runs a query without Python's lock) and spools its texts to a file of its
    own, stored in question order; at most 2 x jobs results wait to be logged."""
    if jobs <= 1 or len(questions) <= 1:
        for question in questions:
            spool = Spool(kit.root, question, packs.put, selection=_selects(kit))
            yield question, _search(kit.conn, kit, question, seconds, spool), spool
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
        texts = TextSpool(kit.root / REPLAYS, question.id)
        spool = Spool(kit.root, question, texts, selection=_selects(kit))
        spool.texts = texts
        try:
            return _search(local.conn, kit, question, seconds, spool), spool
        except BaseException:
            texts.close()
            raise

    waiting = deque()
    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            for question in questions:
                waiting.append((question, pool.submit(work, question)))
                if len(waiting) >= 2 * jobs:
                    done_question, future = waiting.popleft()
                    yield done_question, *future.result()
            while waiting:
                done_question, future = waiting.popleft()
                yield done_question, *future.result()
    finally:
        for _question, future in waiting:  # a failed run leaves no spool behind
            if not future.cancel() and future.exception() is None:
                _release(*future.result())
        for conn in connections:
            conn.close()


def _selects(kit) -> bool:
    """Whether the context selection will read canonical_id and authority of each row."""
    settings = kit.settings
    return kit.access or settings.max_rows is not None or settings.max_chars is not None


def _search(conn, kit, question, seconds: float, spool: Spool):
    return search(
        conn,
        question.query,
        question.at,
        seconds,
        kit.profile,
        asker=kit.asker(question),
        keep=spool.take,
    )
