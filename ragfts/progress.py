"""Progress for people at a terminal: the library says what it is doing, the CLI decides
whether anyone sees it (a terminal, and no --quiet). Nothing of it reaches a pipe."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_reporter: ContextVar = ContextVar("ragfts_progress", default=None)


class Reporter:
    """What a command's progress goes to; the CLI's writes to stderr."""

    def say(self, message: str) -> None:
        raise NotImplementedError

    def start(self, label: str, total: int | None) -> None:
        raise NotImplementedError

    def advance(self, count: int = 1) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError


@contextmanager
def reporting(reporter: Reporter | None):
    token = _reporter.set(reporter)
    try:
        yield
    finally:
        _reporter.reset(token)


def say(message: str) -> None:
    reporter = _reporter.get()
    if reporter is not None:
        reporter.say(message)


@contextmanager
def steps(label: str, total: int | None = None):
    """A counter of work done: `with steps("run", 200) as advance: advance()`."""
    reporter = _reporter.get()
    if reporter is None:
        yield lambda count=1: None
        return
    reporter.start(label, total)
    try:
        yield reporter.advance
    finally:
        reporter.finish()
