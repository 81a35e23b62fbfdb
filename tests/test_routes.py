"""Corrective retrieval (seed 001): the router's rules at their edges, the routes kit's
three examples, tampering with a logged route, and the bot's router step graded."""

import json
import math

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.kit.errors import InputError
from ragfts.kit.route import Scored, check_thresholds, corrective

KIT = ROOT / "tests/kits/routes"
ALTERNATIVE = [Scored("official-guide:renewal:v2", 0.91, "alternative")]


@pytest.fixture
def routes(tmp_path):
    return copy_kit(KIT, tmp_path / "routes", extra=("scores.csv",))


def routed(scores, alternative=ALTERNATIVE, lower=0.3, upper=0.8):
    primary = [Scored(f"p{n}", score, "primary") for n, score in enumerate(scores)]
    return corrective(primary, lambda: list(alternative), lower, upper)


@pytest.mark.parametrize(
    "scores, route, used, kept",
    [
        ([0.92], "correct", False, ["p0"]),
        ([0.12], "incorrect", True, ["official-guide:renewal:v2"]),
        ([0.55], "ambiguous", True, ["p0", "official-guide:renewal:v2"]),
        ([0.8], "ambiguous", True, ["p0", "official-guide:renewal:v2"]),  # exactly at upper
        ([0.3], "ambiguous", True, ["p0", "official-guide:renewal:v2"]),  # exactly at lower
        ([0.29, 0.81], "correct", False, ["p0", "p1"]),
        ([0.1, 0.2], "incorrect", True, ["official-guide:renewal:v2"]),
        ([], "incorrect", True, ["official-guide:renewal:v2"]),  # an empty primary list
    ],
)
def test_the_seeds_rules(scores, route, used, kept):
    result = routed(scores)
    assert (result.status, result.initial_route, result.alternative_search_used) == (
        "ok",
        route,
        used,
    )
    assert [s.source_id for s in result.sources] == kept and result.has_candidates is bool(kept)


def test_duplicates_across_both_lists_are_kept_once_primary_first():
    primary = [Scored("a", 0.5, "primary"), Scored("b", 0.4, "primary")]
    alternative = [Scored("b", 0.9, "alternative"), Scored("c", 0.7, "alternative")]
    result = corrective(primary, lambda: alternative, 0.3, 0.8)
    assert [(s.source_id, s.origin) for s in result.sources] == [
        ("a", "primary"),
        ("b", "primary"),
        ("c", "alternative"),
    ]


def test_nothing_left_is_no_candidates_not_a_failure():
    result = routed([0.1], alternative=[])
    assert (result.status, result.initial_route, result.sources, result.has_candidates) == (
        "ok",
        "incorrect",
        [],
        False,
    )


@pytest.mark.parametrize(
    "score, message",
    [
        (math.nan, "p0: score nan is outside [0, 1]"),
        (math.inf, "p0: score inf is outside [0, 1]"),
        (-0.1, "p0: score -0.1 is outside [0, 1]"),
        (1.1, "p0: score 1.1 is outside [0, 1]"),
        (None, "p0: no score"),
        ("high", "p0: score 'high' is not a number"),
        (True, "p0: score True is not a number"),
    ],
)
def test_an_unusable_primary_score_is_an_evaluator_error_not_incorrect(score, message):
    result = routed([score])
    assert (result.status, result.error, result.initial_route, result.sources) == (
        "evaluator_error",
        message,
        None,
        [],
    )


@pytest.mark.parametrize("score", [math.nan, math.inf, -0.1, 1.1])
def test_an_unusable_alternative_score_is_an_evaluator_error_too(score):
    result = routed([0.1], alternative=[Scored("alt", score, "alternative")])
    assert (result.status, result.initial_route) == ("evaluator_error", None)
    assert result.error.startswith("alt: score ")


@pytest.mark.parametrize(
    "lower, upper",
    [(0.5, 0.5), (0.8, 0.3), (-0.1, 0.8), (0.3, 1.1), (math.nan, 0.8), (0.3, math.inf)],
)
def test_thresholds_must_be_ordered_inside_zero_one(lower, upper):
    with pytest.raises(InputError, match=r"route thresholds must satisfy 0 <= lower < upper <= 1"):
        check_thresholds(lower, upper)


def test_kit_thresholds_are_checked_strictly(routes):
    (routes / "ragfts.toml").write_text("[route]\nlower = 0.5\nupper = 0.5\n", encoding="utf-8")
    result = invoke("run", kit=routes)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: ragfts.toml: [route] route thresholds must satisfy 0 <= lower < upper <= 1, "
        "got lower=0.5, upper=0.5\n",
    )


