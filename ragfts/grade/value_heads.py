"""A text value that runs past the end of its sentence in its source: drafted by a count
of words, «Заказ хранится в пункте выдачи 7 дней Срок» is the sentence «Заказ хранится в
пункте выдачи 7 дней.» and one word of the next, which a reply that says the sentence
has no cause to repeat."""

from __future__ import annotations

import re
from functools import lru_cache

from ..kit.profile import fold

# a head says the claim when it holds this many of the value's words or more
HEAD_WORDS = 4


def sentence_head(value: str, texts) -> str:
    """The value's words up to the end of the sentence they stand in, in the first of
    the texts that holds the value word by word (any punctuation between); "" when no
    text does, when the value ends with its sentence, or when the head is short."""
    words = re.findall(r"\w+", fold(value))
    if len(words) <= HEAD_WORDS:
        return ""
    pattern = re.compile(r"\b" + r"\W+".join(map(re.escape, words)) + r"\b")
    for text in texts:
        found = pattern.search(_folded(text or ""))
        if not found:
            continue
        span = found.group(0)
        ends = [m.end() for m in re.finditer(r"[.!?。！？;；](?=\s)", span)]
        if not ends:
            return ""
        head = re.findall(r"\w+", span[: ends[0]])
        return " ".join(head) if len(head) >= HEAD_WORDS else ""
    return ""


@lru_cache(maxsize=256)  # a found source is read for each text value of each answer
def _folded(text: str) -> str:
    return fold(text)
