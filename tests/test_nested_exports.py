"""A JSON export whose rows nest (a chat platform's log, a CMS dump): the mapping names a
nested field by its path, for intake and for import, and an error lists the paths."""

import json

from conftest import ROOT, copy_kit, invoke


def nested(flat: dict) -> dict:
    """One of the example conversations as a chat platform nests it."""
    return {
        "id": flat["conversation"],
        "meta": {"asked_at": flat["asked_at"], "channel": "web"},
        "turns": [
            {"role": "user", "text": flat["question"]},
            {"role": "bot", "text": flat["answer"]},
        ],
    }


def test_intake_reads_a_nested_export_as_it_reads_the_flat_one(kit, tmp_path):
    flat = (ROOT / "answers/conversations.jsonl").read_text(encoding="utf-8").splitlines()
    export = tmp_path / "chat.jsonl"
    export.write_text(
        "".join(json.dumps(nested(json.loads(line)), ensure_ascii=False) + "\n" for line in flat),
        encoding="utf-8",
    )
    other = copy_kit(ROOT, tmp_path / "other")
    as_flat = invoke(
        "intake", ROOT / "answers/conversations.jsonl", "--date", "asked_at", "--answer",
        "answer", kit=kit,
    )  # fmt: skip
    as_nested = invoke(
        "intake", export, "--date", "meta.asked_at", "--question", "turns.0.text",
        "--answer", "turns.1.text", kit=other,
    )  # fmt: skip
    assert as_flat.exit_code == as_nested.exit_code == 1
    assert as_nested.stdout == as_flat.stdout
    assert as_nested.stdout.startswith("9 conversation(s), 8 formulation(s)\n")

    def written(root):
        return {
            p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted((root / "intake").rglob("*"))
            if p.is_file()
        }

    assert written(other) == written(kit)
    assert len([n for n in written(kit) if n.startswith("intake/replays/")]) == 8


def test_a_path_the_first_row_lacks_is_refused_with_the_paths_it_has(kit, tmp_path):
    export = tmp_path / "chat.jsonl"
    row = {"meta": {"asked_at": "2026-10-23"}, "turns": [{"role": "user", "text": "Тариф?"}]}
    export.write_text(json.dumps(row, ensure_ascii=False) + "\n", encoding="utf-8")
    done = invoke("intake", export, "--date", "meta.asked_at", "--question", "turns.0.txt", kit=kit)
    assert (done.exit_code, done.stdout) == (2, "")
    assert done.stderr == (
        f"Error: {export}:1: no column turns.0.txt; columns: meta.asked_at, turns.0.role, "
        "turns.0.text\n"
    )
    assert not (kit / "intake").exists()


def test_a_column_named_with_a_dot_is_that_column(kit, tmp_path):
    export = tmp_path / "flat.csv"
    export.write_text(
        "day,user.text,bot.text\n"
        '2026-10-23,Можно перенести задачи из CSV?,"Да, импорт CSV поддерживается."\n',
        encoding="utf-8",
    )
    done = invoke(
        "intake", export, "--date", "day", "--question", "user.text", "--answer", "bot.text",
        kit=kit,
    )  # fmt: skip
    assert done.exit_code == 0
    assert done.stdout.splitlines()[:3] == [
        "1 conversation(s), 1 formulation(s)",
        "Q3  2026-10-23  ok                    1  Можно перенести задачи из CSV?",
        "    answered with F-csv (faq-v2)",
    ]


def test_import_takes_a_nested_field_and_keeps_the_rest_as_metadata(kit, tmp_path):
    export = tmp_path / "cms.json"
    rows = [
        {
            "doc": {"slug": "reset", "body": "Press the button twice.", "lang": "en"},
            "url": "https://x/1",
        }
    ]
    export.write_text(json.dumps(rows), encoding="utf-8")
    done = invoke(
        "import", export, "--id", "doc.slug", "--text", "doc.body", "--since", "2026-01-01",
        kit=kit,
    )  # fmt: skip
    assert (done.exit_code, done.stdout) == (0, "wrote corpus/imported.jsonl: 1 document(s)\n")
    written = (kit / "corpus/imported.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in written] == [
        {
            "source_id": "reset-01be30bb",
            "valid_from": "2026-01-01",
            "valid_until": None,
            "text": "Press the button twice.",
            "metadata": {"doc": {"lang": "en"}, "url": "https://x/1"},
        }
    ]
    assert rows[0]["doc"]["body"] == "Press the button twice."


def test_an_export_line_nested_past_the_parser_is_refused_by_its_line(kit, tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    export = tmp_path / "chat.jsonl"
    export.write_text(
        '{"asked_at": "2026-10-23", "question": "Тариф?"}\n'
        f'{{"asked_at": "2026-10-23", "question": "x", "deep": {deep}}}\n',
        encoding="utf-8",
    )
    message = f"Error: {export}:2: invalid JSON at column 116: nested deeper than 64 levels\n"
    done = invoke("intake", export, "--date", "asked_at", kit=kit)
    assert (done.exit_code, done.stdout, done.stderr) == (2, "", message)
    assert not (kit / "intake").exists()
    imported = invoke(
        "import", export, "--id", "question", "--text", "question", "--since", "2026-01-01",
        kit=kit,
    )  # fmt: skip
    assert (imported.exit_code, imported.stderr) == (2, message)
    assert not (kit / "corpus/imported.jsonl").exists()


def test_an_answer_that_is_an_object_or_a_list_is_refused_with_the_path_to_its_text(kit, tmp_path):
    """An answer cell holding {"text": …} or a list of parts was read as an answer of
    nothing (the bot graded silent); a JSON number is the bot's digits."""
    export = tmp_path / "chat.jsonl"
    rows = [
        {"at": "2026-10-23", "question": "Сколько стоит тариф?", "answer": 2000},
        {"at": "2026-10-23", "question": "Настройка входит?", "answer": {"text": "да", "id": 7}},
        {"at": "2026-10-23", "question": "CSV?", "answer": ["Да", "импорт есть"]},
    ]
    export.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    done = invoke("intake", export, "--date", "at", "--answer", "answer", kit=kit)
    assert (done.exit_code, done.stdout) == (2, "")
    assert done.stderr == (
        f"Error: {export}:2: 'answer' holds an object (id, text), not the bot's text; name the "
        "text by its path: --answer answer.text\n"
        f"{export}:3: 'answer' holds a list, not the bot's text; name the text by its path: "
        "--answer answer.0\n"
    )
    assert not (kit / "intake").exists()
    export.write_text(json.dumps(rows[0], ensure_ascii=False) + "\n", "utf-8")
    done = invoke("intake", export, "--date", "at", "--answer", "answer", "--json", kit=kit)
    assert json.loads(done.stdout)["formulations"][0]["class"] == "ok"
