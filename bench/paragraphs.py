"""Questions on encyclopedia paragraphs, triaged: the shape of a reading-comprehension set
(a question written from one sentence of a paragraph, its answer a span of it), in
Chinese, Russian or English; ten paragraphs on two topics (twenty on four in English) and
two questions on each, written for this bench (bench/data/LANG_paragraphs.tsv), not a
kept-back set.

    python bench/paragraphs.py [--lang zh|ru|en] [--profile zh|ru|en|auto]
        [--bot refuses|answers|answers-another] [--show] [--keep DIR]

Each paragraph is a document, and each question a registry fact of it: its answer the
value, the sentence it was written from the quote, the topic the subject. The odd
paragraphs stay, the even ones are taken out with their facts (so a topic keeps its
neighbours: what a correct refusal's question shares most words with). Each question is
a conversation; with `--bot refuses` the first kind are planted false refusals and the
second correct ones, and one `ragfts intake` classes them all; printed, as
bench/intake_quality.py prints them: planted refusals classed likely_false_refusal (and
how many of those name the gold fact), correct ones classed so, how often the derived
query found the gold paragraph. With `--bot answers` the bot answers each question of a
kept paragraph with its answer (a short span: «Ангара», 1864只), with `--bot
answers-another` with another question's: printed, the share classed `ok`.
"""

from __future__ import annotations

import argparse
import csv
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from shop_faq import LANGS, intake_found, start_kit

from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

HERE = Path(__file__).resolve().parent
REFUSALS = {lang: spec["refusal"] for lang, spec in LANGS.items()} | {"en": "Sorry, I don't know."}


def read(lang: str, name: str = "a") -> tuple[dict, list, list]:
    """{paragraph id: (topic, text)}, [(paragraph id, question, answer, sentence)] and,
    for each question, a correct answer in a bot's own words (a sentence), or None."""
    paragraphs, questions, said = {}, [], []
    suffix = "" if name == "a" else f"_{name}"
    text = (HERE / f"data/{lang}_paragraphs{suffix}.tsv").read_text(encoding="utf-8")
    for kind, *cells in (line.split("\t") for line in text.splitlines() if line):
        if kind == "P":
            paragraphs[cells[0]] = (cells[1], cells[2])
        else:  # the bot's own words, when a set has them, come last: not the fact's
            questions.append(tuple(cells[:4]))
            said.append(cells[4] if len(cells) > 4 else None)
    return paragraphs, questions, said


def kept(pid: str) -> bool:
    return int(pid[1:]) % 2 == 1


