"""What intake keeps between its runs: the draft golden rows a person may accept
(`intake/drafts.csv`, moved into questions.csv by `--accept`, checked and sealed) and
the formulations every intake has seen (`intake/seen.tsv`), so the next one recognises
them."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from ..kit.digests import QUESTIONS, SUMS, bytes_sha256
from ..kit.errors import InputError, Problem
from ..kit.records import QUESTION_COLUMNS

DRAFTS = "intake/drafts.csv"

SEEN = "intake/seen.tsv"
SEEN_COLUMNS = ("id", "tenant_id", "groups", "question")


def read_seen(root: Path) -> list[tuple[str, str, str, str]]:
    """The formulations of earlier intakes: (draft id, tenant, groups, question as first
    asked), in the order first seen; a damaged file is named."""
    path = Path(root) / SEEN
    if not path.is_file():
        return []
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle, dialect="excel-tab"))
    if not rows or tuple(rows[0]) != SEEN_COLUMNS or any(len(r) != 4 for r in rows[1:]):
        raise InputError(f"{SEEN}: not intake's list of formulations ({', '.join(SEEN_COLUMNS)})")
    return [tuple(r) for r in rows[1:]]


def seen_bytes(before: list, found) -> bytes:
    """Earlier intakes' formulations, then today's new ones: what the next intake knows."""
    ids = {row[0] for row in before}
    rows = list(before)
    for f in found:
        if f.id not in ids and not f.known:
            tenant, groups = f.asker if f.asker is not None else ("", ())
            rows.append((f.id, tenant, ";".join(groups), f.question))
            ids.add(f.id)
    out = io.StringIO()
    writer = csv.writer(out, dialect="excel-tab", lineterminator="\n")
    writer.writerow(SEEN_COLUMNS)
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def draft_rows(formulations) -> list[dict]:
    """questions.csv rows for the typical cases a person may accept (not yet golden)."""
    rows = []
    for f in formulations:
        t = f.triaged
        # what a person must decide first is not a typical case; a question that only
        # lacks the bot's answer is (its reference reaction is the rules')
        decide = t.cls == "kb_gap" or (t.cls == "unclear" and not t.unread)
        if f.known or decide or not f.query:
            continue
        row = {
            "id": f.id,
            "at": f.at,
            "question": f.question,
            "query": f.query,
            "expected_action": t.action,
            "fact_ids": ";".join(t.fact_ids),
            "source_ids": ";".join(t.source_ids),
            "expected_response": "; ".join(t.sides) if t.sides else "",
        }
        if f.asker is not None:
            row.update(tenant_id=f.asker[0], groups=";".join(f.asker[1]))
        rows.append(row)
    return rows


def drafted(root: Path) -> str | None:
    """DRAFTS when it holds a draft row, else None."""
    path = Path(root) / DRAFTS
    if not path.is_file():
        return None
    with open(path, encoding="utf-8", newline="") as handle:
        return DRAFTS if any(True for _row in csv.DictReader(handle)) else None


def drafts_bytes(root: Path, rows: list[dict]) -> bytes | None:
    """Today's drafts after the earlier ones not accepted yet (a draft is never lost by
    the next intake; today's replaces an earlier one of the same id); None when there
    are none."""
    path = Path(root) / DRAFTS
    if path.is_file():
        with open(path, encoding="utf-8", newline="") as handle:
            earlier = list(csv.DictReader(handle))
        today = {row["id"] for row in rows}
        rows = [row for row in earlier if row.get("id") not in today] + rows
    if not rows:
        return None
    out = io.StringIO()
    header = list(QUESTION_COLUMNS) + [c for c in ("tenant_id", "groups") if c in rows[0]]
    writer = csv.DictWriter(out, header, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")


def accept(root: Path, ids: list[str]) -> list[str]:
    """The draft rows with these ids moved into questions.csv, checked as questions.csv
    is, with SHA256SUMS kept true; all of them or none."""
    from ..kit.commit import commit
    from ..log.sums import sums_after

    root = Path(root)
    path = root / DRAFTS
    if not path.is_file():
        raise InputError(f"{DRAFTS}: no drafts; run `ragfts intake FILE` first")
    with open(path, encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        fields, drafts = reader.fieldnames or [], list(reader)
    by_id = {row["id"]: row for row in drafts}
    missing = [i for i in ids if i not in by_id]
    if missing:
        raise InputError([Problem(DRAFTS, None, f"no draft {i!r}") for i in missing])
    current = (root / QUESTIONS).read_text(encoding="utf-8")
    header = next(csv.reader([current.split("\n", 1)[0]]))
    lacking = [c for c in fields if c not in header and any(by_id[i].get(c) for i in ids)]
    if lacking:
        raise InputError(f"{QUESTIONS} has no column {', '.join(lacking)}, which the drafts need")
    added = io.StringIO()
    csv.writer(added, lineterminator="\n").writerows(
        [by_id[i].get(c, "") for c in header] for i in ids
    )
    new_questions = current.rstrip("\n") + "\n" + added.getvalue()
    _check(root, new_questions)
    kept = io.StringIO()
    writer = csv.DictWriter(kept, fields, lineterminator="\n")
    writer.writeheader()
    writer.writerows(row for row in drafts if row["id"] not in ids)
    files = [(QUESTIONS, new_questions.encode("utf-8")), (DRAFTS, kept.getvalue().encode())]
    sums = sums_after(root, {QUESTIONS: bytes_sha256(files[0][1])})
    if sums is not None:
        files.append((SUMS, sums))
    from ..index.locks import logs_lock

    with logs_lock(root):  # one journal at a time: intake and answer commit under it too
        commit(root, files, "intake")
    return ids


def _check(root: Path, text: str) -> None:
    """questions.csv as it would be, read with the loader's own rules in a scratch kit."""
    import tempfile

    from ..kit.load import load_questions

    with tempfile.TemporaryDirectory() as scratch:
        (Path(scratch) / QUESTIONS).write_text(text, encoding="utf-8")
        problems: list[Problem] = []
        load_questions(Path(scratch), problems)
    if problems:
        raise InputError(problems)
