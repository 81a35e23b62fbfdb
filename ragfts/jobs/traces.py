"""`ragfts answer --from openinference|otel-genai`: a bot's traces, as its tracing
recorded them, become transcripts: the answer of its LLM span, the context its
retriever (or reranker) returned with ids, texts and scores, its route, latency, tokens,
trace id and revisions. The attribute names are OpenInference's own (the
openinference-semantic-conventions package) or OpenTelemetry GenAI's. A bot's document
id is a source id, one the --map file names, or the source its URL or title is; one
that is none of these is an input error, never a guess."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from ..grade.degraded import REVISIONS
from ..kit.errors import InputError, Problem
from ..kit.links import cited_sources
from ..kit.records import Record
from ..kit.route import ROUTES
from ..kit.spans import Span, read_spans

CONVENTIONS = ("openinference", "otel-genai")
# Where a trace names its conversation, when --match is not given.
DEFAULT_MATCH = {"openinference": "session.id", "otel-genai": "gen_ai.conversation.id"}


class Trace(Record):
    """One trace read: the question id it is matched to (None: none), the transcript,
    and why it gives no answer (None when it does)."""

    __slots__ = ("line", "trace_id", "question_id", "transcript", "skipped")


# What a transcript is read from; the rest of a span (its prompt, above all, which holds
# the whole context again) is let go of as the span is read.
KEPT = (
    "openinference.span.kind",
    "output.value",
    "llm.output_messages.",
    "llm.token_count.total",
    "retrieval.documents.",
    "reranker.output_documents.",
    "metadata",
    "route",
    "gen_ai.output.messages",
    "gen_ai.retrieval.documents",
    "gen_ai.usage.",
    *REVISIONS,
)


def span_counts(path: Path) -> dict[str, int]:
    """The first pass: each trace's number of spans, every malformed line found before
    anything is read as a trace (or the kit is opened)."""
    counts: dict[str, int] = {}
    for span in read_spans(Path(path), attributes=False):
        counts[span.trace_id] = counts.get(span.trace_id, 0) + 1
    return counts


def read_traces(path: Path, convention: str, match: str | None, counts=None):
    """Each trace as soon as its last span is read (counts: span_counts of the file), so
    memory holds the traces whose spans are still coming, not the file."""
    match = match or DEFAULT_MATCH[convention]
    counts = span_counts(path) if counts is None else counts
    read = _openinference if convention == "openinference" else _genai
    open_traces: dict[str, list] = {}
    for span in read_spans(Path(path)):
        kept = {k: v for k, v in span.attributes.items() if k == match or k.startswith(KEPT)}
        spans = open_traces.setdefault(span.trace_id, [])
        spans.append(
            Span(
                span.line,
                span.trace_id,
                span.span_id,
                span.parent_id,
                span.name,
                span.start,
                span.end,
                kept,
            )
        )
        if len(spans) == counts[span.trace_id]:
            yield read(span.trace_id, open_traces.pop(span.trace_id), match)


def _attribute(spans, name: str):
    """The first value of an attribute in the trace, metadata (a JSON text) included."""
    for span in spans:
        if name in span.attributes:
            return span.attributes[name]
    for span in spans:
        metadata = span.attributes.get("metadata")
        if isinstance(metadata, str):
            try:
                metadata = json.loads(metadata)
            except (ValueError, RecursionError):  # too deep for the parser: not read
                continue
        if isinstance(metadata, dict) and name in metadata:
            return metadata[name]
    return None


def _measures(spans, trace_id: str, tokens: int | None) -> dict:
    roots = [s for s in spans if s.parent_id is None] or spans
    root = min(roots, key=lambda s: (s.start, s.span_id))
    out: dict = {"trace_id": trace_id}
    if root.end >= root.start > 0:
        out["latency_ms"] = round((root.end - root.start) / 1e6, 3)
    if tokens:
        out["cost"] = tokens
    route = _attribute(spans, "route")
    if isinstance(route, str) and route in ROUTES:
        out["route"] = route
    for name in REVISIONS:
        value = _attribute(spans, name)
        if isinstance(value, str) and value.strip():
            out[name] = value
    return out


def _trace(trace_id, spans, match, text, context, tokens) -> Trace:
    qid = _attribute(spans, match)
    qid = str(qid) if isinstance(qid, str | int) and not isinstance(qid, bool) else None
    line = min(s.line for s in spans)
    if text is None:
        return Trace(line, trace_id, qid, None, "no LLM span with an output: no answer to grade")
    if qid is None:
        return Trace(line, trace_id, None, None, f"no {match} attribute names its question")
    transcript = {"text": text, **_measures(spans, trace_id, tokens)}
    if context is not None:
        transcript["context"] = context
    return Trace(line, trace_id, qid, transcript, None)


def _ordered(spans):
    return sorted(spans, key=lambda s: (s.end, s.start, s.span_id))


def _openinference(trace_id: str, spans, match: str) -> Trace:
    from openinference.semconv.trace import (
        DocumentAttributes,
        MessageAttributes,
        OpenInferenceSpanKindValues,
        RerankerAttributes,
        SpanAttributes,
    )

    kind = SpanAttributes.OPENINFERENCE_SPAN_KIND

    def of(value):
        return [s for s in _ordered(spans) if s.attributes.get(kind) == value.value]

    text, tokens = None, 0
    for span in of(OpenInferenceSpanKindValues.LLM):
        said = _indexed(span.attributes, SpanAttributes.LLM_OUTPUT_MESSAGES)
        contents = [m.get(MessageAttributes.MESSAGE_CONTENT) for m in said]
        said = next((c for c in reversed(contents) if isinstance(c, str)), None)
        value = said if said is not None else span.attributes.get(SpanAttributes.OUTPUT_VALUE)
        if isinstance(value, str):
            text = value
        count = span.attributes.get(SpanAttributes.LLM_TOKEN_COUNT_TOTAL)
        tokens += count if isinstance(count, int) and not isinstance(count, bool) else 0
    rerankers = of(OpenInferenceSpanKindValues.RERANKER)
    documents = (
        _indexed(rerankers[-1].attributes, RerankerAttributes.RERANKER_OUTPUT_DOCUMENTS)
        if rerankers
        else [
            d
            for span in of(OpenInferenceSpanKindValues.RETRIEVER)
            for d in _indexed(span.attributes, SpanAttributes.RETRIEVAL_DOCUMENTS)
        ]
    )
    names = {
        "id": DocumentAttributes.DOCUMENT_ID,
        "content": DocumentAttributes.DOCUMENT_CONTENT,
        "score": DocumentAttributes.DOCUMENT_SCORE,
        "metadata": DocumentAttributes.DOCUMENT_METADATA,
    }
    context = [_document(d, names) for d in documents] if (rerankers or documents) else None
    return _trace(trace_id, spans, match, text, context, tokens)


def _genai(trace_id: str, spans, match: str) -> Trace:
    text, tokens, documents, retrieved = None, 0, [], False
    for span in _ordered(spans):
        attributes = span.attributes
        said = _structured(attributes, "gen_ai.output.messages")
        if said:
            parts = [
                p.get("content")
                for m in said
                if isinstance(m, dict)
                for p in m.get("parts", [])
                if isinstance(p, dict) and p.get("type", "text") == "text"
            ]
            if all(isinstance(p, str) for p in parts) and parts:
                text = "".join(parts)
        for key in ("gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens"):
            count = attributes.get(key)
            tokens += count if isinstance(count, int) and not isinstance(count, bool) else 0
        found = _structured(attributes, "gen_ai.retrieval.documents")
        if found is not None:
            retrieved = True
            documents += [d for d in found if isinstance(d, dict)]
    names = {"id": "id", "content": "content", "score": "score", "metadata": "metadata"}
    context = [_document(d, names) for d in documents] if retrieved else None
    return _trace(trace_id, spans, match, text, context, tokens)


def _structured(attributes: dict, name: str):
    """An attribute recorded as a JSON text or in structured (flattened) form."""
    value = attributes.get(name)
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise ValueError(f"{name} is not JSON") from None
        return value if isinstance(value, list) else None
    if isinstance(value, list):
        return value
    listed = _indexed(attributes, name)
    return listed or None


def _indexed(attributes: dict, prefix: str) -> list[dict]:
    """`prefix.0.x`, `prefix.1.x` … as a list of {x: …} (the flattened list of objects);
    the inner prefix of OpenInference's documents and messages is dropped."""
    items: dict[int, dict] = {}
    start = prefix + "."
    for key, value in attributes.items():
        if not key.startswith(start):
            continue
        index, _, rest = key[len(start) :].partition(".")
        if index.isdigit() and rest:
            items.setdefault(int(index), {})[rest] = value
    return [items[n] for n in sorted(items)]


