"""A menu of what the bot can help with, given instead of an answer ("I can help you with
orders, returns or payments.", «Спросите меня о доставке, оплате или возврате»,
您可以问我配送、付款或者售后方面的问题。): a bot's second fallback, after "I didn't get that",
and as much a non-answer (a battery of 24: none read before these rules). A rule reads
the bot's offer ("I can help with", «могу рассказать о», 我可以帮您查询) and its list to the
sentence's end: a list of topics, with no number and no verb of a claim ("I can help:
the return takes 14 days." and «Могу помочь: возврат занимает 14 дней» answer). Read
only when the rest of the reply is another such part or a pleasantry (refusals.ALONE);
refusals._alone takes each list out whole before it splits the reply into clauses.
"""

from __future__ import annotations

from .refusal_clauses import END, START, quoted

# a list's item may be quoted, with its own question mark ("Where is my order?")
_QUOTED = quoted(60)
# what a list of topics never holds: a number, a claim's verb
_EN_CLAIM = (
    r"is|are|was|were|be|been|will|would|can|could|takes?|costs?|ships?|arrives?|includes?|"
    r"has|have|had|don't|doesn't|won't|isn't|aren't|need|needs|must|should|free|only|not|"
    r"i|i'll|we|we'll|you|it|they|to"
)
_RU_CLAIM = (
    r"составляет|занимает|стоит|будет|будут|есть|нет|можно|нельзя|нужно|надо|входит|"
    r"включает|бесплатно|бесплатная|бесплатный|только|не"
)


def _list(stop: str, claim: str, length: int = 120) -> str:
    """A list to its sentence's end: quoted items or characters up to a stop mark, none a
    digit, a colon or a dash (what follows one is a claim: "with the return: print the
    label…"), and no word of `claim`."""
    return (
        rf"(?:(?:{_QUOTED})|(?!\b(?:{claim})\b)[^{stop}0-9:—–\"“«„])"
        + "{1,"
        + str(length)
        + "}?"
        + rf"(?=\s*(?:[{stop}]|$))"
    )


_EN_OFFER = (
    r"(?:i can|i'm able to|i am able to|i'm here to|i am here to|i'd be happy to|i could) "
    r"(?:help(?: you)?|assist(?: you)?) (?:with|on)(?: (?:topics|things|questions) (?:such as|"
    r"like))?|"
    r"here(?:'s| is| are) (?:what|some (?:things|questions|topics)) (?:i can (?:help|assist) "
    r"(?:you )?with|you can ask(?: me)?(?: about)?)|"
    r"i can answer (?:your )?questions (?:about|on|regarding)|"
    r"(?:try|you could try|you can try) asking(?: me)?(?: about| things like)?|"
    r"you can ask me(?: about| things like| questions (?:about|on|like)|, for example,?|:)|"
    r"i can assist with the following"
)
_RU_OFFER = (
    r"(?:я )?(?:могу|умею|готов|готова) (?:помочь|подсказать|рассказать|ответить на вопросы|"
    r"отвечать на вопросы)(?: вам)? (?:с|по|о|об|про)|"
    r"вот с чем я могу помочь|спросите меня (?:о|об|про)|"
    r"вы можете спросить меня(?:,? например)?|я подскажу по (?:темам|вопросам)|"
    r"я помогаю с (?:такими )?(?:вопросами|темами)|я отвечаю на вопросы (?:о|об|про|по)"
)
_ZH_OFFER = (
    r"我(?:可以|能|能够)(?:帮您|帮你|为您|为你)?(?:查询|回答|解答|介绍|处理)(?:关于)?|"
    r"以下是我可以(?:帮您|帮你|为您)(?:解答|处理|做)?的|您可以(?:这样)?问我|你可以(?:这样)?问我|"
    r"我擅长(?:解答|回答|处理)|试试(?:这样)?问我"
)

RULES_MENU: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("menu", rf"{START}(?:{_EN_OFFER}):?\s*{_list('.!?', _EN_CLAIM)}"),
        (
            "menu",
            rf"{START}(?:what would you like to know|what can i help you with|what do you "
            rf"want to know)(?: about)?{END}",
        ),
    ),
    "ru": (
        ("menu", rf"{START}(?:{_RU_OFFER}):?\s*{_list('.!?', _RU_CLAIM)}"),
        ("menu", rf"{START}(?:что вас интересует|о чем хотите узнать|что хотите узнать){END}"),
    ),
    "zh": (
        # a Chinese list is joined by 、 and closes on what it is of (相关的问题, 方面的内容)
        (
            "menu",
            rf"{START}(?:{_ZH_OFFER}):?\s*(?=[“\"]|[^。！？!?,]*(?:、|(?:问题|内容|业务)[。！？!?,]|$))"
            + _list("。！？!?,", "需要|要|是|不|已经|了|请", 60),
        ),
        (
            "menu",
            rf"{START}(?:请问)?(?:您|你)(?:想|想要)?了解(?:哪方面|哪些|什么)(?:的内容|的问题)?[呢吗]?{END}",
        ),
    ),
}
