"""The day a thing happens on, said relative to the order: the same day or the next
(«в тот же день», 当天; "the next day", «на следующий день», 次日). A statement that says
one where the context says the other ("Orders before 2 pm ship the next day." of "…the
same day") claims another day; "same" and «тот же» are function words, so the words
check never saw it."""

from __future__ import annotations

import re

_DAYS = (
    (
        "same",
        re.compile(
            r"\bsame[- ](?:business |working )?day\b|\btoday\b|\bв тот же (?:рабочий )?день\b|"
            r"\bв день (?:заказа|оформления|оплаты)\b|\bсегодня\b|当天|当日|今天"
        ),
    ),
    (
        "next",
        re.compile(
            r"\bnext[- ](?:business |working )?day\b|\btomorrow\b|"
            r"\bна следующий (?:рабочий )?день\b|\bзавтра\b|次日|隔天|第二天|明天|翌日"
        ),
    ),
)


def _named(text: str) -> dict[str, str]:
    """Each day the text names, by which: as written first."""
    return {day: found[0] for day, pattern in _DAYS if (found := pattern.search(text))}


def other_day(folded: str, context: str) -> list[str]:
    """«the day said», the context's «its day», when the statement names one day only and
    the context names the other only."""
    said, theirs = _named(folded), _named(context)
    if len(said) != 1 or len(theirs) != 1 or said.keys() == theirs.keys():
        return []
    ((_day, word),) = said.items()
    ((_their, their_word),) = theirs.items()
    return [f"«{word}», the context's «{their_word}»"]


# Said of when a thing happens: at once (the refund "is issued instantly")
_NOW = re.compile(
    r"\b(?:instantly|immediately|right away|at once|straight away|моментально|мгновенно|"
    r"сразу|немедленно)\b|立即|马上|即时|立刻|实时"
)


def at_once(folded: str, context, units_of) -> list[str]:
    """«at once», the context's «its span»: a clause says a thing happens at once where a
    context clause that holds the rest of it gives a span of time ("The refund is issued
    instantly." of "…within 5 business days", 退款会立即到账 of 5个工作日内到账)."""
    from .polarity import covered
    from .statements import _CLAUSE
    from .unit_kinds import TIME_KINDS, kinds

    if not _NOW.search(folded) or _NOW.search(context.said()):
        return []
    for clause in _CLAUSE.split(folded):
        now = _NOW.search(clause)
        rest = units_of(clause[: now.start()] + " " + clause[now.end() :]) if now else []
        for held, _n, _neg, said in context.clauses if rest else ():
            span = next((w for _n, kind, w in kinds(said) if kind in TIME_KINDS), None)
            if span and covered(held, rest):
                return [f"«{now[0]}», the context's «{span}»"]
    return []