@pytest.mark.parametrize(
    "qid, route, used, sources",
    [
        ("strong", "correct", False, ["internal:renewal:v2"]),
        ("weak", "incorrect", True, ["official-guide:renewal:v2"]),
        (
            "uncertain",
            "ambiguous",
            True,
            ["internal:general-subscription", "official-guide:renewal:v2"],
        ),
    ],
)
def test_the_seeds_three_examples_replayed(routes, qid, route, used, sources):
    assert invoke("run", kit=routes).exit_code == 0
    result = invoke("replay", qid, "--json", kit=routes)
    assert result.exit_code == 0
    block = json.loads(result.stdout)["route"]
    assert (block["initial_route"], block["alternative_search_used"], block["sources"]) == (
        route,
        used,
        sources,
    )
    assert (block["status"], block["lower"], block["upper"], block["evaluator"]) == (
        "ok",
        0.3,
        0.8,
        "scores.csv",
    )


def test_thresholds_from_the_kit_change_the_route(routes):
    (routes / "ragfts.toml").write_text("[route]\nlower = 0.6\nupper = 0.95\n", encoding="utf-8")
    invoke("run", kit=routes)
    blocks = {
        q: json.loads(invoke("replay", q, "--json", kit=routes).stdout)["route"]["initial_route"]
        for q in ("strong", "weak", "uncertain")
    }
    assert blocks == {"strong": "ambiguous", "weak": "incorrect", "uncertain": "incorrect"}


def test_a_source_without_a_score_is_an_evaluator_error_in_the_log(routes):
    scores = routes / "scores.csv"
    scores.write_text(
        "\n".join(
            line
            for line in scores.read_text(encoding="utf-8").splitlines()
            if not line.startswith("strong,internal")
        )
        + "\n",
        encoding="utf-8",
    )
    invoke("run", kit=routes)
    block = json.loads(invoke("replay", "strong", "--json", kit=routes).stdout)["route"]
    assert (block["status"], block["error"], block["initial_route"]) == (
        "evaluator_error",
        "internal:renewal:v2: no score",
        None,
    )


def tamper(kit, qid, change):
    path = kit / f"replays/{qid}.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    change(log["route"])
    path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    result = invoke("replay", qid, kit=kit)
    assert result.exit_code == 3
    return [line for line in result.stdout.splitlines() if line.startswith("  tampered: route.")]


def test_a_tampered_score_or_route_is_named(routes):
    invoke("run", kit=routes)
    invoke("seal", kit=routes)  # sealed: an edit of the log is told apart from the kit's
    lines = tamper(routes, "weak", lambda r: r["primary"][0].update(score=0.95))
    assert lines == [
        '  tampered: route.primary: logged [{"source_id": "personal-plan:features", "score": 0.95, '
        '"evaluator": "demo-evaluator/1", "reason": "about another plan"}], now [{"source_id": '
        '"personal-plan:features", "score": 0.12, "evaluator": "demo-evaluator/1", "reason": '
        '"about another plan"}]'
    ]
    lines = tamper(routes, "uncertain", lambda r: r.update(initial_route="correct"))
    assert lines == ['  tampered: route.initial_route: logged "correct", now "ambiguous"']


def test_replay_shows_the_route_block(routes):
    invoke("run", kit=routes)
    lines = invoke("replay", "weak", kit=routes).stdout.splitlines()
    start = lines.index("route (scores.csv; lower 0.3, upper 0.8):")
    assert lines[start : start + 6] == [
        "route (scores.csv; lower 0.3, upper 0.8):",
        "  primary personal-plan:features: score 0.12 demo-evaluator/1",
        "  route: incorrect (scores.csv), alternative search used → official-guide:renewal:v2",
        "  reference route from the registry: incorrect",
        "  alternative query 'approval' → official-guide:renewal:v2",
        "  alternative official-guide:renewal:v2: score 0.91 demo-evaluator/1",
    ]


def bot(kit, tmp_path, record):
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    invoke("answer", path, kit=kit)
    log = json.loads((kit / f"replays/{record['id']}.json").read_text(encoding="utf-8"))
    return log["answers"][-1]["result"]


GUIDE = "Official guide: renewing the enterprise plan requires approval of a new contract before the current period ends."


