"""The index's whole life: built from schema.sql and the corpus (atomically), sealed by
its own digest, judged fresh or stale, opened read-only, and its schema checked.

The search itself is not here: `search.py` runs the fixed query on a connection this
module opens.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from itertools import islice
from pathlib import Path

from . import __version__
from .digests import (
    CORPUS,
    FACTS,
    QUESTIONS,
    REPLAYS,
    SCHEMA,
    bytes_sha256,
    corpus_digest,
    corpus_stamp,
    file_sha256,
    halves_sha256,
    stat_stamp,
)
from .door import write_kit_file
from .errors import InputError, IntegrityError, Problem, RagftsError
from .kit import (
    check_facts,
    check_questions,
    iter_documents,
    load_facts,
    load_questions,
    load_refusals,
    load_scores,
)
from .records import ACCESS_FIELDS, FACT_COLUMNS, Asker, Question, Record, Source
from .settings import load_settings

INDEX = Path(".ragfts") / "index.sqlite"
# The index's own seal: its SHA-256 and stat as built, and what it was built from. Kept
# beside the index, not in it: writing it into the file would change the file's digest.
SEAL = Path(".ragfts") / "index.seal.json"
SEAL_FORMAT = "ragfts-index/2"
# FTS5 flushes its in-memory term hash to disk when it reaches this size. The 1 MiB
# default makes a large build merge segments far more often than it needs to
# (bench/run.py measures the effect).
HASHSIZE = 64 * 1024 * 1024
# 8 KiB pages with FTS5 leaves filling them (pgsz a little under, for the page header):
# fewer, larger b-tree pages to write (bench/run.py, the bare build's best settings).
PAGE_SIZE = 8192
PGSZ = 8100
BATCH = 1000
# With a search profile, the inserting process normalises one row in this many itself.
PARENT_SHARE = 6
# Plain executemany: sqlite-utils' insert_all caps a statement at 999 variables and
# measured 0.72-0.81x of bare inserts; this is the one hot loop of the build. The
# parsing child hands each text over as its UTF-8 bytes and SQL casts them to TEXT (the
# bytes as they are, in the database's UTF-8): as a str, the inserting process decoded
# every text from the pipe and encoded it again for SQLite, ~1 s of its ~9 s at 100k.
INSERT_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text) "
    "VALUES (?, ?, ?, CAST(? AS TEXT))"
)
# With a search profile, the indexed column `terms` holds the normalised text and
# `text` (UNINDEXED) the verbatim one that is logged.
INSERT_PROFILED_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, terms) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT))"
)
# With access columns (seed 003): tenant, ACL, status, canonical id and authority,
# UNINDEXED, beside the text (and the terms of a profile).
INSERT_ACCESS_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, "
    "tenant_id, acl, status, canonical_id, authority) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), ?, ?, ?, ?, ?)"
)
INSERT_PROFILED_ACCESS_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, terms, "
    "tenant_id, acl, status, canonical_id, authority) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?)"
)
INSERTS = {
    (False, False): INSERT_DOCUMENT,
    (True, False): INSERT_PROFILED_DOCUMENT,
    (False, True): INSERT_ACCESS_DOCUMENT,
    (True, True): INSERT_PROFILED_ACCESS_DOCUMENT,
}
# The text of one source, to explain a miss (a scan: only replay of a missed question
# and `search --expect` need it).
SOURCE_TEXT_QUERY = "SELECT text FROM documents WHERE source_id = ? ORDER BY rowid LIMIT 1"
# The parsing child fills a sources table of its own, in a file beside the index, with
# the DDL schema.sql gave sources: a duplicate source_id is skipped there (OR IGNORE),
# noticed by the count and named by DUPLICATE_SOURCES. After the load the inserting
# process copies the table in one statement, which SQLite does record by record without
# decoding them (its transfer optimisation: same table definition, empty destination,
# SELECT *). At 100k documents the steps after the load went 0.21 -> 0.10 s; they are
# the build's critical path.
SOURCES_DDL = (
    "SELECT sql FROM sqlite_master WHERE tbl_name = 'sources' AND type IN ('table', 'index') "
    "AND sql IS NOT NULL ORDER BY rowid"
)
INSERT_SOURCE = "INSERT OR IGNORE INTO sources(source_id, valid_from, valid_until) VALUES (?, ?, ?)"
ATTACH_SOURCES = "ATTACH DATABASE ? AS parsed"
FILL_SOURCES = "INSERT INTO main.sources SELECT * FROM parsed.sources"
DUPLICATE_SOURCES = (
    "SELECT source_id FROM documents GROUP BY source_id HAVING count(*) > 1 ORDER BY source_id"
)
INSERT_FACT = (
    "INSERT INTO facts(fact_id, source_id, subject, attribute, value, unit, quote) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)
INSERT_BUILD_INFO = "INSERT INTO build_info(key, value) VALUES (?, ?)"
COUNT_SOURCES = "SELECT count(*) FROM sources"
# The tables ragfts reads and writes, with the columns it names. schema.sql must define
# each; nothing else creates a table.
REQUIRED_TABLES = {
    "documents": ("source_id", "valid_from", "valid_until", "text"),
    "sources": ("source_id", "valid_from", "valid_until"),
    "facts": FACT_COLUMNS,
    "build_info": ("key", "value"),
}
TABLE_COLUMNS = "SELECT name FROM pragma_table_info(?)"
# Read before any table of the index: sqlite_master is SQLite's own table, so even a
# crafted file cannot turn this read into a view over a large join.
SCHEMA_QUERY = "SELECT type, name FROM sqlite_master ORDER BY type, name"
BUILD_INFO_QUERY = "SELECT key, value FROM build_info ORDER BY key"
# Validity of one source, for grading and the gate (not retrieval: no MATCH).
SOURCE_QUERY = "SELECT source_id, valid_from, valid_until FROM sources WHERE source_id = ?"
SOURCE_IDS_QUERY = "SELECT source_id FROM sources ORDER BY source_id"
SOURCE_COUNT_QUERY = "SELECT count(*) FROM sources"

# A statement on the index may run this long before it is interrupted; the search sets
# its own, shorter deadline with --timeout.
STATEMENT_DEADLINE = 30.0
SCHEMA_DEADLINE = 5.0
_PROGRESS_STEPS = 10_000

_READ_ONLY = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}
# What running schema.sql may do: create this kit's tables and indexes. Creating a table
# is reported as writes of sqlite_master; FTS5 reads its config while being created.
_SCHEMA_ACTIONS = {
    sqlite3.SQLITE_CREATE_TABLE,
    sqlite3.SQLITE_CREATE_INDEX,
    sqlite3.SQLITE_CREATE_VTABLE,
    sqlite3.SQLITE_REINDEX,
    sqlite3.SQLITE_SELECT,
    sqlite3.SQLITE_READ,
}


class Kit(Record):
    """Questions and facts in memory; sources looked up in the index through `conn`, the
    one read-only connection of the command, so a kit of a million documents opens as
    fast as a small one. `profile` is the search profile of ragfts.toml."""

    __slots__ = (
        "root",
        "documents",
        "facts",
        "questions",
        "index",
        "info",
        "conn",
        "profile",
        "refusals",
        "settings",
        "scores",
    )

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Kit:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    @property
    def access(self) -> bool:
        return self.info.get("access") == "true"

    def asker(self, question: Question) -> Asker | None:
        """Who asks the question, when the index has access columns; else None."""
        return Asker(question.tenant_id, tuple(question.groups)) if self.access else None

    def select(self, ids) -> list[Question]:
        """The questions with these ids, in that order; all of them when none is given."""
        unknown = [qid for qid in ids if qid not in self.questions]
        if unknown:
            raise InputError(
                [Problem(QUESTIONS, None, f"no question with id {qid!r}") for qid in unknown]
            )
        return [self.questions[qid] for qid in ids] if ids else list(self.questions.values())

    def question(self, qid: str) -> Question:
        try:
            return self.questions[qid]
        except KeyError:
            raise InputError(f"{QUESTIONS}: no question with id {qid!r}") from None


class BuildReport(Record):
    __slots__ = ("index", "documents", "facts", "info")


def index_path(root: Path) -> Path:
    return Path(root) / INDEX


def _plain_folder(root: Path) -> Path:
    """.ragfts/, refused when it is a symbolic link or not a folder: every write into it
    must land inside the kit."""
    folder = index_path(root).parent
    if folder.is_symlink():
        raise IntegrityError(
            f"{INDEX.parent}/ is a symbolic link; ragfts builds only into a plain folder"
        )
    if folder.exists() and not folder.is_dir():
        raise IntegrityError(f"{INDEX.parent} is not a folder; remove it and run `ragfts build`")
    target = index_path(root)
    if target.is_symlink() or (target.exists() and not target.is_file()):
        raise IntegrityError(f"{INDEX} is not a plain file; remove it and run `ragfts build`")
    return folder


@contextmanager
def _build_lock(root: Path):
    """One build at a time per kit. A build killed earlier may have left its temporary
    file behind, and only the lock holder may safely remove it. A refused first build
    leaves no .ragfts/ folder behind: bad input writes nothing."""
    import fcntl
    import shutil

    folder = _plain_folder(root)
    created = not folder.exists()
    folder.mkdir(exist_ok=True)
    try:
        with open(folder / "build.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            for stale in folder.glob(".index.*.tmp"):
                stale.unlink(missing_ok=True)
            yield folder
    except InputError:
        if created:
            shutil.rmtree(folder, ignore_errors=True)
        raise


@contextmanager
def logs_lock(root: Path):
    """Held by every read-modify-write of logs (run, answer) and of SHA256SUMS with them:
    an answer attached while a run rewrites the same log is never lost."""
    import fcntl

    folder = _plain_folder(root)
    folder.mkdir(exist_ok=True)
    with open(folder / "logs.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        from .commit import finish

        finish(root)  # a change a killed `answer` journalled is completed first
        # A writer killed mid-write left its temporary file (every one is made in
        # replays/; packs are appended to); only the lock holder may remove it. Never
        # through a link: the writers refuse a linked replays/ anyway.
        logs = Path(root) / REPLAYS
        if logs.is_dir() and not logs.is_symlink():
            for stale in logs.glob(".*.tmp"):
                stale.unlink(missing_ok=True)
        yield


@contextmanager
def deadline(conn: sqlite3.Connection, seconds: float):
    """Interrupt any statement of `conn` that runs longer than `seconds` in SQLite: time
    spent by the caller between rows it takes from `clock.rows(cursor)` is not counted,
    so streaming rows into a log does not eat the search's deadline."""
    clock = _Clock(seconds)
    conn.set_progress_handler(clock.expired, _PROGRESS_STEPS)
    try:
        yield clock
    finally:
        conn.set_progress_handler(None, 0)


