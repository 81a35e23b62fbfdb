"""A reply that stalls and stops: the bot says it will look ("Let me check that for
you.", «Сейчас проверю», 我帮您查一下。), thanks for the question ("Great question!",
«Спасибо за вопрос!», 感谢您的提问！) or repeats it ("You asked: …"), and says nothing more.
Read as a courtesy it stated nothing and was an `unsupported_answer`; it answered
nothing, so where the knowledge base holds the fact it is a false refusal (a battery
of 30: 1 read before these rules). Read only when the whole reply is such parts or
pleasantries (refusals.ALONE): "Let me check: yes, the refund was sent on Monday." and
«Отличный вопрос! Возврат занимает 14 дней.» answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START, quoted

_QUOTED = quoted(120)

RULES_STALLS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "defers",
            rf"{START}(?:let me|i'll|i will|i'm going to) (?:check|look|look (?:that|it|this) up|"
            r"look into (?:it|this|that)|see|think|find out)(?: (?:that|it|this))?(?: for you)?"
            rf"(?:\.\.\.|…)?{END}|"
            rf"{START}(?:checking|looking (?:it|that) up|searching|give me a (?:second|moment|"
            rf"minute|sec))(?:\.\.\.|…)?{END}",
        ),
        (
            "greets",
            rf"{START}(?:(?:that's |what |this is )?(?:a |such a )?(?:great|good|excellent|"
            r"interesting|fair) question|thanks?(?: you)? (?:so much )?for (?:asking|your "
            rf"question|the question|reaching out|contacting us|your message)){END}",
        ),
        ("echo", rf"{START}you(?:'re| are)? ask(?:ed|ing)(?: about)?:?\s*(?:{_QUOTED}){END}"),
    ),
    "ru": (
        (
            "defers",
            rf"{START}(?:сейчас )?(?:проверю|уточню|посмотрю|гляну|поищу|проверяю|уточняю|"
            rf"смотрю|ищу)(?: (?:для вас|информацию|это))?(?:\.\.\.|…)?{END}|"
            rf"{START}(?:дайте|дай) (?:подумать|посмотреть|проверить){END}|"
            rf"{START}(?:так,? )?посмотрим{END}",
        ),
        (
            "greets",
            rf"{START}(?:(?:отличный|хороший|интересный|прекрасный) вопрос|(?:спасибо|благодарю) "
            rf"за (?:ваш )?(?:вопрос|обращение)){END}",
        ),
        ("echo", rf"{START}вы (?:спросили|спрашиваете)(?: о том)?:?\s*(?:{_QUOTED}){END}"),
    ),
    "zh": (
        (
            "defers",
            rf"{START}(?:我)?(?:帮您|帮你|给您|来)?(?:查|看|找|查询|确认)(?:一下|看看|下)(?:哦|哈)?{END}|"
            rf"{START}(?:让我|我)(?:想想|看看|看一下|查查){END}|"
            rf"{START}正在(?:为您)?(?:查询|查找|搜索|处理)中?(?:……|…|\.\.\.)?{END}|"
            rf"{START}请稍等片刻{END}",
        ),
        (
            "greets",
            rf"{START}(?:好问题|这个问题问得好|(?:感谢|谢谢)(?:您|你)的(?:提问|咨询)){END}",
        ),
        ("echo", rf"{START}(?:您|你)问的是:?\s*(?:{_QUOTED}){END}"),
    ),
}
