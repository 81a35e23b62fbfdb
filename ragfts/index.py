"""Builds the index from schema.sql and the corpus, atomically, and opens a kit on it."""

from __future__ import annotations

import os
import sqlite3
from contextlib import contextmanager
from itertools import islice
from pathlib import Path

from . import __version__
from .errors import InputError, IntegrityError, Problem, RagftsError
from .kit import (
    CORPUS, SCHEMA, Kit, check_facts, check_questions, corpus_digest, corpus_stamp, iter_documents,
    load_facts, load_questions,
)
from .records import Record
from .search import IndexSources, build_info, connect_readonly, schema_of

INDEX = Path(".ragfts") / "index.sqlite"
# FTS5 flushes its in-memory term hash to disk when it reaches this size. The 1 MiB
# default makes a large build merge segments far more often than it needs to
# (bench/run.py measures the effect).
HASHSIZE = 64 * 1024 * 1024
BATCH = 1000
# Plain executemany: sqlite-utils' insert_all caps a statement at 999 variables and
# measured 0.72-0.81x of bare inserts; this is the one hot loop of the build.
INSERT_DOCUMENT = "INSERT INTO documents(source_id, valid_from, valid_until, text) VALUES (?, ?, ?, ?)"
# After the load, in one statement: a duplicate source_id is skipped here (OR IGNORE),
# noticed by the count and named by DUPLICATE_SOURCES.
FILL_SOURCES = (
    "INSERT OR IGNORE INTO sources(source_id, valid_from, valid_until) "
    "SELECT source_id, valid_from, valid_until FROM documents ORDER BY rowid"
)
DUPLICATE_SOURCES = "SELECT source_id FROM documents GROUP BY source_id HAVING count(*) > 1 ORDER BY source_id"


class BuildReport(Record):
    __slots__ = ("index", "documents", "facts", "info")


def index_path(root: Path) -> Path:
    return Path(root) / INDEX


def schema_sha256(root: Path) -> str:
    import hashlib

    return hashlib.sha256((Path(root) / SCHEMA).read_bytes()).hexdigest()


@contextmanager
def _build_lock(root: Path):
    """One build at a time per kit. A build killed earlier may have left its temporary
    file behind, and only the lock holder may safely remove it. A refused first build
    leaves no .ragfts/ folder behind: bad input writes nothing."""
    import fcntl
    import shutil

    folder = index_path(root).parent
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


def expected_schema(root: Path) -> list[tuple]:
    """The table definitions schema.sql produces, to compare an index against."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript((Path(root) / SCHEMA).read_text(encoding="utf-8"))
        return schema_of(conn)
    finally:
        conn.close()


def _load_small(root: Path, only=None):
    """The facts and questions (small, held in memory) and their own problems."""
    if not (root / SCHEMA).is_file():
        raise InputError([Problem(SCHEMA, None, "missing: the kit needs schema.sql")])
    problems: list[Problem] = []
    facts = load_facts(root, problems)
    questions, lines = load_questions(root, problems, only)
    return facts, questions, lines, problems


def build(root: Path) -> BuildReport:
    """Validate the kit while streaming the corpus into a new index; rename it into
    place only when complete and valid."""
    root = Path(root)
    facts, questions, lines, problems = _load_small(root)
    with _build_lock(root) as folder:
        return _build(root, folder, facts, questions, lines, problems)


def _build(root: Path, folder: Path, facts, questions, lines, problems: list[Problem]) -> BuildReport:
    import tempfile

    import sqlite_utils  # heavy; only the build needs it, never `ragfts replay`

    info = {
        "ragfts_version": __version__,
        "sqlite_version": sqlite3.sqlite_version,
        "schema_sha256": schema_sha256(root),
        "corpus_sha256": corpus_digest(root),
        "corpus_stamp": corpus_stamp(root),
    }
    wanted = {f.source_id for f in facts.values()} | {s for q in questions.values() for s in q.source_ids}
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".index.", suffix=".tmp")
    os.close(fd)
    try:
        db = sqlite_utils.Database(tmp)
        conn = db.conn
        # The file is renamed into place only when complete, so a journal and syncs
        # would only slow the build down.
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.executescript((root / SCHEMA).read_text(encoding="utf-8"))
        with conn:
            conn.execute("INSERT INTO documents(documents, rank) VALUES ('hashsize', ?)", [HASHSIZE])
            count, texts = _load_documents(conn, _parsed_batches(root, problems), wanted)
            conn.execute(FILL_SOURCES)
            if conn.execute("SELECT count(*) FROM sources").fetchone()[0] != count:
                problems += [Problem(CORPUS, None, f"duplicate source_id {sid!r}") for (sid,) in conn.execute(DUPLICATE_SOURCES)]
            problems += check_facts(facts, texts)
            problems += check_questions(questions, lines, facts, texts)
            if problems:
                raise InputError(problems)
            db["facts"].insert_all(f.as_dict() for f in facts.values())
            info.update(documents=str(count), facts=str(len(facts)))
            db["build_info"].insert_all({"key": k, "value": v} for k, v in sorted(info.items()))
        db.close()
        # No fsync: the index is a build product, checked (build record, schema) before
        # every search and rebuilt when it does not match; the rename alone keeps a
        # killed build from leaving half an index in place.
        target = index_path(root)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return BuildReport(target, count, len(facts), info)


def _parsed_batches(root: Path, problems: list[Problem]):
    """Batches of (source_id, valid_from, valid_until, text) rows, parsed and validated
    by a child process on the other core while this one inserts. A thread does not
    help: parsing holds the GIL that each insert needs back. The pipe holds about one
    batch, so memory stays flat; the child's problems arrive after its last batch."""
    import multiprocessing

    try:
        context = multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform: parse here
        yield from _batches(iter_documents(root, problems))
        return
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(target=_produce, args=(root, reader, writer), daemon=True)
    child.start()
    writer.close()
    try:
        while True:
            try:
                kind, payload = reader.recv()
            except EOFError:
                raise RagftsError("the process reading the corpus stopped unexpectedly; run `ragfts build` again") from None
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


