"""A Chinese question's words of one character: 塔 of 塔有几层？, 票 of 参观要买多贵的票？.
Intake reads CJK text as pairs of adjacent characters (most words are two), so a word
of one character is read only inside a pair with its neighbour (塔有, 几层), which no
text says. A character of the question that no pair it is in covers (no fact holds the
pair; for the search, no row) is read alone: the match weighs it by how few facts say
a compound it heads and holds it in a fact that does (asked.scored_facts), when the
question says no word the registry does not know beside it (guessed); the derived query
searches it when the question's pairs find nothing (jobs.derive).

Never read alone: a stop word, a numeral, a measure word, a character of the kind the
question asks (多高), a word of degree or of place, or a verb of asking or going
(看, 办, 找): each is in most texts and says nothing of which one is asked; nor a
character beside one that may be a word itself (季节 is a word of two)."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

# Characters that are no word alone: their own (stop words besides), and where beside
# another they leave it a word of its own.
_FUNCTION = frozenset(
    "一二三四五六七八九十百千万亿两半几多少"  # numerals and counts
    "最很太更再又才"  # degree and sequence
    "看找办做用去来到给让把被对从向跟比为得着过想买贵"  # asking, going, grammar
)
# A measure word leaves the noun after it alone when a count or a pointing word stands
# before it, which a stop word's cut leaves out (这座楼: 座楼), not when it ends a word
# (证件, 文件).
_MEASURES = frozenset("个张间位件次晚家台辆条块本只双套座")
# A place word after a noun is its postposition (岛上, 湖里), and leaves the word after it
# alone (岛上鸟); first, it is part of a word (外卖, 下单, 上网).
_PLACES = frozenset("上下里中内外前后边旁")
# a character of a Chinese word: a kana (できます) is no word of one character
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def candidates(text: str) -> dict[str, tuple[str, ...]]:
    """Each character of the question's CJK pieces that may be a word alone, with the
    question's pairs it is in: one that is no stop, count, measure, place or function
    word, the kind the question asks (多高) or a word's part beside it: 塔 of 塔有, 层 of
    几层, 楼 of 这座楼有, 鸟 of 岛上鸟最多, 票 of …的票 (a piece of one character). Two
    characters that may each be a word (季节, 地址, 证件) are a word of two (words), not
    two words of one."""
    return dict(_read(text)[0])


def words(text: str) -> list[str]:
    """The question's pairs that are a word of two characters (candidates)."""
    return list(_read(text)[1])


@lru_cache(maxsize=4096)  # candidates and words read one question each
def _read(text: str) -> tuple[tuple, tuple[str, ...]]:
    from ..kit.profile import cjk_char, fold
    from ..kit.stopwords import cjk_pairs, cjk_pieces
    from .question_kinds import kind_words

    kind = set(fold(kind_words(text)))

    def function(c: str) -> bool:
        return function_char(c) or c in kind

    def no_word(c: str) -> bool:
        return function(c) or c in _MEASURES or c in _PLACES or not _HAN.match(c)

    def apart(piece: str, n: int) -> bool:  # piece[n] and piece[n + 1]: no word of two
        this, then = piece[n], piece[n + 1]
        # a measure word after a count or first (这座楼: 座楼); a place word after a noun
        # (岛上鸟: 上鸟), or before a word's noun (送外卖: 送外)
        counted = this in _MEASURES and (n == 0 or function(piece[n - 1]))
        after = this in _PLACES and n > 0 and not no_word(piece[n - 1])
        return function(this) or function(then) or counted or then in _PLACES or after

    out: dict[str, tuple[str, ...]] = {}
    two: list[str] = []
    for run in re.findall(f"(?:{cjk_char().pattern})+", fold(text)):
        for piece in cjk_pieces(run):
            pairs = cjk_pairs(piece)
            two += [piece[n : n + 2] for n in range(len(piece) - 1) if not apart(piece, n)]
            for n, c in enumerate(piece):
                if no_word(c) or (n > 0 and not apart(piece, n - 1)):
                    continue
                if n + 1 < len(piece) and not apart(piece, n):
                    continue
                out[c] = out.get(c, ()) + tuple(p for p in pairs if c in p)
    return tuple(out.items()), tuple(two)


def function_char(c: str) -> bool:
    """Whether a character is a stop, count, degree or function word, in any question."""
    from ..kit.stopwords import is_stop_word

    return c in _FUNCTION or is_stop_word(c)


def alone(text: str, held: Callable[[str], bool]) -> list[str]:
    """The question's characters (candidates) that no pair of theirs held() holds, in
    the question's order."""
    return [c for c, pairs in candidates(text).items() if not any(map(held, pairs))]


def guessed(text: str, held: Callable[[str], bool], known: Callable[[str], bool]) -> list[str]:
    """alone's characters, when held() holds every word of two the question says (words)
    and known() each of them: a question with a word no fact says (换地址 of
    下单后还能换地址吗？, 钱 of 退的钱会到哪里？) is not read by another character it says
    (单 of 下单, as 订单 of «如何取消订单？»)."""
    found = alone(text, held)
    if not all(map(held, words(text))) or not all(map(known, found)):
        return []
    return found


def heads(stems) -> set[str]:
    """The characters that end a CJK pair of the stems: a Chinese compound's head is its
    last character (湟鱼 is a fish, 鱼鸥 a gull; 七层 says floors, 雁塔 a tower), and a
    word of one character is held by a text that says a compound it heads."""
    from .asked import _is_cjk

    return {w[1] for w in stems if len(w) == 2 and _is_cjk(w[1]) and _is_cjk(w[0])}
