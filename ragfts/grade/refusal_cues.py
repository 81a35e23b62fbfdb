"""A refusal read from its parts when no phrasing rule knows it (English, Russian, Chinese).

A bot declines in more ways than rules can list: each fresh battery of refusals written
for this project found about half of them unread by the rules of the battery before. What
the unread ones share is their parts, not their words: a negation or a word of lack
("not", "beyond", «молчат», 盲区), near a word of knowing or telling ("answer", "sources",
«сведения», 资料), said of the bot itself ("I", «мне», 我) or of the store it reads ("the
knowledge base", «в статьях», 文档). An answer that uses such words is about something
the customer does or the shop handles ("Your details are not stored", «Мы не передаём
данные карты», 不需要任何证明): a negation of a handling, or the customer in a sentence
without the bot in it, keeps it an answer. What a store states ("The documents specify
that setup is not included") is an answer too.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .refusal_cue_words import _NOT_CUE, _STORE_BEFORE, _STORE_NOT_BEFORE, CUES, _words

# 说明书里没有的配件…: a lack that 的 makes part of a noun's description is no lack of an
# answer, unless the noun is knowledge (我没有的具体信息)
_ATTRIBUTIVE = re.compile("有?的")


def _attributive(sentence: str, lack: Cue, cues: list[Cue]) -> bool:
    m = _ATTRIBUTIVE.match(sentence, lack.end)
    return bool(m) and not any(c.kind == "know" and m.end() <= c.start < m.end() + 6 for c in cues)


# these cues are whole words
_WHOLE = ("self", "you")
# how far the knowing may follow the lack ("I don't have the specifics") and the store
# precede it ("My sources are quiet", 知识库里好像没有): words, or characters in Chinese
NEAR = {"en": (6, 5), "ru": (6, 5), "zh": (10, 8)}
# words of lack that say where the bot's store ends, not that something is not done
_SCOPE = {"en": ("beyond", "outside"), "ru": ("вне",), "zh": ("超出",)}
# how near a word of handling must be to the lack to be what it negates
HANDLED = {"en": (2, 1), "ru": (2, 1), "zh": (2, 3)}
# Russian puts the verb before its modal: «Подтвердить это … не могу»
_MODAL = {"ru": ("могу", "смогу", "получится")}
_SENTENCE = re.compile(r"[^.!?;\u3002\uff01\uff1f\uff1b\u061f]+")
_WORD = re.compile(r"[^\W\d_]+(?:'[a-z]+)?")
# what follows "your" when the customer is only the one who asked
_QUESTION = {
    "en": re.compile(r"\s+(?:question|query|request)"),
    "ru": re.compile(r"\s+(?:вопрос|запрос)"),
    "zh": re.compile(r"的?(?:问题|提问|咨询)"),
}
# a sentence is read in each language whose letters it has
_SCRIPT = {
    "en": re.compile("[a-z]"),
    "ru": re.compile("[а-я]"),
    "zh": re.compile("[\u4e00-\u9fff]"),
}


# asides a reply puts anywhere, which say nothing of who lacks what
_ASIDES = {
    "en": re.compile(
        r"(?<!\w)(?:unfortunately|sadly|regrettably|honestly|i'm afraid|it seems|"
        r"as far as i can (?:see|tell))(?!\w)"
    ),
    "ru": re.compile(
        r"(?<!\w)(?:к (?:сожалению|несчастью)|увы|похоже|кажется|видимо|пожалуй|честно|"
        r"насколько я (?:вижу|могу судить))(?!\w)"
    ),
}


# what follows a bot's "not sure" when it is unsure of what the customer needs or means,
# not of an answer: "I'm not sure which size you need, but returns are free", «Не уверен,
# какой размер вам нужен», 我不确定您需要哪个尺码 (the rules and the parts both heed it)
# — or whether the answer helps ("Not sure if this helps, but …", «Не уверен, поможет ли,
# но …», 不确定是否有帮助，不过…)
ASKER_NEEDS = {
    "en": r",?\s*(?:which|what|whether|if|how|where|when)\b[^.!?;]*?\byou(?:'re| are)?\s+"
    r"(?:need|want|mean|prefer|like|looking for|have in mind)\b|"
    r",?\s*(?:if|whether) (?:this|that|it) (?:helps|will help|is helpful)\b",
    "ru": r",?\s*(?:что|какой|какая|какое|какие|какую|как|где|когда|ли|сколько)\b[^.!?;]*?"
    r"\b(?:вам|вы)\s+(?:нуж\w*|хоти\w*|ище\w*|имеете в виду|подойд\w*|подход\w*)|"
    r",?\s*(?:поможет|пригодится|подойд[её]т) ли\b",
    "zh": r"[您你](?:需要|想要|要|想|指的?是|说的?是|问的是)|"
    r"(?:是否|能否|会不会)?(?:有(?:所)?帮助|有用|帮得上)",
}


class Cue(NamedTuple):
    """A cue of a sentence: `at` is its word's index (its character's in Chinese), `start`
    and `end` where it is in the sentence."""

    at: int
    start: int
    end: int
    kind: str


def cue_refusals(folded: str):
    """(rule, the words from the lack to the knowing, where they start and end in the
    folded text) for each sentence whose parts decline, in order."""
    for sentence in _SENTENCE.finditer(folded):
        for language, script in _SCRIPT.items():
            if not script.search(sentence.group(0)):
                continue
            found = _declines(language, sentence.group(0))
            if found:
                start, end = found
                at = sentence.start()
                yield f"{language}.cues", folded[at + start : at + end], at + start, at + end


def _declines(language: str, sentence: str) -> tuple[int, int] | None:
    cues = _tagged(language, sentence)
    kinds = {cue.kind for cue in cues}
    lacks = [
        c
        for c in cues
        if c.kind == "lack"
        and not _handled(language, sentence, c, cues)
        and not (language == "zh" and _attributive(sentence, c, cues))
    ]
    if not lacks:
        return None
    stores = [c for c in cues if c.kind == "store" or _owned(c, cues, sentence, language)]
    stores += _owned_by_the_bot(cues, language)
    stores += _silent_stores(language, sentence, cues, lacks)
    # the customer, but not as the one who asked ("answers your question", 您的问题)
    customer = [
        c for c in cues if c.kind == "you" and not _QUESTION[language].match(sentence, c.end)
    ]
    if "self" not in kinds and (not stores or customer):
        return None
    # "The documents specify that setup is not included", not "says nothing"
    if any(c.kind == "tells" and c.at < lacks[0].at - 1 for c in cues):
        return None
    after_at, before_at = NEAR[language]
    # "not the three you mention", 您的数据: the customer's telling or data, not the
    # bot's knowing
    yours = {c.at + 1 for c in cues if c.kind == "you"}
    yours |= {c.at + 2 for c in cues if c.kind == "you" and sentence[c.end : c.end + 1] == "的"}
    # 请确认…: what the customer is asked to do
    yours |= {c.at for c in cues if language == "zh" and sentence[c.start - 1 : c.start] == "请"}
    for lack in lacks:
        after = [
            c
            for c in cues
            if c.kind == "know" and 0 < c.at - lack.at <= after_at and c.at not in yours
        ]
        if after and re.match(ASKER_NEEDS[language], sentence[after[0].end :]):
            continue
        before = [c for c in stores if c.end <= lack.start and lack.at - c.at <= before_at]
        if _knowing_before(language, sentence, lack):
            before += [c for c in cues if c.kind == "know" and 0 < lack.at - c.at <= before_at]
        before += _none_of_before(language, sentence, lack, cues)
        if after or before:
            span = [lack, *after, *before]
            return min(c.start for c in span), max(c.end for c in span)
    return None


# words of silence: what is silent is a store, whoever's it is («документы молчат», "the
# documents are silent on it"); a customer or a shop is not said to be silent on a topic
_SILENT = {"en": ("silent", "quiet"), "ru": ("молч", "умалчива")}


def _silent_stores(language: str, sentence: str, cues: list[Cue], lacks: list[Cue]) -> list[Cue]:
    """Store nouns that may be anyone's, made the bot's store by a word of silence after
    them."""
    silences = [
        lack
        for lack in lacks
        if sentence[lack.start : lack.end].startswith(_SILENT.get(language, ()))
    ]
    return [c for c in cues if c.kind == "owned" and any(c.end <= lack.start for lack in silences)]


_ABLE_TO = re.compile(r"(\s+(?:able|allowed|permitted))?\s+to(?!\w)")


def _handled(language: str, sentence: str, lack: Cue, cues: list[Cue]) -> bool:
    """Whether the lack negates a handling ("not stored", «не нужны», 不会扣款) rather than
    the bot's knowing; a handling word further off is the topic ("I have no information
    about delivery"). A scope's word is no negation of a handling: 这超出了提供给我的信息范围."""
    if sentence[lack.start : lack.end] in _SCOPE.get(language, ()):
        return False
    before, after = HANDLED[language]
    if language == "ru" and any(c.kind == "lack" and c.at == lack.at + 1 for c in cues):
        after += 1  # «ничего не нужно»: Russian negates twice, the second is the handling's
    able = _ABLE_TO.match(sentence, lack.end) if language == "en" else None
    if able:  # "not able to change", "unable to cancel": the handling is the verb after
        after += 2 if able.group(1) else 1
    return any(
        c.kind == "handle" and -before <= c.at - lack.at <= after and c.at != lack.at for c in cues
    )


