"""Access on every path (issue 24, in part): the access columns are never a column
filter, and the access fields of a JSON Lines document are typed."""

import json

import pytest

from conftest import ROOT, copy_kit, invoke

KIT = ROOT / "tests/kits/tenants"


@pytest.fixture
def tenants(tmp_path):
    return copy_kit(KIT, tmp_path / "kit", extra=("ragfts.toml",))


@pytest.mark.parametrize(
    "expression", ["tenant_id: globex", "acl: finance", '"status": draft', "authority: 9"]
)
def test_a_filter_on_an_access_column_is_refused(tenants, expression):
    result = invoke("search", expression, "--at", "2026-06-01", "--tenant", "acme", kit=tenants)
    assert result.exit_code == 2
    column = expression.split(":")[0]
    assert result.stderr == (
        f"Error: EXPRESSION: column filters are not allowed ({column}:): ragfts searches the "
        'document text only and applies validity by date; quote a term that contains ":"\n'
    )


@pytest.mark.parametrize(
    "field, value, problem",
    [
        ("acl", None, "acl must be text (groups separated by ';') or a list of texts, got null"),
        ("acl", 5, "acl must be text (groups separated by ';') or a list of texts, got 5"),
        (
            "acl",
            ["finance", 3],
            "acl must be text (groups separated by ';') or a list of texts, got [\"finance\", 3]",
        ),
        ("tenant_id", None, "tenant_id must be text, got null"),
        ("authority", True, "authority must be a whole number from 0 to 100, got true"),
    ],
)
def test_access_fields_of_a_jsonl_document_are_typed(tenants, field, value, problem):
    record = {
        "source_id": "acme-extra",
        "valid_from": "2026-01-01",
        "valid_until": None,
        "text": "refund extra",
        "tenant_id": "acme",
        field: value,
    }
    (tenants / "corpus/extra.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    result = invoke("build", kit=tenants)
    assert result.exit_code == 2
    assert result.stderr == f"Error: corpus/extra.jsonl:1: {problem}\n"


def test_an_acl_list_of_texts_is_the_same_as_its_text_form(tenants):
    record = {
        "source_id": "acme-extra",
        "valid_from": "2026-01-01",
        "valid_until": None,
        "text": "zebrafinance extra",
        "tenant_id": "acme",
        "acl": ["finance"],
    }
    (tenants / "corpus/extra.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    asked = ("search", "zebrafinance", "--at", "2026-06-01", "--tenant", "acme", "--json")
    seen = json.loads(invoke(*asked, "--group", "finance", kit=tenants).stdout)
    hidden = json.loads(invoke(*asked, "--group", "support", kit=tenants).stdout)
    assert ([r["source_id"] for r in seen["rows"]], hidden["rows"]) == (["acme-extra"], [])


@pytest.mark.parametrize(
    "expected, groups",
    [("globex-refund", ("support",)), ("acme-salary", ("support",))],
)
def test_the_miss_explanation_never_reads_a_source_the_asker_may_not_see(tenants, expected, groups):
    """Asked by an asker, `--expect` of a source they may not see is no source to them,
    word for word as an unknown id is: saying that access withheld it would tell that
    another tenant's (or another group's) document exists."""
    args = ["search", "CANARY OR salary OR refund", "--at", "2026-06-01", "--tenant", "acme"]
    for group in groups:
        args += ["--group", group]
    for fmt in ((), ("--json",)):
        result = invoke(*args, "--expect", expected, *fmt, kit=tenants)
        unknown = invoke(*args, "--expect", "no-such-source", *fmt, kit=tenants)
        assert result.exit_code == unknown.exit_code == 2
        assert result.stdout == unknown.stdout == ""
        assert result.stderr.replace(expected, "X") == unknown.stderr.replace("no-such-source", "X")


def test_a_visible_missed_source_is_still_explained(tenants):
    result = invoke(
        "search",
        "zzz",
        "--at",
        "2026-06-01",
        "--tenant",
        "acme",
        "--group",
        "support",
        "--expect",
        "acme-refund",
        "--json",
        kit=tenants,
    )
    miss = json.loads(result.stdout)["miss"]
    assert "withheld" not in miss
    assert miss["terms"][0]["in"] == {"acme-refund": False}


def test_the_gate_compares_a_share_unrounded():
    from ragfts.jobs.evaluate import _share, gate_failures

    measures = {"case_pass_rate": _share(39_999, 40_000), "critical_case_pass_rate": _share(3, 3)}
    thresholds = {"min_case_pass_rate": 1.0, "min_critical_case_pass_rate": 1.0}
    assert measures["case_pass_rate"]["value"] == 1.0  # what is shown, rounded
    assert gate_failures(measures, thresholds) == [
        "gate_failed:min_case_pass_rate 39999/40000 < 1.0"
    ]


@pytest.mark.parametrize(
    "secret, canary",
    [
        ('code KEY"42 end', 'KEY"42'),
        ("code KEY\\42 end", "KEY\\42"),
        ("code KEY\t42 end", "KEY\t42"),
        ("code cafébar end", "cafe\u0301bar"),  # the canary in NFD, the text in NFC
    ],
)
def test_a_canary_is_caught_in_whatever_form_an_output_gives_it(tenants, secret, canary):
    (tenants / "corpus/acme-code.txt").write_text(
        "source_id: acme-code\nvalid_from: 2026-01-01\nvalid_until:\ntenant_id: acme\n\n"
        f"{secret}\n",
        encoding="utf-8",
    )

    def question(canaries: str) -> None:
        import csv

        path = tenants / "questions.csv"
        lines = [
            line
            for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith("T9,")
        ]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        with open(path, "a", encoding="utf-8", newline="") as handle:
            csv.writer(handle, lineterminator="\n").writerow(
                [
                    "T9",
                    "2026-06-01",
                    "What is the code?",
                    "code",
                    "abstain",
                    "",
                    "",
                    "no code",
                    "acme",
                    "support",
                    canaries,
                    "false",
                ]
            )

    question(canary)
    result = invoke("run", "T9", kit=tenants)
    assert result.exit_code == 1
    assert "non_disclosure_violation: canary 1 of T9 in replays/T9.json" in result.stdout
    assert not (tenants / "replays/T9.json").exists()
    # A log written before the canary was named: every printed form is guarded.
    question("")
    assert invoke("run", "T9", kit=tenants).exit_code == 0
    question(canary)
    for command in (("replay", "T9", "--json"), ("replay", "T9")):
        shown = invoke(*command, kit=tenants)
        assert shown.exit_code == 1, command
        assert shown.stdout.startswith("non_disclosure_violation: canary 1 of T9 in "), command
        assert secret.split()[1] not in shown.stdout


def test_a_highlight_inside_a_canary_does_not_hide_it_in_the_report():
    from ragfts.grade.canaries import leaks, page_text
    from ragfts.kit.records import Question

    question = Question(
        "T1",
        "2026-06-01",
        "?",
        "refund",
        "abstain",
        (),
        (),
        "",
        False,
        "",
        "acme",
        (),
        ("refund window: 30",),
        False,
    )
    card = "<p>Acme <mark>refund</mark> window: 30 days</p>"
    assert leaks(card, question, "the report") == []
    assert [str(v) for v in leaks(page_text(card), question, "the report")] == [
        "non_disclosure_violation: canary 1 of T1 in the report"
    ]


@pytest.mark.parametrize(
    "qid, cited",
    [("T4", "acme-refund"), ("T1", "acme-salary")],  # another tenant's; an ACL not the asker's
)
def test_a_cited_source_the_asker_may_not_see_never_passes(tenants, tmp_path, qid, cited):
    assert invoke("run", kit=tenants).exit_code in (0, 1)
    path = tmp_path / "bot.jsonl"
    record = {"id": qid, "label": "leaky", "text": "30 days", "source_ids": [cited]}
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=tenants).stdout)
    grade = result["attached"][0]["result"]
    assert grade["pass"] is False
    assert "source_not_visible_to_asker" in grade["errors"]
    assert {
        "code": "source_not_visible_to_asker",
        "message": f"{cited}: the answer used a source this asker may not see",
    } in grade["details"]


