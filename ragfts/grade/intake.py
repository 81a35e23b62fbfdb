"""Intake's rules, without a golden set: which registry facts a question asks for
(scored in asked.py), the reference reaction the evidence gate gives them, and the
triage class of what the bot said, each with the evidence that put it there.

A fact is asked for when its source was found (valid on the date) and either the
question shares enough with the fact (its quote, phrases, subject and attribute: the
best-sharing facts, each stem weighed by its rarity in the registry, holding half the
weight the question's known stems carry, of the facts whose quote, a phrase, or subject
with attribute the question says a fifth of, by weight or by CJK characters, or of
the quote's clause that holds the value when the source holds the question) or the
bot's answer is read as stating it. The gate over those facts' subject.attribute gives
answer, clarify or abstain; the bot's answer is then graded as any answer on a golden
row made of them."""

from __future__ import annotations

from ..kit.records import Question, Record
from .asked import CHOSEN_SHARE, CLAIMED_SHARE, MATCHES_LOGGED, SHARE, best_asked, scored_facts
from .asked_led import by_kind, by_name, by_noun, by_reason
from .evidence import assess, of_key, reaction
from .facts_index import indexed
from .grading import grade
from .quantities import NAMED, fits, names_whom_asked, value_kind
from .question_kinds import asked_kind
from .values import display, excerpt

CLASSES = (
    "likely_false_refusal",
    "unsupported_answer",
    "stale_answer",
    "conflict",
    "kb_gap",
    "ok",
    "unclear",
)
# Codes that say the answer states what the found context does not hold.
_UNSUPPORTED = {
    "unsupported_statement",
    "unsupported_answer",
    "value_not_supported_by_fact",
    "text_contradicts_claim",
    "expected_fact_missing",
    "claim_source_mismatch",
}

# Codes that say the answer (or the context the bot read) is an outdated version's.
_STALE = {"wrong_source_version_for_question_date", "bot_context_stale"}

# Why a formulation the knowledge base answers is unclear when the export has no answer
# column: its reference reaction stands (and is drafted), the bot's is not known.
NO_ANSWER = "no answer to read (the export has no --answer column)"


class Triaged(Record):
    """The class of one formulation, why, the facts and sources it rests on, the two
    sides of a conflict, and match: the best-sharing facts as (fact_id, share, part,
    "question"), those the bot's answer stated as (fact_id, None, None, "answer"), and
    the one a question's kind singled out (asked_led: by_kind, by_noun, by_reason,
    by_name) as (fact_id, None, None, "kind"); unread: unclear only because the export
    gives no answer (its reference reaction is the rules', a typical case still);
    chosen: the facts are the ones the bot's answer states, of those the question is
    about."""

    __slots__ = (
        "cls",
        "why",
        "action",
        "fact_ids",
        "source_ids",
        "sides",
        "match",
        "unread",
        "chosen",
    )
    _defaults = {"sides": (), "match": (), "unread": False, "chosen": False}


