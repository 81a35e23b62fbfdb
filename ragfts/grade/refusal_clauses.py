"""The pieces the whole-reply rules are written with (refusal_rules_failed and its
siblings): where a clause starts and ends, in the whole text as in one clause of it
(refusals._alone strips each), a clause read to its end, and a quoted piece."""

from __future__ import annotations

# an emoji ends a chat's clause as a mark does ("Hi there 👋 What can I do for you?")
MARKS = r"[.!?;:,\u3002\uff01\uff1f\uff0c\uff1b\uff1a\u2600-\u27bf\U0001f300-\U0001faff]"
START = rf"(?:^|(?<={MARKS}))\s*"
END = rf"(?=\s*(?:{MARKS}|$))"


def quoted(longest: int) -> str:
    """A quoted piece, in any of the quotes a reply uses, of `longest` marks at most."""
    n = f"{{1,{longest}}}"
    return rf"\"[^\"]{n}\"|“[^”]{n}”|«[^»]{n}»|„[^“]{n}“"


def clause(words: str, tail: str) -> str:
    """Words, what may follow them in their clause, and the clause's end."""
    return rf"(?:{words})(?:{tail})?{END}"
