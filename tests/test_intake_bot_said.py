"""Intake on an export that keeps what the bot retrieved and cited, and each
conversation's id: which link broke (the bot's retrieval or its answer), an answer that
cites or read an outdated version, the owners' queue naming the conversations, and a bad
cell refused by file and line with nothing written."""

import json

from test_readme import block_after

from conftest import ROOT, copy_kit, invoke, snapshot

COLUMNS = ("--date", "at", "--answer", "answer", "--context", "retrieved", "--citations", "cited")


def with_context(kit, path) -> list[dict]:
    """The formulations of an export whose `retrieved` column is the bot's context."""
    args = ("--date", "at", "--answer", "answer", "--context", "retrieved", "--json")
    return json.loads(invoke("intake", path, *args, kit=kit).stdout)["formulations"]


def write_jsonl(path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")


def readme_export() -> str:
    return block_after("as `import` says it). With `context.jsonl`:")


def test_the_readme_export_of_what_the_bot_retrieved_and_cited_gives_the_readme_output(
    kit, tmp_path
):
    path = tmp_path / "context.jsonl"
    path.write_text(readme_export(), encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = "$ ragfts intake context.jsonl --date at --answer answer --context retrieved --citations cited --conversation id\n"
    start = readme.index(marker) + len(marker)
    expected = readme[start : readme.index("```", start)]
    done = invoke("intake", path, *COLUMNS, "--conversation", "id", kit=kit)
    assert (done.exit_code, done.stdout) == (1, expected)
    # the same export on two workers, in a kit that saw none of it: the same lines
    other = copy_kit(ROOT, tmp_path / "other")
    again = invoke("intake", path, *COLUMNS, "--conversation", "id", "--jobs", "2", kit=other)
    assert (again.exit_code, again.stdout) == (1, expected)


def test_without_the_bots_context_and_citations_the_same_export_says_less(kit, tmp_path):
    path = tmp_path / "context.jsonl"
    path.write_text(readme_export(), encoding="utf-8")
    done = invoke("intake", path, "--date", "at", "--answer", "answer", "--json", kit=kit)
    found = {
        f["id"] if not f["known"] else f["known"]: f
        for f in json.loads(done.stdout)["formulations"]
    }
    # the refusals are still false, with no link named; c-3's right price from the
    # wrong page is ok when its citation is not read
    assert found["Q3"]["why"] == "the bot refused; F-csv (faq-v2) holds the fact"
    assert found["I-dd2b3d91"]["why"] == "the bot refused; F-csv (faq-v2) holds the fact"
    assert (found["Q1"]["class"], found["Q1"]["why"]) == ("ok", "answered with F-price (price-v2)")
    assert [f["conversation_ids"] for f in found.values()] == [[], [], [], [], []]


def test_a_source_only_the_bots_context_held_is_read_beside_the_derived_search(kit, tmp_path):
    # «Планёр» alone finds every source; asked with the bot's context of faq-v2 only, the
    # bot's source is the one whose fact is matched. A question the derived search
    # answers nothing for: its words are in no document.
    path = tmp_path / "held.jsonl"
    rows = [
        {
            "at": "2026-10-23",
            "question": "Поддерживается импорт CSV?",
            "answer": "Не знаю",
            "retrieved": [
                {"source_id": "faq-v2", "text": "Для переноса задач поддерживается импорт CSV."}
            ],
        },
        {
            "at": "2026-10-23",
            "question": "Ксв грузится?",
            "answer": "Не знаю",
            "retrieved": ["faq-v2"],
        },
    ]
    write_jsonl(path, rows)
    found = with_context(kit, path)
    assert [(f["class"], f["why"]) for f in found] == [
        (
            "likely_false_refusal",
            "the bot refused; F-csv (faq-v2) holds the fact; the bot's own context held faq-v2",
        ),
        ("kb_gap", "found faq-v2, and no fact of the registry answers it"),
    ]
    # the second's own words found nothing: faq-v2 is there because the bot held it
    assert [a["rows"] for a in found[1]["attempts"] if a["from"] == "question"] == [0, 0]


def test_the_owners_queue_names_the_conversations_that_asked(kit, tmp_path):
    path = tmp_path / "gaps.csv"
    path.write_text(
        "cid,asked_at,question,answer\n"
        + "".join(f"c-{n},2026-10-23,Есть скидка студентам?,Не знаю\n" for n in range(1, 8))
        + "c-8,2026-10-23,В какой срок можно вернуть оплату?,14 дней\n",
        encoding="utf-8",
    )
    args = ("--date", "asked_at", "--answer", "answer", "--conversation", "cid")
    done = invoke("intake", path, *args, "--owners", kit=kit)
    assert done.exit_code == 1
    lines = done.stdout.splitlines()
    assert lines[lines.index("missing business facts (for the knowledge base's owner):") + 1] == (
        "  Q7 (7: c-1, c-2, c-3, c-4, c-5, …): Есть скидка студентам? — found faq-v2, "
        "and no fact of the registry answers it"
    )
    assert lines[lines.index("conflicts (an owner decides which applies):") + 1] == (
        "  Q6 (1: c-8): В какой срок можно вернуть оплату?"
    )
    queue = json.loads((kit / "intake/owners.json").read_text(encoding="utf-8"))
    assert queue["missing_facts"][0]["conversation_ids"] == ["c-1", "c-2", "c-3", "c-4", "c-5"]
    assert invoke("report", "-o", tmp_path / "page.html", kit=kit).exit_code == 0
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    assert "<li><b>Q7</b> (7 conversation(s): c-1, c-2, c-3, c-4, c-5, …, 2026-10-23)" in page


def test_a_csv_export_gives_its_context_as_json_text_or_as_ids(kit, tmp_path):
    path = tmp_path / "chat.csv"
    path.write_text(
        "at,question,answer,retrieved\n"
        "2026-10-23,Можно перенести задачи из CSV?,Не знаю,faq-v2;price-v2\n"
        '2026-10-23,Импорт из CSV поддерживается?,Не знаю,"[""refund-a""]"\n'
        "2026-10-23,Настройка уже входит в стоимость?,Настройка не включена,\n",
        encoding="utf-8",
    )
    found = with_context(kit, path)
    assert [f["why"] for f in found] == [
        "the bot refused; F-csv (faq-v2) holds the fact; the bot's own context held faq-v2",
        "the bot refused; F-csv (faq-v2) holds the fact; bot_retrieval_missed: faq-v2 found by "
        "the reference search, not retrieved by the bot",
        # an empty cell: what the bot retrieved is not known, so nothing is said of it
        "answered with F-setup (price-v2)",
    ]


def test_a_cell_that_holds_no_list_is_refused_by_its_line_and_nothing_is_written(kit, tmp_path):
    before = snapshot(kit)
    path = tmp_path / "chat.jsonl"
    rows = [
        {
            "at": "2026-10-23",
            "question": "Можно перенести задачи из CSV?",
            "answer": "Нет",
            "retrieved": ["faq-v2"],
        },
        {
            "at": "2026-10-23",
            "question": "Сколько стоит тариф?",
            "answer": "2000",
            "retrieved": [{"text": "цена"}],
        },
        {
            "at": "2026-10-23",
            "question": "Есть скидка?",
            "answer": "Нет",
            "retrieved": 7,
            "cited": "[not json",
        },
    ]
    write_jsonl(path, rows)
    done = invoke("intake", path, *COLUMNS, kit=kit)
    assert done.exit_code == 2
    wanted = (
        "a list of source ids or of {source_id, text} objects (JSON), or ;-separated source ids"
    )
    assert done.output.splitlines() == [
        f"Error: {path}:2: 'retrieved' does not hold {wanted}",
        f"{path}:3: 'cited' does not hold a list of source ids (JSON, or ;-separated)",
        f"{path}:3: 'retrieved' does not hold {wanted}",
    ]
    assert snapshot(kit) == before


def test_a_column_no_conversation_has_is_refused_with_the_columns_there_are(kit, tmp_path):
    before = snapshot(kit)
    path = tmp_path / "chat.jsonl"
    path.write_text(
        '{"at": "2026-10-23", "question": "Есть скидка?", "answer": "Нет"}\n'
        '{"at": "2026-10-23", "question": "Сколько стоит?", "answer": "2000", "ctx": []}\n',
        encoding="utf-8",
    )
    done = invoke(
        "intake", path, "--date", "at", "--answer", "answer", "--context", "context", kit=kit
    )
    assert (done.exit_code, done.output) == (
        2,
        f"Error: {path}: no conversation has 'context' (--context); columns: at, question, answer\n",
    )
    assert snapshot(kit) == before


def test_each_bot_s_answer_is_triaged_on_the_formulation_s_one_search(kit, tmp_path):
    path = tmp_path / "bots.csv"
    path.write_text(block_after("With `bots.csv`:"), encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = "$ ragfts intake bots.csv --date at --answer answer --label bot\n"
    start = readme.index(marker) + len(marker)
    expected = readme[start : readme.index("```", start)]
    args = ("--date", "at", "--answer", "answer", "--label", "bot")
    done = invoke("intake", path, *args, kit=kit)
    assert (done.exit_code, done.stdout) == (1, expected)
    # searched and logged once a formulation, whichever bots answered it
    assert len(list((kit / "intake/replays").glob("*.json"))) == 3
    other = copy_kit(ROOT, tmp_path / "other")
    again = invoke("intake", path, *args, "--jobs", "2", kit=other)
    assert (again.exit_code, again.stdout) == (1, expected)
    found = json.loads(invoke("intake", path, *args, "--json", kit=other).stdout)
    assert [(f["known"], f["label"], f["labels"]) for f in found["formulations"]][0] == (
        "Q3",
        "bot-a",
        [
            {
                "label": "bot-b",
                "conversations": 1,
                "class": "ok",
                "why": "answered with F-csv (faq-v2)",
            }
        ],
    )


def test_every_bot_right_is_exit_0_and_one_wrong_is_exit_1(kit, tmp_path):
    path = tmp_path / "bots.csv"
    args = ("--date", "at", "--answer", "answer", "--label", "bot")
    header = "at,bot,question,answer\n"
    right = '2026-10-23,a,Можно перенести задачи из CSV?,"Да, импорт CSV поддерживается."\n'
    path.write_text(header + right + right.replace(",a,", ",b,"), encoding="utf-8")
    assert invoke("intake", path, *args, kit=kit).exit_code == 0
    path.write_text(
        header + right + "2026-10-23,b,Можно перенести задачи из CSV?,Не знаю\n", "utf-8"
    )
    done = invoke("intake", path, *args, kit=kit)
    # the formulation's line is bot a's, and ok; bot b's refusal makes the exit 1
    assert done.exit_code == 1 and done.stdout.splitlines()[1].split()[2] == "ok"
    assert done.stdout.splitlines()[3].startswith("    b (1): likely_false_refusal — ")


def test_a_context_of_more_items_than_a_bot_retrieves_is_refused(kit, tmp_path):
    before = snapshot(kit)
    path = tmp_path / "chat.jsonl"
    many = [f"s{n}" for n in range(1_001)]
    write_jsonl(
        path, [{"at": "2026-10-23", "question": "Есть скидка?", "answer": "Нет", "retrieved": many}]
    )
    done = invoke(
        "intake", path, "--date", "at", "--answer", "answer", "--context", "retrieved", kit=kit
    )
    assert (done.exit_code, done.output) == (
        2,
        f"Error: {path}:1: 'retrieved' holds 1,001 items; at most 1,000 are read\n",
    )
    assert snapshot(kit) == before


def test_a_reply_that_answers_nothing_is_a_false_refusal_where_the_fact_is_held(kit, tmp_path):
    # a failure, a platform's fallback, a greeting, a menu, a handoff, thanks alone and a
    # rate limit, each the whole reply to a question whose fact faq-v2 holds
    replies = [
        "Что-то пошло не так. Попробуйте ещё раз позже.",
        "Я вас не понял. Переформулируйте, пожалуйста.",
        "Здравствуйте! Чем могу помочь?",
        "Я могу помочь с заказами, возвратами и оплатой.",
        "Перевожу вас на оператора.",
        "Спасибо за вопрос!",
        "Превышен лимит запросов. Попробуйте через час.",
    ]
    asked = [
        "Можно перенести задачи из CSV?",
        "Можно ли импортировать задачи из файла CSV?",
        "Поддерживается импорт задач из CSV?",
        "Как загрузить задачи из CSV?",
        "Умеет ли сервис брать список дел из CSV-файла?",
        "Получится ли завести задачи CSV-выгрузкой?",
        "Бывает ли у вас загрузка дел через файл формата CSV?",
    ]
    path = tmp_path / "said.jsonl"
    write_jsonl(
        path, [{"at": "2026-10-23", "question": q, "answer": a} for q, a in zip(asked, replies)]
    )
    done = invoke("intake", path, "--date", "at", "--answer", "answer", "--json", kit=kit)
    assert done.exit_code == 1
    found = json.loads(done.stdout)["formulations"]
    assert [(f["question"], f["class"], f["why"]) for f in found] == [
        (q, "likely_false_refusal", "the bot refused; F-csv (faq-v2) holds the fact") for q in asked
    ]
    # an answer that goes on past the same words is read as an answer
    write_jsonl(
        path,
        [
            {
                "at": "2026-10-23",
                "question": asked[0],
                "answer": "Здравствуйте! Да, импорт CSV поддерживается.",
            }
        ],
    )
    again = json.loads(
        invoke("intake", path, "--date", "at", "--answer", "answer", "--json", kit=kit).stdout
    )
    assert [f["class"] for f in again["formulations"]] == ["ok"]
