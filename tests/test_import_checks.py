"""`ragfts import` checks what it writes with the build's own rules and writes nothing
when they fail; its one file lands in corpus/ under a plain name, never through a link."""

import json

import pytest

from conftest import invoke, snapshot


def export(tmp_path, text: str, name: str = "faq.csv"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(kit, *args):
    before = snapshot(kit)
    result = invoke("import", *args, kit=kit)
    assert snapshot(kit) == before
    assert result.exit_code == 2, result.output
    return result.stderr


CSV = "q,a\nHow?,Press twice.\n"


@pytest.mark.parametrize(
    "name, why",
    [
        ("", "'' is empty"),
        (".x", "'.x' starts with '.' (a hidden file the build and the seal skip)"),
        ("../questions", "'../questions' holds a path separator"),
        ("/tmp/abs", "'/tmp/abs' holds a path separator"),
        ("a\nb", "'a\\nb' holds a control or formatting character"),
        ("a\\b", "'a\\\\b' holds a path separator"),
    ],
)
def test_a_name_that_is_not_plain_is_refused(kit, tmp_path, name, why):
    out = refused(kit, export(tmp_path, CSV), "--id", "q", "--text", "a", "--name", name)
    assert out == f"Error: --name: {why}; use a plain name such as 'faq'\n"


def test_a_symlinked_corpus_is_never_written_through(kit, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    (kit / "corpus").rename(elsewhere)
    (kit / "corpus").symlink_to(elsewhere)
    before = snapshot(elsewhere)
    result = invoke("import", export(tmp_path, CSV), "--id", "q", "--text", "a", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: --name: corpus is a symbolic link; ragfts writes only plain files inside the kit\n"
    )
    assert snapshot(elsewhere) == before


def test_duplicate_and_empty_ids_are_refused_with_their_rows(kit, tmp_path):
    path = export(tmp_path, "q,a\nHow?,One.\n,Two.\nHow?,Three.\n")
    out = refused(kit, path, "--id", "q", "--text", "a")
    assert out == (f"Error: {path}:3: the id column 'q' is empty\n")
    path = export(tmp_path, "q,a\nHow?,One.\nHow?,Three.\n")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:3: source id how-0ea59770 again (first at {path}:2)\n"
    )


def test_bad_and_inverted_dates_are_refused(kit, tmp_path):
    path = export(tmp_path, "q,a,f,u\nA,One.,2026-02-30,\nB,Two.,2026-05-01,2026-04-01\n")
    out = refused(kit, path, "--id", "q", "--text", "a", "--valid-from", "f", "--valid-until", "u")
    assert out == (
        f"Error: {path}:2: valid_from '2026-02-30' is not a day in the calendar\n"
        f"{path}:3: valid_until 2026-04-01 is before valid_from 2026-05-01\n"
    )


def test_two_files_with_one_snapshot_date_are_refused(kit, tmp_path):
    a, b = export(tmp_path, CSV, "a.csv"), export(tmp_path, CSV, "b.csv")
    args = (a, b, "--id", "q", "--text", "a", "--snapshot", "0001-01-01", "--snapshot")
    out = refused(kit, *args, "0001-01-01")
    assert out == "Error: --snapshot 0001-01-01 is given to two files: one date per file\n"


def test_a_header_naming_a_column_twice_is_refused(kit, tmp_path):
    path = export(tmp_path, "q,a,a\nHow?,One.,Two.\n")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:1: the header names column 'a' twice\n"
    )


def test_object_and_boolean_cells_are_not_written_as_python_repr(kit, tmp_path):
    path = export(tmp_path, '{"q": "A", "a": {"a": [1, 2]}}\n{"q": true, "a": "Two."}\n', "x.jsonl")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:1: column 'a' holds {{\"a\": [1, 2]}}, not text\n"
        f"{path}:2: column 'q' holds true, not text\n"
    )


def test_a_lone_surrogate_is_refused_not_a_traceback(kit, tmp_path):
    path = export(tmp_path, '{"q": "A", "a": "bad \\ud800 text"}\n', "x.jsonl")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:1: invalid JSON at column 22: text 'bad \\ud800 text' holds a lone surrogate\n"
    )


def test_an_id_already_in_the_corpus_is_refused(kit, tmp_path):
    path = export(tmp_path, CSV)
    assert invoke("import", path, "--id", "q", "--text", "a", kit=kit).exit_code == 0
    out = refused(kit, path, "--id", "q", "--text", "a", "--name", "again")
    assert out == f"Error: {path}:2: source id how-0ea59770 is already in corpus/\n"


