"""Which registry facts a question asks for, by rule: the stems a question and a fact
are compared on, each stem weighed by its rarity in the registry, and the share of the
question's weight a fact holds (scored_facts); the best-sharing facts are asked for
when they hold SHARE of it (asked_facts)."""

from __future__ import annotations

import math
import re
from typing import NamedTuple

# a stem that is a stop word only in another language: "died" is die, a German article
_NO_STOP = frozenset({"die"})


def stems(text: str) -> set[str]:
    """A text's content stems as intake compares them: folded, stemmed by the auto
    profile, a Russian word through its lemma first as the index reads it (so режима
    and режим agree), an English verb's irregular form as the verb (irregular.py: built
    as build), stop words out; CJK text cut at its stop words, then into pairs of
    adjacent characters (one character says too little, and the auto profile cuts CJK
    into single characters)."""
    from ..kit.profile import cjk_char, fold, stem_words, tokens
    from ..kit.stopwords import cjk_pairs, is_stop_word
    from .irregular import VERB_OF
    from .phrasal import read_pairs

    # a stop word is told by its written form: its stem is often none («если» → есл,
    # «делать» → дела, "does" → doe); a phrasal verb's particle often is one ("after")
    words = read_pairs(tokens(text, "auto", stem=False))
    words = [VERB_OF.get(w, w) for w in words if not is_stop_word(w)]
    found = {
        t
        for t in stem_words(words, "auto", lemmas=True)
        if len(t) > 1 and (t in _NO_STOP or not is_stop_word(t))
    }
    for run in re.findall(f"(?:{cjk_char().pattern})+", fold(text)):
        found.update(cjk_pairs(run))
    return found


_PARTS: dict = {}


def fact_parts(fact, units=None) -> list[set[str]]:
    """What a fact is about, part by part: the stems of its quote, of each phrase, and of
    its subject with its attribute, but its value and its unit's words («14 дней» is
    about a period, not about days). Stemmed once per fact (kept with the fact and the
    units, so an id is never another fact's); the sets are not to be changed."""
    hit = _PARTS.get(id(fact))
    if hit is not None and hit[0] is fact and hit[1] is units:
        return hit[2]
    parts = _parts(fact, units)
    if len(_PARTS) >= 200_000:  # a registry's facts, bounded for a long-lived worker
        _PARTS.clear()
    _PARTS[id(fact)] = (fact, units, parts)
    return parts


def _parts(fact, units) -> list[set[str]]:
    from .quote_clauses import cjk_clauses, value_clause
    from .reading import UNIT_WORDS

    unit = tuple(UNIT_WORDS.get(fact.unit, ())) + tuple((units or {}).get(fact.unit, ()))
    unit += tuple(sorted(stems(" ".join(unit))))  # день read as its stem: ден
    parts = [fact.quote, *fact.phrases, f"{fact.subject} {fact.attribute.replace('_', ' ')}"]
    parts += cjk_clauses(fact.quote)
    parts += value_clause(fact.quote, fact.value)  # the last part, when there is one
    return [
        {
            w
            for w in stems(part.replace("!", " "))
            if not w.isdigit() and not (unit and w.startswith(unit))
        }
        for part in parts
    ]


def _clause_part(fact) -> bool:
    """Whether the last of fact_parts is the quote's clause that holds the value."""
    from .quote_clauses import value_clause

    return bool(value_clause(fact.quote, fact.value))


def fact_words(fact, units=None) -> set[str]:
    return set().union(*fact_parts(fact, units))


def priced(question_text: str, fact) -> bool:
    """Whether the question asks a price or an amount, which a customer asks in few words
    of the fact's own («Сколько стоит тариф сейчас?» of «цена — 2000 рублей в месяц»), or
    says a stem of the fact, or a CJK character of its quote or value but those that say
    the kind it asks: not 走路上山大概要多久？ of a pine's 树龄已超过800年, a duration of
    nothing it names."""
    from ..kit.profile import cjk_char, fold
    from .question_kinds import asked_kind, kind_words

    if asked_kind(question_text) in ("money", "quantity"):
        return True
    if stems(question_text) & fact_words(fact):
        return True
    own = set(cjk_char().findall(fold(question_text))) - set(kind_words(question_text))
    return bool(own & set(fold(fact.quote + fact.value)))


