"""An evasion as the whole reply: "It depends.", «Каждый случай индивидуален», 看情况。
The bot named no condition and gave no fact, so where the knowledge base holds one it
did not answer (a battery of 24: 3 read before these rules). Read only when every
clause of the reply is such a part or a pleasantry (refusals.ALONE), and each to its
clause's end: "It depends on your plan: basic is 10 euros, pro is 20 euros.", «Бывает
по-разному: от 3 до 5 дней» and 因地区而异，3到5天不等 answer.
"""

from __future__ import annotations

from .refusal_rules_failed import _END, _START

RULES_EVADES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "evades",
            rf"{_START}(?:it|that|this)(?: really| all)? (?:depends|varies|can vary)(?: (?:on "
            r"(?:several|many|various|a (?:few|number of)) (?:factors|things)|on (?:the|your) "
            r"(?:situation|case|circumstances)|from case to case|a lot|greatly))?"
            rf"{_END}|{_START}every (?:case|situation|customer) is (?:different|unique){_END}|"
            r"\bthere(?:'s| is) no one-size-fits-all answer\b|"
            rf"{_START}(?:it's |it is )?hard to say{_END}",
        ),
    ),
    "ru": (
        (
            "evades",
            rf"{_START}(?:(?:это|все|всё) )?зависит от (?:ситуации|многих факторов|конкретного "
            rf"случая|обстоятельств|случая){_END}|{_START}(?:по-разному(?: бывает)?|бывает "
            rf"по-разному|когда как|все индивидуально){_END}|"
            rf"{_START}каждый случай индивидуален{_END}|{_START}однозначного ответа нет{_END}|"
            rf"{_START}сложно сказать{_END}",
        ),
    ),
    "zh": (
        (
            "evades",
            rf"{_START}(?:这)?(?:要)?看(?:具体)?情况(?:而定)?{_END}|{_START}视情况而定{_END}|"
            rf"{_START}因人而异{_END}|{_START}每个情况都不一样{_END}|"
            rf"{_START}(?:这个)?没有统一的答案{_END}|{_START}具体问题具体分析{_END}|"
            rf"{_START}不好说{_END}",
        ),
    ),
}