def test_a_bot_context_source_the_asker_may_not_see_is_counted_by_evaluate(tenants, tmp_path):
    assert invoke("run", kit=tenants).exit_code in (0, 1)
    path = tmp_path / "bot.jsonl"
    record = {
        "id": "T1",
        "label": "leaky",
        "text": "30 days",
        "context": [{"source_id": "acme-salary", "text": "salary bands"}],
    }
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    invoke("answer", path, kit=tenants)
    report = json.loads(invoke("evaluate", "--json", "--label", "leaky", kit=tenants).stdout)
    assert report["measures"]["non_disclosure_violations"]["value"] == 1
    assert "gate_failed:max_non_disclosure_violations 1 > 0" in report["failed"]


def test_evidence_in_a_tenant_kit_takes_the_asker(tenants):
    args = ("evidence", "--subject", "globex", "--attribute", "refund_days", "--at", "2026-06-01")
    result = invoke(*args, kit=tenants)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: this kit has access columns: say who asks with --tenant (and --group)\n",
    )
    own = invoke(*args, "--tenant", "globex", kit=tenants)
    assert (own.exit_code, own.stdout) == (
        0,
        "globex.refund_days @ 2026-06-01: supported 60 — one_declared_value; F-globex-refund (globex-refund)\n",
    )
    other = invoke(*args, "--tenant", "acme", "--group", "support", kit=tenants)
    assert other.exit_code == 1
    assert "60" not in other.stdout and "F-globex-refund" not in other.stdout
    assert "no_active_evidence" in other.stdout


