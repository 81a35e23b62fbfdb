"""Citations by URL or title: a bot cites the page it read, not our source id. Each is
read as the source ids it names at the question's date before anything is graded; what
was read so is logged, and a citation nothing names stays as it was (unknown_source)."""

from __future__ import annotations

from ..kit.links import cited_sources


def resolved(answer: dict, context) -> tuple[dict, dict[str, list[str]]]:
    """The answer with its cited URLs and titles replaced by source ids, and the map."""
    named = getattr(context.documents, "named", None)
    if named is None:
        return answer, {}
    read: dict[str, list[str]] = {}

    def ids(cited: str) -> list[str]:
        if cited not in read:
            if cited in context.documents:
                return [cited]
            read[cited] = cited_sources(named(cited), context.question.at, context.found)
        return read[cited] or [cited]

    out = dict(answer)
    if "source_ids" in answer:
        out["source_ids"] = [s for cited in answer["source_ids"] for s in ids(cited)]
    if "claims" in answer:
        # a claim has one source: of a page's documents, the one that holds the fact
        out["claims"] = [_claimed(c, ids(c["source_id"]), context) for c in answer["claims"]]
    if "context" in answer:
        out["context"] = [
            one
            for item in answer["context"]
            for one in (
                ids(item)
                if isinstance(item, str)
                else [{**item, "source_id": s} for s in ids(item["source_id"])]
            )
        ]
    read = {cited: found for cited, found in sorted(read.items()) if found}
    return (out, read) if read else (answer, {})


def _claimed(claim: dict, sources: list[str], context) -> dict:
    fact = context.facts.get(claim["fact_id"])
    source = fact.source_id if fact is not None and fact.source_id in sources else sources[0]
    return {**claim, "source_id": source}
