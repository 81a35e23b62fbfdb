"""A bot's traces, as OpenInference (Phoenix's JSON Lines of spans) and OpenTelemetry
GenAI (a collector's OTLP JSON) record them, become the transcripts we expect."""

import json

from conftest import invoke, snapshot

FAQ = (
    "Учебный FAQ «Планёр», версия 2. Для переноса задач поддерживается импорт CSV. "
    "Срок доставки и студенческие скидки здесь не определены."
)


def phoenix_span(trace, span, parent, kind, start, end, **attributes):
    return {
        "name": kind.lower(),
        "context": {"trace_id": trace, "span_id": span},
        "parent_id": parent,
        "span_kind": "INTERNAL",
        "start_time": start,
        "end_time": end,
        "attributes": {"openinference": {"span": {"kind": kind}}, **attributes},
    }


def reranking_bot(trace="t-q3", session="Q3", llm=True) -> list[dict]:
    """A chain with a retriever, a reranker and an LLM, as Phoenix exports its spans."""
    spans = [
        phoenix_span(
            trace,
            "s1",
            None,
            "CHAIN",
            "2026-10-23T09:00:00+00:00",
            "2026-10-23T09:00:01.250+00:00",
            input={"value": "Можно перенести задачи из CSV?"},
            session={"id": session},
        ),
        phoenix_span(
            trace,
            "s2",
            "s1",
            "RETRIEVER",
            "2026-10-23T09:00:00.010+00:00",
            "2026-10-23T09:00:00.200+00:00",
            retrieval={
                "documents": [
                    {"document": {"id": "faq-v2", "content": FAQ, "score": 0.42}},
                    {"document": {"id": "price-v2", "content": "…", "score": 0.1}},
                ]
            },
        ),
        phoenix_span(
            trace,
            "s3",
            "s1",
            "RERANKER",
            "2026-10-23T09:00:00.200+00:00",
            "2026-10-23T09:00:00.300+00:00",
            reranker={
                "output_documents": [{"document": {"id": "faq-v2", "content": FAQ, "score": 0.97}}]
            },
        ),
    ]
    if llm:
        spans.append(
            phoenix_span(
                trace,
                "s4",
                "s1",
                "LLM",
                "2026-10-23T09:00:00.300+00:00",
                "2026-10-23T09:00:01.200+00:00",
                llm={
                    "output_messages": [
                        {
                            "message": {
                                "role": "assistant",
                                "content": "Да, импорт CSV поддерживается.",
                            }
                        }
                    ],
                    "token_count": {"total": 42},
                },
                metadata=json.dumps({"pipeline_revision": "bot-7"}),
            )
        )
    return spans


def files(kit) -> dict:
    """The kit's files but its lock files (taking a lock writes nothing in one)."""
    return {k: v for k, v in snapshot(kit).items() if not k.endswith(".lock")}


def write_lines(path, items) -> None:
    path.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items), "utf-8")


def logged(kit, qid, label="bot") -> dict:
    log = json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))
    return next(a for a in log["answers"] if a["label"] == label)


def test_openinference_spans_with_a_reranker_become_the_transcript(kit, tmp_path):
    path = tmp_path / "spans.jsonl"
    write_lines(path, reranking_bot())
    done = invoke("answer", path, "--from", "openinference", kit=kit)
    assert (done.exit_code, done.stdout) == (0, "Q3 [bot] PASS verdict pass\n")
    assert logged(kit, "Q3")["answer"] == {
        "text": "Да, импорт CSV поддерживается.",
        "trace_id": "t-q3",
        "latency_ms": 1250.0,
        "cost": 42,
        "pipeline_revision": "bot-7",
        "context": [{"source_id": "faq-v2", "text": FAQ, "score": 0.97}],
    }


def otlp_value(value):
    if isinstance(value, str):
        return {"stringValue": value}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    return {"doubleValue": value}


