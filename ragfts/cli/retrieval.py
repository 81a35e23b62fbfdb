"""The retrieval commands: build the index, search at a date, run the questions, replay a log.

Each is a click command the group in cli.py loads by name when it is asked for.
"""

from __future__ import annotations

import click

from . import render
from .main import (
    asker_options,
    guarded,
    inject_option,
    json_option,
    jsonl_option,
    kit_option,
    one_format,
    progress_to_terminal,
    quiet_option,
    reports_errors,
    rows_option,
    scheduler_option,
    spread,
    spread_options,
    timeout_option,
)


@click.command()
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
    from ..jobs.kitwork import build as build_index

    with progress_to_terminal(quiet):
        report = build_index(kit)
    info = report.info
    if as_json:
        click.echo(render.as_json({"index": str(report.index), **info}))
    else:
        click.echo(f"built {report.index}: {report.documents} documents, {report.facts} facts")
        click.echo(f"  corpus sha256 {info['corpus_sha256']}, SQLite {info['sqlite_version']}")


@click.command()
@click.argument("expression")
@click.option(
    "--at",
    required=True,
    metavar="YYYY-MM-DD",
    help="The question's date; validity is checked on it.",
)
@asker_options
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
    from ..jobs.search import rows_json, search_at

    searched = search_at(kit, expression, at, tenant, groups, expected, timeout)
    result, missed = searched.result, searched.missed
    one_format(as_json=as_json, as_jsonl=as_jsonl)
    if as_jsonl:
        if result.error:
            click.echo(render.as_jsonl({"error": result.error}))
        else:
            click.echo("\n".join(render.as_jsonl(r) for r in rows_json(result)))
    elif as_json:
        click.echo(render.as_json(searched.as_json(bool(expected))))
    elif result.error:
        # Never shown as "nothing found": an execution error is not an empty result.
        click.echo(f"search error for {expression!r} at {at}: {result.error}")
    else:
        click.echo(f"{len(result.rows)} row(s) for {expression!r} at {at}")
        # with --expect, the expected rows in full and the others one line each
        click.echo(render.rows(result.rows, limit, set(expected) if expected else None))
        if missed:
            click.echo(f"expected but not found: {'; '.join(missed)}")
            click.echo("\n".join(render.miss(searched.miss)))
    return 1 if result.error or missed else 0


@click.command()
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
@scheduler_option("searches", "The logs are the same bytes.")
@click.option(
    "--copy-index",
    is_flag=True,
    help="With --scheduler: each worker searches its own copy of the index, sent by the run "
    "and checked against the seal before a row is read (for workers without the kit's "
    "folder, or with a slow one); rows and texts come back with the results.",
)
@reports_errors
def run(ids, kit, timeout, inject, as_json, as_jsonl, quiet, jobs, scheduler, copy_index):
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
        ragfts run --scheduler tcp://127.0.0.1:8786
    """
    from ..jobs.run import run_questions
    from ..kit.progress import line

    one_format(as_json=as_json, as_jsonl=as_jsonl)

    def done(outcome) -> None:  # each question's line as it is logged, not all at the end
        line(render.run_line(outcome), click.echo)

    text = not (as_json or as_jsonl)
    if copy_index and scheduler is None:
        raise click.UsageError("--copy-index is for the workers of --scheduler")
    with progress_to_terminal(quiet):
        spread(jobs, scheduler)
        outcomes = run_questions(
            kit,
            ids,
            timeout,
            inject,
            jobs,
            done if text else None,
            scheduler=scheduler,
            copy_index=copy_index,
            keep_found=not text,  # the text lines are printed as each question is logged
        )
    failed = sum(o.failed for o in outcomes)
    if as_json or as_jsonl:
        records = [render.run_record(o) for o in outcomes]
        if as_jsonl:
            click.echo("\n".join(render.as_jsonl(r) for r in records))
        else:
            click.echo(render.as_json({"questions": records, "failed": failed}))
        return 1 if failed else 0
    click.echo(f"{len(outcomes)} question(s), {failed} failed, logs in {kit / 'replays'}")
    routed = [o.log.route for o in outcomes if o.log.route]
    if routed:
        searches = sum(r["alternative_search_used"] for r in routed)
        errors = sum(r["status"] == "evaluator_error" for r in routed)
        done = f"{searches} alternative search(es), {errors} evaluator error(s)"
        click.echo(f"routes: {len(routed)} routed, {done}")
    return 1 if failed else 0


@click.command()
@click.argument("qid", metavar="ID")
@kit_option
@json_option
@click.option(
    "--audit",
    is_flag=True,
    help="Privileged view: also what each access rule withheld for this expression, and which ids.",
)
@rows_option
@reports_errors
def replay(qid, kit, as_json, audit, limit):
    """Re-run a logged question, re-grade its answers on the logged fragments, compare.

    Never writes. Exit 0 when the log is intact and the latest answer passes, 1 when it
    fails, 3 when the log does not match (tampered, or the corpus changed). In a kit with
    access columns, --audit adds how many rows each access rule withheld for this
    expression and which source ids (never their texts): privileged, as both depend on
    what the expression matches in other tenants' documents.

    \b
    Example:
        ragfts replay Q3
        ragfts replay T1 --audit
    """
    from ..jobs.replay import replay as replay_log

    report = replay_log(kit, qid, audit=audit)
    if as_json:
        text = render.as_json(report.as_json(audit))
    else:
        text = render.replay(report, limit)
    if guarded(text, kit, [qid], f"replay {qid}"):
        return 1
    return report.exit_code


@click.command()
@kit_option
@json_option
@spread_options("questions' checks")
@reports_errors
def check(kit, as_json, jobs, scheduler):
    """The kit's whole proof, read-only: every logged search re-run and compared, every
    latest answer graded again, SHA256SUMS verified, the [gate] thresholds measured.

    Exit 0 when every check passes, 1 when a search, answer or gate check fails, 3 when
    an integrity check fails (a log that does not match, a broken seal).

    \b
    Example:
        ragfts check
        ragfts check --json
        ragfts check --jobs 2
    """
    from ..jobs.check import check_kit

    spread(jobs, scheduler)
    checked = check_kit(kit, jobs or 1, scheduler)
    if as_json:
        text = render.as_json(checked.as_json())
    else:
        lines = [f"FAIL {c.kind} {c.name}: {c.failure}" for c in checked.failed]
        text = "\n".join([*lines, checked.summary()])
    if guarded(text, kit, None, "check"):
        return 1
    return checked.exit_code