def test_since_names_itself_in_its_error(kit, tmp_path):
    out = refused(kit, export(tmp_path, CSV), "--id", "q", "--text", "a", "--since", "2026-13-01")
    assert out == "Error: --since '2026-13-01' is not a day in the calendar\n"


def test_a_field_over_128_kib_is_imported(kit, tmp_path):
    big = "слово " * 40_000
    path = export(tmp_path, f"q,a\nBig,{big}\n")
    result = invoke("import", path, "--id", "q", "--text", "a", kit=kit)
    assert (result.exit_code, result.stdout) == (0, "wrote corpus/imported.jsonl: 1 document(s)\n")
    line = json.loads((kit / "corpus/imported.jsonl").read_text(encoding="utf-8"))
    assert line["text"] == big.strip()


def test_an_export_that_is_not_utf8_is_named_by_its_line(kit, tmp_path):
    """The decoder's own position is within a buffer: the line is found in the file."""
    path = tmp_path / "faq.csv"
    path.write_bytes(b"q,a\nHow?,Press twice.\nWhy?,Caf\xe9 latin-1.\n")
    out = refused(kit, path, "--id", "q", "--text", "a")
    assert out == f"Error: {path}:3: not UTF-8\n"


def test_a_header_without_rows_is_still_checked_against_the_mapping(kit, tmp_path):
    """An export of one header line has no row to name its columns: the header does, so
    a mapping to a column it lacks is refused, as it is when rows follow."""
    path = tmp_path / "faq.csv"
    path.write_text("question,reply\n", encoding="utf-8")
    assert refused(kit, path, "--id", "question", "--text", "answer") == (
        f"Error: {path}:1: no column answer; columns: question, reply\n"
    )
    before = snapshot(kit)
    chat = tmp_path / "chat.csv"
    chat.write_text("question,answer\n", encoding="utf-8")
    done = invoke("intake", chat, "--date", "asked_at", "--answer", "answer", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {chat}:1: no column asked_at; columns: question, answer\n",
    )
    assert snapshot(kit) == before
    # with the columns it names, a header alone is an export of no conversation
    done = invoke("intake", chat, "--at", "2026-10-23", "--answer", "answer", kit=kit)
    assert (done.exit_code, done.stdout) == (0, "0 conversation(s), 0 formulation(s)\n")


@pytest.mark.parametrize("name", ["chat.jsonl", "chat.csv"])
def test_an_empty_file_is_no_export(kit, tmp_path, name):
    """An empty file (no header, no record) was an intake of nothing, exit 0, and an
    import of it wrote an empty corpus file (whose name then blocked the real import)."""
    path = tmp_path / name
    path.write_text("  \n\n", encoding="utf-8")
    before = snapshot(kit)
    done = invoke("intake", path, "--at", "2026-10-23", "--answer", "answer", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {path}: is empty: no header, no conversation\n",
    )
    imported = {
        "chat.jsonl": f"Error: {path}: holds no row with text to import\n",
        "chat.csv": f"Error: {path}:1: no column q, a; columns: none (a blank header line)\n",
    }
    assert refused(kit, path, "--id", "q", "--text", "a") == imported[name]
    path.write_text("", encoding="utf-8")
    assert invoke("intake", path, "--at", "2026-10-23", kit=kit).exit_code == 2
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}: holds no row with text to import\n"
    )
    assert snapshot(kit) == before


def test_a_json_array_item_that_is_no_object_is_refused_by_its_place(kit, tmp_path):
    """[1, 2, 3] crashed (no columns to look a name up in), and a null item ended the
    export there, silently."""
    path = tmp_path / "faq.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:1: expected a JSON object in each place, got a number\n"
    )
    path.write_text('[{"q": "How?", "a": "Press."}, null, {"q": "Why?", "a": "So."}]', "utf-8")
    assert refused(kit, path, "--id", "q", "--text", "a") == (
        f"Error: {path}:2: expected a JSON object in each place, got null\n"
    )
    before = snapshot(kit)
    chat = tmp_path / "chat.json"
    chat.write_text('[{"at": "2026-10-23", "question": "Цена?"}, "Цена?"]', encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {chat}:2: expected a JSON object in each place, got a string\n",
    )
    assert snapshot(kit) == before


def test_a_semicolon_separated_header_is_named_as_such(kit, tmp_path):
    path = tmp_path / "chat.csv"
    path.write_text("at;question\n2026-10-23;Цена?\n", encoding="utf-8")
    done = invoke("intake", path, "--date", "at", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        f"Error: {path}:1: no column question, at; columns: at;question (the header is "
        "separated by ';': export it with commas, or as TSV)\n",
    )
