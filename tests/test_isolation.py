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
    args = ["search", "CANARY OR salary OR refund", "--at", "2026-06-01", "--tenant", "acme"]
    for group in groups:
        args += ["--group", group]
    result = invoke(*args, "--expect", expected, "--json", kit=tenants)
    miss = json.loads(result.stdout)["miss"]
    assert result.exit_code == 1
    assert miss["withheld"] == [expected]
    assert [term["in"] for term in miss["terms"]] == [{}, {}, {}]
    assert miss["rewrites"] == []
    text = invoke(*args, "--expect", expected, kit=tenants).stdout
    assert (
        f"  access withheld {expected} from this asker: not read, not explained "
        "(`replay --audit` is the privileged view)"
    ) in text.splitlines()
    assert " → " not in text.split("why it missed", 1)[1]


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
