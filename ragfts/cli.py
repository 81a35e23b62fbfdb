"""The ragfts command line: parse, call one library function, print, exit.

Exit codes, for every command: 0 done and every checked case passes; 1 a case fails;
2 bad usage or invalid input (nothing written); 3 integrity failure.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import click

from . import render
from .errors import RagftsError

KIT_HELP = "The kit folder (schema.sql, corpus/, questions.csv). Default: the current folder."
# One instance for every command: click.Path looks its name up in gettext's catalogues
# when made (stat calls for each locale), a tenth of a replay's start-up when made 18 times.
KIT_PATH = click.Path(file_okay=False, path_type=Path)
FILE_PATH = click.Path(dir_okay=False, path_type=Path)


def kit_option(func):
    return click.option(
        "--kit",
        "kit",
        type=KIT_PATH,
        default=Path("."),
        show_default=True,
        help=KIT_HELP,
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


class TerminalReporter:
    """Progress on stderr with click's progress bar, for a person at a terminal."""

    def __init__(self):
        self.bar = None

    def say(self, message: str) -> None:
        click.echo(message, err=True)

    def start(self, label: str, total: int | None) -> None:
        self.bar = click.progressbar(length=total, label=label, file=sys.stderr)
        self.bar.__enter__()

    def advance(self, count: int = 1) -> None:
        self.bar.update(count)

    def finish(self) -> None:
        self.bar.__exit__(None, None, None)


def progress_to_terminal(quiet: bool):
    """Progress on stderr when it is a terminal and --quiet is not given; else none."""
    from .progress import reporting

    return reporting(TerminalReporter() if sys.stderr.isatty() and not quiet else None)


def quiet_option(func):
    return click.option("--quiet", is_flag=True, help="No progress on stderr, even on a terminal.")(
        func
    )


def jsonl_option(func):
    return click.option(
        "--jsonl", "as_jsonl", is_flag=True, help="Print one JSON object per record, one per line."
    )(func)


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
    from .canaries import check_output

    violations = check_output(root, text, ids, where)
    if violations:
        click.echo("\n".join(str(v) + " (not printed)" for v in violations))
        return 1
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


@click.group()
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


@cli.command()
@kit_option
@json_option
@quiet_option
@reports_errors
def build(kit, as_json, quiet):
    """Validate the kit and build its index (.ragfts/index.sqlite).

    \b
    Example:
        ragfts build --kit .
    """
    from .index import build as build_index

    with progress_to_terminal(quiet):
        report = build_index(kit)
    info = report.info
    if as_json:
        click.echo(render.as_json({"index": str(report.index), **info}))
    else:
        click.echo(f"built {report.index}: {report.documents} documents, {report.facts} facts")
        click.echo(f"  corpus sha256 {info['corpus_sha256']}, SQLite {info['sqlite_version']}")


