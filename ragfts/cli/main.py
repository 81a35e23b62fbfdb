"""The ragfts command line: parse, call one library function, print, exit.

Exit codes, for every command: 0 done and every checked case passes; 1 a case fails;
2 bad usage or invalid input (nothing written); 3 integrity failure.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import click

from ..kit.errors import RagftsError
from . import render

KIT_HELP = "The kit folder (schema.sql, corpus/, questions.csv). Default: the current folder."
# One instance for every command: click.Path looks its name up in gettext's catalogues
# when made (stat calls for each locale), a tenth of a replay's start-up when made 18 times.
KIT_PATH = click.Path(file_okay=False, path_type=Path)


@functools.cache  # made when a module whose commands take a file is first imported
def file_path() -> click.Path:
    return click.Path(dir_okay=False, path_type=Path)


def kit_option(func):
    return click.option(
        "--kit",
        "kit",
        type=KIT_PATH,
        default=Path("."),
        show_default=True,
        help=KIT_HELP,
    )(func)


def asker_options(func):
    """--tenant and --group: who asks, in a kit with access columns (search, evidence)."""
    func = click.option(
        "--group",
        "groups",
        multiple=True,
        help="In a kit with access columns: one of the asker's groups.",
    )(func)
    return click.option(
        "--tenant",
        default=None,
        help="In a kit with access columns: the asker's tenant (required).",
    )(func)


def _finite_seconds(_ctx, _param, value):
    if not (0.001 <= value <= 86_400):  # also false for nan, so nan and inf are refused
        raise click.BadParameter(f"{value} is not a number of seconds from 0.001 to 86400")
    return value


def rows_option(func):
    return click.option(
        "--rows",
        "limit",
        type=click.IntRange(min=0),
        default=20,
        show_default=True,
        help="Rows shown in full in text output; the rest are counted (logs and --json keep all).",
    )(func)


def timeout_option(func):
    return click.option(
        "--timeout",
        type=float,
        default=10.0,
        show_default=True,
        callback=_finite_seconds,
        help="Seconds one search may run before it is stopped as a search error.",
    )(func)


def inject_option(func):
    return click.option(
        "--inject",
        type=click.Choice(["retrieval_error", "reranker_error", "generation_error"]),
        default=None,
        help="Simulate a failing dependency (seed 003): only the honest degraded status passes.",
    )(func)


def progress_to_terminal(quiet: bool):
    """Progress on stderr (a status line at a terminal, a line now and then on a pipe),
    none with --quiet."""
    from ..kit.progress import reporting
    from .progress import reporter

    return reporting(reporter(quiet))


def quiet_option(func):
    return click.option("--quiet", is_flag=True, help="No progress on stderr, even on a terminal.")(
        func
    )


def jsonl_option(func):
    return click.option(
        "--jsonl", "as_jsonl", is_flag=True, help="Print one JSON object per record, one per line."
    )(func)


# a Dask address as its client takes one; anything else would be read by the client
# only after a 20-second wait, and then as a traceback
_ADDRESS = re.compile(
    r"(?:(?:tcp|tls|ws|wss)://)?(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+):([0-9]{1,5})"
)


def _scheduler_address(ctx, param, value: str | None) -> str | None:
    if value is None:
        return None
    shape = _ADDRESS.fullmatch(value)
    if shape is None or not 0 < int(shape.group(1)) < 65536:
        raise click.BadParameter(
            f"{value!r} is not a scheduler's address: expected tcp://HOST:PORT "
            "(tls://, ws://, wss:// or no scheme too), a port from 1 to 65535"
        )
    return value


def scheduler_option(what: str, same: str):
    return click.option(
        "--scheduler",
        default=None,
        metavar="ADDRESS",
        callback=_scheduler_address,
        help=f"Fan the {what} out over a Dask cluster (tcp://host:8786; pip install "
        f"'ragfts[dask]'); its workers share the kit's folder. {same}",
    )


def spread_options(what: str, jobs_default: str = "1"):
    """--jobs N and --scheduler ADDRESS: where `what` is done, the output the same."""

    def decorate(func):
        func = scheduler_option(what, "The output is the same.")(func)
        return click.option(
            "--jobs",
            type=click.IntRange(min=1),
            default=None,
            help=f"The {what} at once, each in a worker process with its own read-only "
            f"connection; the output is the same. Default: {jobs_default}.",
        )(func)

    return decorate


def spread(jobs: int | None, scheduler: str | None) -> None:
    if scheduler is not None and jobs is not None:
        raise click.UsageError("--jobs and --scheduler: the cluster's workers are the jobs")


def one_format(**flags) -> None:
    """At most one output format: two of them is a usage error, not a silent pick."""
    given = [f"--{name.replace('as_', '')}" for name, on in flags.items() if on]
    if len(given) > 1:
        raise click.UsageError(f"choose one output format, not {' and '.join(given)}")


def json_option(func):
    return click.option(
        "--json", "as_json", is_flag=True, help="Print one JSON object instead of text."
    )(func)


def guarded(text: str, root: Path, ids=None, where: str = "the output") -> int:
    """Print text unless it holds a canary of one of the questions (all when ids is
    None): then print only which canaries, never them, and return 1."""
    from ..jobs.shown import check_output

    violations = check_output(root, text, ids, where)
    if violations:
        click.echo("\n".join(str(v) + " (not printed)" for v in violations))
        return 1
    if sys.stdout.isatty():
        from .render import terminal_safe

        # a question or an answer from an export is never a terminal's command (on a
        # pipe or in a file the text stays exact: a CSV cell's CR is data there)
        text = terminal_safe(text)
    click.echo(text)
    return 0


def reports_errors(func):
    """Turn ragfts's own errors into its exit codes; a traceback is never the answer."""

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            code = func(*args, **kwargs)
            sys.stdout.flush()
        except RagftsError as exc:
            if kwargs.get("as_json") or kwargs.get("as_jsonl"):
                # A machine reading JSON gets its error as JSON too.
                problems = [str(p) for p in getattr(exc, "problems", [])] or getattr(
                    exc, "findings", []
                )
                error = {
                    "error": str(exc).split("\n")[0],
                    "exit_code": exc.exit_code,
                    "problems": problems,
                }
                click.echo(render.as_json(error), err=True)
            else:
                click.echo(f"Error: {exc}", err=True)
            sys.exit(exc.exit_code)
        except BrokenPipeError:
            # The reader went away (`ragfts search … | head`): stop quietly, as a shell
            # command killed by SIGPIPE would (128 + 13).
            _silence_stdout()
            sys.exit(141)
        except KeyboardInterrupt:
            click.echo("Interrupted", err=True)
            sys.exit(130)
        except OSError as exc:
            where = f" {exc.filename}" if exc.filename else ""
            click.echo(f"Error: cannot read or write{where}: {exc.strerror or exc}", err=True)
            sys.exit(2)
        sys.exit(code or 0)

    return wrapper


