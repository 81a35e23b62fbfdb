"""An export is read as it is written or refused by file and line: a CSV row short of the
header's cells, a quote never closed, a cell with text after its closing quote, a JSON
key given twice or a NaN were taken as data (the missing answer graded as silence, the
rest of the file as one question, the first key's value dropped). `intake` and `import`
read exports one way, so both are checked."""

import json

import pytest

from conftest import invoke, snapshot

INTAKE = ("--date", "at", "--answer", "answer", "--quiet")
ROW = {"at": "2026-10-23", "question": "Можно перенести задачи из CSV?", "answer": "Да."}


def intake(kit, path):
    before = snapshot(kit)
    done = invoke("intake", path, *INTAKE, kit=kit)
    if done.exit_code == 2:
        assert snapshot(kit) == before
    return done


@pytest.mark.parametrize(
    "name, text, message",
    [
        (
            "short.csv",
            "at,question,answer\n2026-10-23,Можно перенести задачи из CSV?\n",
            "{p}:2: 2 cell(s), and the header names 3 columns",
        ),
        (
            "open.csv",
            'at,question,answer\n2026-10-23,Тариф?,Да.\n2026-10-23,"CSV?,Да.\n2026-10-23,Тариф?,Да.\n',
            "{p}:3: not a CSV row: a quoted cell opens here and is never closed",
        ),
        (
            "after.csv",
            'at,question,answer\n2026-10-23,"CSV"?,Да.\n',
            "{p}:2: not a CSV row: ',' expected after '\"'",
        ),
        (
            "short.tsv",
            "at\tquestion\tanswer\n2026-10-23\tТариф?\tДа.\n\n2026-10-23\tCSV?\n",
            "{p}:4: 2 cell(s), and the header names 3 columns",
        ),
        (
            "twice.jsonl",
            json.dumps(ROW) + '\n{"at": "2026-10-23", "at": "2026-09-01", "question": "x"}\n',
            "{p}:2: invalid JSON at column 22: duplicate key 'at' (JSON would silently keep the last one)",
        ),
        (
            "nan.jsonl",
            '{"at": "2026-10-23", "question": "x", "answer": NaN}\n',
            "{p}:1: invalid JSON at column 49: NaN is not a JSON number",
        ),
        (
            "twice.json",
            '[\n  {"at": "2026-10-23",\n   "question": "x", "question": "y"}\n]\n',
            "{p}:3: invalid JSON at column 21: duplicate key 'question' (JSON would silently keep the last one)",
        ),
        (
            "scalar.json",
            '"just text"\n',
            "{p}: expected a JSON array of objects, or one object",
        ),
    ],
)
def test_an_export_a_parser_would_mend_is_refused_by_its_line(kit, tmp_path, name, text, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    done = intake(kit, path)
    assert (done.exit_code, done.stdout, done.stderr) == (
        2,
        "",
        f"Error: {message.format(p=path)}\n",
    )


def test_a_csv_row_is_named_by_the_line_it_starts_on(kit, tmp_path):
    """A cell of several lines and a blank line are lines of the file: the row after them
    is named where an editor shows it."""
    path = tmp_path / "lines.csv"
    path.write_text(
        'at,question,answer\n2026-10-23,"Можно перенести\nзадачи из CSV?",Да.\n\n2026-13-01,Тариф?,Да.\n',
        encoding="utf-8",
    )
    done = intake(kit, path)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {path}:5: at '2026-13-01' is not a day in the calendar\n",
    )


def test_a_date_of_true_is_shown_as_the_export_wrote_it(kit, tmp_path):
    path = tmp_path / "bool.jsonl"
    path.write_text(json.dumps({**ROW, "at": True}) + "\n", encoding="utf-8")
    done = intake(kit, path)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {path}:1: at must be a YYYY-MM-DD date, got 'true'\n",
    )


@pytest.mark.parametrize(
    "name, data",
    [
        ("bom.jsonl", b"\xef\xbb\xbf" + json.dumps(ROW, ensure_ascii=False).encode() + b"\n"),
        ("chat.ndjson", json.dumps(ROW, ensure_ascii=False).encode() + b"\n"),
        (
            "chat.txt",
            "at,question,answer\n2026-10-23,Можно перенести задачи из CSV?,Да.\n".encode(),
        ),
        (
            "chat.log",
            "at\tquestion\tanswer\n2026-10-23\tМожно перенести задачи из CSV?\tДа.\n".encode(),
        ),
        (
            "long.csv",
            "at,question,answer,note\n2026-10-23,Можно перенести задачи из CSV?,Да.,a,b\n".encode(),
        ),
    ],
)
def test_what_an_export_is_read_as(kit, tmp_path, name, data):
    """A BOM opening JSON Lines is an editor's; .ndjson is JSON Lines; another ending is
    read by how the file starts; cells past the header's are kept, not refused."""
    path = tmp_path / name
    path.write_bytes(data)
    done = invoke("intake", path, *INTAKE, "--json", kit=kit)
    assert done.exit_code == 0, done.output
    (found,) = json.loads(done.stdout)["formulations"]
    assert (found["question"], found["class"], found["line"]) == (
        ROW["question"],
        "ok",
        1 + name.endswith(("txt", "log", "csv")),
    )


def test_import_names_a_json_lines_row_by_its_own_line(kit, tmp_path):
    """A blank line before a bad row moved the row's number by one."""
    path = tmp_path / "faq.jsonl"
    path.write_text('{"id": "a", "text": "Press twice."}\n\n{"id": "", "text": "Hold."}\n', "utf-8")
    before = snapshot(kit)
    done = invoke("import", path, "--id", "id", "--text", "text", kit=kit)
    assert (done.exit_code, done.stderr) == (2, f"Error: {path}:3: the id column 'id' is empty\n")
    assert snapshot(kit) == before