def _knowing_before(language: str, sentence: str, lack: Cue) -> bool:
    """«… ответить не могу», «… источника у меня нет»: the knowing before the lack."""
    rest = _WORD.search(sentence, lack.end)
    if rest and rest.group(0) in _MODAL.get(language, ()):
        return True
    return language == "ru" and sentence[: lack.start].rstrip().endswith(("у меня", "у нас"))


# «…рекомендаций на этот счёт нет»: what there is none of stands before «нет», when it is
# knowledge itself (not a verb of knowing: «Могу подтвердить: платы за отмену нет»)
_NONE_OF = {"ru": ("нет", _words("информац сведени данн рекомендац ответ источник знани"))}


def _none_of_before(language: str, sentence: str, lack: Cue, cues: list[Cue]) -> list[Cue]:
    word, nouns = _NONE_OF.get(language, ("", ()))
    if sentence[lack.start : lack.end] != word:
        return []
    return [
        c
        for c in cues
        if c.kind == "know"
        and 0 < lack.at - c.at <= NEAR[language][1]
        and sentence[c.start : c.end].startswith(nouns)
    ]


def _owned(cue: Cue, cues: list[Cue], sentence: str, language: str) -> bool:
    """Whether a store noun that may be anyone's is the bot's: "my sources", «в статьях»,
    帮助文章; in Chinese also 文章里, "in the articles"."""
    if cue.kind != "owned":
        return False
    if language == "zh":
        return sentence[cue.end : cue.end + 1] in ("里", "中") or any(
            c.kind == "owner" and 0 <= cue.start - c.end <= 1 for c in cues
        )
    return any(c.kind == "owner" and 0 < cue.at - c.at <= 2 for c in cues)


