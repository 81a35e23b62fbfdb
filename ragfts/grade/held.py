"""The narrowest rewrite a miss explanation tries: the query's terms and the question's
words that every missed source holds, a word held in another form as their common
start, and under a profile that reads CJK characters the question's pairs and
characters the source holds."""

from __future__ import annotations

import re

from ..kit.profile import Term, cjk_char, text_tokens

# A word of the question a rewrite is made of: three letters or more.
QUESTION_WORD = re.compile(r"[^\W_]{3,}")


def written(term: Term) -> str:
    return term.written + ("*" if term.prefix else "")


# A word the source holds in another form is tried as their common start when it is at
# least this long (shorter starts find words of every kind).
COMMON_START = 4


def held_words(read: list[Term], question: str, texts: list[list[str]], profile: str) -> str:
    """The query's terms and the question's words that every missed source holds, a word
    it holds in another form as their common start (transmitted, transmission:
    "transmi"*), joined by AND: the narrowest rewrite the question's own words give."""
    from ..kit.stopwords import is_stop_word

    if not texts:
        return ""
    held = [written(t) for t in read if all(t.in_tokens(found) for found in texts)]
    used = {w for t in read for w in t.words if any(w in found for found in texts)}
    vocabularies = [set(found) for found in texts]
    words = [t.written.strip('"') for t in read if len(t.words) == 1 and not t.prefix]
    for word in dict.fromkeys(words + QUESTION_WORD.findall(question)):
        read_as = text_tokens(word, profile)
        if len(read_as) != 1 or read_as[0] in used or is_stop_word(word):
            continue
        used.add(read_as[0])
        if all(read_as[0] in v for v in vocabularies):
            held.append(word)
            continue
        start = min((_longest_start(read_as[0], v) for v in vocabularies), key=len)
        if word.isalpha() and len(start) >= max(COMMON_START, len(read_as[0]) // 2):
            held.append(f'"{start}"*')
    if profile != "plain":  # plain reads a CJK run as one word: no character of it alone
        held += [t for t in _held_cjk(question, texts, vocabularies, profile) if t not in held]
    return " ".join(held)


def _held_cjk(question: str, texts: list[list[str]], vocabularies, profile: str) -> list[str]:
    """The question's CJK pairs every missed source holds, and of its other characters
    the ones they hold: a paraphrase keeps a character of a word more often than the
    word (账号 for 账户, 删掉 for 删除), and together they narrow where each alone is
    broad. Only CJK runs: a Latin word's letters are no pairs ("id" of covid)."""
    from ..kit.queries import script_words
    from ..kit.stopwords import cjk_pieces, is_stop_word

    out: list[str] = []
    runs = [w for w in script_words(question, profile) if cjk_char().match(w)]
    phrases = [tuple(found) for found in texts] if runs else []
    for piece in (p for run in runs for p in cjk_pieces(run)):
        covered: set[int] = set()
        for n in range(len(piece) - 1):
            pair = piece[n : n + 2]
            if is_stop_word(pair):
                continue
            read_as = tuple(text_tokens(pair, profile))
            if all(within(read_as, found) for found in phrases):
                out.append(f'"{pair}"')
                covered |= {n, n + 1}
        for n, char in enumerate(piece):
            if n in covered or is_stop_word(char):
                continue
            read_as = text_tokens(char, profile)
            if len(read_as) == 1 and all(read_as[0] in v for v in vocabularies):
                out.append(f'"{char}"')
    return list(dict.fromkeys(out))


def _longest_start(word: str, vocabulary: set[str]) -> str:
    from os.path import commonprefix

    return max((commonprefix([word, token]) for token in vocabulary), key=len, default="")


def within(tokens: tuple, phrase: tuple) -> bool:
    n = len(tokens)
    return any(phrase[i : i + n] == tokens for i in range(len(phrase) - n + 1))