def test_another_tenant_s_fact_and_a_draft_s_fact_make_no_conflict(tenants):
    with open(tenants / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write("F-globex-on-acme,globex-refund,acme,refund_days,60,day,60 days\n")
        handle.write("F-draft,acme-draft,acme,refund_days,45,day,45 days\n")
    assert invoke("run", "T1", kit=tenants).exit_code == 0
    result = invoke("evidence", "--question", "T1", kit=tenants)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:3] == [
        "registry: answer",
        "  considered: F-acme-refund, F-acme-refund-copy",
        "  acme.refund_days @ 2026-06-01: supported 30 — one_declared_value; "
        "F-acme-refund, F-acme-refund-copy (acme-refund, acme-refund-copy)",
    ]
    log = json.loads((tenants / "replays/T1.json").read_text(encoding="utf-8"))
    assert "F-globex-on-acme" not in json.dumps(log, ensure_ascii=False)


def test_a_scores_alternative_the_asker_may_not_see_is_refused_before_any_log(tenants):
    (tenants / "scores.csv").write_text(
        "id,source_id,score,origin,evaluator,reason\n"
        "T1,acme-refund,0.1,primary,demo/1,weak\n"
        "T1,globex-refund,0.9,alternative,demo/1,another tenant's\n"
        "T1,acme-salary,0.9,alternative,demo/1,another group's\n",
        encoding="utf-8",
    )
    import shutil

    shutil.rmtree(tenants / "replays", ignore_errors=True)
    result = invoke("run", kit=tenants)
    assert result.exit_code == 2
    assert result.stderr == (
        "Error: scores.csv: T1: the alternative globex-refund is a source its asker may not "
        "see; a route keeps only what the asker may see\n"
        "scores.csv: T1: the alternative acme-salary is a source its asker may not see; a "
        "route keeps only what the asker may see\n"
    )
    assert not (tenants / "replays").exists() or not list((tenants / "replays").glob("*.json"))


def test_replay_shows_the_honest_degraded_status_as_the_reference(tenants):
    assert invoke("run", "T1", "--inject", "retrieval_error", kit=tenants).exit_code == 1
    lines = invoke("replay", "T1", kit=tenants).stdout.splitlines()
    assert (
        "reference reaction under the injected retrieval_error: status dependency_unavailable"
        in lines
    )
    assert not [line for line in lines if line.startswith("reference reaction from the found")]
    data = json.loads(invoke("replay", "T1", "--json", kit=tenants).stdout)
    assert data["degraded"] == {
        "inject": "retrieval_error",
        "expected_status": "dependency_unavailable",
        "fallback": None,
    }
    assert "context" in data


def test_replay_names_a_reranker_fallback(tenants):
    invoke("run", "T1", "--inject", "reranker_error", kit=tenants)
    lines = invoke("replay", "T1", kit=tenants).stdout.splitlines()
    assert "degraded: injected reranker_error, context in retrieval order" in lines


