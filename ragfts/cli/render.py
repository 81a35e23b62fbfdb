"""Everything ragfts prints for a person: rows, run lines, replays, triage, decisions."""

from __future__ import annotations

import io
import json
import re

from ..jobs.shown import SHOWN_IDS, found_ids, found_in
from .explained import miss, route_block, route_line  # noqa: F401 (render's own API)

# What an export's text may hold that a terminal would act on: control characters but
# the tab and a line's end (an ESC starts a sequence that can move the cursor, retitle
# the window or write the clipboard), line and paragraph separators, and the bidi
# overrides that reorder what is shown (ZWNJ and ZWJ, which Persian and emoji need,
# stay). Each is written as its escape (ESC as \u001b).
_UNSAFE = re.compile(
    "\r(?!\n)|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]"
)


def terminal_safe(text: str) -> str:
    """Text as a terminal shows it, line by line: what it would act on as its escape."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group(0)):04x}", text)


def as_json(value) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


def as_jsonl(value) -> str:
    return json.dumps(value, ensure_ascii=False)


def run_record(outcome) -> dict:
    """One question of a run as data: all its found source ids, however many."""
    log = outcome.log
    return {
        "id": log.question.id,
        "ok": not outcome.failed,
        "found": outcome.found_ids,
        "missing": list(log.missing),
        "error": log.search.error,
        "changes": list(outcome.changes),
        "violations": [str(v) for v in outcome.violations],
    }


def value(v) -> str:
    """A value as JSON spells it (true, 2000), text as it is."""
    return v if isinstance(v, str) else json.dumps(v, ensure_ascii=False)


def validity(row) -> str:
    return f"{row.valid_from} .. {row.valid_until or 'open'}"


# Text output shows this many rows in full (--rows); logs and --json keep every row.
SHOWN_ROWS = 20


# A row that is not among the relevant ones shows this much of its text, on its line.
HEAD = 60


def rows(found, limit: int | None = SHOWN_ROWS, relevant=None) -> str:
    """The rows in full; with `relevant` (the expected, cited and fact-holding sources),
    those in full and the others one line each, so a broad find stays readable."""
    if not found:
        return "  (nothing found)"
    shown = found if limit is None else found[:limit]
    lines = []
    for r in shown:
        if relevant is None or r.source_id in relevant:
            lines.append(f"  {r.source_id}  [{validity(r)}]\n    {r.text}")
        else:  # cut, never rewritten: what is shown is the text's own characters
            text = (r.text or "").split("\n", 1)[0]
            head = text if len(text) <= HEAD and text == r.text else text[:HEAD] + "…"
            lines.append(f"  {r.source_id}  [{validity(r)}]  {head}")
    text = "\n".join(lines)
    if len(found) > len(shown):
        text += f"\n  … {len(found) - len(shown):,} more row(s) not shown (--rows N, or --json)"
    return text


def attached_line(qid: str, entry) -> str:
    """One attached answer: its question, label, PASS or FAIL, verdict and codes."""
    result = entry.result
    codes = ", ".join(result.errors + result.input_errors)
    return (
        f"{qid} [{entry.label}] {'PASS' if result.passed else 'FAIL'} "
        f"verdict {result.verdict} {codes}".rstrip()
    )


def run_line(outcome) -> str:
    log = outcome.log
    q = log.question
    found = found_in(outcome.found)
    status = "FAIL" if outcome.failed else "ok"
    line = f"{status:4} {q.id} {q.at} {q.query!r} → {found}"
    if log.search.error:
        line += f"\n     search error: {log.search.error}"
    if log.context and log.context["dropped"]:
        drops = log.context["dropped"]
        dropped = "; ".join(f"{d['source_id']} ({d['reason']})" for d in drops[:SHOWN_IDS])
        more = f" and {len(drops) - SHOWN_IDS:,} more" if len(drops) > SHOWN_IDS else ""
        line += f"\n     context: dropped {dropped}{more}"
    if log.route:
        line += "\n     " + route_line(log.route)
    if log.missing:
        line += f"\n     expected but not found: {found_ids(log.missing)}"
    if log.degraded:
        honest = log.degraded["expected_status"] or "the answer on the fallback context"
        line += f"\n     injected {log.degraded['inject']}: the honest reaction is {honest}"
        if outcome.hides_failure:
            latest = log.answers[-1]
            line += f"; the latest answer [{latest.label}] does not give it"
    for change in outcome.changes:
        line += f"\n     changed since the last log: {change}"
    for violation in outcome.violations:
        line += f"\n     {violation} (the log is not written)"
    return line


def _claims(answer: dict) -> str:
    claims = answer.get("claims", [])
    if not isinstance(claims, list):
        return ""
    return ", ".join(
        f"{c.get('fact_id')}={value(c.get('value'))} from {c.get('source_id')}"
        for c in claims
        if isinstance(c, dict)
    )


def _answer(entry) -> str:
    answer, result = entry.answer, entry.result
    if isinstance(answer, dict):
        sources = answer.get("source_ids", [])
        cites = "; ".join(map(str, sources)) if isinstance(sources, list) else value(sources)
        cites = cites or "none"
        if "claims" in answer:
            head = f"{answer.get('action')} «{answer.get('text', '')}»"
            head += f"; claims: {_claims(answer) or 'none'}; cites: {cites}"
        else:
            head = f"{answer.get('action', 'text')} «{answer.get('text', '')}»; cites: {cites}"
            context = answer.get("context")
            if isinstance(context, list):
                ids = [c if isinstance(c, str) else c.get("source_id") for c in context]
                head += f"; retrieved: {'; '.join(map(str, ids)) or 'nothing'}"
    else:
        head = repr(answer)
    lines = [f"  [{entry.label}] {head}"]
    lines += [f"    cited {cited} as {'; '.join(ids)}" for cited, ids in result.citations.items()]
    if result.reading and result.reading["how"] != "given by the record":
        # a structured answer's reading only backs text_contradicts_claim, shown below
        reading = result.reading
        read = ", ".join(
            f"{c['fact_id']}={value(c['value'])} from {c['source_id']} «{c['matched']}»"
            for c in reading["claims"]
        )
        lines.append(
            f"    read as {reading['action']} ({reading['how']}); claims: {read or 'none'}"
        )
    lines.append(f"    → {'PASS' if result.passed else 'FAIL'}, verdict {result.verdict}")
    lines += [f"      {d.code}: {d.message}" for d in result.details]
    lines += [f"      input error: {e}" for e in result.input_errors]
    if result.retrieval_errors:
        lines.append(f"      the bot's retrieval: {', '.join(result.retrieval_errors)}")
    if result.retrieval_missing_source_ids:
        lines.append(f"      retrieval missing: {'; '.join(result.retrieval_missing_source_ids)}")
    lines += [f"      document note: {n}" for n in result.document_notes]
    return "\n".join(lines)


def decision(d: dict) -> str:
    shown = "" if d["value"] is None else f" {value(d['value'])}"
    ids = f"{', '.join(d['fact_ids']) or 'no facts'} ({', '.join(d['source_ids']) or 'no sources'})"
    return (
        f"{d['subject']}.{d['attribute']} @ {d['at']}: {d['status']}{shown} — {d['reason']}; {ids}"
    )


def _json(v) -> str:
    return json.dumps(v, ensure_ascii=False)


def _relevant(report) -> set[str]:
    """The sources a replay shows in full: expected, holding a fact it checks, or cited."""
    log = report.log
    out = set(log.question.source_ids) | {f["source_id"] for f in report.facts}
    for entry in log.answers:
        answer = entry.answer if isinstance(entry.answer, dict) else {}
        cited = answer.get("source_ids")
        out |= {s for s in cited if isinstance(s, str)} if isinstance(cited, list) else set()
        claims = answer.get("claims")
        if isinstance(claims, list):
            out |= {c.get("source_id") for c in claims if isinstance(c, dict)}
    return out


def _attempt(q) -> int:
    """Which of the logged attempts the query is (1-based; 0 when none is)."""
    expressions = [e for e, _rows, _from in q.derived[1]]
    return expressions.index(q.query) + 1 if q.query in expressions else 0


def replay(report, limit: int | None = SHOWN_ROWS) -> str:
    log = report.log
    q, search = log.question, log.search
    derived = isinstance(q.derived, tuple)  # an intake formulation: no golden row
    out = [
        f"{q.id} @ {q.at}: {q.question}",
        f"  {'by rule' if derived else 'golden'}: {q.expected_action}; facts "
        f"{', '.join(q.fact_ids) or '—'}; sources {', '.join(q.source_ids) or '—'}",
        f"  expected: {q.expected_response}",
        f"query: {q.query}"
        + (
            f"  (derived by intake's rule, attempt {_attempt(q)} of {len(q.derived[1])})"
            if derived
            else ""
        ),
        f"  sql: {search.sql}",
        f"  parameters: {_json(list(search.parameters))}",
        f"found ({len(search.rows)}):",
        rows(report.rows, limit, _relevant(report)),
    ]
    if search.error:
        out.append(f"  search error: {search.error}")
    if log.missing:
        out.append(f"  expected but not found: {'; '.join(log.missing)}")
    if log.miss:
        out += miss(log.miss)
    if log.route:
        out += route_block(log.route)
    if log.access:
        access = log.access
        groups = ", ".join(access["groups"]) or "none"
        out.append(
            f"access: tenant {access['tenant_id'] or '(none)'}, groups {groups}; rules applied: "
            f"{', '.join(access['rules'])}"
        )
    if log.context:
        out.append(
            f"context selected: {'; '.join(log.context['selected']) or 'nothing'} "
            f"({log.context['chars']} characters)"
        )
        drops = log.context["dropped"]
        out += [f"  dropped {d['source_id']}: {d['reason']}" for d in drops[:limit]]
        if limit is not None and len(drops) > limit:
            out.append(f"  … {len(drops) - limit:,} more dropped (--rows N, or --json)")
    if report.audit is not None:
        out.append(
            "AUDIT VIEW (privileged: what each rule withheld for this expression, and which "
            "source ids; their texts never are shown):"
        )
        counts = ", ".join(f"{rule} {n}" for rule, n in report.audit["withheld"].items())
        out.append(f"  withheld: {counts}")
        sources = report.audit["sources"]
        out += [f"  {a['source_id']}: {', '.join(a['rules'])}" for a in sources] or [
            "  (nothing withheld)"
        ]
    out.append("facts checked:")
    out += [
        f"  {f['fact_id']} ({f['source_id']}) {f['subject']}.{f['attribute']} = {f['value']} "
        f"{f['unit']}".rstrip()
        + f" — {'in' if f['found'] else 'NOT in'} the found context"
        for f in report.facts
    ] or ["  (none expected)"]
    degraded = log.degraded or {}
    if degraded.get("expected_status"):
        # under an injected failure the honest reaction is the degraded status itself
        out.append(
            f"reference reaction under the injected {degraded['inject']}: status "
            f"{degraded['expected_status']}"
        )
    elif report.reference:
        out.append(f"reference reaction from the found fragments: {report.reference['action']}")
        out += [f"  {decision(d)}" for d in report.reference["decisions"]]
    if degraded.get("fallback"):
        out.append(f"degraded: injected {degraded['inject']}, context in {degraded['fallback']}")
    out.append("answers:")
    out += [_answer(entry) for entry in report.regraded] or ["  (none attached)"]
    if report.findings:
        out.append("LOG DOES NOT MATCH:")
        out += [
            f"  {f.kind}: {f.field}: logged {_json(f.logged)}, now {_json(f.current)}"
            for f in report.findings
        ]
        if report.note:
            out.append(report.note)
    else:
        out.append(f"log intact; verdict: {report.verdict}")
    return "\n".join(out)


def measures(m: dict) -> str:
    """Seed 001's measures, each only when there is something to measure."""

    def share(name, value, of):
        return (
            f"  {name}: {value['count']} of {value['of']} {of} ({value['rate']:.1%})"
            if value
            else None
        )

    alternative = m["alternative_searches_per_case"]
    lines = [
        "measures:",
        share("route errors", m["route_errors"], "answers with a route"),
        f"  alternative searches per case: reference {alternative['reference']}"
        if alternative["reference"] is not None
        else None,
        f"  alternative searches per case: bot {alternative['bot']}"
        if alternative["bot"] is not None
        else None,
        share("declaring missing information", m["declaring_missing_information"], "answers"),
        share("citation accuracy", m["citation_accuracy"], "answers that cite"),
        f"  latency: {m['latency_ms']} ms (mean)" if m["latency_ms"] is not None else None,
        f"  cost: {m['cost']} per request (mean)" if m["cost"] is not None else None,
    ]
    return "\n".join(line for line in lines if line)


