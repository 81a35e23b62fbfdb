"""Reading a bot's free-text answer offline, by rules a reader can follow.

No model and no network: the action comes from refusal rules (refusals.py: seven
languages; a kit may add phrases in `refusals.txt`) and a clarify rule; the claims are
the registry facts on what was asked (the expected facts' subject and attribute) whose
value the text states — numbers in their locale forms, true/false and other values
through the phrases a fact may carry in the registry, read on tokens. An answer that
refuses and states the expected fact is an answer with a hedge. Every reading is returned
with what matched, so a verdict is explainable from the log alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..kit.profile import Term, cjk_char, fold, tokens
from ..kit.records import Fact, Question, Record
from .cjk_values import cjk_spoken
from .courtesies import asks_back
from .durations import in_numbers
from .estimates import estimated, exact
from .evidence import assess, of_key
from .facts_index import indexed, per_registry
from .numerals import numbers
from .other_times import other_times
from .phrases import bare_reply, sentences, states
from .question_kinds import asked_kind
from .refusals import refusal
from .smaller_units import in_smaller_unit
from .text_values import in_other_words, unhedged, without_place
from .value_heads import sentence_head
from .values import canonical, numeral_text

# Unit words a number may carry in text, by the registry's unit (prefixes of a word).
UNIT_WORDS = {
    "RUB": ("руб", "₽", "rub", "roubl", "rubl"),
    "USD": ("$", "usd", "dollar", "доллар"),
    "EUR": ("€", "eur", "евро"),
    "IRR": ("ریال", "rial"),
    "IRT": ("تومان", "toman"),
    "day": ("дн", "день", "дня", "day", "روز", "天", "日"),
    "month": ("мес", "month", "ماه", "月"),
    "mV": ("mv", "мв"),
    "mA": ("ma", "ма"),
}


class Claim(Record):
    """A fact the text states: the registry fact, the value stated, the source it is
    attributed to, and the text that matched."""

    __slots__ = ("fact_id", "value", "source_id", "matched")


class Reading(Record):
    """action: the action taken (given, or read); how: why; claims: what the text states."""

    __slots__ = ("action", "how", "claims", "statements")
    _defaults = {"statements": None}

    def as_json(self) -> dict:
        out = {
            "action": self.action,
            "how": self.how,
            "claims": [c.as_dict() for c in self.claims],
        }
        if self.statements is not None:
            out["statements"] = [s.as_json() for s in self.statements]
        return out


def _has_phrase(text: str, phrase: str) -> bool:
    if not phrase:
        return False
    at = text.find(phrase)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(phrase)] if at + len(phrase) < len(text) else " "
        if not _joins(before, phrase[0]) and not _joins(phrase[-1], after):
            return True
        at = text.find(phrase, at + 1)
    return False


def _joins(left: str, right: str) -> bool:
    """Whether two characters belong to one word (Chinese and Japanese have no spaces)."""
    return (
        left.isalnum()
        and right.isalnum()
        and not (cjk_char().match(left) or cjk_char().match(right))
    )


def _unit_follows(text: str, end: int, unit: str, units=None) -> bool:
    """Whether a unit word of `unit` (the shipped ones, the kit's units.csv, the unit's
    own name) starts what follows the number."""
    rest = text[end:].lstrip()
    words = UNIT_WORDS.get(unit, ()) + (units or {}).get(unit, ()) + ((fold(unit),) if unit else ())
    return any(rest.startswith(word) for word in words)


def read(
    answer: dict,
    question: Question,
    facts: Mapping[str, Fact],
    documents,
    sources: list[str],
    found: Mapping[str, str],
    refusals=(),
    units=None,
    bare_claims: bool = True,
) -> Reading:
    """The action and claims of a free-text answer. `sources` are the ones the bot cited or
    retrieved (claims are attributed to them first); `found` maps the logged search's
    source ids to their texts (the fallback attribution). bare_claims: a bare yes or no
    may claim the one true/false or text value asked for (not when the facts are any the
    search found, none of them asked: «Ja.» is no claim of whichever fact says Ja)."""
    # «полгода» as 0.5 года; 两百 and 二百 in one form (cjk_spoken)
    text = cjk_spoken(in_numbers(fold(answer.get("text") or "")))
    said = tokens(text, "auto", stem=False)
    reply = (
        sentences(text),
        set(tokens(fold(question.question or ""), "auto", stem=False)),
        asked_kind(question.question or ""),
    )
    keys = {(facts[f].subject, facts[f].attribute) for f in question.fact_ids if f in facts}
    index = indexed(facts)
    if keys:
        # only what was asked decides: another fact's value in a sentence is no claim
        wanted = index.of_keys(keys)
    else:
        subjects = {f.subject for f in index.of_sources(set(sources) | set(found))}
        wanted = index.of_subjects(subjects)
    stated = numbers(text)
    uncited = not answer.get("source_ids")
    claims = []
    groups: dict[tuple, list[Fact]] = {}
    for fact in sorted(wanted, key=lambda f: f.fact_id):
        groups.setdefault((fact.subject, fact.attribute, canonical(fact.value)), []).append(fact)
    # a bare yes or no is an answer's: under a given abstain or clarify it claims nothing
    answering = answer.get("action") in (None, "answer")
    bare = _bare(text, question, groups) if keys and answering and bare_claims else None
    replied = None  # the claim a bare yes or no made
    for (subject, attribute, (kind, value)), group in sorted(
        groups.items(), key=lambda g: g[1][0].fact_id
    ):
        held_by = [found.get(f.source_id) for f in group]  # for a value run past its sentence
        matched = _states(said, kind, value, group, stated, reply, text, held_by)
        by_reply = matched is None and bare is not None and bare[0] == (subject, attribute, value)
        if by_reply:
            matched = bare[1]
        if matched is None:
            continue
        value_said, spelled = matched
        fact = _attribute_to(group, sources, found)
        source = (
            fact.source_id  # a stale value said without a citation: its own version
            if uncited and _stale(fact, documents, question.at)
            else _source(fact, sources, found)
        )
        claims.append(Claim(fact.fact_id, value_said, source, spelled))
        replied = claims[-1] if by_reply else replied
    claims = other_times(claims, text, facts, lambda f: _stale(f, documents, question.at))
    claims += _wrong_numbers(text, question, facts, claims, stated, sources, found, units)
    action, how = _action(answer, text, question, facts, documents, claims, refusals)
    # (a bare reply told as another time's was left out by other_times already)
    if replied in claims and action != "answer":
        # «Нет, к сожалению, я не знаю»: the no opens a refusal, it states nothing
        claims.remove(replied)
    return Reading(action, how, claims)


def _bare(text: str, question: Question, groups: dict) -> tuple | None:
    """(the group, (the value said, the word)) when the text opens with a bare yes or no
    to a yes-no question on the one true/false attribute asked for, and no phrase of it
    is stated: the group of that value, or, when none holds it, the first (a claim of
    the other value: «Да» where the registry says false)."""
    bools = sorted(key for key in groups if key[2][0] == "bool")
    if not bools:
        return _bare_text(text, question, groups)
    if len({key[:2] for key in bools}) != 1:
        return None
    reply = bare_reply(text, question.question or "")
    if reply is None:
        return None
    said = reply[0] == "true"
    key = next((k for k in bools if k[2][1] == said), bools[0])
    return key[:2] + (key[2][1],), reply


def _bare_text(text: str, question: Question, groups: dict) -> tuple | None:
    """A bare yes or no to a yes-no question on the one attribute asked for, whose text
    value opens with the same word ("No. The symptoms … are similar", «Да, доставляем по
    всей России»): the reply says what the value says first, so it states it. The other
    word claims nothing here (a text value has no other value to claim)."""
    texts = sorted(key for key in groups if key[2][0] == "text")
    if len(texts) != 1 or len(groups) != 1:
        return None
    reply = bare_reply(text, question.question or "")
    if reply is None:  # most answers: the value is not read for a yes or no
        return None
    value = texts[0][2][1]
    opens = bare_reply(fold(str(value)), question.question or "")
    if opens is None or reply[0] != opens[0]:
        return None
    return texts[0][:2] + (value,), (value, reply[1])


def may_state(text: str, facts) -> bool:
    """Whether read() could claim one of `facts` from `text`, whatever was found: a number
    fact only when the text says its number (read claims one no other way); a fact of
    another kind may be said through phrases, so it may."""
    stated = None
    for fact in facts:
        kind, value = canonical(fact.value)
        if kind != "number":
            return True
        if stated is None:
            stated = _numbers_said(text)
        if value in stated:
            return True
    return False


def _numbers_said(text: str) -> set:
    return {number for number, *_rest in numbers(fold(text or ""))}


_VALUES: dict = {}


def may_state_any(text: str, facts) -> bool:
    """may_state over a whole registry (its values read once per registry, kept with it):
    whether the text could be read as stating any of its facts."""
    said, any_other = per_registry(_VALUES, facts, _values)
    return any_other or bool(said & _numbers_said(text))


def _values(facts) -> tuple[frozenset, bool]:
    """The registry's number values, and whether it holds a value of another kind."""
    kinds = [canonical(f.value) for f in facts.values()]
    return frozenset(v for k, v in kinds if k == "number"), any(k != "number" for k, _ in kinds)


