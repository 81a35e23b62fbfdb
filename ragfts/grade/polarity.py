"""A statement's clause that a fragment states word for word with the opposite polarity
(statements.check names it: «the opposite of the context's …»)."""

from __future__ import annotations

import re

from .bounds import turned
from .statement_words import NEGATION, negated

# A clause said of a time before something holds a negation unsaid: "until they are
# shipped" is "while not shipped", «до передачи в доставку» «пока не передан», 发货前
# 未发货时 (not 目前, "currently", nor 提前, "in advance"). Its polarity is compared only
# with a clause said the same way: «нельзя отменить до передачи» against «можно
# отменить до передачи» is still the opposite.
_BEFORE = re.compile(
    r"\b(?:before|until|till|bevor|avant|antes)\b|\bдо\s+(?!\d)[а-я]+[иа]\b|"
    r"(?<![目提当眼面以])前"
)


# A clause said of a time after something is the one said of the time before it turned:
# "refunds are issued only after inspection" is "not before", «только после проверки», 检查后
# ("expire after 12 months" is a span, not a time after something: «через 12 месяцев»)
_AFTER = re.compile(r"\b(?:after|once|после)\b(?!\s*\d)|(?<![以之月天年周])后|以后|之后")


# Chinese characters that carry no claim of their own, left out when a Chinese clause's
# characters are compared (订单发货以后还可以取消 is 订单发货取消)
_CJK_FUNCTION = frozenset("以后还可就了的也要都会能在是很再把被让给对从向于之其这那些个吧呢吗啊")


def covered(theirs, units) -> bool:
    """Whether a context clause holds the statement clause's words: all of them, or all
    but one of three or more ("Pets can stay in the rooms" of "Pets are not allowed in
    the rooms": a verb said otherwise); a Chinese clause by its characters, as its pairs
    span words (宠物可以带进房间 of 房间内禁止携带宠物)."""
    if units and all(isinstance(u, str) for u in units):
        chars = {c for u in units for c in u} - _CJK_FUNCTION
        held = sum(1 for c in chars if c in theirs.cjk)
        need = len(chars) - (1 if len(chars) >= 4 else 0)
        return len(chars) >= 2 and held >= need
    held = sum(1 for u in units if theirs.covers(u))
    return held == len(units) or (len(units) >= 3 and held >= len(units) - 1)


def _negates_shared(negative: str, other: str) -> bool:
    """Whether a Chinese clause's negation is of what the other clause says: one of the
    three characters after it is the other's (发货后不能取消订单 of 还可以取消; not 不予退款
    of 开课前7天以内取消的话, which only names the time)."""
    return any(
        c in other and c not in _CJK_FUNCTION
        for m in NEGATION.finditer(negative)
        for c in negative[m.end() : m.end() + 3]
    )


# "and" between two claims of one clause: a negation is of its own part
_AND = re.compile(r"\b(?:and|und|et|y|и)\b")


def _in_scope(negative: str, other: str, units_of) -> bool:
    """Whether a clause's negation is of what the other clause says: the part of it
    "and" joins that holds the negation says a word of the other ("…takes about 30
    minutes and no appointment is needed" negates the appointment, not the half an hour
    "Changing the oil takes"; «Отменить заказ после отправки нельзя» is one part)."""
    parts = _AND.split(negative)
    if len(parts) == 1:
        return True
    scope = {
        u[1]
        for part in parts
        if NEGATION.search(part)
        for u in units_of(part)
        if not isinstance(u, str)
    }
    return any(u[1] in scope for u in units_of(other) if not isinstance(u, str))


def opposite(folded: str, context, units_of) -> list[str]:
    """What a statement (folded) says against the context (statements._Support: its
    clauses, (support, size, negated, text) each); units_of gives a clause's words."""
    from .statements import _CLAUSE, _trimmed

    out = []
    for clause in _CLAUSE.split(folded):
        units = units_of(clause)
        if len(units) < 2:
            continue
        negative, before = negated(clause), bool(_BEFORE.search(clause))
        after = bool(_AFTER.search(clause))
        cjk = all(isinstance(u, str) for u in units)
        agree, against = False, None
        for theirs, size, their_negation, said in context.clauses:
            # a long clause may hold the words and negate something else in them
            if size > 2 * len(units) + 2 or not covered(theirs, units):
                continue
            their_before, their_after = bool(_BEFORE.search(said)), bool(_AFTER.search(said))
            if (their_before, their_after) == (before, after):
                flipped = False
            elif (before, after) in ((True, False), (False, True)) and (
                their_before,
                their_after,
            ) == (after, before):
                flipped = True  # "before it is inspected" against "only after it is inspected"
            else:
                continue
            if (their_negation == negative) != flipped:
                agree = True
            elif cjk and _negates_shared(*((clause, said) if negative else (said, clause))):
                against = against or _trimmed(said)
            elif not cjk and _in_scope(*((clause, said) if negative else (said, clause)), units_of):
                against = against or _trimmed(said)
        if against and not agree:
            out.append(f"the opposite of the context's «{against}»")
    return out + turned(folded, context.said())
