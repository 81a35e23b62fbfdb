"""Progress for people: the library says what it is doing, the CLI decides who sees it
(a status line at a terminal, a line every few seconds on a pipe, nothing with --quiet).
A reporter that fails is dropped: progress can never fail a command."""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

_reporter: ContextVar = ContextVar("ragfts_progress", default=None)


class Reporter:
    """What a command's progress goes to; the CLI's write to stderr."""

    def say(self, message: str) -> None:
        raise NotImplementedError

    def start(self, label: str, total: int | None) -> None:
        raise NotImplementedError

    def advance(self, count: int = 1) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        raise NotImplementedError

    def line(self, text: str) -> None:
        """A line of the command's own output, printed while progress is shown."""
        raise NotImplementedError

    def detail(self, text: str) -> None:
        """How the current item is going (a broad question's rows so far); the next
        advance clears it."""


@contextmanager
def reporting(reporter: Reporter | None):
    token = _reporter.set(reporter)
    try:
        yield
    finally:
        _reporter.reset(token)


def _call(method: str, *args) -> bool:
    """Call the reporter; on any failure of its own, drop it for the rest of the command.
    False when there is no reporter (any more)."""
    reporter = _reporter.get()
    if reporter is None:
        return False
    try:
        getattr(reporter, method)(*args)
    except Exception:  # a display problem (a closed or odd terminal) is not the command's
        _reporter.set(None)
        return False
    return True


def say(message: str) -> None:
    _call("say", message)


def line(text: str, echo) -> None:
    """Print one line of output as it is done; the reporter keeps its status line apart."""
    if not _call("line", text):
        echo(text)


def detail(text: str) -> None:
    _call("detail", text)


@contextmanager
def steps(label: str, total: int | None = None):
    """A counter of work done: `with steps("run", 200) as advance: advance()`."""
    if not _call("start", label, total):
        yield lambda count=1: None
        return

    def advance(count: int = 1) -> None:
        _call("advance", count)

    try:
        yield advance
    finally:
        _call("finish")
