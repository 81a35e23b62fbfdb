"""Chinese or Russian paraphrases, searched and triaged: twenty shop FAQ entries in each
language written for this bench (bench/data/LANG_shop_faq.tsv: question, answer, two
paraphrases), not a kept-back set; `--set b` another twenty (LANG_shop_faq_b.tsv: a
bank in Chinese, a mobile operator in Russian), written after the first set's mends.

    python bench/shop_faq.py [--lang zh|ru] [--profile zh|ru|auto] [--refusal TEXT]
        [--set a|b] [--show] [--keep DIR]

Each entry is a document (its question and its answer). Recall: each paraphrase is a
golden row whose query is a support engineer's habit (Chinese: the first two
characters of each piece between stop words, three at most; Russian: the three longest
words, as bench/recall.py types English; joined by AND) and whose
expected source is its entry; printed, the hits, and of the misses how many get a
working rewrite and how many of those first rewrites find 100 rows or fewer. Triage: the
first ten entries keep a registry fact (the start of the answer, quoted by the entry's
question), the last ten are taken out (document and fact); each paraphrase is a
conversation whose bot refuses, so the first half are false refusals and the second
correct ones, and one `ragfts intake` classes them all. Printed, as bench/intake_quality.py
prints them: planted refusals classed likely_false_refusal, correct ones classed so, and
how often the derived query found the gold entry.
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
from pathlib import Path

from recall import habit as recall_habit

from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


# Per language: the refusal the bot says, the facts' subject, where an answer's first
# clause ends (its start is the fact's value).
LANGS = {
    "zh": {"refusal": "抱歉，我不知道。", "subject": "店铺", "clause": "[，。]"},
    "ru": {"refusal": "Извините, я не знаю.", "subject": "магазин", "clause": r"[,.;:!?]\s"},
}
# Set b: another help desk (a bank in Chinese, a mobile operator in Russian), its facts'
# subject the business's own word
SUBJECTS_B = {"zh": "银行", "ru": "оператор"}
SUBJECTS_C = {"zh": "外卖", "ru": "кинотеатр"}
SUBJECTS_D = {"zh": "酒店", "ru": "каршеринг"}
SUBJECTS_E = {"zh": "新冠", "ru": "поликлиника"}


def entries(lang: str, name: str = "a") -> list[tuple[str, str, list[str]]]:
    suffix = "" if name == "a" else f"_{name}"
    text = (HERE / f"data/{lang}_shop_faq{suffix}.tsv").read_text(encoding="utf-8")
    return [(q, a, ps) for q, a, *ps in (line.split("\t") for line in text.splitlines() if line)]


def habit(question: str, lang: str) -> str:
    return recall_habit(question, lang)


def start_kit(kit: Path, profile: str) -> None:
    """An empty kit searched under `profile` (its corpus is the caller's to write)."""
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/profiled/schema.sql", kit / "schema.sql")
    (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")


def intake_found(kit: Path, export: Path) -> dict:
    """Build the kit, run one `ragfts intake --json` on the export: its formulations by
    the export line of their first conversation."""
    ragfts("build", "--kit", str(kit))
    done = ragfts(
        *("intake", str(export), "--date", "asked_at", "--answer", "answer"),
        *("--json", "--quiet", "--kit", str(kit)),
    )
    return {f["line"]: f for f in json.loads(done.stdout)["formulations"]}


def make_kit(
    kit: Path, lang: str, profile: str, rows, keep: int, facts: bool = True, subject: str = ""
) -> None:
    """The first `keep` entries as documents, each with its fact unless not `facts`."""
    start_kit(kit, profile)
    with (
        open(kit / "corpus/faq.jsonl", "w", encoding="utf-8") as docs,
        open(kit / "corpus/facts.csv", "w", encoding="utf-8", newline="") as registry,
    ):
        writer = csv.writer(registry, lineterminator="\n")
        writer.writerow(FACT_COLUMNS)
        for n, (question, answer, _) in enumerate(rows[:keep]):
            sid = f"faq{n:02}"
            record = {"source_id": sid, "valid_from": "2020-03-01", "valid_until": None}
            record["text"] = f"{question}\n{answer}"
            docs.write(json.dumps(record, ensure_ascii=False) + "\n")
            if not facts:
                continue
            value = re.split(LANGS[lang]["clause"], answer)[0]
            about = subject or LANGS[lang]["subject"]
            writer.writerow([f"F-{sid}", sid, about, sid, value, "", question])


def ragfts(*args: str) -> subprocess.CompletedProcess:
    done = subprocess.run(
        [sys.executable, "-m", "ragfts", *args], capture_output=True, text=True, check=False
    )
    if done.returncode not in (0, 1):
        raise SystemExit(done.stderr)
    return done


def recall(work: Path, lang: str, profile: str, rows) -> dict:
    kit = work / "recall"
    make_kit(kit, lang, profile, rows, len(rows), facts=False)
    with open(kit / "questions.csv", "w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(QUESTION_COLUMNS)
        asked = [(n, p) for n, (_q, _a, ps) in enumerate(rows) for p in ps]
        for k, (n, p) in enumerate(asked):
            writer.writerow(
                [f"P{k:03}", "2020-04-01", p, habit(p, lang), "abstain", "", f"faq{n:02}", ""]
            )
    ragfts("run", "--kit", str(kit))
    logs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(kit.glob("replays/P*.json"))]
    misses = [log["miss"] for log in logs if log["retrieval_missing_source_ids"]]
    rewritten = [m["rewrites"] for m in misses if m and m["rewrites"]]
    narrow = sum(len(r[0]["found"]) + r[0].get("more", 0) <= 100 for r in rewritten)
    return {
        "asked": len(logs),
        "misses": len(misses),
        "rewritten": len(rewritten),
        "narrow": narrow,
    }


def triage(
    work: Path, lang: str, profile: str, rows, refusal: str, subject: str = "", show=False
) -> dict:
    kit, half = work / "triage", len(rows) // 2
    make_kit(kit, lang, profile, rows, half, subject=subject)
    (kit / "questions.csv").write_text(",".join(QUESTION_COLUMNS) + "\n", encoding="utf-8")
    asked = [(n, p) for n, (_q, _a, ps) in enumerate(rows) for p in ps]
    export = work / "conversations.jsonl"
    with open(export, "w", encoding="utf-8") as out:
        for _n, p in asked:
            record = {"asked_at": "2020-04-01", "question": p, "answer": refusal}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    found = intake_found(kit, export)
    figures = dict.fromkeys(
        ("planted", "caught", "named_gold", "correct", "flagged", "gold_found"), 0
    )
    for line, (n, _p) in enumerate(asked, 1):
        f = found.get(line)
        if f is None:  # grouped with an earlier formulation
            continue
        refused = f["class"] == "likely_false_refusal"
        if show and refused != (n < half):
            print(f"faq{n:02} {f['id']} {f['class']}: {f['question']} {f['why']}")
        if n < half:
            log = json.loads((kit / "intake/replays" / f"{f['id']}.json").read_text("utf-8"))
            figures["planted"] += 1
            figures["caught"] += refused
            # caught for the right reason: the fact the owner is shown is the gold one
            figures["named_gold"] += refused and f"F-faq{n:02}" in f["fact_ids"]
            ids = {r["source_id"] for r in log["search"]["rows"]}
            figures["gold_found"] += f"faq{n:02}" in ids
        else:
            figures["correct"] += 1
            figures["flagged"] += refused
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="zh", choices=sorted(LANGS))
    parser.add_argument("--profile", choices=["zh", "ru", "auto"], help="the language's own")
    parser.add_argument("--refusal", help="what the bot says (a refusal in the language)")
    parser.add_argument(
        "--set",
        default="a",
        choices=["a", "b", "c", "d", "e"],
        help="a: a shop; b: a bank (zh) or a mobile operator (ru), written after a's mends; "
        "c: food delivery (zh) or an online cinema (ru), written after h's paragraph mends "
        "and read before any of its own; d: hotel booking (zh) or car sharing (ru), read "
        "after j's paragraph mends, before any of its own; e: health questions in the "
        "shape of the kept-back COVID-QA sets (a clinic in Russian, the epidemic in "
        "Chinese), read at fc5ad2e before any of its own",
    )
    parser.add_argument(
        "--show", action="store_true", help="print each refusal not classed as hoped, and why"
    )
    parser.add_argument("--keep", type=Path, help="build the kits here and keep them, to look into")
    args = parser.parse_args()
    profile = args.profile or args.lang
    refusal = args.refusal or LANGS[args.lang]["refusal"]
    rows = entries(args.lang, args.set)
    subjects = {"b": SUBJECTS_B, "c": SUBJECTS_C, "d": SUBJECTS_D, "e": SUBJECTS_E}
    subject = subjects.get(args.set, {}).get(args.lang, "")
    work = args.keep or Path(tempfile.mkdtemp(prefix="ragfts-shop-faq-"))
    try:
        r = recall(work, args.lang, profile, rows)
        t = triage(work, args.lang, profile, rows, refusal, subject, args.show)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(
        f"{args.lang}, profile {profile}: {r['asked']} paraphrases, {r['asked'] - r['misses']} found "
        f"by the habit; of {r['misses']} misses, a working rewrite for {r['rewritten']}, "
        f"the first shown finding <= 100 rows for {r['narrow']}"
    )
    print(
        f"planted false refusals classed likely_false_refusal: {t['caught']} of "
        f"{t['planted']} ({t['named_gold']} of them naming the gold entry's fact); correct "
        f"refusals classed so: {t['flagged']} of {t['correct']}; "
        f"the derived query found the gold entry for {t['gold_found']} of {t['planted']}"
    )
    print(json.dumps({"lang": args.lang, "profile": profile, "recall": r, "triage": t}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
