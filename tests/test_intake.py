"""`ragfts intake` on the example kit's questions asked as conversations, without their
labels: each class with its evidence, the owners' queue, draft golden rows and --accept."""

import json
import shutil

import pytest

from conftest import ROOT, invoke, snapshot

ARGS = ("--date", "asked_at", "--answer", "answer")


def intake(kit, *extra, path=None):
    return invoke("intake", path or kit / "answers/conversations.jsonl", *ARGS, *extra, kit=kit)


def test_the_example_conversations_get_the_classes_their_answers_deserve(kit):
    done = intake(kit, "--json")
    assert done.exit_code == 1
    found = {f["known"]: f for f in json.loads(done.stdout)["formulations"]}
    assert {qid: f["class"] for qid, f in found.items()} == {
        "Q1": "stale_answer",
        "Q2": "unsupported_answer",
        "Q3": "likely_false_refusal",
        "Q4": "unsupported_answer",
        "Q5": "kb_gap",
        "Q6": "conflict",
        "Q7": "kb_gap",
        "Q8": "stale_answer",
    }
    assert (found["Q3"]["fact_ids"], found["Q3"]["source_ids"]) == (["F-csv"], ["faq-v2"])
    # the score that put F-csv there: all the weight of the question's known stems, and
    # 0.488 of its quote's own
    assert found["Q3"]["match"] == [
        {"fact_id": "F-csv", "share": 1.0, "part": 0.488, "from": "question"}
    ]
    # Q1's bot stated the old price: that fact is asked for because the answer names it
    assert found["Q1"]["match"] == [{"fact_id": "F-price-old", "from": "answer"}]
    assert found["Q3"]["conversations"] == 2  # «можно перенести задачи из csv» is the same
    assert found["Q6"]["sides"] == [
        "F-refund14 = 14 day (refund-a: «срок возврата 14 дней»)",
        "F-refund21 = 21 day (refund-b: «срок возврата 21 день»)",
    ]
    assert found["Q5"]["why"].endswith("the bot answered anyway: «Доставим завтра»")
    # searched by rule: every attempt kept, in the order tried
    # («перене»* is in no text: left out before the first)
    assert found["Q3"]["attempts"] == [{"expression": QUORUM, "rows": 1, "from": "question"}]
    assert found["Q1"]["attempts"][-1]["from"] == "answer"


@pytest.mark.parametrize(
    "said, anyway",
    [
        # «К сожалению» before a «не» is a refusal only when what is declined is telling:
        # the first states a condition the knowledge base does not hold, the second declines
        (
            "К сожалению, мы не предоставляем скидки студентам.",
            "; the bot answered anyway: «К сожалению, мы не предоставляем скидки студентам.»",
        ),
        ("К сожалению, я не знаю.", ""),
    ],
)
def test_a_fact_stated_with_regret_is_an_answer_and_a_declined_telling_a_refusal(
    kit, tmp_path, said, anyway
):
    path = tmp_path / "regret.jsonl"
    asked = {"asked_at": "2026-10-23", "question": "Есть ли скидка для студентов?", "answer": said}
    path.write_text(json.dumps(asked, ensure_ascii=False) + "\n", encoding="utf-8")
    found = json.loads(intake(kit, "--json", path=path).stdout)["formulations"]
    assert [(f["known"], f["class"], f["why"]) for f in found] == [
        ("Q7", "kb_gap", "found faq-v2, and no fact of the registry answers it" + anyway)
    ]


# Q3's words but any one: each variant of two words, joined by OR
QUORUM = '"зада"* "CSV"'


def readme_block(marker: str) -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index(marker) + len(marker)
    return readme[start : readme.index("```", start)]


def test_the_readme_shows_the_morning_triage_as_it_is(kit):
    marker = (
        "$ ragfts intake answers/conversations.jsonl --date asked_at --answer answer --owners\n"
    )
    done = intake(kit, "--owners")
    assert (done.exit_code, done.stdout) == (1, readme_block(marker))


