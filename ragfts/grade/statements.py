"""Each statement of an answer checked against the context it was given, offline.

An answer is cut into statements (sentences; a question back is no statement). A
statement is unsupported when the context does not hold what it adds:

* a number (an amount, a date, a duration, a percentage) that no fragment, the question
  or its date states — compared as values, so `2 000` is `2000` and `۵۰` is `50`;
* a word of time (`tomorrow`, `завтра`, `明天`) no fragment has;
* a condition (`only for …`, `если …`, `除非 …`) whose words the fragments mostly lack;
* a polarity the fragments contradict: the statement's clause matches a fragment's
  clause word for word, and exactly one of the two is negated;
* words most of which no fragment and not the question has (two at least).

Words are compared as the search profile reads them (folding, Snowball stems) and, for
the inflections a stemmer misses, by a shared beginning (`студентам` ~ `студенческие`:
`студен`); Chinese and Japanese by pairs of adjacent characters. Numbers the answer's
own claims state are left to the claim checks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..kit.profile import cjk_char, fold, same_lemma, tokens
from ..kit.records import Record
from ..kit.stopwords import is_stop_word
from . import calendar_words, synonyms
from .bounds import held_words
from .calendar_words import ISO_DATE, iso_dates, without_dates
from .conditions import added_condition
from .courtesies import without_courtesies
from .durations import in_minutes
from .estimates import estimated
from .irregular import forms
from .lists import only_one
from .numerals import (
    a_day,
    as_digits,
    as_said,
    count_held,
    counts_nothing,
    numbers,
)
from .one_word import one_word
from .own_claims import own_times_and_prices, says_free
from .polarity import opposite
from .refusals import says_not_known
from .replies import yes_against
from .smaller_units import in_unit, numbers_held, unit_end
from .statement_words import (
    AREA_SHORT,
    CJK_STOP,
    SCOPING,
    STOP,
    abbreviated,
    free,
    free_unsaid,
    mostly_new,
    negated,
    spoken_forms,
)
from .unit_kinds import other_period, other_rate, other_unit
from .values import number_key
from .which_day import other_day

# Sentence ends: . ! ? … before white space, but the point of an area's or a volume's
# short word («1300 кв. м», "40 sq. km"); CJK and Arabic-script ends anywhere.
_SENTENCE = re.compile(
    "".join(rf"(?<!\b{short}\.)" for short in sorted(AREA_SHORT))
    + r"(?<=[.!?…])\s+|(?<=[。！？；;؟])|\n+"
)
_CLAUSE = re.compile(
    r"(?<!\d)[,，]|[,，](?!\d)|[;:；、]|\s[-–—]\s|"  # not a number's comma: 1,000
    r"\b(?:but|however|но|однако|а|aber|mais|pero|sino)\b|(?:但是|但|اما)"
)
_CITATION = re.compile(r"\[[^\]]*\]|https?://\S+|www\.\S+")
_ENUMERATOR = re.compile(r"^\W*\d{1,2}[.)]?\W*$")
QUESTION_MARKS = ("?", "؟", "？")


class Statement(Record):
    """One statement of an answer: as written, what in it the context does not hold (empty
    when supported), and the fragment that holds most of it."""

    __slots__ = ("text", "unsupported", "source_id")

    def as_json(self) -> dict:
        return {"text": self.text, "unsupported": self.unsupported, "source_id": self.source_id}


def _words(folded: str, profile: str) -> list[tuple[str, str]]:
    """(word, stem) for each content word outside Chinese and Japanese runs."""
    plain = cjk_char().sub(" ", folded) if cjk_char().search(folded) else folded
    words = [w for w in tokens(plain, profile, stem=False) if _content(w)]
    stems = tokens(" ".join(words), profile) if words else []
    return list(zip(words, stems)) if len(stems) == len(words) else [(w, w) for w in words]


def _content(word: str) -> bool:
    # the search's stop words too: «вас», «чтобы» in «у вас есть 30 дней, чтобы…» are no
    # words a bot adds of its own
    return len(word) > 1 and not word.isdigit() and word not in STOP and not is_stop_word(word)


def _cjk_units(folded: str) -> list[str]:
    """Pairs of adjacent CJK characters (a lone one stands for itself), cut at the
    characters that carry no meaning of their own."""
    units = []
    for run in re.findall(f"(?:{cjk_char().pattern})+", folded):
        for part in re.split(f"[{''.join(CJK_STOP)}]", run):
            if len(part) == 1:
                units.append(part)
            units += [part[n : n + 2] for n in range(len(part) - 1)]
    return units


class _Support(Record):
    """What a text holds, ready to look words up in: stems, word beginnings, CJK pairs,
    numbers; and its clauses, each with its words and whether it is negated."""

    __slots__ = ("stems", "starts", "cjk", "numbers", "clauses", "words", "free")

    def said(self) -> str:
        """The clauses' texts as one, for the readers of a whole context (bounds, units of
        time, a requirement), which a clause would cut (1,000 is not cut; a sentence is)."""
        return " ; ".join(clause for *_held, clause in self.clauses)

    def covers(self, unit: tuple[str, str] | str, loose: bool = False) -> bool:
        """Whether the text holds a word (by stem or beginning) or a CJK pair; `loose`, as
        whether a statement's words are the context's is read, takes a pair as held when
        both its characters are (a reordered paraphrase), and a Russian word by its
        dictionary form (деньги, денег; день, дня). Which fragment holds most of a
        statement is not read so: the dictionary stays unloaded by most replays."""
        if isinstance(unit, str):
            return unit in self.cjk or (loose and all(c in self.cjk for c in unit))
        word, stem = unit
        return (
            stem in self.stems
            or (len(word) >= 5 and word[: max(4, len(word) - 3)] in self.starts)
            or ((base := _EPENTHETIC.match(stem)) is not None and base[1] in self.starts)
            or ((base := _RELATIONAL.fullmatch(word)) is not None and base[1] in self.starts)
            or any(start in self.starts for start in _alternated(word))
            or (loose and same_lemma(word, self.words))
            or (self.free and free(word))  # "free" of the context's "without any fee"
        )


# a Russian verb's л after a labial is not its noun's: доставлять (доставля) and доставка,
# оформлять and оформить (the base of five letters or more before it)
_EPENTHETIC = re.compile(r"([а-я]{4,}[вбпмф])л[яи]")


# a Russian adjective of a place is its noun: «псковские мастера» are «мастера из Пскова»,
# «российские» «России» (the noun's start of four letters or more before its -ск-)
_RELATIONAL = re.compile(r"([а-я]{4,}?)й?ск(?:ий|ая|ое|ие|их|им|ими|ого|ому|ую|ой|ом)")


# a Russian verb's consonant where its noun's root has another: переезжать and переезд,
# выращивать and вырастить (a start of five letters or more, up to the consonant)
_ALTERNATIONS = {"ж": ("д", "з", "г"), "ч": ("т", "к"), "ш": ("с", "х"), "щ": ("ст", "ск")}


def _alternated(word: str) -> tuple[str, ...]:
    """A Russian word's starts with a consonant of _ALTERNATIONS as its root's other."""
    return tuple(
        word[:at] + other
        for at in range(4, len(word) - 2)
        if word[at] in _ALTERNATIONS
        for other in _ALTERNATIONS[word[at]]
    )


def _units(folded: str, profile: str) -> list:
    return _words(folded, profile) + _cjk_units(folded)


def _support_of(texts: tuple[str, ...], profile: str, clauses: bool) -> _Support:
    stems, starts, cjk, found, cut, words = set(), set(), set(), set(), [], set()
    costless = False  # whether it says free, in a word or in other words
    for text in texts:
        folded = _spoken(text)
        costless = costless or says_free(folded)
        for word, stem in _words(folded, profile):
            words.add(word)
            stems.update((word, stem, *synonyms.of(stem, profile), *forms(word)))
            starts.update(word[:n] for n in range(4, len(word) + 1))
        pairs = _cjk_units(as_digits(folded))
        cjk.update(pairs)
        cjk.update(c for pair in pairs for c in pair)
        found.update(numbers_held(folded))
        if clauses:
            for sentence in _SENTENCE.split(folded):
                for clause in _CLAUSE.split(sentence):
                    units = _units(clause, profile)
                    if units:
                        held = _support_of((clause,), profile, False)
                        cut.append((held, len(units), negated(clause), clause))
    return _Support(stems, starts, cjk, found, cut, words, costless)


@lru_cache(maxsize=1024)
def _spoken(text: str) -> str:
    # a fragment's text as statements are compared with it, read once for the context's
    # support and once for the months it names (and again by each answer graded on it)
    return spoken_forms(fold(text))


@lru_cache(maxsize=256)
def _context_support(texts: tuple[str, ...], profile: str) -> _Support:
    # Cached: the answers of one question (a label each, thousands of transcripts) are
    # read against the same fragments.
    return _support_of(texts, profile, True)


@lru_cache(maxsize=1024)
def _one_support(text: str, profile: str) -> _Support:
    return _support_of((text,), profile, False)


def check(
    text: str,
    fragments: dict[str, str],
    given: str,
    profile: str = "auto",
    claimed: frozenset = frozenset(),
    skip: tuple[str, ...] = (),
    history: tuple[str, ...] = (),
    eras: tuple[str, ...] = (),
) -> list[Statement]:
    """Each statement of text with what the fragments (source id → text) do not hold.
    `given` is what the asker gave (the question and its date), which a statement may
    repeat; `claimed` the numbers the claims state; `skip` words to leave out (ids);
    `eras` the dates the claimed facts' sources are valid from and until, which a
    statement may name; `history` those of their outdated versions, whose months a
    statement may name as another time's."""
    if profile not in ("ru", "en", "auto"):
        profile = "auto"  # reading compares inflected words: stems for every profile
    ids = tuple(fragments)
    context = _context_support(tuple(fragments[i] for i in ids), profile)
    asked_on = tuple(ISO_DATE.findall(given))  # the weekday of the question's date alone
    era_dates = iso_dates(eras)
    dates = [*asked_on, *era_dates]
    # the question's date as a person repeats it: its year, and its day beside a month
    # («на 23 октября»); not its month's number, which would excuse any 10 of a
    # statement, nor its day alone: on July 1st, "express takes 1 day" is a claim
    asked = _one_support(ISO_DATE.sub(lambda m: m[1], " ".join((given, *eras))), profile)
    days = frozenset(number_key(str(int(day))) for _y, _m, day in dates)
    said = tuple(_spoken(fragments[i]) for i in ids) + (fold(given),)
    here = calendar_words.held(said, asked_on, era_dates)  # what they name
    when = (here, calendar_words.held(said, asked_on, era_dates + iso_dates(history)))
    out = []
    for sentence in _SENTENCE.split(_CITATION.sub(" ", text)):
        sentence = re.sub(r"\s+([.,;:!?])", r"\1", re.sub(r"[ \t]{2,}", " ", sentence)).strip()
        if not sentence or sentence.endswith(QUESTION_MARKS) or _ENUMERATOR.match(sentence):
            continue
        folded = spoken_forms(without_dates(fold(sentence), dates))
        for word in skip:
            folded = folded.replace(word, " ")
        folded = without_courtesies(folded)  # «Добрый день!», "let me know if …"
        minutes = in_minutes(folded)  # "every hour and a half" for "every 90 minutes"
        new = {n[0] for n in numbers(minutes)} - {n[0] for n in numbers(folded)}
        if minutes != folded and new <= context.numbers | asked.numbers:
            folded = minutes
        if (
            not re.search(r"[^\W_]", folded)
            or says_not_known(folded)
            or (folded.endswith((":", "：")) and not numbers(folded))  # «答复如下：», a list's lead
        ):
            # a greeting, thanks, an offer of more help, or what the bot says it does not
            # know ("I don't have information about international shipping"): no claim
            continue
        unsupported = _unsupported(folded, context, asked, profile, claimed, days, when)
        if not out:  # "Yes, we do." to a question the context answers no
            unsupported += yes_against(folded, given, context.clauses, lambda t: _units(t, profile))
        out.append(Statement(sentence, unsupported, _best(folded, ids, fragments, profile)))
    return out


