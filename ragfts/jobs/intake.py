"""`ragfts intake`: a bot's real conversations triaged without a golden set. Each new
formulation is searched with a query derived by rule at its conversation's date, the
facts it asks for are matched and gated by rule, and what the bot said is read; only
what needs a person goes to the owners: missing business facts and conflicts. Typical
cases become draft golden rows that `--accept` moves into questions.csv."""

from __future__ import annotations

import csv
import hashlib
import io
from pathlib import Path

from ..grade.context import Context
from ..grade.intake import stems, triage
from ..index.view import open_kit
from ..kit.digests import QUESTIONS, SUMS, bytes_sha256
from ..kit.errors import InputError, Problem
from ..kit.records import QUESTION_COLUMNS, Question, Record, strict_date
from .derive import derive

DRAFTS = "intake/drafts.csv"


class Columns(Record):
    """Which export columns hold the question, its date (a YYYY-MM-DD date or a timestamp
    that starts with one), the bot's answer, and in a kit with access columns who asked:
    the tenant and the groups (";"-separated)."""

    __slots__ = ("question", "date", "answer", "tenant", "groups")
    _defaults = {"date": None, "answer": None, "tenant": None, "groups": None}


class Formulation(Record):
    """One formulation: its draft id, the question as first asked, its date, how many
    conversations asked it, the line of the first, the golden question it already is
    (or None), the derived query and its attempts, and the triage."""

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
    )
    _defaults = {"asker": None}

    def as_json(self) -> dict:
        t = self.triaged
        return {
            "id": self.id,
            "question": self.question,
            "at": self.at,
            "conversations": self.count,
            "line": self.line,
            "known": self.known,
            "query": self.query,
            "attempts": self.attempts,
            "class": t.cls,
            "why": t.why,
            "action": t.action,
            "fact_ids": list(t.fact_ids),
            "source_ids": list(t.source_ids),
            "sides": list(t.sides),
        }


def formulation_key(text: str) -> tuple:
    """Two questions are one formulation when their content stems are the same set (a
    stated rule: word order, case, punctuation and stop words do not count)."""
    found = stems(text)
    return tuple(sorted(found)) if found else (" ".join(text.casefold().split()),)


def draft_id(key: tuple) -> str:
    return "I-" + hashlib.sha256("\n".join(key).encode("utf-8")).hexdigest()[:8]


def read_conversations(path: Path, columns: Columns, at: str | None, problems: list):
    """(line, question, date, answer, asker) of each conversation, as the export is read;
    a bad row is appended to problems (the caller refuses the export, nothing written)."""
    from ..kit.importing import iter_table

    needed = [
        c
        for c in (columns.question, columns.date, columns.answer, columns.tenant, columns.groups)
        if c
    ]
    first = 2 if path.suffix.lower() in (".csv", ".tsv") else 1
    for line, row in enumerate(iter_table(path, needed), start=first):
        question = row.get(columns.question)
        if not isinstance(question, str) or not question.strip():
            problems.append(Problem(str(path), line, f"{columns.question!r} holds no question"))
            continue
        day = at if columns.date is None else str(row.get(columns.date) or "")[:10]
        try:
            strict_date(day, columns.date or "--at")
        except ValueError as exc:
            problems.append(Problem(str(path), line, str(exc)))
            continue
        said = row.get(columns.answer) if columns.answer else None
        tenant = str(row.get(columns.tenant) or "") if columns.tenant else ""
        groups = str(row.get(columns.groups) or "") if columns.groups else ""
        asker = (tenant, tuple(sorted({g.strip() for g in groups.split(";") if g.strip()})))
        text = said if isinstance(said, str) else ""
        yield (line, " ".join(question.split()), day, text, asker)


# An export this bad is refused at once: the problems so far are named.
PROBLEMS_SHOWN = 100