def _document(document: dict, names: dict) -> dict:
    out = {"bot_id": document.get(names["id"])}
    content = document.get(names["content"])
    if isinstance(content, str):
        out["text"] = content
    score = document.get(names["score"])
    if isinstance(score, int | float) and not isinstance(score, bool):
        out["score"] = score
    metadata = document.get(names["metadata"])
    if isinstance(metadata, str):
        try:
            metadata = json.loads(metadata)
        except (ValueError, RecursionError):
            metadata = None
    out["metadata"] = metadata if isinstance(metadata, dict) else {}
    return out


def read_map(path: Path | None) -> dict[str, str]:
    """--map: `bot_id,source_id` lines (a header line of those names is optional)."""
    if path is None:
        return {}
    rel, out, problems = str(path), {}, []
    with open(path, encoding="utf-8-sig", newline="") as handle:
        for number, row in enumerate(csv.reader(handle), start=1):
            if not row or row == ["bot_id", "source_id"]:
                continue
            if len(row) != 2 or not all(cell.strip() for cell in row):
                problems.append(Problem(rel, number, "expected bot_id,source_id"))
                continue
            out[row[0].strip()] = row[1].strip()
    if problems:
        raise InputError(problems)
    return out


def mapped(kit, trace: Trace, mapping: dict[str, str], rel: str, problems: list) -> Trace:
    """The trace with the bot's document ids made source ids: directly, by --map, or by
    the URL or title in the document's metadata at the question's date. A document none
    of them maps is a problem (the caller raises them all before anything is written)."""
    if trace.transcript is None or "context" not in trace.transcript:
        return trace
    at = kit.questions[trace.question_id].at
    items = []
    for n, document in enumerate(trace.transcript["context"]):
        source_id = _source(kit, document, mapping, at)
        if source_id is None:
            problems.append(
                Problem(
                    rel,
                    trace.line,
                    f"trace {trace.trace_id}: the bot's document {document['bot_id']!r} "
                    f"(context item {n}) is no source of the kit: name it in --map "
                    "(bot_id,source_id), or give the document a url: or title:",
                )
            )
            continue
        item = {"source_id": source_id}
        item.update({k: document[k] for k in ("text", "score") if k in document})
        items.append(item)
    transcript = {**trace.transcript, "context": items}
    return Trace(trace.line, trace.trace_id, trace.question_id, transcript, None)


