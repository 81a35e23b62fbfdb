"""The README shows real output: its blocks must be what the commands print."""

import re
import shutil

import pytest

from conftest import ROOT, invoke

README = (ROOT / "README.md").read_text(encoding="utf-8")


def block_after(marker: str) -> str:
    start = README.index(marker)
    return re.search(r"```\n(.*?)```", README[start:], re.S).group(1)


@pytest.mark.parametrize(
    "marker, args",
    [
        ("`ragfts run`:", ["run"]),
        ("`ragfts replay Q3` re-runs", ["replay", "Q3"]),
        ("`ragfts triage --label before` lists", ["triage", "--label", "before"]),
    ],
)
def test_readme_shows_real_output(kit, marker, args):
    # Printed paths are relative to the kit the README runs in.
    assert invoke(*args, kit=kit).stdout.replace(f"{kit}/", "") == block_after(marker)


def test_readme_shows_a_real_search_expect(kit):
    block = block_after("With `--expect SOURCE_ID` a")
    command, _, output = block.partition("\n")
    assert command == "$ ragfts search 'использование' --at 2026-10-23 --expect price-v2"
    result = invoke(
        "search", "использование", "--at", "2026-10-23", "--expect", "price-v2", kit=kit
    )
    assert (result.exit_code, result.stdout) == (1, output)


def test_readme_shows_a_real_miss_explanation(kit):
    path = kit / "questions.csv"
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace("использования?,цена,", "использования?,использование,"), encoding="utf-8"
    )
    invoke("run", "Q2", kit=kit)
    block = block_after("Q2's query changed to `использование`")
    assert block in invoke("replay", "Q2", kit=kit).stdout
    assert block.startswith("  expected but not found: price-v2\nwhy it missed")


def test_readme_shows_a_real_transcript_attached_replayed_and_triaged(kit):
    shutil.copytree(ROOT / "answers", kit / "answers", dirs_exist_ok=True)
    block = block_after("a list of source ids or of")
    listing, _, output = block.partition("$ ragfts answer answers/bot-transcript.jsonl\n")
    assert listing.removeprefix("$ cat answers/bot-transcript.jsonl\n") == (
        ROOT / "answers/bot-transcript.jsonl"
    ).read_text(encoding="utf-8")
    assert invoke("answer", kit / "answers/bot-transcript.jsonl", kit=kit).stdout == output
    replayed = invoke("replay", "Q1", kit=kit).stdout
    assert (
        block_after('Seed 002\'s Q1 "before" case, replayed')
        == replayed[replayed.index("  [bot]") :]
    )
    assert (
        block_after("and `ragfts triage --label bot`")
        == invoke("triage", "--label", "bot", kit=kit).stdout
    )


def test_readme_shows_the_routes_kit_run_and_replayed(tmp_path):
    kit = shutil.copytree(ROOT / "tests/kits/routes", tmp_path / "routes")
    run = invoke("run", kit=kit).stdout.replace(f"{kit}/", "")
    assert block_after("On the ported\nexamples") == run
    replayed = invoke("replay", "weak", kit=kit).stdout
    block = block_after("and `ragfts replay weak` shows")
    assert block.startswith("route (scores.csv;") and block in replayed


def test_readme_shows_the_gate_passing_and_blocking(tmp_path):
    kit = shutil.copytree(
        ROOT / "tests/kits/tenants", tmp_path / "tenants", ignore=shutil.ignore_patterns(".ragfts")
    )
    for marker, args in (
        ("$ ragfts evaluate --kit tests/kits/tenants\n", ()),
        (
            "$ ragfts evaluate --kit tests/kits/tenants --label regressed\n",
            ("--label", "regressed"),
        ),
    ):
        start = README.index(marker) + len(marker)
        assert (
            README[start : README.index("```", start)] == invoke("evaluate", *args, kit=kit).stdout
        )
    assert (
        block_after("`ragfts replay T1` on the\ntenants kit")
        in invoke("replay", "T1", kit=kit).stdout
    )
