"""A pytest plugin: `pytest --ragfts-kit DIR [--ragfts-label L]` collects one test per
question of the kit, named by its id, that fails with the verdict and the codes of the
question's latest answer (of label L). `--junitxml` then gives CI its usual report."""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_addoption(parser):
    group = parser.getgroup("ragfts")
    group.addoption(
        "--ragfts-kit", metavar="DIR", default=None, help="Make each question of this kit a test."
    )
    group.addoption(
        "--ragfts-label", metavar="L", default=None, help="Judge the latest answer with this label."
    )


def pytest_collection_modifyitems(session, config, items):
    root = config.getoption("--ragfts-kit")
    if root is None:
        return
    from .kit.errors import RagftsError

    kit = RagftsKit.from_parent(session, name=str(root), path=Path(root).resolve())
    try:
        items.extend(kit.collect())
    except RagftsError as exc:  # a bad kit or label is the user's to fix, not pytest's crash
        raise pytest.UsageError(f"--ragfts-kit {root}: {exc}") from None


class RagftsFailure(Exception):
    """A question whose latest answer does not pass."""


class RagftsKit(pytest.Collector):
    def collect(self):
        from .jobs.triage import triage

        rows = triage(self.path, self.config.getoption("--ragfts-label"))
        return [RagftsQuestion.from_parent(self, name=row["id"], row=row) for row in rows]


class RagftsQuestion(pytest.Item):
    def __init__(self, *, row: dict, **kwargs):
        super().__init__(**kwargs)
        self.row = row

    def runtest(self):
        row = self.row
        if row["verdict"] in ("no_answer", "no_log"):
            pytest.skip(
                f"{row['id']}: {row['verdict']} (attach the bot's answers with ragfts answer)"
            )
        if row["verdict"] != "pass":
            codes = ", ".join(row["errors"]) or "no code"
            raise RagftsFailure(f"{row['id']}: verdict {row['verdict']}: {codes}")

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, RagftsFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo, style)

    def reportinfo(self):
        return self.path, None, f"ragfts question {self.name}"
