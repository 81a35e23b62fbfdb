"""The fixed search: the only code that runs retrieval SQL, on a connection it is given
(the index module opens it read-only)."""

from __future__ import annotations

import sqlite3
from typing import NamedTuple

from .errors import IntegrityError
from .expression import check_expression, explain_sqlite_error
from .index import deadline
from .profile import bind
from .records import Record, strict_date

# One constant text with qmark parameters (expression, at, at). Ordered by source_id
# with rowid as the tie-breaker and no LIMIT: the log shows every match, not a pick.
FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)
DEFAULT_DEADLINE = 10.0


class Row(NamedTuple):
    """One found fragment. A logged row past the inline limit names its text by
    text_sha256 and has text None until it is resolved."""

    source_id: str
    valid_from: str
    valid_until: str | None
    text: str | None
    text_sha256: str | None = None


class SearchResult(Record):
    """The fixed SQL, its parameters, and either the rows or the search error."""

    __slots__ = ("sql", "parameters", "rows", "error")


def parameters(expression: str, at: str) -> list[str]:
    return [expression, at, at]


def search(
    conn: sqlite3.Connection,
    expression: str,
    at: str,
    seconds: float = DEFAULT_DEADLINE,
    profile: str = "plain",
    *,
    prebound: bool = False,
) -> SearchResult:
    """Run the fixed query with the expression read by the kit's search profile (or as
    given, when it is `prebound`: a logged parameter re-run); a malformed expression is a
    logged error, not an empty result."""
    expression = check_expression(expression)
    strict_date(at, "at")
    bound = parameters(expression if prebound else bind(expression, profile), at)
    try:
        with deadline(conn, seconds):
            rows = [Row(*row) for row in conn.execute(FIXED_QUERY, bound)]
        return SearchResult(FIXED_QUERY, bound, rows, None)
    except sqlite3.OperationalError as exc:
        return SearchResult(FIXED_QUERY, bound, [], explain_sqlite_error(str(exc)))
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"the index is damaged ({exc}); run `ragfts build`") from None
