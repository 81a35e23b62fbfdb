"""A bot on 127.0.0.1 for tests and demos: an OpenAI-compatible chat-completions server
that answers by a rule from the fragments it is sent (the sentence sharing most word
stems with the question, and its source id), refuses, fails with HTTP 500, or answers too
late, as a real bot might. Standard library only; the same request gets the same bytes."""

from __future__ import annotations

import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("answer", "refuse", "fail", "slow")
MODEL = "ragfts-loopback"
REFUSAL = "I'm sorry, I can't find that information in the knowledge base."
_FRAGMENT = re.compile(r"^\[([^\]]+)\] (.*)$")
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+")
_WORD = re.compile(r"\w+")


def _stems(text: str) -> set[str]:
    # The first four letters stand in for a stem: «перенести» and «переноса» meet.
    return {w[:4] for w in _WORD.findall(text.casefold()) if len(w) >= 3}


def reply(messages: list[dict]) -> str:
    """The rule's answer to a chat: the best sentence of the fragments, cited."""
    prompt = next((m.get("content", "") for m in messages if m.get("role") == "user"), "")
    lines = prompt.split("\n")
    # ask's own template names the question; a kit's own may only open with it
    question = next(
        (line[len("Question: ") :] for line in lines if line.startswith("Question: ")), lines[0]
    )
    wanted = _stems(question)
    best, best_score = None, 0
    for line in lines:
        match = _FRAGMENT.match(line)
        if match is None:
            continue
        for sentence in _SENTENCE.split(match.group(2)):
            score = len(wanted & _stems(sentence))
            if score > best_score:
                best, best_score = f"{sentence.strip()} [{match.group(1)}]", score
    return best if best is not None else REFUSAL


class LoopbackBot:
    """Start with start() (a free port unless one is given), stop with stop(); `url` is
    the base to give `ragfts ask --endpoint`. `headers` keeps each request's headers, so
    a test can see what reached the bot."""

    def __init__(self, mode: str = "answer", port: int = 0, delay: float = 5.0):
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        self.mode, self.delay, self.headers = mode, delay, []
        self.server = ThreadingHTTPServer(("127.0.0.1", port), self._handler())
        self.server.daemon_threads = True
        self.thread = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def start(self) -> LoopbackBot:
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        if self.thread is not None:
            self.thread.join(5)

    def __enter__(self) -> LoopbackBot:
        return self.start()

    def __exit__(self, *_exc) -> None:
        self.stop()

    def _handler(self):
        bot = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                bot.headers.append(dict(self.headers))
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if not self.path.endswith("/chat/completions"):
                    return self._send(404, {"error": {"message": f"no route {self.path}"}})
                if bot.mode == "fail":
                    return self._send(500, {"error": {"message": "the loopback bot fails"}})
                if bot.mode == "slow":
                    time.sleep(bot.delay)
                try:
                    messages = json.loads(body)["messages"]
                except (ValueError, KeyError, TypeError):
                    return self._send(400, {"error": {"message": "expected a chat request"}})
                text = REFUSAL if bot.mode == "refuse" else reply(messages)
                self._send(
                    200,
                    {
                        "id": "chatcmpl-loopback",
                        "object": "chat.completion",
                        "model": MODEL,
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": text},
                                "finish_reason": "stop",
                            }
                        ],
                    },
                )

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload, ensure_ascii=False, sort_keys=True).encode("utf-8")
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up waiting
                    pass

            def log_message(self, *_args) -> None:  # quiet: a demo's terminal is the user's
                pass

        return Handler