def make_kit(kit: Path, profile: str, paragraphs: dict, questions: list) -> None:
    start_kit(kit, profile)
    (kit / "questions.csv").write_text(",".join(QUESTION_COLUMNS) + "\n", encoding="utf-8")
    # a bare number answered is a year here (1996, 1764): a number fact needs its unit
    (kit / "units.csv").write_text("unit,words\nyear,год|году|года|年\n", encoding="utf-8")
    with (
        open(kit / "corpus/wiki.jsonl", "w", encoding="utf-8") as docs,
        open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as registry,
    ):
        writer = csv.writer(registry, lineterminator="\n")
        writer.writerow(FACT_COLUMNS)
        for pid, (_topic, text) in paragraphs.items():
            if kept(pid):
                record = {"source_id": pid, "valid_from": "2020-03-01", "valid_until": None}
                docs.write(json.dumps({**record, "text": text}, ensure_ascii=False) + "\n")
        for n, (pid, _question, answer, sentence) in enumerate(questions):
            if kept(pid):
                topic = paragraphs[pid][0].replace(" ", "_")  # as SQuAD titles are
                unit = "year" if answer.isdigit() else ""
                writer.writerow([f"F-q{n:02}", pid, topic, f"q{n:02}", answer, unit, sentence])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="zh", choices=sorted(REFUSALS))
    parser.add_argument("--profile", choices=[*sorted(REFUSALS), "auto"], help="the language's own")
    parser.add_argument(
        "--bot", default="refuses", choices=["refuses", "answers", "says", "answers-another"]
    )
    parser.add_argument(
        "--set",
        default="a",
        choices=list("abcdefghijklmnopqr"),
        help="b: written after a's mends, to check them; c: after b's, with the bot's words; "
        "d: after c's, each quote its answer's whole sentence; e: as d, written after its "
        "mends and read before any of its own; f: the same, after e's; g: after f's; h: after g's; i: after h's; j to r: the same, each after the one before",
    )
    parser.add_argument(
        "--show", action="store_true", help="print each formulation not classed as hoped, and why"
    )
    parser.add_argument("--keep", type=Path, help="build the kit here and keep it, to look into")
    args = parser.parse_args()
    profile = args.profile or args.lang
    paragraphs, questions, sentences = read(args.lang, args.set)
    if args.bot == "says" and None in sentences:
        parser.error(f"set {args.set} has no bot's words: --bot says needs set c")
    work = args.keep or Path(tempfile.mkdtemp(prefix="ragfts-paragraphs-"))
    try:
        kit = work / "kit"
        make_kit(kit, profile, paragraphs, questions)
        chosen = [
            (q, w) for q, w in zip(questions, sentences) if args.bot == "refuses" or kept(q[0])
        ]
        asked = [q for q, _words in chosen]
        told = []  # what the bot said, by the export's line
        export = work / "conversations.jsonl"
        with open(export, "w", encoding="utf-8") as out:
            for n, ((_pid, question, _answer, _sentence), words) in enumerate(chosen):
                said = REFUSALS[args.lang]
                if args.bot == "says":  # a correct answer, a sentence in the bot's words
                    said = words
                elif args.bot != "refuses":  # another's: seven on, another paragraph
                    said = asked[n if args.bot == "answers" else (n + 7) % len(asked)][2]
                told.append(said)
                record = {"asked_at": "2020-04-01", "question": question, "answer": said}
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        found = intake_found(kit, export)
        figures = Counter()
        number = {q: n for n, q in enumerate(questions)}  # a question's fact is F-q{n}
        for line, (pid, *_rest) in enumerate(asked, 1):
            f = found.get(line)
            if f is None:  # grouped with an earlier formulation
                continue
            refused = f["class"] == "likely_false_refusal"
            if args.bot == "refuses":
                hoped = refused == kept(pid)
            else:
                hoped = (f["class"] == "ok") == (args.bot in ("answers", "says"))
            if args.show and not hoped:
                print(f"{pid} {f['class']}: {f['question']} «{told[line - 1]}» {f['why']}")
            if args.bot != "refuses":
                figures[f["class"]] += 1
                continue
            if kept(pid):
                log = json.loads((kit / "intake/replays" / f"{f['id']}.json").read_text("utf-8"))
                figures["planted"] += 1
                figures["caught"] += refused
                # caught for the right reason: the fact the owner is shown is the gold one
                gold = f"F-q{number[asked[line - 1]]:02}"
                figures["named_gold"] += refused and gold in f["fact_ids"]
                figures["gold_found"] += pid in {r["source_id"] for r in log["search"]["rows"]}
            else:
                figures["correct"] += 1
                figures["flagged"] += refused
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    if args.bot != "refuses":
        total = sum(figures.values())
        print(f"{args.lang}, profile {profile}, the bot {args.bot.replace('-', ' ')}:")
        print(f"classed ok: {figures['ok']} of {total}; {dict(sorted(figures.items()))}")
    else:
        print(
            f"{args.lang}, profile {profile}: planted false refusals classed "
            f"likely_false_refusal: {figures['caught']} of {figures['planted']} "
            f"({figures['named_gold']} of them naming the gold fact); correct "
            f"refusals classed so: {figures['flagged']} of {figures['correct']}; the derived "
            f"query found the gold paragraph for {figures['gold_found']} of {figures['planted']}"
        )
    print(json.dumps({"lang": args.lang, "profile": profile, "bot": args.bot, **figures}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
