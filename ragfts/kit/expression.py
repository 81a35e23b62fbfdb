"""Checks an FTS5 expression before it is bound, and explains SQLite's complaints.

SQLite itself survives most bad expressions with an error, but not all: ~90,000
`NOT` terms overflow its stack, and a NUL silently truncates the expression. Those are
refused here, before binding; everything else goes to SQLite and its message is kept.
"""

from __future__ import annotations

import re

from .errors import ExpressionError
from .records import nfc

MAX_CHARS = 2000
MAX_OPERATORS = 100
FTS5_SYNTAX = "https://www.sqlite.org/fts5.html#full_text_query_syntax"

# Filters naming the index's own columns: UNINDEXED ones (validity, identity and the
# access columns of a tenant kit) silently match nothing, and `text:` is the only column
# that is searched anyway.
_COLUMNS = "source_id|valid_from|valid_until|text|terms|tenant_id|acl|status|canonical_id|authority"
_COLUMN_FILTER = re.compile(rf"(?:^|[\s(])-?\s*({_COLUMNS})\s*:|\}}\s*:", re.IGNORECASE)
# The same filter with the column's name quoted, which FTS5 accepts too.
_QUOTED_FILTER = re.compile(rf'"({_COLUMNS})"\s*:', re.IGNORECASE)
_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")
_OPERATOR = re.compile(r"\b(?:AND|OR|NOT|NEAR)\b")
_QUOTED = re.compile(r'"(?:[^"]|"")*"')


def check_expression(expression: object) -> str:
    """Return the NFC form of a bindable expression or raise ExpressionError."""
    if not isinstance(expression, str):
        raise ExpressionError(f"the expression must be text, got {type(expression).__name__}")
    if not expression.strip():
        raise ExpressionError("the expression is empty: give at least one search term")
    if "\x00" in expression:
        raise ExpressionError(
            "the expression contains a NUL character; SQLite would silently cut it there"
        )
    if _SURROGATE.search(expression):
        raise ExpressionError(
            "the expression contains a lone surrogate (broken UTF-16 text); "
            "paste it again as plain text"
        )
    if _CONTROL.search(expression):
        raise ExpressionError("the expression contains a control character")
    if len(expression) > MAX_CHARS:
        raise ExpressionError(
            f"the expression is {len(expression)} characters long; at most {MAX_CHARS} are allowed"
        )
    unquoted = _QUOTED.sub('""', expression)
    operators = len(_OPERATOR.findall(unquoted))
    if operators > MAX_OPERATORS:
        raise ExpressionError(
            f"the expression has {operators} operators (AND, OR, NOT, NEAR); "
            f"at most {MAX_OPERATORS} are allowed"
        )
    column = _COLUMN_FILTER.search(unquoted) or _QUOTED_FILTER.search(expression)
    if column:
        raise ExpressionError(
            f"column filters are not allowed ({column.group(0).strip()!s}): ragfts searches the "
            'document text only and applies validity by date; quote a term that contains ":"'
        )
    return nfc(expression)


def explain_sqlite_error(message: str) -> str:
    """SQLite's message, plus what a person can do about it."""
    if message.startswith("no such column"):
        hint = (
            "FTS5 read a term as a column filter (a '-' or ':' does that); "
            'quote the term, e.g. "e-mail"'
        )
    elif message.endswith('syntax error near ""'):
        hint = (
            "the expression ends too early: an unclosed '(' or '\"', "
            "or an operator without its term"
        )
    elif "syntax error near" in message:
        hint = 'if that character belongs to a term, quote the term, e.g. "500.00" or "it\'s"'
    elif message == "interrupted":
        hint = "the search ran past its deadline; narrow the expression"
    else:
        hint = "see the FTS5 query syntax"
    return f"{message} — {hint} ({FTS5_SYNTAX})"
