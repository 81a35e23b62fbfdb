"""`ragfts replay`: intact logs, each kind of tampering, drift, and that it never writes."""

import json

from conftest import invoke, snapshot


def load(kit, qid):
    return json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))


def save(kit, qid, log):
    (kit / f"replays/{qid}.json").write_text(
        json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )


def test_replay_q3_shows_both_answers_on_the_same_fragment(kit):
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Q3 @ 2026-10-23: Можно перенести задачи из CSV?"
    assert '  parameters: ["CSV", "2026-10-23", "2026-10-23"]' in lines
    assert "  faq-v2  [2026-10-01 .. open]" in lines
    assert "  F-csv (faq-v2) Планёр.csv_import = true — in the found context" in lines
    assert "  [before] abstain «Не знаю, в базе нет ответа»; claims: none; cites: none" in lines
    assert (
        "      wrong_action_or_false_refusal: false refusal: abstained although F-csv (faq-v2) was in the found context"
        in lines
    )
    assert "    → PASS, verdict pass" in lines
    assert lines[-1] == "log intact; verdict: pass"


def test_replay_never_writes(kit):
    invoke("build", kit=kit)
    before = snapshot(kit)
    for qid in ("Q1", "Q3", "Q6"):
        assert invoke("replay", qid, kit=kit).exit_code == 0
    assert snapshot(kit) == before


def test_replay_exits_1_when_the_latest_answer_fails(kit, tmp_path):
    answers = tmp_path / "bot.json"
    answers.write_text(
        '{"id": "Q3", "label": "retry", "answer": {"action": "abstain", "text": "нет"}}',
        encoding="utf-8",
    )
    assert invoke("answer", answers, kit=kit).exit_code == 1
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == "log intact; verdict: answer"


def test_replay_json_is_one_object(kit):
    data = json.loads(invoke("replay", "Q6", "--json", kit=kit).stdout)
    assert data["intact"] is True and data["findings"] == []
    assert data["reference"]["action"] == "clarify"
    assert data["reference"]["decisions"][0]["fact_ids"] == ["F-refund14", "F-refund21"]
    assert [a["label"] for a in data["answers"]] == ["before", "after"]


def tampered(kit, qid, change):
    log = load(kit, qid)
    change(log)
    save(kit, qid, log)
    result = invoke("replay", qid, kit=kit)
    assert result.exit_code == 3, result.output
    found = [
        line
        for line in result.stdout.splitlines()
        if line.startswith(("  tampered: ", "  drift: "))
    ]
    # The log is listed in SHA256SUMS, which ragfts keeps current for what it writes:
    # a hand edit is named first, whatever else it changed.
    assert found[0].startswith(f"  tampered: replays/{qid}.json (SHA256SUMS): logged ")
    return [line for line in found[1:] if not line.startswith("  tampered: index.used_sha256")]


def test_changed_source_id_in_a_row(kit):
    findings = tampered(kit, "Q3", lambda log: log["search"]["rows"][0].update(source_id="faq-v1"))
    assert (
        '  tampered: search.rows[0].source_id: logged "faq-v1", now "not found by the re-run (row added to the log)"'
        in findings
    )


def test_changed_fragment_text(kit):
    def change(log):
        log["search"]["rows"][0]["text"] = log["search"]["rows"][0]["text"].replace("CSV", "XLSX")

    findings = tampered(kit, "Q3", change)
    assert len(findings) == 1
    assert findings[0].startswith(
        '  tampered: search.rows[0].text (faq-v2): logged "Учебный FAQ «Планёр», версия 2. Для переноса задач поддерживается импорт XLSX.'
    )


def test_question_date_replaced_by_another(kit):
    def change(log):
        log["question"]["at"] = "2026-11-30"
        log["search"]["parameters"][1:] = ["2026-11-30", "2026-11-30"]

    findings = tampered(kit, "Q8", change)
    assert findings[0] == '  tampered: question.at: logged "2026-11-30", now "2026-09-15"'
    assert (
        '  tampered: search.rows[0].source_id: logged "price-v1", now "not found by the re-run (row added to the log)"'
        in findings
    )


def test_changed_query(kit):
    def change(log):
        log["question"]["query"] = "тариф"
        log["search"]["parameters"][0] = "тариф"

    findings = tampered(kit, "Q1", change)
    assert findings[0] == '  tampered: question.query: logged "тариф", now "цена"'


def test_parameters_changed_alone(kit):
    findings = tampered(kit, "Q1", lambda log: log["search"]["parameters"].__setitem__(0, "тариф"))
    assert (
        findings[0]
        == '  tampered: search.parameters: logged ["тариф", "2026-10-23", "2026-10-23"], now ["цена", "2026-10-23", "2026-10-23"]'
    )


