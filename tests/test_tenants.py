"""Tenants and access (seed 003) on tests/kits/tenants: every filter rule, the audit view,
and non-disclosure canaries planted in every output path."""

import json
import shutil

import pytest

from conftest import ROOT, invoke

KIT = ROOT / "tests/kits/tenants"
CANARIES = ("ZEBRA-7731", "GLOBEX-CANARY-42")


@pytest.fixture
def tenants(tmp_path):
    return shutil.copytree(
        KIT, tmp_path / "tenants", ignore=shutil.ignore_patterns(".ragfts", "replays")
    )


def log_of(kit, qid):
    return json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "qid, found, withheld",
    [
        (
            "T1",
            ["acme-refund", "acme-refund-copy"],
            {
                "tenant_mismatch": 1,
                "not_published": 2,
                "outside_effective_window": 1,
                "acl_denied": 1,
            },
        ),
        (
            "T2",
            ["acme-salary"],
            {
                "tenant_mismatch": 0,
                "not_published": 0,
                "outside_effective_window": 0,
                "acl_denied": 0,
            },
        ),
        (
            "T3",
            [],
            {
                "tenant_mismatch": 0,
                "not_published": 0,
                "outside_effective_window": 0,
                "acl_denied": 1,
            },
        ),
        (
            "T4",
            ["globex-refund"],
            {
                "tenant_mismatch": 6,
                "not_published": 2,
                "outside_effective_window": 1,
                "acl_denied": 1,
            },
        ),
        (
            "T5",
            ["acme-zh"],
            {
                "tenant_mismatch": 0,
                "not_published": 0,
                "outside_effective_window": 0,
                "acl_denied": 0,
            },
        ),
    ],
)
def test_each_rule_filters_before_anything_is_scored(tenants, qid, found, withheld):
    assert invoke("run", kit=tenants).exit_code == 0
    log = log_of(tenants, qid)
    assert [r["source_id"] for r in log["search"]["rows"]] == found
    # the counts depend on the expression: privileged, in the audit view only
    assert log["access"]["rules"] == list(withheld)
    audit = json.loads(invoke("replay", qid, "--audit", "--json", kit=tenants).stdout)["audit"]
    assert audit["withheld"] == withheld
    assert log["search"]["sql"].count("?") == 6 and "tenant_id = ?" in log["search"]["sql"]


def test_the_ordinary_log_and_replay_give_no_expression_dependent_count(tenants):
    """`GLOBEX AND 42` asked as acme: a count would say how many globex documents match."""
    assert invoke("run", kit=tenants).exit_code == 0
    for qid in ("T1", "T4"):
        shown = invoke("replay", qid, kit=tenants).stdout
        text = (tenants / f"replays/{qid}.json").read_text(encoding="utf-8")
        assert "withheld" not in json.loads(text)["access"]
        line = next(x for x in shown.splitlines() if x.startswith("access:"))
        assert line.endswith(
            "rules applied: tenant_mismatch, not_published, outside_effective_window, acl_denied"
        )
        assert not any(ch.isdigit() for ch in line.split("rules applied:", 1)[1])


def test_the_log_keeps_counts_never_withheld_ids_or_texts(tenants):
    invoke("run", kit=tenants)
    text = (tenants / "replays/T1.json").read_text(encoding="utf-8")
    for withheld in (
        "acme-salary",
        "acme-draft",
        "acme-archived",
        "acme-future",
        "globex-refund",
        "45 days",
        "14 days",
        "20 days",
        "60 days",
    ):
        assert withheld not in text


def test_audit_view_names_withheld_ids_and_says_it_is_privileged(tenants):
    invoke("run", kit=tenants)
    lines = invoke("replay", "T1", "--audit", kit=tenants).stdout.splitlines()
    start = lines.index(
        "AUDIT VIEW (privileged: what each rule withheld for this expression, and which "
        "source ids; their texts never are shown):"
    )
    assert lines[start + 1] == (
        "  withheld: tenant_mismatch 1, not_published 2, outside_effective_window 1, acl_denied 1"
    )
    assert lines[start + 2 : start + 7] == [
        "  acme-archived: not_published",
        "  acme-draft: not_published",
        "  acme-future: outside_effective_window",
        "  acme-salary: acl_denied",
        "  globex-refund: tenant_mismatch",
    ]
    assert "AUDIT VIEW" not in invoke("replay", "T1", kit=tenants).stdout