# A fact is asked for when it holds at least this share of what the question's words
# say about the registry (each stem weighed by how few facts hold it), and the question
# says at least PART_SHARE of one of the fact's parts (of its weight, or of its CJK
# characters): a long quote that shares one rare word with the question is about
# something else.
SHARE = 0.5
PART_SHARE = 0.2
# A fact the bot's answer states is the one asked for when it holds this share of the
# question's weight: less than SHARE, since the answer says which fact it read the
# question as (COVID-QA, correct answers ok: 59.0 % at 0.5, 67.5 % at 0.4; another
# entry's answer ok: 3.4 % at both; German unchanged).
CHOSEN_SHARE = 0.4
# ... and when the question says less than PART_SHARE of each of its parts, this share
# (COVID-QA, correct answers ok: en 84 -> 86, de 55 -> 57 at 0.6, 87 and 59 at 0.5;
# another entry's answer ok unchanged at 0.6, one more in the Russian layout set at 0.5)
CLAIMED_SHARE = 0.6
_FREQUENCIES: dict = {}


def stem_counts(facts, units) -> tuple[dict[str, int], int]:
    """How many facts hold each stem, and how many facts there are."""
    cached = _registry(facts, units)
    return cached.counts, cached.total


class _Registry(NamedTuple):
    counts: dict  # how many facts hold each stem
    total: int  # how many facts
    sources: dict  # each stem's facts' source ids
    held: frozenset  # every fact's source id
    rarity: dict  # each stem's rarity
    chars: dict  # each CJK character's rarity, as facts hold it in a pair (cjk_chars)


def _registry(facts, units) -> _Registry:
    """What intake reads of a registry's stems, computed once per registry (an asker's
    view of the registry is one, see index.search.facts_seen_by)."""
    from .facts_index import per_registry

    return per_registry(_FREQUENCIES, facts, lambda f: _frequencies(f, units))


def _frequencies(facts, units) -> _Registry:
    from .cjk_chars import heads

    counts: dict[str, int] = {}
    sources: dict[str, set[str]] = {}
    headed: dict[str, int] = {}  # facts holding each CJK character as a pair's head
    for f in facts.values():
        words = fact_words(f, units)
        for stem in words:
            counts[stem] = counts.get(stem, 0) + 1
            sources.setdefault(stem, set()).add(f.source_id)
        for c in heads(words):
            headed[c] = headed.get(c, 0) + 1
    total = len(facts)

    def rarity(counted: dict[str, int]) -> dict[str, float]:
        return {s: math.log((total + 1) / (n + 0.5)) for s, n in counted.items()}

    held = frozenset(f.source_id for f in facts.values())
    return _Registry(counts, total, sources, held, rarity(counts), rarity(headed))


_ROOTS: dict = {}
_LATIN: dict = {}
_GAPS: dict = {}


def same_root(wanted: set[str], facts, units=None, own: tuple[str, ...] = ()) -> set[str]:
    """The registry's stems of one root with a Cyrillic stem of the question that the
    registry does not hold (roots.same_root), and of one kin with any stem of it the
    registry does not hold (kin_words.kin: "begin" read as "start"; own: the kit's
    kin.txt groups), and of an English stem's derivation (roots.longer_stems: "sewers" as
    "sewerage") or its adjective, a superlative's (roots.superlative_bases: "biggest" as
    "big" and its kin "large"), and of the pairs that spell a CJK pair with a gap
    (cjk_gaps: 山上 as 山之上)."""
    from . import roots
    from .cjk_gaps import gapped, gaps
    from .facts_index import per_registry
    from .kin_words import kin

    counts = _registry(facts, units).counts
    bases = roots.superlative_bases(wanted, counts)
    return (
        roots.same_root(
            wanted,
            counts,
            lambda: per_registry(_ROOTS, facts, lambda _f: roots.registry_roots(counts)),
        )
        | (bases & counts.keys())
        | kin(wanted | bases, counts, own)
        | roots.longer_stems(
            wanted,
            counts,
            lambda: per_registry(_LATIN, facts, lambda _f: roots.latin_stems(counts)),
        )
        | gapped(wanted, counts, lambda: per_registry(_GAPS, facts, gaps))
    )


