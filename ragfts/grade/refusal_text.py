"""A bot's reply made ready for the refusal rules: its casual spellings read as the rules
spell them, a pipeline's JSON read by its answer's text, a last line of no sources
dropped, and, for a Chinese rule's second reading, each Latin run as one letter."""

from __future__ import annotations

import json
import re

# where a sentence ends, for the rules and their guards
SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f\u061f]")

# A chat's casual spellings, read as the rules spell them: an English contraction without
# its apostrophe ("couldnt"; not "im", German's «im»), «инфа» for «информация», 啥 for
# 什么. What matched is logged as so read.
_CASUAL = (
    (
        re.compile(r"\b(do|does|did|is|was|were|are|could|would|should|have|has|had)nt\b"),
        r"\1n't",
    ),
    (re.compile(r"\bcant\b"), "can't"),
    (re.compile(r"\bive\b"), "i've"),
    (re.compile(r"\b(?:idk|dunno)\b"), "i don't know"),
    # a shrug, with its skin tone and gender marks: alone, "I don't know"; beside words,
    # a mark between them ("🤷 no idea", 礼品卡的事我这边啥都没有🤷 say it in words)
    (
        re.compile("\U0001f937[\U0001f3fb-\U0001f3ff]?(?:\u200d[\u2640\u2642]\ufe0f?)?"),
        lambda m: " . " if re.search(r"\w", m.string) else "i don't know",
    ),
    # a face that wonders or frowns (🤔 😕 🙁 😐 😶 🤨 ❓) says the same alone; beside words it
    # is a mark, as any emoji is (😅 after "I've got nothing, sorry")
    (
        re.compile(
            "^\\s*[\U0001f914\U0001f615\U0001f641\U0001f610\U0001f636\U0001f928\u2753\u2754]+\\s*$"
        ),
        "i don't know",
    ),
    (re.compile(r"\bхз\b"), "не знаю"),
    (re.compile(r"\bдок(и|ов|ах|ам|ами)\b"), r"документ\1"),
    (re.compile("不造"), "不知道"),
    (re.compile("木有"), "没有"),
    (re.compile(r"\bинф(?:а|ы|у|ой)\b"), "информации"),
    (re.compile("啥"), "什么"),
    # a pipeline's last line of no sources ("Sources: []", «Источники: нет», 来源：无) says
    # nothing of the answer above it
    (
        re.compile(
            r"\n\s*[*_]*(?:sources?|references?|citations?|источники|ссылки|来源|参考)[*_]*"
            r"\s*:\s*[*_]*(?:\[\s*\]|none|нет|无|-|—|n/a)?[*_]*\s*$"
        ),
        "",
    ),
    # a help widget's last line ("Was this helpful? Yes / No") asks nothing of the answer
    (
        re.compile(
            r"\n\s*(?:was this (?:answer |article )?helpful|did this answer your question|"
            r"был ли (?:этот )?ответ полезен|以上回答是否有帮助)\s*[?？]?\s*"
            r"(?:yes\s*/\s*no|да\s*/\s*нет|是\s*/\s*否)?\s*$"
        ),
        "",
    ),
)


# a pipeline's JSON reply is read by its answer's text: {"answer": "No fee", "sources":
# ["faq"]} is "No fee", not a lack beside a store's name
_JSON_ANSWER = ("answer", "response", "reply", "output", "text", "result")


def _unwrapped(folded: str) -> str:
    if not folded.lstrip().startswith("{"):
        return folded
    try:
        reply = json.loads(folded)
    except ValueError:
        return folded
    said = next((reply[k] for k in _JSON_ANSWER if isinstance(reply, dict) and k in reply), None)
    return said if isinstance(said, str) and said.strip() else folded


def casual(folded: str) -> str:
    folded = _unwrapped(folded)
    for pattern, written in _CASUAL:
        folded = pattern.sub(written, folded)
    return folded


HAN = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
# a run of Latin words and numbers, with the spaces around it
LATIN_RUN = re.compile(r"\s*[a-z0-9](?:[a-z0-9+#_'-]|[ .](?=[a-z0-9]))*\s*")


# A figure with its unit written against it: 含5gb流量, "a 220v adapter"
UNIT_AGAINST = re.compile(
    r"(?<![a-z\d])\d+(?:[.,]\d+)?(?:gb|mb|tb|kb|mbps|gbps|v|w|kw|kwh|kg|km|cm|mm|ml|mah|hz|ghz)"
    r"(?![a-z])"
)


def one_per_run(folded: str) -> tuple[str, list[int]]:
    """The text with each Latin run as one letter, and where each of its positions (and
    its end) starts in the text. A run of digits alone stays, and one of a figure and
    its unit (5gb): a number is a claim's figure («退款14天到账»), and short."""
    short, starts, at = [], [], 0
    for run in LATIN_RUN.finditer(folded):
        if not re.search("[a-z]", run.group(0)) or UNIT_AGAINST.fullmatch(run.group(0)):
            continue
        for i in range(at, run.start()):
            short.append(folded[i])
            starts.append(i)
        short.append("x")
        starts.append(run.start())
        at = run.end()
    for i in range(at, len(folded)):
        short.append(folded[i])
        starts.append(i)
    starts.append(len(folded))
    return "".join(short), starts


def opened(end_mark: re.Pattern, folded: str, at: int) -> int:
    """Where the clause or sentence holding `at` starts: after the last end mark before."""
    return max((m.end() for m in end_mark.finditer(folded, 0, at)), default=0)
