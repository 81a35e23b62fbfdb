"""Attaching a bot's answers: read the answers file, prove each log first, grade each
answer on its question's logged fragments, store it under its label."""

from __future__ import annotations

from pathlib import Path

from .checksums import record
from .errors import InputError, IntegrityError, Problem
from .grading import grade
from .index import Kit, logs_lock, open_kit
from .jsonio import MAX_DEPTH, loads_strict
from .logfile import AnswerEntry, Log, log_rel, read_log, write_log
from .proof import check_log, context, index_record

RECORD_KEYS = {"id", "label", "answer"}
# A log nests an answer three levels below its top (answers → entry → answer), so an
# answer deeper than this could be written but never read back.
ANSWER_DEPTH = MAX_DEPTH - 3


def _decode(path: Path, rel: str) -> str:
    if not path.is_file():
        raise InputError([Problem(rel, None, "missing")])
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError(
            [
                Problem(
                    rel, line, f"not UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8"
                )
            ]
        ) from None


def read_answer_records(path: Path) -> list[tuple[int, dict]]:
    """Records `{"id", "label", "answer"}` from a JSON file (one object or a list) or JSON Lines."""
    path = Path(path)
    rel = str(path)
    text = _decode(path, rel)
    if path.suffix == ".jsonl":
        records = [
            (n, loads_strict(line, f"{rel}:{n}", ANSWER_DEPTH))
            for n, line in enumerate(text.split("\n"), 1)
            if line.strip()
        ]
    elif text.strip():
        value = loads_strict(text, rel, ANSWER_DEPTH)
        records = list(enumerate(value if isinstance(value, list) else [value], 1))
    else:
        records = []
    problems = []
    for n, item in records:
        if not isinstance(item, dict) or set(item) != RECORD_KEYS:
            problems.append(Problem(rel, n, 'expected {"id": ..., "label": ..., "answer": {...}}'))
        elif not isinstance(item["id"], str):
            problems.append(Problem(rel, n, f"id must be a question id (text), got {item['id']!r}"))
        elif not isinstance(item["label"], str) or not item["label"].strip():
            problems.append(Problem(rel, n, "label must be a non-empty text, e.g. before or after"))
    if problems:
        raise InputError(problems)
    return records


def attach(root: Path, answers_file: Path) -> list[dict]:
    """Grade each answer on its question's logged fragments and store it under its label."""
    records = read_answer_records(Path(answers_file))
    with open_kit(root) as kit, logs_lock(kit.root):
        return _attach(kit, records)


def _attach(kit: Kit, records) -> list[dict]:
    kit.select(sorted({r["id"] for _, r in records}))
    logs: dict[str, Log] = {}
    for _, item in records:
        qid = item["id"]
        if qid not in logs:
            log = read_log(kit.root, qid)
            findings, _rows = check_log(kit, log)
            if findings:
                raise IntegrityError(
                    f"{log_rel(qid)} does not match; answers not attached",
                    [f"{f.kind}: {f.field}: {f.logged!r} → {f.current!r}" for f in findings],
                )
            logs[qid] = log
    attached = []
    for _, item in records:
        log = logs[item["id"]]
        entry = AnswerEntry(item["label"], item["answer"], grade(item["answer"], context(kit, log)))
        labels = [a.label for a in log.answers]
        answers = list(log.answers)
        if entry.label in labels:
            answers[labels.index(entry.label)] = entry
        else:
            answers.append(entry)
        logs[item["id"]] = log.with_answers(answers)
        attached.append((item["id"], entry))
    written = []
    try:
        for log in logs.values():
            index = index_record(kit, log.question, log.found, [a.answer for a in log.answers])
            log = log.with_record(log.miss, index)
            written += write_log(kit.root, log)
    finally:
        record(kit.root, written)
    return attached
