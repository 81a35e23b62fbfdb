"""What makes an answer record usable: its fields, each checked; an unusable one is kept
and reported as input_errors, never raised."""

from __future__ import annotations

from ..kit.records import ACTIONS
from ..kit.route import ORIGINS, ROUTES
from .context import CONTEXT_KEYS
from .degraded import REVISIONS, STATUS_ACTIONS

# A structured answer has claims; a transcript (free text) has none, and ragfts reads
# its claims (and its action, when absent) from the text. context is what the bot
# retrieved: source ids, or {source_id, text} fragments.
# route and evaluator: the bot's router step (seed 001); latency_ms and cost: measures;
# status: one of seed 003's six statuses (degraded.STATUS_ACTIONS); trace_id and the
# revisions: which bot build gave the answer (seed 003's names), logged as given.
ANSWER_KEYS = {
    "action",
    "text",
    "claims",
    "source_ids",
    "context",
    "route",
    "evaluator",
    "latency_ms",
    "cost",
    "status",
    "trace_id",
    "asked",
    *REVISIONS,
}
# What `ragfts ask` keeps of a question asked again: all text, the request byte for byte.
ASKED_KEYS = {"endpoint", "model", "request", "response", "error"}

CLAIM_KEYS = {"fact_id", "value", "source_id"}


def answer_input_errors(answer) -> list[str]:
    """What makes a record unusable as an answer; it is kept and reported, never raised."""
    if not isinstance(answer, dict):
        return [f"an answer must be a JSON object, got {type(answer).__name__}"]
    errors = [f"unexpected field {key!r}" for key in sorted(set(answer) - ANSWER_KEYS)]
    if "action" in answer and answer["action"] not in ACTIONS:
        errors.append(f"action must be one of {', '.join(ACTIONS)}, got {answer.get('action')!r}")
    if not {"action", "status"} & set(answer) and not isinstance(answer.get("text"), str):
        errors.append("an answer needs an action, a status or a text to read it from")
    if not isinstance(answer.get("text", ""), str):
        errors.append("text must be a string")
    claims = answer.get("claims", [])
    if not isinstance(claims, list):
        errors.append("claims must be a list")
    else:
        for n, claim in enumerate(claims):
            if not isinstance(claim, dict) or set(claim) != CLAIM_KEYS:
                errors.append(
                    f"claims[{n}] must be an object with exactly fact_id, value, source_id"
                )
            elif not (isinstance(claim["fact_id"], str) and isinstance(claim["source_id"], str)):
                errors.append(f"claims[{n}]: fact_id and source_id must be strings")
            elif isinstance(claim["value"], (dict, list)) or claim["value"] is None:
                errors.append(f"claims[{n}]: value must be a string, number or true/false")
    sources = answer.get("source_ids", [])
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        errors.append("source_ids must be a list of strings")
    context = answer.get("context", [])
    if not isinstance(context, list) or not all(_context_item(c) for c in context):
        errors.append(
            "context must be a list of source ids or of {source_id, text, score, origin} objects "
            "(source_id required; origin primary or alternative)"
        )
    if "status" in answer and answer["status"] not in STATUS_ACTIONS:
        errors.append(
            f"status must be one of {', '.join(STATUS_ACTIONS)}, got {answer['status']!r}"
        )
    if "route" in answer and answer["route"] not in ROUTES:
        errors.append(f"route must be one of {', '.join(ROUTES)}, got {answer['route']!r}")
    for key in ("trace_id", *REVISIONS):
        if key in answer and not (isinstance(answer[key], str) and answer[key].strip()):
            errors.append(f"{key} must be a non-empty string")
    asked = answer.get("asked", {})
    if not (isinstance(asked, dict) and set(asked) <= ASKED_KEYS) or not all(
        isinstance(v, str) for v in asked.values()
    ):
        errors.append(f"asked must be an object of texts ({', '.join(sorted(ASKED_KEYS))})")
    for key in ("latency_ms", "cost"):
        if key in answer and (
            isinstance(answer[key], bool) or not isinstance(answer[key], (int, float))
        ):
            errors.append(f"{key} must be a number")
    return errors


def _context_item(item) -> bool:
    if isinstance(item, str):
        return True
    return (
        isinstance(item, dict)
        and "source_id" in item
        and set(item) <= CONTEXT_KEYS
        and isinstance(item["source_id"], str)
        and isinstance(item.get("text", ""), str)
        and item.get("origin", "primary") in ORIGINS
    )
