"""`ragfts intake`: a bot's real conversations triaged without a golden set. Each new
formulation is searched with a query derived by rule at its conversation's date, the
facts it asks for are matched and gated by rule, and what the bot said is read; only
what needs a person goes to the owners: missing business facts and conflicts. Typical
cases become draft golden rows that `--accept` moves into questions.csv."""

from __future__ import annotations

from pathlib import Path

from ..grade.asked import could_choose, fact_sources, priced
from ..grade.context import Context
from ..grade.intake import triage
from ..grade.quantities import answers_kind
from ..grade.question_kinds import asked_kind
from ..grade.reading import may_state_any
from ..index.connect import validity_spans
from ..index.view import open_kit
from ..kit.errors import InputError, Problem
from ..kit.records import Question
from . import formulation as one_formulation
from .conversations import Columns, conversation_day, read_conversations  # noqa: F401
from .derive import derive
from .formulation import (
    FOUND_BY_ANSWER,
    Eras,
    Formulation,
    Labelled,
    answer_key,
    draft_id,
    formulation_key,
    merged,
)
from .near import Near
from .said import answers, naming

# An export this bad is refused at once: the problems so far are named.
PROBLEMS_SHOWN = 100
# A formulation names this many of the conversations that asked it (the export's own
# ids, the first ones): enough for the owner to open one, bounded however often it is asked.
CONVERSATION_IDS = 5


def intake(
    root: Path,
    path: Path,
    columns: Columns,
    at: str | None = None,
    jobs: int = 1,
    scheduler: str | None = None,
    log: bool = True,
) -> list[Formulation]:
    """Each formulation triaged once, in the order the export first asks it. The export
    is streamed: memory holds one conversation per formulation and a count, not the
    export; the formulations are triaged here, on `jobs` workers or on a Dask cluster,
    and (with `log`) each one's search is written as a derived log under intake/."""
    from ..kit.progress import steps
    from .fanout import fan_out

    if columns.date is None and at is None:
        raise InputError("give --date COLUMN (each conversation's date) or --at YYYY-MM-DD")
    # a first pass refuses a bad export before the kit is opened (which may build the
    # index): a refused input writes nothing
    problems: list[Problem] = []
    near = Near()  # how often each stem is asked, counted as the export is checked
    with steps("checking conversations") as advance:
        for conversation in read_conversations(Path(path), columns, at, problems):
            near.count(formulation_key(conversation.question))
            advance()
            if len(problems) >= PROBLEMS_SHOWN:
                break
    if problems:
        raise InputError(problems)
    with open_kit(root) as kit:
        if kit.access and columns.tenant is None:
            raise InputError(
                "this kit has access columns: say which column holds each conversation's "
                "tenant (--tenant COLUMN, and --groups COLUMN)"
            )
        from .drafts import read_seen

        # the golden questions first: a conversation near one is that one; then the
        # formulations of earlier intakes, in the order first seen
        golden = [
            (formulation_key(q.question), _asker_of(kit, q.tenant_id, q.groups), q.id)
            for q in kit.questions.values()
        ]
        seen_before = read_seen(kit.root)
        before = [
            (formulation_key(question), _asker_of(kit, t, tuple(g for g in gs.split(";") if g)))
            for _fid, t, gs, question in seen_before
        ]
        for stems_of, *_ in golden + before:
            near.count(stems_of)
        eras = Eras(validity_spans(kit.conn))
        known = {}
        for (stems_of, asker, qid), q in zip(golden, kit.questions.values()):
            known.setdefault((near.key(stems_of, asker), asker, eras.of(q.at)), qid)
        earlier = {(near.key(stems_of, asker), asker) for stems_of, asker in before}
        # (key, asker, era) -> [its first conversation, count, the first conversations' ids,
        # {(label, answer): [its first conversation, count]}, conversations unread]
        groups: dict[tuple, list] = {}
        with steps("reading conversations") as advance:
            for conversation in read_conversations(Path(path), columns, at, problems):
                # one formulation per asker too: what one tenant's bot may see, another's may not
                asker = _asker_of(kit, *conversation.asker)
                stems_of = near.key(formulation_key(conversation.question), asker)
                key = (stems_of, asker, eras.of(conversation.at))
                if key not in groups:
                    groups[key] = [conversation, 0, [], {}, 0]
                group = groups[key]
                group[1] += 1
                if conversation.id and len(group[2]) < CONVERSATION_IDS:
                    group[2].append(conversation.id)
                # one answer's right reading does not hide another's refusal, whichever bot
                reading = (conversation.label, answer_key(conversation.answer))
                if reading in group[3]:
                    group[3][reading][1] += 1
                elif len(group[3]) < one_formulation.READINGS:
                    group[3][reading] = [conversation, 1]
                else:
                    group[4] += 1
                advance()
        if problems:  # the export changed since the first pass
            raise InputError(problems)
        pieces = [
            (key, asker, first, count, known.get((key, asker, era)), (key, asker) in earlier)
            + (tuple(ids), tuple(tuple(seen) for seen in readings.values()), unread)
            + (bool(columns.label), era)
            for (key, asker, era), (first, count, ids, readings, unread) in groups.items()
        ]
        from ..index.locks import logs_lock

        if log and not (kit.access and kit.scores):
            from .intake_logs import triaged_and_logged

            with logs_lock(kit.root):  # each search spooled once, as its log's rows
                found = triaged_and_logged(kit, pieces, _triage, jobs, scheduler)
                _keep(kit, seen_before, found)
            return found
        found = []
        with steps("triaging formulations", len(pieces)) as advance:
            for formulation in fan_out(kit, _triaged, pieces, jobs, scheduler):
                found.append(formulation)
                advance()
        with logs_lock(kit.root):
            if log:
                from .intake_logs import log_formulations

                log_formulations(kit, found, jobs, scheduler)
            _keep(kit, seen_before, found)
        return found