def intake(
    root: Path,
    path: Path,
    columns: Columns,
    at: str | None = None,
    jobs: int = 1,
    scheduler: str | None = None,
    log: bool = True,
) -> list[Formulation]:
    """Each formulation triaged once, in the order the export first asks it. The export
    is streamed: memory holds one conversation per formulation and a count, not the
    export; the formulations are triaged here, on `jobs` workers or on a Dask cluster,
    and (with `log`) each one's search is written as a derived log under intake/."""
    from ..kit.progress import steps
    from .fanout import fan_out

    if columns.date is None and at is None:
        raise InputError("give --date COLUMN (each conversation's date) or --at YYYY-MM-DD")
    # a first pass refuses a bad export before the kit is opened (which may build the
    # index): a refused input writes nothing
    problems: list[Problem] = []
    with steps("checking conversations") as advance:
        for _conversation in read_conversations(Path(path), columns, at, problems):
            advance()
            if len(problems) >= PROBLEMS_SHOWN:
                break
    if problems:
        raise InputError(problems)
    with open_kit(root) as kit:
        if kit.access and columns.tenant is None:
            raise InputError(
                "this kit has access columns: say which column holds each conversation's "
                "tenant (--tenant COLUMN, and --groups COLUMN)"
            )
        near = _Near()  # the golden questions first: a conversation near one is that one
        known = {}
        for q in kit.questions.values():
            asker = _asker_of(kit, q.tenant_id, q.groups)
            known.setdefault((near.key(formulation_key(q.question), asker), asker), q.id)
        groups: dict[tuple, list] = {}  # (key, asker) -> [its first conversation, count]
        with steps("reading conversations") as advance:
            for conversation in read_conversations(Path(path), columns, at, problems):
                # one formulation per asker too: what one tenant's bot may see, another's may not
                asker = _asker_of(kit, *conversation[4])
                key = (near.key(formulation_key(conversation[1]), asker), asker)
                if key in groups:
                    groups[key][1] += 1
                else:
                    groups[key] = [conversation, 1]
                advance()
        if problems:  # the export changed since the first pass
            raise InputError(problems)
        pieces = [
            (key, asker, first, count, known.get((key, asker)))
            for (key, asker), (first, count) in groups.items()
        ]
        found = []
        with steps("triaging formulations", len(pieces)) as advance:
            for formulation in fan_out(kit, _triaged, pieces, jobs, scheduler):
                found.append(formulation)
                advance()
        if log:
            from .intake_logs import log_formulations

            log_formulations(kit, found, jobs, scheduler)
        return found


# Two formulations whose stem sets share this share of their union (Jaccard) are one:
# «можно ли перенести задачи из CSV» and «перенести задачи из CSV файла» are.
NEAR = 0.75


class _Near:
    """Near-duplicates, by one deterministic rule: a formulation joins the first one seen
    (in the export's order) whose stems it shares at NEAR or more, else it is new."""

    def __init__(self):
        self.keys: list[tuple] = []
        self.by_stem: dict[tuple, list[int]] = {}

    def key(self, stems: tuple, asker) -> tuple:
        candidates = sorted({n for s in stems for n in self.by_stem.get((s, asker), ())})
        mine = set(stems)
        for n in candidates:
            other = set(self.keys[n])
            if len(mine & other) / len(mine | other) >= NEAR:
                return self.keys[n]
        self.keys.append(stems)
        for s in stems:
            self.by_stem.setdefault((s, asker), []).append(len(self.keys) - 1)
        return stems


def _asker_of(kit, tenant: str, groups) -> tuple | None:
    return (tenant, tuple(sorted(groups))) if kit.access else None


def _triaged(kit, piece: tuple) -> Formulation:
    """One formulation triaged: (its key, asker, first conversation, count, golden id)."""
    from ..index.search import visibility, visible_facts
    from ..kit.records import Asker

    key, asker, first, count, known = piece
    line, question, at, said, _asker = first
    who = Asker(*asker) if asker is not None else None
    seen = visibility(kit.conn, who)
    found = derive(kit, question, at, asker=who)
    attempts = [{**a, "from": "question"} for a in found.attempts]
    if not found.rows and said:  # the bot's own words may name what the question did not
        from_answer = derive(kit, said, at, asker=who)
        attempts += [{**a, "from": "answer"} for a in from_answer.attempts]
        if from_answer.rows:
            found = from_answer
    tenant, groups = asker if asker is not None else ("", ())
    fid = draft_id(key + ((tenant, ";".join(groups)) if asker is not None else ()))
    stand_in = Question(
        fid, at, question, found.expression or "-", "abstain", tenant_id=tenant, groups=groups
    )
    context = Context(
        stand_in,
        {row.source_id for row in found.rows},
        None,
        visible_facts(kit.facts, seen),
        kit.documents,
        {row.source_id: row.text for row in found.rows},
        kit.refusals,
        kit.documents.text,
        units=kit.units,
        visible=seen,
        profile=kit.profile,
    )
    triaged = triage(context, {"text": said}, question)
    return Formulation(
        fid, question, at, count, line, known, found.expression, attempts, triaged, asker
    )


def draft_rows(formulations: list[Formulation]) -> list[dict]:
    """questions.csv rows for the typical cases a person may accept (not yet golden)."""
    rows = []
    for f in formulations:
        t = f.triaged
        if f.known or t.cls in ("kb_gap", "unclear") or not f.query:
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


def write_drafts(root: Path, rows: list[dict]) -> str | None:
    from ..kit.door import kit_target, write_kit_file

    if not rows:
        return None
    out = io.StringIO()
    header = list(QUESTION_COLUMNS) + [c for c in ("tenant_id", "groups") if c in rows[0]]
    writer = csv.DictWriter(out, header, lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    kit_target(root, DRAFTS, "intake").parent.mkdir(exist_ok=True)
    write_kit_file(root, DRAFTS, out.getvalue().encode("utf-8"), "intake")
    return DRAFTS


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
