"""A list of the context's, said otherwise: one of its alternatives as the only one ("You
can pay only by card." of "You can pay by card or in cash.", «только картой» of «картой
или наличными», 只支持银行卡 of 支持银行卡和现金), or with one item more ("English, German
and French" of "English and German"). The words are all the context's but one, so the
words check passed them; the restriction and the item are the statement's own."""

from __future__ import annotations

import re

_ONLY = re.compile(
    r"\b(?:only|solely|exclusively|только|лишь|исключительно|nur|seulement|uniquement|"
    r"solo|solamente)\b|只|仅"
)
# alternatives joined: or, или, либо, 或, 和, 及, 、
_OR = re.compile(r"\b(?:or|или|либо|oder|ou|o)\b|或|和|及|、")


def only_one(folded: str, context, units_of) -> list[str]:
    """«the clause said with only», the context's «its alternatives» (context:
    statements._Support; units_of gives a clause's words), unless the context says only
    itself."""
    from .polarity import covered
    from .statements import _CLAUSE, _trimmed

    if not _ONLY.search(folded) or _ONLY.search(context.said()):
        return []
    for clause in _CLAUSE.split(folded):
        units = units_of(clause)
        if not _ONLY.search(clause) or not units:
            continue
        for theirs, _size, _negated, said in context.clauses:
            if _OR.search(said) and covered(theirs, units):
                return [f"«{_trimmed(clause)}», the context's «{_trimmed(said)}»"]
    return []


# a list's joins and marks, either side of an item
_LIST = re.compile(r"\b(?:and|or|и|или|либо|und|oder|et|ou|y|o)\b|[或和及、]")
_JOIN = re.compile(r"(?:\b(?:and|or|и|или|либо|und|oder|et|ou|y|o)\b|[,，、和或及])\s*$")
_JOINED = re.compile(r"^\s*(?:\b(?:and|or|и|или|либо|und|oder|et|ou|y|o)\b|[,，、和或及])")


def one_more(folded: str, context, missing: list) -> list[str]:
    """«the item», not in the context's list: the statement's one word of its own (missing:
    its units the context does not hold) stands beside a list's join or mark, and the
    context joins a list too."""
    if len(missing) != 1 or not _LIST.search(context.said()):
        return []
    word = missing[0] if isinstance(missing[0], str) else missing[0][0]
    if not _an_item(word):
        return []
    at = folded.find(word)
    if at < 0:
        return []
    if _JOIN.search(folded[:at]) or _JOINED.match(folded[at + len(word) :]):
        return [f"«{word}», an item the context's list does not hold"]
    return []


# "or sooner", «или быстрее»: a comparison after a list's join, not an item
_COMPARED = frozenset("faster sooner earlier later quicker more less longer shorter".split())


def _an_item(word: str) -> bool:
    """Whether a word may be a list's item: a Russian noun or adjective by the dictionary,
    another word but a comparison's."""
    from ..kit.profile import part_of_speech

    if re.search("[а-я]", word):
        return part_of_speech(word) in ("NOUN", "ADJF")
    return word not in _COMPARED
