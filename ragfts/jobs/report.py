"""`ragfts report`: one self-contained HTML page for the whole kit (no network, no external
asset): a summary by verdict and by owner, filters by verdict, label and code, a sortable
table with one line per question (what broke, who fixes it, what the bot said), and one
card per question with its answers, its found fragments (the query's terms highlighted as the
kit's search profile reads them) and why the search missed, when it did."""

from __future__ import annotations

import re
from pathlib import Path

from ..grade.canaries import leaks, page_text
from ..grade.grading import verdict
from ..index.view import open_kit
from ..kit.door import outside_target
from ..kit.errors import InputError
from ..kit.jsonio import write_atomic
from ..kit.links import document_links, followable
from ..kit.profile import terms
from ..log.proof import context
from ..log.reading import read_log
from .marks import answer_marks, contradicted, escaped, marked
from .owners import owner_section
from .page import SCRIPT, STYLE

# Who fixes what: the link a verdict blames, and the team that owns it.
OWNERS = {
    "document": "content team",
    "search": "search / retrieval",
    "answer": "prompt / model",
    "input_error": "whoever exports the answers",
    "pass": "—",
    "no_answer": "—",
    "no_log": "run ragfts run",
}
SHOWN_ROWS = 5

# How every report begins: an existing file is replaced only when it begins so.
MARKER = b"<!doctype html><html lang='en'><head><meta charset='utf-8'>"


_e = escaped


def _page_questions(kit, tenant: str | None) -> list:
    """The questions of one page: in a kit with access columns, one tenant's only (a page
    holding two tenants' cards would show each the other's fragments)."""
    if not kit.access:
        if tenant is not None:
            raise InputError("--tenant: this kit has no access columns; its page holds all")
        return list(kit.questions.values())
    tenants = sorted({q.tenant_id for q in kit.questions.values()})
    if tenant is None:
        raise InputError(
            "this kit has access columns: one page per tenant, `ragfts report --tenant T` "
            f"(tenants: {', '.join(tenants)})"
        )
    if tenant not in tenants:
        raise InputError(
            f"--tenant: no question of tenant {tenant!r}; tenants: {', '.join(tenants)}"
        )
    return [q for q in kit.questions.values() if q.tenant_id == tenant]


def build_report(root: Path, tenant: str | None = None, judge=()) -> tuple[str, list]:
    """The page, and the canary violations of its cards: in a tenant kit one tenant's
    questions only, each card checked against its own question's canaries (within a
    tenant, one group's context may rightly hold a canary of another group's question)."""
    violations = []
    changes: dict[str, int] = {}
    with open_kit(root) as kit:
        questions = _page_questions(kit, tenant)
        logs = [read_log(kit.root, q.id, required=False) for q in questions]
        if judge:
            from ..log.reading import check_label

            for label in judge:
                check_label(logs, label)
        links = _links(kit, logs)
        queue = owner_section(kit, tenant)
        for question in questions:  # the queue is checked against every card's canaries
            violations += _disclosed((queue,), question, "the report's owner queue")
        cards, rows, counts, owners, labels, codes = [], [], {}, {}, set(), set()
        for question, log in zip(questions, logs):
            card = _card(kit, question, log, judge, links)
            if len(judge) == 2:
                change = _change(log, judge)
                changes[change] = changes.get(change, 0) + 1
            row = _row(question, card)
            violations += _disclosed((card["html"], row), question, "the report")
            cards.append(card["html"])
            rows.append(row)
            counts[card["verdict"]] = counts.get(card["verdict"], 0) + 1
            owner = OWNERS.get(card["verdict"], "—")
            owners[owner] = owners.get(owner, 0) + 1
            labels |= card["labels"]
            codes |= card["codes"]
    summary = "".join(
        f"<tr><td><span class='verdict v-{_e(v)}'>{_e(v)}</span></td><td>{n}</td></tr>"
        for v, n in sorted(counts.items())
    )
    by_owner = "".join(f"<tr><td>{_e(o)}</td><td>{n}</td></tr>" for o, n in sorted(owners.items()))
    judged = f"<p>judged: the answers labelled <b>{_e(judge[-1])}</b></p>" if judge else ""
    if len(judge) == 2:
        cells = "".join(f"<tr><td>{_e(c)}</td><td>{changes.get(c, 0)}</td></tr>" for c in CHANGES)
        judged += (
            f"<table class='changes'><tr><th>{_e(judge[0])} → {_e(judge[1])}</th>"
            f"<th>questions</th></tr>{cells}</table>"
        )

    def options(name, values):
        items = "".join(f"<option value='{_e(v)}'>{_e(v)}</option>" for v in sorted(values))
        select = f"<select name='{name}'><option value=''>all</option>{items}</select>"
        return f"<label>{name} {select}</label>"

    return (
        MARKER.decode() + "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>ragfts report</title><style>{STYLE}</style></head><body>"
        f"<header><h1>ragfts triage report</h1><div>{len(cards)} question(s); "
        "which link broke: the document, the search, or the answer</div></header>"
        "<section class='summary'><table><tr><th>verdict</th><th>questions</th></tr>"
        f"{summary}</table>"
        f"<table><tr><th>owner</th><th>questions</th></tr>{by_owner}</table>{judged}</section>"
        f"<section class='filters'>{options('verdict', counts)}{options('label', labels)}"
        f"{options('code', codes)}<span><span id='shown'>{len(cards)}</span> shown</span></section>"
        f"<main>{_table(rows)}{queue}{''.join(cards)}</main><script>{SCRIPT}</script>"
        "</body></html>\n"
    ), violations


