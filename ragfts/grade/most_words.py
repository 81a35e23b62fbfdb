"""A text value a short reply says the most of: half its words that carry a claim or more
("Gold, jade and bones." for "gold, jade and human bones", «Они медленно вращаются.» for
«медленно вращаются вокруг оси башни»), when what it leaves out cannot narrow the claim
and what it says instead is no thing of its own."""

from __future__ import annotations

import re

from ..kit.profile import cjk_char
from .conditions import _CONDITION, _OUTSIDE
from .phrases import CJK_NEGATIONS
from .swaps import BEFORE_A_THING, thing

# a value this many claim-carrying words long or longer may be said by most of them
MOST_OF = 3


def may_say_most(folded: str, own: list) -> bool:
    """Whether a value's claim is long enough, and free of conditions and exceptions, to
    be said by the most of its words."""
    return len(own) >= MOST_OF and not (_CONDITION.search(folded) or _OUTSIDE.search(folded))


def says_most(own: list, held, words: list[str], value: str, asked, held_by) -> bool:
    """Whether a sentence (its words, held: their support) holds half the value's
    claim-carrying words or more (own), none after a negation of its own; a word that
    neither the value, the question (asked) nor the texts that hold the value (held_by)
    hold it says only besides two in three of them, at most one more than it leaves out,
    none of them a thing: "They rotate quickly around the axis." is no "rotate slowly
    around the tower's axis", "Gold, jade and animal bones." no "gold, jade and human
    bones"."""
    from .statements import _one_support, _words
    from .text_values import _negated_before, _where

    covered = [unit for unit in own if held.covers(unit, loose=True)]
    texts = [text for text in held_by if text]
    if 2 * len(covered) < len(own) or not texts:
        return False
    if any(_negated_before(words, n) for n in _where(covered, words) if n is not None):
        return False
    missing = [unit for unit in own if unit not in covered]
    if _narrowed(missing, value.split()) or _item_left_out(value, covered):
        return False
    known = _one_support(" ".join([value, *sorted(asked), *texts]), "auto")
    new = [
        u
        for u in _words(" ".join(words), "auto")
        if u[0] not in _REPLYING and not known.covers(u, loose=True)
    ]
    if new and 3 * len(covered) < 2 * len(own):
        return False  # a word said for one left out, where most is left out: a swap
    return len(new) <= len(missing) + 1 and not any(_a_thing(u[0], words) for u in new)


# what a reply says a reason or a purpose with, which claims nothing of its own
_REPLYING = frozenset("because since so потому поэтому чтобы".split())
# what a word left out may not follow: a preposition of for whom, on what, with or by what
# ("free for members", «скидка для студентов»), which a reply that drops it widens
_RESTRICTING = frozenset("for on to with without per by via для при на с со без по через".split())
# nor may it be a state said by its negation ("unused items", «неповреждённый товар»)
_NOT_PREFIXED = re.compile(r"(?:un|non|не|без)[^\W\d_]{4,}")
# nor a number's unit: "about seven million" is no "about seven million square kilometres"
_SCALE = re.compile(
    r"hundreds?|thousands?|millions?|billions?|сот\w+|тысяч\w*|миллион\w*|миллиард\w*"
)


def _modifier(word: str) -> bool:
    """Whether a word narrows the noun it stands by: a Russian adjective or participle
    («заводской брак», «очной формы»: the dictionary tells it), or an English word a
    help desk's terms narrow with ("manufacturing defects", "the original payment
    method"); an English word's part of speech is not read otherwise."""
    from ..kit.profile import part_of_speech

    if not re.search("[а-яё]", word):
        return word in _NARROWING
    return part_of_speech(word) in ("ADJF", "ADJS", "PRTF")


# English words a help desk's terms narrow with: which defects, method, plan or customer
_NARROWING = frozenset(
    "manufacturing original new full-time part-time registered verified eligible selected "
    "participating standard express domestic international regular premium".split()
)


def _narrowed(missing: list, written: list[str]) -> bool:
    """Whether a word the sentence leaves out narrows the value (its words as written):
    a Russian adjective or participle, a word a preposition of whom or what for stands
    one or two words before, a word after a number, or a state said by its negation."""
    from .numerals import spelled_anywhere
    from .text_values import _where

    for unit, n in zip(missing, _where(missing, written)):
        n = n or 0  # a word not found alone as written: read by its form only
        before = written[n - 1] if n else ""
        if (
            _NOT_PREFIXED.fullmatch(unit[0])
            or _modifier(unit[0])
            or _RESTRICTING & set(written[max(0, n - 2) : n])  # «со студенческим билетом»
            or before[:1].isdigit()
            or spelled_anywhere(before)
            or _SCALE.fullmatch(before)
        ):
            return True
    return False


