"""`ragfts ask`: the bot asked again on exactly the logged context, against a loopback
OpenAI-compatible bot started on 127.0.0.1 inside each test."""

import json

import pytest

from conftest import invoke, snapshot
from ragfts.jobs.ask import SYSTEM
from ragfts.jobs.loopback import MODEL, REFUSAL, LoopbackBot


@pytest.fixture
def bot(request):
    mode = getattr(request, "param", "answer")
    with LoopbackBot(mode, delay=1.0) as running:
        yield running


def logged(kit, qid: str, label: str) -> dict:
    log = json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))
    return next(a for a in log["answers"] if a["label"] == label)


def test_the_seeds_q3_asked_again_passes_and_logs_what_was_sent(kit, bot):
    done = invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", kit=kit)
    assert (done.exit_code, done.stdout) == (
        0,
        "Q3 [asked] PASS verdict pass «Для переноса задач поддерживается импорт CSV. [faq-v2]»\n",
    )
    entry = logged(kit, "Q3", "asked")
    asked = entry["answer"]["asked"]
    assert set(asked) == {"endpoint", "model", "request", "response"}
    assert (asked["endpoint"], asked["model"]) == (f"{bot.url}/chat/completions", MODEL)
    request = json.loads(asked["request"])
    assert request == {
        "messages": [
            {"content": SYSTEM, "role": "system"},
            {
                "content": "Date: 2026-10-23\nQuestion: Можно перенести задачи из CSV?\n\n"
                "Fragments:\n[faq-v2] Учебный FAQ «Планёр», версия 2. Для переноса задач "
                "поддерживается импорт CSV. Срок доставки и студенческие скидки здесь не "
                "определены.",
                "role": "user",
            },
        ],
        "model": "default",
        "seed": 0,
        "temperature": 0,
    }
    assert (
        json.loads(asked["response"])["choices"][0]["message"]["content"]
        == (entry["answer"]["text"])
    )
    assert entry["result"]["verdict"] == "pass"
    assert invoke("replay", "Q3", kit=kit).exit_code == 0


def test_asking_twice_logs_the_same_answer_byte_for_byte(kit, bot):
    invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", kit=kit)
    first = logged(kit, "Q3", "asked")
    invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", kit=kit)
    assert logged(kit, "Q3", "asked") == first


@pytest.mark.parametrize("bot", ["refuse"], indirect=True)
def test_a_refusing_bot_is_a_false_refusal(kit, bot):
    done = invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", kit=kit)
    assert (done.exit_code, done.stdout) == (
        1,
        "Q3 [asked] FAIL verdict answer expected_fact_missing, wrong_action_or_false_refusal "
        f"«{REFUSAL}»\n",
    )
    details = logged(kit, "Q3", "asked")["result"]["details"]
    assert details[0]["message"] == (
        "false refusal: abstained although F-csv (faq-v2) was in the found context"
    )


@pytest.mark.parametrize("bot", ["fail"], indirect=True)
def test_an_endpoint_that_fails_is_generation_unavailable_after_its_retries(kit, bot):
    done = invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", "--retries", "1", kit=kit)
    assert (done.exit_code, done.stdout) == (
        1,
        "Q3 [asked] FAIL verdict answer generation_unavailable\n",
    )
    assert len(bot.headers) == 2
    entry = logged(kit, "Q3", "asked")
    assert entry["answer"]["status"] == "generation_unavailable"
    assert entry["result"]["details"] == [
        {
            "code": "generation_unavailable",
            "message": f"{bot.url}/chat/completions: HTTP 500 Internal Server Error (2 tries)",
        }
    ]


@pytest.mark.parametrize("bot", ["slow"], indirect=True)
def test_an_endpoint_that_times_out_is_generation_unavailable(kit, bot):
    done = invoke(
        "ask",
        "Q3",
        "--endpoint",
        bot.url,
        "--label",
        "asked",
        "--timeout",
        "0.2",
        "--retries",
        "0",
        kit=kit,
    )
    assert done.exit_code == 1
    assert logged(kit, "Q3", "asked")["result"]["details"][0]["message"] == (
        f"{bot.url}/chat/completions: timed out after 0.2 s (1 try)"
    )


def test_nothing_listening_is_generation_unavailable_not_a_crash(kit):
    with LoopbackBot() as closed:
        url = closed.url
    done = invoke("ask", "Q3", "--endpoint", url, "--label", "asked", "--retries", "0", kit=kit)
    assert done.exit_code == 1
    message = logged(kit, "Q3", "asked")["result"]["details"][0]["message"]
    assert message == f"{url}/chat/completions: [Errno 111] Connection refused (1 try)"


