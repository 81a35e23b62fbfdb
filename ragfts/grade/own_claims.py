"""Words that are a claim by themselves: a time ("tomorrow", 明天), a price ("free",
"costs nothing", «плюс НДС», 手续费) or which days a count counts ("5 business days",
«30 рабочих дней», 工作日) — flagged in a statement when the context does not say them,
however few the statement's other words of its own."""

from __future__ import annotations

import re

from .statement_words import (
    CJK_DAY_KIND,
    CJK_TIME_PRICE,
    DAY_KIND,
    FREE_PHRASE,
    TAXES,
    TIME_WORDS,
    free,
)

# what says the fee is none: "no fee", «без комиссии», «keine Gebühr»
_NONE = re.compile(r"\b(?:no|without|zero|без|нет|ohne|keine?|sans|aucuns?|sin|ningún|ninguna)\b")


def says_free(folded: str) -> bool:
    """Whether a folded text says free, in a word or in other words."""
    return bool(
        FREE_PHRASE.search(folded)
        or "免费" in folded
        or any(free(w) for w in re.findall(r"\w+", folded))
    )


def own_times_and_prices(folded: str, context, profile: str) -> list[str]:
    """Each such word of a folded statement that the context (statements._Support) does
    not hold: a tax, a commission or a kind of day in any form («без комиссий» is the
    context's «без комиссии»), a word of time or free as written."""
    from .statements import _words

    items = []
    words = re.findall(r"[\w']+", folded)
    for at, word in enumerate(words):
        if (word in TIME_WORDS or free(word)) and not context.covers((word, word)):
            items.append(f"«{word}»")
        elif TAXES.fullmatch(word) and context.free and _NONE.search(" ".join(words[at - 2 : at])):
            continue  # "no fee", «без комиссии»: the context's free in other words
        elif (TAXES.fullmatch(word) or DAY_KIND.fullmatch(word)) and not context.covers(
            _words(word, profile)[0], True
        ):
            items.append(f"«{word}»")
    for match in (*CJK_TIME_PRICE.finditer(folded), *CJK_DAY_KIND.finditer(folded)):
        # the context holds pairs: 手续费 is held as 手续 and 续费 (a word of three
        # characters was flagged beside the context's own sentence)
        word = match[0]
        if word in _SEASONS:  # 秋天 of the context's 秋季, 春天 of its 每年春夏
            if word[0] not in context.cjk:
                items.append(f"«{word}»")
        elif not all(word[n : n + 2] in context.cjk for n in range(len(word) - 1)):
            items.append(f"«{word}»")
    if (phrase := FREE_PHRASE.search(folded)) and not context.free:
        items.append(f"«{phrase[0]}»")
    if (payer := _PAYER.search(folded)) and not _PAYER.search(context.said()):
        items.append(f"«{payer[0]}»")
    return items + _spans_alone(folded, context, profile)


# a season is said with 天, with 季 or alone: its character says it
_SEASONS = frozenset(f"{season}{end}" for season in "春夏秋冬" for end in "天季")


# who pays, a price of its own where the context does not say: «за его счёт», "at your
# expense", 自费, 由买家承担
_PAYER = re.compile(
    r"\bза (?:\w+ )?сч[её]т\b|\bat (?:\w+(?:'s)? ){0,2}(?:own )?expense\b|自费|"
    r"由[^，。！？]{1,6}承担"
)


# A unit of time said without a number is a span of one: "within a week", «в течение
# недели», «за сутки» (not "the wet months": a season). With a number, the number is
# read as one (numerals.py).
_SPAN = re.compile(
    r"\b(?:week|month|hour|minute|недел[яиюе]|месяц[аеу]?|час[аеу]?|сутки|суток|минуту)\b"
)


_DAY_OF = frozenset({"число", "числа", "числу", "числе"})


def _spans_alone(folded: str, context, profile: str) -> list[str]:
    from .numerals import VALUES
    from .statements import _words

    out = []
    for match in _SPAN.finditer(folded):
        before = re.findall(r"[\w.,]+", folded[: match.start()])[-1:]
        if before and (before[0][0].isdigit() or before[0] in VALUES):
            continue
        if before and before[0] in _DAY_OF:
            continue  # «25-е число месяца»: a day of the month, not a span of one
        if context.covers(_words(match[0], profile)[0], True):
            continue
        # «в течение месяца — 30 дней»: the span's length in days or hours, as the context
        # gives it
        if not _LENGTHS[match[0][:3]] & context.numbers:
            out.append(f"«{match[0]}»")
    return out


_LENGTHS = {
    "wee": {"7"},
    "нед": {"7"},
    "mon": {"28", "29", "30", "31"},
    "мес": {"28", "29", "30", "31"},
    "hou": {"60"},
    "час": {"60"},
    "min": {"60"},
    "мин": {"60"},
    "сут": {"24", "1"},
}
