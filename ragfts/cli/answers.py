"""The answer commands: attach and grade a bot's answers, triage them, decide a fact,
the evaluation gate, the grading codes.

Each is a click command the group in cli.py loads by name when it is asked for.
"""

from __future__ import annotations

import click

from . import render
from .main import (
    asker_options,
    file_path,
    guarded,
    inject_option,
    json_option,
    jsonl_option,
    kit_option,
    one_format,
    progress_to_terminal,
    quiet_option,
    reports_errors,
)


def _traces_as_text(kit, path, convention, match, map_file, label, quiet) -> int:
    from ..jobs.answer import DEFAULT_LABEL
    from ..jobs.traces import attach_traces

    failed = []

    def say(qid, entry) -> None:
        if qid is None:  # a skipped trace: no answer to grade is a case that fails
            failed.append(True)
            click.echo(entry)
            return
        failed.append(not entry.result.passed)
        click.echo(render.attached_line(qid, entry))

    with progress_to_terminal(quiet):
        attached, _ = attach_traces(
            kit, path, convention, match, map_file, label or DEFAULT_LABEL, emit=say
        )
    for violation in attached.violations:
        click.echo(f"{violation} (the log is not written)")
    return 1 if any(failed) or attached.violations else 0


@click.command()
@click.argument("answers_file", metavar="FILE", type=file_path())
@click.option(
    "--from",
    "convention",
    type=click.Choice(["openinference", "otel-genai"]),
    default=None,
    help="FILE is a trace file (OTLP JSON or JSON Lines of spans) in these conventions.",
)
@click.option(
    "--match",
    default=None,
    metavar="ATTRIBUTE",
    help="With --from: the span attribute that holds the question id "
    "(default session.id, or gen_ai.conversation.id).",
)
@click.option(
    "--map",
    "map_file",
    default=None,
    type=file_path(),
    help="With --from: a CSV of bot_id,source_id for the bot's own document ids.",
)
@click.option("--label", default=None, help="With --from: the label (default bot).")
@kit_option
@json_option
@quiet_option
@reports_errors
def answer(answers_file, convention, match, map_file, label, kit, as_json, quiet):
    """Attach a bot's answers to the logs and grade them on the logged fragments.

    FILE is JSON (one record or a list) or JSON Lines (.jsonl), each record
    {"id": "Q3", "label": "before", "answer": {"action", "text", "claims", "source_ids"}};
    or, with --from, the bot's traces as its tracing recorded them.
    A label already in the log is replaced. Exit 1 when an attached answer fails.

    \b
    Example:
        ragfts answer bot-answers.jsonl && ragfts replay Q3
        ragfts answer traces.jsonl --from openinference --match session.id
    """
    from ..jobs.answer import DEFAULT_LABEL, attach

    skipped = []
    if convention is None:
        if match or map_file or label:
            raise click.UsageError("--match, --map and --label go with --from")
        with progress_to_terminal(quiet):
            attached = attach(kit, answers_file)
    else:
        from ..jobs.traces import attach_traces

        if not as_json:  # each line said as its trace is graded: a trace file of any size
            return _traces_as_text(kit, answers_file, convention, match, map_file, label, quiet)
        with progress_to_terminal(quiet):
            attached, skipped = attach_traces(
                kit, answers_file, convention, match, map_file, label or DEFAULT_LABEL
            )
    passed = all(entry.result.passed for _, entry in attached.entries) and not skipped
    if as_json:
        shown = attached.as_json()
        text = render.as_json({**shown, "skipped": skipped} if convention else shown)
        # the bot's own words are printed back here: a canary in them is never shown
        ids = sorted({qid for qid, _ in attached.entries})
        code = guarded(text, kit, ids, "the output")
        return 0 if passed and not attached.violations and code == 0 else 1
    for qid, entry in attached.entries:
        click.echo(render.attached_line(qid, entry))
    for violation in attached.violations:
        click.echo(f"{violation} (the log is not written)")
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


