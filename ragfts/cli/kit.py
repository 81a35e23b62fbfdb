"""The kit commands: seal and verify its checksums, its report, import an export, a new kit.

Each is a click command the group in cli.py loads by name when it is asked for.
"""

from __future__ import annotations

from pathlib import Path

import click

from . import render
from .main import file_path, json_option, kit_option, reports_errors


@click.command()
@kit_option
@json_option
@reports_errors
def seal(kit, as_json):
    """Write SHA256SUMS over schema.sql, questions.csv, corpus/ and replays/.

    \b
    Example:
        ragfts seal && sha256sum -c SHA256SUMS
    """
    from ..jobs.kitwork import seal as seal_kit

    files = seal_kit(kit)
    if as_json:
        click.echo(render.as_json({"sealed": files, "sums": str(kit / "SHA256SUMS")}))
    else:
        click.echo(f"sealed {len(files)} file(s) in {kit / 'SHA256SUMS'}")


@click.command()
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
    from ..jobs.kitwork import verify as verify_kit

    files = verify_kit(kit)
    if as_json:
        click.echo(render.as_json({"ok": True, "files": files}))
    else:
        click.echo(f"OK: {len(files)} file(s) match SHA256SUMS")


@click.command()
@kit_option
@click.option(
    "-o",
    "--output",
    type=file_path(),
    default=None,
    help="Where to write the page. Default: report.html in the kit.",
)
@click.option(
    "--tenant",
    default=None,
    help="In a kit with access columns (required there): the page of this tenant's questions.",
)
@click.option(
    "--label",
    "labels",
    multiple=True,
    metavar="L",
    help="Judge the answers with this label; given twice (before, after), the page counts "
    "what was fixed, broken or still failing.",
)
@json_option
@reports_errors
def report(kit, output, tenant, labels, as_json):
    """Write one self-contained HTML page for the whole kit: a summary by verdict and by
    owner, filters by verdict, label and code, a table of what broke, and a card per
    question. In a kit with access columns, one page per tenant (--tenant).

    \b
    Example:
        ragfts report -o triage.html
        ragfts report --label before --label after -o fixes.html
        ragfts report --kit tests/kits/tenants --tenant acme -o acme.html
    """
    from ..jobs.report import write_report

    if len(labels) > 2:
        raise click.UsageError("--label: one label to judge, or two to compare (before, after)")
    target, violations = write_report(kit, output or kit / "report.html", tenant, labels)
    if as_json:
        written = None if violations else str(target)
        click.echo(render.as_json({"report": written, "violations": [str(v) for v in violations]}))
        return 1 if violations else 0
    if violations:
        click.echo("\n".join(f"{v} (the report is not written)" for v in violations))
        return 1
    click.echo(f"wrote {target}")


@click.command("import")
@click.argument(
    "files",
    metavar="FILE...",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
)
@click.option(
    "--id",
    "id_column",
    required=True,
    help="The column that identifies a document (in nested JSON, a path: doc.slug).",
)
@click.option(
    "--text",
    "text_column",
    required=True,
    multiple=True,
    help="The column with the document's text; given twice (question, answer), both are "
    "indexed, one after the other.",
)
@click.option(
    "--valid-from", "from_column", default=None, help="A column with its first valid date."
)
@click.option(
    "--valid-until", "until_column", default=None, help="A column with its last valid date."
)
@click.option("--url", "url_column", default=None, help="A column with the page's URL.")
@click.option(
    "--title", "title_column", default=None, help="A column with the page's title or question."
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
@click.option(
    "--append",
    is_flag=True,
    help="FILE is a later snapshot of corpus/NAME.jsonl (one --snapshot): it closes the "
    "versions it supersedes.",
)
@kit_option
@json_option
@reports_errors
def import_(
    files,
    id_column,
    text_column,
    from_column,
    until_column,
    url_column,
    title_column,
    since,
    snapshots,
    name,
    append,
    kit,
    as_json,
):
    """Turn a knowledge-base export (CSV, TSV, JSON or JSON Lines) into corpus/NAME.jsonl.
    --url and --title keep a page's link and title, so that a bot citing either cites
    the document; other columns are kept as each document's metadata. With --snapshot,
    a text that changed between two snapshots starts a new version, and the previous
    one is valid until the day before.

    \b
    Example:
        ragfts import faq.csv --id question --text answer --since 2026-01-01
        ragfts import faq.csv --id question --text answer --url link --title question
        ragfts import faq.csv --id question --text question --text answer
        ragfts import mar27.tsv --id question --text answer --snapshot 2020-03-27 \\
            --name covid --append
        ragfts import mar17.csv mar22.tsv --id question --text answer \\
            --snapshot 2020-03-17 --snapshot 2020-03-22
    """
    from ..jobs.kitwork import Mapping, import_export

    mapping = Mapping(
        id_column, tuple(text_column), from_column, until_column, url_column, title_column
    )
    done = import_export(kit, list(files), mapping, name, list(snapshots), since, append)
    if as_json:
        click.echo(render.as_json(done))
    else:
        added = f", {done['added']} new version(s)" if "added" in done else ""
        click.echo(f"wrote {done['file']}: {done['documents']} document(s){added}")
        returned = done["returned"]
        if returned:
            click.echo(
                f"{len(returned)} document(s) left a snapshot and came back: not valid in "
                "between, a new version starts when they return"
            )
        for back in returned[:5]:
            click.echo(f"  {back['id']!r}: gone on {back['left']}, back on {back['back']}")
        if len(returned) > 5:
            click.echo(f"  … and {len(returned) - 5} more (--json lists them)")


@click.command()
# Text, not click.Path: that makes '' into '.', and `init ''` must not mean "here".
@click.argument("folder", metavar="[DIR]", default=".")
@click.option(
    "--profile",
    default=None,
    help="A search profile (plain, ru, en, fa, zh, auto): the schema and ragfts.toml fit it.",
)
@click.option("--empty", is_flag=True, help="No example: the files with their headers only.")
@click.option(
    "--upgrade-schema",
    is_flag=True,
    help="In the existing kit DIR: make schema.sql fit a search profile (and set --profile).",
)
@json_option
@reports_errors
def init(folder, profile, empty, upgrade_schema, as_json):
    """Write a minimal kit into DIR (new or empty; default: here) that `ragfts run`
    passes at once: schema.sql, an example document and its fact, one question, a
    ragfts.toml with a gate, a .gitignore and a README of the formats.

    \b
    Example:
        ragfts init my-kit && ragfts run --kit my-kit
        ragfts init ru-kit --profile ru --empty
        ragfts init --upgrade-schema --profile ru
    """
    from ..jobs import kitwork

    if upgrade_schema:
        if empty:
            raise click.UsageError("--empty makes a new kit; --upgrade-schema changes one")
        files = kitwork.upgrade_schema(folder, profile)
        if as_json:
            click.echo(render.as_json({"kit": str(folder), "files": files}))
        elif files:
            click.echo(f"wrote {', '.join(files)}; next: `ragfts run`, then `ragfts seal`")
        else:
            click.echo("schema.sql already fits a search profile; nothing written")
        return 0
    files = kitwork.init(folder, profile or "plain", empty)
    if as_json:
        click.echo(render.as_json({"kit": str(folder), "files": files}))
    else:
        click.echo(f"a new kit in {folder}: {', '.join(files)}")
