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
# a list's joining words and marks: and, or, или, 或, 和, 、
_WORDS = r"\b(?:and|or|и|или|либо|und|oder|et|ou)\b"
_MARKS = "或和及、"
_LIST = re.compile(f"{_WORDS}|[{_MARKS}]")
# either side of an item: a join word, or a mark with the comma
_JOIN = re.compile(f"(?:{_WORDS}|[,，{_MARKS}])\\s*$")
_JOINED = re.compile(f"^\\s*(?:{_WORDS}|[,，{_MARKS}])")


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
            if _LIST.search(said) and covered(theirs, units):
                return [f"«{_trimmed(clause)}», the context's «{_trimmed(said)}»"]
    return []


def one_more(folded: str, context, missing: list, units_of) -> list[str]:
    """«the item», not in the context: the statement's one word of its own (missing: its
    units the context does not hold) joined to a word of the context's ("exchange or
    return" of "exchange", "water damage and drops"), by a list's join, or by a list's
    mark where the context joins a list too. Not "…in the morning and close at 11": the
    word the join ties it to is the statement's own too."""
    if len(missing) != 1:
        return []
    if isinstance(missing[0], str):  # a CJK pair is no word: 网上 of 在线 is one thing
        return []
    word = missing[0][0]
    found = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", folded)
    if found is None or not _an_item(word):
        return []
    head, tail = folded[: found.start()], folded[found.end() :]
    for join, beside in (_before(head), _after(tail)):
        held = units_of(beside) if beside else []
        if not held or not all(context.covers(u, loose=True) for u in held):
            continue
        if _LIST.fullmatch(join) or _LIST.search(context.said()):
            return [f"«{word}», an item the context does not hold"]
    return []


def _before(head: str) -> tuple[str, str]:
    """The join that ends the text before the word, and the word before that join."""
    join = _JOIN.search(head)
    last = _LAST.search(head[: join.start()]) if join else None
    return (join[0].strip(), last[1]) if last else ("", "")


def _after(tail: str) -> tuple[str, str]:
    """The join that opens the text after the word, and the word after that join."""
    join = _JOINED.match(tail)
    first = _FIRST.match(tail[join.end() :]) if join else None
    return (join[0].strip(), first[1]) if first else ("", "")


_LAST = re.compile(r"([^\W\d_]+)\W*$")
_FIRST = re.compile(r"\W*([^\W\d_]+)")


# "or sooner", «или быстрее»: a comparison after a list's join, not an item
_COMPARED = frozenset("faster sooner earlier later quicker more less longer shorter".split())


def _an_item(word: str) -> bool:
    """Whether a word may be a list's item: a Russian noun or adjective by the dictionary,
    another word but a comparison's."""
    from ..kit.profile import part_of_speech

    if re.search("[а-я]", word):  # «вернуть» of «обменять или вернуть» too
        return part_of_speech(word) in ("NOUN", "ADJF", "INFN", "VERB")
    return word not in _COMPARED
