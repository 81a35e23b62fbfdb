"""The fixed search: the only code that runs retrieval SQL, on a connection it is given
(the index module opens it read-only)."""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from typing import NamedTuple

from ..kit.errors import IntegrityError
from ..kit.expression import check_expression, explain_sqlite_error
from ..kit.profile import bind
from ..kit.records import Asker, Record, strict_date
from .connect import deadline, document_row

# One constant text with qmark parameters (expression, at, at). Ordered by source_id
# with rowid as the tie-breaker and no LIMIT: the log shows every match, not a pick.
FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)
# Whether the asker may read a row: an empty ACL lets everyone in the tenant read;
# otherwise one of the asker's groups (a JSON list parameter) must be in it.
ACL_ALLOWS = (
    "(acl = '' OR EXISTS (SELECT 1 FROM json_each(?) AS g "
    "WHERE instr(';' || acl || ';', ';' || g.value || ';') > 0))"
)
# With access columns (seed 003), filtered before anything is scored, still one SQL text:
# parameters (expression, at, at, tenant_id, "published", groups as a JSON list).
ACCESS_QUERY = (
    "SELECT source_id, valid_from, valid_until, text, canonical_id, authority FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "AND tenant_id = ? AND status = ? "
    "AND " + ACL_ALLOWS + " "
    "ORDER BY source_id, rowid"
)
# Whether the asker may see a source at all (tenant, published, ACL), whatever its text
# and date: parameters (source_id, tenant_id, "published", groups as a JSON list).
VISIBLE_QUERY = (
    "SELECT 1 FROM documents WHERE source_id = ? AND tenant_id = ? AND status = ? "
    "AND " + ACL_ALLOWS + " LIMIT 1"
)
# The same for a row found through sources (connect.document_row): one lookup, not a scan.
VISIBLE_ROW_QUERY = (
    "SELECT 1 FROM documents WHERE rowid = ? AND tenant_id = ? AND status = ? AND " + ACL_ALLOWS
)
# How many matching rows each rule withheld (every failing rule counted, as seed 003
# counts them), never which: parameters (tenant_id, "published", at, at, groups as a
# JSON list, expression).
WITHHELD_QUERY = (
    "SELECT "
    "coalesce(sum(tenant_id <> ?), 0), "
    "coalesce(sum(status <> ?), 0), "
    "coalesce(sum(NOT (valid_from <= ? AND (valid_until IS NULL OR valid_until >= ?))), 0), "
    "coalesce(sum(NOT " + ACL_ALLOWS + "), 0) "
    "FROM documents WHERE documents MATCH ?"
)
# The privileged audit view: each withheld source and the rules that withheld it.
AUDIT_QUERY = (
    "SELECT source_id, tenant_id <> ?, status <> ?, "
    "NOT (valid_from <= ? AND (valid_until IS NULL OR valid_until >= ?)), "
    "NOT " + ACL_ALLOWS + " "
    "FROM documents WHERE documents MATCH ? ORDER BY source_id, rowid"
)
# Whether the asker's search at a date could find a term at all: the fixed query's filters,
# one row looked at. A derived query leaves out the words nothing it may read holds.
HOLDS_QUERY = (
    "SELECT 1 FROM documents WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) LIMIT 1"
)
HOLDS_ACCESS_QUERY = (
    "SELECT 1 FROM documents WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "AND tenant_id = ? AND status = ? AND " + ACL_ALLOWS + " LIMIT 1"
)
RULES = ("tenant_mismatch", "not_published", "outside_effective_window", "acl_denied")
DEFAULT_DEADLINE = 10.0


class Row(NamedTuple):
    """One found fragment. A logged row past the inline limit names its text by
    text_sha256 and has text None until it is resolved. canonical_id and authority come
    with the access query, for the context selection; they are not logged per row."""

    source_id: str
    valid_from: str
    valid_until: str | None
    text: str | None
    text_sha256: str | None = None
    canonical_id: str | None = None
    authority: int | None = None


class SearchResult(Record):
    """The fixed SQL, its parameters, and either the rows or the search error."""

    __slots__ = ("sql", "parameters", "rows", "error")


def parameters(expression: str, at: str, asker: Asker | None = None) -> list[str]:
    if asker is None:
        return [expression, at, at]
    return [expression, at, at, asker.tenant_id, "published", _groups(asker)]


def _groups(asker: Asker) -> str:
    import json

    return json.dumps(sorted(asker.groups))


def search(
    conn: sqlite3.Connection,
    expression: str,
    at: str,
    seconds: float = DEFAULT_DEADLINE,
    profile: str = "plain",
    *,
    prebound: bool = False,
    asker: Asker | None = None,
    keep=None,
) -> SearchResult:
    """Run the fixed query with the expression read by the kit's search profile (or as
    given, when it is `prebound`: a logged parameter re-run); a malformed expression is a
    logged error, not an empty result. `keep(rows, sql, parameters)` takes the rows as
    the cursor gives them (a list when not given; a run streams them into its log) and
    must let go of what it took when the search fails midway."""
    expression = check_expression(expression)
    strict_date(at, "at")
    bound = parameters(expression if prebound else bind(expression, profile), at, asker)
    sql = FIXED_QUERY if asker is None else ACCESS_QUERY
    try:
        with _reading(conn, seconds) as clock:
            cursor = clock.rows(conn.execute(sql, bound))
            if asker is None:
                rows = (Row(*row) for row in cursor)
            else:
                rows = (Row(s, f, u, t, None, c, a) for s, f, u, t, c, a in cursor)
            rows = list(rows) if keep is None else keep(rows, sql, bound)
        return SearchResult(sql, bound, rows, None)
    except sqlite3.OperationalError as exc:
        return SearchResult(sql, bound, [], explain_sqlite_error(str(exc)))