def test_row_dropped(kit):
    findings = tampered(kit, "Q6", lambda log: log["search"]["rows"].pop())
    assert (
        findings[0]
        == '  tampered: search.rows[1]: logged null, now "refund-b found now, not in the log (row dropped from the log)"'
    )
    # Re-graded on the logged (now shorter) context, both stored results no longer hold.
    assert [f.split(": ")[1] for f in findings[1:]] == [
        "answers[0].result (before)",
        "answers[1].result (after)",
    ]


def test_row_added(kit):
    def change(log):
        log["search"]["rows"].append({**log["search"]["rows"][0], "source_id": "refund-c"})

    findings = tampered(kit, "Q6", change)
    assert findings == [
        '  tampered: search.rows[2].source_id: logged "refund-c", now "not found by the re-run (row added to the log)"'
    ]


def test_rows_reordered(kit):
    findings = tampered(kit, "Q6", lambda log: log["search"]["rows"].reverse())
    assert findings == [
        '  tampered: search.rows order: logged ["refund-b", "refund-a"], now ["refund-a", "refund-b"]'
    ]


def test_stored_result_edited(kit):
    findings = tampered(kit, "Q3", lambda log: log["answers"][0]["result"].update({"pass": True}))
    assert findings[0].startswith("  tampered: answers[0].result (before): logged {")


def test_corpus_edited_since_the_log_is_drift_naming_the_document(kit):
    path = kit / "corpus/faq-v2.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("здесь не определены", "не определены"),
        encoding="utf-8",
    )
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 3
    drift = [line for line in result.stdout.splitlines() if line.startswith("  drift: ")]
    assert len(drift) == 1 and drift[0].startswith("  drift: search.rows[0].text (faq-v2): logged ")


def test_log_that_is_not_json_is_an_integrity_failure(kit):
    (kit / "replays/Q1.json").write_text('{"format": ', encoding="utf-8")
    result = invoke("replay", "Q1", kit=kit)
    assert result.exit_code == 3
    assert result.stderr.splitlines()[:2] == [
        "Error: replays/Q1.json: not a readable log",
        "replays/Q1.json:1: invalid JSON at column 12: Expecting value",
    ]


def test_missing_log_is_a_usage_error(kit):
    (kit / "replays/Q1.json").unlink()
    result = invoke("replay", "Q1", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == "Error: replays/Q1.json: no log for Q1; run `ragfts run Q1` first\n"


def test_run_keeps_answers_and_reports_what_changed(kit):
    path = kit / "corpus/faq-v2.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("здесь не определены", "не определены"),
        encoding="utf-8",
    )
    result = invoke("run", "Q3", "Q5", kit=kit)
    assert result.stdout.splitlines()[:4] == [
        "ok   Q3 2026-10-23 'CSV' → faq-v2",
        "     changed since the last log: faq-v2: text or validity changed",
        "ok   Q5 2026-10-23 '\"доставк\"*' → faq-v2",
        "     changed since the last log: faq-v2: text or validity changed",
    ]
    assert [a["label"] for a in load(kit, "Q3")["answers"]] == ["before", "after"]
    assert invoke("replay", "Q3", kit=kit).exit_code == 0


def test_answer_attaches_in_order_and_replaces_a_label(kit, tmp_path):
    answers = tmp_path / "bot.jsonl"
    answers.write_text(
        '{"id": "Q3", "label": "retry", "answer": {"action": "abstain", "text": "нет"}}\n'
        '{"id": "Q3", "label": "before", "answer": {"action": "answer", "text": "да", '
        '"claims": [{"fact_id": "F-csv", "value": "true", "source_id": "faq-v2"}], "source_ids": ["faq-v2"]}}\n'
        '{"id": "Q3", "label": "bad", "answer": {"action": "maybe"}}\n',
        encoding="utf-8",
    )
    result = invoke("answer", answers, kit=kit)
    assert result.exit_code == 1
    assert result.stdout == (
        "Q3 [retry] FAIL verdict answer expected_fact_missing, wrong_action_or_false_refusal\n"
        "Q3 [before] PASS verdict pass\n"
        "Q3 [bad] FAIL verdict input_error action must be one of answer, clarify, abstain, got 'maybe'\n"
    )
    assert [a["label"] for a in load(kit, "Q3")["answers"]] == ["before", "after", "retry", "bad"]
    assert invoke("replay", "Q3", kit=kit).exit_code == 1


