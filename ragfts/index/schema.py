"""Running schema.sql on a new index: it may create tables and indexes and nothing else,
under a deadline; the tables ragfts needs must be there, and a full disk is the disk's
fault, not the schema's.
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from ..kit.digests import (
    SCHEMA,
    bytes_sha256,
)
from ..kit.errors import InputError, Problem
from .connect import INDEX, REQUIRED_TABLES, TABLE_COLUMNS, deadline

SCHEMA_DEADLINE = 5.0

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
