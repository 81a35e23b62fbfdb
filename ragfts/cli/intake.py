"""`ragfts intake`: a bot's conversations triaged without a golden set."""

from __future__ import annotations

from pathlib import Path

import click

from . import render
from .main import (
    json_option,
    kit_option,
    progress_to_terminal,
    quiet_option,
    reports_errors,
    spread,
    spread_options,
)


@click.command()
@click.argument("conversations", metavar="[FILE]", required=False, type=click.Path(path_type=Path))
@click.option(
    "--question",
    "question_column",
    default="question",
    show_default=True,
    help="The column with what the user asked (in nested JSON, a path: turns.0.text).",
)
@click.option(
    "--date",
    "date_column",
    default=None,
    help="The column with each conversation's date (or a timestamp starting with it, or a "
    "Unix time: its day in UTC).",
)
@click.option(
    "--at",
    default=None,
    metavar="YYYY-MM-DD",
    help="One date for every conversation, when the export has none.",
)
@click.option("--answer", "answer_column", default=None, help="The column with what the bot said.")
@click.option(
    "--citations",
    "citations_column",
    default=None,
    help="The column with the sources the bot cited: ids, URLs or titles (a JSON list, or "
    ";-separated).",
)
@click.option(
    "--context",
    "context_column",
    default=None,
    help="The column with what the bot retrieved: source ids or {source_id, text} objects "
    "(a JSON list, or ;-separated ids).",
)
@click.option(
    "--conversation",
    "id_column",
    default=None,
    help="The column with each conversation's own id: the owners' queue names the "
    "conversations that asked.",
)
@click.option(
    "--label",
    "label_column",
    default=None,
    help="The column with the bot (or its version) that answered, as `answer --label` "
    "names one: each bot's answers to a formulation are triaged on its one search.",
)
@click.option(
    "--tenant",
    "tenant_column",
    default=None,
    help="In a kit with access columns: the column with each conversation's tenant.",
)
@click.option(
    "--groups",
    "groups_column",
    default=None,
    help="In a kit with access columns: the column with the asker's groups (;-separated).",
)
@click.option(
    "--owners",
    is_flag=True,
    help="Print the owners' queue: missing facts by topic, and conflicts.",
)
@click.option(
    "--accept",
    "accepted",
    multiple=True,
    metavar="ID",
    help="Move the draft golden row ID from intake/drafts.csv into questions.csv.",
)
@kit_option
@json_option
@quiet_option
@spread_options("formulations' triage")
@reports_errors
def intake(
    conversations,
    question_column,
    date_column,
    at,
    answer_column,
    citations_column,
    context_column,
    id_column,
    label_column,
    tenant_column,
    groups_column,
    owners,
    accepted,
    kit,
    as_json,
    quiet,
    jobs,
    scheduler,
):
    """Triage a bot's conversations (CSV, TSV, JSON or JSON Lines) without a golden set:
    each new formulation is searched with a query derived from it at its date, the
    facts it asks for are matched and gated by rule, and what the bot said is read.
    Classes: likely_false_refusal, unsupported_answer, stale_answer, conflict, kb_gap,
    ok, unclear. Typical cases become draft golden rows in intake/drafts.csv; --accept
    moves them into questions.csv. Each formulation's search is a derived log in
    intake/replays, sealed in intake/SHA256SUMS (`ragfts replay I-…`). Exit 1 when a
    formulation is not ok.

    \b
    Example:
        ragfts intake answers/conversations.jsonl --date asked_at --answer answer
        ragfts intake answers/conversations.jsonl --date asked_at --answer answer --owners
        ragfts intake answers/conversations.jsonl --date asked_at --answer answer --jobs 2
        ragfts intake chat.jsonl --date meta.at --question turns.0.text --answer turns.1.text
        ragfts intake chat.jsonl --date at --answer reply --context retrieved --conversation id
        ragfts intake chat.jsonl --date at --answer reply --label bot   # two bots, one search
        ragfts intake --accept I-dd2b3d91      # an id of intake/drafts.csv
    """
    from ..jobs import drafts
    from ..jobs import intake as job
    from ..jobs.intake_logs import LOGS

    if accepted:
        if conversations is not None:
            raise click.UsageError("--accept takes draft ids, not a FILE")
        done = drafts.accept(kit, list(accepted))
        click.echo(
            render.as_json({"accepted": done})
            if as_json
            else f"moved {', '.join(done)} into questions.csv; next: `ragfts run {' '.join(done)}`"
        )
        return 0
    if conversations is None:
        raise click.UsageError("give the conversations FILE (or --accept ID)")
    if not conversations.is_file():
        raise click.UsageError(f"FILE {str(conversations)!r} is not a file")
    columns = job.Columns(
        question_column,
        date_column,
        answer_column,
        tenant_column,
        groups_column,
        citations_column,
        context_column,
        id_column,
        label_column,
    )
    spread(jobs, scheduler)
    with progress_to_terminal(quiet):
        found = job.intake(kit, conversations, columns, at, jobs or 1, scheduler)
    written = drafts.drafted(kit)
    logs = LOGS if any(f.query for f in found) else None  # a formulation with a query is logged
    if as_json:
        click.echo(
            render.as_json(
                {"formulations": [f.as_json() for f in found], "drafts": written, "logs": logs}
            )
        )
    else:
        from ..jobs.owners import read_owners

        queue = read_owners(kit) if owners else None
        # an export's questions and answers are anyone's text: never a terminal's
        # commands, and one line each (an answer's own line breaks shown as \n)
        lines = _lines(found, written, logs, queue)
        click.echo("\n".join(render.terminal_safe(line.replace("\n", "\\n")) for line in lines))
    return 0 if all(f.passed for f in found) else 1