class _Clock:
    def __init__(self, seconds: float):
        self.stop_at = time.monotonic() + seconds

    def expired(self) -> int:
        return int(time.monotonic() > self.stop_at)

    def stopped_by_user(self, exc: sqlite3.OperationalError) -> bool:
        """An 'interrupted' before the deadline: a Ctrl-C raised inside the progress
        handler, which sqlite3 turns into this error and would hide as a timeout."""
        return str(exc) == "interrupted" and not self.expired()

    def rows(self, cursor):
        for row in cursor:
            paused = time.monotonic()
            yield row
            self.stop_at += time.monotonic() - paused


def _schema_authorizer(action, arg1, arg2, _database, _trigger):
    if action in _SCHEMA_ACTIONS:
        return sqlite3.SQLITE_OK
    # FTS5 fills its shadow tables (documents_config, documents_data) while it is created;
    # with ATTACH refused, no write can leave this new file.
    if action in (sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE) and (
        arg1 == "sqlite_master" or arg1.endswith(_FTS5_SHADOWS)
    ):
        return sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_PRAGMA and arg1 == "data_version" and arg2 is None:
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


_FTS5_SHADOWS = ("_config", "_data", "_idx", "_content", "_docsize")


# What SQLite says when the file it writes cannot grow: a full disk or a size limit.
_DISK_FULL = ("database or disk is full", "disk I/O error")