def otlp_span(trace, span, parent, name, start, end, **attributes):
    return {
        "traceId": trace,
        "spanId": span,
        "parentSpanId": parent or "",
        "name": name,
        "kind": 1,
        "startTimeUnixNano": str(start),
        "endTimeUnixNano": str(end),
        "attributes": [{"key": k, "value": otlp_value(v)} for k, v in attributes.items()],
    }


def routing_bot() -> dict:
    """A GenAI-instrumented bot with a router span, one OTLP export request."""
    second = 1_000_000_000
    t0 = 1_792_000_000 * second
    spans = [
        otlp_span(
            "aa01",
            "b1",
            None,
            "invoke_agent",
            t0,
            t0 + 2 * second,
            **{"gen_ai.conversation.id": "Q1"},
        ),
        otlp_span("aa01", "b2", "b1", "route", t0, t0 + 1000, route="correct"),
        otlp_span(
            "aa01",
            "b3",
            "b1",
            "retrieval",
            t0 + 1000,
            t0 + 5000,
            **{
                "gen_ai.operation.name": "retrieval",
                "gen_ai.retrieval.documents": json.dumps(
                    [{"id": "kb-17", "score": 0.91}], ensure_ascii=False
                ),
            },
        ),
        otlp_span(
            "aa01",
            "b4",
            "b1",
            "chat",
            t0 + 5000,
            t0 + 2 * second - 1,
            **{
                "gen_ai.operation.name": "chat",
                "gen_ai.output.messages": json.dumps(
                    [
                        {
                            "role": "assistant",
                            "parts": [{"type": "text", "content": "2000 рублей в месяц"}],
                        }
                    ],
                    ensure_ascii=False,
                ),
                "gen_ai.usage.input_tokens": 300,
                "gen_ai.usage.output_tokens": 12,
            },
        ),
    ]
    return {
        "resourceSpans": [
            {
                "resource": {"attributes": []},
                "scopeSpans": [{"scope": {"name": "bot"}, "spans": spans}],
            }
        ]
    }


def test_otlp_genai_spans_with_a_router_and_a_map_become_the_transcript(kit, tmp_path):
    path = tmp_path / "otlp.json"
    write_lines(path, [routing_bot()])
    mapping = tmp_path / "map.csv"
    mapping.write_text("bot_id,source_id\nkb-17,price-v2\n", encoding="utf-8")
    done = invoke(
        "answer", path, "--from", "otel-genai", "--map", mapping, "--label", "traced", kit=kit
    )
    assert (done.exit_code, done.stdout) == (0, "Q1 [traced] PASS verdict pass\n")
    assert logged(kit, "Q1", "traced")["answer"] == {
        "text": "2000 рублей в месяц",
        "trace_id": "aa01",
        "latency_ms": 2000.0,
        "cost": 312,
        "route": "correct",
        "context": [{"source_id": "price-v2", "score": 0.91}],
    }


def test_an_unmapped_document_is_named_and_nothing_is_attached(kit, tmp_path):
    path = tmp_path / "otlp.json"
    write_lines(path, [routing_bot()])
    assert invoke("build", kit=kit).exit_code == 0
    before = files(kit)
    done = invoke("answer", path, "--from", "otel-genai", kit=kit)
    assert done.exit_code == 2
    assert done.stderr == (
        f"Error: {path}:1: trace aa01: the bot's document 'kb-17' (context item 0) is no "
        "source of the kit: name it in --map (bot_id,source_id), or give the document a "
        "url: or title:\n"
    )
    assert files(kit) == before


def test_a_document_is_mapped_by_the_url_in_its_metadata(kit, tmp_path):
    path = kit / "corpus/faq-v2.txt"
    path.write_text("url: https://example.org/faq\n" + path.read_text("utf-8"), "utf-8")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", kit=kit).exit_code == 0
    spans = reranking_bot()
    spans[2]["attributes"]["reranker"]["output_documents"][0]["document"] = {
        "id": "chunk-9",
        "content": FAQ,
        "metadata": json.dumps({"url": "http://EXAMPLE.org/faq/"}),
    }
    traces = tmp_path / "spans.jsonl"
    write_lines(traces, spans)
    done = invoke("answer", traces, "--from", "openinference", kit=kit)
    assert done.exit_code == 0, done.output
    assert logged(kit, "Q3")["answer"]["context"] == [{"source_id": "faq-v2", "text": FAQ}]


