"""Where a registry phrase stands in an answer, read on the words of each sentence: the
phrase's words in order, a few words between them (a bot writes «импорт из CSV
поддерживается» where the phrase is «импорт CSV поддерживается»), never a negation
between them or just before them (the polarity would be another); and a short reply that
leaves out what the question said («Нет, не включена» to «Настройка включена?»)."""

from __future__ import annotations

import re

from ..kit.profile import fold, tokens
from .statement_words import NEGATION, REPLY_FRAMING
from .statements import _SENTENCE

# Words that may stand between two of a phrase's words: «импорт из CSV», «настройка в
# стоимость не входит». More, and the words are likely about something else.
GAP = 2
# A reply's yes or no, and the words that only frame it: what a short reply may hold
# beside the phrase's words.
REPLY_WORDS = frozenset("да нет конечно yes no ja nein doch oui non si sí".split())


# Words that make what follows a question, not a statement: «не знаю, поддерживается ли
# импорт CSV», "I can't say whether setup is included".
ASKING = frozenset("ли whether if ob".split())


def sentences(text: str) -> list[list[str]]:
    """The folded words of each sentence of a text."""
    return [w for w in (tokens(s, "auto", stem=False) for s in _SENTENCE.split(fold(text))) if w]


def negation(words: list[str], at: int) -> bool:
    word = words[at]
    # "isn't" is read as isn, t
    return bool(NEGATION.fullmatch(word)) or (word == "t" and at > 0 and words[at - 1][-1:] == "n")


def states(said: list[list[str]], phrase: list[str], asked: set[str]) -> bool:
    """Whether a sentence of the answer states the phrase (its words in order, at most
    GAP words between two, no negation among them or just before the first, a
    sentence-opening reply's no aside, no asking word before its last), or is a short
    reply that states it with what the question said left out: every other word of the
    sentence a reply word, the phrase's negations all there, and one of its other words
    at least."""
    if not phrase:
        return False
    return any(_in_sentence(words, phrase) or _short_reply(words, phrase, asked) for words in said)


def _in_sentence(words: list[str], phrase: list[str]) -> bool:
    asking = next((n for n, w in enumerate(words) if w in ASKING), len(words))
    for start, word in enumerate(words):
        if word != phrase[0] or _negated_before(words, start):
            continue
        at, ok = start, True
        for want in phrase[1:]:
            nxt = next(
                (n for n in range(at + 1, min(len(words), at + GAP + 2)) if words[n] == want),
                None,
            )
            if nxt is None or any(negation(words, n) for n in range(at + 1, nxt)):
                ok = False
                break
            at = nxt
        if ok and at < asking:
            return True
    return False


def _negated_before(words: list[str], start: int) -> bool:
    """A negation just before where a phrase starts says the opposite of it («не
    поддерживается импорт CSV»), but a sentence's opening reply no («Нет настройка не
    включена», «К сожалению, нет — настройка не входит»)."""
    if start == 0 or not negation(words, start - 1):
        return False
    opening = words[: start - 1]
    return not (words[start - 1] in REPLY_WORDS and all(w in REPLY_FRAMING for w in opening))


def _short_reply(words: list[str], phrase: list[str], asked: set[str]) -> bool:
    own = [n for n, w in enumerate(phrase) if w in words]
    left_out = [w for n, w in enumerate(phrase) if n not in own]
    if not left_out or not all(w in asked for w in left_out):
        return False
    kept = [phrase[n] for n in own]
    if not any(not negation(phrase, n) for n in own):
        return False  # a bare «не» states nothing
    if any(negation(phrase, n) for n in range(len(phrase)) if n not in own):
        return False  # the question's negation is not the reply's
    rest = [w for w in words if w not in REPLY_WORDS]
    if rest != kept:
        return False
    # the reply's own no must not be the only negation the phrase lacks
    return sum(negation(rest, n) for n in range(len(rest))) == sum(
        negation(phrase, n) for n in range(len(phrase))
    )


# A bare yes or no («Да.», "No, it is billed separately.", 可以。) answers a yes-no
# question: the question asks no question word, offers no choice («или»), and negates
# nothing (whether «да» to «Настройка не входит?» says it is in, a reader cannot tell).
YES = frozenset(
    "да конечно разумеется безусловно yes yeah yep sure absolutely certainly definitely "
    "ja natürlich oui évidemment sí claro".split()  # not «si»: "if"
)
# two words that say yes together: "Of course!", «Bien sûr»
YES_PAIRS = frozenset({("of", "course"), ("bien", "sûr"), ("por", "supuesto")})
NO = frozenset("нет no nope nein non".split())
CJK_YES = frozenset("是 是的 对 对的 可以 能 有 支持 当然 当然可以 没问题".split())
CJK_NO = frozenset("不 不是 不对 不可以 不能 没有 不行 不支持".split())
# the characters a Chinese value or reply negates with
CJK_NEGATIONS = frozenset("不没未无非别勿")
# a particle a Chinese reply may end with: 可以的, 是啊, 有的, 没有呢 are 可以, 是, 有, 没有
_CJK_PARTICLES = "的啊呀哦噢呢哈"
OPEN_QUESTION = frozenset(
    "сколько когда где куда откуда как какой какая какое какие каков кто что чем почему "
    "зачем чей или what when where which who whom whose why how or was wann wo wie welche "
    "welcher wer warum oder quoi quand où comment quel quelle qui pourquoi combien ou qué "
    "cuándo dónde cómo cuál quién cuánto".split()
)
_CJK_OPEN = ("什么", "多少", "几", "哪", "谁", "怎么", "为什么", "如何", "多久", "多长", "还是")
# "No problem, setup is included": a no that opens these is no reply
_NO_AS_WORD = frozenset("problem problems worries worry doubt проблем problema".split())


def bare_reply(folded: str, question: str) -> tuple[str, str] | None:
    """("true" or "false", the word) when the answer opens with a bare yes or no to a
    yes-no question."""
    asked = fold(question)
    words = tokens(asked, "auto", stem=False)
    if not words or OPEN_QUESTION & set(words) or any(w in asked for w in _CJK_OPEN):
        return None
    if any(negation(words, n) for n in range(len(words))):
        return None
    first = _SENTENCE.split(folded.strip(), maxsplit=1)[0]
    opening = tokens(first, "auto", stem=False)[:2]
    word = opening[0] if opening else None
    if len(opening) == 2 and opening[1] in _NO_AS_WORD:
        word = None  # "No problem, …", «Нет проблем»
    if tuple(opening) in YES_PAIRS:
        return "true", " ".join(opening)
    clause = re.split(r"[,，:：]", first.strip(), maxsplit=1)[0].rstrip("。！!.")  # 是的，…
    if clause not in CJK_YES | CJK_NO and clause.rstrip(_CJK_PARTICLES) in CJK_YES | CJK_NO:
        clause = clause.rstrip(_CJK_PARTICLES)
    if word in YES or clause in CJK_YES:
        return "true", word if word in YES else clause
    if word in NO or clause in CJK_NO:
        return "false", word if word in NO else clause
    return None