def _batches(documents):
    while batch := list(islice(documents, BATCH)):
        yield [(d.source_id, d.valid_from, d.valid_until, d.text) for d in batch]


def _produce(root: Path, reader, writer) -> None:
    # The forked child holds a copy of the read end: closed, so that a parent that dies
    # (SIGKILL) leaves the child a broken pipe instead of a write that blocks forever
    # while it holds the build lock it inherited.
    reader.close()
    try:
        problems: list[Problem] = []
        for rows in _batches(iter_documents(root, problems)):
            writer.send(("rows", rows))
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


def _load_documents(conn, batches, wanted: set[str]) -> tuple[int, dict[str, str]]:
    """Insert batch by batch: memory stays flat as the corpus grows. Keeps only the
    texts of the sources that facts and questions name."""
    count, texts = 0, {}
    for rows in batches:
        conn.executemany(INSERT_DOCUMENT, rows)
        count += len(rows)
        texts.update((row[0], row[3]) for row in rows if row[0] in wanted)
    return count, texts


def _open_fresh(root: Path):
    """A read-only connection and the build record, if the index exists and was built
    from this schema.sql and corpus/ by this ragfts; else None. One connection serves
    the whole command: replay is typed by a person."""
    target = index_path(root)
    if not target.is_file():
        return None
    try:
        conn = connect_readonly(target)
        info = build_info(conn)
        schema = schema_of(conn)
    except (IntegrityError, sqlite3.DatabaseError):
        return None
    # The stamp covers schema.sql too; only when it differs are the files hashed.
    fresh = (
        info.get("ragfts_version") == __version__
        and schema == expected_schema(root)
        and (info.get("corpus_stamp") == corpus_stamp(root)
             or (info.get("schema_sha256") == schema_sha256(root) and info.get("corpus_sha256") == corpus_digest(root)))
    )
    if fresh:
        return conn, info
    conn.close()
    return None


def open_kit(root: Path | str, only=None) -> Kit:
    """Facts and questions checked, the index built if it is not fresh; every problem of
    the kit reported at once, and nothing written when there is one. `only` limits the
    questions checked and loaded to those ids. The caller closes the kit."""
    root = Path(root)
    facts, questions, lines, problems = _load_small(root, only)
    opened = _open_fresh(root)
    if opened is None:
        with _build_lock(root) as folder:
            # Another process may have built it while this one waited for the lock.
            opened = _open_fresh(root)
            if opened is None:
                _build(root, folder, facts, questions, lines, problems)
                opened = _open_fresh(root)
    if problems or opened is None:
        raise InputError(problems or [Problem(str(INDEX), None, "the index just built does not match the kit")])
    conn, info = opened
    kit = Kit(root, IndexSources(conn), facts, questions, index_path(root), info, conn)
    problems = check_questions(questions, lines, facts, kit.documents)
    if problems:
        kit.close()
        raise InputError(problems)
    return kit


def ensure_index(root: Path | str) -> tuple[Path, dict[str, str]]:
    """The fresh index of a valid kit, built if needed."""
    kit = open_kit(root)
    kit.close()
    return kit.index, kit.info
