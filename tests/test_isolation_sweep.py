"""Every asker-scoped command and output format, run as each acme asker on a tenants kit
whose second tenant holds secrets of every kind: a text, a fact value, a source id and
canaries with `"`, `\\`, a tab and an NFD form. Nothing of globex's may appear in any of
them, no count that depends on the expression either, and each planted leak is caught."""

import csv
import json
import re
import unicodedata

import pytest

from conftest import ROOT, copy_kit, invoke

KIT = ROOT / "tests/kits/tenants"
SECRET_TEXT = 'Globex vault: code "Q\\7"\tcafé-ORCHID'
CANARIES = ('code "Q', 'Q\\7"', '"\tcafé', unicodedata.normalize("NFD", "café-ORCHID"))
SECRETS = ("globex-vault", "globex-refund", "ORCHID", "9417", "Internal code", "60 days")
ACME = ("T1", "T2", "T3", "T5")


@pytest.fixture(scope="module")
def kit(tmp_path_factory):
    root = copy_kit(KIT, tmp_path_factory.mktemp("sweep") / "kit", extra=("ragfts.toml",))
    (root / "corpus/globex-vault.txt").write_text(
        "source_id: globex-vault\nvalid_from: 2026-01-01\nvalid_until:\ntenant_id: globex\n\n"
        f"{SECRET_TEXT}. Vault fee 9417 EUR per refund.\n",
        encoding="utf-8",
    )
    with open(root / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write("F-globex-vault,globex-vault,acme,refund_fee,9417,EUR,Vault fee 9417 EUR\n")
    rows = list(csv.reader((root / "questions.csv").open(encoding="utf-8")))
    header = rows[0]
    at = header.index("canaries")
    for row in rows[1:]:
        if row[header.index("tenant_id")] == "acme":
            row[at] = ";".join([*filter(None, row[at].split(";")), *CANARIES])
    # an acme question that reaches for globex's words, so a leak has somewhere to go
    rows.append(
        [
            "T6",
            "2026-06-01",
            "What does the vault cost?",
            "vault OR refund",
            "abstain",
            "",
            "",
            "nothing of globex",
            "acme",
            "support",
            ";".join(CANARIES),
            "false",
        ]
    )
    with open(root / "questions.csv", "w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(rows)
    (root / "SHA256SUMS").unlink(missing_ok=True)
    assert invoke("run", *ACME, "T6", kit=root).exit_code == 0
    return root


def outputs(kit):
    """(what was run, what it printed or wrote) for every asker-scoped command of acme."""
    asker = ("--tenant", "acme", "--group", "support")
    for qid in (*ACME, "T6"):
        for fmt in ((), ("--json",)):
            yield ("replay", qid, *fmt), invoke("replay", qid, *fmt, kit=kit).output
            yield (
                ("evidence", qid, *fmt),
                invoke("evidence", "--question", qid, *fmt, kit=kit).output,
            )
    yield ("run",), invoke("run", *ACME, "T6", kit=kit).output
    for fmt in ((), ("--json",)):
        for expression in ("vault OR refund", "GLOBEX AND 60", "ORCHID", "refund"):
            for expect in ((), ("--expect", "globex-vault"), ("--expect", "globex-refund")):
                args = ("search", expression, "--at", "2026-06-01", *asker, *expect, *fmt)
                yield args, invoke(*args, kit=kit).output
        for subject in ("acme", "globex"):
            args = (
                "evidence",
                "--subject",
                subject,
                "--attribute",
                "refund_fee",
                "--at",
                "2026-06-01",
                *asker,
                *fmt,
            )
            yield args, invoke(*args, kit=kit).output
        page = kit / "acme.html"
        done = invoke("report", "--tenant", "acme", "-o", page, *fmt, kit=kit)
        yield ("report", *fmt), done.output + page.read_text(encoding="utf-8")


def test_another_tenants_id_is_no_source_to_the_asker_as_an_unknown_one_is(kit):
    asker = ("--tenant", "acme", "--group", "support")
    said = {
        expect: invoke(
            "search", "refund", "--at", "2026-06-01", *asker, "--expect", expect, kit=kit
        ).stderr.replace(expect, "ID")
        for expect in ("globex-vault", "no-such-document")
    }
    assert said == dict.fromkeys(said, "Error: --expect: no source 'ID' in the corpus\n")


def test_no_command_shows_an_acme_asker_anything_of_globex(kit):
    found = []
    for args, text in outputs(kit):
        shown = unicodedata.normalize("NFC", text)
        typed = " ".join(map(str, args))  # what the asker typed is theirs to see again
        for secret in (*SECRETS, *(unicodedata.normalize("NFC", c) for c in CANARIES)):
            if secret in typed:
                continue
            if secret in shown or json.dumps(secret)[1:-1] in shown:
                found.append((args, secret))
        if re.search(r"withheld: \w+ \d", shown) or '"withheld": {' in shown:
            found.append((args, "a count that depends on the expression"))
    assert found == []


@pytest.mark.parametrize("canary", CANARIES)
def test_each_planted_leak_is_caught_and_never_printed(kit, tmp_path, canary):
    path = tmp_path / "leak.jsonl"
    planted = {"id": "T1", "label": "leak", "text": f"30 days. Also: {canary}"}
    path.write_text(json.dumps(planted, ensure_ascii=False) + "\n", encoding="utf-8")
    before = (kit / "replays/T1.json").read_bytes()
    for fmt in ((), ("--json",)):
        done = invoke("answer", path, *fmt, kit=kit)
        assert done.exit_code == 1
        assert "non_disclosure_violation: canary" in done.output
        assert canary not in done.output and json.dumps(canary)[1:-1] not in done.output
    assert (kit / "replays/T1.json").read_bytes() == before
