"""Search profiles: what the index matches on, and the same reading of an expression.

`plain` is SQLite's unicode61 on the text as written (NFC). Every other profile indexes a
normalised form of the text beside the verbatim one:

* NFKC and case folding; `ё` → `е`; Persian `ي` → `ی`, `ك` → `ک`; the zero-width
  non-joiner removed (`طرح‌ها` = `طرحها`); Persian and Arabic-Indic digits → ASCII;
* each run of Chinese or Japanese characters split into single characters, so a
  two-character word is found as a phrase of two, and `308分` is `308` and `分`;
* Snowball stems (PyStemmer): Russian words under `ru`, English under `en`, and under
  `auto` each word by its script (Cyrillic → Russian, Latin → English).

An expression keeps FTS5's syntax (phrases, prefixes, NEAR, AND/OR/NOT, parentheses);
only its terms are normalised. An expression this module cannot read is bound as written,
so SQLite's own error reaches the log.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache

from .records import Record
from .traditional import simplified

PROFILES = ("plain", "ru", "en", "fa", "zh", "auto")
DESCRIPTIONS = {
    "plain": "unicode61 on the text as written (NFC); no folding of ё, no stems, no CJK words",
    "ru": "folding (NFKC, case, ё→е, digits) and Russian Snowball stems",
    "en": "folding (NFKC, case, digits) and English Snowball stems",
    "fa": "folding (NFKC, case, ي→ی, ك→ک, ZWNJ removed, Persian/Arabic-Indic digits → ASCII)",
    "zh": "folding, and Chinese/Japanese text split into characters (words found as phrases)",
    "auto": "folding, CJK characters, and stems by each word's script (Cyrillic ru, Latin en)",
}
_FOLD = str.maketrans(
    {
        "ي": "ی",
        "ى": "ی",
        "ك": "ک",
        "\u200c": None,  # zero-width non-joiner: a Persian word joined or not is one word
        "\u0640": None,  # tatweel, a stretching mark
        "\u066b": ".",  # Arabic decimal separator
        "\u066c": ",",  # Arabic thousands separator
        "\u2019": "'",  # a typographic apostrophe: "don’t" is "don't"
        **{chr(code): None for code in range(0x064B, 0x0660)},  # harakat, short-vowel marks
        **{chr(0x06F0 + n): str(n) for n in range(10)},
        **{chr(0x0660 + n): str(n) for n in range(10)},
    }
)
_CJK = (
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"  # Han
    "\U00020000-\U0002fa1f"
)


@cache
def cjk_char() -> re.Pattern:
    """One CJK character. Compiled when first needed: the class costs 3.5 ms to compile,
    a tenth of a replay's start-up, and most kits have no CJK text."""
    return re.compile(f"[{_CJK}]")


@cache
def cjk_or_not() -> re.Pattern:
    """A run of CJK characters, or a run of others: a word's scripts apart."""
    return re.compile(f"[{_CJK}]+|[^{_CJK}]+")


# Words as unicode61 cuts them, near enough, at an underscore too: FTS5 would cut
# Super_Bowl_50 on both sides anyway, but after stemming it whole, and intake would read
# a subject written so (a reading-comprehension set's title) as one word no question says.
_WORD = re.compile(r"[^\W_]+")
# str.translate is slow on a long text: only Arabic-script text needs it.
_ARABIC_SCRIPT = "[\u0600-\u06ff\u200c\u2019]"  # compiled on first use: start-up
# Each profile's stemmers, applied in turn to every word: a Snowball stemmer leaves the
# words of another script as they are, so `auto` stems Cyrillic words as Russian and
# Latin words as English.
_STEMMERS = {"ru": ("russian",), "en": ("english",), "auto": ("russian", "english")}


@cache
def _stemmer(language: str):
    import Stemmer  # PyStemmer: the C Snowball, loaded only by kits that stem

    return Stemmer.Stemmer(language)


# A Russian word is read as its dictionary form first, then stemmed: Snowball alone reads
# two forms of one word apart (режима → режим but режим → реж; мавзолея → мавзоле but
# мавзолей → мавзол), and a query in one form missed a text in the other. The lemma of
# each is one word (режим, мавзолей), which Snowball then stems once for both. The
# dictionary is pinned in pyproject.toml: an index's terms depend on it, and its seal
# names it (NORMALISER), so another dictionary rebuilds the index, as does another cut
# of words (an index built when Super_Bowl_50 was one word holds its old terms).
NORMALISER = "pymorphy3-dicts-ru 2.4.417150.4580142, then Snowball; words cut at _ too"
_CYRILLIC = re.compile("[а-я]")  # folded text: lower case, ё read as е