def disk_error(exc: sqlite3.DatabaseError, rel) -> OSError | None:
    """The OSError a full disk is, with the file named, when SQLite's error is one."""
    import errno

    if str(exc) in _DISK_FULL:
        return OSError(errno.ENOSPC, f"{exc} while writing the index", str(rel))
    return None


# FTS5 options that make every search silently find nothing or fail later: a contentless
# or external-content table keeps no text to return, and the log needs every row's text.
_NO_TEXT_OPTION = re.compile(r"\b(content|content_rowid|contentless_delete)\s*=", re.IGNORECASE)
DOCUMENTS_SQL = "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'"


def _fts_options(conn: sqlite3.Connection) -> list[Problem]:
    row = conn.execute(DOCUMENTS_SQL).fetchone()
    match = _NO_TEXT_OPTION.search(row[0]) if row and row[0] else None
    if match is None:
        return []
    return [
        Problem(
            SCHEMA,
            None,
            f"documents sets {match.group(1)}=: an FTS5 table without its own content "
            "returns no text, so every search would find nothing to log; remove the option",
        )
    ]


def run_schema(conn: sqlite3.Connection, sql: str) -> None:
    """schema.sql, allowed to create tables and indexes and nothing else (no ATTACH,
    trigger, view, pragma, function or recursive query), under a deadline; then every
    table ragfts needs is checked to be there with its columns."""
    conn.set_authorizer(_schema_authorizer)
    try:
        with deadline(conn, SCHEMA_DEADLINE):
            conn.executescript(sql)
    except sqlite3.DatabaseError as exc:
        if (disk := disk_error(exc, INDEX)) is not None:
            raise disk from None  # the disk's fault, not the schema's
        reason = "it ran too long" if str(exc) == "interrupted" else str(exc)
        raise InputError(
            [
                Problem(
                    SCHEMA,
                    None,
                    f"refused: {reason} (schema.sql may only create tables and indexes)",
                )
            ]
        ) from None
    finally:
        conn.set_authorizer(None)
    problems = _fts_options(conn)
    for table, wanted in REQUIRED_TABLES.items():
        columns = [row[0] for row in conn.execute(TABLE_COLUMNS, [table])]
        if not columns:
            problems.append(
                Problem(SCHEMA, None, f"lacks the table {table} (columns {', '.join(wanted)})")
            )
        elif missing := [c for c in wanted if c not in columns]:
            problems.append(
                Problem(SCHEMA, None, f"table {table} lacks the column(s) {', '.join(missing)}")
            )
    if problems:
        raise InputError(problems)


