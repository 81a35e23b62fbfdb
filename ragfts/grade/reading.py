"""Reading a bot's free-text answer offline, by rules a reader can follow.

No model and no network: the action comes from a refusal lexicon (Russian, English,
Persian, Chinese; a kit may add phrases in `refusals.txt`) and a clarify rule; the claims
are the registry facts of the question's subject whose value the text states — numbers in
their locale forms, true/false and other values through the phrases a fact may carry in
the registry. Every reading is returned with what matched, so a verdict is explainable
from the log alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..kit.profile import cjk_char, fold
from ..kit.records import Fact, Question, Record
from .evidence import assess
from .values import canonical, number_key, numeral_text

# Phrases that say "the knowledge base does not have it", folded as fold() folds text.
LEXICON = {
    "ru": (
        "не знаю",
        "нет ответа",
        "нет информации",
        "нет данных",
        "не могу ответить",
        "в базе нет",
        "не определен",
        "не определена",
        "не указан",
        "не указана",
        "уточнить у владельца",
        "уточните у владельца",
        "не нашел",
        "не нашла",
    ),
    "en": (
        "i don't know",
        "i do not know",
        "no information",
        "not in the knowledge base",
        "cannot answer",
        "can't answer",
        "not specified",
        "not defined",
        "no answer",
        "unable to answer",
        "couldn't find",
        "could not find",
    ),
    "fa": (
        "نمیدانم",
        "اطلاعاتی ندارم",
        "اطلاعاتی وجود ندارد",
        "پاسخی ندارم",
        "مشخص نشده",
        "تعریف نشده",
        "نمیتوانم پاسخ دهم",
    ),
    "zh": ("不知道", "没有相关信息", "无法回答", "未提及", "没有找到", "未定义", "不确定"),
}
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
# A number as people write it: 2000, 2 000 (any space), 2,000, 2.000, 8,8, 8.8, -3.
_NUMBER = re.compile(
    # Not glued to a Latin or Cyrillic letter or digit ("v2" is no number), but a number
    # may touch Chinese or Japanese characters, which have no spaces ("为30天").
    r"(?<![0-9A-Za-z\u00c0-\u024f\u0400-\u04ff.,])("
    r"[-+]?\d{1,3}(?:[ \u00a0\u202f\u2009,.]\d{3})+(?![\d])(?:[.,]\d+)?"  # grouped thousands
    r"|[-+]?\d+(?:[.,]\d+)?"  # plain, or with a decimal comma or point
    r")(?![0-9A-Za-z\u00c0-\u024f\u0400-\u04ff])"
)
_GROUP = re.compile(r"(?<=\d)[ \u00a0\u202f\u2009,.](?=\d{3}(?:\D|$))")
_QUESTION_MARKS = ("?", "؟", "？")


class Claim(Record):
    """A fact the text states: the registry fact, the value stated, the source it is
    attributed to, and the text that matched."""

    __slots__ = ("fact_id", "value", "source_id", "matched")


class Reading(Record):
    """action: the action taken (given, or read); how: why; claims: what the text states."""

    __slots__ = ("action", "how", "claims")

    def as_json(self) -> dict:
        return {
            "action": self.action,
            "how": self.how,
            "claims": [c.as_dict() for c in self.claims],
        }


_SHIPPED = tuple(sorted({fold(p) for phrases in LEXICON.values() for p in phrases}))


def numbers(text: str) -> list[tuple[str, str, str, int]]:
    """Each number the text states: its exact value (values.number_key), the numeral it
    reads as, its spelling and where it ends."""
    found = []
    for match in _NUMBER.finditer(text):
        spelled = match.group(1)
        plain = _GROUP.sub("", spelled)
        if plain.count(",") + plain.count(".") > 1:
            continue
        numeral = plain.replace(",", ".")
        found.append((number_key(numeral), numeral, spelled, match.end()))
    return found


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
) -> Reading:
    """The action and claims of a free-text answer. `sources` are the ones the bot cited or
    retrieved (claims are attributed to them first); `found` maps the logged search's
    source ids to their texts (the fallback attribution)."""
    text = fold(answer.get("text") or "")
    subjects = {facts[f].subject for f in question.fact_ids if f in facts}
    if not subjects:
        subjects = {f.subject for f in facts.values() if f.source_id in set(sources) | set(found)}
    stated = numbers(text)
    claims = []
    groups: dict[tuple, list[Fact]] = {}
    for fact in sorted(facts.values(), key=lambda f: f.fact_id):
        if fact.subject in subjects:
            groups.setdefault((fact.subject, fact.attribute, canonical(fact.value)), []).append(
                fact
            )
    for (_subject, _attribute, (kind, value)), group in sorted(
        groups.items(), key=lambda g: g[1][0].fact_id
    ):
        matched = _states(text, kind, value, group, stated)
        if matched is None:
            continue
        said, spelled = matched
        fact = _attribute_to(group, sources, found)
        claims.append(Claim(fact.fact_id, said, _source(fact, sources, found), spelled))
    claims += _wrong_numbers(text, question, facts, claims, stated, sources, found, units)
    action, how = _action(answer, text, question, facts, documents, claims, refusals)
    return Reading(action, how, claims)


def _states(text, kind, value, group, stated):
    """(the value stated, what matched) when the text states this group's value."""
    if kind == "number":
        for number, _numeral, spelled, _end in stated:
            if number == value:
                return group[0].value, spelled
        return None
    phrases = [p for fact in group for p in fact.phrases]
    for phrase in phrases:
        negated = phrase.startswith("!")
        folded = fold(phrase.lstrip("!"))
        if _has_phrase(text, folded):
            if not negated:
                return group[0].value, phrase
            if kind == "bool":
                return ("false" if value else "true"), phrase
    if (
        kind == "text"
        and not phrases
        and len(str(value)) >= 3
        and _has_phrase(text, fold(str(value)))
    ):
        return group[0].value, str(value)
    return None


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
        for _number, numeral, spelled, end in stated:
            if _unit_follows(text, end, fact.unit, units):
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


def _action(answer, text, question, facts, documents, claims, refusals) -> tuple[str, str]:
    if isinstance(answer.get("action"), str):
        return answer["action"], "given by the record"
    stated = {(c.fact_id) for c in claims}
    for fact_id in question.fact_ids[:1]:
        fact = facts.get(fact_id)
        if fact is None:
            continue
        decision = assess(
            facts.values(),
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
    for phrase in _SHIPPED + tuple(refusals):
        if _has_phrase(text, phrase):
            return "abstain", f"refusal phrase «{phrase}»"
    if text.rstrip().endswith(_QUESTION_MARKS):
        return "clarify", "asks a question back"
    return "answer", "no refusal phrase, no question back"