def triage(context, answer: dict, question_text: str, labelled=None) -> Triaged:
    """One conversation's class on the found context (context.question is a stand-in
    with no expectations; this builds the one the rules give). `labelled`: the golden
    question the formulation is, whose facts, when the search found their sources, are
    the ones asked for: a person said which, and `answer` grades on them."""
    at = context.question.at
    context, answer, held = _with_bot_sources(context, answer)
    if labelled is not None:  # a golden row's facts' sources, as the bot's are read
        golden = [context.facts[f].source_id for f in labelled.fact_ids if f in context.facts]
        context = _also_read(context, golden)
    # every row of the fixed query is valid on the date, and the bot's own sources were
    # checked above: no source is looked up here (a broad search finds thousands)
    found = set(context.found)
    if not found:
        why = "nothing valid on the date was found" + _anyway(answer)
        return Triaged("kb_gap", why, "abstain", (), ())
    # scored once: the facts whose value cannot answer the question are dropped here, and
    # a gap says which of them the question's words alone would have asked for
    every = scored_facts(
        question_text,
        context.facts,
        found,
        context.units,
        kinds=False,
        texts=context.texts,
        own=context.kin,
    )
    scored = [t for t in every if fits(question_text, t[2])]
    asked = {f.fact_id: f for f in best_asked(scored)}
    match = [(f.fact_id, round(share, 3), round(part, 3), "question") for share, part, f in scored]
    match = match[:MATCHES_LOGGED]
    claimed = _claimed(context, answer, found, question_text)
    # a fact the answer states, of those the question is about, is the one the bot read
    # the question as asking for: the best-sharing facts are the rules' guess, not more
    about = {c.fact_id for share, _part, c in scored if share >= CHOSEN_SHARE - 1e-9}
    if claimed and not set(claimed) & about:
        about |= _most_of(question_text, context, found, claimed)
    chosen = [f for f in claimed if f in about] or _kind_chosen(
        question_text, claimed, scored, list(asked.values()), context.facts
    )
    labels = _labels(labelled, context.facts, found)
    if labels:
        asked, chosen = labels, []
    elif chosen:
        asked = {f: context.facts[f] for f in chosen}
    logged = {m[0] for m in match}
    for fact_id in claimed:
        if fact_id not in logged:
            match.append((fact_id, None, None, "answer"))
        if not labels and not chosen and fits(question_text, context.facts[fact_id]):
            # a value of another kind than the one asked for ("674 steps" to "Who
            # opposed …?") is not what the question asked, whatever the bot said
            asked.setdefault(fact_id, context.facts[fact_id])
    if not asked:
        # no fact shares enough: the question may name its subject and ask a kind of value
        # that one found fact of that subject holds, its other words in that fact's source
        read = (question_text, context.facts, found, context.texts)
        led = by_kind(*read, context.units, context.kin)
        led = led or by_noun(*read, context.kin)
        led = led or by_reason(*read, context.kin)
        led = led or by_name(*read, context.kin)
        asked = {f.fact_id: f for f in led}
        match.extend((f.fact_id, None, None, "kind") for f in led)
    match = tuple(match)
    if not asked:
        why = f"found {_named(sorted(found))}, and no fact of the registry answers it"
        if scored:  # how near the nearest came: the owner sees what the question lacked
            share, _part, nearest = scored[0]
            why += f" (nearest {nearest.fact_id}: {round(share, 3)} of the question's weight"
            why += f", {SHARE} needed)"
        why += _unfit(question_text, every)
        return Triaged("kb_gap", why + _anyway(answer), "abstain", (), (), match=match)
    keys = sorted({(f.subject, f.attribute) for f in asked.values()})
    decisions = [
        assess(of_key(context.facts, s, a), context.documents, subject=s, attribute=a, at=at)
        for s, a in keys
    ]
    action = reaction(decisions)
    used = sorted({fid for d in decisions for fid in d.fact_ids})
    sources = sorted({context.facts[f].source_id for f in used})
    if action == "abstain":
        why = "no fact of the registry is valid on the date"
        return Triaged("kb_gap", why, action, (), (), match=match)
    if action == "clarify":
        sides = [_side(context.facts[f]) for f in used]
        why = f"{' against '.join(sides)}: no priority is given — the owner decides"
        return Triaged(
            "conflict", why, action, tuple(used), tuple(sources), tuple(sides), match=match
        )
    if answer.get("text") is None:  # the export says nothing of what the bot said
        why = f"{NO_ANSWER}; {', '.join(used)} ({', '.join(sources)}) answers it"
        return Triaged(
            "unclear", why, action, tuple(used), tuple(sources), match=match, unread=True
        )
    golden = Question(
        context.question.id, at, question_text, "-", "answer", tuple(used), tuple(sources)
    )
    graded = grade(answer, context._but_question(golden))
    classed = _classed(graded, action, used, sources)
    if not labels and not chosen and claimed and _only_guess_missing(graded):
        classed = _other_fact(classed, context.facts, claimed, asked)
    if classed.cls == "likely_false_refusal":
        why = classed.why + _bot_side(graded, answer, held, sources)
        classed = Triaged(**{**classed.as_dict(), "why": why})
    return Triaged(**{**classed.as_dict(), "match": match, "chosen": bool(chosen)})