# what a list's items are parted by
_ITEMS = re.compile(r"[,;、，；]|\b(?:and|or|и|или|und|oder|et|ou)\b|[和与及或]")


def _item_left_out(value: str, covered: list) -> bool:
    """Whether a list the value is leaves an item out, none of its words said ("Ivan VI."
    is no «Пётр II и Иван VI», 奇松、怪石和云海 no 奇松、怪石、云海、温泉): a short reply may
    leave out a word of an item, not one of the things it lists."""
    from .statements import _one_support

    items = [item for item in _ITEMS.split(value) if item.strip()]
    if len(items) < 2:
        return False
    if cjk_char().search(value):
        return any(not set(item) & covered for item in items)
    # an item before a join is its last word («брак аккумулятора и экрана» lists
    # аккумулятор and экран), the last one any of its words ("and human bones")
    items = [item.split()[-1] for item in items[:-1]] + items[-1:]
    return any(not any(_one_support(item, "auto").covers(u) for u in covered) for item in items)


# a Latin word after these names a thing (swaps.py reads a thing so), and after a list's
# join too: "gold, jade and animal bones" swaps one
_BEFORE_A_THING = BEFORE_A_THING | {"and", "or"}


def _a_thing(word: str, words: list[str]) -> bool:
    """Whether a word the sentence says of its own names a thing, which no word of the
    value's stands for (a verb or a word of how may: "was saved" for "served", «идёт»
    for «поступает»)."""
    at = words.index(word) if word in words else 0
    return thing(word, words[at - 1] if at else "", _BEFORE_A_THING)


# what a Chinese reply says a reason, a manner or a time with, claiming nothing new
_CJK_REPLYING = frozenset("因为为了所以就会能还也都要在是有的了着和与及把被给让用靠从")
# a negation, or a ban (禁止), which a reply that says the rest does not say
_CJK_DENIALS = CJK_NEGATIONS | {"禁"}
# the no a reply to "need I …?" opens with, which negates nothing it says after
_NO_NEED = ("不需要", "不用", "不必")
# what a title a name follows ends with: 建筑师, 作家, 皇帝, 诗人, 院长
_TITLE_ENDS = frozenset("师家帝王人员长官")


def _titled(value: str, at: list[int]) -> bool:
    """Whether the value is a name after its title, the name said whole: 贝聿铭 of 建筑师贝聿铭."""
    first = at[0] if at else len(value)
    return 0 < first and value[first - 1] in _TITLE_ENDS and at == list(range(first, len(value)))


def cjk_says_most(value: str, said: str, asked: set, held_by, listed: str) -> bool:
    """Whether a Chinese sentence (its characters but particles, said) holds half the
    value's characters or more in pairs of it, its numbers, no negation, and no character
    of its own that neither the value, the question (asked) nor the texts that hold the
    value hold: 因为形状像耳朵 for 形状像人的耳朵; and each item of a list the value
    (listed: as written) is, in a character at least. Not 金卡会员和铜卡会员 for 金卡和银卡会员,
    nor 支付宝账户 for 原支付账户: a character of its own may be a thing swapped in, which a
    Chinese sentence does not mark."""
    texts = "".join(text for text in held_by if text)
    if len(value) < MOST_OF or not texts or _CONDITION.search(value):
        return False
    if "要" in asked and said.startswith(_NO_NEED):  # 不用，18岁以下免费 to 要买票吗？
        said = said[len(next(n for n in _NO_NEED if said.startswith(n))) :]
    if set(value) & _CJK_DENIALS or set(said) & _CJK_DENIALS:
        return False
    if any(number not in said for number in re.findall(r"\d+", value)):
        return False
    pairs = [value[n : n + 2] in said for n in range(len(value) - 1)]
    at = [n for n in range(len(value)) if (n and pairs[n - 1]) or (n < len(pairs) and pairs[n])]
    if 2 * len(at) < len(value) or not (pairs[0] or _titled(value, at)):
        return False  # nor without its opening: 会员专享 is no 金卡会员专享
    if _item_left_out(listed, {value[n] for n in at}):
        return False
    known = set(value) | set(asked) | set(texts) | _CJK_REPLYING
    new = [c for c in said if c not in known and not c.isdigit()]
    return not new
