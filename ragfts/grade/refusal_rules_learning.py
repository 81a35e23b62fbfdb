"""A bot that says it is still learning, or only a bot, and offers a person instead
("Sorry, I'm still learning!", «Я пока этого не умею», 小蜜还在学习中，这个问题暂时回答不了哦;
"Do you want to speak to someone from our team?", «Соединить вас с сотрудником
поддержки?», 需要为您转接人工客服吗？): a platform's second fallback, and no answer (a
battery of 30: 11 read before these rules). Read only when the whole reply is such
parts or pleasantries (refusals.ALONE): "I'm still learning your preferences: for now,
here's our bestseller at 20 euros." and «Хотите, я добавлю экспресс-доставку?» answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START

_EN_PERSON = (
    r"(?:someone(?: from our team)?|a human(?: agent)?|an agent|a person|our team|a specialist)"
)
_RU_PERSON = r"(?:оператор|сотрудник|специалист|человек|консультант)\w*(?: поддержки)?"

RULES_LEARNING: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "learning",
            rf"{START}(?:i'm|i am) (?:still |just )?(?:learning|in training|a new bot|new here)"
            rf"{END}|\b(?:that's|that is) something i (?:haven't|have not) learned(?: yet)?{END}|"
            rf"\bi(?:'m| am) (?:still )?in training{END}|{START}(?:i'm|i am) (?:just|only) a bot"
            rf"{END}",
        ),
        (
            "defers",
            rf"{START}(?:would you like|do you want|shall i|should i)(?: me)?(?: to)? (?:connect "
            rf"you|speak|talk|chat) (?:to|with) {_EN_PERSON}{END}|"
            rf"\b(?:i can|let me|i'll|i will) connect you (?:to|with) {_EN_PERSON}(?: who can "
            rf"(?:help|answer)(?: (?:you|that|this|with (?:that|this)))?)?{END}",
        ),
    ),
    "ru": (
        (
            "learning",
            rf"{START}я (?:пока |еще |ведь )?(?:этого |такого )?не умею{END}|"
            rf"{START}я (?:еще |пока |только )+учусь{END}|"
            rf"\bэтому я (?:пока |еще )?не научил(?:ся|ась){END}|"
            r"\bя (?:пока |еще )?не разбираюсь в (?:этом|этой|таких|подобных)|"
            rf"{START}я (?:всего лишь|лишь|только) (?:бот|чат-бот|программа){END}",
        ),
        (
            "defers",
            rf"{START}(?:хотите,? )?(?:я )?(?:соединю|соединить|переключу|переключить|перевести|"
            rf"переведу) вас (?:с|на) {_RU_PERSON}{END}|"
            rf"\b(?:могу|можем) (?:позвать|пригласить|подключить) {_RU_PERSON}{END}|"
            rf"\bс вами (?:скоро |сейчас |в ближайшее время )?свяжется (?:наш )?{_RU_PERSON}{END}",
        ),
    ),
    "zh": (
        (
            "learning",
            rf"(?:我|小蜜|小助手|机器人)还在学习(?:中)?(?:呢|哦)?{END}|(?:这个|这)我还没学会{END}|"
            rf"(?:我|小蜜|小助手)暂时(?:还)?不会(?:呢|哦)?{END}|还在培训中{END}|"
            r"超出了我(?:目前|现在)?的能力(?:范围)?|"
            rf"{START}我只是(?:一个|个)?(?:机器人|智能客服|ai){END}|"
            rf"{START}我是新来的(?:机器人|客服|助手|小助手){END}",
        ),
        (
            "defers",
            r"(?:需要|要不要|是否需要)(?:为您|帮您|给您)?(?:转接|联系|转)人工(?:客服|服务)?(?:吗)?"
            rf"{END}|(?:可以|能)?帮您找人工(?:客服)?{END}|"
            r"(?:我)?(?:帮|为|给)您(?:转接|转给|接通)[^。！？，,]{0,16}(?:同事|人工|客服|专员)",
        ),
    ),
}
