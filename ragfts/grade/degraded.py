"""Degraded dependencies (seed 003): a failing retriever, reranker or generator must give
an honest degraded status, never a false refusal.

`run --inject retrieval_error` logs the search as failed (no rows, the expected status
`dependency_unavailable`); `generation_error` keeps the search and expects
`generation_unavailable`; `reranker_error` keeps the search and falls back to retrieval
order. The seed's six statuses map onto ragfts's actions as STATUS_ACTIONS says."""

from __future__ import annotations

from ..kit.records import ANSWER_STATUSES

INJECTIONS = ("retrieval_error", "reranker_error", "generation_error")
# The bot build's identity a transcript may carry (seed 003's names): a PASS or BLOCK is
# tied to the build whose answers it judged.
REVISIONS = (
    "pipeline_revision",
    "retrieval_revision",
    "rerank_revision",
    "context_policy_revision",
    "answer_policy_revision",
    "authorization_revision",
)
EXPECTED_STATUS = {
    "retrieval_error": "dependency_unavailable",
    "generation_error": "generation_unavailable",
    "reranker_error": None,
}
STATUS_ACTIONS = ANSWER_STATUSES
RETRIEVAL_FAILED = "injected retrieval_error: the retriever is unavailable"


def degraded_block(inject: str | None) -> dict | None:
    if inject is None:
        return None
    fallback = "retrieval order" if inject == "reranker_error" else None
    return {"inject": inject, "expected_status": EXPECTED_STATUS[inject], "fallback": fallback}