class _Small(Record):
    """What a kit holds in memory: settings, facts, questions and their lines, and the
    problems found loading them."""

    __slots__ = ("settings", "facts", "questions", "lines", "problems", "refusals", "scores")


def _load_small(root: Path, only=None) -> _Small:
    if not (root / SCHEMA).is_file():
        raise InputError(f"{root} is not a ragfts kit (no {SCHEMA}); use --kit or `ragfts init`")
    settings = load_settings(root)
    problems: list[Problem] = []
    facts = load_facts(root, problems)
    questions, lines = load_questions(root, problems, only)
    refusals = load_refusals(root, problems)
    scores = load_scores(root, problems)
    return _Small(settings, facts, questions, lines, problems, refusals, scores)


def build(root: Path) -> BuildReport:
    """Validate the kit while streaming the corpus into a new index; rename it into
    place only when complete and valid."""
    root = Path(root)
    small = _load_small(root)
    with _build_lock(root) as folder:
        return _build(root, folder, small)


def _check_fact_intervals(conn: sqlite3.Connection, facts) -> list[Problem]:
    """A fact's own interval lies inside its source's: evidence is not valid where its
    document is not."""
    problems = []
    for fact in facts.values():
        row = conn.execute(SOURCE_QUERY, [fact.source_id]).fetchone() if fact.valid_from else None
        if row is None:
            continue
        _sid, start, until = row
        ends_inside = until is None or (fact.valid_until is not None and fact.valid_until <= until)
        if fact.valid_from < start or not ends_inside:
            problems.append(
                Problem(
                    FACTS,
                    None,
                    f"{fact.fact_id}: its interval {fact.valid_from}.."
                    f"{fact.valid_until or 'open'} is not inside {fact.source_id}'s "
                    f"{start}..{until or 'open'}",
                )
            )
    return problems


def _read_schema(root: Path) -> tuple[str, str]:
    data = (root / SCHEMA).read_bytes()
    try:
        return data.decode("utf-8"), bytes_sha256(data)
    except UnicodeDecodeError:
        raise InputError([Problem(SCHEMA, None, "not UTF-8; save the file as UTF-8")]) from None


def _profiled(conn: sqlite3.Connection, profile: str) -> bool:
    """Whether documents has the indexed `terms` column; a profile other than plain needs it."""
    has_terms = "terms" in [row[0] for row in conn.execute(TABLE_COLUMNS, ["documents"])]
    if profile != "plain" and not has_terms:
        raise InputError(
            [
                Problem(
                    SCHEMA,
                    None,
                    f"the search profile {profile!r} (ragfts.toml) needs an "
                    "indexed column terms in documents, with text UNINDEXED",
                )
            ]
        )
    return has_terms