def word_slots(wanted: set[str], facts, units=None, own: tuple[str, ...] = ()) -> list[set]:
    """Each of the question's stems with the registry's stems it is read as (same_root),
    one set per stem: a word read as three of its kin («вакцинироваться» as прививка,
    вакцина, вакцинация) is still one word of the question, and weighs as one."""
    every = same_root(wanted, facts, units, own)  # read together: cjk_gaps reads context
    slots, taken = [], set(wanted)
    for stem in sorted(wanted):
        its = (same_root({stem}, facts, units, own) & every) - taken
        taken |= its
        slots.append({stem} | its)
    return slots + [{s} for s in sorted(every - taken)]


def fact_sources(facts, units=None) -> frozenset:
    """The sources that hold a fact of the registry."""
    return _registry(facts, units).held


def could_choose(
    question_text: str, facts, units=None, said: str | None = None, own: tuple[str, ...] = ()
) -> bool:
    """Whether some fact of the registry holds CHOSEN_SHARE of the question's weight and
    is about it, and (given what the bot said) is one its answer could be read as
    stating: without one, no search can find a fact an answer states that is the one
    asked for, so the bot's own words need not be searched."""
    from .reading import may_state

    sources = _registry(facts, units).sources
    wanted = stems(question_text)
    wanted |= same_root(wanted, facts, units, own)  # as scored_facts reads the question
    found = set().union(*(sources.get(s, ()) for s in wanted))
    scored = scored_facts(question_text, facts, found, units, own=own) if found else []
    about = [f for share, _part, f in scored if share >= CHOSEN_SHARE - 1e-9]
    return bool(about) and (said is None or may_state(said, about))


# How many of the best-sharing facts a triage logs with their scores (the asked ones and
# the runners-up, so a knowledge-base gap shows how near the nearest fact came).
MATCHES_LOGGED = 3


