"""Trace files as spans: OTLP JSON (an OpenTelemetry collector's file exporter, one
export request a line) and JSON Lines of spans (as Phoenix exports them), read line by
line into one shape: ids, times and the attributes as one flat dict with dotted keys
(`retrieval.documents.0.document.id`), however the file nested them."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

from .errors import InputError, Problem
from .records import Record


class Span(Record):
    """line: where the span is in its file; start, end: nanoseconds since the epoch."""

    __slots__ = ("line", "trace_id", "span_id", "parent_id", "name", "start", "end", "attributes")


def read_spans(path: Path, attributes: bool = True) -> Iterator[Span]:
    """Every span of the file in file order (without their attributes, when a pass
    needs only the ids); a line that is neither shape is an input error naming it,
    raised after the whole file is read (nothing is attached)."""
    from .jsonio import loads_strict

    rel, problems = str(path), []
    try:
        handle = open(path, "rb")
    except OSError as exc:
        raise InputError([Problem(rel, None, f"cannot read: {exc.strerror}")]) from None
    with handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                item = loads_strict(raw.decode("utf-8").removeprefix("\ufeff"), rel)
                yield from _spans(item, number, attributes)
            except UnicodeDecodeError:
                problems.append(Problem(rel, number, "not UTF-8; save the file as UTF-8"))
            except InputError as exc:
                problems += [Problem(rel, number, p.message) for p in exc.problems]
            except (ValueError, KeyError, TypeError) as exc:
                problems.append(Problem(rel, number, _why(exc)))
    if problems:
        raise InputError(problems)


def _why(exc: Exception) -> str:
    if isinstance(exc, KeyError):
        return f"a span lacks {exc.args[0]!r}"
    return str(exc)


def _spans(item, number: int, attributes: bool) -> Iterator[Span]:
    if isinstance(item, dict) and "resourceSpans" in item:
        for resource in item["resourceSpans"]:
            for scope in resource.get("scopeSpans", []):
                for span in scope.get("spans", []):
                    yield _otlp(span, number, attributes)
    elif isinstance(item, dict) and isinstance(item.get("context"), dict):
        yield _phoenix(item, number, attributes)
    else:
        raise ValueError(
            'expected an OTLP JSON export ({"resourceSpans": …}) or a span '
            '({"context": {"trace_id", "span_id"}, "name", "attributes", …})'
        )


def _otlp(span: dict, number: int, read: bool) -> Span:
    attributes: dict = {}
    for pair in span.get("attributes", []) if read else ():
        _flatten(attributes, pair["key"], _otlp_value(pair.get("value", {})))
    return Span(
        number,
        _text(span["traceId"], "traceId"),
        _text(span["spanId"], "spanId"),
        span.get("parentSpanId") or None,
        str(span.get("name", "")),
        int(span.get("startTimeUnixNano") or 0),
        int(span.get("endTimeUnixNano") or 0),
        attributes,
    )


def _otlp_value(value: dict):
    """An OTLP AnyValue as the plain value it holds (ints come as strings in JSON)."""
    if "stringValue" in value:
        return value["stringValue"]
    if "intValue" in value:
        return int(value["intValue"])
    if "doubleValue" in value:
        return float(value["doubleValue"])
    if "boolValue" in value:
        return bool(value["boolValue"])
    if "arrayValue" in value:
        return [_otlp_value(v) for v in value["arrayValue"].get("values", [])]
    if "kvlistValue" in value:
        return {p["key"]: _otlp_value(p.get("value", {})) for p in value["kvlistValue"]["values"]}
    return None


def _phoenix(span: dict, number: int, read: bool) -> Span:
    context = span["context"]
    attributes: dict = {}
    for key, value in (span.get("attributes") or {}).items() if read else ():
        _flatten(attributes, key, value)
    return Span(
        number,
        _text(context["trace_id"], "context.trace_id"),
        _text(context["span_id"], "context.span_id"),
        span.get("parent_id") or None,
        str(span.get("name", "")),
        _nanoseconds(span.get("start_time")),
        _nanoseconds(span.get("end_time")),
        attributes,
    )


def _flatten(out: dict, key: str, value) -> None:
    if isinstance(value, dict):
        for name, inner in value.items():
            _flatten(out, f"{key}.{name}", inner)
    elif isinstance(value, list) and any(isinstance(v, dict) for v in value):
        for n, inner in enumerate(value):
            _flatten(out, f"{key}.{n}", inner)
    else:
        out[key] = value


def _text(value, name: str) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"{name} must be a non-empty text, got {value!r}")
    return value


def _nanoseconds(value) -> int:
    if value in (None, ""):
        return 0
    if isinstance(value, int | float) and not isinstance(value, bool):
        return int(value)
    moment = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return int(moment.timestamp() * 1_000_000) * 1000
