"""Why a search missed an expected source, and rewrites that would find it.

For each term of the expression (as the kit's search profile reads it), whether each
missed source's text holds it; then up to three rewrites — a term dropped, the terms
joined by OR, a term as a prefix, a word of the question, every word of the query and
the question the source holds (in another form: their common start), and when all of
those are broad a word of the source's first line beside them — each run through the same
fixed query at the same date, kept only when it finds every expected source, the most
selective first (the fewest rows found). Stop words are never a rewrite; under `plain`
a two-character CJK word of the question is tried alone, under the other profiles the
characters of the question the source holds are joined with its words. The date filter of the fixed
query keeps any source that is not valid on the date out. They are suggestions, printed
and logged, never applied.
"""

from __future__ import annotations

import re
import time
from itertools import islice

from ..index.search import DEFAULT_DEADLINE, search, visible
from ..index.view import Kit
from ..kit.errors import ExpressionError
from ..kit.profile import Term, cjk_char, terms, text_tokens
from ..kit.records import Record
from .held import QUESTION_WORD, held_words, within, written

MAX_REWRITES = 3
# Candidates run, at most, before the most selective working ones are kept: each is one
# fixed search, and the question's deadline bounds them all together as well.
TRIED = 24
# A rewrite names this many of the sources it finds, and counts the rest: a broad
# rewrite finds tens of thousands, and the explanation never holds them.
FOUND_SHOWN = 20


class Miss(Record):
    """terms: [{"term", "read_as", "in": {source_id: bool}}]; rewrites: [{"kind",
    "expression", "found"}]."""

    __slots__ = ("terms", "rewrites", "stopped", "withheld")
    _defaults = {"stopped": False, "withheld": ()}

    def as_json(self) -> dict:
        # "stopped" only when the deadline cut the rewrites short: such a miss depends on
        # the machine's speed, so a replay does not compare it.
        stopped = {"stopped": "the question's deadline"} if self.stopped else {}
        withheld = {"withheld": list(self.withheld)} if self.withheld else {}
        return {"terms": self.terms, "rewrites": self.rewrites, **stopped, **withheld}


def explain(
    kit: Kit,
    expression: str,
    at: str,
    expected,
    missed,
    question: str = "",
    asker=None,
    seconds: float = DEFAULT_DEADLINE,
) -> Miss:
    """`seconds` is one budget for all the rewrites' searches together (the question's
    --timeout), not one each: a long expression has many rewrites."""
    read = terms(expression, kit.profile)
    # A source the asker may not see is never read for the explanation: which words it
    # holds would tell another tenant's (or group's) text.
    withheld = [sid for sid in missed if not visible(kit.conn, sid, asker)]
    seen = [sid for sid in missed if sid not in withheld]
    texts = {sid: text_tokens(kit.documents.text(sid) or "", kit.profile) for sid in seen}
    shown = []
    for t in read:
        held = {sid: t.in_tokens(texts[sid]) for sid in seen}
        entry = {"term": t.written + ("*" if t.prefix else ""), "read_as": t.shown, "in": held}
        if kit.profile == "plain":
            entry.update(_other_forms(t, {sid: texts[sid] for sid, h in held.items() if not h}))
        shown.append(entry)
    if withheld:  # a rewrite is kept only when it finds every expected source: none can
        return Miss(shown, [], False, withheld)
    working = []  # (rows found, candidate order, rewrite)
    stop_at = time.monotonic() + seconds
    held = held_words(read, question, [texts[sid] for sid in seen], kit.profile)
    tries = _Tries(kit, at, asker, set(expected), stop_at)
    for kind, candidate in _candidates(read, question, kit.profile, held):
        if not tries.run(kind, candidate, working):
            break
    if not tries.stopped and min((count for count, _n, _r in working), default=NARROW + 1) > NARROW:
        # the question's words are all broad here: the source's own words for it, beside
        # them, say which word the question lacks
        for word in _source_words(kit, [texts[sid] for sid in seen], seen, read, question):
            if not tries.run("a word of the source", f"{held} {word}".strip(), working):
                break
    stopped = tries.stopped
    # the most selective first: the fewest rows that still find every expected source
    rewrites = [rewrite for _count, _n, rewrite in sorted(working)[:MAX_REWRITES]]
    return Miss(shown, rewrites, stopped, withheld)


# A rewrite finding more rows than this is broad: the source's own words are tried.
NARROW = 100
# Words of the source's first line tried beside the question's, at most.
SOURCE_WORDS = 4


