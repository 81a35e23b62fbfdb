"""How well intake tells a false refusal from a correct one, on real paraphrases (COVID-QA, en).

    python bench/intake_quality.py [--datasets ../shared/datasets/covid-qa] [--profile en]
        [--lang en|de|ru|zh] [--take-out both|fact] [--keep DIR]

Every FAQ entry of the three snapshots becomes a document (its question and answer) with
one registry fact: its answer's first words (a text value), quoted by the entry's own
question, which is what the fact is about. The pairs marked similar in
eval_question_similarity_en.csv are split in two by their gold entry: for the first
half of the entries it stays in the knowledge base, for the second it is taken out
(document and fact), and with it every entry whose question shares half its words (the
snapshots repeat entries in other words). Each paraphrase (question_2) becomes a conversation whose bot refuses ("I don't
know, the knowledge base has no answer"): a false refusal planted where the knowledge
base holds the fact, and a correct refusal where it does not. One `ragfts intake` run
triages them all. Printed: the share of planted false refusals classed
`likely_false_refusal` (issue 26 wants >= 90 %) and how many of those name the gold
entry's fact, the share of correct refusals classed so
(<= 10 %), and the share of the first half whose derived query found the gold document
(>= 60 %; the hand-typed three-word habit of bench/recall.py is the comparison).
`--refusals varied` has the bot refuse in each refusal of tests/phrasings/ in turn (the
reading and the triage measured together). `--take-out fact` keeps the second half's documents and takes out their facts only (the
knowledge base holds the text but not the fact). `--bot answers` has the bot answer each
paraphrase of the first half with the first sentence of its gold entry's answer (a
correct answer: printed, the share classed `ok`), `--bot answers-another` with another
entry's (a wrong one: the share classed `ok` should stay low). `--lang de` takes the German pairs and entries instead (no German profile: `plain` or
`auto`). The kept-back Russian and Chinese sets are measured the same way outside this
repository: a folder in COVID-QA's layout and `--lang ru` or `zh` (the profile the
language's own unless `--profile` says; the bot refuses in the language; Chinese words,
for the near entries taken out, are the question's character pairs; an answer's start,
the fact's value, is its first clause).
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from recall import PROFILES, similar_pairs

from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

ROOT = Path(__file__).resolve().parent.parent
REFUSALS = {
    "en": "I don't know, the knowledge base has no answer.",
    "de": "I don't know, the knowledge base has no answer.",
    "ru": "Не знаю, в базе знаний нет ответа.",
    "zh": "我不知道，知识库里没有答案。",
}


def refusals(lang: str) -> list[str]:
    """The refusals of tests/phrasings/ in the pairs' language, for --refusals varied."""
    lines = (ROOT / f"tests/phrasings/{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [line[2:] for line in lines if line.startswith("R\t")]


_WORDS = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*")


_CJK = re.compile(r"[\u4e00-\u9fff]+")


def words(text: str) -> set[str]:
    """Content words; a Chinese run, which has no spaces, as its character pairs."""
    found = {w.lower() for w in _WORDS.findall(_CJK.sub(" ", text)) if len(w) > 2}
    for run in _CJK.findall(text):
        found |= {run[i : i + 2] for i in range(len(run) - 1)} or {run}
    return found


def jaccard(a: set, b: set) -> float:
    return len(a & b) / len(a | b) if a | b else 0.0


def first_sentence(answer: str) -> str:
    return re.split(r"(?<=[.!?])\s+|(?<=[。！？])", " ".join(answer.split()))[0]


def first_words(answer: str, count: int = 8) -> str:
    """An answer's first words; a Chinese one's first clause (it has no spaces)."""
    if _CJK.match(answer.strip()):
        return re.split(r"[，。；！？,;!?]", answer.strip())[0][:40]
    return " ".join(_WORDS.findall(answer)[:count])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--datasets", type=Path, default=ROOT.parent / "shared/datasets/covid-qa")
    parser.add_argument("--lang", default="en", choices=sorted(PROFILES), help="which pairs")
    parser.add_argument(
        "--profile", choices=["plain", "en", "ru", "zh", "auto"], help="the language's own"
    )
    parser.add_argument(
        "--take-out",
        default="both",
        choices=["both", "fact"],
        help="for the correct refusals: take out the entries and their facts, or the facts only",
    )
    parser.add_argument("--keep", type=Path, help="build the kit here and keep it, to look into")
    parser.add_argument(
        "--bot",
        default="refuses",
        choices=["refuses", "answers", "answers-another"],
        help="what the bot says: a refusal, the gold entry's first sentence, another's",
    )
    parser.add_argument(
        "--refusals",
        default="one",
        choices=["one", "varied"],
        help="the bot refuses in one phrasing, or in each of tests/phrasings/ in turn",
    )
    args = parser.parse_args()
    args.profile = args.profile or PROFILES[args.lang]
    varied = refusals(args.lang)
    texts, ids, pairs = similar_pairs(args.datasets, args.lang)
    # split by gold entry, not by pair: an entry has several paraphrases
    golds = sorted({gold for gold, _ in pairs})
    out_golds = set(golds[len(golds) // 2 :])
    pairs = [p for p in pairs if p[0] not in out_golds] + [p for p in pairs if p[0] in out_golds]
    half = sum(1 for gold, _ in pairs if gold not in out_golds)
    kept, removed = pairs[:half], pairs[half:]
    # The snapshots repeat entries in other words: taking the gold out takes out every
    # entry near it too (half its content words or more), or the knowledge base would
    # still hold the answer and the refusal would not be correct.
    keep = {gold for gold, _ in kept}
    gone = {
        q
        for gold, _ in removed
        for q in texts
        if q not in keep and jaccard(words(q), words(gold)) >= 0.5
    }
    work = args.keep or Path(tempfile.mkdtemp(prefix="ragfts-intake-quality-"))
    try:
        kit = work / "kit"
        (kit / "corpus").mkdir(parents=True)
        schema = "schema.sql" if args.profile == "plain" else "tests/kits/profiled/schema.sql"
        shutil.copy(ROOT / schema, kit / "schema.sql")
        (kit / "ragfts.toml").write_text(
            f'[search]\nprofile = "{args.profile}"\n', encoding="utf-8"
        )
        with (
            open(kit / "corpus/faq.jsonl", "w", encoding="utf-8") as docs,
            open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as facts,
        ):
            writer = csv.writer(facts, lineterminator="\n")
            writer.writerow(FACT_COLUMNS)
            for question, answer in texts.items():
                if not first_words(answer) or (question in gone and args.take_out == "both"):
                    continue
                sid = ids[question]
                record = {
                    "source_id": sid,
                    "valid_from": "2020-03-01",
                    "valid_until": None,
                    "text": f"{question}\n{answer}",
                }
                docs.write(json.dumps(record, ensure_ascii=False) + "\n")
                if question in gone:  # --take-out fact: the document stays, without its fact
                    continue
                value = first_words(answer)
                writer.writerow([f"F-{sid}", sid, "COVID-19", sid, value, "", question])
        with open(kit / "questions.csv", "w", encoding="utf-8", newline="") as out:
            csv.writer(out, lineterminator="\n").writerow(QUESTION_COLUMNS)
        export = work / "conversations.jsonl"
        asked = pairs if args.bot == "refuses" else kept
        with open(export, "w", encoding="utf-8") as out:
            for n, (gold, paraphrase) in enumerate(asked):
                said = REFUSALS[args.lang] if args.refusals == "one" else varied[n % len(varied)]
                if args.bot != "refuses":  # another entry's: one 37 pairs on, another gold
                    source = gold if args.bot == "answers" else kept[(n + 37) % len(kept)][0]
                    said = first_sentence(texts[source])
                record = {"asked_at": "2020-04-01", "question": paraphrase, "answer": said}
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        subprocess.run(
            [sys.executable, "-m", "ragfts", "build", "--kit", str(kit)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "ragfts",
                "intake",
                str(export),
                "--date",
                "asked_at",
                "--answer",
                "answer",
                "--json",
                "--quiet",
                "--kit",
                str(kit),
            ],
            capture_output=True,
            text=True,
        )
        if done.returncode not in (0, 1):
            raise SystemExit(done.stderr)
        found = json.loads(done.stdout)["formulations"]
        if args.bot != "refuses":
            classes = Counter(f["class"] for f in found)
            print(
                f"the bot {args.bot.replace('-', ' ')}: {len(found)} formulations, {dict(classes)}"
            )
            print(f"classed ok: {classes['ok'] / len(found):.1%} ({classes['ok']} of {len(found)})")
            print(json.dumps({"bot": args.bot, **classes}))
            return 0
        by_line = {f["line"]: f for f in found}
        planted = refused = hit = named = 0
        for n, (gold, _paraphrase) in enumerate(pairs):
            f = by_line.get(n + 1)
            if f is None:  # grouped with an earlier formulation: counted there
                continue
            false_refusal = f["class"] == "likely_false_refusal"
            if n < half:
                planted += false_refusal
                # caught for the right reason: the fact the owner is shown is the gold one
                named += false_refusal and f"F-{ids[gold]}" in f["fact_ids"]
                log = kit / "intake/replays" / f"{f['id']}.json"
                rows = json.loads(log.read_text(encoding="utf-8"))["search"]["rows"]
                hit += any(r["source_id"] == ids[gold] for r in rows) if log.exists() else 0
            else:
                refused += false_refusal
        first = sum(1 for n in range(half) if n + 1 in by_line)
        second = sum(1 for n in range(half, len(pairs)) if n + 1 in by_line)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    figures = {
        "profile": args.profile,
        "planted_false_refusals": first,
        "classed_false_refusal": planted,
        "naming_the_gold_fact": named,
        "correct_refusals": second,
        "correct_classed_false_refusal": refused,
        "derived_query_found_gold": hit,
    }

    def share(a: int, b: int) -> str:
        return f"{a / b:.1%} ({a} of {b})" if b else "—"

    print(
        f"profile {args.profile}; {len(pairs)} paraphrase pairs, {len(found)} formulations; "
        f"{len(gone)} entries taken out for the second half"
    )
    print(
        f"planted false refusals classed likely_false_refusal: {share(planted, first)}, "
        f"{named} of them naming the gold entry's fact "
        f"(>= 90 % wanted: {'met' if first and planted / first >= 0.9 else 'NOT met'})"
    )
    print(
        f"correct refusals classed likely_false_refusal: {share(refused, second)} "
        f"(<= 10 % wanted: {'met' if second and refused / second <= 0.1 else 'NOT met'})"
    )
    print(
        f"derived query found the gold document: {share(hit, first)} "
        f"(>= 60 % wanted: {'met' if first and hit / first >= 0.6 else 'NOT met'})"
    )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
