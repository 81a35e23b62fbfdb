"""Refusals in the ways bots phrase them, per language, matched on folded text.

Each rule is a regular expression over the text as `fold()` leaves it (NFKC, case folded,
`ё` → `е`, Persian letters and digits unified, the zero-width non-joiner removed, `ß` →
`ss`), anchored at word edges so a rule never fires inside a longer word. Chinese has no
word edges to anchor on: its rules list the longer words they must not fire inside
(`不确定性`, "uncertainty", is not `不确定`, "not sure"). A kit's `refusals.txt` adds
phrases of its own. The rule that fired is logged, so a reading names why it was a refusal.

Six kinds of refusal are covered in each language: "I don't know", "there is no
information", "I cannot find / answer", "it is not in the documents", an apology that
declines, "contact support", and "as an AI"; in English, Russian, Chinese and Persian
also the answer put off or handed on, and in the first three an empty search, a
technical failure, the bot not understanding, a menu of topics, a list of articles, a
greeting, a stall, a bot still learning, an evasion and a platform's automatic reply,
each when the text says nothing else (ALONE); and a text of nothing but courtesies. In English,
Russian and Chinese a text no rule reads is read by its parts (refusal_cues.py), with
the same guards.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from .refusal_cues import cue_refusals
from .refusal_guards import (
    TROUBLE_WORDS,
    asker_aside,
    caveat,
    cited,
    hedged,
    lack_answers,
    needless,
    stated,
    to_do,
)
from .refusal_rules import RULES
from .refusal_states import REASON, STATES, account_state, for_others
from .refusal_text import HAN, LATIN_RUN, SENTENCE_END, casual, one_per_run, opened


@cache
def _compiled() -> tuple[tuple[str, re.Pattern], ...]:
    """Every rule, compiled once, in language and rule order (\"as an AI\" first: it is
    the most specific, and its sentences decline in other words too); the first that
    fires wins."""
    return tuple(
        (f"{language}.{name}", re.compile(pattern))
        for language, rules in RULES.items()
        for name, pattern in sorted(rules, key=lambda rule: rule[0] != "as_an_ai")
    )


# A refusal's words in a clause that a condition opens are that condition, not the bot
# declining: "If you can't find your order, …", «Если ответа нет в течение суток, …»,
# «如果找不到订单，…». The clause runs from the last mark that ends one.
_CONDITION = re.compile(
    r"(?<!\w)(?:if|unless|если|wenn|si|اگر)(?!\w)|如果|假如|要是|若是|万一|"
    # German «falls» opens a condition («Falls Sie … nicht finden»); English "falls" is
    # a verb ("This question falls outside the scope")
    r"(?<!\w)falls\s+(?:sie|du|ihr|es|er|man|ich|wir|der|die|das|ein\w*|kein\w*|ihre\w*|"
    r"dein\w*|mein\w*|unser\w*|noch|nicht|jemand|etwas|dies\w*)(?!\w)"
)
_CLAUSE_END = re.compile(r"[.!?;:,\u3002\uff01\uff1f\uff1b\uff1a\uff0c\u060c\u061f]")


@lru_cache(maxsize=65_536)
def refusal(folded: str) -> tuple[str, str] | None:
    """(the rule that fired, the words it matched) when the folded text refuses. Kept per
    text: a bot says the same sentences again and again, and the rules are hundreds."""
    folded = casual(folded)
    fired = _read(folded)
    if fired is None and HAN.search(folded) and LATIN_RUN.search(folded):
        # a Chinese rule counts the characters between its words (关于…的信息, ten at
        # most), and "apple pay" is nine of them: each Latin run is read as one, and
        # what it matched is given back as written
        short, starts = one_per_run(folded)
        fired = _read(short)
        if fired is not None:
            rule, start, end = fired
            fired = rule, starts[start], starts[end]
    if fired is None:
        return _courtesy_only(folded)
    rule, start, end = fired
    return rule, folded[start:end].strip()


def _courtesy_only(folded: str) -> tuple[str, str] | None:
    """A reply of nothing but courtesies ("Is there anything else I can help you with?",
    «До свидания!», 祝您生活愉快！) answered nothing: where the knowledge base holds the fact,
    a refusal all the same (read as statements, it stated none)."""
    from .courtesies import is_courtesy

    if not re.search(r"\w", folded):
        return None
    for clause in _CLAUSE.split(folded):
        # "Sure." and «Да» beside nothing are answers: only courtesies, and "please"
        if re.search(r"\w", clause) and not (
            is_courtesy(clause.strip()) or clause.strip() in ("please", "пожалуйста", "请")
        ):
            return None
    language = "zh" if HAN.search(folded) else "ru" if re.search("[а-я]", folded) else "en"
    return f"{language}.courtesy_only", folded.strip()


# Rules that say data is lacking, which an answer may say of a side question.
_LACKS = (".no_information", ".not_in_documents")
# ... and where a lack may be followed by where the data is shown
_SHOWN = (*_LACKS, ".cannot_find")


def _refuses(sentence: str) -> bool:
    return _read(sentence) is not None


def _read(folded: str) -> tuple[str, int, int] | None:
    for rule, pattern in _compiled():
        alone = rule.split(".")[1] in ALONE
        for match in pattern.finditer(folded):
            if not (
                _conditional(folded, match.start())
                # a reply that is all deferral, failure or greeting asks nothing of its topic
                or (not alone and _asked_back(folded, *match.span()))
                or (rule.endswith(".dont_know") and _aside(folded, match.end()))
                # «Я всего лишь бот, но скажу точно: …»: what the bot is, then the answer
                or (rule.endswith(".as_an_ai") and bool(_BUT.match(folded, match.end())))
                or hedged(folded, match.group(0), match.end())
                or cited(folded, match.group(0), match.end())
                or (rule.endswith(".cannot_find") and stated(folded, match.group(0), *match.span()))
                or (rule.endswith(".no_information") and _no_evidence(folded, match.end()))
                or (rule.endswith(_LACKS) and caveat(folded, match.start(), _refuses))
                or (rule.endswith(_SHOWN) and lack_answers(folded, *match.span()))
                or (
                    rule.endswith(STATES)
                    and (account_state(folded, match) or REASON.match(folded, match.end()))
                )
                or (
                    rule.endswith(".contact_support")
                    and (
                        for_others(folded, match.start())
                        or needless(folded, match)
                        or to_do(folded, match)
                    )
                )
                or (alone and not _alone(folded))
            ):
                return rule, match.start(), match.end()
    for rule, _words, start, end in cue_refusals(folded):
        if not (
            _conditional(folded, start)
            or _asked_back(folded, start, end)
            or _aside(folded, end)
            or hedged(folded, folded[start:end], end)
            or stated(folded, folded[start:end], start, end)
        ):
            return rule, start, end
    return None


# "I don't know why you'd need it, but CSV import is supported": not knowing why, with a
# "but" after it in the sentence, is an aside before the answer
_WHY = re.compile(
    r"[\s,]*(?:why|зачем|почему|warum|pourquoi|por qué|para qué)(?!\w)|"
    r"[\s，,]*(?:您|你)?(?:为什么|为何|干嘛)"
)
_ASIDE_TURN = re.compile(r"(?<!\w)(?:but|но|однако|aber|mais|pero)(?!\w)|不过|但是")


# "I'm not aware of any delays: …", «Мне не известно о задержках»: no trouble known is
# the answer that there is none, not a lack of one
_REASSURES = re.compile(
    rf"\s*(?:of any|of|о|об)\s+(?:\w+\s+)?(?:{TROUBLE_WORDS}|errors?|ошибк\w*)(?!\w)"
)

# right after the words, a comma at most between: "…, but", «…, но», 不过
_BUT = re.compile(rf"\s*[,，]?\s*(?:{_ASIDE_TURN.pattern})")


def _aside(folded: str, at: int) -> bool:
    if asker_aside(folded, at) or _REASSURES.match(folded, at):
        return True
    if not _WHY.match(folded, at):
        return False
    end = SENTENCE_END.search(folded, at)
    return bool(_ASIDE_TURN.search(folded, at, end.start() if end else len(folded)))


# "There is no data that suggests infection during pregnancy harms the baby", «Нет
# данных о том, что вирус передаётся через еду», 没有数据表明…: no evidence for a claim is
# a finding the text reports, not the bot lacking an answer. Told by what follows the
# words: a verb of evidence, or a word that opens a claim (о том, что; dass; de que;
# 表明); "no information that answers your question", «нет данных о том, когда…» are
# still the bot's lack, and so is "no information that the virus…" (English "that"
# opens a relative clause as often: "no information that the documents hold").
_NO_EVIDENCE = re.compile(
    r"(?:\s+(?:yet|so far|currently|to date))?,?\s*(?:"
    r"(?:that\s+|which\s+)?(?:suggest|show|indicate|prove|support|confirm|demonstrate)"
    r"(?:s|ing)?\b|to (?:suggest|show|indicate|prove|support|confirm)\b|"
    r"(?:о том|того|на то),?\s*что\b|,\s*что\b|"
    r"[^.!?]{0,24}?\bdass\b|"
    r"(?:qui |ne )?(?:montr|indiqu|prouv|suggér|suger)\w*\s+(?:que|qu')|"
    r"(?:que|de que)\s+(?:indiquen?|demuestren?|sugieran?|muestren?|el|la|los|las|se)\b|"
    r"表明|显示|证明|说明"
    r")"
)


def _no_evidence(folded: str, at: int) -> bool:
    return bool(_NO_EVIDENCE.match(folded, at))


# "Can't find your order? It appears within an hour.": a sentence that opens with a
# refusal's words, asks, and says "your" (or asks which, what, how: "Not sure which plan
# fits?", «Не уверены, какой тариф выбрать?», 不确定选哪个套餐？), or does not say "I", is
# the asker's trouble put back as a question
_PUT_BACK = re.compile(
    r"(?<!\w)(?:your|yours|ваш\w*|свой|свою|свои|своего|своё|свое|твой|твою|ihr\w*|"
    r"dein\w*|votre|vos|tu|tus|su|sus|which|what|how|where|whether|какой|какая|какое|"
    r"какие|какую|где|как|куда|сколько|welche\w*|quel\w*|cuál)(?!\w)|您的|你的|哪|什么|怎么|如何|多少"
)
# "Not sure about sizes?", 不清楚自己的尺码？: a doubt asked in one clause with no "I" in it
# is the asker's ("Don't know, sorry — could you ask support?" is the bot's)
_FIRST_PERSON = re.compile(
    r"(?<!\w)(?:i|i'm|i've|me|my|we|я|мне|меня|мой|мы|ich|mir|mich|je|j'ai|moi|yo)(?!\w)|我"
)


def _asked_back(folded: str, start: int, end: int) -> bool:
    begun = opened(SENTENCE_END, folded, start)
    before = folded[begun:start]
    # what may come first: a word or two of the asker's own doing, not the bot's and not a
    # clause of its own («Поиск ничего не нашёл?», 筛选后没有匹配的结果？)
    if before.strip() and (
        _FIRST_PERSON.search(before) or _CLAUSE_END.search(before) or len(before.split()) > 2
    ):
        return False
    closed = SENTENCE_END.search(folded, end)
    return (
        closed is not None
        and closed.group(0) in "?\uff1f\u061f"
        and bool(
            _PUT_BACK.search(folded, begun, closed.start())
            or not (
                _FIRST_PERSON.search(folded, begun, closed.start())
                or _CLAUSE_END.search(folded, end, closed.start())
                or "—" in folded[end : closed.start()]
            )
        )
    )


# Kinds that refuse only when the text says nothing else: the answer put off or handed on
# ("Let me look into this and get back to you"), an empty search ("the retrieved context
# is empty") and the whole-reply kinds of refusal_rules_failed and its siblings (a
# failure, a fallback, a menu, a greeting…) are a refusal when every clause of the text
# is one of them, a pleasantry or a pipeline's frame ("Error:"); "Refunds take 5 days;
# if anything goes wrong, we'll get back to you" and «Мы передали ваш запрос на склад:
# товар отправят завтра» answer.
ALONE = frozenset(
    {
        "defers",
        "empty_search",
        "failed",
        "not_understood",
        "menu",
        "greets",
        "policy",
        "echo",
        "articles",
        "learning",
        "evades",
        "refers",
    }
)
# a clause ends where _CLAUSE_END says, and at a dash, 、 and a conjunction
_CLAUSE = re.compile(
    _CLAUSE_END.pattern
    + r"|[\u3001—–]|(?<!\w)(?:and|but|so|then|и|а|но|затем|و|اما)(?!\w)|然后|并且"
)


@cache
def _alone_rules() -> re.Pattern:
    return re.compile(
        "|".join(f"(?:{p.pattern})" for rule, p in _compiled() if rule.split(".")[1] in ALONE)
    )


@lru_cache(maxsize=4096)  # asked once for each match of a whole-reply rule in the text
def _alone(folded: str) -> bool:
    """Whether every clause of the text is a part of an ALONE kind, a pleasantry, an
    offer of more help ("I'll get back to you. Have a great day!") or a pipeline's
    frame."""
    from .courtesies import is_pleasantry

    # a part whose words run over a clause's end (a menu's list, "estimated wait: 5
    # minutes") is taken out whole; each clause left is one of them or a pleasantry
    blanked = _alone_rules().sub(lambda part: " " * len(part.group(0)), folded)
    at = 0
    for mark in [*_CLAUSE.finditer(blanked), None]:
        end = mark.start() if mark else len(folded)
        clause = folded[at:end].strip()
        if not is_pleasantry(blanked[at:end]) and (
            _CONDITION.match(clause) or not _alone_rules().search(clause)
        ):
            return False
        at = mark.end() if mark else end
    return True


def _conditional(folded: str, start: int) -> bool:
    if _CONDITION.search(folded, opened(_CLAUSE_END, folded, start), start):
        return True
    # a Chinese condition may close its clause instead: 不懂操作的话，可以看…
    closed = _CLAUSE_END.search(folded, start)
    return folded[start : closed.start() if closed else len(folded)].rstrip().endswith("的话")


# The refusals that say what is not known; a referral («请联系客服…») or a promise to get
# back may carry a claim of its own (领取优惠券), and is read as a statement.
_NOT_KNOWN = frozenset("dont_know no_information not_in_documents cannot_find".split())
_CONTRAST = re.compile(r"\b(?:but|however|но|однако|зато)\b|但|不过")


def says_not_known(folded: str) -> bool:
    """Whether a sentence of an answer only says what the bot does not know ("I don't
    have information about international shipping"): no number, no word of time or
    price, no turn to a claim after it ("I don't know about refunds, but they take 60
    days" is a claim)."""
    from .numerals import numbers
    from .statement_words import TIME_WORDS, free

    if numbers(folded) or _CONTRAST.search(folded):
        return False
    if any(w in TIME_WORDS or free(w) for w in re.findall(r"[\w']+", folded)):
        return False
    fired = refusal(folded)
    return fired is not None and fired[0].split(".")[1] in _NOT_KNOWN
