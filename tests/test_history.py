"""diff and bisect on a kit in a temporary git repository over several commits; the
user's work tree, index and git state are the same bytes after."""

import hashlib
import json
import math
import subprocess

import pytest

from conftest import ROOT, copy_kit, invoke, snapshot

ENV = {
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.org",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.org",
    "GIT_AUTHOR_DATE": "2026-11-01T00:00:00Z",
    "GIT_COMMITTER_DATE": "2026-11-01T00:00:00Z",
    "PATH": "/usr/bin:/bin",
    "HOME": "/nonexistent",
}


def git(repo, *args) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, check=True, env=ENV
    ).stdout.strip()


def step(repo, kit, message):
    """Run and seal, as a user does after an edit, then commit."""
    assert invoke("run", kit=kit).exit_code in (0, 1)
    invoke("seal", kit=kit)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


@pytest.fixture
def history(tmp_path):
    """A repository whose kit is in kb/: five commits, one change each."""
    repo = tmp_path / "repo"
    kit = copy_kit(ROOT, repo / "kb")
    (repo / ".gitignore").write_text(".ragfts/\n")
    git(repo, "init", "-q", "-b", "main")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "the kit")
    edit(kit / "corpus/facts.csv", "срок возврата 21 день,", "срок возврата 21 день,21 день")
    step(repo, kit, "registry: a phrase for F-refund21")
    edit(kit / "corpus/faq-v2.txt", "valid_from: 2026-10-01", "valid_from: 2026-11-01")
    step(repo, kit, "faq: version 2 starts in November")
    edit(
        kit / "questions.csv",
        "Сколько стоил тариф в сентябре?,цена,",
        "Сколько стоил тариф в сентябре?,цена OR тариф,",
    )
    step(repo, kit, "Q8: a broader query")
    answers = repo / "late.jsonl"
    answers.write_text(
        json.dumps({"id": "Q1", "label": "late", "text": "2000 рублей"}, ensure_ascii=False) + "\n"
    )
    assert invoke("answer", answers, kit=kit).exit_code == 0
    answers.unlink()
    step(repo, kit, "Q1: the bot's late answer")
    return repo, kit


def state_of(repo) -> dict:
    index = hashlib.sha256((repo / ".git/index").read_bytes()).hexdigest()
    files = {k: v for k, v in snapshot(repo).items() if not k.startswith((".git/", "kb/.ragfts/"))}
    return {
        "head": git(repo, "rev-parse", "HEAD"),
        "index": index,
        "files": files,
        "status": git(repo, "status", "--porcelain"),
    }


def test_bisect_names_the_document_commit_in_log2_evaluations(history):
    repo, kit = history
    before = state_of(repo)
    result = invoke("bisect", "Q3", "--good", "HEAD~4", "--bad", "HEAD", "--json", kit=kit)
    found = json.loads(result.stdout)
    assert result.exit_code == 0, result.output
    assert found["subject"].endswith(" faq: version 2 starts in November")
    assert (found["before"], found["after"]) == ("pass", "document")
    assert found["inputs"] == ["document: faq-v2"]
    assert found["evaluated"] <= math.ceil(math.log2(found["range"])) + 1
    assert state_of(repo) == before


def test_bisect_prints_what_changed(history):
    repo, kit = history
    result = invoke("bisect", "Q3", "--good", "HEAD~4", "--bad", "HEAD", kit=kit)
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Q3: first changed at ") and lines[0].endswith(
        " faq: version 2 starts in November"
    )
    assert lines[1:3] == ["  pass → document", "  changed: document: faq-v2"]


def test_diff_of_each_step_names_exactly_its_inputs_and_results(history):
    repo, kit = history
    before = state_of(repo)
    steps = {}
    for n in (4, 3, 2, 1):
        result = invoke("diff", f"HEAD~{n}", f"HEAD~{n - 1}", "--json", kit=kit)
        steps[n] = json.loads(result.stdout)
    assert steps[4]["files"] == ["corpus/facts.csv"]
    assert steps[4]["questions"] == {"Q6": ["input fact F-refund21 changed"]}
    assert steps[3]["files"] == ["corpus/faq-v2.txt"]
    assert steps[3]["questions"]["Q3"] == [
        "input document faq-v2 validity: 2026-10-01 .. open → 2026-11-01 .. open",
        "result found: faq-v2 → nothing",
        "result verdict: pass → document",
        "result codes: — → source_not_in_found_context, wrong_source_version_for_question_date",
    ]
    assert sorted(steps[3]["questions"]) == ["Q3", "Q5", "Q7"]
    assert steps[2]["files"] == ["questions.csv"]
    assert steps[2]["questions"] == {"Q8": ["input query: 'цена' → 'цена OR тариф'"]}
    assert steps[1]["questions"] == {"Q1": ["input answers changed"]}
    assert state_of(repo) == before


