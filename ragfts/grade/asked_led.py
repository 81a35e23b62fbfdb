"""The one found fact a question is led to by what it asks, when its words share too
little with any fact's quote (a fifth of no part: asked.scored_facts passes them over),
as by_kind leads one by a quantity.

The noun a question asks a name of ("Which two oceans …?", «В какой области …?»,
莫高窟在哪个省？) and the one found fact whose value is such a name (the Atlantic Ocean
with the Pacific Ocean, в Тверской области, 甘肃省): such a question says little of its
fact's quote but its subject and the noun its answer carries. And a reason asked of a
named subject ("Why does the canal need locks?"), which the one fact whose quote gives
its value as a cause or a purpose answers ("…, because Gatun Lake lies 26 metres above
sea level", «для борьбы с мышами», 以缓解高原反应). And what a thing is called, which
the one fact whose quote gives its value as a name answers («古代它被称为叶榆泽»)."""

from __future__ import annotations

import re
from functools import lru_cache

from . import materials, place_names

# Kinds of answer a value's own kind can single out: a name or an unsaid kind cannot.
_KIND_LED = frozenset({"time", "duration", "length", "measure", "money", "quantity", "count"})


def by_kind(
    question_text: str, facts, found: set[str], texts: dict, units=None, own: tuple = ()
) -> list:
    """The one fact of the found sources whose subject the question names (or any, when
    it names none), whose value is of the kind the question asks for, and whose source
    holds the question's other words ("How long is the Great Barrier Reef?" and its
    reef's one length), when there is exactly one; else none. A question that shares
    only its subject with every fact (scored_facts passes over those) may still ask for
    one, by the kind of its value."""
    from .asked import stems
    from .named import names_a_subject
    from .quantities import answers_kind, value_kind
    from .question_kinds import asked_kind, kind_words
    from .text_holds import nearly_holds

    if asked_kind(question_text) not in _KIND_LED:
        return []
    wanted = said_words(question_text)
    rest = wanted - stems(kind_words(question_text))  # "how long" says the kind, not what

    def of_kind(f) -> bool:
        # the very kind asked, not one that merely fits it (a count is no length: «Какова
        # длина Енисея?» is not led to «6400 мегаватт»); a value of words by the amount it
        # holds after them: 平均送达时间为30分钟 to 外卖一般多长时间送达？
        return answers_kind(question_text, f, within=value_kind(f.value, f.unit) is None)

    # a question that names no subject at all ("How long does the lift take?") asks of
    # what its search found: its other words, all held, say which
    nameless = not names_a_subject(wanted, facts)

    bound = asked_bound(question_text)

    def led(f) -> bool:
        subject = subject_named(wanted, f.subject)
        if not (subject or nameless) or not of_kind(f):
            return False
        # "Since when has the station been crewed?" of «People have lived on board
        # since November 2000»: a value that opens with the bound asked says which
        if bound and value_bound(f.value) == bound:
            return True
        words = with_kin(rest - subject, facts, units, own)
        return nearly_holds(texts.get(f.source_id) or "", words, 0)

    return the_one(facts, found, led)


# A time asked as a bound, from when or until when, and a value that opens with one
_ASKED_BOUND = (
    ("from", re.compile(r"^\s*(?:since when|с како(?:го|й) |从什么时候|自什么时候)", re.I)),
    (
        "to",
        re.compile(r"^\s*(?:until when|till when|до како(?:го|й) |到什么时候|直到什么时候)", re.I),
    ),
)
_VALUE_BOUND = (
    ("from", re.compile(r"^\s*(?:since|с|со|从|自)(?:\s|(?=\d)|(?<=[从自]))", re.I)),
    ("to", re.compile(r"^\s*(?:until|till|до|到|直到)(?:\s|(?=\d)|(?<=[到]))", re.I)),
)


def asked_bound(question: str) -> str | None:
    """ "from" for a question that asks since when, "to" for one that asks until when."""
    return next((b for b, rule in _ASKED_BOUND if rule.search(question)), None)


def value_bound(value: str) -> str | None:
    """ "from" for a value that opens with since (с, 从), "to" with until (до, 到)."""
    return next((b for b, rule in _VALUE_BOUND if rule.search(value)), None)


def the_one(facts, found: set[str], led) -> list:
    """The one fact of the found sources that `led` is true of, when there is exactly
    one; else none (two such facts: what led to them no longer singles one out)."""
    from .facts_index import indexed

    out = []
    for f in indexed(facts).of_sources(found):
        if led(f):
            out.append(f)
            if len(out) > 1:
                return []
    return out