def test_answer_refuses_a_tampered_log_and_writes_nothing(kit, tmp_path):
    log = load(kit, "Q3")
    log["search"]["rows"][0]["text"] = "подмена"
    save(kit, "Q3", log)
    answers = tmp_path / "bot.json"
    answers.write_text(
        '{"id": "Q3", "label": "x", "answer": {"action": "abstain", "text": ""}}', encoding="utf-8"
    )
    before = snapshot(kit / "replays")
    result = invoke("answer", answers, kit=kit)
    assert result.exit_code == 3
    assert "replays/Q3.json does not match; answers not attached" in result.stderr
    assert snapshot(kit / "replays") == before


def test_answer_file_with_a_record_that_has_no_id(kit, tmp_path):
    answers = tmp_path / "bot.jsonl"
    answers.write_text('{"label": "x", "answer": {}}\n', encoding="utf-8")
    result = invoke("answer", answers, kit=kit)
    assert result.exit_code == 2
    assert (
        f'{answers}:1: expected {{"id": ..., "text": ...}} (a transcript) or {{"id": ..., "label": ..., "answer": {{...}}}}'
        in result.stderr
    )


def test_triage_counts_verdicts(kit):
    result = invoke("triage", "--label", "before", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[3] == (
        "Q3  2026-10-23  answer    abstain (before)  answer   expected_fact_missing, wrong_action_or_false_refusal"
    )
    assert result.stdout.splitlines()[-1] == "answer: 6, pass: 1, search: 1"
    assert invoke("triage", kit=kit).stdout.splitlines()[-1] == "pass: 8"


def test_triage_markdown_and_json(kit):
    md = invoke("triage", "--markdown", kit=kit).stdout.splitlines()
    assert md[:3] == [
        "| id | at | expected | answer | verdict | errors |",
        "|---|---|---|---|---|---|",
        "| Q1 | 2026-10-23 | answer | answer (after) | pass | — |",
    ]
    data = json.loads(invoke("triage", "--json", kit=kit).stdout)
    assert data[5] == {
        "id": "Q6",
        "at": "2026-10-23",
        "expected_action": "clarify",
        "label": "after",
        "action": "clarify",
        "verdict": "pass",
        "errors": [],
        "question": "В какой срок можно вернуть оплату?",
        "answer_text": "Показать оба срока — 14 и 21 день; приоритет не задан",
    }


def test_an_unknown_label_is_a_usage_error_not_a_pass(kit):
    (kit / "ragfts.toml").write_text("[gate]\nmin_case_pass_rate = 0.5\n", encoding="utf-8")
    for command in (("triage",), ("triage", "--measures"), ("evaluate",)):
        result = invoke(*command, "--label", "befor", kit=kit)
        assert (result.exit_code, result.stderr) == (
            2,
            "Error: --label 'befor': no attached answer has this label; the logs have after, before\n",
        )


def test_require_answers_fails_when_a_question_has_none(kit, tmp_path):
    answers = tmp_path / "bot.jsonl"
    answers.write_text(
        '{"id": "Q3", "label": "new", "text": "Да, импорт CSV поддерживается", '
        '"source_ids": ["faq-v2"]}\n',
        encoding="utf-8",
    )
    invoke("answer", answers, kit=kit)
    result = invoke("triage", "--label", "new", "--require-answers", kit=kit)
    assert result.exit_code == 1
    assert result.stderr == "no answer labelled new: Q1, Q2, Q4, Q5, Q6, Q7, Q8\n"
    assert invoke("triage", "--label", "new", kit=kit).exit_code == 0


def test_replay_shows_the_relevant_fragments_in_full_and_the_rest_one_line_each(kit):
    from conftest import invoke as run_command

    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "Q6,2026-10-23,В какой срок можно вернуть оплату?,возврата,",
            "Q6,2026-10-23,В какой срок можно вернуть оплату?,возврата OR CSV,",
        ),
        encoding="utf-8",
    )
    (kit / "SHA256SUMS").unlink()
    run_command("run", "Q6", kit=kit)
    shown = run_command("replay", "Q6", kit=kit).stdout
    found = shown.split("found (3):\n", 1)[1].split("\nreference", 1)[0].splitlines()
    assert found[0] == (
        "  faq-v2  [2026-10-01 .. open]  Учебный FAQ «Планёр», версия 2. Для переноса задач "
        "поддержив…"
    )
    assert found[1:3] == [
        "  refund-a  [2026-10-01 .. open]",
        "    Учебная политика возврата A: срок возврата 14 дней. Приоритет относительно политики B не задан.",
    ]