# What became of a question between two labels' answers.
CHANGES = ("fixed", "broken", "still failing", "still passing", "not answered by both")


def _change(log, labels) -> str:
    results = {a.label: a.result.passed for a in log.answers} if log else {}
    if not all(label in results for label in labels):
        return "not answered by both"
    before, after = (results[label] for label in labels)
    if before != after:
        return "fixed" if after else "broken"
    return "still passing" if after else "still failing"


def _disclosed(parts, question, where: str) -> list:
    """The question's canaries these parts of the page hold, each once: read as written
    and as shown (a <mark> inside a canary hides it in the first)."""
    found = {}
    for shown in parts:
        found.update({v.canary: v for v in leaks(page_text(shown), question, where)})
        found.update({v.canary: v for v in leaks(shown, question, where)})
    return [found[n] for n in sorted(found)]


def _links(kit, logs) -> dict:
    """The titles and links of the found documents, when the kit keeps them."""
    if kit.info.get("links") != "true":
        return {}
    wanted = {r.source_id for log in logs if log is not None for r in log.search.rows}
    return document_links(kit.root, wanted, kit.settings.validity_end == "exclusive")


def _named(links: dict, row) -> str:
    """A fragment's document title, a link when its URL is a web address."""
    title, url = links.get((row.source_id, row.valid_from), ("", ""))
    if url and followable(url):
        return f" <a class='doc' href='{_e(url)}' rel='noreferrer'>{_e(title or url)}</a>"
    return f" <span class='doc'>{_e(title)}</span>" if title else ""


