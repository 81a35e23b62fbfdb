"""Running questions into logs, replaying a log against the index, attaching answers.

`run` writes logs; `replay` only reads and compares; `attach` checks a log before it
adds graded answers to it.
"""

from __future__ import annotations

from pathlib import Path

from .errors import ExpressionError, InputError, IntegrityError, Problem
from .grading import grade, missing_sources, reference_reaction, verdict
from .index import open_kit
from .jsonio import loads_strict, read_json
from .kit import Kit
from .records import Record
from .logfile import make_log, read_log, row_text, text_sha256, write_log
from .search import FIXED_QUERY, DEFAULT_DEADLINE, search

QUESTION_FIELDS = ("id", "at", "question", "query", "expected_action", "fact_ids", "source_ids", "expected_response")


class RunOutcome(Record):
    __slots__ = ("log", "path", "changes")

    @property
    def failed(self) -> bool:
        return bool(self.log["search"]["error"] or self.log["retrieval_missing_source_ids"])


def _select(kit: Kit, ids) -> list:
    unknown = [qid for qid in ids if qid not in kit.questions]
    if unknown:
        raise InputError([Problem("questions.csv", None, f"no question with id {qid!r}") for qid in unknown])
    return [kit.questions[qid] for qid in ids] if ids else list(kit.questions.values())


def _regrade(answers: list[dict], question, rows, error, kit: Kit) -> list[dict]:
    return [
        {"label": a["label"], "answer": a["answer"],
         "result": grade(a["answer"], question, rows, kit.facts, kit.documents, error)}
        for a in answers
    ]


def run_questions(root: Path, ids=(), deadline: float = DEFAULT_DEADLINE) -> list[RunOutcome]:
    """Search every selected question at its date and write replays/<id>.json."""
    with open_kit(root) as kit:
        questions = _select(kit, ids)
        previous = {q.id: read_log(kit.root, q.id, required=False) for q in questions}
        outcomes, stored = [], set()
        for question in questions:
            result = search(kit.conn, question.query, question.at, deadline)
            old = previous[question.id]
            answers = _regrade(_answers(old), question, result.rows, result.error, kit) if old else []
            log, fragments = make_log(question, result, kit.info, answers)
            outcomes.append(RunOutcome(log, write_log(kit.root, log, fragments, stored), _changes(old, log) if old else []))
    return outcomes


def _answers(log: dict) -> list[dict]:
    return [a for a in log["answers"] if isinstance(a, dict) and {"label", "answer"} <= set(a)]


def _changes(old: dict, new: dict) -> list[str]:
    """What a support engineer must look at after editing a document or a query."""
    changes = []
    old_rows, new_rows = old["search"]["rows"], new["search"]["rows"]
    old_ids, new_ids = [r["source_id"] for r in old_rows], [r["source_id"] for r in new_rows]
    if old_ids != new_ids:
        changes.append(f"found {'; '.join(old_ids) or 'nothing'} → {'; '.join(new_ids) or 'nothing'}")
    old_text = {r["source_id"]: r for r in old_rows}
    for row in new_rows:
        before = old_text.get(row["source_id"])
        if before is not None and before != row:
            changes.append(f"{row['source_id']}: text or validity changed")
    if old["search"]["error"] != new["search"]["error"]:
        changes.append(f"search error: {old['search']['error']} → {new['search']['error']}")
    for a_old, a_new in zip(_answers(old), new["answers"]):
        r_old, r_new = a_old.get("result") or {}, a_new["result"]
        if (r_old.get("pass"), r_old.get("errors"), r_old.get("verdict")) != (r_new["pass"], r_new["errors"], r_new["verdict"]):
            changes.append(
                f"answer {a_new['label']}: {r_old.get('verdict')} {r_old.get('errors')} → {r_new['verdict']} {r_new['errors']}"
            )
    return changes