QUESTION_CANARIES = {
    "T1": ("ZEBRA-7731", "GLOBEX-CANARY-42"),
    "T2": ("GLOBEX-CANARY-42",),
    "T3": ("ZEBRA-7731",),
    "T4": ("ZEBRA-7731",),
    "T5": ("GLOBEX-CANARY-42",),
}


def test_no_command_prints_or_writes_a_question_its_canaries(tenants):
    shared = [
        invoke(*args, kit=tenants).output
        for args in (
            ("build",),
            ("run",),
            ("triage",),
            ("triage", "--json"),
            ("triage", "--csv"),
            ("triage", "--measures"),
            ("seal",),
            ("verify",),
            ("codes",),
        )
    ]
    leaks = [(c, "shared output") for c in CANARIES for text in shared if c in text]
    for qid, canaries in QUESTION_CANARIES.items():
        outputs = [
            (tenants / f"replays/{qid}.json").read_text(encoding="utf-8"),
            invoke("replay", qid, kit=tenants).output,
            invoke("replay", qid, "--json", kit=tenants).output,
            invoke("replay", qid, "--audit", kit=tenants).output,
            invoke("evidence", "--question", qid, kit=tenants).output,
        ]
        leaks += [(c, qid) for c in canaries for text in outputs if c in text]
    assert leaks == []


def test_a_canary_in_a_visible_document_is_caught_and_not_written(tenants):
    path = tenants / "corpus/acme-refund.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("from delivery", "from delivery (ZEBRA-7731)"),
        encoding="utf-8",
    )
    result = invoke("run", "T1", kit=tenants)
    assert result.exit_code == 1
    assert (
        "     non_disclosure_violation: canary 1 of T1 in replays/T1.json (the log is not written)"
        in (result.stdout.splitlines())
    )
    assert not (tenants / "replays/T1.json").exists()
    assert "ZEBRA-7731" not in result.output


def test_a_bot_answer_that_repeats_a_canary_is_caught(tenants, tmp_path):
    invoke("run", kit=tenants)
    before = (tenants / "replays/T3.json").read_bytes()
    answers = tmp_path / "bot.jsonl"
    answers.write_text(
        json.dumps({"id": "T3", "text": "The band reference is ZEBRA-7731."}) + "\n",
        encoding="utf-8",
    )
    result = invoke("answer", answers, kit=tenants)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-1] == (
        "non_disclosure_violation: canary 1 of T3 in replays/T3.json (the log is not written)"
    )
    assert (tenants / "replays/T3.json").read_bytes() == before


def test_a_canary_planted_in_a_log_is_not_printed_by_replay_or_triage(tenants):
    invoke("run", kit=tenants)
    path = tenants / "replays/T1.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    log["question"]["expected_response"] = "GLOBEX-CANARY-42"
    path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    for args in (("replay", "T1"), ("replay", "T1", "--json")):
        result = invoke(*args, kit=tenants)
        assert (result.exit_code, result.stdout) == (
            1,
            "non_disclosure_violation: canary 2 of T1 in replay T1 (not printed)\n",
        )


def test_a_kit_without_access_columns_keeps_the_fixed_query(kit):
    invoke("run", kit=kit)
    log = json.loads((kit / "replays/Q1.json").read_text(encoding="utf-8"))
    assert log["access"] is None and log["search"]["parameters"] == [
        "цена",
        "2026-10-23",
        "2026-10-23",
    ]


@pytest.mark.parametrize(
    "settings, selected, dropped",
    [
        ("", ["acme-refund"], [{"source_id": "acme-refund-copy", "reason": "canonical_duplicate"}]),
        (
            "[context]\nmax_rows = 1\n",
            ["acme-refund"],
            [{"source_id": "acme-refund-copy", "reason": "canonical_duplicate"}],
        ),
        (
            "[context]\nmax_chars = 10\n",
            [],
            [
                {"source_id": "acme-refund", "reason": "character_budget"},
                {"source_id": "acme-refund-copy", "reason": "canonical_duplicate"},
            ],
        ),
    ],
)
def test_context_selection_drops_with_a_reason(tenants, settings, selected, dropped):
    (tenants / "ragfts.toml").write_text(
        '[search]\nprofile = "auto"\n' + settings, encoding="utf-8"
    )
    invoke("run", "T1", kit=tenants)
    context = log_of(tenants, "T1")["context"]
    assert (context["selected"], context["dropped"]) == (selected, dropped)
    assert [r["source_id"] for r in log_of(tenants, "T1")["search"]["rows"]] == [
        "acme-refund",
        "acme-refund-copy",
    ]


