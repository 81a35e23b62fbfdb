"""`ragfts check`: the kit's whole proof in one command, read-only. Every question's
logged search re-run and compared (search and integrity checks), every latest answer
graded again (answer checks), SHA256SUMS verified, and the [gate] thresholds measured
when the kit sets them (gate checks)."""

from __future__ import annotations

from pathlib import Path

from ..index.view import open_kit
from ..kit.digests import SUMS
from ..kit.errors import IntegrityError, RagftsError
from ..kit.records import Record
from ..log.record import log_path, log_rel
from .replay import replay_opened

KINDS = ("search", "integrity", "answer", "gate")


class Check(Record):
    """One named check: its kind, what it is about, and why it failed ("" when it passed)."""

    __slots__ = ("kind", "name", "failure")

    @property
    def passed(self) -> bool:
        return not self.failure


class Checked(Record):
    __slots__ = ("checks",)

    def counts(self) -> dict[str, int]:
        return {k: sum(c.kind == k for c in self.checks) for k in KINDS}

    @property
    def failed(self) -> list[Check]:
        return [c for c in self.checks if not c.passed]

    @property
    def exit_code(self) -> int:
        if any(c.kind == "integrity" for c in self.failed):
            return 3
        return 1 if self.failed else 0

    def summary(self) -> str:
        counts = ", ".join(f"{n} {k} checks" for k, n in self.counts().items() if n)
        failed = len(self.failed)
        return f"{counts}: " + ("all pass" if not failed else f"{failed} failed")

    def as_json(self) -> dict:
        return {
            "counts": self.counts(),
            "failed": [c.as_dict() for c in self.failed],
            "exit_code": self.exit_code,
        }


def check_kit(root: Path, jobs: int = 1, scheduler: str | None = None) -> Checked:
    """Every check, in the kit's order whether the questions were checked here, on
    `jobs` local workers or on a Dask cluster's."""
    from .fanout import fan_out

    checks: list[Check] = []
    with open_kit(root) as kit:
        for found in fan_out(kit, _question_checks, list(kit.questions), jobs, scheduler):
            checks += found
        gate = bool(kit.settings.gate)
    checks += _seal_checks(root)
    if gate:
        from .evaluate import evaluate

        report = evaluate(root)
        failing = {line.split(":", 1)[1].split(" ", 1)[0]: line for line in report.failed}
        checks += [Check("gate", name, failing.get(name, "")) for name in sorted(report.thresholds)]
    return Checked(checks)


def _question_checks(kit, qid: str) -> list[Check]:
    if not log_path(kit.root, qid).exists():
        return [Check("search", qid, f"no log: run `ragfts run {qid}`")]
    try:
        report = replay_opened(kit, qid)
    except IntegrityError as exc:
        return [Check("integrity", log_rel(qid), str(exc).split("\n")[0])]
    log = report.log
    failure = ""
    if log.search.error:
        failure = f"search error: {log.search.error}"
    elif log.missing:
        failure = f"expected but not found: {'; '.join(log.missing)}"
    checks = [Check("search", qid, failure)]
    integrity = "; ".join(f"{f.kind}: {f.field}" for f in report.findings)
    if report.note:
        integrity += f" ({report.note})"
    checks.append(Check("integrity", log_rel(qid), integrity))
    if report.regraded:
        latest = report.regraded[-1]
        result = latest.result
        why = (
            ""
            if result.passed
            else f"[{latest.label}] verdict {result.verdict}: "
            + ", ".join(result.errors + result.input_errors)
        )
        checks.append(Check("answer", qid, why))
    return checks


def _seal_checks(root: Path) -> list[Check]:
    from .intake_logs import DERIVED

    if not (Path(root) / SUMS).is_file():
        checks = [Check("integrity", SUMS, "missing: run `ragfts seal`")]
    else:
        checks = [_verified(Path(root), SUMS)]
    if (Path(root) / DERIVED / SUMS).is_file():  # intake's derived logs, sealed apart
        checks.append(_verified(Path(root) / DERIVED, f"{DERIVED}/{SUMS}"))
    return checks


def _verified(root: Path, name: str) -> Check:
    from ..log.sums import verify

    try:
        verify(root)
    except RagftsError as exc:
        return Check("integrity", name, "; ".join(str(exc).split("\n")[1:]) or str(exc))
    return Check("integrity", name, "")