def _keep(kit, seen_before: list, found: list) -> None:
    """What the next intake and the owners read, written as one change after the logs:
    a command stopped before it leaves the last intake's files whole, and the next
    intake triages (and logs) today's formulations again."""
    from ..kit.commit import commit
    from .drafts import DRAFTS, SEEN, draft_rows, drafts_bytes, seen_bytes
    from .intake_logs import DERIVED
    from .owners import OWNERS, owners_bytes

    files = [(SEEN, seen_bytes(seen_before, found)), (OWNERS, owners_bytes(kit, found))]
    drafted = drafts_bytes(kit.root, draft_rows(found))
    if drafted is not None:
        files.append((DRAFTS, drafted))
    (kit.root / DERIVED).mkdir(exist_ok=True)
    commit(kit.root, files, "intake")


# The kinds of value whose very kind (a length, a span of time, a height) the bot's answer
# gives seldom by chance, unlike a year or a count: answered so on a fact its own words
# found, the answer is the question's though its words do not reach the fact (another
# question's answer `ok` unchanged on every bench; a year to "When …?" is too common).
_MEASURED = frozenset({"duration", "length", "measure"})


def _unreached(triaged):
    """An answer the bot's own words show stated, that the question's words do not reach."""
    from ..grade.intake import Triaged

    facts = f"{', '.join(triaged.fact_ids)} ({', '.join(triaged.source_ids)})"
    why = (
        f"the bot answered with {facts}, which the question's words do not reach: "
        "whether it answers the question, a person decides"
    )
    return Triaged(**{**triaged.as_dict(), "cls": "unclear", "why": why})


def _asker_of(kit, tenant: str, groups) -> tuple | None:
    return (tenant, tuple(sorted(groups))) if kit.access else None


def _triaged(kit, piece: tuple) -> Formulation:
    """One formulation triaged: (its key, asker, first conversation, count, golden id,
    whether an earlier intake saw it, the ids of the first conversations that asked, its
    different answers as (first conversation, count), the conversations unread, whether
    the export labels its bots)."""
    return _triage(kit, piece)[0]


def _triaged_spooled(kit, piece: tuple) -> tuple:
    """_triaged on a local worker, its search spooled for the log (intake_logs)."""
    from .intake_logs import triaged_on_worker

    return triaged_on_worker(kit, piece, _triage)


