"""A formulation of intake: the questions that are one (formulation_key), its draft id,
and what its triage gives: the first answer's verdict and every other answer's, read on
its one search (Formulation, Labelled)."""

from __future__ import annotations

import hashlib
from bisect import bisect_left, bisect_right
from datetime import date, timedelta

from ..grade.asked import stems
from ..kit.queries import match_dict
from ..kit.records import Record


class Eras:
    """The knowledge base's eras: the spans of days on which the same documents are
    valid (a new span starts on a valid_from and on the day after a valid_until). Two
    conversations of one era see the same documents, so one search serves both; one
    question asked in two eras is two formulations, each searched at its own date (a
    price asked in September and in October is two prices). rows: each source's
    (valid_from, valid_until)."""

    def __init__(self, rows: list[tuple[str, str | None]]):
        self.starts = sorted({start for start, _until in rows})
        self.ends = sorted({until for _start, until in rows if until})

    def of(self, day: str) -> str:
        """ "" for the era that lasts (no document starts or ends after it began), else
        "-" and the era's first day (YYYYMMDD): what a formulation's draft id adds."""
        started = bisect_right(self.starts, day)
        ended = bisect_left(self.ends, day)
        if (started, ended) == (len(self.starts), len(self.ends)):
            return ""
        after = date.fromisoformat(self.ends[ended - 1]) + timedelta(days=1) if ended else None
        first = max(self.starts[started - 1] if started else "", after.isoformat() if after else "")
        return "-" + (first.replace("-", "") or "0")


# A bot answers one formulation in other words from one conversation to the next (a model
# samples; a bot refuses one day and answers the next): each different answer is read,
# up to this many a formulation, on the formulation's one search. Past them a
# conversation is counted as unread: memory stays bounded however often it is asked.
READINGS = 20


class Formulation(Record):
    """One formulation: its draft id, the question as first asked, its date, how many
    conversations asked it, the line of the first, the golden question it already is
    (or None), the derived query and its attempts, and the triage of its first
    conversation's answer; with a label column, the label of that conversation's bot;
    labels: every other answer to it (another bot's, or the same bot's in other words)
    triaged on the same search, those with one label and one verdict as one Labelled
    record, in the order first seen, the ones the first answer's verdict shares counted
    with it; unread: the conversations whose answers were past the READINGS read."""

    __slots__ = (
        "id",
        "question",
        "at",
        "count",
        "line",
        "known",
        "query",
        "attempts",
        "triaged",
        "asker",
        "seen",
        "conversation_ids",
        "label",
        "labels",
        "unread",
    )
    _defaults = {
        "asker": None,
        "seen": False,
        "conversation_ids": (),
        "label": None,
        "labels": (),
        "unread": 0,
    }

    @property
    def own(self) -> int:
        """How many conversations the first answer's verdict stands for."""
        return self.count - sum(other.count for other in self.labels) - self.unread

    @property
    def passed(self) -> bool:
        return self.triaged.cls == "ok" and all(t.triaged.cls == "ok" for t in self.labels)

    def as_json(self) -> dict:
        t = self.triaged
        return {
            "id": self.id,
            "question": self.question,
            "at": self.at,
            "conversations": self.count,
            "conversation_ids": list(self.conversation_ids),
            "line": self.line,
            "known": self.known,
            "seen": self.seen,
            "query": self.query,
            "attempts": self.attempts,
            "class": t.cls,
            "why": t.why,
            "action": t.action,
            "fact_ids": list(t.fact_ids),
            "source_ids": list(t.source_ids),
            "sides": list(t.sides),
            "match": [match_dict(m) for m in t.match],
            **(
                {"label": self.label, "labels": [t.as_json() for t in self.labels]}
                if self.label is not None
                else {"answers": [t.as_json() for t in self.labels]}
                if self.labels
                else {}
            ),
            **({"unread": self.unread} if self.unread else {}),
        }


# Said of another bot's gap when the search kept is the first bot's answer's words.
FOUND_BY_ANSWER = "; what was found, the first bot's answer's words found (the search logged)"


class Labelled(Record):
    """Other answers to a formulation with one verdict: their bot's label (None without
    a label column), how many conversations, and the triage of the first."""

    __slots__ = ("label", "count", "triaged")

    def as_json(self) -> dict:
        t = self.triaged
        labelled = {"label": self.label} if self.label is not None else {}
        return {**labelled, "conversations": self.count, "class": t.cls, "why": t.why}


def formulation_key(text: str) -> tuple:
    """Two questions are one formulation when their content stems are the same set (a
    stated rule: word order, case, punctuation and stop words do not count)."""
    found = stems(text)
    return tuple(sorted(found)) if found else (" ".join(text.casefold().split()),)


def draft_id(key: tuple) -> str:
    return "I-" + hashlib.sha256("\n".join(key).encode("utf-8")).hexdigest()[:8]


def answer_key(answer: dict) -> bytes:
    """What tells two answers apart (their text, citations and context), in 16 bytes."""
    import json

    said = json.dumps(answer, sort_keys=True, ensure_ascii=False).encode("utf-8")
    return hashlib.sha256(said).digest()[:16]


def merged(first, readings, triaged_as, labelled: bool) -> tuple:
    """The other readings as Labelled records, one per label and verdict in the order
    first seen, without those the first reading's verdict stands for."""
    merged: dict[tuple, list] = {}
    for conversation, n in readings[1:]:
        t = triaged_as(conversation.answer)
        key = (conversation.label if labelled else None, t.cls, t.why)
        merged.setdefault(key, [t, 0])[1] += n
    return tuple(
        Labelled(label, n, t)
        for (label, cls, why), (t, n) in merged.items()
        if (label, cls, why) != (first.label, first.triaged.cls, first.triaged.why)
    )
