"""What an answer's own words say, against its claims and against its context.

A correct fact_id and source_id do not prove the fact was used correctly (seed 002): the
text of a structured answer must agree with its claims, and every statement of an answer
that states facts must be held by the context it was given.
"""

from __future__ import annotations

from itertools import islice

from ..kit.profile import fold
from .context import Context, _Findings
from .evidence import of_key
from .statements import Statement, check
from .values import canonical, excerpt

# Statements are checked against this many fragments at most: a broad question's tail
# is not what a bot put in its prompt.
FRAGMENTS = 100


def check_text_agrees(claims: list, said: list, facts, findings: _Findings) -> None:
    """A claim whose attribute the text states, but never with the claim's value."""
    for claim in claims:
        fact = facts.get(claim["fact_id"])
        if fact is None:
            continue
        key = (fact.subject, fact.attribute)
        on_it = [c for c in said if c.fact_id in facts and _key(facts[c.fact_id]) == key]
        if on_it and all(canonical(c.value) != canonical(claim["value"]) for c in on_it):
            findings.add(
                "text_contradicts_claim",
                f"{fact.fact_id}: the text says «{on_it[0].matched}» "
                f"({fact.attribute} = {on_it[0].value}), the claim says {_shown(claim['value'])}",
            )


def _shown(value) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _key(fact) -> tuple:
    return (fact.subject, fact.attribute)


def check_statements(answer: dict, context: Context, findings: _Findings) -> list[Statement]:
    """Each statement of an answer that states facts, with what the context lacks; an
    answer with no backed claim is unsupported as a whole already, and with no fragment
    there is nothing to hold a statement against."""
    question = context.question
    claims = answer.get("claims") or []
    text = answer.get("text") or ""
    if (
        answer.get("action") not in ("answer", "clarify")
        or not claims
        or not text.strip()
        or any(f.code == "unsupported_answer" for f in findings)
    ):
        return []
    # a claimed fact's other versions' values too: «2000 рублей (до этого — 1000)» tells
    # the change of a price, and the outdated version holds the 1000 (other_times.py)
    versions = [
        f
        for c in claims
        if c.get("fact_id") in context.facts
        for f in of_key(context.facts, *_key(context.facts[c["fact_id"]]))
    ]
    claimed = frozenset(
        value
        for kind, value in (
            canonical(v) for v in [*(c["value"] for c in claims), *(f.value for f in versions)]
        )
        if kind == "number"
    )
    # and the dates their sources are valid from and until: «С июня срок — 30 дней» names
    # when the claimed version began, «в сентябре было 1000» when an outdated one held
    stated = {c.get("fact_id") for c in claims}
    outdated = [f for f in versions if f.fact_id not in stated]
    eras = _valid_between([f for f in versions if f.fact_id in stated], context.documents)
    history = _valid_between(outdated, context.documents)
    ids = set(context.found) | set(question.source_ids) | set(question.fact_ids)
    ids |= set(answer.get("source_ids") or []) | {c["fact_id"] for c in claims}
    ids |= {c["source_id"] for c in claims}
    skip = tuple(sorted((fold(i) for i in ids if i), key=len, reverse=True))
    fragments = _fragments(context)
    if not fragments:
        return []  # nothing found: the citations and the verdict say so already
    statements = check(
        text,
        fragments,
        " ".join(
            [
                question.question,
                question.at,
                *_worded(claims, context.facts),
                *_told_before(outdated, context),
            ]
        ),
        context.profile,
        claimed,
        skip,
        history,
        eras,
    )
    for statement in statements:
        if statement.unsupported:
            findings.add(
                "unsupported_statement",
                f"«{excerpt(statement.text)}»: {'; '.join(statement.unsupported)}",
            )
    return statements


def _valid_between(facts: list, documents) -> tuple[str, ...]:
    """The dates the facts' sources are valid from and until."""
    days = {
        day
        for f in facts
        if (source := documents.get(f.source_id)) is not None
        for day in (source.valid_from, source.valid_until)
        if day
    }
    return tuple(sorted(days))


def _told_before(outdated: list, context: Context) -> list[str]:
    """The texts of the sources of a claimed fact's outdated versions: a statement of
    history says their words («В сентябре было 1000, но тот прайс больше не действует»)."""
    if context.index_text is None:
        return []
    sources = sorted({f.source_id for f in outdated})
    if context.visible is not None:  # only what the asker may read
        sources = [s for s in sources if context.visible(s)]
    return [text for text in map(context.index_text, sources) if text]


def _worded(claims: list, facts) -> list[str]:
    """The registry's own words for each fact a claim states with its value: its quote
    and the phrases that state it («当然可以退款» says the phrase 可以退款 and a word)."""
    out = []
    for claim in claims:
        fact = facts.get(claim.get("fact_id"))
        if fact is not None and canonical(claim.get("value")) == canonical(fact.value):
            out += [fact.quote, *(p for p in fact.phrases if not p.startswith("!"))]
    return out


def _fragments(context: Context) -> dict[str, str]:
    texts = dict(islice(context.texts.items(), FRAGMENTS))
    if not texts and context.index_text is not None:
        for source_id in sorted(context.found)[:FRAGMENTS]:
            text = context.index_text(source_id)
            if text is not None:
                texts[source_id] = text
    return texts
