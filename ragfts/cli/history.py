"""The history commands: diff two states of the kit, bisect the commit that changed a
question. Each is a click command the group in cli/main.py loads by name."""

from __future__ import annotations

import click

from . import render
from .main import guarded, json_option, kit_option, reports_errors


@click.command()
@click.argument("rev_a", default="HEAD", metavar="[REV_A]")
@click.argument("rev_b", default="WORKTREE", metavar="[REV_B]")
@kit_option
@json_option
@reports_errors
def diff(rev_a, rev_b, kit, as_json):
    """What changed between two states of the kit, question by question: the inputs (a
    document's words, the query, the date, facts, answers) and the results (found ids,
    verdict, codes). REV_A and REV_B are git revisions of the kit's repository; WORKTREE
    (the default REV_B) is the kit as it is now. Read-only: each state is run in a
    temporary folder. Exit 1 when a question's result changed.

    \b
    Example:
        ragfts diff
        ragfts diff HEAD~3 HEAD --json
    """
    from ..jobs.history import diff as kit_diff

    found = kit_diff(kit, rev_a, rev_b)
    if as_json:
        text = render.as_json(found.as_json())
    else:
        text = history_diff(found)
    if guarded(text, kit, None, "diff"):
        return 1
    changed = any(
        line.startswith("result ") for lines in found.questions.values() for line in lines
    )
    return 1 if changed else 0


@click.command()
@click.argument("qid", metavar="ID")
@click.option("--good", required=True, metavar="REV", help="A revision where ID was right.")
@click.option("--bad", required=True, metavar="REV", help="A later revision where it is not.")
@click.option(
    "--on",
    type=click.Choice(["verdict", "found"]),
    default="verdict",
    show_default=True,
    help="What changed: the verdict, or the found source ids.",
)
@kit_option
@json_option
@reports_errors
def bisect(qid, good, bad, on, kit, as_json):
    """The first commit between --good and --bad at which question ID's verdict (or its
    found ids) changed, and which input of that commit changed it. Reads git's history
    only: the work tree, index and branch are never touched.

    \b
    Example:
        ragfts bisect Q3 --good v1 --bad HEAD
    """
    from ..jobs.bisect import bisect as kit_bisect

    found = kit_bisect(kit, qid, good, bad, on)
    if as_json:
        text = render.as_json(found.as_dict())
    else:
        text = history_bisect(found)
    if guarded(text, kit, [qid], "bisect"):
        return 1
    return 0


def history_diff(found) -> str:
    """`ragfts diff`: the kit files that differ, then each changed question's lines."""
    out = [
        f"diff {found.a} → {found.b}: {len(found.questions)} question(s) changed, "
        f"{found.unchanged} unchanged"
    ]
    if found.files:
        out.append(f"files: {', '.join(found.files)}")
    for qid, lines in found.questions.items():
        out.append(f"{qid}:")
        out += [f"  {line}" for line in lines]
    return "\n".join(out)


def history_bisect(found) -> str:
    return "\n".join(
        [
            f"{found.qid}: first changed at {found.subject}",
            f"  {found.before} → {found.after}",
            f"  changed: {'; '.join(found.inputs) or 'nothing ragfts reads'}",
            f"  {found.evaluated} revision(s) evaluated of {found.range + 1}",
        ]
    )