def scored_facts(
    question_text: str,
    facts,
    found: set[str],
    units=None,
    kinds: bool = True,
    texts=None,
    part_share_min: float = PART_SHARE,
    own: tuple[str, ...] = (),
) -> list[tuple]:
    """(share, part, fact) for each fact of the found sources that the question is
    about, the best first: share is the weight of the question's stems the fact holds
    over the weight of those the registry knows, each stem weighed by its rarity in the
    registry, log((N+1)/(n+0.5)) (a stem every fact holds, a product's name, says
    nothing of which fact is asked); part is the best share of a part's own weight the
    question says (the quote, a phrase, or the subject with the attribute), or of its
    CJK characters (_characters_said), or of the quote's clause that holds the value
    when texts (source id: text) say the source holds the question's words but UNHELD
    (none: it may), and a fact is about the question when it is
    PART_SHARE or more; and, unless not kinds, when its value may answer what the
    question asks for (quantities.fits: no duration is asked of "26 metres"). own: the
    kit's kin.txt groups, read beside the shipped ones (same_root)."""
    from .antecedent import pointed_stems
    from .calendar_words import dated
    from .cjk_chars import guessed, heads
    from .facts_index import indexed
    from .named import beside_subject, named_subjects, of_subject, subject_stems
    from .opposites import at_other_end, scale_ends
    from .quantities import fits
    from .question_kinds import kind_words
    from .text_holds import nearly_holds

    registry = _registry(facts, units)
    rarity = registry.rarity
    # «в 1755 году»: a date's word after its number says when, not what of
    read = word_slots(stems(question_text) - dated(question_text), facts, units, own)
    # a word of one CJK character (塔 of 塔有几层？), held by the facts that hold it in a pair
    known = {s for slot in read if slot & rarity.keys() for s in slot}
    lone = {
        c: registry.chars[c]
        for c in guessed(question_text, known.__contains__, registry.chars.__contains__)
    }
    read += [{c} for c in lone]
    wanted = set().union(*read)
    weight = {s: rarity[s] for s in wanted if s in rarity} | lone
    slots = [sorted(slot & weight.keys()) for slot in read]
    slots = [slot for slot in slots if slot]
    mass = sum(max(weight[s] for s in slot) for slot in slots)

    def part_share(parts: list[set[str]]) -> float:
        best = 0.0
        for part in parts:
            whole = sum(rarity[s] for s in sorted(part))
            if whole:
                best = max(best, sum(rarity[s] for s in sorted(part & wanted)) / whole)
            best = max(best, _characters_said(part, wanted))
        return best

    # the question's words but those that say the kind it asks for ("how often"), each
    # with the stems it is read as (走路 with its kin 徒步)
    kind = stems(kind_words(question_text))
    rest = frozenset(frozenset(slot - kind) for slot in read if slot - kind)

    if mass <= 0:
        return []
    ends = scale_ends(question_text)  # first, final: most questions name no scale
    named = named_subjects(wanted, facts)
    names = set().union(*named.values())
    out = []
    for f in indexed(facts).of_sources(found):  # not a pass over every fact
        if (kinds and not fits(question_text, f)) or at_other_end(ends, f.quote):
            continue
        parts = fact_parts(f, units)  # stemmed once: a fact's parts and its words
        clause = _clause_part(f)
        pointed = pointed_stems(f, texts, rarity)  # "It feeds on algae": what "It" is
        if pointed:
            parts = (
                [*parts[:-1], parts[0] | pointed, parts[-1]]
                if clause
                else [*parts, parts[0] | pointed]
            )
        part = part_share(parts[:-1] if clause else parts)
        if clause:
            said = part_share(parts[-1:])
            text = None if texts is None else texts.get(f.source_id) or ""
            # said of the value's clause alone: only when the source holds the question
            # ("How often does Old Faithful erupt?" of «It erupts about every 90
            # minutes, sending water…»; "When did the supervolcano last erupt…?" is not)
            if part >= PART_SHARE - 1e-9 or text is None or nearly_holds(text, rest):
                part = max(part, said)
        if part < part_share_min - 1e-9:
            continue
        its_stems = set().union(*parts)
        if named and f.subject not in named and not names & its_stems:
            # the question names another subject in full: «Какова длина Енисея?» is not
            # asked of the square's «её длина около 330 метров»
            continue
        held = weight.keys() & its_stems
        if lone:
            # by the fact's own words: what its pronoun points to says whom, the rest of
            # that clause is another fact's (省 of «少林寺位于河南省…» to «它始建于…»)
            held |= lone.keys() & heads(fact_words(f, units))
        subject = subject_stems(f.subject)
        beside = beside_subject(question_text, f.subject)
        if of_subject(held - beside, subject) and not of_subject(wanted, subject):
            # what it shares is whom the fact is about, and the question asks more: every
            # fact of the subject shares as much («野生大熊猫大约有多少只？» and each 大熊猫
            # fact); a question of the subject alone («What is COVID-19?») still may be
            continue
        shared = sum(max((weight[s] for s in slot if s in held), default=0.0) for slot in slots)
        out.append((round(shared / mass, 9), round(part, 9), f))
    return sorted(out, key=lambda t: (-t[0], t[2].fact_id))


def _characters_said(part: set[str], wanted: set[str]) -> float:
    """The share of a part's CJK characters that the pairs the question says cover. A
    run of n characters is n-1 pairs, most of them across two words (员积, 分有 of
    会员积分有有效期), each unique and so the rarest: by pairs, the one word 积分 the question
    says was 1/7 of the quote and never a fifth; by characters it is 2/7, near the one
    word in three it is. A word of one character the question says (cjk_chars) covers
    itself where it heads a pair."""
    from .cjk_chars import heads

    pairs = {s for s in part if _is_cjk(s)}
    if not pairs:
        return 0.0
    said = set("".join(pairs & wanted)) | (heads(pairs) & wanted)
    return len(said) / len(set("".join(pairs)))


def _is_cjk(stem: str) -> bool:
    from ..kit.profile import cjk_char

    return bool(cjk_char().search(stem))


def asked_facts(question_text: str, facts, found: set[str], units=None) -> list:
    """The facts of the found sources that share the most with the question (see
    scored_facts); none unless the best holds SHARE of the weight of the question's
    stems the registry knows."""
    return best_asked(scored_facts(question_text, facts, found, units))


def best_asked(scored: list[tuple]) -> list:
    """The best-sharing of scored_facts' facts, when they hold SHARE of the weight."""
    best = scored[0][0] if scored else 0
    if best <= 0 or best < SHARE - 1e-9:
        return []
    return sorted((f for share, _part, f in scored if share == best), key=lambda f: f.fact_id)