@cli.command()
@click.argument("expression")
@click.option(
    "--at",
    required=True,
    metavar="YYYY-MM-DD",
    help="The question's date; validity is checked on it.",
)
@click.option(
    "--tenant", default=None, help="In a kit with access columns: the asker's tenant (required)."
)
@click.option(
    "--group",
    "groups",
    multiple=True,
    help="In a kit with access columns: one of the asker's groups.",
)
@click.option(
    "--expect",
    "expected",
    multiple=True,
    metavar="SOURCE_ID",
    help="A source the search should find; when it does not, say why and suggest rewrites.",
)
@kit_option
@json_option
@timeout_option
@rows_option
@jsonl_option
@reports_errors
def search(expression, at, tenant, groups, expected, kit, as_json, timeout, limit, as_jsonl):
    """Run the fixed query for EXPRESSION at a date and print every row in full.

    Exit 1 when the expression is a search error (SQLite's message is shown) or an
    --expect source is not found (each term is checked in its text and rewrites that find
    it are suggested).
    Put -- before an expression that starts with '-'.

    \b
    Example:
        ragfts search 'цена' --at 2026-10-23
        ragfts search '"доставк"*' --at 2026-10-23 --json
        ragfts search --at 2026-10-23 -- '"e-mail"'
        ragfts search 'использование' --at 2026-10-23 --expect price-v2
    """
    from .errors import ExpressionError, InputError
    from .index import open_kit
    from .records import strict_date
    from .search import search as fixed_search

    try:
        strict_date(at, "--at")
    except ValueError as exc:
        raise InputError(str(exc)) from None
    try:
        from .expression import check_expression

        check_expression(expression)
    except ExpressionError as exc:
        raise InputError(f"EXPRESSION: {exc}") from None
    with open_kit(kit, only=set()) as opened:
        unknown = [sid for sid in expected if sid not in opened.documents]
        if unknown:
            raise InputError(f"--expect: no source {', '.join(map(repr, unknown))} in the corpus")
        asker = None
        if opened.access:
            from .records import Asker

            if tenant is None:
                raise InputError(
                    "this kit has access columns: say who asks with --tenant (and --group)"
                )
            asker = Asker(tenant, tuple(sorted(set(groups))))
        result = fixed_search(opened.conn, expression, at, timeout, opened.profile, asker=asker)
        found = {row.source_id for row in result.rows}
        missed = [sid for sid in expected if sid not in found]
        miss = None
        if missed and not result.error:
            from .miss import explain

            miss = explain(opened, expression, at, expected, missed, asker=asker).as_json()
    one_format(as_json=as_json, as_jsonl=as_jsonl)
    if as_jsonl:
        from .logfile import row_dict

        if result.error:
            click.echo(render.as_jsonl({"error": result.error}))
        else:
            click.echo("\n".join(render.as_jsonl(row_dict(r)) for r in result.rows))
    elif as_json:
        from .logfile import row_dict

        click.echo(
            render.as_json(
                {
                    "sql": result.sql,
                    "parameters": result.parameters,
                    "error": result.error,
                    "rows": [row_dict(r) for r in result.rows],
                    **({"missed": missed, "miss": miss} if expected else {}),
                }
            )
        )
    elif result.error:
        # Never shown as "nothing found": an execution error is not an empty result.
        click.echo(f"search error for {expression!r} at {at}: {result.error}")
    else:
        click.echo(f"{len(result.rows)} row(s) for {expression!r} at {at}")
        click.echo(render.rows(result.rows, limit))
        if missed:
            click.echo(f"expected but not found: {'; '.join(missed)}")
            click.echo("\n".join(render.miss(miss)))
    return 1 if result.error or missed else 0


@cli.command()
@click.argument("ids", nargs=-1)
@kit_option
@timeout_option
@inject_option
@json_option
@jsonl_option
@quiet_option
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Searches at once, each in a worker process with its own read-only connection; "
    "the logs are the same bytes. Default: the number of cores, for an index of 1,000 "
    "documents or more (below that, starting workers costs more than it saves).",
)
@reports_errors
def run(ids, kit, timeout, inject, as_json, as_jsonl, quiet, jobs):
    """Search each question (all by default) at its date and write replays/<id>.json.

    A log that exists keeps its answers; they are re-graded on the new retrieval and
    every difference from the previous log is printed. Exit 1 when an expected source
    was not found or a search errored.

    \b
    Example:
        ragfts run
        ragfts run Q1 Q3 --kit path/to/kit
        ragfts run --inject retrieval_error
        ragfts run --jobs 2
    """
    from .running import run_questions

    one_format(as_json=as_json, as_jsonl=as_jsonl)
    with progress_to_terminal(quiet):
        outcomes = run_questions(kit, ids, timeout, inject, jobs)
    failed = sum(o.failed for o in outcomes)
    if as_json or as_jsonl:
        records = [render.run_record(o) for o in outcomes]
        if as_jsonl:
            click.echo("\n".join(render.as_jsonl(r) for r in records))
        else:
            click.echo(render.as_json({"questions": records, "failed": failed}))
        return 1 if failed else 0
    for outcome in outcomes:
        click.echo(render.run_line(outcome))
    click.echo(f"{len(outcomes)} question(s), {failed} failed, logs in {kit / 'replays'}")
    routed = [o.log.route for o in outcomes if o.log.route]
    if routed:
        searches = sum(r["alternative_search_used"] for r in routed)
        errors = sum(r["status"] == "evaluator_error" for r in routed)
        done = f"{searches} alternative search(es), {errors} evaluator error(s)"
        click.echo(f"routes: {len(routed)} routed, {done}")
    return 1 if failed else 0


