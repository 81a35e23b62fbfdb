"""The edit loop: an edit made on purpose is never reported as tampering, and every
command says what to run next."""

import json

from conftest import invoke

ANSWERS = "answers/seed-mock.jsonl"
UNSEALED = (
    "the log differs from the index; without SHA256SUMS ragfts cannot tell an edit of the "
    "log from a change of the corpus — run `ragfts seal` to record the state you trust"
)


def edit_facts(kit):
    path = kit / "corpus/facts.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "true,,поддерживается импорт CSV,", "true,,импорт CSV,"
        ),
        encoding="utf-8",
    )


def test_answer_after_a_fact_edit_is_exit_2_with_the_run_to_do(kit):
    edit_facts(kit)
    result = invoke("answer", kit / ANSWERS, kit=kit)
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines[0] == "Error: replays/Q3.json: the kit changed since this log was written"
    assert lines[1].startswith("  drift: index.used_sha256: ")
    assert lines[-1] == ("answers not attached: run `ragfts run Q3` first, then again")
    assert invoke("run", "Q3", kit=kit).exit_code == 0
    assert invoke("answer", kit / ANSWERS, kit=kit).exit_code == 1  # the before answers fail
    assert invoke("replay", "Q3", kit=kit).exit_code == 0


def test_replay_of_a_drifted_log_names_the_run(kit):
    edit_facts(kit)
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 3
    assert result.stdout.splitlines()[-1] == (
        "the kit changed since this log was written: `ragfts run Q3` searches again and "
        "keeps the answers"
    )


def test_without_a_seal_a_swapped_source_is_not_called_drift(kit):
    (kit / "SHA256SUMS").unlink()
    path = kit / "replays/Q3.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    log["search"]["rows"][0]["source_id"] = "faq-v1"
    path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    result = invoke("replay", "Q3", kit=kit)
    assert result.exit_code == 3
    found = [line for line in result.stdout.splitlines() if line.startswith("  ")]
    assert not [line for line in found if line.startswith(("  drift: ", "  tampered: "))]
    assert '  differs: search.rows[0]: logged null, now "faq-v2 found now, not in the log"' in found
    assert result.stdout.splitlines()[-1] == UNSEALED
    answer = invoke("answer", kit / ANSWERS, kit=kit)
    assert answer.exit_code == 2
    assert answer.stderr.splitlines()[0] == f"Error: replays/Q3.json: {UNSEALED}"


def test_seal_refuses_a_kit_that_cannot_build(kit):
    (kit / "ragfts.toml").write_text('[search]\nprofile = "ru"\n', encoding="utf-8")
    before = (kit / "SHA256SUMS").read_bytes()
    result = invoke("seal", kit=kit)
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: schema.sql: ")
    assert (kit / "SHA256SUMS").read_bytes() == before


def test_init_with_a_profile_writes_the_schema_and_settings_that_fit(tmp_path):
    result = invoke("init", tmp_path / "ru", "--profile", "ru")
    assert result.exit_code == 0
    schema = (tmp_path / "ru/schema.sql").read_text(encoding="utf-8")
    assert "    text UNINDEXED,\n    terms,\n    tokenize = 'unicode61'" in schema
    settings = (tmp_path / "ru/ragfts.toml").read_text(encoding="utf-8")
    assert '\n[search]\nprofile = "ru"\n\n[gate]\n' in settings
    run = invoke("run", kit=tmp_path / "ru")
    assert (run.exit_code, run.stdout.splitlines()[0]) == (
        0,
        "ok   E1 2026-06-01 'price' → example-v1",
    )


def test_init_empty_writes_headers_only(tmp_path):
    result = invoke("init", tmp_path / "e", "--empty")
    assert result.stdout == (
        f"a new kit in {tmp_path / 'e'}: .gitignore, README.md, corpus/facts.csv, "
        "questions.csv, ragfts.toml, schema.sql\n"
    )
    assert (tmp_path / "e/questions.csv").read_text() == (
        "id,at,question,query,expected_action,fact_ids,source_ids,expected_response\n"
    )
    assert (tmp_path / "e/corpus/facts.csv").read_text() == (
        "fact_id,source_id,subject,attribute,value,unit,quote\n"
    )
    run = invoke("run", kit=tmp_path / "e")
    assert (run.exit_code, run.stdout) == (
        0,
        f"0 question(s), 0 failed, logs in {tmp_path / 'e/replays'}\n",
    )


def test_upgrade_schema_turns_the_kit_to_a_profile_and_says_what_next(kit):
    result = invoke("init", kit, "--upgrade-schema", "--profile", "ru")
    assert (result.exit_code, result.stdout) == (
        0,
        "wrote schema.sql, ragfts.toml; next: `ragfts run`, then `ragfts seal`\n",
    )
    assert (kit / "ragfts.toml").read_text(encoding="utf-8") == '[search]\nprofile = "ru"\n'
    assert invoke("run", kit=kit).exit_code == 0
    assert invoke("seal", kit=kit).exit_code == 0
    assert invoke("replay", "Q5", kit=kit).exit_code == 0
    again = invoke("init", kit, "--upgrade-schema")
    assert again.stdout == "schema.sql already fits a search profile; nothing written\n"


def test_an_unknown_profile_is_a_usage_error(tmp_path):
    result = invoke("init", tmp_path / "x", "--profile", "klingon")
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: --profile: one of plain, ru, en, fa, zh, auto, not 'klingon'\n",
    )
    assert not (tmp_path / "x").exists()


def test_the_readme_shows_the_edit_loop_as_it_runs(kit, monkeypatch):
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("$ ragfts answer answers/seed-mock.jsonl\n", 1)[1].split("```", 1)[0]
    monkeypatch.chdir(kit)
    edit_facts(kit)
    answer = invoke("answer", ANSWERS)
    run = invoke("run", "Q3")
    assert shown == (
        answer.stderr + "$ ragfts run Q3\n" + run.stdout.replace(str(kit / "replays"), "replays")
    )
