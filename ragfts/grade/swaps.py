"""A word of a statement's own standing where a clause of the context has another: the
rest of the clause restated, one word swapped ("within 30 days of purchase" of "within
30 days of delivery", «с момента доставки» of «с момента покупки»). One word of its own
is never most of a statement, so the words check alone passed it."""

from __future__ import annotations

import re

_TOKEN = re.compile(r"[^\W_]+(?:['-][^\W_]+)*")
# A verb or a word of how is swapped for its like in any paraphrase ("takes" for "lasts",
# «входит» for «включает»); a thing is not ("purchase" for "delivery"). A Latin word is
# read as a thing after these words, a Russian one by the dictionary.
BEFORE_A_THING = frozenset(
    "of the a an your our their its from after before since by via upon".split()
)
# a statement's clause restates the context's when it holds this many content words
# besides the swapped one
RESTATED = 2


def swapped(folded: str, missing: list, context, units_of) -> list[str]:
    """«word», the context's «other» when the statement's one word of its own (missing:
    its (word, stem) units the context does not hold) stands after the same word as
    another content word of a context clause that holds the rest of its clause; when
    what it does not hold is CJK pairs only, a Chinese clause read by _cjk_swapped."""
    from .statements import _CLAUSE

    own = [u for u in missing if isinstance(u, tuple)]
    if not own and missing:
        return _cjk_swapped(folded, context)
    if len(own) != 1:
        return []
    word = own[0][0]
    for clause in _CLAUSE.split(folded):
        words = _TOKEN.findall(clause)
        if word not in words[1:]:
            continue
        at = words.index(word, 1)
        before, after = words[at - 1], words[at + 1 : at + 2]
        if before.isdigit():  # a number's unit: unit_kinds and abbreviated() read it
            continue
        rest = [u for u in units_of(clause) if u != own[0]]
        if len(rest) < RESTATED:
            continue
        for held, _count, _negated, theirs in context.clauses:
            if not all(held.covers(u, loose=True) for u in rest):
                continue
            other = _in_slot(_TOKEN.findall(theirs), word, before, after, set(words), units_of)
            if other is not None:
                return [f"«{word}», the context's «{other}»"]
    return []


def _in_slot(theirs: list[str], word: str, before: str, after: list[str], stated: set, units_of):
    """The content word of the context's clause after `before` (and before the
    statement's next word, unless either clause ends there) that the statement does not
    say."""
    for at in range(1, len(theirs)):
        other = theirs[at]
        if theirs[at - 1] != before or other in stated or not units_of(other):
            continue
        if other[:2] == word[:2]:  # «займёт» of «занимает»: one word in another form
            continue
        if not (thing(word, before) and thing(other, before)):
            continue
        follows = theirs[at + 1 : at + 2]
        if after and follows and follows != after:
            continue
        return other
    return None


def thing(word: str, before: str, after_these=BEFORE_A_THING) -> bool:
    """Whether a word names a thing: a Russian noun, or a Latin word after an article, a
    possessive or a preposition of when or whose (after_these)."""
    from ..kit.profile import part_of_speech

    if re.search("[а-я]", word):
        return part_of_speech(word) == "NOUN"
    return before in after_these


# A CJK clause restates the context's when they share this many characters at their
# ends, and a swapped word is at most so long
_CJK_ENDS = 4
_CJK_WORD = 4


def _cjk_swapped(folded: str, context) -> list[str]:
    """A Chinese clause that is a context clause but for one word in its middle
    (退货须在下单后7天内申请 of 退货须在收货后7天内申请, 老师享受八折优惠 of 学生…): the two
    words share no character (配送 and 送货 are one thing said twice), and neither is in
    the other text."""
    from .statements import _CLAUSE

    whole = context.said()
    for clause in _CLAUSE.split(folded):
        clause = clause.strip().rstrip("。！？!?.")
        for *_held, theirs in context.clauses:
            theirs = theirs.strip().rstrip("。！？!?.")
            head = _shared(clause, theirs)
            tail = _shared(clause[head:][::-1], theirs[head:][::-1])
            said, other = clause[head : len(clause) - tail], theirs[head : len(theirs) - tail]
            if (
                head + tail >= _CJK_ENDS
                and 2 <= len(said) <= _CJK_WORD  # one character is a function word's:
                and 2 <= len(other) <= _CJK_WORD  # 是 for 为, 到 for 至
                and _is_word(said)
                and _is_word(other)
                and not set(said) & set(other)
                and said not in whole
                and other not in folded
            ):
                return [f"«{said}», the context's «{other}»"]
    return []


def _shared(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


# characters of a bound, a modal or a function word: 最多 for 不超过, 可以 for 本店支持 are
# said otherwise, not another thing
_NOT_A_THING = frozenset(
    "不没无非未别最多少超过至以可能会要应该须得就才都也还很更再已的了是为在有和与及或"
)


def _is_word(text: str) -> bool:
    return bool(re.fullmatch(r"[\u3400-\u9fff]+", text)) and not set(text) & _NOT_A_THING