def _stale(fact: Fact, documents, at: str) -> bool:
    document = documents.get(fact.source_id)
    return document is not None and not (document.valid_on(at) and fact.valid_on(document, at))


def _in_order(said: list[str], words: list[str]) -> bool:
    """Whether words stand one after another among the said tokens."""
    return bool(words) and Term("", words, False).in_tokens(said)


def _states(said, kind, value, group, stated, reply, text, held_by=()):
    """(the value stated, what matched) when the text states this group's value. Phrases
    and text values are read on tokens: white space, punctuation and case folded, and a
    value of one character (a CJK character, `m1`) found only as a whole token; a phrase
    as phrases.states reads it, on reply = (the answer's sentences, the question's words,
    the kind it asks for)."""
    if kind == "number":
        unit = group[0].unit
        for number, _numeral, spelled, end in stated:
            if number == value or in_smaller_unit(text, end, number) == (unit, value):
                return group[0].value, spelled
            if unit and estimated(text, end - len(spelled), end, number, f"{value} {unit}"):
                return group[0].value, spelled  # "nearly 78 metres" of 77.8 m
        return None
    phrases = [p for fact in group for p in fact.phrases]
    for phrase in phrases:
        negated = phrase.startswith("!")
        if states(*reply[:1], tokens(phrase.lstrip("!"), "auto", stem=False), reply[1]):
            if not negated:
                return group[0].value, phrase
            if kind == "bool":
                return ("false" if value else "true"), phrase
    if kind == "text" and not phrases:
        # as written, then its number alone when a bound or an estimate opens it
        for written in filter(None, map(cjk_spoken, _written_forms(str(value), held_by))):
            words = tokens(written, "auto", stem=False)
            if _in_order(said, words) or in_other_words(reply, written, held_by):
                return group[0].value, str(value)
            # its number said rounded, read as it: 将近78米 of 77.8米
            near = exact(text, written) if stated else text
            if near != text and (
                _in_order(tokens(near, "auto", stem=False), words)
                or in_other_words((sentences(near), *reply[1:]), written, held_by)
            ):
                return group[0].value, str(value)
    return None