def withheld_question(tenants):
    with open(tenants / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write(
            "T9,2026-06-01,What are the salary bands?,salary,answer,,acme-salary,the bands,acme,support,,false\n"
        )


def test_a_gold_source_withheld_by_access_is_explained_as_such_and_blamed_on_the_document(tenants):
    withheld_question(tenants)
    assert invoke("run", "T9", kit=tenants).exit_code == 1
    log = json.loads((tenants / "replays/T9.json").read_text(encoding="utf-8"))
    assert log["miss"]["withheld"] == ["acme-salary"]
    result = invoke("replay", "T9", kit=tenants)
    assert result.exit_code == 1  # intact, and the verdict blames a link
    lines = result.stdout.splitlines()
    assert (
        "  access withheld acme-salary from this asker: not read, not explained (`replay --audit` is the privileged view)"
        in lines
    )
    assert lines[-1] == "log intact; verdict: document"


def test_a_log_whose_explanation_the_deadline_cut_reads_back(tenants, monkeypatch):
    from ragfts.grade import miss as miss_module

    class Clock:
        now = 0.0

        def monotonic(self):
            Clock.now += 100.0
            return Clock.now

    withheld_question(tenants)
    monkeypatch.setattr(miss_module, "time", Clock())
    path = tenants / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            ",acme-salary,the bands,acme,support,", ",acme-refund,the bands,acme,support,"
        ),
        "utf-8",
    )
    invoke("run", "T9", "--timeout", "5", kit=tenants)
    monkeypatch.undo()
    log = json.loads((tenants / "replays/T9.json").read_text(encoding="utf-8"))
    assert log["miss"]["stopped"] == "the question's deadline"
    replayed = invoke("replay", "T9", kit=tenants)
    assert replayed.stdout.splitlines()[-1] == "log intact; verdict: search"
    assert (
        "rewrites stopped at the question's deadline (--timeout): more may exist" in replayed.stdout
    )


def test_run_under_an_injected_failure_fails_a_case_whose_answer_hides_it(kit):
    # the example kit's answers give no degraded status: under generation_error each
    # hides the failure, and run says so per question and in its count (it said 0 failed)
    result = invoke("run", "Q1", "Q2", "--inject", "generation_error", kit=kit)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[:2] == [
        "FAIL Q1 2026-10-23 'цена' → price-v2",
        "     injected generation_error: the honest reaction is generation_unavailable; "
        "the latest answer [after] does not give it",
    ]
    assert lines[-1].startswith("2 question(s), 2 failed, logs in ")
    honest = invoke("run", "Q1", "--inject", "reranker_error", kit=kit)
    assert honest.exit_code == 0
    assert honest.stdout.splitlines()[1] == (
        "     injected reranker_error: the honest reaction is the answer on the fallback context"
    )


def test_the_readme_shows_run_under_an_injected_failure(kit):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("$ ragfts run Q1 --inject generation_error\n", 1)[1].split("```", 1)[0]
    printed = invoke("run", "Q1", "--inject", "generation_error", kit=kit).stdout
    assert printed.startswith(shown)


def test_a_transcript_carries_its_bot_build_and_evaluate_names_it(tenants, tmp_path):
    path = tmp_path / "bot.jsonl"
    record = {
        "id": "T1",
        "label": "build-7",
        "text": "The Acme refund window is 30 days from delivery.",
        "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736",
        "pipeline_revision": "p7",
        "answer_policy_revision": "a3",
    }
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert invoke("answer", path, kit=tenants).exit_code == 0
    logged = json.loads((tenants / "replays/T1.json").read_text("utf-8"))["answers"][-1]
    assert logged["answer"]["trace_id"] == "4bf92f3577b34da6a3ce929d0e0e4736"
    result = invoke("evaluate", kit=tenants)
    lines = result.stdout.splitlines()
    assert "  bot build: pipeline_revision=p7, answer_policy_revision=a3 (1 case(s))" in lines
    # T1 answered by build p7, the other cases by answers that name no build
    assert (
        "  the answers come from 2 different bot builds: this verdict is not one build's" in lines
    )
    data = json.loads(invoke("evaluate", "--json", kit=tenants).stdout)
    t1 = next(c for c in data["results"] if c["id"] == "T1")
    assert t1 == {
        "id": "T1",
        "label": "build-7",
        "critical": t1["critical"],
        "pass": True,
        "verdict": "pass",
        "errors": [],
        "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736",
        "build": {"pipeline_revision": "p7", "answer_policy_revision": "a3"},
    }
    assert data["inject"] is None


def test_a_revision_must_be_a_non_empty_string(tenants, tmp_path):
    path = tmp_path / "bot.jsonl"
    path.write_text(
        json.dumps({"id": "T1", "label": "x", "text": "30 days.", "pipeline_revision": 7}) + "\n",
        encoding="utf-8",
    )
    result = invoke("answer", path, "--json", kit=tenants)
    attached = json.loads(result.stdout)["attached"][0]["result"]
    assert attached["input_errors"] == ["pipeline_revision must be a non-empty string"]
