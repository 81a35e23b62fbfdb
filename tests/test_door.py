"""Every write goes through one door: a report never replaces a kit file or a file that
is not a report, and never writes through a link."""

import pytest

from conftest import invoke, snapshot


@pytest.mark.parametrize(
    "target",
    [
        "replays/Q1.json",
        "questions.csv",
        "schema.sql",
        "corpus/facts.csv",
        "ragfts.toml",
        "SHA256SUMS",
        "answers/seed-mock.jsonl",
    ],
)
def test_a_report_never_replaces_a_kit_file(kit, target):
    before = snapshot(kit)
    result = invoke("report", "-o", kit / target, kit=kit)
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: --output: {target} is a kit input; `ragfts report` never replaces it\n"
    )
    assert snapshot(kit) == before


def test_a_report_replaces_an_earlier_report_only(kit, tmp_path):
    page = tmp_path / "page.html"
    assert invoke("report", "-o", page, kit=kit).exit_code == 0
    assert invoke("report", "-o", page, kit=kit).exit_code == 0
    notes = tmp_path / "notes.txt"
    notes.write_text("mine\n")
    result = invoke("report", "-o", notes, kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: --output: {notes} exists and is not a ragfts report; it is not replaced\n",
    )
    assert notes.read_text() == "mine\n"


def test_a_report_is_never_written_through_a_link(kit, tmp_path):
    real = tmp_path / "real.html"
    assert invoke("report", "-o", real, kit=kit).exit_code == 0
    link = tmp_path / "link.html"
    link.symlink_to(real)
    result = invoke("report", "-o", link, kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: --output: {link} is a symbolic link; name a plain file\n",
    )


def test_an_empty_output_path_is_a_usage_error(kit):
    result = invoke("report", "-o", "", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: --output: an empty path; name a file such as report.html\n",
    )
