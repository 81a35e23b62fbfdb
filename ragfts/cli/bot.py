"""The commands that talk to a bot: ask it again on the logged context, and the loopback
bot to try that with.
"""

from __future__ import annotations

import click

from . import render
from .main import guarded, json_option, kit_option, reports_errors


@click.command()
@click.argument("ids", nargs=-1, metavar="[ID]...")
@click.option("--all", "every", is_flag=True, help="Ask every question of the kit.")
@click.option(
    "--endpoint",
    required=True,
    metavar="URL",
    help="An OpenAI-compatible base URL (http://host:port/v1) or its /chat/completions.",
)
@click.option("--model", default=None, help="The model to ask for (default: the endpoint's).")
@click.option("--label", required=True, help="The label the answers are attached under.")
@click.option(
    "--timeout",
    type=click.FloatRange(min=0.1),
    default=30.0,
    show_default=True,
    help="Seconds one try may take.",
)
@click.option(
    "--retries",
    type=click.IntRange(min=0, max=5),
    default=2,
    show_default=True,
    help="More tries after a timeout, a refused connection or an HTTP 5xx or 429.",
)
@click.option(
    "--jobs", type=click.IntRange(min=1, max=32), default=1, help="Questions asked at once."
)
@kit_option
@json_option
@reports_errors
def ask(ids, every, endpoint, model, label, timeout, retries, jobs, kit, as_json):
    """Ask the bot again, on exactly the context each question's log holds, and grade
    its answers on that log. Nothing is searched again; the request as sent and the
    response as received are logged with the answer; the key is read from the
    environment variable RAGFTS_ASK_KEY and never written. An endpoint that fails is a
    generation_unavailable finding. Exit 1 when an answer fails.

    \b
    Example:
        ragfts loopback --port 8765 &
        ragfts ask Q3 --endpoint http://127.0.0.1:8765/v1 --label asked
    """
    from ..jobs.ask import Endpoint
    from ..jobs.ask import ask as ask_again

    if bool(ids) == every:
        raise click.UsageError("give question ids or --all, not both and not neither")
    attached = ask_again(kit, list(ids), Endpoint(endpoint, model, timeout, retries), label, jobs)
    passed = all(entry.result.passed for _, entry in attached.entries)
    if as_json:
        text = render.as_json(attached.as_json())
    else:
        lines = []
        for qid, entry in attached.entries:
            said = entry.answer.get("text")
            lines.append(
                render.attached_line(qid, entry) + (f" «{said}»" if said is not None else "")
            )
        lines += [f"{v} (the log is not written)" for v in attached.violations]
        text = "\n".join(lines)
    # the bot's words are printed: one that repeats a canary is never shown
    code = guarded(text, kit, sorted({qid for qid, _ in attached.entries}), "the output")
    return 0 if passed and not attached.violations and code == 0 else 1


@click.command()
@click.option("--port", type=click.IntRange(min=0, max=65535), default=8765, show_default=True)
@click.option(
    "--mode",
    type=click.Choice(["answer", "refuse", "fail", "slow"]),
    default="answer",
    show_default=True,
    help="answer by the rule, always refuse, fail with HTTP 500, or answer after --delay.",
)
@click.option("--delay", type=click.FloatRange(min=0), default=5.0, show_default=True)
@reports_errors
def loopback(port, mode, delay):
    """Serve an OpenAI-compatible loopback bot on 127.0.0.1 until Ctrl-C: it answers
    with the fragment sentence that shares most word stems with the question, and its
    source id. For trying `ragfts ask` without a real bot.

    \b
    Example:
        ragfts loopback --port 8765 --mode refuse
    """
    import signal
    import threading

    from ..jobs.loopback import LoopbackBot
    from ..kit.errors import InputError

    try:
        bot = LoopbackBot(mode, port, delay)
    except OSError as exc:
        raise InputError(f"cannot listen on 127.0.0.1:{port}: {exc.strerror}") from None
    click.echo(f"a loopback bot ({mode}) at {bot.url}; Ctrl-C stops it", err=True)
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    with bot:
        try:
            stopped.wait()
        except KeyboardInterrupt:
            pass
    return 0