@cli.command()
@click.argument("qid", metavar="ID")
@kit_option
@json_option
@click.option(
    "--audit",
    is_flag=True,
    help="Privileged view: also list the source ids the access rules withheld, and why.",
)
@rows_option
@reports_errors
def replay(qid, kit, as_json, audit, limit):
    """Re-run a logged question, re-grade its answers on the logged fragments, compare.

    Never writes. Exit 0 when the log is intact and the latest answer passes, 1 when it
    fails, 3 when the log does not match (tampered, or the corpus changed). In a kit with
    access columns, --audit adds the withheld source ids (never their texts) and says so.

    \b
    Example:
        ragfts replay Q3
        ragfts replay T1 --audit
    """
    from .logfile import answer_dict, to_json
    from .replaying import replay as replay_log

    report = replay_log(kit, qid, audit=audit)
    if as_json:
        log = to_json(report.log)
        text = render.as_json(
            {
                "question": log["question"],
                "search": log["search"],
                "retrieval_missing_source_ids": log["retrieval_missing_source_ids"],
                "miss": log["miss"],
                "route": log["route"],
                "access": log["access"],
                **({"audit": report.audit} if audit else {}),
                "facts": report.facts,
                "reference": report.reference,
                "answers": [answer_dict(a) for a in report.regraded],
                "intact": report.intact,
                "findings": [f.as_dict() for f in report.findings],
                "verdict": report.verdict,
            }
        )
    else:
        text = render.replay(report, limit)
    if guarded(text, kit, [qid], f"replay {qid}"):
        return 1
    return report.exit_code


@cli.command()
@click.argument("answers_file", metavar="FILE", type=FILE_PATH)
@kit_option
@json_option
@quiet_option
@reports_errors
def answer(answers_file, kit, as_json, quiet):
    """Attach a bot's answers to the logs and grade them on the logged fragments.

    FILE is JSON (one record or a list) or JSON Lines (.jsonl), each record
    {"id": "Q3", "label": "before", "answer": {"action", "text", "claims", "source_ids"}}.
    A label already in the log is replaced. Exit 1 when an attached answer fails.

    \b
    Example:
        ragfts answer bot-answers.jsonl && ragfts replay Q3
    """
    from .answers import attach

    with progress_to_terminal(quiet):
        attached = attach(kit, answers_file)
    passed = all(entry.result.passed for _, entry in attached.entries)
    if as_json:
        from .logfile import grade_dict

        click.echo(
            render.as_json(
                {
                    "attached": [
                        {"id": qid, "label": e.label, "result": grade_dict(e.result)}
                        for qid, e in attached.entries
                    ],
                    "violations": [str(v) for v in attached.violations],
                }
            )
        )
        return 0 if passed and not attached.violations else 1
    for qid, entry in attached.entries:
        result = entry.result
        click.echo(
            f"{qid} [{entry.label}] {'PASS' if result.passed else 'FAIL'} "
            f"verdict {result.verdict} {', '.join(result.errors + result.input_errors)}".rstrip()
        )
    for violation in attached.violations:
        click.echo(f"{violation} (the log is not written)")
    return 0 if passed and not attached.violations else 1


@cli.command()
@kit_option
@json_option
@click.option("--markdown", is_flag=True, help="Print a Markdown table.")
@click.option(
    "--csv", "as_csv", is_flag=True, help="Print CSV for a spreadsheet (no cell becomes a formula)."
)
@click.option("--label", default=None, help="Use the latest answer with this label (e.g. before).")
@click.option(
    "--require-answers",
    is_flag=True,
    help="Fail (exit 1) when a question has no answer (of --label, when given).",
)
@reports_errors
@click.option(
    "--measures",
    "with_measures",
    is_flag=True,
    help="Also print seed 001's measures: route errors, alternative searches, refusals, "
    "citation accuracy, latency and cost.",
)
@jsonl_option
def triage(kit, as_json, markdown, as_csv, label, require_answers, with_measures, as_jsonl):
    """One line per question: expected action, latest answer, verdict, error codes.

    Reads the logs without re-running them (`ragfts replay ID` checks one). Exit 1 when
    any question's verdict is not pass.

    \b
    Example:
        ragfts triage --label before --markdown
        ragfts triage --measures
    """
    from .triage import measures
    from .triage import triage as triage_rows

    one_format(as_json=as_json, as_jsonl=as_jsonl, as_markdown=markdown, as_csv=as_csv)
    rows = triage_rows(kit, label)
    summary = measures(kit, label) if with_measures else None
    if as_jsonl:
        text = "\n".join(render.as_jsonl(r) for r in rows)
    elif as_json:
        text = render.as_json({"rows": rows, "measures": summary} if with_measures else rows)
    elif as_csv:
        text = render.triage_csv(rows).removesuffix("\n")
    else:
        text = render.triage_table(rows, markdown)
        if summary is not None:
            text += "\n" + render.measures(summary)
    if guarded(text, kit, None, "triage"):
        return 1
    unanswered = [r["id"] for r in rows if r["label"] is None]
    if require_answers and unanswered:
        click.echo(
            f"no answer{' labelled ' + label if label else ''}: {', '.join(unanswered)}", err=True
        )
        return 1
    return 0 if all(r["verdict"] in ("pass", "no_answer") for r in rows) else 1