def test_a_trace_without_an_llm_span_is_skipped_and_said(kit, tmp_path):
    path = tmp_path / "spans.jsonl"
    write_lines(path, reranking_bot() + reranking_bot("t-none", "Q5", llm=False))
    done = invoke("answer", path, "--from", "openinference", kit=kit)
    assert (done.exit_code, done.stdout) == (
        1,
        "Q3 [bot] PASS verdict pass\n"
        "trace t-none (line 5): skipped: no LLM span with an output: no answer to grade\n",
    )


def test_a_trace_naming_no_question_of_the_kit_is_skipped_and_said(kit, tmp_path):
    path = tmp_path / "spans.jsonl"
    write_lines(path, reranking_bot(session="conversation-77"))
    done = invoke("answer", path, "--from", "openinference", kit=kit)
    assert (done.exit_code, done.stdout) == (
        1,
        "trace t-q3 (line 1): skipped: session.id 'conversation-77' is no question of the kit\n",
    )


def test_a_malformed_span_is_named_by_line(kit, tmp_path):
    path = tmp_path / "spans.jsonl"
    spans = reranking_bot()
    del spans[1]["context"]["trace_id"]
    lines = [json.dumps(s, ensure_ascii=False) for s in spans]
    lines.insert(2, '{"hello": 1}')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = files(kit)
    done = invoke("answer", path, "--from", "openinference", kit=kit)
    assert done.exit_code == 2
    assert done.stderr.splitlines() == [
        f"Error: {path}:2: a span lacks 'trace_id'",
        f'{path}:3: expected an OTLP JSON export ({{"resourceSpans": …}}) or a span '
        '({"context": {"trace_id", "span_id"}, "name", "attributes", …})',
    ]
    assert files(kit) == before


def test_match_map_and_label_need_from(kit, tmp_path):
    path = tmp_path / "a.jsonl"
    path.write_text('{"id": "Q3", "text": "Да"}\n', encoding="utf-8")
    done = invoke("answer", path, "--match", "session.id", kit=kit)
    assert done.exit_code == 2
    assert (
        done.stderr.strip().splitlines()[-1] == "Error: --match, --map and --label go with --from"
    )


def test_the_readme_shows_the_shipped_traces_as_they_are_read(kit):
    from conftest import ROOT

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    marker = "$ ragfts answer answers/traces-openinference.jsonl --from openinference\n"
    start = readme.index(marker) + len(marker)
    shown = readme[start : readme.index("```", start)]
    done = invoke(
        "answer", kit / "answers/traces-openinference.jsonl", "--from", "openinference", kit=kit
    )
    assert (done.exit_code, done.stdout) == (1, shown)


def test_the_shipped_traces_are_the_bot_these_tests_describe():
    from conftest import ROOT

    shipped = (ROOT / "answers/traces-openinference.jsonl").read_text(encoding="utf-8")
    spans = reranking_bot() + reranking_bot("t-none", "Q5", llm=False)
    assert shipped == "".join(json.dumps(s, ensure_ascii=False) + "\n" for s in spans)


def test_a_metadata_text_nested_past_the_parser_is_read_as_no_metadata(kit, tmp_path):
    deep = "[" * 100_000 + "]" * 100_000
    spans = reranking_bot()
    spans[-1]["attributes"]["metadata"] = deep
    spans[2]["attributes"]["reranker"]["output_documents"][0]["document"]["metadata"] = deep
    path = tmp_path / "spans.jsonl"
    write_lines(path, spans)
    done = invoke("answer", path, "--from", "openinference", kit=kit)
    assert (done.exit_code, done.stdout) == (0, "Q3 [bot] PASS verdict pass\n")
    answer = logged(kit, "Q3")["answer"]
    assert "pipeline_revision" not in answer
    assert answer["context"] == [{"source_id": "faq-v2", "text": FAQ, "score": 0.97}]