def said_words(question_text: str) -> set[str]:
    """The question's stems, but a Chinese question's pairs read as the words it says:
    its words of two characters and of one (cjk_chars), not the pairs across two words
    (座楼, 楼有 of 这座楼有多高？ say 楼), which no text holds, nor the kind it asks (多高)."""
    from .asked import _is_cjk, stems
    from .cjk_chars import candidates, words

    wanted = stems(question_text)
    if not any(map(_is_cjk, wanted)):
        return wanted
    return (
        {w for w in wanted if not _is_cjk(w)}
        | set(words(question_text))
        | set(candidates(question_text))
    )


def subject_named(wanted: set[str], subject: str) -> set[str]:
    """The question's stems that name the subject: one of its stems, or one that starts
    another of five letters or more (Транссиба, транссиб of Транссибирская), or a word of
    one CJK character the subject ends with, its head (这座楼 of 黄鹤楼)."""
    from ..kit.profile import fold
    from .named import subject_stems

    end = fold(subject)[-1:]
    subject = subject_stems(subject)
    return {
        w
        for w in wanted
        if any(
            w == t or (min(len(w), len(t)) >= 5 and (w.startswith(t) or t.startswith(w)))
            for t in subject
        )
        or (len(w) == 1 and w == end and not w.isascii())
    }


# the word after "which"/«какой»: a name's head noun unless it is a function word
# ("What is …", «Какой был …»), a number ("Which two oceans") is passed over
_LATIN_CYRILLIC = re.compile(
    r"\b(?:which|what)\s+(?:(?:one|two|three|four|five|\d+)\s+)?(\w+)|"
    r"\bкак(?:ой|ая|ое|ие|ом|ую|их|ого|ому|им|ими)\s+(?:(?:два|две|три|\d+)\s+)?(\w+)"
)
# 哪个省, 哪座城市, 在哪条河: the characters after 哪 and its measure word, up to two
_CJK = re.compile(r"哪(?:一|个|一个|些|座|条|位|所|家|片|种)?([\u4e00-\u9fff]{1,2})")
# what follows 哪 that is no noun: 哪里, 哪儿, a year or a day (asked as a time)
_CJK_NOT_NOUN = frozenset("里儿年天月次")


@lru_cache(maxsize=4096)
def asked_noun(question: str) -> str:
    """The noun the question asks which of, folded, or ""."""
    from ..kit.profile import fold
    from ..kit.stopwords import is_stop_word
    from .question_kinds import asked_kind

    text = " ".join(fold(question).split())
    cjk = _CJK.search(text)
    found = None if cjk else _LATIN_CYRILLIC.search(text)
    noun = cjk.group(1) if cjk else (found.group(1) or found.group(2)) if found else ""
    # what a thing is made of, asked by the class's noun (用哪种材料) or by none
    if materials.asked(question, noun):
        return "material"
    if cjk:
        if noun[0] in _CJK_NOT_NOUN:
            return ""
        # 哪个省？: one character; 哪座城市: two, but not 哪三部分's 三部
        return noun if len(noun) == 1 or not re.match(r"[一二三四五六七八九十几]", noun) else ""
    if not found or is_stop_word(noun) or noun.isdigit():
        return ""
    # "What measures …?", «Какие средства …?» ask what a thing is: "which" asks which
    # named one, and so does a question of a place (quantities' "name" kind: «в какой
    # области», "what county")
    which = found.group(1) is not None and text.startswith("which", found.start())
    return noun if which or asked_kind(question) == "name" else ""


def value_holds(value: str, noun: str) -> bool:
    """Whether a value carries the noun: a CJK one among its characters past the first (a
    name's head ends it: 省 of 甘肃省, not 山 of 山东省), another as a stem of one of its
    words ("oceans" and the Atlantic Ocean)."""
    from ..kit.profile import cjk_char, fold
    from .asked import stems

    if noun == "material":
        return materials.names_one(value)
    names = place_names.asked_class(noun)
    if names is not None and place_names.names_one(value, names):
        return True
    if cjk_char().match(noun):  # or the name ends with one of its characters: 隋朝 of 朝代
        value = fold(value).rstrip()
        return noun in value[1:] or (bool(value) and value[-1] in noun)
    wanted = stems(noun)
    return bool(wanted) and wanted <= stems(value)


def by_noun(question_text: str, facts, found: set[str], texts: dict, own: tuple = ()) -> list:
    """The one fact of the found sources whose value carries the noun the question asks
    which of, and whose source holds the question's other words but one, when there is
    exactly one; else none."""
    from .asked import _is_cjk, stems
    from .quantities import fits
    from .question_kinds import kind_words
    from .text_holds import nearly_holds

    noun = asked_noun(question_text)
    if not noun:
        return []
    # a pair across the noun and the word beside it (代修 of 朝代修建) is neither
    rest = {
        w
        for w in said_words(question_text) - stems(kind_words(question_text)) - stems(noun)
        if not (_is_cjk(w) and set(w) & set(noun))
    }
    rest = with_kin(rest, facts, own=own)

    def led(f) -> bool:
        if not value_holds(f.value, noun) or not fits(question_text, f):
            return False
        return nearly_holds(texts.get(f.source_id) or "", rest)

    return the_one(facts, found, led)