# how many words a store noun may come before the bot that makes it its own
_OWNED_BY = 3


def _owned_by_the_bot(cues: list[Cue], language: str) -> list[Cue]:
    """Store nouns that may be anyone's, made the bot's by the bot right after them ("the
    documents I was given", «в документах, что у меня есть»): each a store from the noun
    to where the bot is named, and as near a lack as the bot is, as "my documents" is."""
    if language == "zh":  # 我手头的文件: the owner stands before
        return []
    return [
        Cue(bot.at, noun.start, bot.end, "store")
        for noun in cues
        if noun.kind == "owned"
        for bot in cues
        if bot.kind == "self" and 0 < bot.at - noun.at <= _OWNED_BY
    ]


def _tagged(language: str, sentence: str) -> list[Cue]:
    """The sentence's cues in order; a word is tagged with every kind it is a cue of."""
    table = CUES[language]
    if language == "zh":
        masked = sentence
        for word in _NOT_CUE["zh"]:
            masked = masked.replace(word, "\0" * len(word))
        return sorted(
            Cue(m.start(), m.start(), m.end(), kind)
            for kind, words in table.items()
            for word in words
            for m in re.finditer(re.escape(word), masked)
        )
    # an aside between a store and its lack is no word of either: masked, it does not
    # count in how far apart they are («Наша документация, к сожалению, … молчит»)
    sentence = _ASIDES[language].sub(lambda m: " " * len(m.group(0)), sentence)
    found = [m for m in _WORD.finditer(sentence) if _SCRIPT[language].match(m.group(0))]
    words = [m.group(0) for m in found]
    return [
        Cue(i, *found[i].span(), kind)
        for i, word in enumerate(words)
        if not word.startswith(_NOT_CUE[language])
        for kind, cues in table.items()
        if _is_cue(language, kind, word, cues)
        and (kind != "store" or _store_here(word, words[i + 1 : i + 2]))
    ]


def _store_here(word: str, after: list[str]) -> bool:
    """Whether a store noun is the bot's store with the word after it."""
    return _STORE_BEFORE.get(word) in (None, *after) and not set(after) & set(
        _STORE_NOT_BEFORE.get(word, ())
    )


# words that start like a cue of one kind but are none of it: "passages" are no "pass"
_NOT_OF_KIND = {("en", "handle"): ("passag",)}


def _is_cue(language: str, kind: str, word: str, cues: tuple[str, ...]) -> bool:
    if word.startswith(_NOT_OF_KIND.get((language, kind), ())):
        return False
    if kind in _WHOLE:
        return word in cues
    if kind == "lack" and language == "en" and word.endswith("n't"):
        return True
    if kind in ("lack", "owner"):
        # «не», «в», "no", "my" are words of their own
        return any(word == cue or (len(cue) > 3 and word.startswith(cue)) for cue in cues)
    return word.startswith(cues)
