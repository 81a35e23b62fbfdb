"""The index file opened read-only, and the deadline every statement on it runs under.

The connection cannot write (mode=ro, immutable, query_only, an authorizer that allows
only reading); its schema is checked before any table is read.
"""

from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from pathlib import Path

from ..kit.errors import IntegrityError
from ..kit.records import FACT_COLUMNS

INDEX = Path(".ragfts") / "index.sqlite"

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

# Every span of validity the sources have, once each: where the knowledge base's eras
# begin and end (intake groups conversations by era).
VALIDITY_QUERY = "SELECT DISTINCT valid_from, valid_until FROM sources"


def validity_spans(conn: sqlite3.Connection) -> list[tuple[str, str | None]]:
    return [tuple(row) for row in conn.execute(VALIDITY_QUERY).fetchall()]


# A document's row found through sources, whose rowids the build gives in the documents'
# order (one row a source_id): a B-tree lookup, where `WHERE source_id = ?` on the FTS5
# table reads every row (102 ms a lookup at 100k documents). The source_id read back
# guards that order: a row that is another source's is not taken.
DOCUMENT_ROW_QUERY = (
    "SELECT rowid, source_id FROM documents "
    "WHERE rowid = (SELECT rowid FROM sources WHERE source_id = ?)"
)


def document_row(conn: sqlite3.Connection, source_id: str) -> int | None:
    """The documents rowid of a source, or None when sources does not lead to it (the
    caller then reads the table through)."""
    found = conn.execute(DOCUMENT_ROW_QUERY, [source_id]).fetchone()
    return found[0] if found is not None and found[1] == source_id else None


# A statement on the index may run this long before it is interrupted; the search sets
# its own, shorter deadline with --timeout.
STATEMENT_DEADLINE = 30.0

_PROGRESS_STEPS = 10_000

_READ_ONLY = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}


def index_path(root: Path) -> Path:
    return Path(root) / INDEX


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