def test_a_row_limit_drops_the_rest(tenants):
    (tenants / "ragfts.toml").write_text(
        '[search]\nprofile = "auto"\n[context]\nmax_rows = 1\n', encoding="utf-8"
    )
    path = tenants / "corpus/acme-refund-copy.txt"
    path.write_text(
        path.read_text(encoding="utf-8").replace("canonical_id: acme-refund\n", ""),
        encoding="utf-8",
    )
    invoke("run", "T1", kit=tenants)
    assert log_of(tenants, "T1")["context"]["dropped"] == [
        {"source_id": "acme-refund-copy", "reason": "context_limit"}
    ]


@pytest.fixture
def committed(tmp_path):
    """The tenants kit as committed, its logs and answers included."""
    return shutil.copytree(KIT, tmp_path / "committed", ignore=shutil.ignore_patterns(".ragfts"))


def test_evaluate_passes_as_committed(committed):
    result = invoke("evaluate", kit=committed)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[1:] == [
        "  case_pass_rate: 1.0 (5 of 5)",
        "  critical_case_pass_rate: 1.0 (2 of 2)",
        "  retrieval_fact_recall: 1.0 (3 of 3)",
        "  context_fact_recall: 1.0 (3 of 3)",
        "  citation_fact_recall: 1.0 (3 of 3)",
        "  status_accuracy: 1.0 (5 of 5)",
        "  non_disclosure_violations: 0",
        "PASS",
    ]
    report = json.loads(invoke("evaluate", "--json", kit=committed).stdout)
    assert (report["action"], report["cases"], report["critical"]) == ("PASS", 5, 2)
    assert len(report["kit_sha256"]) == 64


def test_evaluate_blocks_a_regressed_bot(committed):
    result = invoke("evaluate", "--label", "regressed", kit=committed)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-3:] == [
        "  gate_failed:min_citation_fact_recall 0.6667 < 0.75",
        "  gate_failed:min_critical_case_pass_rate 0.5 < 1.0",
        "BLOCK",
    ]


@pytest.mark.parametrize(
    "name, met, missed",
    [
        ("min_case_pass_rate", 0.8, 0.8001),
        ("min_critical_case_pass_rate", 0.5, 0.5001),
        ("min_retrieval_fact_recall", 1.0, None),
        ("min_context_fact_recall", 1.0, None),
        ("min_citation_fact_recall", 0.6666, 0.6667),  # 2 of 3, compared unrounded
        ("min_status_accuracy", 0.8, 0.8001),
    ],
)
def test_each_gate_threshold_just_met_and_just_missed(committed, name, met, missed):
    def gate(value):
        (committed / "ragfts.toml").write_text(
            f'[search]\nprofile = "auto"\n[gate]\n{name} = {value}\n', encoding="utf-8"
        )
        return invoke("evaluate", "--label", "regressed", kit=committed)

    assert gate(met).stdout.splitlines()[-1] == "PASS"
    if missed is not None:
        result = gate(missed)
        assert (
            result.exit_code == 1
            and f"  gate_failed:{name} " in result.stdout
            and result.stdout.endswith("BLOCK\n")
        )


def test_the_disclosure_gate_counts_a_planted_leak(committed):
    path = committed / "replays/T4.json"
    path.write_text(
        path.read_text(encoding="utf-8").replace("60 days", "60 days ZEBRA-7731"), encoding="utf-8"
    )
    (committed / "ragfts.toml").write_text(
        '[search]\nprofile = "auto"\n[gate]\nmax_non_disclosure_violations = 0\n', encoding="utf-8"
    )
    result = invoke("evaluate", kit=committed)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[-4:] == [
        "  non_disclosure_violations: 1",
        "  gate_failed:max_non_disclosure_violations 1 > 0",
        "  not checked (no threshold in [gate]): min_case_pass_rate, "
        "min_critical_case_pass_rate, min_retrieval_fact_recall, min_context_fact_recall, "
        "min_citation_fact_recall, min_status_accuracy",
        "BLOCK",
    ]
    assert "ZEBRA-7731" not in result.stdout