@click.command()
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
    from ..jobs.triage import measures
    from ..jobs.triage import triage as triage_rows

    one_format(as_json=as_json, as_jsonl=as_jsonl, as_markdown=markdown, as_csv=as_csv)
    rows = triage_rows(kit, label)
    summary = measures(kit, label) if with_measures else None
    if as_jsonl:
        text = "\n".join(render.as_jsonl(r) for r in rows)
    elif as_json:
        text = render.as_json({"rows": rows, "measures": summary} if with_measures else rows)
    elif as_csv:
        text = render.triage_csv(rows).removesuffix("\r\n")
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


@click.command()
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
@asker_options
@kit_option
@json_option
@reports_errors
def evidence(subject, attribute, at, unit, qid, tenant, groups, kit, as_json):
    """Decide from the facts registry what a value is on a date: supported or abstain.

    Exit 1 when the decision is abstain.

    \b
    Example:
        ragfts evidence --subject Планёр --attribute refund_days --at 2026-10-23
        ragfts evidence --question Q6
    """
    from ..jobs.gate import gate_for_question, gate_registry

    if qid:
        if subject or attribute or at or unit:
            raise click.UsageError("--question takes no --subject, --attribute, --at or --unit")
        report = gate_for_question(kit, qid)
        if as_json:
            click.echo(render.as_json(report))
        else:
            click.echo(question_gate(report))
        return 0 if report["registry"]["action"] == report["found"]["action"] else 1
    if not (subject and attribute and at):
        raise click.UsageError("give --subject, --attribute and --at, or --question ID")
    decision = gate_registry(kit, subject, attribute, at, unit, tenant, groups)
    click.echo(render.as_json(decision) if as_json else render.decision(decision))
    return 0 if decision["status"] == "supported" else 1


@click.command()
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
    from ..jobs.evaluate import evaluate as evaluate_kit

    report = evaluate_kit(kit, label, inject)
    text = render.as_json(report.as_json()) if as_json else _evaluation(report)
    if guarded(text, kit, None, "evaluate"):
        return 1
    return 1 if report.failed else 0


@click.command()
@json_option
@reports_errors
def codes(as_json):
    """List the grading codes: name, the link of the chain each blames, what it means.

    \b
    Example:
        ragfts codes
    """
    from ..jobs.kitwork import CODES

    if as_json:
        click.echo(render.as_json([code.as_dict() for code in CODES.values()]))
    else:
        click.echo(render.codes(CODES.values()))


def question_gate(report: dict) -> str:
    """`evidence --question`: each scope's reaction, the facts it weighed, and why."""
    out = []
    for scope in ("registry", "found"):
        part = report[scope]
        out.append(f"{scope}: {part['action']}")
        out.append(f"  considered: {', '.join(part['considered']) or 'no fact'}")
        out += [f"  {render.decision(d)}" for d in part["decisions"]]
        if part["why"]:
            out.append(f"  why: {part['why']}")
    return "\n".join(out)


def _evaluation(report) -> str:
    cases = f"{report.cases} case(s), {report.critical} critical"
    out = [f"evaluate: {cases}; kit sha256 {report.kit_sha256}"]
    for name, m in report.measures.items():
        shown = "—" if m["value"] is None else m["value"]
        detail = f" ({m['count']} of {m['of']})" if name != "non_disclosure_violations" else ""
        out.append(f"  {name}: {shown}{detail}")
    out += [f"  {line}" for line in report.failed]
    built = [b for b in report.builds if b["build"]]
    for b in built:
        names = ", ".join(f"{k}={v}" for k, v in b["build"].items())
        out.append(f"  bot build: {names} ({b['cases']} case(s))")
    if len(report.builds) > 1:
        out.append(
            f"  the answers come from {len(report.builds)} different bot builds: this "
            "verdict is not one build's"
        )
    if report.unchecked:
        out.append(f"  not checked (no threshold in [gate]): {', '.join(report.unchecked)}")
    out.append(report.action)
    return "\n".join(out)
