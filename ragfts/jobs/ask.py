"""`ragfts ask`: the bot asked again, on exactly the logged context. The question and the
fragments its log holds go to an OpenAI-compatible chat-completions endpoint; the
request as sent and the response as received are stored with the answer, which is
graded on the same log as any other. Retrieval is not run again, production is not
touched, and the key (from the environment) is never written anywhere."""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..index.locks import logs_lock
from ..index.view import open_kit
from ..kit.errors import InputError
from ..kit.records import Record
from ..log.reading import read_log
from .answer import AnswerRecord, _attach, _label_problem

# The rule the bot is given (seed 002's proposed instruction, in our words): answer only
# from the fragments and their dates, name the fact's source, never fill a gap, show
# both sides of an unresolved conflict, and say when nothing fitting was found.
SYSTEM = (
    "Answer only from the fragments below, each valid on the question's date. If a "
    "fragment states the fact the question needs, answer with it and cite its source id "
    "in square brackets. If no fragment states it, do not guess: say that the knowledge "
    "base does not hold it and what should be clarified. If valid fragments disagree and "
    "none says which applies, give both values and ask the owner to decide. A citation "
    "alone does not prove an answer right."
)
PROMPT = "Date: {at}\nQuestion: {question}\n\nFragments:\n{fragments}"
# At most this many fragments go into the prompt: a broad question's context is cut
# where a bot's would be, and the request says so by what it holds.
FRAGMENTS = 20
KEY_VARIABLE = "RAGFTS_ASK_KEY"
TIMEOUT = 30.0
RETRIES = 2


class Endpoint(Record):
    """Where to ask: the chat-completions URL, the model to name (None: the endpoint's
    own), the timeout of one try in seconds and how many more tries a failure gets."""

    __slots__ = ("url", "model", "timeout", "retries")
    _defaults = {"model": None, "timeout": TIMEOUT, "retries": RETRIES}


def completions_url(endpoint: str) -> str:
    """An endpoint's base (`http://host:port/v1`) or its full chat-completions URL."""
    url = endpoint.rstrip("/")
    if not url.startswith(("http://", "https://")):
        raise InputError(f"--endpoint must be an http:// or https:// URL, got {endpoint!r}")
    return url if url.endswith("/chat/completions") else f"{url}/chat/completions"


def request_body(log, model: str | None, settings) -> str:
    """The request, byte for byte as it is sent and logged: the rule, then the question,
    its date and the logged context's fragments in the log's order."""
    texts = log.texts()
    shown = [sid for sid in log.found if sid in texts][:FRAGMENTS]
    fragments = "\n".join(f"[{sid}] {' '.join(texts[sid].split())}" for sid in shown)
    question = log.question
    prompt = (settings.ask_prompt or PROMPT).format(
        at=question.at, question=question.question, fragments=fragments or "(none found)"
    )
    body = {
        "model": model or "default",
        "messages": [
            {"role": "system", "content": settings.ask_system or SYSTEM},
            {"role": "user", "content": prompt},
        ],
        "temperature": 0,
        "seed": 0,
    }
    return json.dumps(body, ensure_ascii=False, sort_keys=True)


def call(endpoint: Endpoint, body: str) -> dict:
    """One question asked: {"endpoint", "model", "request", "response"} on success, with
    "error" instead of a text when every try failed. Never raises for the endpoint."""
    import urllib.error
    import urllib.request

    headers = {"Content-Type": "application/json"}
    key = os.environ.get(KEY_VARIABLE)
    if key:
        headers["Authorization"] = f"Bearer {key}"
    asked = {"endpoint": endpoint.url, "request": body}
    error = None
    for _try in range(1 + endpoint.retries):
        request = urllib.request.Request(
            endpoint.url, data=body.encode("utf-8"), headers=headers, method="POST"
        )
        try:
            with urllib.request.urlopen(request, timeout=endpoint.timeout) as response:
                raw = response.read().decode("utf-8", errors="replace")
        except urllib.error.HTTPError as exc:
            error = f"HTTP {exc.code} {exc.reason}"
            if exc.code < 500 and exc.code != 429:
                break  # the request itself is wrong: trying again gives the same
            continue
        except OSError as exc:  # URLError, a timeout and a refused connection all are
            reason = getattr(exc, "reason", exc)
            error = f"timed out after {endpoint.timeout:g} s" if _timed_out(reason) else str(reason)
            continue
        text, model = _content(raw)
        if text is None:
            return {**asked, "response": raw, "error": "the response holds no message text"}
        return {**asked, "model": model, "response": raw, "text": text}
    tries = 1 + endpoint.retries
    return {**asked, "error": f"{error} ({tries} tr{'y' if tries == 1 else 'ies'})"}


def _timed_out(reason) -> bool:
    # socket.timeout is TimeoutError; a read that times out may come wrapped as text
    return isinstance(reason, TimeoutError) or "timed out" in str(reason)


def _content(raw: str) -> tuple[str | None, str]:
    try:
        data = json.loads(raw)
        text = data["choices"][0]["message"]["content"]
    except (ValueError, KeyError, IndexError, TypeError, RecursionError):
        return None, ""
    model = data.get("model") if isinstance(data.get("model"), str) else ""
    return (text if isinstance(text, str) else None), model


def answer_of(asked: dict) -> dict:
    """The answer attached to the log: the bot's text, or the honest status of a bot
    that could not generate one; what was sent and received kept beside it."""
    kept = {
        k: asked[k] for k in ("endpoint", "model", "request", "response", "error") if k in asked
    }
    if "text" in asked:
        return {"text": asked["text"], "asked": kept}
    return {"status": "generation_unavailable", "asked": kept}


def ask(root: Path, ids: list[str], endpoint: Endpoint, label: str, jobs: int = 1):
    """Each question asked on its log's context; the answers attached under `label`."""
    problem = _label_problem(label)
    if problem is not None:
        raise InputError(f"--label: {problem}")
    endpoint = Endpoint(
        completions_url(endpoint.url), endpoint.model, endpoint.timeout, endpoint.retries
    )
    with open_kit(root) as kit, logs_lock(kit.root):
        questions = kit.select(ids)
        logs = [read_log(kit.root, q.id) for q in questions]
        bodies = [request_body(log, endpoint.model, kit.settings) for log in logs]
        if jobs > 1 and len(bodies) > 1:
            from concurrent.futures import ThreadPoolExecutor  # the endpoint does the work

            with ThreadPoolExecutor(jobs) as pool:
                answers = list(pool.map(lambda body: call(endpoint, body), bodies))
        else:
            answers = [call(endpoint, body) for body in bodies]
        records = [
            AnswerRecord(n, q.id, label, answer_of(asked))
            for n, (q, asked) in enumerate(zip(questions, answers), start=1)
        ]
        return _attach(kit, records)