@cache
def _morph():
    import pymorphy3  # loaded only when a Russian word is read (65 ms)

    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=1 << 16)
def _lemma(word: str) -> str:
    """The dictionary form of a Russian word the dictionary knows (its likeliest parse);
    other words as they are: a guessed lemma of an unknown word (a name, a product, a
    typo) is less sure than Snowball's stem, and the guess costs 100 µs a word."""
    if not _CYRILLIC.search(word):
        return word
    morph = _morph()
    if not morph.word_is_known(word):
        return word
    parses = morph.parse(word)
    return parses[0].normal_form.replace("ё", "е") if parses else word


def part_of_speech(word: str) -> str | None:
    """A Russian word's part of speech as the dictionary gives its likeliest parse (NOUN,
    VERB, ADJF…); none for another word, or one the dictionary does not know."""
    if not _CYRILLIC.search(word) or not _morph().word_is_known(word):
        return None
    parses = _morph().parse(word)
    return parses[0].tag.POS if parses else None


def same_lemma(word: str, words) -> bool:
    """Whether a Russian word has the dictionary form of one of `words` whose stem has
    the same consonants: a vowel that comes and goes (деньги, денег; день, дня) sets
    Snowball's stems apart and leaves too short a shared beginning. Only such words are
    looked up, so the dictionary (100 ms to load) is seldom loaded: a replay whose
    statements hold words of their own does not load it for them."""
    if not re.fullmatch("[а-я]{3,}", word):
        return False
    near = sorted(w for w in words if w[0] == word[0] and w != word and _CYRILLIC.match(w))
    if not near:
        return False
    skeletons = [_VOWELS.sub("", s) for s in stem_words([word, *near], "ru")]
    near = [w for w, s in zip(near, skeletons[1:], strict=True) if s == skeletons[0]]
    return bool(near) and _lemma(word) in {_lemma(w) for w in near}


_VOWELS = re.compile("[аеиоуыэюяьъй]")


def fold(text: str) -> str:
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    text = text.casefold().replace("ё", "е")
    if not text.isascii():  # Traditional Chinese read as Simplified: 沒 is 没
        text = simplified(text)
    return text.translate(_FOLD) if re.search(_ARABIC_SCRIPT, text) else text


# Words seen, by profile, with their stems: vocabularies are Zipfian, so most words of a
# large corpus are looked up here rather than stemmed again.
_STEM_CACHE: dict[tuple, dict[str, str]] = {}
_STEM_CACHE_LIMIT = 1_000_000


def stems_words(profile: str) -> bool:
    """Whether a profile stems its words (zh, fa and plain do not)."""
    return profile in _STEMMERS


def stem_words(words: list[str], profile: str, lemmas: bool = False) -> list[str]:
    """Folded words (as tokens(stem=False) gives them) stemmed by a profile that stems."""
    cache = _STEM_CACHE.setdefault((profile, lemmas), {})
    stemmers = [_stemmer(language) for language in _STEMMERS[profile]]
    russian = lemmas and "russian" in _STEMMERS[profile]

    def stem(word: str) -> str:
        stemmed = _lemma(word) if russian else word
        for stemmer in stemmers:
            stemmed = stemmer.stemWord(stemmed)
        if len(cache) < _STEM_CACHE_LIMIT:
            cache[word] = stemmed
        return stemmed

    stems = list(map(cache.get, words))  # map over a C method: the hot loop of a build
    if None in stems:
        stems = [found if found is not None else stem(word) for word, found in zip(words, stems)]
    return stems


def tokens(text: str, profile: str, *, stem: bool = True, lemmas: bool = False) -> list[str]:
    """The normalised words of text under a profile (not `plain`): CJK characters are
    words of one character each. lemmas: Russian words read as their dictionary form
    first, as the index and a query read them (the reading of an answer, which the
    index does not see, keeps Snowball's stems alone: a replay loads no dictionary)."""
    text = fold(text)
    if cjk_char().search(text):
        text = cjk_char().sub(r" \g<0> ", text)
    words = _WORD.findall(text)
    return stem_words(words, profile, lemmas) if stem and stems_words(profile) else words


def normalise(text: str, profile: str) -> str:
    """What the index's `terms` column holds for a document's text: under `plain`, the
    text itself, so unicode61 reads it as it reads `text` in a kit without `terms`."""
    if profile == "plain":
        return text
    return " ".join(tokens(text, profile, lemmas=True))