@pytest.mark.parametrize(
    "record, codes",
    [
        (
            {
                "route": "correct",
                "context": [{"source_id": "personal-plan:features", "score": 0.92}],
            },
            ["alternative_search_missing", "bot_retrieval_missed", "route_wrong"],
        ),
        (
            {
                "route": "incorrect",
                "context": [
                    {"source_id": "personal-plan:features", "score": 0.55},
                    {"source_id": "official-guide:renewal:v2", "origin": "alternative"},
                ],
            },
            ["route_inconsistent_with_scores"],
        ),
        (
            {
                "route": "incorrect",
                "context": [
                    {"source_id": "personal-plan:features", "score": None},
                    {"source_id": "official-guide:renewal:v2", "origin": "alternative"},
                ],
            },
            ["evaluator_error_taken_as_incorrect"],
        ),
        (
            {
                "route": "incorrect",
                "context": [
                    {"source_id": "personal-plan:features", "score": 0.12},
                    {
                        "source_id": "official-guide:renewal:v2",
                        "origin": "alternative",
                        "score": 0.91,
                        "text": GUIDE,
                    },
                ],
            },
            [],
        ),
    ],
)
def test_the_bots_router_step_on_the_weak_question(routes, tmp_path, record, codes):
    invoke("run", kit=routes)
    result = bot(
        routes,
        tmp_path,
        {
            "id": "weak",
            "text": "A new contract must be approved.",
            "action": "answer",
            "source_ids": [],
            **record,
        },
    )
    assert result["retrieval_errors"] == codes


def test_an_alternative_search_on_a_correct_route_is_unneeded(routes, tmp_path):
    invoke("run", kit=routes)
    result = bot(
        routes,
        tmp_path,
        {
            "id": "strong",
            "text": "It is in the contract.",
            "route": "correct",
            "context": [
                {"source_id": "internal:renewal:v2", "score": 0.92},
                {"source_id": "official-guide:renewal:v2", "origin": "alternative"},
            ],
        },
    )
    assert result["retrieval_errors"] == ["alternative_search_unneeded"]


def test_a_refusal_whose_router_discarded_the_fact_blames_the_router(routes, tmp_path):
    invoke("run", kit=routes)
    result = bot(
        routes,
        tmp_path,
        {
            "id": "strong",
            "text": "I don't know.",
            "route": "incorrect",
            "context": [{"source_id": "internal:renewal:v2", "score": 0.95}],
        },
    )
    assert result["verdict"] == "search"
    assert "route_wrong" in result["retrieval_errors"]
    messages = [d["message"] for d in result["details"] if d["code"] == "route_wrong"]
    assert messages == [
        "the bot's router took incorrect, the reference route is correct",
        "the router discarded internal:renewal:v2, which holds an expected fact",
    ]


def test_run_counts_routes(routes):
    assert invoke("run", kit=routes).stdout.splitlines()[-1] == (
        "routes: 3 routed, 2 alternative search(es), 0 evaluator error(s)"
    )


def test_triage_measures(routes, tmp_path):
    invoke("run", kit=routes)
    path = tmp_path / "bot.jsonl"
    records = [
        {
            "id": "strong",
            "text": "The contract for the next period sets them.",
            "action": "answer",
            "source_ids": ["internal:renewal:v2"],
            "route": "correct",
            "latency_ms": 800,
            "cost": 0.002,
            "context": [{"source_id": "internal:renewal:v2", "score": 0.92}],
        },
        {
            "id": "weak",
            "text": "I don't know.",
            "route": "correct",
            "latency_ms": 1200,
            "cost": 0.004,
            "context": [{"source_id": "personal-plan:features", "score": 0.12}],
        },
        {
            "id": "uncertain",
            "text": "It depends.",
            "action": "answer",
            "route": "ambiguous",
            "source_ids": ["nope"],
            "context": [
                {"source_id": "internal:general-subscription", "score": 0.55},
                {"source_id": "official-guide:renewal:v2", "origin": "alternative", "score": 0.91},
            ],
        },
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    invoke("answer", path, kit=routes)
    result = invoke("triage", "--measures", kit=routes)
    assert result.stdout.splitlines()[-8:] == [
        "measures:",
        "  route errors: 1 of 3 answers with a route (33.3%)",
        "  alternative searches per case: reference 0.6667",
        "  alternative searches per case: bot 0.3333",
        "  declaring missing information: 1 of 3 answers (33.3%)",
        "  citation accuracy: 1 of 2 answers that cite (50.0%)",
        "  latency: 1000.0 ms (mean)",
        "  cost: 0.003 per request (mean)",
    ]
    data = json.loads(invoke("triage", "--measures", "--json", kit=routes).stdout)["measures"]
    assert data["route_errors"] == {"of": 3, "count": 1, "rate": 0.3333}
    assert (data["latency_ms"], data["cost"]) == (1000.0, 0.003)