def test_evaluate_without_a_gate_is_a_usage_error_that_says_what_to_add(kit):
    result = invoke("evaluate", kit=kit)
    assert (result.exit_code, result.stdout) == (2, "")
    assert result.stderr == (
        "Error: ragfts.toml has no [gate] thresholds, so evaluate could not fail; add them, "
        "e.g.\n[gate]\nmin_case_pass_rate = 0.9\nmin_critical_case_pass_rate = 1.0\n"
        "max_non_disclosure_violations = 0\n"
    )


@pytest.mark.parametrize(
    "toml, message",
    [
        (
            "[gate]\nmin_case_pass_rate = 1.5\n",
            "[gate] min_case_pass_rate must be a number in [0, 1], got 1.5",
        ),
        ("[gate]\nmin_recall = 0.5\n", "[gate] has an unknown key 'min_recall'"),
        (
            "[gate]\nmax_non_disclosure_violations = -1\n",
            "[gate] max_non_disclosure_violations must be a whole number of at least 0, got -1",
        ),
    ],
)
def test_gate_thresholds_are_checked_strictly(committed, toml, message):
    (committed / "ragfts.toml").write_text(toml, encoding="utf-8")
    result = invoke("evaluate", kit=committed)
    assert (result.exit_code, result.stderr) == (2, f"Error: ragfts.toml: {message}\n")


def attach_one(kit, tmp_path, record):
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    invoke("answer", path, kit=kit)
    return log_of(kit, record["id"])["answers"][-1]["result"]


@pytest.mark.parametrize(
    "inject, status",
    [
        ("retrieval_error", "dependency_unavailable"),
        ("generation_error", "generation_unavailable"),
    ],
)
def test_an_injected_failure_expects_the_honest_status(tenants, tmp_path, inject, status):
    result = invoke("run", "T1", "--inject", inject, kit=tenants)
    log = log_of(tenants, "T1")
    assert log["degraded"] == {"inject": inject, "expected_status": status, "fallback": None}
    if inject == "retrieval_error":
        assert result.exit_code == 1 and log["search"]["rows"] == []
        assert log["search"]["error"] == "injected retrieval_error: the retriever is unavailable"
    honest = attach_one(
        tenants,
        tmp_path,
        {"id": "T1", "label": "honest", "text": "The service is down.", "status": status},
    )
    assert (honest["pass"], honest["verdict"], honest["errors"]) == (True, "pass", [])
    hidden = attach_one(tenants, tmp_path, {"id": "T1", "label": "hidden", "text": "I don't know."})
    assert (hidden["verdict"], hidden["errors"]) == ("answer", ["degraded_status_hidden"])
    assert invoke("replay", "T1", kit=tenants).exit_code == 1  # intact log, the latest answer fails


def test_a_failed_reranker_falls_back_to_retrieval_order(tenants):
    assert invoke("run", "T1", "--inject", "reranker_error", kit=tenants).exit_code == 0
    log = log_of(tenants, "T1")
    assert log["degraded"] == {
        "inject": "reranker_error",
        "expected_status": None,
        "fallback": "retrieval order",
    }
    assert (log["context"]["fallback"], log["context"]["selected"]) == (
        "retrieval order",
        ["acme-refund"],
    )
    assert invoke("replay", "T1", kit=tenants).exit_code == 0


def test_a_status_maps_onto_an_action():
    from ragfts.grade.degraded import STATUS_ACTIONS

    assert STATUS_ACTIONS == {
        "answered": "answer",
        "conflict": "clarify",
        "insufficient_evidence": "abstain",
        "tool_required": "abstain",
        "dependency_unavailable": "abstain",
        "generation_unavailable": "abstain",
    }


def test_evaluate_with_an_injected_failure_blocks_a_bot_without_degraded_statuses(
    committed, tmp_path
):
    result = invoke("evaluate", "--inject", "retrieval_error", kit=committed)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[1:] == [
        "  case_pass_rate: 0.0 (0 of 5)",
        "  critical_case_pass_rate: 0.0 (0 of 2)",
        "  retrieval_fact_recall: 0.0 (0 of 3)",
        "  context_fact_recall: 0.0 (0 of 3)",
        "  citation_fact_recall: 0.0 (0 of 3)",
        "  status_accuracy: 0.0 (0 of 5)",
        "  non_disclosure_violations: 0",
        "  gate_failed:min_case_pass_rate 0.0 < 0.8",
        "  gate_failed:min_citation_fact_recall 0.0 < 0.75",
        "  gate_failed:min_context_fact_recall 0.0 < 1.0",
        "  gate_failed:min_critical_case_pass_rate 0.0 < 1.0",
        "  gate_failed:min_retrieval_fact_recall 0.0 < 1.0",
        "  gate_failed:min_status_accuracy 0.0 < 0.8",
        "BLOCK",
    ]
    honest = tmp_path / "honest.jsonl"
    honest.write_text(
        "".join(
            json.dumps(
                {"id": q, "label": "honest", "text": "Down.", "status": "generation_unavailable"}
            )
            + "\n"
            for q in ("T1", "T2", "T3", "T4", "T5")
        ),
        encoding="utf-8",
    )
    invoke("answer", honest, kit=committed)
    report = json.loads(
        invoke("evaluate", "--inject", "generation_error", "--json", kit=committed).stdout
    )
    assert report["measures"]["status_accuracy"] == {"value": 1.0, "count": 5, "of": 5}
    assert report["measures"]["case_pass_rate"] == {"value": 1.0, "count": 5, "of": 5}