@cli.command()
@kit_option
@json_option
@reports_errors
def seal(kit, as_json):
    """Write SHA256SUMS over schema.sql, questions.csv, corpus/ and replays/.

    \b
    Example:
        ragfts seal && sha256sum -c SHA256SUMS
    """
    from .checksums import seal as seal_kit

    files = seal_kit(kit)
    if as_json:
        click.echo(render.as_json({"sealed": files, "sums": str(kit / "SHA256SUMS")}))
    else:
        click.echo(f"sealed {len(files)} file(s) in {kit / 'SHA256SUMS'}")


@cli.command()
@kit_option
@json_option
@reports_errors
def verify(kit, as_json):
    """Check SHA256SUMS, and name kit files missing from it or listed but gone.

    Exit 3 on any mismatch.

    \b
    Example:
        ragfts verify
    """
    from .checksums import verify as verify_kit

    files = verify_kit(kit)
    if as_json:
        click.echo(render.as_json({"ok": True, "files": files}))
    else:
        click.echo(f"OK: {len(files)} file(s) match SHA256SUMS")


@cli.command()
@click.option("--subject", help="The subject, exactly as in corpus/facts.csv (e.g. Планёр).")
@click.option("--attribute", help="The attribute, e.g. price_per_month.")
@click.option("--at", metavar="YYYY-MM-DD", help="The date the facts must be valid on.")
@click.option("--unit", default=None, help="The expected unit; a different one is unit_mismatch.")
@click.option(
    "--question",
    "qid",
    metavar="ID",
    help="Run the gate for a logged question: over the registry and over its found fragments.",
)
@kit_option
@json_option
@reports_errors
def evidence(subject, attribute, at, unit, qid, kit, as_json):
    """Decide from the facts registry what a value is on a date: supported or abstain.

    Exit 1 when the decision is abstain.

    \b
    Example:
        ragfts evidence --subject Планёр --attribute refund_days --at 2026-10-23
        ragfts evidence --question Q6
    """
    from .gate import gate_for_question, gate_registry

    if qid:
        if subject or attribute or at or unit:
            raise click.UsageError("--question takes no --subject, --attribute, --at or --unit")
        report = gate_for_question(kit, qid)
        if as_json:
            click.echo(render.as_json(report))
        else:
            for scope in ("registry", "found"):
                click.echo(f"{scope}: {report[scope]['action']}")
                for d in report[scope]["decisions"]:
                    click.echo(f"  {render.decision(d)}")
        return 0 if report["registry"]["action"] == report["found"]["action"] else 1
    if not (subject and attribute and at):
        raise click.UsageError("give --subject, --attribute and --at, or --question ID")
    decision = gate_registry(kit, subject, attribute, at, unit)
    click.echo(render.as_json(decision) if as_json else render.decision(decision))
    return 0 if decision["status"] == "supported" else 1