# A value given as a cause or a purpose: the words that open it, in the quote just
# before it or as its own first words
_REASON = (
    r"because|since|due to|owing to|thanks to|so that|in order to|"
    r"потому что|так как|поскольку|из-за|для|чтобы|ради|благодаря|ибо|"
    r"weil|da|denn|damit|um|parce que|car|pour|afin de|porque|para"
)
_REASON_BEFORE = re.compile(rf"(?:\b(?:{_REASON})\s*|(?:因为|由于|为了|以便|用以|以|因)\s*)$")
_REASON_OPENS = re.compile(rf"^(?:(?:{_REASON})\b|因为|由于|为了|以便)")


@lru_cache(maxsize=200_000)
def gives_reason(quote: str, value: str) -> bool:
    """Whether the quote gives the value as a cause or a purpose."""
    from ..kit.profile import fold

    return bool(_REASON_OPENS.match(fold(value))) or _said_after(quote, value, _REASON_BEFORE)


def _said_after(quote: str, value: str, before: re.Pattern) -> bool:
    """Whether the quote says the value right after words `before` finds at its end."""
    from ..kit.profile import fold

    quote, value = fold(quote), fold(value)
    at = quote.find(value)
    return at > 0 and bool(before.search(quote[:at]))


def by_reason(question_text: str, facts, found: set[str], texts: dict, own: tuple = ()) -> list:
    """The one fact of the found sources whose subject a reason question names, whose
    quote gives its value as a cause or a purpose, and whose source holds the question's
    other words but one, when there is exactly one; else none."""
    from .question_kinds import asked_kind

    if asked_kind(question_text) != "reason":
        return []
    return _by_quote(question_text, facts, found, texts, gives_reason, False, own)


# A name asked as what a thing is called, and a value given as what it is called
_CALLED_ASKED = re.compile(
    r"\b(?:called|named)\W*$|\bкак (?:называ|звал|зовут|прозва)\w*|"
    r"叫什么|叫做什么|叫作什么|称为什么|称作什么|什么名字"
)
_CALLED_BEFORE = re.compile(
    r"(?:\b(?:called|named|nicknamed|known as)\s+(?:the\s+)?|"
    r"(?:называ\w*|назван\w*|прозва\w*|зовут)\s+|"
    r"(?:称为|称作|叫做|叫作|名为|号称|誉为|叫))$"
)


@lru_cache(maxsize=200_000)
def gives_name(quote: str, value: str) -> bool:
    """Whether the quote gives the value as what something is called."""
    return _said_after(quote, value, _CALLED_BEFORE)


def by_name(question_text: str, facts, found: set[str], texts: dict, own: tuple = ()) -> list:
    """The one fact of the found sources whose quote gives its value as what something is
    called, for a question that asks what its subject (or, naming none, what it found) is
    called (古人把洱海叫做什么？ of «古代它被称为叶榆泽»), whose source holds the question's
    other words but one, when there is exactly one; else none."""
    from ..kit.profile import fold

    if not _CALLED_ASKED.search(" ".join(fold(question_text).split())):
        return []
    return _by_quote(question_text, facts, found, texts, gives_name, True, own)


def _by_quote(
    question_text: str, facts, found, texts: dict, gives, any_subject: bool, own: tuple = ()
) -> list:
    """The one fact of the found sources whose quote gives(quote, value) says answers the
    question, whose subject the question names (or any, when any_subject and it names
    none), and whose source holds the question's other words but one; else none."""
    from .asked import stems
    from .named import names_a_subject
    from .question_kinds import kind_words
    from .text_holds import nearly_holds

    wanted = said_words(question_text)
    rest = wanted - stems(kind_words(question_text))
    nameless = any_subject and not names_a_subject(wanted, facts)

    def led(f) -> bool:
        subject = subject_named(wanted, f.subject)
        if not (subject or nameless) or not gives(f.quote, f.value):
            return False
        return nearly_holds(texts.get(f.source_id) or "", with_kin(rest - subject, facts, own=own))

    return the_one(facts, found, led)


def with_kin(words: set[str], facts, units=None, own: tuple = ()) -> frozenset[frozenset[str]]:
    """The question's words as nearly_holds reads them, each with the registry's stems
    it is read as (asked.word_slots: "vessels" with "boat", its kin; own: the kit's
    kin.txt groups): "What were their vessels made of?" of a text that says "in wooden
    boats"."""
    from .asked import word_slots

    slots = word_slots(words, facts, units, own)[: len(words)]
    return frozenset(frozenset(slot) for slot in slots)