def test_an_empty_acl_can_fail_closed_as_seed_003_has_it(tenants):
    with open(tenants / "ragfts.toml", "a", encoding="utf-8") as handle:
        handle.write('\n[access]\nempty_acl = "refuse"\n')
    done = invoke("build", kit=tenants)
    assert done.exit_code == 2
    assert done.stderr.splitlines() == [
        "Error: corpus: acme-archived has an empty acl, and ragfts.toml's [access] empty_acl "
        'is "refuse": name the groups allowed to read it'
    ] + [
        f"corpus: {sid} has an empty acl, and ragfts.toml's [access] empty_acl is "
        '"refuse": '
        "name the groups allowed to read it"
        for sid in (
            "acme-draft",
            "acme-future",
            "acme-refund-copy",
            "acme-refund",
            "acme-zh",
            "globex-refund",
        )
    ]
    assert not (tenants / ".ragfts/index.sqlite").exists()


def test_empty_acl_takes_tenant_or_refuse_only(tenants):
    with open(tenants / "ragfts.toml", "a", encoding="utf-8") as handle:
        handle.write('\n[access]\nempty_acl = "everyone"\n')
    done = invoke("build", kit=tenants)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: ragfts.toml: [access] empty_acl must be one of tenant, refuse, got 'everyone'\n",
    )


def test_an_askers_view_of_the_registry_is_worked_out_once_and_is_the_askers_own(tenants):
    """facts_seen_by gives each asker the facts visible_facts gives, the same dict for
    the same asker (so what is computed from it is kept), another one for another."""
    from ragfts.index.search import facts_seen_by, visibility, visible_facts
    from ragfts.index.view import open_kit
    from ragfts.kit.records import Asker

    with open_kit(tenants) as kit:
        support = Asker("acme", ("support",))
        finance = Asker("acme", ("finance",))
        globex = Asker("globex", ("support",))
        views = {}
        for asker in (support, finance, globex, support):
            view = facts_seen_by(kit.conn, kit.facts, asker)
            assert view == visible_facts(kit.facts, visibility(kit.conn, asker))
            views.setdefault(asker.tenant_id + "/" + asker.groups[0], view)
            assert view is views[asker.tenant_id + "/" + asker.groups[0]]
        assert sorted(views["globex/support"]) == ["F-globex-refund"]
        assert sorted(views["acme/support"]) == ["F-acme-refund", "F-acme-refund-copy", "F-acme-zh"]
        assert facts_seen_by(kit.conn, kit.facts, None) is kit.facts


def test_a_word_is_held_only_where_the_asker_may_read_it(tenants):
    """A derived query leaves out the words no row the asker may read holds: «salary»
    is held for finance, not for support or another tenant; a draft's, a future page's
    or an archived page's words for nobody at that date."""
    from ragfts.index.search import holds
    from ragfts.index.view import open_kit
    from ragfts.kit.records import Asker

    with open_kit(tenants) as kit:
        at, profile = "2026-06-01", kit.profile
        finance, support = Asker("acme", ("finance",)), Asker("acme", ("support",))
        assert holds(kit.conn, '"salary"', at, profile, finance) is True
        assert holds(kit.conn, '"salary"', at, profile, support) is False
        assert holds(kit.conn, '"salary"', at, profile, Asker("globex", ("finance",))) is False
        for word in ('"become"', '"2027"', '"archived"'):
            assert holds(kit.conn, word, at, profile, support) is False
        assert holds(kit.conn, '"delivery"', at, profile, support) is True