class _Tries:
    """Each candidate run through the fixed query within the question's one deadline; a
    working one (it finds every expected source) is kept with its row count."""

    def __init__(self, kit, at, asker, expected: set[str], stop_at: float):
        self.kit, self.at, self.asker, self.expected = kit, at, asker, expected
        self.stop_at, self.stopped, self.n = stop_at, False, 0

    def run(self, kind: str, candidate: str, working: list) -> bool:
        """False when the deadline stops the rewrites."""
        left = self.stop_at - time.monotonic()
        if left < 0.001:
            self.stopped = True
            return False
        self.n += 1
        # a rewrite is shown when it is among the MAX_REWRITES that find the fewest rows
        # (the earlier at a tie): one that finds as many as the last of those cannot be
        counts = sorted(count for count, _n, _r in working)
        limit = counts[MAX_REWRITES - 1] if len(counts) >= MAX_REWRITES else None
        counted = _Counted(self.expected, limit)
        kit = self.kit
        try:
            result = search(
                kit.conn,
                candidate,
                self.at,
                left,
                kit.profile,
                asker=self.asker,
                keep=counted.take,
            )
        except ExpressionError:
            return True
        if result.error is not None and result.error.startswith("interrupted"):
            self.stopped = True
            return False
        if result.error is None and not counted.cut and counted.expected_found == counted.expected:
            working.append(
                (
                    counted.count,
                    self.n,
                    {"kind": kind, "expression": candidate, **counted.as_json()},
                )
            )
        return True


def _source_words(kit, tokens: list[list[str]], seen: list[str], read, question) -> list[str]:
    """The content words of the first missed source's first line (a title, an FAQ
    entry's question) that every missed source holds (tokens: each one's, as explain
    read them) and the question does not."""
    from ..kit.stopwords import is_stop_word

    if not seen:
        return []
    first = (kit.documents.text(seen[0]) or "").strip().split("\n", 1)[0]
    mine = {w for t in read for w in t.words} | set(text_tokens(question, kit.profile))
    vocabularies = [set(found) for found in tokens]
    words = []
    for word in dict.fromkeys(QUESTION_WORD.findall(first)):
        if cjk_char().match(word) and kit.profile != "plain":
            words += _source_pairs(word, tokens, question, kit.profile, words)
            continue
        read_as = text_tokens(word, kit.profile)
        if is_stop_word(word) or len(read_as) != 1 or read_as[0] in mine:
            continue
        if all(read_as[0] in v for v in vocabularies):
            words.append(word)
            mine.add(read_as[0])
    return words[:SOURCE_WORDS]


def _source_pairs(run: str, tokens: list[list[str]], question: str, profile: str, words) -> list:
    """A CJK run of the source's first line as its pairs of adjacent characters (cut at
    its stop words, as the derived query cuts one), each a phrase every missed source
    holds and the question does not say: a profile that reads CJK by the character has
    no one word of a run (可以预约送餐吗 is 预约, 约送, 送餐)."""
    from ..kit.stopwords import cjk_pairs

    out = []
    for pair in cjk_pairs(run):
        phrase = Term("", text_tokens(pair, profile), False)
        written = f'"{pair}"'
        if pair in question or written in words or written in out:
            continue
        if all(phrase.in_tokens(found) for found in tokens):
            out.append(written)
    return out


def _other_forms(term: Term, texts: dict[str, list[str]]) -> dict:
    """Under `plain`, the word a missed source holds in another form of the term (黑豹 in
    黑豹队…, режима for режим), and the profile that would match it, when one would."""
    word = " ".join(term.words)
    if " " in word or len(word) < 2:
        return {}
    cjk = bool(cjk_char().search(word))
    forms = {}
    for sid, found in texts.items():
        for token in found:
            if token == word:
                continue
            if (cjk and word in token) or (
                not cjk and len(_common(word, token)) >= max(3, len(word) - 3)
            ):
                forms[sid] = token[:24]
                break
    if not forms:
        return {}
    out = {"other_forms": forms}
    profile = _profile_for(word)
    if profile and all(_matches(word, form, profile) for form in forms.values()):
        out["profile"] = profile
    return out


def _common(a: str, b: str) -> str:
    from os.path import commonprefix

    return commonprefix([a.casefold(), b.casefold()])


