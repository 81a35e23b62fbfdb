"""A query derived from a question by rule, with no golden answer to aim at: its content
words (stop words out, and the words no row the asker may read at the date holds, or
their stem as a prefix when that is held: «бонусы» as бонус* for «бонусные», or a word
of their kin: «вещь» as «товар»; under
`plain`, a long word as a prefix and a two-character CJK
word as the start of a word, since unicode61 neither stems nor splits CJK), all of them
first, then all but any one of them (the variants joined by OR, one search), then any of
them; every attempt run through the same fixed query at the conversation's date
and kept in the record."""

from __future__ import annotations

from ..grade.cjk_chars import alone
from ..grade.kin_words import kin_terms
from ..grade.phrasal import ones, pairs_of
from ..grade.roots import superlative_terms
from ..index.search import DEFAULT_DEADLINE, holds, search
from ..kit.errors import ExpressionError
from ..kit.expression import check_expression
from ..kit.profile import cjk_char, fold
from ..kit.queries import query_groups
from ..kit.records import Record
from .pool import _release

# The rule as each derived log states it.
RULE = (
    "content words of the question (stop words out, and words but CJK pairs no row the "
    "asker may read at the date holds, but for a word whose stem of four letters or more "
    "is held as a prefix: that prefix, else the stem's base without a derivational "
    "suffix as a prefix when held, else a Cyrillic stem without its -н, -ен or -ийн, "
    "or its first seven letters, as a prefix when held (заключении as заключ*, "
    "скульптуру as скульпт*), else the first held word of its kin "
    "(grade/kin_groups.py and the kit's kin.txt: «вещь» as «товар»; a phrasal pair's "
    "one word before them, grade/phrasal.py: pass away as died, famous as best known; "
    "an English verb's "
    "other forms first, and each kin word's: build as built), else an English "
    "superlative's adjective, then its kin (deepest as deep); a CJK run cut at its stop words into "
    "pieces, each into pairs of adjacent characters, a pair no row holds as the first "
    "held word of its kin (买票 as 门票); under plain a word of six letters or "
    "more as a prefix, a CJK pair as a "
    "word's start): all of them, then all but "
    "any one of them (the variants joined by OR; a CJK piece's pairs dropped together), "
    "then any of them; when those find nothing, a CJK question's words of one character "
    "the same way (grade/cjk_chars.py: 塔 of 塔有几层, a character that no held pair of "
    "it covers, beside stop, count, measure, place or function words only); when "
    "the question's words find nothing, the bot's answer's words the same way (but the "
    "words of a refusal it makes, of an apology and of where it looked); when the "
    "bot answered, is not right on the question's search and a fact of the registry holds "
    "two fifths of the question's weight (a number fact: one whose number the answer "
    "says), its answer's words too, kept when they show it right on such a fact"
)

# A derived search keeps this many rows' texts for the triage (the fixed query gives
# them in source_id order); every row's source id counts as found, and a later source
# that holds a fact is read from the index.
KEPT_ROWS = 50


# A word's stem is tried as a prefix when it has this many letters or more: shorter
# starts are shared by unrelated words
PREFIX_STEM = 4


def _stem_prefix(term: str, profile: str) -> str | None:
    """`"бонусы"` as `"бонус"*`: the stem the profile gives the word, as a prefix (a
    noun and its adjective, a verb and its noun share it: бонус/бонусн, хран/хранен);
    none under a profile that does not stem (plain's long words are prefixes already;
    zh and fa keep a Latin word as written), for a prefix, or a stem shorter than
    PREFIX_STEM."""
    from ..kit.profile import stem_words, stems_words

    if not stems_words(profile) or not (term.startswith('"') and term.endswith('"')):
        return None
    stems = stem_words([term[1:-1]], profile, lemmas=True)
    if len(stems) != 1 or len(stems[0]) < PREFIX_STEM or not stems[0].isalpha():
        return None
    return f'"{stems[0]}"*'


