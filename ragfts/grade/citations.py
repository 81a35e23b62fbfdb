"""Citations by URL or title: a bot cites the page it read, not our source id. Each is
read as the source id it names at the question's date before anything is graded; what
was read so is logged, and a citation nothing names stays as it was (unknown_source)."""

from __future__ import annotations


def resolved(answer: dict, context) -> tuple[dict, dict[str, str]]:
    """The answer with its cited URLs and titles replaced by source ids, and the map."""
    resolve = getattr(context.documents, "resolve", None)
    if resolve is None:
        return answer, {}
    read: dict[str, str] = {}

    def one(cited: str) -> str:
        if cited in read:
            return read[cited]
        if cited in context.documents:
            return cited
        source_id = resolve(cited, context.question.at)
        if source_id is None:
            return cited
        read[cited] = source_id
        return source_id

    out = dict(answer)
    if "source_ids" in answer:
        out["source_ids"] = [one(s) for s in answer["source_ids"]]
    if "claims" in answer:
        out["claims"] = [{**c, "source_id": one(c["source_id"])} for c in answer["claims"]]
    if "context" in answer:
        out["context"] = [
            one(item) if isinstance(item, str) else {**item, "source_id": one(item["source_id"])}
            for item in answer["context"]
        ]
    if not read:
        return answer, {}
    return out, dict(sorted(read.items()))
