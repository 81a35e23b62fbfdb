"""A question's content words as FTS5 terms, by one stated rule: stop words out, once
each, in the question's order; a CJK run cut at its stop words, then into pairs of
adjacent characters;
under `plain` (no stems, CJK runs read as one word) a word of six letters or more as a
prefix and each CJK pair as the start of a word; MAX_TERMS words in all, a CJK pair
half of one. Intake derives its queries from them,
and a golden row without a query gets them joined by OR."""

from __future__ import annotations

import re

from .profile import cjk_char, cjk_or_not

_WORD = re.compile(r"[^\W_]+")
MAX_TERMS = 8
# A CJK piece counts as half its characters towards MAX_TERMS (a two-character word is
# the commonest kind): counted by its pairs, a Chinese question spent the eight on its
# first five or six characters, and 谁在第50届超级碗中担任四分卫 never searched 四分卫.
CJK_WORD = 2
# A "word" longer than this is a pasted hash, key or blob, not something asked about
# (German's long compounds stay under it): it is no term of a derived query.
MAX_WORD = 64


def query_terms(text: str, profile: str) -> list[str]:
    """The question's content words as FTS5 terms, in its order, once each."""
    return [term for group in query_groups(text, profile) for term in group]


def query_groups(text: str, profile: str) -> list[list[str]]:
    """query_terms in groups: a word alone, a CJK piece (a run between stop words) with
    its pairs, which a paraphrase changes together (a derived query drops a group, not
    one of its pairs)."""
    from ..kit.stopwords import cjk_pairs, cjk_pieces, is_stop_word

    groups: list[list[str]] = []
    lone: list[str] = []  # one-character CJK pieces: terms only when nothing else is

    def term(word: str, prefix: bool) -> str:
        return f'"{word}"*' if prefix else f'"{word}"'

    for word in script_words(text, profile):
        cjk = cjk_char().search(word)
        if is_stop_word(word) or (not cjk and not 2 <= len(word) <= MAX_WORD):
            continue
        if cjk:
            # a CJK question has no spaces: its run is cut at its stop words, and each
            # piece into pairs of characters (a two-character word is the commonest kind)
            for piece in cjk_pieces(word):
                lone += [piece] if len(piece) == 1 else []
                groups.append([term(pair, profile == "plain") for pair in cjk_pairs(piece)])
        elif profile == "plain" and len(word) >= 6 and word.isalpha():
            groups.append([term(word[: max(4, len(word) - 3)], True)])
        else:
            groups.append([term(word, False)])
    if not any(groups) and lone:  # «钱？»
        groups = [[term(c, profile == "plain")] for c in dict.fromkeys(lone)]
    seen: set[str] = set()  # each term once, in the question's order, MAX_TERMS words in all
    out = []
    left = MAX_TERMS * CJK_WORD  # in CJK pairs: a word alone costs CJK_WORD, a pair one
    for group in groups:
        kept = [
            t for t in dict.fromkeys(group) if t not in seen and not is_stop_word(t.strip('"*'))
        ]
        cost = 1 if kept and cjk_char().search(kept[0]) else CJK_WORD
        kept = kept[: left // cost]
        left -= cost * len(kept)
        seen.update(kept)
        if kept:
            out.append(kept)
    return out


def script_words(text: str, profile: str):
    """The text's words as the profile's index holds them apart: a CJK run apart from
    the letters written against it («iPhone手机» is iPhone and 手机), and a Persian word
    with its ZWNJ one word (the profiles fold «طرح‌ها» to طرحها; plain's unicode61 reads
    two)."""
    if profile != "plain":
        text = text.replace("\u200c", "")
    for word in _WORD.findall(text):
        yield from cjk_or_not().findall(word) if cjk_char().search(word) else (word,)


def derived_query(text: str, profile: str) -> str:
    """The query of a golden row that gives none: its content terms joined by OR."""
    return " OR ".join(query_terms(text, profile))


def derivation_dict(derived: tuple) -> dict:
    """(rule, ((expression, rows, from), ...), matches) as a log writes it; matches
    (intake's scored facts, (fact_id, share, part, from)) are optional."""
    rule, attempts, *matches = derived
    out = {
        "rule": rule,
        "attempts": [{"expression": e, "rows": n, "from": f} for e, n, f in attempts],
    }
    if matches:
        out["match"] = [match_dict(m) for m in matches[0]]
    return out


def match_dict(match: tuple) -> dict:
    """One of intake's scored facts, (fact_id, share, part, from), as a log and --json
    write it."""
    fact_id, share, part, by = match
    scores = {"share": share, "part": part} if by == "question" else {}
    return {"fact_id": fact_id, **scores, "from": by}