def test_the_key_reaches_the_bot_and_no_file_or_output(kit, bot, monkeypatch):
    secret = "sk-ragfts-test-0123456789"
    monkeypatch.setenv("RAGFTS_ASK_KEY", secret)
    done = invoke("ask", "--all", "--endpoint", bot.url, "--label", "asked", "--json", kit=kit)
    assert [h.get("Authorization") for h in bot.headers] == [f"Bearer {secret}"] * 8
    assert secret not in done.stdout + done.stderr
    for path in kit.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path
    assert [a["id"] for a in json.loads(done.stdout)["attached"]] == [f"Q{n}" for n in range(1, 9)]


def test_the_kit_may_give_its_own_prompt(kit, bot):
    with open(kit / "ragfts.toml", "a", encoding="utf-8") as handle:
        handle.write('\n[ask]\nsystem = "Be brief."\nprompt = "{question}\\n---\\n{fragments}"\n')
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", "Q3", kit=kit).exit_code == 0
    assert invoke("ask", "Q3", "--endpoint", bot.url, "--label", "asked", kit=kit).exit_code == 0
    messages = json.loads(logged(kit, "Q3", "asked")["answer"]["asked"]["request"])["messages"]
    assert [m["content"] for m in messages] == [
        "Be brief.",
        "Можно перенести задачи из CSV?\n---\n[faq-v2] Учебный FAQ «Планёр», версия 2. Для "
        "переноса задач поддерживается импорт CSV. Срок доставки и студенческие скидки здесь "
        "не определены.",
    ]


@pytest.mark.parametrize(
    "args, message",
    [
        ((), "Error: give question ids or --all, not both and not neither"),
        (("Q3", "--all"), "Error: give question ids or --all, not both and not neither"),
        (("Q3", "--endpoint-x"), None),
    ],
)
def test_usage_errors_write_nothing(kit, args, message):
    before = snapshot(kit)
    done = invoke("ask", *args, "--endpoint", "http://127.0.0.1:9/v1", "--label", "x", kit=kit)
    assert done.exit_code == 2
    if message is not None:
        assert done.stderr.strip().splitlines()[-1] == message
    assert snapshot(kit) == before


def test_a_bad_endpoint_or_prompt_is_named(kit):
    done = invoke("ask", "Q3", "--endpoint", "ftp://x", "--label", "x", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: --endpoint must be an http:// or https:// URL, got 'ftp://x'\n",
    )
    with open(kit / "ragfts.toml", "a", encoding="utf-8") as handle:
        handle.write('\n[ask]\nprompt = "{question} {date}"\n')
    done = invoke("ask", "Q3", "--endpoint", "http://127.0.0.1:9", "--label", "x", kit=kit)
    assert (done.exit_code, done.stderr) == (
        2,
        "Error: ragfts.toml: [ask] prompt may use {at}, {question}, {fragments} and must use "
        "{question} and {fragments}; got date, question\n",
    )


def test_the_readme_shows_ask_as_it_is(kit, bot):
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = "$ ragfts ask Q3 Q5 Q6 --endpoint http://127.0.0.1:8765/v1 --label asked\n"
    start = readme.index(marker) + len(marker)
    shown = readme[start : readme.index("```", start)]
    done = invoke("ask", "Q3", "Q5", "Q6", "--endpoint", bot.url, "--label", "asked", kit=kit)
    assert (done.exit_code, done.stdout) == (1, shown)


def test_the_loopback_command_serves_until_it_is_stopped(kit):
    import signal
    import subprocess
    import sys

    proc = subprocess.Popen(
        [sys.executable, "-m", "ragfts", "loopback", "--port", "0"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stderr.readline()
        assert line.startswith("a loopback bot (answer) at http://127.0.0.1:")
        url = line.split(" at ", 1)[1].split(";", 1)[0]
        assert line == f"a loopback bot (answer) at {url}; Ctrl-C stops it\n"
        done = invoke("ask", "Q3", "--endpoint", url, "--label", "asked", kit=kit)
        assert done.exit_code == 0
        port = url.rsplit(":", 1)[1].split("/", 1)[0]
        taken = subprocess.run(
            [sys.executable, "-m", "ragfts", "loopback", "--port", port],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert (taken.returncode, taken.stderr) == (
            2,
            f"Error: cannot listen on 127.0.0.1:{port}: Address already in use\n",
        )
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=10) == 0


def test_a_reply_nested_past_the_parser_is_a_reply_without_a_message():
    from ragfts.jobs.ask import _content

    deep = '{"choices": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert _content(deep) == (None, "")
    assert _content('{"choices": [{"message": {"content": "Да"}}], "model": "m"}') == ("Да", "m")
