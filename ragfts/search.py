"""The fixed search: the only code that runs retrieval SQL, on a connection that cannot write."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

from .errors import IntegrityError
from .expression import check_expression, explain_sqlite_error
from .records import Record, Source, strict_date

# One constant text with qmark parameters (expression, at, at). Ordered by source_id
# with rowid as the tie-breaker and no LIMIT: the log shows every match, not a pick.
FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)
# Read the build record and the table definitions to refuse a foreign or stale index
# before searching it.
BUILD_INFO_QUERY = "SELECT key, value FROM build_info ORDER BY key"
# Validity of one source, for grading and the gate (not retrieval: no MATCH).
SOURCE_QUERY = "SELECT source_id, valid_from, valid_until FROM sources WHERE source_id = ?"
SOURCE_IDS_QUERY = "SELECT source_id FROM sources ORDER BY source_id"
SOURCE_COUNT_QUERY = "SELECT count(*) FROM sources"
SCHEMA_QUERY = "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name"

DEFAULT_DEADLINE = 10.0
_PROGRESS_STEPS = 10_000
_ALLOWED = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION}


class SearchResult(Record):
    """The fixed SQL, its parameters, and either the rows or the search error."""

    __slots__ = ("sql", "parameters", "rows", "error")


def _authorize(action, arg1, arg2, _database, _trigger):
    # Refused at prepare time: ATTACH, PRAGMA (journal_mode=WAL would rewrite the
    # header even under query_only), VACUUM INTO, writes of any kind.
    if action in _ALLOWED:
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
    # Percent-quote what ends or escapes a path in an SQLite URI: a '?' or '#' left in
    # the file name would silently drop mode=ro. (urllib.parse costs replay start-up.)
    return path.replace("%", "%25").replace("?", "%3f").replace("#", "%23")


def connect_readonly(index: Path) -> sqlite3.Connection:
    """Open the index so that nothing, not even a pragma, can change it."""
    index = Path(index).resolve()
    if not index.is_file():
        raise IntegrityError(f"{index.name}: the index does not exist; run `ragfts build`")
    # The path is percent-quoted: a '?' or '#' in it would otherwise end the file name
    # and silently drop mode=ro.
    uri = f"file:{_uri_path(index.as_posix())}?mode=ro"
    conn = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        conn.execute("PRAGMA query_only = ON")
        conn.execute("PRAGMA trusted_schema = OFF")
        conn.setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)
        if hasattr(conn, "enable_load_extension"):  # absent when Python was built without it
            conn.enable_load_extension(False)
        conn.set_authorizer(_authorize)
    except sqlite3.Error:
        conn.close()
        raise
    return conn


def build_info(conn: sqlite3.Connection) -> dict[str, str]:
    try:
        return dict(conn.execute(BUILD_INFO_QUERY).fetchall())
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"the index is not a ragfts index or is damaged ({exc}); run `ragfts build`") from None


class IndexSources(Mapping):
    """Source validity by source_id, looked up in the index as needed and remembered."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn
        self._seen: dict[str, Source | None] = {}

    def __getitem__(self, source_id: str) -> Source:
        if source_id not in self._seen:
            row = self._conn.execute(SOURCE_QUERY, [source_id]).fetchone() if isinstance(source_id, str) else None
            self._seen[source_id] = Source(*row) if row else None
        found = self._seen[source_id]
        if found is None:
            raise KeyError(source_id)
        return found

    def __iter__(self) -> Iterator[str]:
        return (row[0] for row in self._conn.execute(SOURCE_IDS_QUERY))

    def __len__(self) -> int:
        return self._conn.execute(SOURCE_COUNT_QUERY).fetchone()[0]


def schema_of(conn: sqlite3.Connection) -> list[tuple]:
    try:
        return conn.execute(SCHEMA_QUERY).fetchall()
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"the index is not a ragfts index or is damaged ({exc}); run `ragfts build`") from None


def search(conn: sqlite3.Connection, expression: str, at: str, deadline: float = DEFAULT_DEADLINE) -> SearchResult:
    """Run the fixed query; a malformed expression is a logged error, not an empty result."""
    expression = check_expression(expression)
    strict_date(at, "at")
    parameters = [expression, at, at]
    stop_at = time.monotonic() + deadline
    conn.set_progress_handler(lambda: int(time.monotonic() > stop_at), _PROGRESS_STEPS)
    try:
        cursor = conn.execute(FIXED_QUERY, parameters)
        rows = [{"source_id": s, "valid_from": f, "valid_until": u, "text": t} for s, f, u, t in cursor]
        return SearchResult(FIXED_QUERY, parameters, rows, None)
    except sqlite3.OperationalError as exc:
        return SearchResult(FIXED_QUERY, parameters, [], explain_sqlite_error(str(exc)))
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"the index is damaged ({exc}); run `ragfts build`") from None
    finally:
        conn.set_progress_handler(None, 0)
