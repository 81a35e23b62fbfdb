"""Attaching a bot's traces: `ragfts answer --from openinference` on files of N spans.

    python bench/traces.py --spans 10000 100000

Copies the example kit and writes, per size, a JSON Lines file of Phoenix-style spans:
traces of four spans each (chain, retriever with two documents, reranker, LLM with its
prompt: the whole context again, as real LLM spans carry it), every trace on question
Q3 under its own label. Times one `ragfts answer` process per size and reads its peak
resident memory; prints both, and the ratio of the largest size's peak to the smallest's.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARTS = ("schema.sql", "questions.csv", "corpus", "replays", "SHA256SUMS")
FAQ = (
    "Учебный FAQ «Планёр», версия 2. Для переноса задач поддерживается импорт CSV. "
    "Срок доставки и студенческие скидки здесь не определены."
)


def spans(trace: int) -> list[dict]:
    tid = f"t{trace:08}"

    def span(sid, parent, kind, start, end, **attributes):
        return {
            "name": kind.lower(),
            "context": {"trace_id": tid, "span_id": sid},
            "parent_id": parent,
            "start_time": start,
            "end_time": end,
            "attributes": {"openinference.span.kind": kind, **attributes},
        }

    document = {"document.id": "faq-v2", "document.content": FAQ, "document.score": 0.9}
    return [
        span("s1", None, "CHAIN", 1_000, 9_000, **{"session.id": "Q3", "input.value": "CSV?"}),
        span(
            "s2",
            "s1",
            "RETRIEVER",
            1_000,
            2_000,
            **{f"retrieval.documents.{n}.{k}": v for n in (0, 1) for k, v in document.items()},
        ),
        span(
            "s3",
            "s1",
            "RERANKER",
            2_000,
            3_000,
            **{f"reranker.output_documents.0.{k}": v for k, v in document.items()},
        ),
        span(
            "s4",
            "s1",
            "LLM",
            3_000,
            8_000,
            **{
                "llm.input_messages.0.message.role": "user",
                "llm.input_messages.0.message.content": (FAQ + " ") * 20,
                "llm.output_messages.0.message.content": "Да, импорт CSV поддерживается.",
                "llm.token_count.total": 900,
            },
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spans", type=int, nargs="+", default=[10_000, 100_000])
    args = parser.parse_args()
    peaks = {}
    for count in args.spans:
        work = Path(tempfile.mkdtemp(prefix="ragfts-traces-"))
        try:
            for part in PARTS:
                (shutil.copytree if (ROOT / part).is_dir() else shutil.copy)(
                    ROOT / part, work / part
                )
            path = work / "spans.jsonl"
            with open(path, "w", encoding="utf-8") as handle:
                for trace in range(count // 4):
                    for item in spans(trace):
                        handle.write(json.dumps(item, ensure_ascii=False) + "\n")
            started = time.perf_counter()
            done = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "ragfts",
                    "answer",
                    str(path),
                    "--from",
                    "openinference",
                    "--kit",
                    str(work),
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
            seconds = time.perf_counter() - started
            if done.returncode not in (0, 1):
                raise SystemExit(done.stderr.decode())
            # children's peak: the largest ragfts process so far (each size is larger)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
            peaks[count] = peak
            size = path.stat().st_size / 2**20
            print(
                f"{count:>9,} spans ({size:,.0f} MiB): {seconds:6.2f} s, "
                f"{count / seconds:,.0f} spans/s, peak {peak:,.0f} MiB"
            )
        finally:
            shutil.rmtree(work)
    low, high = min(peaks), max(peaks)
    print(f"peak at {high:,} spans / at {low:,}: {peaks[high] / peaks[low]:.2f}x")
    print(json.dumps({"peaks_mib": {str(k): round(v, 1) for k, v in peaks.items()}}))


if __name__ == "__main__":
    main()
