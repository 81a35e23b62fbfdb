"""A condition a statement adds to a fact ("only for members", «если заказ оформлен до
14:00», 仅限线上), when the fragments lack most of its words (statements.check reads it
among a statement's other claims)."""

from __future__ import annotations

import re

from .numerals import numbers
from .smaller_units import in_unit, unit_end
from .statement_words import negated

_CONDITION = re.compile(
    # "the only one left" says which one, not on what condition
    r"\b(?:(?<!the )only|unless|provided|as long as|on condition|subject to|except|if|"
    r"excluding|but not|not counting|other than|apart from|depending on|depends on|must|"
    r"required|requires|"
    r"you need to|you'll need|нужен|нужна|нужны|требуется|потребуется|необходим\w*|"
    r"только|лишь|если|через|via|once(?= (?:you|we|it|they|the|your)\b)|"
    r"при условии|кроме|за исключением|исключительно|не считая|исключая|в зависимости от|"
    r"зависит от|обязательно|nur|wenn|falls|sofern|ausser|außer|ausgenommen|abhängig von|"
    r"vorausgesetzt|seulement|uniquement|sauf|hormis|si|à condition|pourvu|solo|sólo|"
    r"solamente|únicamente|salvo|excepto|sin contar|siempre que)\b"
    r"|(?<!\w)(?:فقط|اگر|به شرطی که|به شرط|مگر|به جز|بجز|تنها)(?!\w)"
    r"|(?:除非|只有|仅限|仅|只限|只对|如果|前提是|条件是|除了|除外|不包括|不含|取决于|"
    r"视(?=[^，。；]{1,12}而定)|"
    r"必须|务必|(?<![无必])须|通过)"
)

# an exception a statement makes (of _CONDITION's words): against a context that limits
# nothing, it is a claim even in the context's own words («Скидка 5 % действует на все
# товары»: «…, кроме товаров со скидкой»)
_EXCEPT = re.compile(
    r"(?:except|excluding|apart from|other than|but not|кроме|за исключением|не считая|"
    r"исключая|außer|ausser|ausgenommen|sauf|hormis|salvo|excepto|除了|除外|不包括|不含)$"
)
_OUTSIDE = re.compile(
    r"\b(?:outside|beyond|вне|за пределами|ausserhalb|außerhalb|hors)\b|以外|之外"
)


def _limited(text: str) -> bool:
    """Whether a context limits what it says: a condition, an exception ("outside rush
    hours", «вне», 以外) or a negation; an exception may then restate it."""
    return bool(_CONDITION.search(text) or _OUTSIDE.search(text) or negated(text))


# what says a thing is required, in a statement's condition words and in a context
_REQUIRED = re.compile(
    r"\b(?:must|required|requires?|need(?:s|ed)?|you need to|you'll need|mandatory|"
    r"нужен|нужна|нужны|нужно|требуется|потребуется|необходим\w*|обязательн\w*)\b|必须|务必|需要|须"
)


def added_condition(folded: str, context, asked, units_of) -> list[str]:
    """A condition the statement adds, when the fragments lack most of its words (context
    and asked: statements._Support; units_of gives a text's words as they are compared)."""
    from .statements import _CLAUSE, _trimmed

    out = []
    held, theirs = context.numbers | asked.numbers, context.said()
    for match in _CONDITION.finditer(folded):
        clause = _CLAUSE.split(folded[match.end() :], maxsplit=1)[0]
        said = match.group(0) + clause
        if not units_of(clause):  # "…, in the store only", 信用卡除外: what the word closes
            clause = _CLAUSE.split(folded[: match.start()])[-1]
            said = clause + match.group(0)
        loose = []
        for value, _numeral, spelled, end in numbers(clause):
            if value in held:
                continue
            if not in_unit(clause, end, value, held):
                loose.append(value)
                continue
            # «через две недели» of «через 14 дней»: the number and its unit are held
            start, end = end - len(spelled), unit_end(clause, end)
            clause = clause[:start] + " " * (end - start) + clause[end:]
        units = units_of(clause)
        missing = [u for u in units if not context.covers(u) and not asked.covers(u)]
        # a requirement the context states too restates it: "You need to stay at least 3
        # nights" of "A minimum of 3 nights is required" (one word of two its own)
        half = (
            2 * len(missing) > len(units)
            if _REQUIRED.match(match[0]) and _REQUIRED.search(theirs)
            else 2 * len(missing) >= len(units)
        )
        if _EXCEPT.match(match[0]) and not _limited(theirs):
            missing, half = units, True
        if loose or (missing and half):
            out.append(f"the condition «{_trimmed(said)}»")
    return out
