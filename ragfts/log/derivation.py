"""A derived log's `question.query_derived` read back: true for a golden row without a
query, or intake's rule, its attempts and the facts' scores, each checked for its
shape."""

from __future__ import annotations

from .shape import _Shape


def _derived(value):
    """true (a golden row without a query), or intake's rule and attempts."""
    if value is True:
        return True
    shape = "question.query_derived: expected true, {rule, attempts[, match]} or no key"
    if not isinstance(value, dict) or set(value) not in ({"rule", "attempts"}, _WITH_MATCH):
        raise _Shape(shape)
    rule, attempts = value["rule"], value["attempts"]
    if not isinstance(rule, str) or not isinstance(attempts, list):
        raise _Shape(shape)
    out = []
    for attempt in attempts:
        if (
            not isinstance(attempt, dict)
            or set(attempt) != {"expression", "rows", "from"}
            or not isinstance(attempt["expression"], str)
            or type(attempt["rows"]) is not int
            or not isinstance(attempt["from"], str)
        ):
            raise _Shape("question.query_derived.attempts: expected {expression, rows, from}")
        out.append((attempt["expression"], attempt["rows"], attempt["from"]))
    if "match" not in value:
        return (rule, tuple(out))
    return (rule, tuple(out), _matches(value["match"]))


_WITH_MATCH = {"rule", "attempts", "match"}


def _matches(value) -> tuple:
    """Intake's scored facts: {fact_id, share, part, from: "question"} or {fact_id,
    from: "answer" or "kind"}."""
    shape = "question.query_derived.match: expected {fact_id, share, part, from}"
    if not isinstance(value, list):
        raise _Shape(shape)
    out = []
    for m in value:
        if not isinstance(m, dict) or not isinstance(m.get("fact_id"), str):
            raise _Shape(shape)
        if set(m) == {"fact_id", "share", "part", "from"} and m["from"] == "question":
            if not all(type(m[k]) in (int, float) for k in ("share", "part")):
                raise _Shape(shape)
            out.append((m["fact_id"], m["share"], m["part"], "question"))
        elif set(m) == {"fact_id", "from"} and m["from"] in ("answer", "kind"):
            out.append((m["fact_id"], None, None, m["from"]))
        else:
            raise _Shape(shape)
    return tuple(out)
