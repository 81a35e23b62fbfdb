"""Building the index from schema.sql and the corpus: validated as a whole, inserted in
batches, renamed into place only when complete, then sealed.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

from .. import __version__
from ..kit.digests import (
    CORPUS,
    FACTS,
    SCHEMA,
    corpus_digest,
    corpus_stamp,
    halves_sha256,
)
from ..kit.errors import InputError, Problem
from ..kit.load import (
    check_facts,
    check_questions,
    load_facts,
    load_questions,
    load_scores,
    load_units,
)
from ..kit.records import ACCESS_FIELDS, FACT_COLUMNS, LINK_FIELDS, Record
from ..kit.settings import load_settings
from ..kit.wordlists import load_kin, load_refusals
from .connect import INDEX, SOURCE_QUERY, TABLE_COLUMNS, index_path
from .locks import _build_lock
from .parse import SOURCES_DDL, Layout, _load_documents, _parsed_batches, _ParsedSources
from .schema import _profiled, _read_schema, disk_error, run_schema
from .seal import SEAL, _write_seal

# FTS5 flushes its in-memory term hash to disk when it reaches this size. The 1 MiB
# default makes a large build merge segments far more often than it needs to
# (bench/run.py measures the effect).
HASHSIZE = 64 * 1024 * 1024

# 8 KiB pages with FTS5 leaves filling them (pgsz a little under, for the page header):
# fewer, larger b-tree pages to write (bench/run.py, the bare build's best settings).
PAGE_SIZE = 8192

PGSZ = 8100

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


class BuildReport(Record):
    __slots__ = ("index", "documents", "facts", "info")


class _Small(Record):
    """What a kit holds in memory: settings, facts, questions and their lines, and the
    problems found loading them."""

    __slots__ = (
        "settings",
        "facts",
        "questions",
        "lines",
        "problems",
        "refusals",
        "scores",
        "units",
        "kin",
    )
    _defaults = {"kin": ()}


def _load_small(root: Path, only=None) -> _Small:
    if not (root / SCHEMA).is_file():
        raise InputError(f"{root} is not a ragfts kit (no {SCHEMA}); use --kit or `ragfts init`")
    settings = load_settings(root)
    problems: list[Problem] = []
    facts = load_facts(root, problems, settings.validity_end == "exclusive")
    questions, lines = load_questions(root, problems, only, settings.profile)
    refusals = load_refusals(root, problems)
    scores = load_scores(root, problems)
    units = load_units(root, problems)
    kin = load_kin(root, problems)
    return _Small(settings, facts, questions, lines, problems, refusals, scores, units, kin)


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


def _build(root: Path, folder: Path, small: _Small) -> BuildReport:
    """The index into a temporary file, renamed into place only when whole, then sealed."""
    import tempfile

    schema_sql, schema_sha256 = _read_schema(root)
    stamp = corpus_stamp(root)
    info = {
        "ragfts_version": __version__,
        "sqlite_version": sqlite3.sqlite_version,
        "schema_sha256": schema_sha256,
        "search_profile": small.settings.profile,
    }
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".index.", suffix=".tmp")
    os.close(fd)
    fd, parsed = tempfile.mkstemp(dir=folder, prefix=".index.", suffix=".tmp")
    os.close(fd)
    target = index_path(root)
    try:
        conn = sqlite3.connect(tmp, isolation_level=None)
        try:
            count = _fill(conn, root, small, schema_sql, parsed, info)
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
    from ..kit.profile import NORMALISER

    digest = halves_sha256(target)
    _write_seal(
        root, {**info, "normaliser": NORMALISER, "corpus_stamp": stamp, "index_digest": digest}
    )
    return BuildReport(target, count, len(small.facts), info)


def _fill(conn, root: Path, small: _Small, schema_sql: str, parsed: str, info: dict) -> int:
    """Schema, documents, sources, facts and the build record, in one transaction; every
    problem of the kit raised at once. Returns the number of documents."""
    # The file is renamed into place only when complete, so a journal and syncs
    # would only slow the build down.
    conn.execute(f"PRAGMA page_size = {PAGE_SIZE}")
    conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute("PRAGMA journal_mode = OFF")
    conn.execute("PRAGMA synchronous = OFF")
    run_schema(conn, schema_sql)
    profile = small.settings.profile
    profiled = _profiled(conn, profile)
    conn.execute("BEGIN")
    conn.execute("INSERT INTO documents(documents, rank) VALUES ('hashsize', ?)", [HASHSIZE])
    conn.execute("INSERT INTO documents(documents, rank) VALUES ('pgsz', ?)", [PGSZ])
    columns = {row[0] for row in conn.execute(TABLE_COLUMNS, ["documents"])}
    linked = set(LINK_FIELDS) <= {row[0] for row in conn.execute(TABLE_COLUMNS, ["sources"])}
    closed = small.settings.empty_acl == "refuse"
    exclusive = small.settings.validity_end == "exclusive"
    layout = Layout(
        profile if profiled else None, set(ACCESS_FIELDS) <= columns, linked, closed, exclusive
    )
    sources = _ParsedSources(parsed, [row[0] for row in conn.execute(SOURCES_DDL)], linked)
    batches = _parsed_batches(root, small.problems, layout, sources)
    digest = _in_background(corpus_digest, root)
    facts, questions = small.facts, small.questions
    wanted = {f.source_id for f in facts.values()} | {
        s for q in questions.values() for s in q.source_ids
    }
    count, texts = _load_documents(conn, batches, wanted, layout)
    problems = small.problems + _sources_problems(conn, parsed, count)
    problems += check_facts(facts, texts)
    problems += _check_fact_intervals(conn, facts)
    problems += check_questions(questions, small.lines, facts, texts)
    if problems:
        raise InputError(problems)
    conn.executemany(INSERT_FACT, ([getattr(f, c) for c in FACT_COLUMNS] for f in facts.values()))
    info.update(
        corpus_sha256=digest.result(),
        documents=str(count),
        facts=str(len(facts)),
        access=str(layout.access).lower(),
        links=str(linked).lower(),
        validity_end=small.settings.validity_end,
    )
    conn.executemany(INSERT_BUILD_INFO, sorted(info.items()))
    conn.execute("COMMIT")
    return count


def _sources_problems(conn, parsed: str, count: int) -> list[Problem]:
    """The parsing child's sources copied in one transfer; a duplicate source_id was
    skipped there, so the count tells, and the query names each."""
    conn.execute(ATTACH_SOURCES, [parsed])
    conn.execute(FILL_SOURCES)
    if conn.execute(COUNT_SOURCES).fetchone()[0] == count:
        return []
    return [
        Problem(CORPUS, None, f"duplicate source_id {sid!r}")
        for (sid,) in conn.execute(DUPLICATE_SOURCES)
    ]


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
