"""A kit's history, read from git and never changing it: `diff` compares two states of
the kit question by question, `bisect` finds the commit that changed one question's
verdict. Each state is unpacked into a temporary folder (`git archive`) and run there;
the user's work tree, index and branch are never touched."""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path

from ..kit.digests import (
    REPLAYS,
    SUMS,
    file_sha256,
)
from ..kit.errors import InputError
from ..kit.records import Record

WORKTREE = "WORKTREE"


def _git(kit: Path, *args: str) -> str:
    try:
        done = subprocess.run(
            ["git", "-C", str(kit), *args], capture_output=True, text=True, timeout=120
        )
    except FileNotFoundError:
        raise InputError("git is not installed; ragfts reads a kit's history with git") from None
    if done.returncode:
        raise InputError(f"git {' '.join(args)}: {done.stderr.strip() or 'failed'}")
    return done.stdout


def _repo(kit: Path) -> tuple[Path, str]:
    """The repository's top and the kit's folder inside it ('' at the top)."""
    done = subprocess.run(
        ["git", "-C", str(kit), "rev-parse", "--show-toplevel", "--show-prefix"],
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise InputError(
            f"{kit} is not in a git repository: diff and bisect read the kit's history; "
            "`git init` and commit the kit first"
        )
    lines = done.stdout.split("\n")
    return Path(lines[0].strip()), (lines[1].strip() if len(lines) > 1 else "")


def resolve(kit: Path, rev: str) -> str:
    if rev == WORKTREE:
        return WORKTREE
    return _git(kit, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}").strip()


@contextmanager
def state(kit: Path, rev: str):
    """The kit as it is at rev (or in the work tree), in a temporary folder, removed after."""
    import tarfile

    kit = Path(kit)
    work = Path(tempfile.mkdtemp(prefix="ragfts-history-"))
    try:
        target = work / "kit"
        if rev == WORKTREE:
            shutil.copytree(kit, target, ignore=shutil.ignore_patterns(".ragfts", ".git"))
        else:
            top, prefix = _repo(kit)
            archive = work / "kit.tar"
            _git(top, "archive", "--format=tar", "-o", str(archive), rev, "--", prefix or ".")
            with tarfile.open(archive) as tar:
                tar.extractall(work / "tree", filter="data")
            shutil.move(str(work / "tree" / prefix) if prefix else str(work / "tree"), target)
        yield target
    finally:
        shutil.rmtree(work, ignore_errors=True)


class Result(Record):
    """One question at one state: what went in and what came out."""

    __slots__ = (
        "query",
        "at",
        "found",
        "texts",
        "facts",
        "verdict",
        "codes",
        "answers",
        "validity",
    )


def results(kit: Path, only=None) -> dict[str, Result]:
    """Every question of the kit (or those of `only` the kit has) run in place (a
    temporary copy) and read back."""
    from ..grade.grading import verdict
    from ..index.view import open_kit
    from ..log.proof import context
    from ..log.reading import read_log
    from .run import run_questions

    if only is not None:
        with open_kit(kit, only=set(only)) as opened:
            only = [qid for qid in only if qid in opened.questions]
        if not only:
            return {}
    run_questions(kit, only or ())
    out = {}
    with open_kit(kit, only=None if only is None else set(only)) as opened:
        for qid, question in opened.questions.items():
            log = read_log(kit, qid)
            ctx = context(opened, log, question)
            latest = log.answers[-1] if log.answers else None
            used = sorted(
                {*question.fact_ids}
                | {f.fact_id for f in opened.facts.values() if f.source_id in set(log.found)}
            )
            out[qid] = Result(
                question.query,
                question.at,
                list(log.found),
                log.texts(),
                {f: opened.facts[f].as_dict() for f in used if f in opened.facts},
                latest.result.verdict if latest else verdict(ctx),
                list(latest.result.errors) if latest else [],
                [(a.label, a.answer) for a in log.answers],
                _validity(opened.documents, [*question.source_ids, *log.found]),
            )
    return out


def _validity(documents, ids) -> dict[str, str]:
    """Each source's validity as `from .. until` (the expected ones and the found)."""
    out = {}
    for sid in ids:
        source = documents.get(sid)
        if source is not None:
            out[sid] = f"{source.valid_from} .. {source.valid_until or 'open'}"
    return out


def changed_files(a: Path, b: Path) -> list[str]:
    """Kit files that differ between two states (logs left out: they are results)."""

    def files(root: Path) -> dict[str, str]:
        return {
            p.relative_to(root).as_posix(): file_sha256(p)
            for p in root.rglob("*")
            if p.is_file()
            and not p.relative_to(root).as_posix().startswith((".ragfts", REPLAYS, SUMS))
        }

    fa, fb = files(a), files(b)
    return sorted(k for k in fa.keys() | fb.keys() if fa.get(k) != fb.get(k))


def _words(old: str, new: str) -> str:
    import difflib

    a, b = old.split(), new.split()
    parts = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if op in ("delete", "replace"):
            parts.append("-«" + " ".join(a[i1:i2]) + "»")
        if op in ("insert", "replace"):
            parts.append("+«" + " ".join(b[j1:j2]) + "»")
    return " ".join(parts)


def question_diff(a: Result | None, b: Result | None) -> list[str]:
    """What changed for one question: inputs, then results."""
    if a is None or b is None:
        return ["question added" if a is None else "question removed"]
    out = []
    if a.query != b.query:
        out.append(f"input query: {a.query!r} → {b.query!r}")
    if a.at != b.at:
        out.append(f"input date: {a.at} → {b.at}")
    for sid in sorted(a.texts.keys() & b.texts.keys()):
        if a.texts[sid] != b.texts[sid]:
            out.append(f"input document {sid}: {_words(a.texts[sid], b.texts[sid])}")
    for sid in sorted(a.validity.keys() & b.validity.keys()):
        if a.validity[sid] != b.validity[sid]:
            out.append(f"input document {sid} validity: {a.validity[sid]} → {b.validity[sid]}")
    # A fact used on one side only follows the found sources: a result, shown below.
    for fid in sorted(a.facts.keys() & b.facts.keys()):
        if a.facts[fid] != b.facts[fid]:
            out.append(f"input fact {fid} changed")
    if a.answers != b.answers:
        out.append("input answers changed")
    if a.found != b.found:
        out.append(
            f"result found: {'; '.join(a.found) or 'nothing'} → {'; '.join(b.found) or 'nothing'}"
        )
    if a.verdict != b.verdict:
        out.append(f"result verdict: {a.verdict} → {b.verdict}")
    if a.codes != b.codes:
        out.append(f"result codes: {', '.join(a.codes) or '—'} → {', '.join(b.codes) or '—'}")
    return out


class Diff(Record):
    __slots__ = ("a", "b", "files", "questions", "unchanged")

    def as_json(self) -> dict:
        return self.as_dict()


def diff(kit: Path, rev_a: str = "HEAD", rev_b: str = WORKTREE) -> Diff:
    kit = Path(kit)
    _repo(kit)
    a, b = resolve(kit, rev_a), resolve(kit, rev_b)
    with state(kit, a) as left, state(kit, b) as right:
        files = changed_files(left, right)
        ra, rb = results(left), results(right)
    changes = {}
    for qid in sorted(ra.keys() | rb.keys()):
        lines = question_diff(ra.get(qid), rb.get(qid))
        if lines:
            changes[qid] = lines
    return Diff(rev_a, rev_b, files, changes, len(ra.keys() | rb.keys()) - len(changes))