class Replay(Record):
    """What `ragfts replay` found; logged_rows are the log's rows with every text
    resolved (from replays/fragments/ where stored by hash), for display."""

    __slots__ = ("log", "findings", "logged_rows", "regraded", "reference", "facts", "verdict")

    @property
    def intact(self) -> bool:
        return not self.findings

    @property
    def exit_code(self) -> int:
        if self.findings:
            return 3
        return 0 if self.verdict == "pass" or (self.verdict == "no_answer") else 1


def _finding(kind: str, where: str, logged, current) -> dict:
    return {"kind": kind, "field": where, "logged": logged, "current": current}


def check_log(kit: Kit, log: dict) -> tuple[list[dict], list[dict]]:
    """Compare a log with questions.csv and a re-run of its search. Returns the findings
    (each named `drift` when the corpus changed since the log, else `tampered`) and the
    logged rows with every text resolved."""
    findings = []
    qid = log["question"].get("id")
    question = kit.questions.get(qid)
    if question is None:
        rows, unreadable = _resolve_texts(kit.root, log["search"]["rows"], [])
        return unreadable + [_finding("tampered", "question.id", qid, None)], rows
    current_q = question.as_row()
    for name in QUESTION_FIELDS:
        if log["question"].get(name) != current_q[name]:
            findings.append(_finding("tampered", f"question.{name}", log["question"].get(name), current_q[name]))
    logged_search = log["search"]
    if logged_search["sql"] != FIXED_QUERY:
        findings.append(_finding("tampered", "search.sql", logged_search["sql"], FIXED_QUERY))
    expected_params = [log["question"].get("query"), log["question"].get("at"), log["question"].get("at")]
    params = logged_search["parameters"]
    if params != expected_params:
        findings.append(_finding("tampered", "search.parameters", params, expected_params))
    drifted = log["index"].get("corpus_sha256") != kit.info["corpus_sha256"] or \
        log["index"].get("schema_sha256") != kit.info["schema_sha256"]
    kind = "drift" if drifted else "tampered"
    # The logged parameters are re-run as logged (a changed one is already a finding);
    # parameters that do not even fit the fixed query fall back to the golden question's.
    runnable = isinstance(params, list) and len(params) == 3 and params[1] == params[2]
    expression, at = (params[0], params[1]) if runnable else (question.query, question.at)
    try:
        rerun = search(kit.conn, expression, at, DEFAULT_DEADLINE)
    except (ExpressionError, ValueError) as exc:
        findings.append(_finding("tampered", "search.parameters", params, f"not runnable: {exc}"))
        rows, unreadable = _resolve_texts(kit.root, logged_search["rows"], [])
        return findings + unreadable, rows
    if rerun.error != logged_search["error"]:
        findings.append(_finding(kind, "search.error", logged_search["error"], rerun.error))
    hashes = _TextHashes()
    findings.extend(_compare_rows(logged_search["rows"], rerun.rows, kind, hashes))
    missing = missing_sources(question, (row["source_id"] for row in rerun.rows), rerun.error)
    if log["retrieval_missing_source_ids"] != missing:
        findings.append(_finding(kind, "retrieval_missing_source_ids", log["retrieval_missing_source_ids"], missing))
    rows, unreadable = _resolve_texts(kit.root, logged_search["rows"], rerun.rows, hashes)
    return findings + unreadable, rows


class _TextHashes(dict):
    """SHA-256 of each re-run text, computed once for the comparison and the display."""

    def of(self, text: str) -> str:
        if text not in self:
            self[text] = text_sha256(text)
        return self[text]


def _resolve_texts(root: Path, rows: list[dict], current: list[dict], hashes=None) -> tuple[list[dict], list[dict]]:
    """The logged rows with every text filled in. A text stored by hash whose hash
    matches the re-run's row is that row's text (compared above, so proven); any other
    is read from replays/fragments/ and re-hashed. sha256sum -c and `ragfts verify`
    check every stored fragment file."""
    now = {row["source_id"]: row["text"] for row in current}
    hashes = _TextHashes() if hashes is None else hashes
    resolved, findings = [], []
    for n, row in enumerate(rows):
        if "text_sha256" not in row:
            resolved.append(row)
            continue
        text = now.get(row["source_id"])
        if text is None or hashes.of(text) != row["text_sha256"]:
            try:
                text = row_text(root, row)
            except IntegrityError as exc:
                findings.append(_finding("tampered", f"search.rows[{n}].text_sha256 ({row['source_id']})",
                                         row["text_sha256"], str(exc)))
                text = f"(not shown: {exc})"
        resolved.append({**row, "text": text})
    return resolved, findings


