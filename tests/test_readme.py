"""The README shows real output: its blocks must be what the commands print."""

import re

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
