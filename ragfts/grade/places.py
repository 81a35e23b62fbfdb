"""A place a statement names that neither the context nor the question does: "We keep
your data in the EU and the US" of "Data is stored in EU data centers", «…и в Европе» of
«…в России». A bot that adds a place narrows or widens where the fact holds; one new
word was too few to flag (narrowing.narrowed names it). A place is one of a list of
unions, continents, countries and capitals a support desk's facts name, each with its
names and their forms in English, Russian and Chinese (the EU and Europe are one: a bot
says one for the other)."""

from __future__ import annotations

import re
from functools import lru_cache

_PLACES = (
    ("europe", r"\beu\b|european union|\beurope\w*|евросоюз\w*|\bес\b|европ\w*|欧盟|欧洲"),
    ("us", r"\bthe us\b|\bthe u\.s\.|\busa\b|united states|\bamerica\b|\bсша\b|америк\w*|美国"),
    ("uk", r"\buk\b|united kingdom|\bbritain\b|великобритани\w*|англи[ия]\w*|英国"),
    ("russia", r"\brussia\w*|росси\w*|\bрф\b|俄罗斯"),
    ("china", r"\bchina\b|кита[йяюе]\w*|中国"),
    ("kazakhstan", r"\bkazakhstan\b|казахстан\w*|哈萨克斯坦"),
    ("belarus", r"\bbelarus\b|беларус\w*|белорусси\w*|白俄罗斯"),
    ("ukraine", r"\bukrain\w*|украин\w*|乌克兰"),
    ("germany", r"\bgermany\b|германи\w*|德国"),
    ("france", r"\bfrance\b|франци\w*|法国"),
    ("canada", r"\bcanad\w*|канад\w*|加拿大"),
    ("japan", r"\bjapan\b|япони\w*|日本"),
    ("india", r"\bindia\b|инди[ияю]\b|印度"),
    ("turkey", r"\bturkey\b|турци\w*|土耳其"),
    ("cis", r"\bcis\b|\bснг\b|独联体"),
    ("asia", r"\basia\w*|ази[ияю]\b|азиатск\w*|亚洲"),
    ("africa", r"\bafrica\w*|африк\w*|非洲"),
    ("australia", r"\baustralia\w*|австрали\w*|澳大利亚|澳洲"),
    ("moscow", r"\bmoscow\b|москв\w*|莫斯科"),
    ("petersburg", r"petersburg|петербург\w*|\bспб\b|圣彼得堡"),
    ("beijing", r"\bbeijing\b|пекин\w*|北京"),
    ("shanghai", r"\bshanghai\b|шанха\w*|上海"),
)


@lru_cache(maxsize=1)
def _compiled() -> list:
    return [(key, re.compile(pattern)) for key, pattern in _PLACES]


@lru_cache(maxsize=1024)  # a context's, read by each statement graded on it
def places(folded: str) -> tuple[tuple[str, str], ...]:
    """(place, as written) of each place a folded text names."""
    return tuple(
        (key, match[0]) for key, pattern in _compiled() for match in pattern.finditer(folded)
    )


def added_places(folded: str, context: str, asked) -> list[str]:
    """Each place the statement names that the context (its text) does not, nor the
    question (asked: statements._Support, which holds its words)."""
    theirs = {key for key, _said in places(context)}
    out = []
    for key, said in places(folded):
        if key in theirs or all(asked.covers((w, w)) for w in said.split()):
            continue
        if f"the place «{said}»" not in out:
            out.append(f"the place «{said}»")
    return out