def test_a_new_formulation_becomes_a_draft_that_accept_makes_golden(kit, tmp_path):
    conversations = tmp_path / "today.csv"
    conversations.write_text(
        "asked_at,question,answer\n"
        '2026-10-23,Поддерживается ли импорт задач в формате CSV?,"Да, импорт CSV поддерживается."\n',
        encoding="utf-8",
    )
    done = intake(kit, path=conversations)
    assert done.exit_code == 0
    lines = done.stdout.splitlines()
    draft = lines[1].split()[0]
    assert lines[1:3] == [
        f"{draft}  2026-10-23  ok                    1  Поддерживается ли импорт задач в формате CSV?",
        "    answered with F-csv (faq-v2)",
    ]
    assert lines[-2:] == [
        "draft golden rows: intake/drafts.csv (accept with `ragfts intake --accept ID`)",
        "derived logs: intake/replays (sealed in intake/SHA256SUMS; `ragfts replay ID`)",
    ]
    rows = (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()
    assert rows[1].startswith(f"{draft},2026-10-23,Поддерживается ли импорт задач в формате CSV?,")
    assert rows[1].endswith(",answer,F-csv,faq-v2,")
    accepted = invoke("intake", "--accept", draft, kit=kit)
    assert (accepted.exit_code, accepted.stdout) == (
        0,
        f"moved {draft} into questions.csv; next: `ragfts run {draft}`\n",
    )
    assert (kit / "questions.csv").read_text(encoding="utf-8").splitlines()[-1].startswith(draft)
    assert (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()[1:] == []
    assert invoke("run", draft, kit=kit).exit_code == 0
    answer = tmp_path / "bot.jsonl"
    answer.write_text(
        json.dumps({"id": draft, "text": "Да, импорт CSV поддерживается."}, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    graded = invoke("answer", answer, kit=kit)
    assert (graded.exit_code, graded.stdout) == (0, f"{draft} [bot] PASS verdict pass\n")
    assert invoke("verify", kit=kit).exit_code == 0


@pytest.mark.parametrize(
    "text, extra, message",
    [
        (
            "asked_at,question\n2026-13-01,Что?\n",
            (),
            "{p}:2: asked_at '2026-13-01' is not a day in the calendar",
        ),
        (
            "when,question\n2026-10-23,Что?\n",
            (),
            "{p}:1: no column asked_at; columns: when, question",
        ),
        ("asked_at,question\n2026-10-23,\n", (), "{p}:2: 'question' holds no question"),
    ],
)
def test_a_bad_export_is_refused_with_file_and_line_and_nothing_written(
    kit, tmp_path, text, extra, message
):
    path = tmp_path / "bad.csv"
    path.write_text(text, encoding="utf-8")
    before = snapshot(kit)
    done = invoke("intake", path, "--date", "asked_at", *extra, kit=kit)
    assert (done.exit_code, done.stderr) == (2, "Error: " + message.format(p=path) + "\n")
    assert snapshot(kit) == before


def test_intake_needs_a_date_and_accept_needs_a_draft(kit):
    done = invoke("intake", kit / "answers/conversations.jsonl", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: give --date COLUMN (each conversation's date) or --at YYYY-MM-DD\n",
    )
    done = invoke("intake", "--accept", "I-00000000", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: intake/drafts.csv: no drafts; run `ragfts intake FILE` first\n",
    )


# seed 002's questions CSV as the article gives it: no query column
SEED_QUESTIONS = """id,at,question,expected_action,fact_ids,source_ids,expected_response
Q1,2026-10-23,Сколько стоит тариф сейчас?,answer,F-price,price-v2,На 23 октября цена 2000 рублей в месяц; указать F-price и price-v2
Q2,2026-10-23,Во сколько обойдётся месяц использования?,answer,F-price,price-v2,Месяц стоит 2000 рублей; указать F-price и price-v2
Q3,2026-10-23,Можно перенести задачи из CSV?,answer,F-csv,faq-v2,Да импорт CSV поддерживается; указать F-csv и faq-v2
Q4,2026-10-23,Настройка уже входит в стоимость?,answer,F-setup,price-v2,Нет настройка не включена; указать F-setup и price-v2
Q5,2026-10-23,За сколько дней доставите?,abstain,,faq-v2,Срок доставки в базе не определён; уточнить у владельца
Q6,2026-10-23,В какой срок можно вернуть оплату?,clarify,F-refund14;F-refund21,refund-a;refund-b,Показать оба срока 14 и 21 день; приоритет не задан; уточнить действующую политику
Q7,2026-10-23,Есть скидка студентам?,abstain,,faq-v2,Скидка студентам в базе не определена; уточнить у владельца
Q8,2026-09-15,Сколько стоил тариф в сентябре?,answer,F-price-old,price-v1,В сентябре цена была 1000 рублей; указать F-price-old и price-v1
"""


def test_seed_002s_questions_csv_without_a_query_is_accepted_as_it_is(kit):
    (kit / "questions.csv").write_text(SEED_QUESTIONS, encoding="utf-8")
    for log in (kit / "replays").glob("*.json"):
        log.unlink()
    (kit / "SHA256SUMS").unlink()
    done = invoke("run", kit=kit)
    assert done.exit_code == 1  # a lexical query misses the paraphrases, as the seed says
    logs = {
        qid: json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))
        for qid in ("Q1", "Q3", "Q6")
    }
    assert {qid: log["question"]["query"] for qid, log in logs.items()} == {
        "Q1": '"стоит" OR "тариф" OR "сейч"*',
        "Q3": '"перене"* OR "зада"* OR "CSV"',
        "Q6": '"срок" OR "верн"* OR "опла"*',
    }
    assert all(log["question"]["query_derived"] is True for log in logs.values())
    # «не задан» starts as «задачи» does: a prefix is broad, and the log says so
    assert [r["source_id"] for r in logs["Q3"]["search"]["rows"]] == [
        "faq-v2",
        "refund-a",
        "refund-b",
    ]
    assert [r["source_id"] for r in logs["Q6"]["search"]["rows"]] == [
        "faq-v2",
        "refund-a",
        "refund-b",
    ]
    assert logs["Q1"]["retrieval_missing_source_ids"] == ["price-v2"]
    assert invoke("replay", "Q3", kit=kit).exit_code == 0


TENANT_CONVERSATIONS = """asked_at,tenant,groups,question,answer
2026-06-01,acme,support,How long is the Acme refund window?,"Sorry, I can't find that information."
2026-06-01,globex,,What is the refund period for my order?,The refund period is 30 days.
2026-06-01,acme,support,What are the salary bands?,Bands start at 5000.
"""


def test_in_a_tenant_kit_each_conversation_is_triaged_as_its_asker_sees_the_kit(tmp_path):
    from conftest import copy_kit

    kit = copy_kit(ROOT / "tests/kits/tenants", tmp_path / "kit", extra=("ragfts.toml",))
    path = tmp_path / "conversations.csv"
    path.write_text(TENANT_CONVERSATIONS, encoding="utf-8")
    asked = ("--date", "asked_at", "--answer", "answer", "--tenant", "tenant", "--groups", "groups")
    done = invoke("intake", path, *asked, "--json", kit=kit)
    found = json.loads(done.stdout)["formulations"]
    assert [(f["known"], f["class"], f["source_ids"]) for f in found] == [
        ("T1", "likely_false_refusal", ["acme-refund", "acme-refund-copy"]),
        (None, "unsupported_answer", ["globex-refund"]),
        ("T3", "kb_gap", []),  # the salary bands are finance's: support sees nothing
    ]
    acme = [f for f in found if f["known"] in ("T1", "T3")]
    assert "globex" not in json.dumps(acme) and "acme-salary" not in json.dumps(acme)
    draft = found[1]["id"]
    drafts = (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()
    assert drafts[0].endswith(",tenant_id,groups") and drafts[1].endswith(",globex,")
    assert invoke("intake", "--accept", draft, kit=kit).exit_code == 0
    assert invoke("run", draft, kit=kit).exit_code == 0
    log = json.loads((kit / f"replays/{draft}.json").read_text(encoding="utf-8"))
    assert log["question"]["tenant_id"] == "globex"
    assert [r["source_id"] for r in log["search"]["rows"]] == ["globex-refund"]


def test_in_a_tenant_kit_one_process_and_two_workers_log_the_same_bytes(tmp_path):
    """One process logs each formulation from the search its triage read (as its asker
    sees the kit); two workers search it again to log it: the same files."""
    from conftest import copy_kit

    path = tmp_path / "conversations.csv"
    path.write_text(TENANT_CONVERSATIONS, encoding="utf-8")
    asked = ("--date", "asked_at", "--answer", "answer", "--tenant", "tenant", "--groups", "groups")
    written = []
    for n, jobs in enumerate(("1", "2")):
        kit = copy_kit(ROOT / "tests/kits/tenants", tmp_path / f"kit{n}", extra=("ragfts.toml",))
        assert invoke("intake", path, *asked, "--jobs", jobs, kit=kit).exit_code == 1
        written.append(snapshot(kit / "intake"))
    assert written[0] == written[1]
    logs = [name for name in written[0] if name.startswith("replays/")]
    assert len(logs) == 3 and all(name.startswith("replays/I-") for name in logs)
    assert sorted(set(written[0]) - set(logs)) == [
        "SHA256SUMS",
        "drafts.csv",
        "owners.json",
        "seen.tsv",
    ]


def test_a_tenant_kit_needs_the_tenant_column(tmp_path):
    from conftest import copy_kit

    kit = copy_kit(ROOT / "tests/kits/tenants", tmp_path / "kit", extra=("ragfts.toml",))
    path = tmp_path / "conversations.csv"
    path.write_text(TENANT_CONVERSATIONS, encoding="utf-8")
    done = invoke("intake", path, "--date", "asked_at", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: this kit has access columns: say which column holds each conversation's "
        "tenant (--tenant COLUMN, and --groups COLUMN)\n",
    )


def test_a_near_duplicate_is_the_formulation_it_is_near(kit, tmp_path):
    path = tmp_path / "today.csv"
    path.write_text(
        "asked_at,question,answer\n"
        "2026-10-23,Можно ли перенести задачи из CSV файла?,Не знаю\n"
        "2026-10-23,Можно ли перенести задачи из Excel таблицы?,Не знаю\n",
        encoding="utf-8",
    )
    found = json.loads(intake(kit, "--json", path=path).stdout)["formulations"]
    # {перенест, задач, csv, файл} shares 3 of 4 stems with Q3's: 0.75, one formulation;
    # the Excel question shares 2 of 5: a formulation of its own
    assert [(f["known"], f["conversations"]) for f in found] == [("Q3", 1), (None, 1)]


def test_the_owner_queue_is_written_and_the_report_shows_it_as_a_section(kit, tmp_path):
    assert intake(kit).exit_code == 1
    queue = json.loads((kit / "intake/owners.json").read_text(encoding="utf-8"))
    assert [(i["id"], i["conversations"]) for i in queue["missing_facts"]] == [("Q5", 1), ("Q7", 1)]
    assert [(i["id"], i["sides"]) for i in queue["conflicts"]] == [
        (
            "Q6",
            [
                "F-refund14 = 14 day (refund-a: «срок возврата 14 дней»)",
                "F-refund21 = 21 day (refund-b: «срок возврата 21 день»)",
            ],
        )
    ]
    assert invoke("report", "-o", tmp_path / "page.html", kit=kit).exit_code == 0
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    section = page.split("<section class='owners'", 1)[1].split("</section>", 1)[0]
    assert "<h3>missing business facts, for the knowledge base owner (2)</h3>" in section
    assert "<li><b>Q7</b> (1 conversation(s), 2026-10-23): Есть скидка студентам?" in section
    assert "<h3>conflicts: an owner decides which applies (1)</h3>" in section
    assert "<li>F-refund21 = 21 day (refund-b: «срок возврата 21 день»)</li>" in section
    # the queue sits between the table and the cards
    assert page.index("</table>", page.index("class='questions'")) < page.index("class='owners'")
    assert page.index("class='owners'") < page.index("<article class='card'")


def test_a_damaged_owner_queue_is_named_and_no_report_written(kit, tmp_path):
    (kit / "intake").mkdir()
    (kit / "intake/owners.json").write_text("{", encoding="utf-8")
    done = invoke("report", "-o", tmp_path / "page.html", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: intake/owners.json: not an owners' queue (ragfts-owners/1); "
        "run `ragfts intake FILE` again\n",
    )
    assert not (tmp_path / "page.html").exists()


def test_in_a_tenant_kit_the_owner_queue_shows_the_page_s_tenant_only(tmp_path):
    from conftest import copy_kit

    kit = copy_kit(ROOT / "tests/kits/tenants", tmp_path / "kit", extra=("ragfts.toml",))
    path = tmp_path / "conversations.csv"
    path.write_text(TENANT_CONVERSATIONS, encoding="utf-8")
    asked = ("--date", "asked_at", "--answer", "answer", "--tenant", "tenant", "--groups", "groups")
    invoke("intake", path, *asked, kit=kit)
    pages = {}
    for tenant in ("acme", "globex"):
        out = tmp_path / f"{tenant}.html"
        assert invoke("report", "-o", out, "--tenant", tenant, kit=kit).exit_code == 0
        text = out.read_text(encoding="utf-8")
        pages[tenant] = text.split("<section class='owners'", 1)[1].split("</section>", 1)[0]
    assert "<b>T3</b>" in pages["acme"] and "<b>T3</b>" not in pages["globex"]
    assert "(0)</h3>" in pages["globex"]


def test_on_two_workers_the_output_is_the_same_bytes(kit, tmp_path):
    path = tmp_path / "many.jsonl"
    lines = (kit / "answers/conversations.jsonl").read_text(encoding="utf-8").splitlines()
    for n in range(40):  # three batches of formulations, each its own
        record = {"asked_at": "2026-10-23", "question": f"Цена тарифа для отдела{n} слово{n}?"}
        lines.append(json.dumps(record, ensure_ascii=False))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    alone = intake(kit, "--json", path=path)
    shutil.rmtree(kit / "intake")  # else the second intake sees the first's formulations
    spread = intake(kit, "--json", "--jobs", "2", path=path)
    assert alone.exit_code == 1
    assert (spread.exit_code, spread.stdout) == (alone.exit_code, alone.stdout)
    found = json.loads(spread.stdout)["formulations"]
    assert len(found) == 48 and found[2]["known"] == "Q3"
    assert found[-1]["question"] == "Цена тарифа для отдела39 слово39?"


def test_a_bad_row_deep_in_a_streamed_export_is_named_with_its_line(kit, tmp_path):
    path = tmp_path / "big.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        for n in range(5000):
            out.write(json.dumps({"asked_at": "2026-10-23", "question": f"Вопрос {n}?"}) + "\n")
        out.write('{"asked_at": "2026-13-01", "question": "Когда?"}\n')
    before = snapshot(kit)
    done = invoke("intake", path, "--date", "asked_at", kit=kit)
    assert done.exit_code == 2 and done.stderr.startswith(f"Error: {path}:5001: ")
    assert snapshot(kit) == before


def test_each_formulation_s_search_is_a_sealed_replayable_derived_log(kit):
    import subprocess

    from test_readme import block_after

    assert intake(kit).exit_code == 1
    logs = sorted(p.name for p in (kit / "intake/replays").glob("*.json"))
    assert len(logs) == 8 and all(name.startswith("I-") for name in logs)
    check = subprocess.run(
        ["sha256sum", "--quiet", "-c", "SHA256SUMS"], cwd=kit / "intake", capture_output=True
    )
    assert check.returncode == 0, check.stdout
    log = json.loads((kit / "intake/replays/I-7770bd9c.json").read_text(encoding="utf-8"))
    assert log["question"]["query"] == QUORUM
    assert [(a["expression"], a["rows"]) for a in log["question"]["query_derived"]["attempts"]] == [
        (QUORUM, 1)
    ]
    assert log["question"]["query_derived"]["match"] == [
        {"fact_id": "F-csv", "share": 1.0, "part": 0.488, "from": "question"}
    ]
    assert [r["source_id"] for r in log["search"]["rows"]] == ["faq-v2"]
    done = invoke("replay", "I-7770bd9c", kit=kit)
    assert done.exit_code == 0
    command, _, shown = block_after("exit 3 for an edited one:").partition("\n")
    assert command == "$ ragfts replay I-7770bd9c"
    assert done.stdout.startswith(shown)
    assert "log intact; verdict: no_answer" in done.stdout
    # the same export gives the same bytes
    before = {p.name: p.read_bytes() for p in (kit / "intake/replays").glob("*.json")}
    assert intake(kit, "--jobs", "2").exit_code == 1
    again = {p.name: p.read_bytes() for p in (kit / "intake/replays").glob("*.json")}
    assert again == before


def test_each_formulation_is_searched_once_its_log_written_from_that_search(kit, monkeypatch):
    """On one process, the attempt a formulation is triaged on is the search its log
    holds: no attempt is run again to be logged, and no spool file is left."""
    import ragfts.index.search as searching

    expressions = []
    real = searching.search

    def counted(conn, expression, *args, **options):
        expressions.append(expression)
        return real(conn, expression, *args, **options)

    monkeypatch.setattr("ragfts.jobs.derive.search", counted)
    monkeypatch.setattr("ragfts.jobs.pool.search", counted)
    done = intake(kit, "--json")
    assert done.exit_code == 1
    found = json.loads(done.stdout)["formulations"]
    assert expressions == [a["expression"] for f in found for a in f["attempts"]]
    # 10 from the questions' words (the words no text holds left out, most find their
    # rows at the first attempt; Q1's none, and it is searched all three ways to be
    # logged as finding nothing), and 4 from the words of the answers that were not
    # ok and no refusal, to a question a fact of the registry holds two fifths of, that
    # the answer could state (kept only where they show the answer right): no fact holds
    # that of Q5's or Q8's, Q7's answer is a refusal, and Q2's 3000 is no price's number;
    # and 1 from all the words of Q5's answer, a gap the bot answered anyway (its words
    # find faq-v2, whose facts it states none of: the gap stays)
    assert len(expressions) == 15 and len(found) == 8
    by_answer = [f["known"] for f in found if any(a["from"] == "answer" for a in f["attempts"])]
    assert by_answer == ["Q1", "Q4", "Q5", "Q6"]
    assert not [p.name for p in (kit / "intake/replays").iterdir() if p.name.startswith(".")]
    logged = {p.stem for p in (kit / "intake/replays").glob("*.json")}
    assert logged == {f["id"] for f in found}


def test_a_triage_that_fails_midway_leaves_no_spool_behind(kit, monkeypatch):
    """The third formulation's triage fails after its search was spooled: that spool is
    let go of, the two logs already written stay unsealed (a first intake seals intake/
    at its end), nothing says they were seen, and the next intake does all and seals."""
    import subprocess

    import ragfts.jobs.intake as job

    real, asked = job.triage, []

    def failing(*args):
        # a formulation may be triaged twice (on its answer's words too): the third
        # formulation's first triage fails
        if args[2] not in asked:
            asked.append(args[2])
        if len(asked) == 3:
            raise RuntimeError("triage failed")
        return real(*args)

    monkeypatch.setattr(job, "triage", failing)
    with pytest.raises(RuntimeError, match="triage failed"):
        intake(kit)
    replays = kit / "intake/replays"
    assert not [p.name for p in replays.iterdir() if p.name.startswith(".")]
    assert len(list(replays.glob("*.json"))) == 2
    assert not (kit / "intake/SHA256SUMS").exists() and not (kit / "intake/seen.tsv").exists()
    monkeypatch.setattr(job, "triage", real)
    assert intake(kit).exit_code == 1
    assert len(list(replays.glob("*.json"))) == 8
    check = subprocess.run(["sha256sum", "--quiet", "-c", "SHA256SUMS"], cwd=kit / "intake")
    assert check.returncode == 0


def test_on_two_workers_a_failure_midway_leaves_none_of_their_spools(kit, monkeypatch):
    """The workers spool formulations ahead of the logging here; when the third one's
    log fails, what they spooled for the rest is removed with the pool gone."""
    from ragfts.log.rowspool import SpooledRows

    real, calls = SpooledRows.rehead, []

    def failing(self, head):
        calls.append(1)
        if len(calls) == 3:
            raise RuntimeError("rehead failed")
        return real(self, head)

    monkeypatch.setattr(SpooledRows, "rehead", failing)
    with pytest.raises(RuntimeError, match="rehead failed"):
        intake(kit, "--jobs", "2")
    replays = kit / "intake/replays"
    assert not [p.name for p in replays.iterdir() if p.name.startswith(".")]
    assert len(list(replays.glob("*.json"))) == 2


def test_a_search_of_the_bot_s_words_that_fails_lets_go_of_the_question_s_spool(kit, monkeypatch):
    """The first formulation's question finds nothing, so its answer's words are
    searched: that search failing leaves neither spool behind."""
    import ragfts.jobs.intake as job

    real = job.derive

    def failing(kit, text, *args, **options):
        if not text.endswith("?"):  # the bot's answer, not a question
            raise RuntimeError("search failed")
        return real(kit, text, *args, **options)

    monkeypatch.setattr(job, "derive", failing)
    with pytest.raises(RuntimeError, match="search failed"):
        intake(kit)
    replays = kit / "intake/replays"
    assert not [p.name for p in replays.iterdir() if p.name.startswith(".")]
    assert not list(replays.glob("*.json"))


def test_an_edited_derived_log_is_named_by_replay_and_exits_3(kit):
    assert intake(kit).exit_code == 1
    path = kit / "intake/replays/I-7770bd9c.json"
    path.write_text(
        path.read_text(encoding="utf-8").replace("поддерживается импорт", "отменён импорт"),
        encoding="utf-8",
    )
    done = invoke("replay", "I-7770bd9c", kit=kit)
    assert done.exit_code == 3
    assert "replays/I-7770bd9c.json (SHA256SUMS)" in done.stdout
    unknown = invoke("replay", "I-00000000", kit=kit)
    assert (unknown.exit_code, unknown.stderr) == (
        2,
        "Error: questions.csv: no question with id 'I-00000000'\n",
    )


def test_an_earlier_intake_s_formulations_are_recognised_and_its_drafts_kept(kit, tmp_path):
    first = tmp_path / "monday.csv"
    first.write_text(
        "asked_at,question,answer\n"
        '2026-10-23,Поддерживается ли импорт задач в формате CSV?,"Да, импорт CSV поддерживается."\n',
        encoding="utf-8",
    )
    assert intake(kit, path=first).exit_code == 0
    draft = (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()[1].split(",")[0]
    assert (kit / "intake/seen.tsv").read_text(encoding="utf-8") == (
        "id\ttenant_id\tgroups\tquestion\n"
        f"{draft}\t\t\tПоддерживается ли импорт задач в формате CSV?\n"
    )
    second = tmp_path / "tuesday.csv"
    second.write_text(
        "asked_at,question,answer\n"
        '2026-10-24,Поддерживается импорт задач в формате CSV?,"Да."\n'
        "2026-10-24,Есть ли тариф для семьи?,Не знаю.\n",
        encoding="utf-8",
    )
    done = intake(kit, path=second)
    lines = done.stdout.splitlines()
    assert lines[1].startswith(f"{draft}  2026-10-24  ")
    assert lines[1].endswith(
        "Поддерживается импорт задач в формате CSV?  (seen in an earlier intake)"
    )
    assert "(seen in an earlier intake)" not in lines[3]
    # Wednesday asks something else: Monday's draft, not accepted, is still there
    third = tmp_path / "wednesday.csv"
    third.write_text(
        'asked_at,question,answer\n2026-10-25,Можно ли перенести задачи из CSV?,"Да, импорт CSV поддерживается."\n',
        encoding="utf-8",
    )
    assert intake(kit, path=third).exit_code == 0
    drafts = (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()
    assert [row.split(",")[0] for row in drafts[1:]] == [draft]


@pytest.mark.parametrize(
    "lines, message",
    [
        (
            ['{"asked_at": "2026-10-23", "question": "a?"}', "", "{bad json"],
            "{p}:3: invalid JSON at column 2: Expecting property name enclosed in double quotes",
        ),
        (
            ['{"asked_at": "2026-10-23", "question": "a?"}', "[1, 2]"],
            "{p}:2: expected a JSON object on each line",
        ),
        (
            ['{"when": "2026-10-23", "question": "a?"}'],
            "{p}:1: no column asked_at; columns: when, question",
        ),
        (
            [
                '{"asked_at": "2026-10-23", "question": "a?"}',
                '{"asked_at": "2026-10-23", "question": "CSV \\ud800?"}',
            ],
            "{p}:2: invalid JSON at column 45: text 'CSV \\ud800?' holds a lone surrogate",
        ),
    ],
)
def test_a_bad_json_lines_export_is_named_by_its_own_line(kit, tmp_path, lines, message):
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = snapshot(kit)
    done = invoke("intake", path, "--date", "asked_at", kit=kit)
    assert (done.exit_code, done.stderr) == (2, "Error: " + message.format(p=path) + "\n")
    assert snapshot(kit) == before


def test_check_verifies_the_derived_logs_seal_too(kit):
    assert invoke("run", kit=kit).exit_code == 0
    invoke("seal", kit=kit)
    assert intake(kit).exit_code == 1
    done = invoke("check", kit=kit)
    assert (done.exit_code, done.stdout.splitlines()[-1]) == (
        0,
        "8 search checks, 10 integrity checks, 8 answer checks: all pass",
    )
    with open(kit / "intake/replays/I-7770bd9c.json", "a", encoding="utf-8") as handle:
        handle.write(" ")
    done = invoke("check", kit=kit)
    assert done.exit_code == 3
    assert done.stdout.splitlines()[0] == (
        "FAIL integrity intake/SHA256SUMS: replays/I-7770bd9c.json: FAILED (checksum differs)"
    )


GAPS = """asked_at,question,answer
2026-10-23,Есть скидка студентам?,Не знаю
2026-10-23,Когда доставите заказ?,Не знаю
2026-10-23,Какая скидка пенсионерам?,Не знаю
2026-10-23,Скидка для школ бывает?,Не знаю
2026-10-23,Доставка в выходные работает?,Не знаю
"""


def test_missing_facts_are_grouped_by_the_topic_they_share_as_the_readme_shows(kit, tmp_path):
    from test_readme import block_after

    path = tmp_path / "gaps.csv"
    path.write_text(GAPS, encoding="utf-8")
    done = intake(kit, "--owners", path=path)
    assert done.exit_code == 1
    lines = done.stdout.splitlines()
    shown = lines[lines.index("missing business facts (for the knowledge base's owner):") :]
    shown = shown[: shown.index("conflicts (an owner decides which applies):") + 1]
    command, _, expected = block_after("topics for the owner (`gaps.csv`").partition("\n")
    assert command.startswith("$ ragfts intake gaps.csv --date asked_at --answer answer --owners")
    assert "\n".join(shown) + "\n" == expected
    queue = json.loads((kit / "intake/owners.json").read_text(encoding="utf-8"))
    assert [(i["id"], i["topic"]) for i in queue["missing_facts"]] == [
        ("Q7", "скидка"),
        ("I-1dfa4204", "скидка"),
        ("I-b6c76d87", "скидка"),
        ("I-9af6687c", "доставите"),
        ("I-8d807a69", "доставите"),
    ]
    assert invoke("report", "-o", tmp_path / "page.html", kit=kit).exit_code == 0
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    assert "<li>topic «скидка» (3 conversation(s)):<ul><li><b>Q7</b>" in page


def test_a_product_name_every_fact_holds_names_no_topic(kit, tmp_path):
    path = tmp_path / "gaps.csv"
    path.write_text(
        "asked_at,question,answer\n"
        "2026-10-23,Планёр работает на Linux?,Не знаю\n"
        "2026-10-23,Планёр умеет экспорт в PDF?,Не знаю\n",
        encoding="utf-8",
    )
    assert intake(kit, path=path).exit_code == 1
    queue = json.loads((kit / "intake/owners.json").read_text(encoding="utf-8"))
    assert [i["topic"] for i in queue["missing_facts"]] == ["", ""]


def test_what_intake_keeps_is_written_as_one_change_or_not_at_all(kit, monkeypatch):
    from ragfts.kit import commit as commit_module

    real = commit_module._write_durable
    written = []

    def fail_on_the_second(path, data):
        written.append(path.name)
        if len(written) == 2:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(commit_module, "_write_durable", fail_on_the_second)
    done = intake(kit)
    assert done.exit_code == 2
    # the first file was made beside its target, then taken back: none is in place
    assert [n.split(".")[1] for n in written] == ["seen", "owners"]
    left = sorted(p.name for p in (kit / "intake").iterdir())
    assert left == ["SHA256SUMS", "replays"]
    monkeypatch.setattr(commit_module, "_write_durable", real)
    assert intake(kit).exit_code == 1
    # (the example kit's conversations make no draft row)
    assert sorted(p.name for p in (kit / "intake").iterdir()) == [
        "SHA256SUMS",
        "owners.json",
        "replays",
        "seen.tsv",
    ]


def test_a_derived_log_s_match_is_read_strictly():
    from ragfts.log.reading import _derived, _Shape

    attempts = [{"expression": '"a"', "rows": 1, "from": "question"}]
    good = {
        "rule": "r",
        "attempts": attempts,
        "match": [
            {"fact_id": "F-a", "share": 1.0, "part": 0.5, "from": "question"},
            {"fact_id": "F-b", "from": "answer"},
            {"fact_id": "F-c", "from": "kind"},
        ],
    }
    assert _derived(good) == (
        "r",
        (('"a"', 1, "question"),),
        (
            ("F-a", 1.0, 0.5, "question"),
            ("F-b", None, None, "answer"),
            ("F-c", None, None, "kind"),
        ),
    )
    for bad in (
        [{"fact_id": "F-a", "share": "1.0", "part": 0.5, "from": "question"}],
        [{"fact_id": "F-a", "share": 1.0, "from": "question"}],
        [{"fact_id": "F-b", "share": 1.0, "part": 0.5, "from": "answer"}],
        [{"fact_id": "F-c", "from": "elsewhere"}],
        {"fact_id": "F-a"},
    ):
        with pytest.raises(_Shape, match="query_derived.match: expected"):
            _derived({**good, "match": bad})


def test_a_gap_says_how_near_the_nearest_fact_came(kit, tmp_path):
    path = tmp_path / "near.csv"
    path.write_text(
        'asked_at,question,answer\n2026-10-23,"Импорт, настройка и возврат: что есть?",Не знаю\n',
        encoding="utf-8",
    )
    (found,) = json.loads(intake(kit, "--json", path=path).stdout)["formulations"]
    # three known stems, each held by another fact: none holds half the weight
    assert (found["class"], found["why"]) == (
        "kb_gap",
        "found faq-v2, price-v2, refund-a, refund-b, and no fact of the registry answers it "
        "(nearest F-csv: 0.375 of the question's weight, 0.5 needed)",
    )
    assert [(m["fact_id"], m["share"]) for m in found["match"]] == [
        ("F-csv", 0.375),
        ("F-setup", 0.375),
        ("F-refund14", 0.25),
    ]


def test_an_export_without_answers_is_triaged_on_what_the_knowledge_base_holds(kit, tmp_path):
    """No --answer column: what the bot said is not known, so a question the knowledge
    base answers is unclear (not an unsupported answer), and still drafted; gaps and
    conflicts are the owners' as ever. An empty answer cell is an answer of nothing."""
    done = invoke("intake", kit / "answers/conversations.jsonl", "--date", "asked_at", kit=kit)
    assert done.exit_code == 1
    lines = done.stdout.splitlines()
    assert lines[3:5] == [
        "Q2  2026-10-23  unclear               1  Во сколько обойдётся месяц использования?",
        "    no answer to read (the export has no --answer column); F-price (price-v2) answers it",
    ]
    # Q1's and Q8's words find no fact (Q1's nothing at all), but each is a golden
    # question whose row names its fact: its source is read, and no owner is sent a gap
    assert [line.split()[2] for line in lines[1:-2:2]] == [
        "unclear", "unclear", "unclear", "unclear", "kb_gap", "conflict", "kb_gap", "unclear",
    ]  # fmt: skip
    assert lines[1:3] == [
        "Q1  2026-10-23  unclear               1  Сколько стоит тариф сейчас?",
        "    no answer to read (the export has no --answer column); F-price (price-v2) answers it",
    ]
    assert lines[-2] == "for the owners: 2 missing fact(s), 1 conflict(s) (--owners)"
    today = tmp_path / "today.csv"
    today.write_text(
        "asked_at,question\n2026-10-23,Поддерживается ли импорт задач в формате CSV?\n",
        encoding="utf-8",
    )
    done = invoke("intake", today, "--date", "asked_at", kit=kit)
    assert done.exit_code == 1
    assert done.stdout.splitlines()[2] == (
        "    no answer to read (the export has no --answer column); F-csv (faq-v2) answers it"
    )
    rows = (kit / "intake/drafts.csv").read_text(encoding="utf-8").splitlines()
    assert rows[1].endswith(",answer,F-csv,faq-v2,")
    empty = tmp_path / "empty.csv"
    empty.write_text(
        "asked_at,question,answer\n2026-10-23,Можно перенести задачи из CSV?,\n",
        encoding="utf-8",
    )
    said_nothing = invoke("intake", empty, "--date", "asked_at", "--answer", "answer", kit=kit)
    assert said_nothing.stdout.splitlines()[1].split()[2] == "unsupported_answer"


def test_a_unix_time_is_the_day_it_falls_on_in_utc(kit, tmp_path):
    from ragfts.jobs.intake import conversation_day

    assert [
        conversation_day(v)
        for v in (1792747920, "1792800000999", "1792713599.75", "2026-10-23T23:30:00-05:00")
    ] == ["2026-10-23", "2026-10-24", "2026-10-22", "2026-10-23"]
    export = tmp_path / "chat.jsonl"
    export.write_text(
        '{"ts": 1792747920, "q": "Можно перенести задачи из CSV?"}\n'
        '{"ts": 20261023, "q": "Тариф?"}\n',
        encoding="utf-8",
    )
    done = invoke("intake", export, "--date", "ts", "--question", "q", kit=kit)
    assert (done.exit_code, done.stdout) == (2, "")
    assert done.stderr == f"Error: {export}:2: ts must be a YYYY-MM-DD date, got '20261023'\n"
    export.write_text(export.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    done = invoke("intake", export, "--date", "ts", "--question", "q", kit=kit)
    assert done.stdout.splitlines()[1].split()[:2] == ["Q3", "2026-10-23"]


def test_a_date_that_is_no_iso_timestamp_is_named_whole(kit, tmp_path):
    # «Oct 23 2026» was named as 'Oct 23 202' (its first ten characters), and «2026-10-23
    # or so» was read as the date it starts with
    from ragfts.jobs.intake import conversation_day

    stamps = ("2026-10-23 09:12", "2026-10-23T09:12:00.123456+00:00", "2026-10-23t09:12:00z")
    assert [conversation_day(v) for v in stamps] == ["2026-10-23"] * 3
    export = tmp_path / "chat.jsonl"
    for said in ("Oct 23 2026", "2026-10-23 or so"):
        export.write_text(json.dumps({"ts": said, "q": "Тариф?"}) + "\n", encoding="utf-8")
        done = invoke("intake", export, "--date", "ts", "--question", "q", kit=kit)
        assert (done.exit_code, done.stderr) == (
            2,
            f"Error: {export}:1: ts must be a YYYY-MM-DD date, got {said!r}\n",
        )


def test_a_gap_that_found_many_sources_names_five_and_counts_the_rest(kit, tmp_path):
    from conftest import jsonl_corpus

    jsonl_corpus(kit, 8, lambda n: f"Планёр: заметка номер {n} о доставке")
    (kit / "SHA256SUMS").unlink()
    export = tmp_path / "today.csv"
    export.write_text("asked_at,question\n2026-10-23,Какая заметка о доставке?\n", "utf-8")
    done = invoke("intake", export, "--date", "asked_at", kit=kit)
    assert done.stdout.splitlines()[2] == (
        "    found d000000, d000001, d000002, d000003, d000004 and 3 more (the derived log "
        "lists them), and no fact of the registry answers it"
    )
    fid = done.stdout.splitlines()[1].split()[0]
    log = json.loads((kit / f"intake/replays/{fid}.json").read_text(encoding="utf-8"))
    assert [r["source_id"] for r in log["search"]["rows"]] == [f"d{n:06}" for n in range(8)]


def test_a_later_intake_seals_its_own_logs_and_keeps_the_earlier_ones_lines(kit, tmp_path):
    import subprocess

    assert intake(kit).exit_code == 1
    first = (kit / "intake/SHA256SUMS").read_text(encoding="utf-8").splitlines()
    later = tmp_path / "later.csv"
    later.write_text("asked_at,question,answer\n2026-10-23,Есть скидка пенсионерам?,Нет\n", "utf-8")
    assert intake(kit, path=later).exit_code == 1
    sums = (kit / "intake/SHA256SUMS").read_text(encoding="utf-8").splitlines()
    # every earlier line kept as it was, and one more log
    assert set(first) < set(sums) and len(sums) == len(first) + 1
    check = ["sha256sum", "--quiet", "-c", "SHA256SUMS"]
    assert subprocess.run(check, cwd=kit / "intake", capture_output=True).returncode == 0
    # an earlier log edited by hand is still told: its line is the one sealed for it
    path = kit / "intake/replays/I-7770bd9c.json"
    path.write_text(path.read_text(encoding="utf-8").replace("CSV", "XLS"), encoding="utf-8")
    assert intake(kit, path=later).exit_code == 1
    assert subprocess.run(check, cwd=kit / "intake", capture_output=True).returncode == 1
    assert invoke("replay", "I-7770bd9c", kit=kit).exit_code == 3