def _compare_rows(logged: list[dict], current: list[dict], kind: str, hashes) -> list[dict]:
    """Every logged row against the re-run: order, rows added or dropped, each field."""
    logged_ids = [r.get("source_id") for r in logged]
    current_ids = [r["source_id"] for r in current]
    if logged_ids == current_ids:
        pairs = zip(range(len(logged)), logged, current)
    elif sorted(map(str, logged_ids)) == sorted(current_ids):
        return [_finding(kind, "search.rows order", logged_ids, current_ids)]
    else:
        in_log, now = set(logged_ids), {r["source_id"]: r for r in current}
        findings = [
            _finding(kind, f"search.rows[{n}]", None,
                     f"{sid} found now, not in the log" + (" (row dropped from the log)" if kind == "tampered" else ""))
            for n, sid in enumerate(current_ids) if sid not in in_log
        ] + [
            _finding(kind, f"search.rows[{n}].source_id", sid,
                     "not found by the re-run (row added to the log)" if kind == "tampered" else "not found now")
            for n, sid in enumerate(logged_ids) if sid not in now
        ]
        pairs = ((n, row, now[row["source_id"]]) for n, row in enumerate(logged) if row.get("source_id") in now)
        return findings + _compare_fields(pairs, kind, hashes)
    return _compare_fields(pairs, kind, hashes)


def _compare_fields(pairs, kind: str, hashes) -> list[dict]:
    findings = []
    for n, row, now in pairs:
        where = f"search.rows[{n}]"
        for name in ("valid_from", "valid_until", "text"):
            if name == "text" and "text_sha256" in row:
                digest = hashes.of(now["text"])
                if row["text_sha256"] != digest:
                    findings.append(_finding(kind, f"{where}.text_sha256 ({row['source_id']})", row["text_sha256"], digest))
            elif row.get(name) != now[name]:
                findings.append(_finding(kind, f"{where}.{name} ({row['source_id']})", row.get(name), now[name]))
    return findings


def replay(root: Path, qid: str) -> Replay:
    """Re-run a logged question and re-grade its answers; never writes a kit file."""
    with open_kit(root, only={qid}) as kit:
        return _replay(kit, qid)


def _replay(kit: Kit, qid: str) -> Replay:
    log = read_log(kit.root, qid)
    if log["question"].get("id") != qid:
        raise IntegrityError(f"replays/{qid}.json holds question {log['question'].get('id')!r}")
    findings, shown = check_log(kit, log)
    question = kit.questions.get(qid)
    if question is None:
        return Replay(log, findings, shown, [], {}, [], "tampered")
    logged_rows = log["search"]["rows"]
    error = log["search"]["error"]
    regraded = _regrade(_answers(log), question, logged_rows, error, kit)
    for n, (stored, again) in enumerate(zip(log["answers"], regraded)):
        if stored.get("result") != again["result"]:
            findings.append(_finding("tampered", f"answers[{n}].result ({again['label']})", stored.get("result"), again["result"]))
    if len(_answers(log)) != len(log["answers"]):
        findings.append(_finding("tampered", "answers", "an entry without label or answer", None))
    found = {r["source_id"] for r in logged_rows}
    facts = [
        {**kit.facts[f].as_dict(), "found": kit.facts[f].source_id in found} for f in question.fact_ids if f in kit.facts
    ]
    chain = regraded[-1]["result"]["verdict"] if regraded else verdict(
        question, kit.facts, kit.documents, found, error, log["retrieval_missing_source_ids"], None
    )
    return Replay(log, findings, shown, regraded, reference_reaction(question, kit.facts, kit.documents, found), facts, chain)



