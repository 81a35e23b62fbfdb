"""Progress as a person sees it: a status line redrawn at a terminal, a line every few
seconds on a pipe (a CI log shows the work is alive), and never a crash."""

from __future__ import annotations

import sys
import time

import click

from ..kit.progress import Reporter

# A terminal redraws at most this often; a pipe gets a line at most this often.
REDRAW_SECONDS = 0.1
PIPE_SECONDS = 5.0


def _count(label: str, done: int, total: int | None, detail: str = "") -> str:
    count = f"{label}: {done:,} of {total:,}" if total is not None else f"{label}: {done:,}"
    return f"{count} ({detail})" if detail else count


class TerminalReporter(Reporter):
    """One status line on stderr, rewritten in place; the command's own lines go above it.
    A step without a known total shows a running count (click's bar needs a total)."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stderr
        self.label, self.total, self.done, self.drawn, self.shown = "", None, 0, 0.0, False
        self.detailed = ""

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()

    def _clear(self) -> None:
        if self.shown:
            self._write("\r\x1b[K")
            self.shown = False

    def _draw(self, force: bool = False) -> None:
        now = time.monotonic()
        if self.label and (force or now - self.drawn >= REDRAW_SECONDS):
            self._write("\r\x1b[K" + _count(self.label, self.done, self.total, self.detailed))
            self.drawn, self.shown = now, True

    def say(self, message: str) -> None:
        self._clear()
        self._write(message + "\n")
        self._draw(force=True)

    def start(self, label: str, total: int | None) -> None:
        self._clear()
        self.label, self.total, self.done = label, total, 0
        self._draw(force=True)

    def advance(self, count: int = 1) -> None:
        self.done += count
        force, self.detailed = bool(self.detailed), ""
        self._draw(force)

    def detail(self, text: str) -> None:
        # an item's first detail is drawn at once: a question that counts its first
        # 16,384 rows within REDRAW_SECONDS of the step's own line was never shown so
        first, self.detailed = not self.detailed, text
        self._draw(force=first)

    def finish(self) -> None:
        self._clear()
        self.label = ""

    def line(self, text: str) -> None:
        self._clear()
        click.echo(text)
        self._draw(force=True)


class PipeReporter(Reporter):
    """On a pipe: a count line every PIPE_SECONDS of a long step; a short command prints
    nothing here, so what a pipe reads stays the command's output."""

    def __init__(self, stream=None, every: float = PIPE_SECONDS):
        self.stream = stream or sys.stderr
        self.every = every
        self.label, self.total, self.done, self.last = "", None, 0, 0.0

    def say(self, message: str) -> None:
        pass

    def start(self, label: str, total: int | None) -> None:
        self.label, self.total, self.done, self.last = label, total, 0, time.monotonic()

    def _tell(self, detail: str = "") -> None:
        now = time.monotonic()
        if now - self.last >= self.every:
            self.stream.write(_count(self.label, self.done, self.total, detail) + "\n")
            self.stream.flush()
            self.last = now

    def advance(self, count: int = 1) -> None:
        self.done += count
        self._tell()

    def detail(self, text: str) -> None:
        self._tell(text)

    def finish(self) -> None:
        self.label = ""

    def line(self, text: str) -> None:
        click.echo(text)


def reporter(quiet: bool) -> Reporter | None:
    if quiet:
        return None
    try:
        at_terminal = sys.stderr.isatty()
    except (AttributeError, ValueError):  # a closed or replaced stderr
        return None
    return TerminalReporter() if at_terminal else PipeReporter()