def _build(root: Path, folder: Path, small: _Small) -> BuildReport:
    import tempfile

    facts, questions, lines, problems = small.facts, small.questions, small.lines, small.problems
    profile = small.settings.profile
    schema_sql, schema_sha256 = _read_schema(root)
    stamp = corpus_stamp(root)
    info = {
        "ragfts_version": __version__,
        "sqlite_version": sqlite3.sqlite_version,
        "schema_sha256": schema_sha256,
        "search_profile": profile,
    }
    wanted = {f.source_id for f in facts.values()} | {
        s for q in questions.values() for s in q.source_ids
    }
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".index.", suffix=".tmp")
    os.close(fd)
    fd, parsed = tempfile.mkstemp(dir=folder, prefix=".index.", suffix=".tmp")
    os.close(fd)
    target = index_path(root)
    try:
        conn = sqlite3.connect(tmp, isolation_level=None)
        try:
            # The file is renamed into place only when complete, so a journal and syncs
            # would only slow the build down.
            conn.execute(f"PRAGMA page_size = {PAGE_SIZE}")
            conn.execute("PRAGMA locking_mode = EXCLUSIVE")
            conn.execute("PRAGMA journal_mode = OFF")
            conn.execute("PRAGMA synchronous = OFF")
            run_schema(conn, schema_sql)
            profiled = _profiled(conn, profile)
            conn.execute("BEGIN")
            conn.execute(
                "INSERT INTO documents(documents, rank) VALUES ('hashsize', ?)", [HASHSIZE]
            )
            conn.execute("INSERT INTO documents(documents, rank) VALUES ('pgsz', ?)", [PGSZ])
            columns = {row[0] for row in conn.execute(TABLE_COLUMNS, ["documents"])}
            layout = Layout(profile if profiled else None, set(ACCESS_FIELDS) <= columns)
            sources = _ParsedSources(parsed, [row[0] for row in conn.execute(SOURCES_DDL)])
            batches = _parsed_batches(root, problems, layout, sources)
            digest = _in_background(corpus_digest, root)
            count, texts = _load_documents(conn, batches, wanted, layout)
            conn.execute(ATTACH_SOURCES, [parsed])
            conn.execute(FILL_SOURCES)
            if conn.execute(COUNT_SOURCES).fetchone()[0] != count:
                problems += [
                    Problem(CORPUS, None, f"duplicate source_id {sid!r}")
                    for (sid,) in conn.execute(DUPLICATE_SOURCES)
                ]
            problems += check_facts(facts, texts)
            problems += _check_fact_intervals(conn, facts)
            problems += check_questions(questions, lines, facts, texts)
            if problems:
                raise InputError(problems)
            conn.executemany(
                INSERT_FACT, ([getattr(f, c) for c in FACT_COLUMNS] for f in facts.values())
            )
            info.update(
                corpus_sha256=digest.result(),
                documents=str(count),
                facts=str(len(facts)),
                access=str(layout.access).lower(),
            )
            conn.executemany(INSERT_BUILD_INFO, sorted(info.items()))
            conn.execute("COMMIT")
        finally:
            conn.close()
        # No fsync: the index is a build product, sealed by its digest below and checked
        # before every search; the rename alone keeps a killed build from leaving half an
        # index in place, and an index without its seal is rebuilt.
        (folder / SEAL.name).unlink(missing_ok=True)
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except sqlite3.DatabaseError as exc:
        Path(tmp).unlink(missing_ok=True)
        disk = disk_error(exc, INDEX)
        if disk is None:
            raise
        raise disk from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        os.unlink(parsed)
    _write_seal(root, {**info, "corpus_stamp": stamp, "index_digest": halves_sha256(target)})
    return BuildReport(target, count, len(facts), info)


def _write_seal(root: Path, seal: dict) -> None:
    seal = {**seal, "format": SEAL_FORMAT, "index_stamp": stat_stamp(root, [INDEX])}
    write_kit_file(
        root, SEAL.as_posix(), (json.dumps(seal, sort_keys=True) + "\n").encode(), "build"
    )