def _silence_stdout() -> None:
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


# Each command, as module:function: a command's module is imported only when that
# command runs (or help lists them all), so a replay builds the four commands of its
# module, not all fourteen (each click.Path alone is a gettext look-up at start-up).
COMMANDS = {
    "build": "retrieval:build",
    "search": "retrieval:search",
    "run": "retrieval:run",
    "replay": "retrieval:replay",
    "check": "retrieval:check",
    "diff": "history:diff",
    "bisect": "history:bisect",
    "answer": "answers:answer",
    "triage": "answers:triage",
    "evidence": "answers:evidence",
    "evaluate": "answers:evaluate",
    "codes": "answers:codes",
    "ask": "bot:ask",
    "intake": "intake:intake",
    "loopback": "bot:loopback",
    "seal": "kit:seal",
    "verify": "kit:verify",
    "report": "kit:report",
    "import": "kit:import_",
    "init": "kit:init",
}


class LazyGroup(click.Group):
    """A group whose commands are imported by name when asked for."""

    def list_commands(self, ctx) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx, name: str):
        where = COMMANDS.get(name)
        if where is None:
            return None
        from importlib import import_module

        module, function = where.split(":")
        return getattr(import_module(f".{module}", __package__), function)


@click.group(cls=LazyGroup)
# Both texts given: click would look its own up in gettext's catalogues at every start.
@click.version_option(
    package_name="ragfts",
    message="%(prog)s, version %(version)s",
    help="Show the version and exit.",
)
def cli():
    """Replayable SQLite FTS5 retrieval that says which link broke: document, search or answer.

    \b
    Example:
        ragfts run && ragfts triage
    """