def _base_prefix(term: str, profile: str) -> str | None:
    """`"вакцинироваться"` as `"вакцин"*`: the base of the word's stem (grade.roots.base:
    a verb in -ировать and its noun in -ация share it), as a prefix; none when the stem
    has no derivational suffix to take off."""
    from ..grade.roots import base

    start = _stem_prefix(term, profile)
    found = base(start[1:-2]) if start is not None else None
    return None if found is None else f'"{found}"*'


def _root_prefixes(term: str, profile: str) -> list[str]:
    """The prefixes of a Cyrillic stem's root, as intake's match joins a root's words
    (grade.roots): the stem without a derivational suffix (`"заключении"`, заключен, as
    `"заключ"*`, where the text's «заключённых» is read through the verb), then a long
    stem's first letters (`"скульптуру"` as `"скульпт"*`: скульптура and скульптор)."""
    from ..grade.roots import root_start, without_suffix

    start = _stem_prefix(term, profile)
    if start is None:
        return []
    stem = start[1:-2]
    out = [*without_suffix(stem), root_start(stem)]
    return [f'"{p}"*' for p in dict.fromkeys(out) if p is not None]


class Derived(Record):
    """expression: the attempt that found something (else the last one tried);
    attempts: [{"expression", "rows"}] in the order tried; rows: the kept rows; found:
    the source id of every row that attempt found. With a spool, result and spool are
    that attempt's search and Spool, its rows on disk."""

    __slots__ = ("expression", "attempts", "rows", "found", "result", "spool")
    _defaults = {"found": (), "result": None, "spool": None}

    def release(self) -> None:
        if self.spool is not None:
            _release(self.result, self.spool)