def _read_seal(root: Path) -> dict | None:
    try:
        seal = json.loads((Path(root) / SEAL).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return seal if isinstance(seal, dict) and seal.get("format") == SEAL_FORMAT else None


def _in_background(function, *args):
    """function(*args) on a thread, as a future. Hashing and reading let go of Python's
    lock, so the core the parsing child leaves free does the work (the corpus digest:
    0.3 s of a 100k build's inserting process). Started after the child is forked: a
    fork copies no other thread, and a lock one held would stay held in the child."""
    from concurrent.futures import ThreadPoolExecutor

    pool = ThreadPoolExecutor(1)
    future = pool.submit(function, *args)
    pool.shutdown(wait=False)
    return future


def _parsed_batches(root: Path, problems: list[Problem], layout: Layout, sources: _ParsedSources):
    """Batches of (source_id, valid_from, valid_until, text) rows, parsed and validated
    by a child process on the other core while this one inserts; the child also fills
    `sources`. A thread does not help: parsing holds the GIL that each insert needs
    back. The pipe holds about one batch, so memory stays flat; the child's problems
    arrive after its last batch, when its sources file is complete."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    _widen(writer.fileno())
    child = context.Process(
        target=_produce, args=(root, reader, writer, layout, sources), daemon=True
    )
    child.start()
    writer.close()
    return _received(child, reader, problems)


def _widen(fd: int) -> None:
    """A pipe of 1 MiB instead of 64 KiB: a batch (~2.4 MB at 100k) then crosses in a
    few reads instead of dozens, on the inserting process's side too."""
    import fcntl

    try:
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 1 << 20)
    except (AttributeError, OSError):  # not Linux, or over the system's limit
        pass


def _received(child, reader, problems: list[Problem]):
    try:
        while True:
            try:
                kind, payload = reader.recv()
            except EOFError:
                raise RagftsError(
                    "the process reading the corpus stopped unexpectedly; run `ragfts build` again"
                ) from None
            if kind == "rows":
                yield payload
            elif kind == "problems":
                problems.extend(payload)
                return
            else:
                raise payload
    finally:
        reader.close()
        child.join(timeout=5)
        if child.is_alive():
            child.terminate()


class Layout(Record):
    """What a document row holds beyond the four base columns: the normalised terms of a
    search profile (profile None when the schema has no `terms`), the access columns."""

    __slots__ = ("profile", "access")


def _batches(documents, layout: Layout, problems: list[Problem]):
    """Rows to insert, the text (and terms) as UTF-8 bytes. With a profile, this child
    process normalises the texts except one row in PARENT_SHARE, left None for the
    inserting process: parsing and normalising cost more than inserting, so both cores
    finish together (bench/profiles.py)."""
    from .profile import normalise

    profile, refused = layout.profile, False
    while batch := list(islice(documents, BATCH)):
        rows = []
        for n, d in enumerate(batch):
            row = (d.source_id, d.valid_from, d.valid_until, d.text.encode())
            if profile is not None:
                row += (None if n % PARENT_SHARE == 0 else normalise(d.text, profile).encode(),)
            if layout.access:
                row += d.access_row()
            elif d.has_access and not refused:
                refused = True
                problems.append(
                    Problem(
                        SCHEMA,
                        None,
                        f"{d.source_id} has access fields, and documents "
                        f"lacks the columns {', '.join(ACCESS_FIELDS)}",
                    )
                )
            rows.append(row)
        yield rows


