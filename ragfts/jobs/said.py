"""What a bot's answer gives intake: whether it answers at all, and the words it names
that are worth searching (not a refusal's, an apology's, nor where it says it looked)."""

from __future__ import annotations

import re
from functools import cache


def answers(said) -> bool:
    """Whether the bot said something that is no refusal."""
    from ..grade.refusals import refusal
    from ..kit.profile import fold

    return bool(said and said.strip()) and refusal(fold(said)) is None


def naming(said: str) -> str:
    """What the bot said, but the words of a refusal it makes, of an apology and of where
    it looked (NAMES_NOTHING): «Не знаю» names nothing to search for; «В базе нет сведений
    о доставке в Казахстан» names доставке and Казахстан."""

    from ..grade.refusal_text import casual
    from ..grade.refusals import refusal
    from ..grade.statement_words import NAMES_NOTHING
    from ..kit.profile import cjk_char, fold
    from ..kit.traditional import simplified

    word = re.compile(r"[^\W_]+(?:'[^\W_]+)*")
    rest = said
    for _ in range(8):  # «I don't know, the knowledge base has no answer»: each refusal in it
        refused = refusal(fold(rest))
        if refused is None:
            break
        words = set(word.findall(refused[1]))
        # a CJK refusal is no word of its own: cut out where it stands, found in the text
        # as the rules read it (沒有相關資訊 as 没有相关信息: the same length, character
        # for character)
        at = simplified(rest).find(refused[1])
        if at >= 0:
            # what it says there is nothing about is named: 没有关于配送时间的信息 keeps 配送时间
            topic = _CJK_TOPIC.search(refused[1])
            kept = rest[at + topic.start(1) : at + topic.end(1)] if topic else ""
            rest = rest[:at] + f" {kept} " + rest[at + len(refused[1]) :]
        rest = rest.replace(refused[1], " ")
        # a word as the refusal was read: "couldnt" is the "couldn't" it matched
        rest = " ".join(w for w in word.findall(rest) if casual(fold(w)) not in words)
    for word in _cjk_names_nothing():  # a CJK run has no spaces: cut out of it
        rest = rest.replace(word, " ")
    # a CJK character left alone between the cuts is what the refusal's words stood
    # beside (我 of 我不知道, 里 of 知识库里没有答案), not a word of its own
    return " ".join(
        w
        for w in re.findall(r"[^\W_]+", rest)
        if fold(w) not in NAMES_NOTHING and not (len(w) == 1 and cjk_char().match(w))
    )


_CJK_TOPIC = re.compile(r"(?<![没沒无])(?:关于|有关)(.+?)的")


@cache
def _cjk_names_nothing() -> tuple[str, ...]:
    """NAMES_NOTHING's CJK words, the longest first (很抱歉 before 抱歉)."""
    from ..grade.statement_words import NAMES_NOTHING
    from ..kit.profile import cjk_char

    return tuple(
        sorted((w for w in NAMES_NOTHING if cjk_char().search(w)), key=lambda w: (-len(w), w))
    )