def _unsupported(
    folded, context: _Support, asked: _Support, profile, claimed, days=frozenset(), when=((), ())
) -> list[str]:
    items = []
    words = folded
    held = context.numbers | asked.numbers | claimed
    theirs = context.said()  # joined once for the readers of the whole context below

    def units_of(text: str):  # a clause's words, as the readers below compare them
        return _units(text, profile)

    for value, _numeral, spelled, end in numbers(folded):
        start = end - len(spelled)  # the question's own day said as a date, 第一年, 一天24小时
        # «две недели» of «14 дней»: held with its unit
        converted = value not in held and in_unit(folded, end, value, held)
        if (value in days and a_day(folded, start, end)) or counts_nothing(folded, start, end):
            pass
        elif (
            value not in held
            and not converted
            and not estimated(folded, start, end, value, theirs)  # "nearly 78 m"
        ):
            items.append(f"the number {as_said(folded, start, end, spelled)}")
        # a number is a value, never words (две тысячи); its unit too, held in another one
        if converted:
            end = unit_end(folded, end)
        words = words[:start] + " " * (end - start) + words[end:]
    for bound in held_words(folded, theirs):
        words = re.sub(rf"(?<!\w){re.escape(bound)}(?!\w)", " ", words)
    items += own_times_and_prices(folded, context, profile)
    items += other_unit(folded, theirs) + other_period(folded, theirs)
    items += other_rate(folded, theirs) + other_day(folded, theirs)
    items += only_one(folded, context, units_of)
    items += added_condition(folded, context, asked, units_of)
    named = calendar_words.named(folded)
    items += [f"«{word}»" for word, key in named if key not in when[1]]
    words = free_unsaid(words) if context.free else words  # 不用另外付钱 of 免费
    units = _units(as_digits(words), profile)
    # a month the context names (in another form, or as when the claimed version began)
    # is no word of the statement's own: «С июня срок возврата — 30 дней»
    timed = {w for w, key in named if key in when[0]}
    missing = [
        u
        for u in units
        if not context.covers(u, loose=True)
        and not asked.covers(u, loose=True)
        and not abbreviated(u, context)
        and not (isinstance(u, tuple) and (u[0] in timed or count_held(u[0], held)))
    ]
    shown = ", ".join(u if isinstance(u, str) else u[0] for u in missing)
    if mostly_new(units, missing, context, asked):
        items.append("words not in the context: " + shown)
    elif not items and (scoped := _scoped(folded, missing)):
        items.append("words not in the context: " + ", ".join(scoped))
    elif not items and (added := _added_clause(words, context, asked, profile)):
        items.append(f"the clause «{added}», not in the context")
    if not items:  # one word: "of purchase" where the context says "of delivery"
        items += one_word(folded, missing, context, asked, units_of)
    items += opposite(folded, context, units_of)
    return items


