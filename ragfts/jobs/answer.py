"""Attaching a bot's answers: read the answers file, prove each log first, grade each
answer on its question's logged fragments, store it under its label."""

from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path

from ..grade.canaries import leaks
from ..grade.grading import grade
from ..index.locks import logs_lock
from ..index.view import Kit, open_kit
from ..kit.commit import commit
from ..kit.digests import SUMS, bytes_sha256
from ..kit.errors import InputError, IntegrityError, Problem
from ..kit.jsonio import MAX_DEPTH, loads_strict, utf8_text
from ..kit.records import Record, split_list
from ..log.proof import UNSEALED, UNSEALED_NOTE, check_log, context, index_record
from ..log.reading import predecessor, read_log
from ..log.record import AnswerEntry, Log, dumps_log, log_rel, with_previous
from ..log.sums import sums_after

RECORD_KEYS = {"id", "label", "answer"}
# A transcript: what a chat platform exports. Only id and text are required.
TRANSCRIPT_KEYS = ("id", "text", "action", "source_ids", "context", "label")
DEFAULT_LABEL = "bot"
# A log nests an answer three levels below its top (answers → entry → answer), so an
# answer deeper than this could be written but never read back.
ANSWER_DEPTH = MAX_DEPTH - 3


class AnswerRecord(Record):
    """One record of an answers file: its line, question id, label and the answer as
    attached (structured claims, or a transcript's text, action, sources, context)."""

    __slots__ = ("line", "id", "label", "answer")


def _decode(path: Path, rel: str) -> str:
    if not path.exists():
        raise InputError([Problem(rel, None, "missing")])
    if not path.is_file():
        raise InputError([Problem(rel, None, "not a regular file; name an answers file")])
    data = path.read_bytes()
    if b"\x00" in data:
        line = data[: data.index(b"\x00")].count(b"\n") + 1
        raise InputError([Problem(rel, line, "contains a NUL character")])
    try:
        return utf8_text(data)
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError(
            [
                Problem(
                    rel, line, f"not UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8"
                )
            ]
        ) from None


def _csv_items(text: str, rel: str) -> list[tuple[int, dict]]:
    """CSV with the header id,text and any of action, source_ids, context, label; the
    lists split by ';'."""
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader, [])
        if header[:2] != ["id", "text"] or not set(header[2:]) <= set(TRANSCRIPT_KEYS[2:]):
            raise InputError(
                [
                    Problem(
                        rel,
                        1,
                        "expected the header id,text then any of "
                        f"{', '.join(TRANSCRIPT_KEYS[2:])}, got {','.join(header)}",
                    )
                ]
            )
        items, line = [], reader.line_num + 1
        for row in reader:
            if len(row) != len(header):
                raise InputError(
                    [Problem(rel, line, f"expected {len(header)} fields, got {len(row)}")]
                )
            item = {k: v for k, v in zip(header, row) if v != "" or k in ("id", "text")}
            for key in ("source_ids", "context"):
                if key in item:
                    item[key] = list(split_list(item[key]))
            items.append((line, item))
            line = reader.line_num + 1
    except csv.Error as exc:
        raise InputError([Problem(rel, reader.line_num, f"broken CSV: {exc}")]) from None
    return items


def read_answer_records(path: Path) -> list[AnswerRecord]:
    """Structured records `{"id", "label", "answer"}` or transcripts `{"id", "text", …}`
    from JSON (an object or a list), JSON Lines or CSV."""
    path = Path(path)
    rel = str(path)
    text = _decode(path, rel)
    if path.suffix == ".csv":
        items = _csv_items(text, rel)
    elif path.suffix == ".jsonl":
        items = [
            (n, loads_strict(line, f"{rel}:{n}", ANSWER_DEPTH))
            for n, line in enumerate(text.split("\n"), 1)
            if line.strip()
        ]
    elif text.strip():
        value = loads_strict(text, rel, ANSWER_DEPTH)
        items = list(enumerate(value if isinstance(value, list) else [value], 1))
    else:
        items = []
    problems, records = [], []
    for n, item in items:
        record = _record(item, rel, n, problems)
        if record is not None:
            records.append(record)
    if not items and not problems:
        problems.append(Problem(rel, None, "holds no answer records"))
    if problems:
        raise InputError(problems)
    return records


# A label names a version of the bot's answers in tables and on the page: one short line.
LABEL_LIMIT = 100


def _label_problem(label) -> str | None:
    if not isinstance(label, str) or not label.strip():
        return "label must be a non-empty text, e.g. before or after"
    if len(label) > LABEL_LIMIT:
        return f"label is {len(label):,} characters; at most {LABEL_LIMIT}"
    if label != label.strip() or any(
        unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp") for c in label
    ):
        return (
            f"label {label!r} holds a line break, a control or formatting character or edge spaces"
        )
    return None


def _holds_nul(value) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(k) or _holds_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(map(_holds_nul, value))
    return False