def codes(table) -> str:
    """The grading codes: name, the link each blames, what it means."""
    width = max(len(code.name) for code in table)
    return "\n".join(f"{code.name:{width}}  {code.link:6}  {code.meaning}" for code in table)


def triage_table(rows: list[dict], markdown: bool = False) -> str:
    header = ["id", "at", "expected", "answer", "verdict", "errors"]
    body = [
        [
            r["id"],
            r["at"],
            r["expected_action"],
            f"{r['action'] or '—'}" + (f" ({r['label']})" if r["label"] else ""),
            r["verdict"],
            ", ".join(r["errors"]) or "—",
        ]
        for r in rows
    ]
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    summary = ", ".join(f"{k}: {counts[k]}" for k in sorted(counts))
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += [
            "| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in body
        ]
        return "\n".join(lines) + f"\n\n{summary}"
    widths = [max(len(str(x)) for x in col) for col in zip(header, *body)]
    fmt = "  ".join(f"{{:{w}}}" for w in widths)
    return "\n".join(fmt.format(*row).rstrip() for row in [header, *body]) + f"\n{summary}"


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
# A line of a cell that starts a formula: a reader splitting on CR or LF sees a new row.
_FORMULA_LINE = re.compile(r"([\r\n])([=+\-@\t])")


def spreadsheet_cell(value: str) -> str:
    """A cell a spreadsheet shows as text: a leading =, +, -, @, tab or CR would make
    it a live formula, so such cells get a leading apostrophe, and so does each line
    of the cell that starts with one."""
    value = _FORMULA_LINE.sub(r"\1'\2", value)
    return "'" + value if value[:1] in _FORMULA_START else value


def triage_csv(rows: list[dict]) -> str:
    """The triage table for a spreadsheet, with the question and the answer's text."""
    import csv  # only for this table

    out = io.StringIO()
    # RFC 4180's CRLF: with it, csv quotes a cell holding a bare CR as well as an LF.
    writer = csv.writer(out, lineterminator="\r\n")
    header = ["id", "at", "expected_action", "label", "action", "verdict", "errors"]
    writer.writerow([*header, "question", "answer_text"])
    for r in rows:
        cells = [
            r["id"],
            r["at"],
            r["expected_action"],
            r["label"] or "",
            r["action"] or "",
            r["verdict"],
            ";".join(r["errors"]),
            r["question"],
            r["answer_text"] or "",
        ]
        writer.writerow([spreadsheet_cell(str(c)) for c in cells])
    return out.getvalue()