def _profile_for(word: str) -> str | None:
    """The language profile a word's script calls for."""
    if re.search(r"[\u3400-\u9fff\u3040-\u30ff]", word):
        return "zh"
    if re.search(r"[\u0400-\u04ff]", word):
        return "ru"
    if re.search(r"[\u0600-\u06ff]", word):
        return "fa"
    if re.search(r"[A-Za-z]", word):
        return "en"
    return None


def _matches(word: str, form: str, profile: str) -> bool:
    """Whether the profile reads the word as standing in the form (checked, not guessed)."""
    from ..kit.profile import tokens

    wanted, held = tokens(word, profile, lemmas=True), tokens(form, profile, lemmas=True)
    return any(held[n : n + len(wanted)] == wanted for n in range(len(held) - len(wanted) + 1))


class _Counted:
    """A rewrite's rows as they come: the first few ids, a count, the expected ids seen."""

    def __init__(self, expected: set[str], limit: int | None = None):
        self.expected, self.expected_found = expected, set()
        self.shown: list[str] = []
        self.count = 0
        self.limit, self.cut = limit, False

    def take(self, rows, _sql, _parameters):
        # the fixed query gives rows in source_id order: once a row comes after an
        # expected source not seen yet, that one is not found, and the rewrite cannot be
        # shown; nor can one that finds as many rows as `limit`. The rest is not counted.
        pending = sorted(self.expected)
        for row in rows:
            sid = row.source_id
            if pending and sid > pending[0]:
                self.cut = True
                break
            if self.limit is not None and self.count >= self.limit:
                self.cut = True
                break
            self.count += 1
            if len(self.shown) < FOUND_SHOWN:
                self.shown.append(sid)
            if pending and sid == pending[0]:
                pending.pop(0)
                self.expected_found.add(sid)
        if pending:
            self.cut = True
        return []

    def as_json(self) -> dict:
        more = self.count - len(self.shown)
        return {"found": self.shown, **({"more": more} if more else {})}


def _candidates(read: list[Term], question: str, profile: str, held: str = ""):
    """The rewrites to try, in order; at a tie in rows the earlier one is shown. TRIED of
    them, then the words the source holds (always tried: when the others are all broad,
    it is the narrow one)."""
    tried = list(islice(_tried(read, question, profile), TRIED))
    if held and held not in {expression for _kind, expression in tried}:
        tried.append(("the words the source holds", held))
    return tried


def _tried(read: list[Term], question: str, profile: str):
    seen = set()

    def fresh(kind, expression):
        if expression and expression not in seen:
            seen.add(expression)
            yield kind, expression

    if len(read) > 1:
        for n in range(len(read)):
            yield from fresh(
                "drop a term", " ".join(written(t) for i, t in enumerate(read) if i != n)
            )
        yield from fresh("OR", " OR ".join(written(t) for t in read))
    for term in read:
        word = term.written.strip('"')
        if not term.prefix and len(word) >= 4 and word.isalnum():
            yield from fresh("prefix", f'"{word[: max(3, len(word) - 3)]}"*')
    words = _question_words(read, question, profile)
    for word in words:
        yield from fresh("from the question", word)
    # a word alone finds much; with a term of the query, or another word of the
    # question, it narrows to what the question is about (tried while the budget lasts)
    for word in words:
        for term in read:
            yield from fresh("a term and a word of the question", f"{written(term)} {word}")
    for n, word in enumerate(words):
        for other in words[n + 1 :]:
            yield from fresh("two words of the question", f"{word} {other}")


def _question_words(read: list[Term], question: str, profile: str) -> list[str]:
    """The question's words a rewrite is made of, in its order, but stop words and what
    the query reads already: a word of three letters or more, and a CJK run's pairs of
    characters (cut at its stop words: a Chinese question has no spaces), under `plain`
    as the start of a word (unicode61 reads a run of CJK characters as one word, so
    黑豹 finds 黑豹队 only so)."""
    from ..kit.queries import script_words
    from ..kit.stopwords import cjk_pairs, is_stop_word

    used = {w for t in read for w in t.words}
    phrases = [tuple(t.words) for t in read]
    out = []
    for part in script_words(question, profile):
        if len(part) < 2 or not cjk_char().match(part):  # script_words: a run or none
            if (
                len(part) >= 3
                and not is_stop_word(part)
                and not set(text_tokens(part, profile)) & used
            ):
                out.append(part)
            continue
        for pair in cjk_pairs(part):
            if profile == "plain":
                out.append(f'"{pair}"*')
            elif not any(within(tuple(text_tokens(pair, profile)), p) for p in phrases):
                out.append(pair)
    return list(dict.fromkeys(out))