class _ParsedSources:
    """The sources table as the parsing child fills it: a database file of its own
    (the index is the inserting process's alone), made with schema.sql's own DDL for
    the table so that the copy into the index is a transfer of records."""

    def __init__(self, path: str, ddl: list[str]):
        self.path, self.ddl, self.conn = path, ddl, None

    def open(self) -> None:
        self.conn = sqlite3.connect(self.path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = OFF")
        self.conn.execute("PRAGMA synchronous = OFF")
        for sql in self.ddl:
            self.conn.execute(sql)
        self.conn.execute("BEGIN")

    def add(self, rows) -> None:
        self.conn.executemany(INSERT_SOURCE, [row[:3] for row in rows])

    def close(self) -> None:
        self.conn.execute("COMMIT")
        self.conn.close()


def _produce(root: Path, reader, writer, layout: Layout, sources: _ParsedSources) -> None:
    # The forked child holds a copy of the read end: closed, so that a parent that dies
    # (SIGKILL) leaves the child a broken pipe instead of a write that blocks forever
    # while it holds the build lock it inherited.
    reader.close()
    try:
        problems: list[Problem] = []
        sources.open()
        for rows in _batches(iter_documents(root, problems), layout, problems):
            writer.send(("rows", rows))
            sources.add(rows)
        sources.close()
        writer.send(("problems", problems))
    except (BrokenPipeError, ConnectionResetError):  # the parent stopped reading: stop too
        pass
    except BaseException as exc:  # handed to the parent, which raises it
        try:
            writer.send(("error", exc))
        except (BrokenPipeError, ConnectionResetError):
            pass
    finally:
        writer.close()


def _progress(batches, advance):
    for rows in batches:
        yield rows
        advance(len(rows))


def _load_documents(conn, batches, wanted: set[str], layout: Layout) -> tuple[int, dict[str, str]]:
    """Insert batch by batch: memory stays flat as the corpus grows. Keeps only the
    texts of the sources that facts and questions name."""
    from .profile import normalise
    from .progress import steps

    insert = INSERTS[(layout.profile is not None, layout.access)]
    count, texts = 0, {}
    with steps("indexing documents") as advance:
        for rows in _progress(batches, advance):
            if layout.profile is not None:
                rows = [
                    row
                    if row[4] is not None
                    else (*row[:4], normalise(row[3].decode(), layout.profile), *row[5:])
                    for row in rows
                ]
            conn.executemany(insert, rows)
            count += len(rows)
            texts.update((row[0], row[3].decode()) for row in rows if row[0] in wanted)
    return count, texts


def _readonly_authorizer(action, arg1, arg2, _database, _trigger):
    # Refused at prepare time: ATTACH, PRAGMA (journal_mode=WAL would rewrite the
    # header even under query_only), VACUUM INTO, writes of any kind.
    if action in _READ_ONLY:
        return sqlite3.SQLITE_OK
    # FTS5 itself asks for these while connecting to the table: it reads
    # PRAGMA data_version, and declaring the virtual table's columns is reported as
    # an UPDATE of sqlite_master (mode=ro and query_only still forbid a real write).
    if action == sqlite3.SQLITE_PRAGMA and arg1 == "data_version" and arg2 is None:
        return sqlite3.SQLITE_OK
    if action == sqlite3.SQLITE_UPDATE and arg1 == "sqlite_master":
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


def _uri_path(path: str) -> str:
    # A '?' or '#' left in the file name would end it and silently drop mode=ro.
    return path.replace("%", "%25").replace("?", "%3f").replace("#", "%23")


def connect_readonly(index: Path) -> sqlite3.Connection:
    """Open the index so that nothing, not even a pragma, can change it. immutable=1
    also keeps SQLite from creating -wal or -shm files beside an index that a foreign
    tool left in WAL mode: a search writes nothing, not even there."""
    index = Path(index).resolve()
    if not index.is_file():
        raise IntegrityError(f"{index.name}: the index does not exist; run `ragfts build`")
    uri = f"file:{_uri_path(index.as_posix())}?mode=ro&immutable=1"
    conn = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        conn.execute("PRAGMA query_only = ON")
        conn.execute("PRAGMA trusted_schema = OFF")
        try:
            # 8 MiB of pages (2 by default): a broad query's sort spills to temporary
            # files a quarter as often; a fixed amount, whatever the rows.
            conn.execute("PRAGMA cache_size = -8192")
        except sqlite3.DatabaseError:
            pass  # not a database: check_index_schema names it
        conn.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
        if hasattr(conn, "enable_load_extension"):  # absent when Python was built without it
            conn.enable_load_extension(False)
        conn.set_authorizer(_readonly_authorizer)
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def check_index_schema(conn: sqlite3.Connection) -> dict[str, str]:
    """The build record, read only after sqlite_master shows the tables ragfts made:
    real tables (no view, no trigger) and the FTS5 table `documents`."""
    damaged = "the index is not a ragfts index or is damaged"
    try:
        with deadline(conn, STATEMENT_DEADLINE):
            kinds = dict((name, kind) for kind, name in conn.execute(SCHEMA_QUERY))
            odd = sorted(
                f"{kind} {name}" for name, kind in kinds.items() if kind not in ("table", "index")
            )
            missing = [t for t in REQUIRED_TABLES if kinds.get(t) != "table"]
            if odd or missing:
                raise IntegrityError(
                    f"{damaged} (unexpected: {', '.join(odd + missing)}); run `ragfts build`"
                )
            return dict(conn.execute(BUILD_INFO_QUERY).fetchall())
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"{damaged} ({exc}); run `ragfts build`") from None


