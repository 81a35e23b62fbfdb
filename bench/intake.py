"""`ragfts intake` against `ragfts run`, per question, on the seeded bench kit (issue 26).

    python bench/intake.py --docs 100000 --conversations 100000

Generates the kit of bench/kitgen.py with as many questions as conversations, then a
conversations export: each conversation asks one of the kit's questions in words (its
query's terms) with a word of its own, so each is a formulation of its own and is
searched by rule; the bot refuses (`--bot refuses`), or answers in another question's
words with a price (`--bot answers`: a wrong answer, so each is searched on its answer's
words too, intake's costliest path: the price is one a fact the question's words are
in holds, so the answer could be read as stating it and its words are searched). Times one `ragfts intake` process and
one `ragfts run` of the same number of questions, both with `--jobs N` (1 unless
given), and prints each one's cost per question and the ratio (target: intake <= 2x run). Then memory against the export's size:
the peak of one intake of the export, and of the export ten times over (the same
formulations asked ten times each, or --repeat times: each is triaged once, and the
export is streamed), with their ratio (flat wanted: near 1.0), and that export's time;
`--repeat 0` stops after the first intake's time and peak memory. With `--varied`, each
copy after the first has the bot say something else (the copy's own refusal of
tests/phrasings/ru.txt), so each formulation has --repeat different answers to read on
its one search.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import subprocess
import time
from pathlib import Path

from kitgen import PY, ROOT, generate
from run import measure

_TERM = re.compile(r"[^\W\d_]+")
_OPERATORS = {"AND", "OR", "NOT", "NEAR"}


def timed(cmd: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr.decode()}")
    return time.perf_counter() - started


def intake_cmd(kit: Path, export: Path, *extra) -> list[str]:
    return [
        *(PY, "-m", "ragfts", "intake", str(export), "--date", "asked_at"),
        *("--answer", "answer", "--kit", str(kit), "--quiet", *extra),
    ]


def _words(question: dict) -> str:
    return " ".join(w for w in _TERM.findall(question["query"]) if w not in _OPERATORS)


def write_export(kit: Path, export: Path, conversations: int, bot: str = "refuses") -> list[dict]:
    """The export: each conversation one of the kit's questions in its query's words and
    a word of its own (a formulation of its own); the kit's questions returned."""
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        questions = list(csv.DictReader(handle))
    with open(kit / "corpus/facts.csv", encoding="utf-8", newline="") as handle:
        prices = {}  # a quote's word: the price of the first fact that quotes it
        for fact in csv.DictReader(handle):
            for word in fact["quote"].casefold().split():
                prices.setdefault(word, fact["value"])
    with open(export, "w", encoding="utf-8") as out:
        for n in range(conversations):
            q = questions[n % len(questions)]
            if bot == "refuses":
                answer = "Не знаю, в базе нет ответа."
            else:
                # the price of a fact the question's words are in, so that the answer
                # could be read as stating it and its own words are searched
                said = [prices[w] for w in _words(q).casefold().split() if w in prices]
                price = said[0] if said else "300"
                answer = (
                    f"{_words(questions[(n + 1) % len(questions)]).capitalize()}: {price} рублей."
                )
            record = {
                "asked_at": q["at"],
                "question": _words(q) + f" вариант{n} ?",
                "answer": answer,
            }
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return questions