def _card(kit, question, log, judge=(), links=None) -> dict:
    if log is None:
        head = _head(question, "no_log")
        return {
            "html": f"<article class='card' id='q-{_e(question.id)}'>"
            f"{head}"
            "<p class='muted'>no log yet: run <code>ragfts run</code></p></article>",
            "verdict": "no_log",
            "labels": set(),
            "codes": set(),
            "latest_codes": [],
            "said": "",
        }
    chosen = [a for a in log.answers if not judge or a.label == judge[-1]]
    latest = chosen[-1] if chosen else None
    chain = latest.result.verdict if latest else verdict(context(kit, log, question))
    labels = {a.label for a in log.answers}
    codes = {c for a in log.answers for c in [*a.result.errors, *a.result.retrieval_errors]}
    words = {w for t in terms(question.query, kit.profile) for w in t.words}
    parts = [
        _head(question, chain),
        f"<p class='muted'>expected: {_e(question.expected_action)} — "
        f"{_e(question.expected_response)}</p>",
    ]
    against = []  # the context's clauses an answer says the opposite of
    for entry in log.answers:
        result = entry.result
        answer = entry.answer if isinstance(entry.answer, dict) else {"text": repr(entry.answer)}
        statements = (result.reading or {}).get("statements", [])
        against += contradicted(statements)
        shown = answer_marks(statements) + _contradicting_claims(result)
        lines = "".join(
            f"<div class='code'>{_worded(d.code)}: {_e(d.message)}</div>" for d in result.details
        )
        lines += "".join(
            f"<div class='code'>input error: {_e(e)}</div>" for e in result.input_errors
        )
        if "wrong_source_version_for_question_date" in result.errors:
            lines += _stale(kit, question)
        parts.append(
            f"<div class='answer'><b>[{_e(entry.label)}]</b> {_e(answer.get('action', ''))} "
            f"«{marked(str(answer.get('text', '')), shown)}» → "
            f"<span class='verdict v-{_e(result.verdict)}'>"
            f"{_e(result.verdict)}</span>{lines}</div>"
        )
    rows = [r for r in log.search.rows if r.text is not None]
    parts.append(
        f"<p><b>found ({len(log.search.rows)})</b> for <code>{_e(question.query)}</code>"
        f"{' — search error: ' + _e(log.search.error) if log.search.error else ''}</p>"
    )
    expected = set(question.source_ids)
    quotes = {
        kit.facts[f].source_id: kit.facts[f].quote for f in question.fact_ids if f in kit.facts
    }
    # the expected sources first: a long list is collapsed after the relevant ones
    rows = sorted(rows, key=lambda r: r.source_id not in expected)
    fragments = [
        f"<div class='fragment{' expected' if r.source_id in expected else ''}'>"
        f"<b>{_e(r.source_id)}</b>{_named(links or {}, r)}"
        f"{' <i>expected</i>' if r.source_id in expected else ''} "
        f"<span class='muted'>[{_e(r.valid_from)} .. "
        f"{_e(r.valid_until or 'open')}]</span><br>"
        f"{marked(r.text, _fragment_marks(quotes.get(r.source_id), against), words, kit.profile)}"
        "</div>"
        for r in rows
    ]
    if log.missing:
        parts.append(
            f"<p class='missing'><b>not found by the search:</b> {_e(', '.join(log.missing))}</p>"
        )
    parts += fragments[:SHOWN_ROWS]
    if len(fragments) > SHOWN_ROWS or len(log.search.rows) > len(rows):
        hidden = len(log.search.rows) - SHOWN_ROWS
        parts.append(
            f"<details><summary>{hidden} more fragment(s)</summary>"
            f"{''.join(fragments[SHOWN_ROWS:])}"
            "<p class='muted'>texts stored by hash are shown by ragfts replay</p></details>"
        )
    if log.miss:
        missing = ", ".join(log.missing)
        terms_html = "".join(
            f"<div class='code'>{_e(t['term'])} → {_e(t['read_as'])}: "
            f"{_e(', '.join(('in ' if v else 'NOT in ') + s for s, v in t['in'].items()))}</div>"
            for t in log.miss["terms"]
        )
        rewrites = "".join(
            f"<div class='code'>{_e(r['expression'])} ({_e(r['kind'])})</div>"
            for r in log.miss["rewrites"]
        )
        parts.append(f"<p><b>why {_e(missing)} was missed</b></p>{terms_html}{rewrites}")
    said = latest.answer.get("text", "") if latest and isinstance(latest.answer, dict) else ""
    latest_codes = [*latest.result.errors, *latest.result.retrieval_errors] if latest else []
    return {
        # the filters read the question's table row: the card carries no copy of its data
        "html": f"<article class='card' id='q-{_e(question.id)}'>{''.join(parts)}</article>",
        "verdict": chain,
        "labels": labels,
        "codes": codes,
        "latest_codes": latest_codes,
        "said": said if isinstance(said, str) else "",
    }


def _fragment_marks(quote, against) -> list:
    """In a fragment: the expected fact's quote, then the clauses an answer contradicts."""
    marks = [(quote, "quote", "the expected fact")] if quote else []
    return marks + [(c, "against", "an answer says the opposite") for c in against]


