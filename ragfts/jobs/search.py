"""`ragfts search`: the fixed query for one expression at a date, as `run` runs it, and
why an expected source was missed. Checks the command's input before it opens the kit."""

from __future__ import annotations

from pathlib import Path

from ..index.search import SearchResult, visibility
from ..index.search import search as fixed_search
from ..index.view import open_kit
from ..kit.errors import ExpressionError, InputError
from ..kit.records import Asker, Record, strict_date
from ..log.record import row_dict


class Searched(Record):
    """result: the SearchResult; missed: the expected ids not found; miss: why (a dict)."""

    __slots__ = ("result", "missed", "miss")

    def as_json(self, expected: bool) -> dict:
        result = self.result
        return {
            "sql": result.sql,
            "parameters": result.parameters,
            "error": result.error,
            "rows": rows_json(result),
            **({"missed": self.missed, "miss": self.miss} if expected else {}),
        }


def rows_json(result: SearchResult) -> list[dict]:
    return [row_dict(r) for r in result.rows]


def search_at(
    root: Path, expression: str, at: str, tenant, groups, expected, seconds: float
) -> Searched:
    try:
        strict_date(at, "--at")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    try:
        from ..kit.expression import check_expression

        check_expression(expression)
    except ExpressionError as exc:
        raise InputError(f"EXPRESSION: {exc}") from None
    with open_kit(root, only=set()) as opened:
        asker = None
        if opened.access:
            if tenant is None:
                raise InputError(
                    "this kit has access columns: say who asks with --tenant (and --group)"
                )
            asker = Asker(tenant, tuple(sorted(set(groups))))
        # A source the asker may not see is no source to them: "access withheld it" would
        # tell that another tenant's id exists.
        seen = visibility(opened.conn, asker) or (lambda _sid: True)
        unknown = [sid for sid in expected if sid not in opened.documents or not seen(sid)]
        if unknown:
            raise InputError(f"--expect: no source {', '.join(map(repr, unknown))} in the corpus")
        result = fixed_search(opened.conn, expression, at, seconds, opened.profile, asker=asker)
        found = {row.source_id for row in result.rows}
        missed = [sid for sid in expected if sid not in found]
        miss = None
        if missed and not result.error:
            from ..grade.miss import explain

            miss = explain(
                opened, expression, at, expected, missed, asker=asker, seconds=seconds
            ).as_json()
    return Searched(result, missed, miss)