def read_answer_records(path: Path) -> list[tuple[int, dict]]:
    """Records `{"id", "label", "answer"}` from a JSON file (one object or a list) or JSON Lines."""
    rel = str(path)
    text = Path(path).read_bytes().decode("utf-8-sig", errors="strict") if Path(path).is_file() else None
    if text is None:
        raise InputError([Problem(rel, None, "missing")])
    stripped = text.lstrip()
    if path.suffix == ".jsonl":
        records = [(n, loads_strict(line, f"{rel}:{n}")) for n, line in enumerate(text.split("\n"), 1) if line.strip()]
    else:
        value = read_json(Path(path), rel)
        records = list(enumerate(value if isinstance(value, list) else [value], 1)) if stripped else []
    problems = []
    for n, record in records:
        if not isinstance(record, dict) or not {"id", "label", "answer"} <= set(record) or set(record) - {"id", "label", "answer"}:
            problems.append(Problem(rel, n, 'expected {"id": ..., "label": ..., "answer": {...}}'))
        elif not isinstance(record["label"], str) or not record["label"].strip():
            problems.append(Problem(rel, n, "label must be a non-empty text, e.g. before or after"))
    if problems:
        raise InputError(problems)
    return records


def attach(root: Path, answers_file: Path) -> list[dict]:
    """Grade each answer on its question's logged fragments and store it under its label."""
    records = read_answer_records(Path(answers_file))
    with open_kit(root) as kit:
        return _attach(kit, records)


def _attach(kit: Kit, records) -> list[dict]:
    _select(kit, sorted({r["id"] for _, r in records if isinstance(r["id"], str)}))
    logs: dict[str, dict] = {}
    for _, record in records:
        qid = record["id"]
        if qid not in logs:
            log = read_log(kit.root, qid)
            findings, _rows = check_log(kit, log)
            if findings:
                raise IntegrityError(f"replays/{qid}.json does not match; answers not attached",
                                     [f"{f['kind']}: {f['field']}: {f['logged']!r} → {f['current']!r}" for f in findings])
            logs[qid] = log
    attached = []
    for _, record in records:
        log = logs[record["id"]]
        question = kit.questions[record["id"]]
        result = grade(record["answer"], question, log["search"]["rows"], kit.facts, kit.documents, log["search"]["error"])
        entry = {"label": record["label"], "answer": record["answer"], "result": result}
        labels = [a.get("label") for a in log["answers"]]
        if record["label"] in labels:
            log["answers"][labels.index(record["label"])] = entry
        else:
            log["answers"].append(entry)
        attached.append({"id": record["id"], **entry})
    for log in logs.values():
        write_log(kit.root, log)
    return attached


def triage(root: Path, label: str | None = None) -> list[dict]:
    """One row per question from its log's latest answer (or latest with `label`);
    logs are read, not re-run: `ragfts replay` is the check."""
    with open_kit(root) as kit:
        return _triage(kit, label)


def _triage(kit: Kit, label: str | None) -> list[dict]:
    rows = []
    for question in kit.questions.values():
        log = read_log(kit.root, question.id, required=False)
        chosen = [a for a in _answers(log) if label is None or a["label"] == label] if log else []
        latest = chosen[-1] if chosen else None
        if log is None:
            chain = "no_log"
        elif latest is not None:
            chain = latest["result"]["verdict"]
        else:
            found = {r["source_id"] for r in log["search"]["rows"]}
            chain = verdict(question, kit.facts, kit.documents, found, log["search"]["error"],
                            log["retrieval_missing_source_ids"], None)
        rows.append({
            "id": question.id, "at": question.at, "expected_action": question.expected_action,
            "label": latest["label"] if latest else None,
            "action": latest["answer"].get("action") if latest and isinstance(latest["answer"], dict) else None,
            "verdict": chain, "errors": latest["result"]["errors"] if latest else [],
        })
    return rows
