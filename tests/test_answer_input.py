"""What an answers file may hold: no NUL, labels one short plain line, at least one
record, and a regular file."""

import pytest

from conftest import invoke, snapshot


def attach(kit, tmp_path, text: str, name: str = "bot.jsonl"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    before = snapshot(kit)
    result = invoke("answer", path, kit=kit)
    assert snapshot(kit) == before
    return path, result


@pytest.mark.parametrize(
    "record, problem",
    [
        ('{"id": "Q3", "text": "yes\\u0000no"}', "a text holds a NUL character (\\u0000)"),
        (
            '{"id": "Q3", "label": "a\\nb", "text": "yes"}',
            "label 'a\\nb' holds a line break, a control or formatting character or edge spaces",
        ),
        (
            '{"id": "Q3", "label": "\\u202eevil", "text": "yes"}',
            "label '\\u202eevil' holds a line break, a control or formatting character or edge spaces",
        ),
        (
            '{"id": "Q3", "label": "' + "x" * 100_000 + '", "text": "yes"}',
            "label is 100,000 characters; at most 100",
        ),
    ],
)
def test_hostile_records_are_refused_with_their_line(kit, tmp_path, record, problem):
    path, result = attach(kit, tmp_path, '{"id": "Q1", "text": "ok"}\n' + record + "\n")
    assert (result.exit_code, result.stderr) == (2, f"Error: {path}:2: {problem}\n")


def test_a_raw_nul_is_refused_with_its_line(kit, tmp_path):
    path, result = attach(
        kit, tmp_path, '{"id": "Q1", "text": "ok"}\n{"id": "Q3", "text": "a\x00"}\n'
    )
    assert (result.exit_code, result.stderr) == (2, f"Error: {path}:2: contains a NUL character\n")


def test_an_empty_answers_file_is_refused(kit, tmp_path):
    path, result = attach(kit, tmp_path, "\n\n")
    assert (result.exit_code, result.stderr) == (2, f"Error: {path}: holds no answer records\n")


def test_a_device_is_not_called_missing(kit):
    result = invoke("answer", "/dev/zero", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: /dev/zero: not a regular file; name an answers file\n",
    )