# FTS5's expression syntax, as far as ragfts rewrites it: strings, barewords, and the
# punctuation that joins them. Anything else leaves the expression as written.
_LEX = (
    r'\s+|(?P<string>"(?:[^"]|"")*")|(?P<word>[^\s"()*^+,:{}\-\'.%@!?#&|=<>;/\\\[\]]+)'
    r"|(?P<punct>[()*^+,])"
)  # compiled on first use (re caches it): most replays of a plain kit never lex
_OPERATORS = {"AND", "OR", "NOT"}


def _lex(expression: str) -> list[tuple[str, str]] | None:
    items, position, lexer = [], 0, re.compile(_LEX)
    while position < len(expression):
        match = lexer.match(expression, position)
        if not match:
            return None
        position = match.end()
        kind = match.lastgroup
        if kind:
            items.append((kind, match.group(kind)))
    return items


def _phrase(words: list[str]) -> str:
    text = " ".join(words)
    return f'"{text}"' if len(words) != 1 or not words[0].isalnum() else text


def bind(expression: str, profile: str) -> str:
    """The expression actually bound: its terms normalised as the index's text is."""
    if profile == "plain":
        return unicodedata.normalize("NFC", expression)
    items = _lex(expression)
    if items is None:
        return unicodedata.normalize("NFC", expression)
    out = []
    for n, (kind, value) in enumerate(items):
        prefix = n + 1 < len(items) and items[n + 1] == ("punct", "*")
        if kind == "word" and (
            value in _OPERATORS or (value == "NEAR" and _next_is_paren(items, n))
        ):
            out.append(value)
        elif kind == "word" and value.isdigit() and n > 0 and items[n - 1] == ("punct", ","):
            out.append(value)  # the distance of NEAR(a b, 10)
        elif kind in ("word", "string"):
            text = value[1:-1].replace('""', '"') if kind == "string" else value
            words = tokens(text, profile, stem=not prefix, lemmas=True)
            # A term with no word (a dash, %, ©, an emoji, "") is the empty phrase, as
            # unicode61 reads it in a plain kit; the other terms are still normalised.
            out.append(_phrase(words) if words else '""')
        else:
            out.append(value)
    return _join(out)


def _next_is_paren(items, n: int) -> bool:
    return n + 1 < len(items) and items[n + 1] == ("punct", "(")


def _join(parts: list[str]) -> str:
    text = ""
    for part in parts:
        glued = part in ("*", ")", ",") or text.endswith(("(", "^")) or not text
        glued = glued or (part == "(" and text.endswith("NEAR"))
        text += part if glued else " " + part
    return text


class Term(Record):
    """One term of an expression as the index reads it: its words, and whether it is a
    prefix; `written` is the term as the user typed it."""

    __slots__ = ("written", "words", "prefix")

    @property
    def shown(self) -> str:
        return " ".join(self.words) + ("*" if self.prefix else "")

    def in_tokens(self, found: list[str]) -> bool:
        """Whether these words stand one after another in found (the last as a prefix)."""
        width = len(self.words)
        for start in range(len(found) - width + 1):
            window = found[start : start + width]
            if window[:-1] == self.words[:-1] and (
                window[-1].startswith(self.words[-1])
                if self.prefix
                else window[-1] == self.words[-1]
            ):
                return True
        return False


def terms(expression: str, profile: str) -> list[Term]:
    """The expression's search terms (operators and NEAR distances left out)."""
    items = _lex(expression) or []
    found = []
    for n, (kind, value) in enumerate(items):
        if kind == "word" and (
            value in _OPERATORS or (value == "NEAR" and _next_is_paren(items, n))
        ):
            continue
        if kind == "word" and value.isdigit() and n > 0 and items[n - 1] == ("punct", ","):
            continue
        if kind in ("word", "string"):
            prefix = n + 1 < len(items) and items[n + 1] == ("punct", "*")
            text = value[1:-1].replace('""', '"') if kind == "string" else value
            words = (
                _plain_words(text)
                if profile == "plain"
                else tokens(text, profile, stem=not prefix, lemmas=True)
            )
            if words:
                found.append(Term(value, words, prefix))
    return found


def _plain_words(text: str) -> list[str]:
    # unicode61's reading, near enough to explain a miss: case folded, split at
    # anything that is not a letter or digit.
    return re.findall(r"[^\W_]+", unicodedata.normalize("NFC", text).casefold())


def text_tokens(text: str, profile: str) -> list[str]:
    return _plain_words(text) if profile == "plain" else tokens(text, profile, lemmas=True)