def _record(item, rel: str, n: int, problems: list[Problem]) -> AnswerRecord | None:
    if not isinstance(item, dict) or not (set(item) == RECORD_KEYS or {"id", "text"} <= set(item)):
        problems.append(
            Problem(
                rel,
                n,
                'expected {"id": ..., "text": ...} (a transcript) or '
                '{"id": ..., "label": ..., "answer": {...}}',
            )
        )
        return None
    if not isinstance(item["id"], str):
        problems.append(Problem(rel, n, f"id must be a question id (text), got {item['id']!r}"))
        return None
    label = item.get("label", DEFAULT_LABEL)
    problem = _label_problem(label)
    if problem is None and _holds_nul(item):
        problem = "a text holds a NUL character (\\u0000)"
    if problem is not None:
        problems.append(Problem(rel, n, problem))
        return None
    if "answer" in item:
        return AnswerRecord(n, item["id"], label, item["answer"])
    return AnswerRecord(
        n, item["id"], label, {k: v for k, v in item.items() if k not in ("id", "label")}
    )


def attach(root: Path, answers_file: Path) -> list[dict]:
    """Grade each answer on its question's logged fragments and store it under its label."""
    records = read_answer_records(Path(answers_file))
    with open_kit(root) as kit, logs_lock(kit.root):
        return _attach(kit, records)


def _attach(kit: Kit, records, on_entry=None) -> list[dict]:
    """Grade the records and write the logs they change. `records` may be a stream (a
    trace file): each log is read and proved when its question first comes, and with
    on_entry(qid, entry) no entry is kept: each is handed over as it is graded, so
    memory holds one answer per log and label, not the file."""
    if isinstance(records, list):
        kit.select(sorted({r.id for r in records}))
    logs: dict[str, Log] = {}
    unmatched: dict[str, list] = {}
    contexts = {}
    # Each log's answers by label, in their order: a label seen again replaces its
    # answer in place (one dict per log, not a list rebuilt per record).
    by_label: dict[str, dict] = {}
    attached = []
    for item in records:
        qid = item.id
        if qid not in logs:
            log = read_log(kit.root, qid)
            findings, _rows = check_log(kit, log)
            if findings:
                unmatched[qid] = findings
            logs[qid] = log
            contexts[qid] = None if findings else context(kit, log)
            by_label[qid] = {a.label: a for a in log.answers}
        if qid in unmatched:
            continue
        entry = AnswerEntry(item.label, item.answer, grade(item.answer, contexts[qid]))
        by_label[qid][entry.label] = entry
        if on_entry is not None:  # said as it is graded, and not kept: memory stays flat
            on_entry(qid, entry)
        else:
            attached.append((qid, entry))
    if unmatched:
        _refuse(unmatched)
    files, violations = [], []
    for qid, log in logs.items():
        log = log.with_answers(list(by_label[qid].values()))
        index = index_record(kit, log.question, log.found, [a.answer for a in log.answers])
        log = log.with_record(log.miss, index)
        text = with_previous(dumps_log(log), predecessor(kit.root, log))
        # An answer that repeats a canary is not written: the log would disclose it.
        found = leaks(text, kit.questions[qid], log_rel(qid))
        violations += found
        if not found:
            files.append((log_rel(qid), text.encode("utf-8")))
    sums = sums_after(kit.root, {rel: bytes_sha256(data) for rel, data in files})
    if sums is not None:
        files.append((SUMS, sums))
    # All the logs and SHA256SUMS, or none: a kill or a full disk leaves no log that
    # SHA256SUMS does not list.
    commit(kit.root, files, "answer")
    return Attached(attached, violations)


def _refuse(unmatched: dict[str, list]) -> None:
    """Logs that do not match. A log that changed under its seal is an integrity failure
    (exit 3); an edit of the kit (drift, or any difference in a kit without a seal) is
    the user's own, and one `ragfts run` of those questions is the next step (exit 2)."""

    def lines(findings) -> list[str]:
        return [f"{f.kind}: {f.field}: {f.logged!r} → {f.current!r}" for f in findings]

    for qid, findings in unmatched.items():
        if any(f.kind == "tampered" for f in findings):
            raise IntegrityError(
                f"{log_rel(qid)} does not match; answers not attached", lines(findings)
            )
    problems = []
    for qid, findings in unmatched.items():
        why = (
            UNSEALED_NOTE
            if any(f.kind == UNSEALED for f in findings)
            else "the kit changed since this log was written"
        )
        problems.append(Problem(log_rel(qid), None, why))
        problems += [Problem("", None, f"  {line}") for line in lines(findings)]
    ids = " ".join(unmatched)
    problems.append(
        Problem("", None, f"answers not attached: run `ragfts run {ids}` first, then again")
    )
    raise InputError(problems)


class Attached(Record):
    """The graded answers, and the canary violations whose logs were not written."""

    __slots__ = ("entries", "violations")

    def as_json(self) -> dict:
        from ..log.record import grade_dict

        return {
            "attached": [
                {"id": qid, "label": e.label, "result": grade_dict(e.result)}
                for qid, e in self.entries
            ],
            "violations": [str(v) for v in self.violations],
        }
