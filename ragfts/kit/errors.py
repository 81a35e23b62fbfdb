"""ragfts's own exceptions. Only the CLI turns them into exit codes."""

from __future__ import annotations


class Problem:
    """One thing wrong with an input file, located well enough to fix it."""

    __slots__ = ("file", "line", "message")

    def __init__(self, file: str, line: int | None, message: str):
        self.file, self.line, self.message = file, line, message

    def __eq__(self, other):
        return isinstance(other, Problem) and (self.file, self.line, self.message) == (
            other.file,
            other.line,
            other.message,
        )

    def __repr__(self):
        return f"Problem({self.file!r}, {self.line!r}, {self.message!r})"

    def __str__(self) -> str:
        if not self.file:
            return self.message
        where = self.file if self.line is None else f"{self.file}:{self.line}"
        return f"{where}: {self.message}"


class RagftsError(Exception):
    """Base of every error ragfts raises on purpose."""

    exit_code = 2


class InputError(RagftsError):
    """Bad usage or invalid input: nothing was written (exit 2)."""

    def __init__(self, problems: list[Problem] | str):
        if isinstance(problems, str):
            problems = [Problem("", None, problems)]
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class ExpressionError(RagftsError):
    """An FTS5 expression refused before it reached SQLite (exit 2)."""


class IntegrityError(RagftsError):
    """A checksum, log or index does not match what it claims to be (exit 3)."""

    exit_code = 3

    def __init__(self, message: str, findings: list[str] | None = None):
        self.findings = list(findings or [])
        super().__init__(
            message if not self.findings else message + "\n" + "\n".join(self.findings)
        )