class IndexSources(Mapping):
    """Source validity by source_id, looked up in the index as needed and remembered."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn
        self._seen: dict[str, Source | None] = {}

    def __getitem__(self, source_id: str) -> Source:
        if source_id not in self._seen:
            row = None
            if isinstance(source_id, str):
                row = self._conn.execute(SOURCE_QUERY, [source_id]).fetchone()
            self._seen[source_id] = Source(*row) if row else None
        found = self._seen[source_id]
        if found is None:
            raise KeyError(source_id)
        return found

    def __iter__(self) -> Iterator[str]:
        return (row[0] for row in self._conn.execute(SOURCE_IDS_QUERY))

    def __len__(self) -> int:
        return self._conn.execute(SOURCE_COUNT_QUERY).fetchone()[0]

    def text(self, source_id: str) -> str | None:
        """A source's verbatim text (a scan of the index: used to explain a miss)."""
        with deadline(self._conn, STATEMENT_DEADLINE):
            row = self._conn.execute(SOURCE_TEXT_QUERY, [source_id]).fetchone()
        return row[0] if row else None


def _verified(root: Path) -> bool:
    """Whether the index on disk is exactly the one built from this kit by this ragfts:
    its seal names this version, schema and corpus (by stat, or by content when the stat
    moved), and the file itself (by stat, or by its digest when the stat moved). A
    confirmed digest refreshes the stat, as `git status` refreshes its index."""
    target = index_path(root)
    seal = _read_seal(root)
    if seal is None or not target.is_file() or seal.get("ragfts_version") != __version__:
        return False
    refreshed = dict(seal)
    stamp = corpus_stamp(root)
    if seal.get("corpus_stamp") != stamp:
        schema_sha256 = file_sha256(root / SCHEMA)
        if (seal.get("schema_sha256"), seal.get("corpus_sha256")) != (
            schema_sha256,
            corpus_digest(root),
        ):
            return False
        refreshed["corpus_stamp"] = stamp
    if seal.get("index_stamp") != stat_stamp(root, [INDEX]):
        if halves_sha256(target) != seal.get("index_digest"):
            return False
    if refreshed != seal or seal.get("index_stamp") != stat_stamp(root, [INDEX]):
        _write_seal(root, refreshed)
    return True


def _open_verified(root: Path):
    """A read-only connection and the build record if the index is verified; else None."""
    if not _verified(root):
        return None
    try:
        conn = connect_readonly(index_path(root))
    except (IntegrityError, sqlite3.DatabaseError):
        return None
    try:
        return conn, check_index_schema(conn)
    except IntegrityError:
        conn.close()
        return None


def open_kit(root: Path | str, only=None) -> Kit:
    """Facts and questions checked, the index rebuilt unless it is verified; every problem
    of the kit reported at once, and nothing written when there is one. `only` limits
    the questions checked and loaded to those ids. The caller closes the kit."""
    root = Path(root)
    small = _load_small(root, only)
    facts, questions, lines, problems = small.facts, small.questions, small.lines, small.problems
    _plain_folder(root)
    opened = None if problems else _open_verified(root)
    if opened is None:
        with _build_lock(root) as folder:
            # Another process may have built it while this one waited for the lock.
            opened = None if problems else _open_verified(root)
            if opened is None:
                from .progress import say  # only a rebuild reports: a replay never loads it

                say("the index is missing, stale or damaged: rebuilding it from the corpus")
                _build(root, folder, small)
                opened = _open_verified(root)
    if opened is None:
        raise IntegrityError(f"{INDEX}: the index just built does not verify; run `ragfts build`")
    conn, info = opened
    profile = small.settings.profile
    kit = Kit(
        root,
        IndexSources(conn),
        facts,
        questions,
        index_path(root),
        info,
        conn,
        profile,
        small.refusals,
        small.settings,
        small.scores,
    )
    problems = check_questions(questions, lines, facts, kit.documents)
    if problems:
        kit.close()
        raise InputError(problems)
    return kit