def copies(lines: str, times: int, varied: bool) -> bytes:
    """The export `times` over; when varied, copy n > 0 answers with the n-th refusal."""
    if not varied:
        return lines.encode("utf-8") * times
    said = [
        line[2:]
        for line in (ROOT / "tests/phrasings/ru.txt").read_text(encoding="utf-8").splitlines()
        if line.startswith("R\t") and "\\n" not in line
    ]
    out = [lines]
    for n in range(1, times):
        rows = (json.loads(line) for line in lines.splitlines())
        out += [json.dumps({**r, "answer": said[n]}, ensure_ascii=False) + "\n" for r in rows]
    return "".join(out).encode("utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=10_000)
    parser.add_argument("--conversations", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="--jobs of intake and of run")
    parser.add_argument("--work", type=Path, default=Path("/tmp/ragfts-bench"))
    parser.add_argument(
        "--bot", choices=("refuses", "answers"), default="refuses", help="what the bot says"
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=10,
        help="the export asked this many times over, for memory (and its time); 0: not",
    )
    parser.add_argument(
        "--varied", action="store_true", help="each copy of --repeat says another refusal"
    )
    args = parser.parse_args()
    kit = args.work / f"intake-kit-{args.docs}-{args.conversations}"
    generate(kit, args.docs, args.conversations, args.seed)
    subprocess.run(
        [PY, "-m", "ragfts", "build", "--kit", str(kit)], check=True, stdout=subprocess.DEVNULL
    )
    export = args.work / f"conversations-{args.conversations}-{args.bot}.jsonl"
    questions = write_export(kit, export, args.conversations, args.bot)
    jobs = ("--jobs", str(args.jobs))
    first = measure(intake_cmd(kit, export, *jobs))
    intake = first["wall"]
    for path in (kit / "replays").glob("*.json"):
        path.unlink()
    (kit / "SHA256SUMS").unlink(missing_ok=True)
    run = timed([PY, "-m", "ragfts", "run", *jobs, "--kit", str(kit)])
    per_intake = intake / args.conversations
    per_run = run / len(questions)
    ratio = per_intake / per_run
    print(
        f"{args.docs:,} documents, --jobs {args.jobs}, the bot {args.bot}: intake of {args.conversations:,} conversations "
        f"{intake:.1f} s ({per_intake * 1000:.1f} ms each); run of {len(questions)} questions "
        f"{run:.1f} s ({per_run * 1000:.1f} ms each); intake / run per question: "
        f"{ratio:.2f} (<= 2.0 wanted: {'met' if ratio <= 2 else 'NOT met'}); intake's peak "
        f"memory {first['peak_mib']:.1f} MiB"
    )
    if args.repeat == 0:
        print(json.dumps({"intake_s": intake, "run_s": run, "ratio": ratio, "jobs": args.jobs,
                          "peak_mib": first["peak_mib"]}))  # fmt: skip
        subprocess.run(["rm", "-rf", str(kit / "intake")], check=True)
        return 0
    peaks, walls = [], []
    for times in (1, args.repeat):
        subprocess.run(["rm", "-rf", str(kit / "intake")], check=True)
        repeated = args.work / f"conversations-{args.conversations}x{times}.jsonl"
        repeated.write_bytes(copies(export.read_text(encoding="utf-8"), times, args.varied))
        measured = measure(intake_cmd(kit, repeated, *jobs))
        peaks.append(measured["peak_mib"])
        walls.append(measured["wall"])
        repeated.unlink()
    many = args.repeat * args.conversations
    print(
        f"peak memory of intake: {peaks[0]:.1f} MiB for {args.conversations:,} conversations, "
        f"{peaks[1]:.1f} MiB for {many:,} of the same formulations "
        f"({peaks[1] / peaks[0]:.2f}x; flat wanted)"
    )
    print(
        f"{many:,} conversations ({args.conversations:,} formulations, each asked "
        f"{args.repeat} times{', each time in other words' if args.varied else ''}) in "
        f"{walls[1]:.1f} s, against {walls[0]:.1f} s for "
        f"{args.conversations:,} ({walls[1] / walls[0]:.2f}x)"
    )
    print(
        json.dumps(
            {
                "intake_s": intake,
                "run_s": run,
                "ratio": ratio,
                "peak_mib": peaks[0],
                "peak_mib_repeated": peaks[1],
                "repeated_s": walls[1],
                "repeat": args.repeat,
                "varied": args.varied,
                "jobs": args.jobs,
            }
        )
    )
    subprocess.run(["rm", "-rf", str(kit / "intake")], check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