def _most_of(question_text: str, context, found: set[str], claimed: list[str]) -> set[str]:
    """The facts the answer states that hold CLAIMED_SHARE of the question's weight though
    the question says less than a fifth of each of their parts (a long quote: "What are
    the sides of the base lined up with?" of "The four sides of the base are aligned
    almost exactly with the four points of the compass")."""
    every = scored_facts(
        question_text, context.facts, found, context.units, False, context.texts, 0.0, context.kin
    )
    return {
        f.fact_id
        for share, _part, f in every
        if f.fact_id in claimed and share >= CLAIMED_SHARE - 1e-9 and fits(question_text, f)
    }


def _kind_chosen(question_text: str, claimed: list, scored: list, guessed: list, facts) -> list:
    """The facts the answer states that the question is about (a fifth of a part) and
    whose value is a name the question asks for, when the rules' guess is not: «Кто
    спроектировал водовод для фонтанов?» answered «Василий Туволков» reads the question
    as the bot did, though its words share more with «вода поступает самотёком»."""
    if any(names_whom_asked(question_text, f) for f in guessed):
        return []
    near = {f.fact_id for _share, _part, f in scored}
    return [f for f in claimed if f in near and names_whom_asked(question_text, facts[f])]


def _labels(labelled, facts: dict, found: set[str]) -> dict:
    """The golden row's facts, when it names some, the asker may see each, and the
    derived search found each one's source; else none (the rules guess)."""
    ids = labelled.fact_ids if labelled is not None else ()
    if not ids or any(f not in facts or facts[f].source_id not in found for f in ids):
        return {}
    return {f: facts[f] for f in ids}


def _only_guess_missing(graded) -> bool:
    """Whether all the grade holds against the answer is that a fact the rules guessed
    is not among its claims: each claim it makes is a found fact's."""
    codes = set(graded.errors) | set(graded.retrieval_errors)
    return codes == {"expected_fact_missing"}


def _other_fact(classed: Triaged, facts: dict, claimed: list[str], asked: dict) -> Triaged:
    """An answer stating found facts the question's words reach less than the rules'
    guess: the found context supports what it said, so it is not unsupported, and which
    fact the question asks for — the bot's reading or the rules' — a person decides."""
    guessed = sorted(set(asked) - set(claimed))
    said = f"{', '.join(claimed)} ({', '.join(sorted({facts[f].source_id for f in claimed}))})"
    guess = f"{', '.join(guessed)} ({', '.join(sorted({facts[f].source_id for f in guessed}))})"
    why = (
        f"the bot answered with {said}, which the found context holds; the question's words "
        f"point at {guess}: which one it asks for, a person decides"
    )
    return Triaged(**{**classed.as_dict(), "cls": "unclear", "why": why})


def _unfit(question_text: str, every: list[tuple]) -> str:
    """Why the fact the question's words would have asked for (of every scored fact,
    whatever its value's kind) is not it: its value is not the kind of answer the
    question asks for."""
    unfit = best_asked(every)
    if not unfit:
        return ""
    said = ", ".join(
        f"{f.fact_id} ({display(f.value)}{' ' + f.unit if f.unit else ''}) is "
        f"{NAMED.get(value_kind(f.value, f.unit), 'words without a number')}"
        for f in unfit
    )
    return f"; {said}, and the question asks for {NAMED[asked_kind(question_text)]}"


def _with_bot_sources(context, answer: dict):
    """The found context with the sources the bot cited or retrieved (an export's
    citations and context, a URL or title read as its source) that are valid on the
    date and the asker may see: a fact one of them holds may be the one asked for, and
    a citation of one is no citation of a source nobody found. Also the answer so read,
    and the sources its own context held."""
    from .citations import resolved

    if not ({"source_ids", "context"} & set(answer)):
        return context, answer, set()
    answer, _read = resolved(answer, context)
    items = answer.get("context", [])
    held = {c if isinstance(c, str) else c["source_id"] for c in items}
    return _also_read(context, held | set(answer.get("source_ids", []))), answer, held


def _also_read(context, sids):
    """The found context with these sources too, those valid on the date that the asker
    may see (a bot's or a golden row's: named, not searched)."""
    at, docs = context.question.at, context.documents
    extra = sorted(
        sid
        for sid in sids
        if sid not in context.found
        and sid in docs
        and docs[sid].valid_on(at)
        and (context.visible is None or context.visible(sid))
    )
    if not extra:
        return context
    texts = dict(context.texts)
    for sid in extra:
        text = context.index_text(sid) if context.index_text else None
        if text is not None:
            texts[sid] = text
    found = set(context.found) | set(extra)
    return type(context)(**{**context.as_dict(), "found": found, "texts": texts})