def _contradicting_claims(result) -> list:
    """The words of an answer whose claimed value the registry's fact contradicts."""
    said = {
        d.message.split(" ", 1)[0]: d.message
        for d in result.details
        if d.code == "value_not_supported_by_fact"
    }
    return [
        (c["matched"].lstrip("!"), "against", said[c["fact_id"]])
        for c in (result.reading or {}).get("claims", [])
        if c.get("fact_id") in said and c.get("matched")
    ]


def _worded(code: str) -> str:
    """A code in words, the code itself on hover."""
    from ..grade.codes import CODES

    words = _in_words(CODES[code].meaning) if code in CODES else code
    return f"<span title='{_e(code)}'>{_e(words)}</span>"


def _stale(kit, question) -> str:
    """A stale answer's card says which version was valid on the question's date."""
    valid = []
    for source_id in question.source_ids:
        source = kit.documents.get(source_id)
        if source is not None and source.valid_on(question.at):
            valid.append(f"{source_id} ({source.valid_from} .. {source.valid_until or 'open'})")
    if not valid:
        return ""
    return (
        f"<div class='stale'>valid on {_e(question.at)}: {_e(', '.join(valid))} — "
        "the bot answered from another version</div>"
    )


# The question table shows this many words of the latest answer.
SAID_WORDS = 8


def _row(question, card: dict) -> str:
    """One line of the first screen: what broke, who fixes it, and what the bot said."""
    verdict_ = card["verdict"]
    words = card["said"].split()
    said = " ".join(words[:SAID_WORDS]) + (" …" if len(words) > SAID_WORDS else "")
    codes = "; ".join(_worded(c) for c in card["latest_codes"])
    data = (
        f"data-verdict='{_e(verdict_)}' data-labels='{_e(' '.join(sorted(card['labels'])))}' "
        f"data-codes='{_e(' '.join(sorted(card['codes'])))}'"
    )
    return (
        f"<tr role='row' {data}><td role='cell'><a href='#q-{_e(question.id)}'>"
        f"{_e(question.id)}</a></td><td role='cell'>{_e(question.at)}</td>"
        f"<td role='cell'>{_e(question.question)}</td><td role='cell'>"
        f"<span class='verdict v-{_e(verdict_)}'>{_e(verdict_)}</span></td>"
        f"<td role='cell'>{_e(OWNERS.get(verdict_, '—'))}</td><td role='cell'>{codes or '—'}</td>"
        f"<td role='cell'>{_e(said) or '—'}</td></tr>"
    )


def _in_words(meaning: str) -> str:
    """A code's meaning up to its first colon or semicolon: short enough for a cell."""
    return re.split(r"[:;(]", meaning, maxsplit=1)[0].strip()


def _table(rows: list[str]) -> str:
    heads = ("id", "date", "question", "verdict", "owner", "what broke", "the bot said")
    # a button in each header: sorting is reachable by keyboard (Tab, Enter or Space)
    head = "".join(
        f"<th scope='col' role='columnheader'><button type='button'>{h}</button></th>"
        for h in heads
    )
    return (
        "<table class='questions' role='table' "
        "aria-label='questions: what broke and who fixes it'>"
        f"<thead><tr role='row'>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _head(question, chain: str) -> str:
    owner = OWNERS.get(chain, "—")
    return (
        f"<h2>{_e(question.id)} <span class='muted'>@ {_e(question.at)}</span> "
        f"<span class='verdict v-{_e(chain)}'>{_e(chain)}</span>"
        f"{f' <span class=owner>owner: {_e(owner)}</span>' if owner != '—' else ''}</h2>"
        f"<div>{_e(question.question)}</div>"
    )


def write_report(
    root: Path, target: Path, tenant: str | None = None, labels=()
) -> tuple[Path, list]:
    """Write the page atomically, unless a card would disclose a canary. The page never
    replaces a kit file, nor any file but an earlier report."""
    target = outside_target(root, target, "report", "--output", MARKER)
    page, violations = build_report(root, tenant, tuple(labels))
    if not violations:
        write_atomic(target, page.encode("utf-8"))
    return target, violations
