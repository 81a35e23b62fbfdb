"""Intake's searches as ragfts logs: each formulation with a derived query is searched
again through the run's own path and logged in intake/replays/<draft id>.json (its texts
past the inline limit in intake/replays/fragments/), marked as derived — the rule and
each attempt in `question.query_derived` — and sealed in intake/SHA256SUMS, so
`ragfts replay I-…` proves one as it proves a golden question's log and `cd intake &&
sha256sum -c SHA256SUMS` checks them all. intake/ is kept apart from replays/: a
derived log is no golden question's."""

from __future__ import annotations

from ..kit.digests import REPLAYS
from ..kit.errors import IntegrityError
from ..kit.records import Question
from ..log.reading import read_log
from ..log.record import log_path
from .derive import RULE

DERIVED = "intake"
LOGS = f"{DERIVED}/{REPLAYS}"


def derived_question(f) -> Question | None:
    """The formulation as the question its log is made for: the derived query at the
    conversation's date, the reaction and the facts and sources the rules gave."""
    if not f.query:
        return None
    t = f.triaged
    tenant, groups = f.asker if f.asker is not None else ("", ())
    attempts = tuple((a["expression"], a["rows"], a["from"]) for a in f.attempts)
    return Question(
        f.id,
        f.at,
        f.question,
        f.query,
        t.action,
        fact_ids=tuple(t.fact_ids),
        source_ids=tuple(t.source_ids),
        expected_response="; ".join(t.sides),
        tenant_id=tenant,
        groups=tuple(groups),
        derived=(RULE, attempts, tuple(t.match)),
    )


def log_formulations(kit, formulations, jobs: int = 1, scheduler: str | None = None):
    """Each formulation's derived log written and intake/SHA256SUMS sealed; the run's
    outcomes. The caller holds the logs lock."""
    from ..log.sums import seal
    from .run import run_opened

    questions = [q for q in map(derived_question, formulations) if q is not None]
    folder = kit.root / DERIVED
    folder.mkdir(exist_ok=True)
    outcomes = run_opened(
        kit.logging_to(folder), questions, jobs=jobs, scheduler=scheduler, keep_found=False
    )
    seal(folder)
    return outcomes


def derived_view(kit, qid: str):
    """The open kit as a derived log is proven: its logs under intake/, its one
    question the log's own (there is no golden row to compare it with)."""
    folder = kit.root / DERIVED
    if not log_path(folder, qid).exists():
        kit.question(qid)  # no golden question and no derived log: named as unknown
    log = read_log(folder, qid)
    if log.question.id != qid:
        raise IntegrityError(f"{LOGS}/{qid}.json holds question {log.question.id!r}")
    if not isinstance(log.question.derived, tuple):
        raise IntegrityError(f"{LOGS}/{qid}.json: not a derived log (no query_derived rule)")
    return type(kit)(**{**kit.as_dict(), "logs": folder, "questions": {qid: log.question}})