@cli.command()
@kit_option
@json_option
@click.option("--label", default=None, help="Evaluate the latest answer with this label.")
@inject_option
@reports_errors
def evaluate(kit, as_json, label, inject):
    """The evaluation gate: layered measures over the logged questions and their latest
    answers, checked against ragfts.toml's [gate]; PASS (exit 0) or BLOCK (exit 1).

    \b
    Example:
        ragfts evaluate --kit tests/kits/tenants
        ragfts evaluate --json
    """
    from .evaluate import evaluate as evaluate_kit

    report = evaluate_kit(kit, label, inject)
    text = render.as_json(report.as_json()) if as_json else render.evaluation(report)
    if guarded(text, kit, None, "evaluate"):
        return 1
    return 1 if report.failed else 0


@cli.command()
@kit_option
@click.option(
    "-o",
    "--output",
    type=FILE_PATH,
    default=None,
    help="Where to write the page. Default: report.html in the kit.",
)
@json_option
@reports_errors
def report(kit, output, as_json):
    """Write one self-contained HTML page for the whole kit: a summary by verdict and by
    owner, filters by verdict, label and code, and a card per question.

    \b
    Example:
        ragfts report -o triage.html
    """
    from .report import write_report

    target, violations = write_report(kit, output or kit / "report.html")
    if as_json:
        written = None if violations else str(target)
        click.echo(render.as_json({"report": written, "violations": [str(v) for v in violations]}))
        return 1 if violations else 0
    if violations:
        click.echo("\n".join(f"{v} (the report is not written)" for v in violations))
        return 1
    click.echo(f"wrote {target}")


@cli.command("import")
@click.argument(
    "files",
    metavar="FILE...",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
)
@click.option("--id", "id_column", required=True, help="The column that identifies a document.")
@click.option("--text", "text_column", required=True, help="The column with the document's text.")
@click.option(
    "--valid-from", "from_column", default=None, help="A column with its first valid date."
)
@click.option(
    "--valid-until", "until_column", default=None, help="A column with its last valid date."
)
@click.option(
    "--since",
    default=None,
    metavar="YYYY-MM-DD",
    help="Valid from this date when no --valid-from column is given (default 1970-01-01).",
)
@click.option(
    "--snapshot",
    "snapshots",
    multiple=True,
    metavar="YYYY-MM-DD",
    help="The date of each FILE, in order: dated snapshots of one export become versions.",
)
@click.option("--name", default="imported", show_default=True, help="Writes corpus/NAME.jsonl.")
@kit_option
@json_option
@reports_errors
def import_(
    files, id_column, text_column, from_column, until_column, since, snapshots, name, kit, as_json
):
    """Turn a knowledge-base export (CSV, TSV, JSON or JSON Lines) into corpus/NAME.jsonl.
    Other columns (title, url, …) are kept as each document's metadata. With --snapshot,
    a text that changed between two snapshots starts a new version, and the previous
    one is valid until the day before.

    \b
    Example:
        ragfts import faq.csv --id question --text answer --since 2026-01-01
        ragfts import mar17.csv mar22.tsv --id question --text answer \\
            --snapshot 2020-03-17 --snapshot 2020-03-22
    """
    from .importing import Mapping, import_export

    mapping = Mapping(id_column, text_column, from_column, until_column)
    done = import_export(kit, list(files), mapping, name, list(snapshots), since)
    if as_json:
        click.echo(render.as_json(done))
    else:
        click.echo(f"wrote {done['file']}: {done['documents']} document(s)")


@cli.command()
@click.argument("folder", metavar="[DIR]", default=".", type=click.Path(path_type=Path))
@json_option
@reports_errors
def init(folder, as_json):
    """Write a minimal kit into DIR (new or empty; default: here) that `ragfts run`
    passes at once: schema.sql, an example document and its fact, one question, and a
    README of the formats.

    \b
    Example:
        ragfts init my-kit && ragfts run --kit my-kit
    """
    from .init import init as init_kit

    files = init_kit(folder)
    if as_json:
        click.echo(render.as_json({"kit": str(folder), "files": files}))
    else:
        click.echo(f"a new kit in {folder}: {', '.join(files)}")


@cli.command()
@json_option
@reports_errors
def codes(as_json):
    """List the grading codes: name, the link of the chain each blames, what it means.

    \b
    Example:
        ragfts codes
    """
    from .grading import CODES

    if as_json:
        click.echo(render.as_json([code.as_dict() for code in CODES.values()]))
    else:
        click.echo(render.codes(CODES.values()))


def main():
    cli(prog_name="ragfts")
