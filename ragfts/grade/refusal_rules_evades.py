"""An evasion as the whole reply: "It depends.", «Каждый случай индивидуален», 看情况。
The bot named no condition and gave no fact, so where the knowledge base holds one it
did not answer (a battery of 24: 3 read before these rules). Read only when every
clause of the reply is such a part or a pleasantry (refusals.ALONE), and each to its
clause's end: "It depends on your plan: basic is 10 euros, pro is 20 euros.", «Бывает
по-разному: от 3 до 5 дней» and 因地区而异，3到5天不等 answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START

RULES_EVADES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "evades",
            rf"{START}(?:it|that|this)(?: really| all)? (?:depends|varies|can vary)(?: (?:on "
            r"(?:several|many|various|a (?:few|number of)) (?:factors|things)|on (?:the|your) "
            r"(?:situation|case|circumstances)|from case to case|a lot|greatly))?"
            rf"{END}|{START}every (?:case|situation|customer) is (?:different|unique){END}|"
            r"\bthere(?:'s| is) no one-size-fits-all answer\b|"
            rf"{START}(?:it's |it is )?hard to say{END}",
        ),
    ),
    "ru": (
        (
            "evades",
            rf"{START}(?:(?:это|все|всё) )?зависит от (?:ситуации|многих факторов|конкретного "
            rf"случая|обстоятельств|случая){END}|{START}(?:по-разному(?: бывает)?|бывает "
            rf"по-разному|когда как|все индивидуально){END}|"
            rf"{START}каждый случай индивидуален{END}|{START}однозначного ответа нет{END}|"
            rf"{START}сложно сказать{END}",
        ),
    ),
    "zh": (
        (
            "evades",
            rf"{START}(?:这)?(?:要)?看(?:具体)?情况(?:而定)?{END}|{START}视情况而定{END}|"
            rf"{START}因人而异{END}|{START}每个情况都不一样{END}|"
            rf"{START}(?:这个)?没有统一的答案{END}|{START}具体问题具体分析{END}|"
            rf"{START}不好说{END}",
        ),
    ),
}