def _lines(found, drafts: str | None, logs: str | None, owners: dict | None) -> list[str]:
    """One line per formulation with why (and each other answer's verdict); then the
    owners' queue, or how to see it."""
    from ..jobs.formulation import READINGS

    conversations = sum(f.count for f in found)
    out = [f"{conversations} conversation(s), {len(found)} formulation(s)"]
    for f in found:
        t = f.triaged
        seen = "  (seen in an earlier intake)" if f.seen else ""
        out.append(f"{f.known or f.id}  {f.at}  {t.cls:<20}  {f.count}  {f.question}{seen}")
        if f.label is None and not (f.labels or f.unread):
            out.append(f"    {t.why}")
        elif f.label is None:
            out.append(f"    first answer ({f.own}): {t.why}")
        else:
            out.append(f"    {f.label or '(no label)'} ({f.own}): {t.why}")
        for other in f.labels:
            said = f"{other.triaged.cls} — {other.triaged.why}"
            who = "another answer" if other.label is None else other.label or "(no label)"
            out.append(f"    {who} ({other.count}): {said}")
        if f.unread:
            out.append(f"    not read ({f.unread}): past {READINGS} different answers to it")
    gaps = [f for f in found if f.triaged.cls == "kb_gap"]
    conflicts = [f for f in found if f.triaged.cls == "conflict"]
    if owners:
        from ..jobs.owners import asked_by, grouped

        out.append("missing business facts (for the knowledge base's owner):")
        for topic, items in grouped(owners["missing_facts"]):
            indent = "    " if topic else "  "
            if topic:
                asked = sum(i["conversations"] for i in items)
                out.append(f"  topic «{topic}» ({asked} conversation(s)):")
            out += [
                f"{indent}{i['id']} ({asked_by(i)}): {i['question']} — {i['why']}" for i in items
            ]
        out += ["  (none)"] if not gaps else []
        out.append("conflicts (an owner decides which applies):")
        for f in conflicts:
            out.append(f"  {f.known or f.id} ({asked_by(f.as_json())}): {f.question}")
            out += [f"    {side}" for side in f.triaged.sides]
        out += ["  (none)"] if not conflicts else []
    elif gaps or conflicts:
        out.append(
            f"for the owners: {len(gaps)} missing fact(s), {len(conflicts)} conflict(s) (--owners)"
        )
    if drafts:
        out.append(f"draft golden rows: {drafts} (accept with `ragfts intake --accept ID`)")
    if logs:
        out.append(f"derived logs: {logs} (sealed in intake/SHA256SUMS; `ragfts replay ID`)")
    return out