def derive(
    kit,
    text: str,
    at: str,
    asker=None,
    seconds: float = DEFAULT_DEADLINE,
    spool_for=None,
    whole: bool = False,
) -> Derived:
    """`spool_for()` gives a Spool for an attempt's rows (the run's, as a log is
    written): the attempt that is kept is then logged without being searched again, and
    the others' spools are let go of. `whole`: the first attempt only, every word."""

    def held(term: str) -> bool:
        try:
            return holds(kit.conn, term, at, kit.profile, asker, seconds)
        except ExpressionError:  # as the profile reads it: left to the search, which logs it
            return True

    # a word no row the asker may read holds ("cirus") can only make the all-words search
    # find nothing: left out before any attempt (when no word is held, the question is
    # still searched, so that its log says so). Not a CJK pair: one across two words (生大
    # of 野生大熊猫) is held by chance by some text, and wanting it found the wrong one
    asked = query_groups(text, kit.profile)
    paired = ones(text)

    def kept(term: str) -> str | None:
        if cjk_char().search(term):
            # 买票 where the text says 门票: a pair no row holds, as a word's kin; kept
            # otherwise, as above
            return kin_of_pair(term) or term
        if held(term):
            return term
        # «бонусы» where the text says «бонусные»: the word's stem as a prefix, when held
        start = _stem_prefix(term, kit.profile)
        if start is not None and held(start):
            return start
        # «вакцинироваться» where the text says «вакцинации»: the base of its stem
        start = _base_prefix(term, kit.profile)
        if start is not None and held(start):
            return start
        # «скульптуру» where the text says «скульптор»: the prefixes of the stem's root
        for start in _root_prefixes(term, kit.profile):
            if held(start):
                return start
        if not (term.startswith('"') and term.endswith('"')):
            return None
        # «вещь» where the text says «товар»: the first word of its group that is held;
        # "deepest" where it says "deep": a superlative as its adjective, then that
        # word's kin ("biggest" as "large"), as intake's match reads it
        word = term[1:-1]
        # "pass away" where the text says "died": the pair's one word, when held
        one = paired.get(fold(word))
        if one is not None and held(f'"{one}"'):
            return f'"{one}"'
        # "famous" where the text says "best known": the pair it is the one word of
        for two in pairs_of(word):
            if held(f'"{two}"'):
                return f'"{two}"'
        for other in (*kin_terms(word, kit.kin), *superlative_terms(word, kit.kin)):
            if held(f'"{other}"'):
                return f'"{other}"'
        return None

    def kin_of_pair(term: str) -> str | None:
        others = kin_terms(term[1:-1], kit.kin) if term.startswith('"') else ()
        if not others or held(term):
            return None
        return next((f'"{o}"' for o in others if held(f'"{o}"')), None)

    groups = [
        g for g in ([t for t in map(kept, group) if t is not None] for group in asked) if g
    ] or asked
    groups = [g for n, g in enumerate(groups) if g not in groups[:n]]  # a pair's one word
    terms = [term for group in groups for term in group]
    attempts: list[dict] = []
    if not terms:
        return Derived("", attempts, [])
    last: list = []  # the spooled attempt not let go of yet: (result, spool)

    found: list[str] = []  # the last attempt's rows' source ids

    def run(expression: str):
        kept: list = []
        found.clear()
        try:
            check_expression(expression)
        except ExpressionError:
            # longer than an expression may be (many long words): not run, and the
            # next, shorter attempt is tried
            return 0, []

        def ids(rows):
            for row in rows:
                found.append(row.source_id)
                yield row

        def take(rows, _sql, _parameters):
            count = 0
            for row in ids(rows):
                count += 1
                if len(kept) < KEPT_ROWS:
                    kept.append(row)
            return count

        def spooled(rows, sql, bound):
            return spool.take(ids(rows), sql, bound)

        for earlier in last:
            _release(*earlier)
        last.clear()
        spool = spool_for() if spool_for is not None else None
        keep = take if spool is None else spooled
        try:
            result = search(kit.conn, expression, at, seconds, kit.profile, asker=asker, keep=keep)
        except ExpressionError:  # as the profile reads it
            return 0, []
        if result.error:
            found.clear()
        if spool is not None:
            last.append((result, spool))
            count = 0 if result.error else len(result.rows)
            kept = [] if result.error else result.rows.head[:KEPT_ROWS]
        else:
            count = 0 if result.error else result.rows
        attempts.append({"expression": expression, "rows": count})
        return count, kept

    def derived(expression: str, rows) -> Derived:
        ids = tuple(found) if rows else ()
        if not last:
            return Derived(expression, attempts, rows, ids)
        return Derived(expression, attempts, rows, ids, *last[0])

    def ladder(terms: list[str], units: list[list[str]]):
        """All the terms, then all but any one unit of them (the variants joined by OR,
        one search: a paraphrase drops or changes a word, and which one is not known),
        then any of them: the first attempt that finds rows, else none."""
        everything = " ".join(terms)
        count, rows = run(everything)
        if count or whole:
            return derived(everything, rows)
        if len(terms) > 2:
            variants = (
                " ".join(t for i, unit in enumerate(units) if i != n for t in unit)
                for n in range(len(units))
            )
            expression = " OR ".join(f"({variant})" for variant in variants)
            count, rows = run(expression)
            if count:
                return derived(expression, rows)
        if len(terms) > 1:
            expression = " OR ".join(terms)
            count, rows = run(expression)
            if count:
                return derived(expression, rows)
        return None

    try:
        # a CJK piece's pairs are dropped together, unless the question is one piece
        found_by = ladder(terms, groups if len(groups) > 1 else [[t] for t in terms])
        if found_by is None and not whole and cjk_char().search(text):
            # 塔有几层？: the question's pairs find nothing, its words of one character may
            lone = [f'"{c}"' for c in alone(text, lambda p: held(f'"{p}"'))]
            lone = [c for c in lone if held(c)]
            found_by = ladder(lone, [[c] for c in lone]) if lone else None
        if found_by is not None:
            return found_by
        return derived(attempts[-1]["expression"] if attempts else "", [])
    except BaseException:
        for earlier in last:
            _release(*earlier)
        raise