def _bot_side(graded, answer: dict, held: set[str], sources: list[str]) -> str:
    """Which link a false refusal broke when the export gives the bot's context: its
    retrieval missed the source (search), or the source was there and it refused (answer)."""
    if "context" not in answer:
        return ""
    missed = [d for d in graded.details if d.code == "bot_retrieval_missed"]
    if missed:
        return f"; bot_retrieval_missed: {missed[0].message}"
    seen = [s for s in sources if s in held]
    return f"; the bot's own context held {', '.join(seen)}" if seen else ""


# A gap's evidence names this many found sources and counts the rest: the owner reads
# the line, and its derived log lists every row.
NAMED_SOURCES = 5


def _named(ids: list[str]) -> str:
    if len(ids) <= NAMED_SOURCES:
        return ", ".join(ids)
    more = len(ids) - NAMED_SOURCES
    return f"{', '.join(ids[:NAMED_SOURCES])} and {more} more (the derived log lists them)"


def _anyway(answer: dict) -> str:
    """A bot that answered where the knowledge base has nothing: said beside the gap."""
    from ..kit.profile import fold
    from .refusals import refusal

    text = answer.get("text") or ""
    if not text.strip() or refusal(fold(text)) is not None:
        return ""
    return f"; the bot answered anyway: «{excerpt(text)}»"


def _side(fact) -> str:
    unit = f" {fact.unit}" if fact.unit else ""
    return f"{fact.fact_id} = {display(fact.value)}{unit} ({fact.source_id}: «{fact.quote}»)"


def _claimed(context, answer: dict, found: set[str], question_text: str) -> list[str]:
    """The facts the bot's answer is read as stating, of the found sources' keys, read
    against the question as a reply to it is: «365.» states "365 steps" to "How many
    stairs …?", a count a reply may give alone."""
    from .reading import read

    index = indexed(context.facts)
    keys = {(f.subject, f.attribute) for f in index.of_sources(found)}
    pool = sorted(f.fact_id for f in index.of_keys(keys))
    if not pool or not isinstance(answer.get("text"), str):
        return []
    question = Question(
        context.question.id, context.question.at, question_text, "-", "answer", tuple(pool), ()
    )
    reading = read(
        answer,
        question,
        context.facts,
        context.documents,
        sorted(found),
        context.texts,
        context.refusals,
        context.units,
        bare_claims=False,
    )
    return [c.fact_id for c in reading.claims]


def _said(graded, codes) -> str:
    """The finding that put the answer in its class, said first."""
    details = sorted(graded.details, key=lambda d: d.code not in codes)
    return "; ".join(f"{d.code}: {d.message}" for d in details[:2])


def _classed(graded, action: str, used: list[str], sources: list[str]) -> Triaged:
    codes = set(graded.errors) | set(graded.retrieval_errors)
    said = _said(graded, _STALE | {"value_not_supported_by_fact", "source_not_visible_to_asker"})
    facts = f"{', '.join(used)} ({', '.join(sources)})"
    if graded.passed:
        return Triaged("ok", f"answered with {facts}", action, tuple(used), tuple(sources))
    read_as = (graded.reading or {}).get("action")
    if read_as == "abstain":
        why = f"the bot refused; {facts} holds the fact"
        return Triaged("likely_false_refusal", why, action, tuple(used), tuple(sources))
    if read_as == "clarify" and action == "answer":
        # no statement to check: whether the question was ambiguous is a person's call
        why = f"the bot asked a question back where {facts} answers it: a person decides"
        return Triaged("unclear", why, action, tuple(used), tuple(sources))
    if codes & _STALE:
        return Triaged("stale_answer", said, action, tuple(used), tuple(sources))
    if codes & _UNSUPPORTED:
        return Triaged("unsupported_answer", said, action, tuple(used), tuple(sources))
    return Triaged("unclear", said or "no rule applies", action, tuple(used), tuple(sources))
