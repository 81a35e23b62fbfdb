"""What the report marks in a text: the query's words as the index reads them, and
phrases that carry evidence (the expected fact's quote in a fragment, an unsupported
statement in an answer, the context's clause an answer contradicts)."""

from __future__ import annotations

import html
import re

from ..kit.profile import fold, text_tokens

_WORD = re.compile(r"\w+")


def escaped(text) -> str:
    return html.escape(str(text), quote=True)


def highlight(text: str, words: set[str], profile: str) -> str:
    """The text with each word the query's terms match marked, read as the index reads it."""
    out, last = [], 0
    for match in _WORD.finditer(text):
        read = text_tokens(match.group(0), profile)
        if any(w in words for w in read):
            out += [escaped(text[last : match.start()]), f"<mark>{escaped(match.group(0))}</mark>"]
            last = match.end()
    out.append(escaped(text[last:]))
    return "".join(out)


def marked(text: str, phrases, words: set[str] = frozenset(), profile: str = "plain") -> str:
    """The text with each (phrase, class, title) marked at its first place, folded, that
    does not overlap a phrase marked before it; the query's words elsewhere."""
    spans, folded = [], fold(text)
    for phrase, cls, title in phrases:
        if not phrase:
            continue
        # read as statements are read (case, ё, NFKC); where folding changes the text's
        # length, the phrase is looked up as written
        haystack, needle = (folded, fold(phrase)) if len(folded) == len(text) else (text, phrase)
        at = haystack.find(needle)
        while at >= 0 and any(at < e and s < at + len(needle) for s, e, _c, _t in spans):
            at = haystack.find(needle, at + 1)
        if at >= 0:
            spans.append((at, at + len(needle), cls, title))
    out, last = [], 0
    for start, end, cls, title in sorted(spans):
        out.append(highlight(text[last:start], words, profile))
        out.append(
            f"<mark class='{cls}' title='{escaped(title)}'>{escaped(text[start:end])}</mark>"
        )
        last = end
    out.append(highlight(text[last:], words, profile))
    return "".join(out)


_AGAINST = re.compile(r"^the opposite of the context's «(.*)»$")


def contradicted(statements) -> list[str]:
    """The context's clauses that an answer's statements say the opposite of."""
    return [
        m.group(1)
        for s in statements
        for item in s.get("unsupported", [])
        if (m := _AGAINST.match(item))
    ]


def answer_marks(statements) -> list[tuple[str, str, str]]:
    """An answer's unsupported statements, each titled with what the context lacks."""
    return [
        (
            s["text"],
            "unsupported",
            "not supported by the found context: " + "; ".join(s["unsupported"]),
        )
        for s in statements
        if s.get("unsupported")
    ]
