"""`ragfts bisect`: the first commit at which one question's verdict (or found ids)
changed, found in about log2 of the range, and which input of that commit changed it.
Reads git's history only.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from ..kit.digests import (
    CORPUS,
    FACTS,
    QUESTIONS,
    REPLAYS,
    SCHEMA,
    SETTINGS,
)
from ..kit.errors import InputError
from ..kit.records import Record
from .history import _git, _repo, resolve, results, state

# Kit files a commit may change, by what they are to a question's result.
INPUT_KINDS = (
    (FACTS, "registry"),
    (QUESTIONS, "query"),
    (SCHEMA, "schema"),
    (SETTINGS, "settings"),
)


class Bisected(Record):
    __slots__ = ("qid", "commit", "subject", "before", "after", "inputs", "evaluated", "range")


def _value(kit: Path, rev: str, qid: str, on: str) -> str:
    with state(kit, rev) as copy:
        result = results(copy, [qid]).get(qid)  # that question only, at each revision
    if result is None:
        return "(no such question)"
    return result.verdict if on == "verdict" else "; ".join(result.found) or "nothing"


def bisect(kit: Path, qid: str, good: str, bad: str, on: str = "verdict") -> Bisected:
    """The first commit after good, up to bad, at which the question's verdict (or found
    ids) differs from good's; about log2 of the range revisions evaluated."""
    kit = Path(kit)
    _repo(kit)
    good, bad = resolve(kit, good), resolve(kit, bad)
    commits = _git(kit, "rev-list", "--reverse", "--ancestry-path", f"{good}..{bad}").split()
    if not commits:
        raise InputError("--bad is not a descendant of --good: no commit between them")
    values: dict[str, str] = {}

    def value(rev: str) -> str:
        if rev not in values:
            values[rev] = _value(kit, rev, qid, on)
        return values[rev]

    before = value(good)
    # The first changed commit is in commits[lo..hi]; --bad is taken to be changed, and
    # checked only when the search ends on it.
    lo, hi = 0, len(commits) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if value(commits[mid]) == before:
            lo = mid + 1
        else:
            hi = mid
    commit = commits[lo]
    after = value(commit)
    if after == before:
        raise InputError(f"{qid}: the {on} is {before!r} at --good and at --bad; nothing to find")
    evaluated = len(values)
    subject = _git(kit, "log", "-1", "--format=%h %s", commit).strip()
    return Bisected(
        qid, commit, subject, before, after, _inputs(kit, commit), evaluated, len(commits)
    )


def _inputs(kit: Path, commit: str) -> list[str]:
    """What kind of input the commit changed, for each kit file it touched."""
    top, prefix = _repo(kit)
    names = _git(
        top, "diff-tree", "--no-commit-id", "--name-only", "-r", commit, "--", prefix or "."
    )
    out = []
    for name in names.split():
        rel = name[len(prefix) :] if prefix and name.startswith(prefix) else name
        kind = dict(INPUT_KINDS).get(rel)
        if kind:
            out.append(f"{kind}: {rel}")
        elif rel.startswith(f"{CORPUS}/"):
            out.append(f"document: {_source_ids(top, commit, name)}")
        elif rel.startswith(f"{REPLAYS}/") and rel.endswith(".json"):
            if _answers_at(top, f"{commit}^", name) != _answers_at(top, commit, name):
                out.append(f"answer: {Path(rel).stem}")
    return out


def _show(top: Path, rev: str, name: str) -> bytes | None:
    """A file of the repository as it is at rev (None where it does not exist there)."""
    done = subprocess.run(
        ["git", "-C", str(top), "show", f"{rev}:{name}"], capture_output=True, timeout=120
    )
    return None if done.returncode else done.stdout


def _answers_at(top: Path, rev: str, name: str):
    """The answers a log holds at rev (a log is a result; its answers are an input)."""
    import json

    data = _show(top, rev, name)
    if data is None:
        return None
    try:
        return [(e.get("label"), e.get("answer")) for e in json.loads(data)["answers"]]
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _source_ids(top: Path, commit: str, name: str) -> str:
    """The source ids a corpus file holds at the commit (its header, or each JSON line)."""
    import json

    data = _show(top, commit, name)
    if data is None:
        return name  # deleted at the commit
    text = data.decode("utf-8", "replace")
    if name.endswith(".jsonl"):
        ids = [json.loads(line)["source_id"] for line in text.splitlines() if line.strip()]
        return ", ".join(ids[:5]) + (f" … ({len(ids)})" if len(ids) > 5 else "")
    for line in text.splitlines():
        if line.startswith("source_id:"):
            return line.split(":", 1)[1].strip()
    return name