def _scoped(folded: str, missing: list) -> list:
    """Two words or more of the statement's own right after a scoping word (function
    words and numbers between them aside): a condition added to a restated fact («…в
    месяц при оплате за год», "…in the mobile app"), fewer than half the sentence's words."""
    own = {u[0] for u in missing if isinstance(u, tuple)}
    for clause in _CLAUSE.split(folded):  # a condition ends with its clause
        words = re.findall(r"[^\W_]+(?:['-][^\W_]+)*", clause)
        for n, word in enumerate(words):
            if word not in SCOPING:
                continue
            found = []
            for nxt in words[n + 1 :]:
                if nxt in own:
                    found.append(nxt)
                elif _content(nxt) and not nxt.isdigit():
                    break
            if len(found) >= 2:
                return found
    return []


def _added_clause(words: str, context: _Support, asked: _Support, profile) -> str | None:
    """A clause of the statement whose words are mostly its own, after a clause the
    context holds: a claim added to a restated fact («李冰父子主持修建，需提前预约», "…,
    closed in winter"). Before one it leads in («Показать оба срока — 14 и 21 день»); a
    statement new as a whole is read above."""
    clauses = [c for c in _CLAUSE.split(words) if _units(as_digits(c), profile)]
    found = False
    for clause in clauses:
        units = _units(as_digits(clause), profile)
        missing = [
            u
            for u in units
            if not context.covers(u, loose=True)
            and not asked.covers(u, loose=True)
            and not abbreviated(u, context)
        ]
        if found and len(missing) > 2 and mostly_new(units, missing, context, asked):
            return _trimmed(clause)
        found = found or 2 * len(missing) <= len(units)
    return None


def _trimmed(text: str) -> str:
    return " ".join(text.split()).rstrip(".!…。！;；").strip()


def _best(folded, ids, fragments, profile) -> str | None:
    """The fragment that holds most of the statement's words (the first id on a tie: the
    log's row order must not change a grade)."""
    units = _units(folded, profile)
    best, score = None, 0
    for source_id in sorted(ids):
        one = _one_support(fragments[source_id], profile)
        held = sum(one.covers(u) for u in units)
        if held > score:
            best, score = source_id, held
    return best