def test_diff_against_the_work_tree_by_default(history):
    repo, kit = history
    edit(kit / "corpus/price-v2.txt", "Учебный прайс", "Новый прайс")
    result = invoke("diff", kit=kit)
    assert result.exit_code == 0  # inputs changed, no result did
    lines = result.stdout.splitlines()
    assert lines[:3] == [
        "diff HEAD → WORKTREE: 3 question(s) changed, 5 unchanged",
        "files: corpus/price-v2.txt",
        "Q1:",
    ]
    assert lines[3] == "  input document price-v2: -«Учебный» +«Новый»"


def test_outside_git_diff_says_so(kit):
    result = invoke("diff", kit=kit)
    assert result.exit_code == 2
    assert result.stderr == (
        f"Error: {kit} is not in a git repository: diff and bisect read the kit's history; "
        "`git init` and commit the kit first\n"
    )


def test_the_readme_shows_diff_and_bisect_as_they_print(history):
    import re

    repo, kit = history
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("$ ragfts diff HEAD~3 HEAD~2\n", 1)[1].split("```", 1)[0]
    shown_diff, shown_bisect = block.split("$ ragfts bisect Q3 --good HEAD~4 --bad HEAD\n")
    assert shown_diff == invoke("diff", "HEAD~3", "HEAD~2", kit=kit).stdout
    bisected = invoke("bisect", "Q3", "--good", "HEAD~4", "--bad", "HEAD", kit=kit).stdout

    def no_hash(text):  # the short hash depends on git's version of the objects
        return re.sub(r"\bat [0-9a-f]{7,} ", "at <commit> ", text)

    assert no_hash(shown_bisect) == no_hash(bisected)


def sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def previous_of(path):
    return json.loads(path.read_text(encoding="utf-8")).get("previous_sha256")


def test_a_rewritten_log_records_the_digest_of_the_one_it_replaced(kit):
    before = {p.name: p.read_bytes() for p in (kit / "replays").glob("*.json")}
    old_q3 = sha(kit / "replays/Q3.json")
    edit(kit / "corpus/faq-v2.txt", "Учебный FAQ", "Новый FAQ")
    assert invoke("run", kit=kit).exit_code == 0
    assert previous_of(kit / "replays/Q3.json") == old_q3
    assert (kit / "replays/Q1.json").read_bytes() == before["Q1.json"]  # unchanged: no byte
    rewritten = (kit / "replays/Q3.json").read_bytes()
    assert invoke("run", kit=kit).exit_code == 0
    assert (kit / "replays/Q3.json").read_bytes() == rewritten  # nothing new: kept as it was
    assert invoke("replay", "Q3", kit=kit).exit_code == 0
    assert invoke("check", kit=kit).exit_code == 3  # the corpus edit is not sealed yet
    assert invoke("seal", kit=kit).exit_code == 0
    assert invoke("check", kit=kit).exit_code == 0
    late = kit.parent / "late.jsonl"
    late.write_text(
        json.dumps({"id": "Q3", "label": "late", "text": "Да"}, ensure_ascii=False) + "\n"
    )
    before_answer = sha(kit / "replays/Q3.json")
    invoke("answer", late, kit=kit)
    assert previous_of(kit / "replays/Q3.json") == before_answer


def test_a_broad_log_records_its_predecessor_too(kit):
    from conftest import jsonl_corpus

    jsonl_corpus(kit, 150, lambda n: f"общий документ {n}")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("B1,2026-10-23,Что?,общий,abstain,,,\n")
    invoke("run", "B1", kit=kit)
    first = (kit / "replays/B1.json").read_bytes()
    assert previous_of(kit / "replays/B1.json") is None
    invoke("run", "B1", kit=kit)
    assert (kit / "replays/B1.json").read_bytes() == first
    jsonl_corpus(kit, 151, lambda n: f"общий документ {n}")
    invoke("run", "B1", kit=kit)
    assert previous_of(kit / "replays/B1.json") == hashlib.sha256(first).hexdigest()
    assert (
        len(json.loads((kit / "replays/B1.json").read_text(encoding="utf-8"))["search"]["rows"])
        == 151
    )
    assert invoke("replay", "B1", kit=kit).exit_code == 0