def _written_forms(value: str, held_by):
    """A text value as written, its number alone when a bound opens it, a name without
    its "of" place, and its head when it runs past its sentence in one of the texts that
    hold it: each read only if the one before was not said (most values are not, and the
    head reads those texts)."""
    yield value
    yield unhedged(value)
    yield without_place(value)  # "Bishop Aubert." for "Bishop Aubert of Avranches"
    yield sentence_head(value, held_by)


def _wrong_numbers(
    text, question, facts, claims, stated, sources, found, units=None
) -> list[Claim]:
    """An expected number fact the text does not state, where the text gives another
    number with that fact's unit: a claim of the wrong value (3000 рублей for 2000)."""
    claimed = {(facts[c.fact_id].subject, facts[c.fact_id].attribute) for c in claims}
    out = []
    for fact_id in question.fact_ids:
        fact = facts.get(fact_id)
        if fact is None or canonical(fact.value)[0] != "number" or not fact.unit:
            continue
        if (fact.subject, fact.attribute) in claimed:
            continue
        for number, numeral, spelled, end in stated:
            smaller = in_smaller_unit(text, end, number)
            converted = smaller is not None and smaller[0] == fact.unit  # «три недели»: 21 days
            if converted:
                numeral = smaller[1]
            if converted or _unit_follows(text, end, fact.unit, units):
                value = numeral_text(numeral)
                out.append(Claim(fact.fact_id, value, _source(fact, sources, found), spelled))
                claimed.add((fact.subject, fact.attribute))
                break
    return out