def _source(kit, document: dict, mapping: dict, at: str | None) -> str | None:
    bot_id = document.get("bot_id")
    if isinstance(bot_id, str) and bot_id in mapping:
        return mapping[bot_id]
    if isinstance(bot_id, str) and bot_id in kit.documents:
        return bot_id
    if at is None:
        return None
    for key in ("url", "source", "title"):
        value = document["metadata"].get(key)
        if isinstance(value, str) and value.strip():
            found = cited_sources(kit.documents.named(value), at, ())
            if found:
                return found[0]
    return None


def attach_traces(
    root: Path,
    path: Path,
    convention: str,
    match,
    map_path,
    label: str,
    emit=None,
):
    """The traces attached as transcripts under `label`, graded as they are read; returns
    (attached, skipped) where each skipped trace says why it gave no answer to grade.
    With `emit(qid, entry)` (an entry of None and a text for a skipped trace) nothing is kept:
    a pass that reads every trace without grading finds every input problem first."""
    from ..index.locks import logs_lock
    from ..index.view import open_kit
    from .answer import AnswerRecord, _attach, _label_problem

    problem = _label_problem(label)
    if problem is not None:
        raise InputError(f"--label: {problem}")
    mapping = read_map(map_path)
    counts = span_counts(path)
    named = match or DEFAULT_MATCH[convention]
    skipped: list[str] = []
    with open_kit(root) as kit, logs_lock(kit.root):
        problems = [
            Problem("--map", None, f"{bot} → {sid}: {sid} is not a source of the kit")
            for bot, sid in sorted(mapping.items())
            if sid not in kit.documents
        ]

        def traces():
            for trace in read_traces(path, convention, match, counts):
                why = trace.skipped
                if why is None and trace.question_id not in kit.questions:
                    why = f"{named} {trace.question_id!r} is no question of the kit"
                yield trace, why

        def records(say):
            for trace, why in traces():
                if why is not None:
                    say(f"trace {trace.trace_id} (line {trace.line}): skipped: {why}")
                    continue
                trace = mapped(kit, trace, mapping, str(path), problems)
                yield AnswerRecord(trace.line, trace.question_id, label, trace.transcript)
            if problems:  # raised inside the attaching loop: before anything is written
                raise InputError(problems)

        if emit is None:
            attached = _attach(kit, records(skipped.append))
            return attached, skipped
        for trace, why in traces():  # every problem before a line is said
            if why is None:
                mapped(kit, trace, mapping, str(path), problems)
        if problems:
            raise InputError(problems)
        attached = _attach(kit, records(lambda text: emit(None, text)), on_entry=emit)
    return attached, skipped