def holds(
    conn: sqlite3.Connection,
    term: str,
    at: str,
    profile: str,
    asker: Asker | None = None,
    seconds: float = DEFAULT_DEADLINE,
) -> bool:
    """Whether a row the asker may read at `at` holds the term (as the profile reads it).
    An error or a deadline passed says yes: the term is then left to the search."""
    bound = parameters(bind(check_expression(term), profile), at, asker)
    sql = HOLDS_QUERY if asker is None else HOLDS_ACCESS_QUERY
    try:
        with _reading(conn, seconds) as clock:
            return next(clock.rows(conn.execute(sql, bound)), None) is not None
    except sqlite3.OperationalError:
        return True


@contextmanager
def _reading(conn: sqlite3.Connection, seconds: float):
    """deadline() for a read of the index: a Ctrl-C is a KeyboardInterrupt, never an
    error that ran past its deadline; a damaged index is an IntegrityError; any other
    SQLite error is the caller's to tell."""
    clock = None
    try:
        with deadline(conn, seconds) as clock:
            yield clock
    except sqlite3.OperationalError as exc:
        if clock is not None and clock.stopped_by_user(exc):
            raise KeyboardInterrupt from None
        raise
    except sqlite3.DatabaseError as exc:
        raise IntegrityError(f"the index is damaged ({exc}); run `ragfts build`") from None


def withheld(conn: sqlite3.Connection, bound: list[str], seconds: float = DEFAULT_DEADLINE) -> dict:
    """How many rows matching the bound expression each access rule withheld."""
    expression, at, _at, tenant, status, groups = bound
    try:
        with deadline(conn, seconds):
            counts = conn.execute(
                WITHHELD_QUERY, [tenant, status, at, at, groups, expression]
            ).fetchone()
    except sqlite3.OperationalError:
        return dict.fromkeys(RULES)  # the search itself logged the error
    return dict(zip(RULES, counts))


def visible(conn: sqlite3.Connection, source_id: str, asker: Asker | None) -> bool:
    """Whether the asker may see the source (always, in a kit without access columns)."""
    if asker is None:
        return True
    with deadline(conn, DEFAULT_DEADLINE):
        rowid = document_row(conn, source_id)
        query, key = (VISIBLE_QUERY, source_id) if rowid is None else (VISIBLE_ROW_QUERY, rowid)
        bound = [key, asker.tenant_id, "published", _groups(asker)]
        return conn.execute(query, bound).fetchone() is not None


def visibility(conn: sqlite3.Connection, asker: Asker | None):
    """`visible` for one asker, or None in a kit without access columns."""
    if asker is None:
        return None
    return lambda source_id: visible(conn, source_id, asker)


_SEEN_FACTS: dict = {}


def facts_seen_by(conn: sqlite3.Connection, facts: dict, asker: Asker | None) -> dict:
    """visible_facts for one asker, worked out once per connection and registry (a
    command asks for it once per question): the same dict each time, so what is
    computed from it is kept too."""
    if asker is None:
        return facts
    key = (id(conn), id(facts), asker.tenant_id, tuple(sorted(asker.groups)))
    hit = _SEEN_FACTS.get(key)
    if hit is not None and hit[0] is conn and hit[1] is facts:
        return hit[2]
    seen = visible_facts(facts, visibility(conn, asker))
    if len(_SEEN_FACTS) >= 64:
        _SEEN_FACTS.clear()
    _SEEN_FACTS[key] = (conn, facts, seen)
    return seen


def visible_facts(facts: dict, seen) -> dict:
    """The registry as an asker sees it: a fact belongs to its source's tenant, status
    and ACL (a draft's fact is nobody's, so it makes no conflict). `seen` from
    visibility(); None keeps every fact."""
    if seen is None:
        return facts
    sources: dict[str, bool] = {}
    out = {}
    for fact_id, fact in facts.items():
        if fact.source_id not in sources:
            sources[fact.source_id] = seen(fact.source_id)
        if sources[fact.source_id]:
            out[fact_id] = fact
    return out


def audit(
    conn: sqlite3.Connection, bound: list[str], seconds: float = DEFAULT_DEADLINE
) -> list[dict]:
    """The privileged view: each withheld source id and its rules. Printed by `replay
    --audit` only, never written."""
    expression, at, _at, tenant, status, groups = bound
    with deadline(conn, seconds):
        rows = conn.execute(AUDIT_QUERY, [tenant, status, at, at, groups, expression]).fetchall()
    return [
        {"source_id": sid, "rules": [r for r, hit in zip(RULES, flags) if hit]}
        for sid, *flags in rows
        if any(flags)
    ]