def _attribute_to(group: list[Fact], sources: list[str], found: Mapping[str, str]) -> Fact:
    """Of facts stating one value, the one whose source the bot cited or retrieved, else
    the one the search found, else the first."""
    for pool in (set(sources), set(found)):
        for fact in group:
            if fact.source_id in pool:
                return fact
    return group[0]


def _source(fact: Fact, sources: list[str], found: Mapping[str, str]) -> str:
    if sources:
        return fact.source_id if fact.source_id in sources else sources[0]
    if fact.source_id in found:
        return fact.source_id
    quote = fold(fact.quote) if fact.quote else None
    for source_id in sorted(found):
        if quote and quote in fold(found[source_id]):
            return source_id
    return fact.source_id


def _states_expected(claim: Claim, question: Question, facts) -> bool:
    fact = facts.get(claim.fact_id)
    return (
        claim.fact_id in question.fact_ids
        and fact is not None
        and canonical(claim.value) == canonical(fact.value)
    )


def _action(answer, text, question, facts, documents, claims, refusals) -> tuple[str, str]:
    if isinstance(answer.get("action"), str):
        return answer["action"], "given by the record"
    stated = {(c.fact_id) for c in claims}
    for fact_id in question.fact_ids[:1]:
        fact = facts.get(fact_id)
        if fact is None:
            continue
        decision = assess(
            of_key(facts, fact.subject, fact.attribute),
            documents,
            subject=fact.subject,
            attribute=fact.attribute,
            at=question.at,
        )
        if decision.reason == "conflicting_values":
            sides = {canonical(facts[f].value) for f in decision.fact_ids}
            named = {
                canonical(facts[c].value) for c in stated if facts[c].attribute == fact.attribute
            }
            if sides <= named:
                return (
                    "clarify",
                    f"names every side of the conflict in {', '.join(decision.fact_ids)}",
                )
    # the kit's own phrases first: they are its bot's words, the shipped rules are general
    phrase = next((p for p in refusals if _has_phrase(text, p)), None)
    fired = None if phrase else refusal(text)
    why = f"refusal phrase «{phrase}»" if phrase else None
    if fired:
        why = f"refusal rule {fired[0]} «{fired[1]}»"
    if why:
        stating = [c.fact_id for c in claims if _states_expected(c, question, facts)]
        if stating:
            return "answer", f"states {', '.join(stating)} beside the {why}: a hedge, not a refusal"
        return "abstain", why
    if asks_back(text):
        return "clarify", "asks a question back"
    return "answer", "no refusal rule, no question back"