def _triage(kit, piece: tuple, spool_for=None):
    """_triaged's formulation and the derived search it rests on; with spool_for (a
    Spool for a question), that search's rows spooled for its log."""
    from ..index.search import facts_seen_by, visibility
    from ..kit.records import Asker

    key, asker, first, count, known, seen_before, conversation_ids = piece[:7]
    readings, unread, labelled, era = piece[7:]
    line, question, at, answer = first.line, first.question, first.at, first.answer
    said = answer["text"]
    who = Asker(*asker) if asker is not None else None
    seen = visibility(kit.conn, who)
    tenant, groups = asker if asker is not None else ("", ())
    golden = kit.questions.get(known) if known else None  # a person said what it asks
    fid = draft_id(key + ((tenant, ";".join(groups)) if asker is not None else ())) + era
    stub = Question(fid, at, question, "-", "abstain", tenant_id=tenant, groups=groups)
    spooling = (lambda: spool_for(stub)) if spool_for is not None else None
    found = derive(kit, question, at, asker=who, spool_for=spooling)
    attempts = [{**a, "from": "question"} for a in found.attempts]

    def on(derived):
        query = derived.expression or "-"
        stand_in = Question(fid, at, question, query, "abstain", tenant_id=tenant, groups=groups)
        facts = facts_seen_by(kit.conn, kit.facts, who)
        # every row the search found counts, not only the first ones kept: a fact's
        # source may come late in source_id order; its text is read from the index
        texts = {row.source_id: row.text for row in derived.rows}
        found = set(derived.found)  # the kept rows among them
        for sid in sorted((found & fact_sources(facts, kit.units)) - texts.keys()):
            texts[sid] = kit.documents.text(sid)
        context = Context(
            stand_in,
            found,
            None,
            facts,
            kit.documents,
            texts,
            kit.refusals,
            kit.documents.text,
            units=kit.units,
            visible=seen,
            profile=kit.profile,
            kin=kit.kin,
        )
        return context, triage(context, answer, question, golden)

    def on_answer(spooled: bool = True, whole: bool = False):
        spool = spooling if spooled else None
        derived = derive(kit, naming(said), at, asker=who, spool_for=spool, whole=whole)
        attempts.extend({**a, "from": "answer"} for a in derived.attempts)
        return derived

    def answer_triaged(whole: bool = False):
        """The bot's own words' search and the triage on it. Seldom kept, so not spooled:
        a kept one is searched again to be logged (a broad one's spool cost more)."""
        from_answer = on_answer(spooled=False, whole=whole)
        try:
            return from_answer, (on(from_answer) if from_answer.rows else None)
        except BaseException:
            from_answer.release()
            raise

    answered = False  # whether the search kept is the first bot's answer's words'

    def keep(derived, taken: bool) -> None:
        """The search the triage rests on: `derived` (the answer's words') when taken;
        the other is let go of."""
        nonlocal found, answered
        if taken:
            found, derived, answered = derived, found, True
        derived.release()

    def reached(t):
        """On a search of an answer's words, an answer right on a fact the question's
        words do not reach (less than two fifths of their weight) is a person's call,
        not `ok`: «Куда вводить код скидки?», its words finding nothing, answered with
        the warranty's terms the answer's words find."""
        if not answered or t.cls != "ok" or t.chosen:
            return t
        facts = [context.facts[f] for f in t.fact_ids]
        if all(answers_kind(question, f, within=True) and priced(question, f) for f in facts):
            return t  # «Сколько стоит тариф сейчас?» answered with the month's price
        return t if measured(t) else _unreached(t)

    def measured(t) -> bool:
        """Whether the question asks a length, a span of time or a measure and the facts
        an answer is right on are of that very kind, which a wrong answer gives seldom
        by chance: "How long is the trip up by cableway?" answered "about five minutes"."""
        facts = [context.facts[f] for f in t.fact_ids]
        return asked_kind(question) in _MEASURED and all(answers_kind(question, f) for f in facts)

    def gap(t) -> bool:
        """Whether the question's words reach no fact where the bot answered in words that
        may state one."""
        return t.cls == "kb_gap" and answers(said) and may_state_any(said, context.facts)

    def held(from_answer, kept, context, triaged):
        """A gap's answer read on the search of all its words: when they find a source whose
        fact it states, the knowledge base holds what it said, and whether that answers
        the question is a person's call; else the gap, the question's search kept."""
        stated = kept is not None and kept[1].cls == "ok"
        keep(from_answer, stated)
        if not stated:
            return context, triaged
        # a fact of the kind asked that shares a word with the question is no reason here,
        # as it is where the question's words find nothing: they found what it shares
        # («1941» to «Когда открыли московское метро?»)
        return kept[0], kept[1] if measured(kept[1]) else _unreached(kept[1])

    def other(answer):
        """Another bot's answer triaged on the search kept: a gap found on the first
        answer's words says so, since what that search found is not the question's."""
        t = reached(triage(context, answer, question, golden))
        if answered and t.cls == "kb_gap":
            t = type(t)(**{**t.as_dict(), "why": t.why + FOUND_BY_ANSWER})
        return t

    try:
        if not found.rows and said:  # the bot's own words may name what the question did not
            from_answer = on_answer()
            keep(from_answer, bool(from_answer.rows))
            context, triaged = on(found)
            triaged = reached(triaged)
        else:
            context, triaged = on(found)
            if (
                triaged.cls != "ok"
                and answers(said)
                and could_choose(question, context.facts, kit.units, said, kit.kin)
            ):
                # a bot that answered may have read a source the question's words did not
                # find: its own words' search is kept when it shows the answer right on a
                # fact the question is about
                from_answer, kept = answer_triaged()
                right = kept is not None and kept[1].cls == "ok" and kept[1].chosen
                if right:
                    keep(from_answer, True)
                    context, triaged = kept
                elif kept is not None and len(from_answer.attempts) == 1 and gap(triaged):
                    # every word of the answer found rows: it is the gap's own search,
                    # though it showed no fact the question is about right («This is a
                    # rapidly evolving situation …», an entry's own text)
                    context, triaged = held(from_answer, kept, context, triaged)
                else:
                    keep(from_answer, False)
            elif gap(triaged):
                # all its words only: a looser search costs a broad one per gap
                context, triaged = held(*answer_triaged(whole=True), context, triaged)
        # each other answer, on the same search (it is logged once)
        own = Labelled(first.label if labelled else None, 0, triaged)
        others = merged(own, readings, other, labelled)
    except BaseException:
        found.release()
        raise
    formulation = Formulation(
        fid,
        question,
        at,
        count,
        line,
        known,
        found.expression,
        attempts,
        triaged,
        asker,
        seen_before,
        conversation_ids,
        first.label if labelled else None,
        others,
        unread,
    )
    return formulation, found
