"""A bot that says it is still learning, or only a bot, and offers a person instead
("Sorry, I'm still learning!", «Я пока этого не умею», 小蜜还在学习中，这个问题暂时回答不了哦;
"Do you want to speak to someone from our team?", «Соединить вас с сотрудником
поддержки?», 需要为您转接人工客服吗？): a platform's second fallback, and no answer (a
battery of 30: 11 read before these rules). Read only when the whole reply is such
parts or pleasantries (refusals.ALONE): "I'm still learning your preferences: for now,
here's our bestseller at 20 euros." and «Хотите, я добавлю экспресс-доставку?» answer.
"""

from __future__ import annotations

from .refusal_rules_failed import _END, _START

_EN_PERSON = (
    r"(?:someone(?: from our team)?|a human(?: agent)?|an agent|a person|our team|a specialist)"
)
_RU_PERSON = r"(?:оператор|сотрудник|специалист|человек|консультант)\w*(?: поддержки)?"

RULES_LEARNING: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "learning",
            rf"{_START}(?:i'm|i am) (?:still |just )?(?:learning|in training|a new bot|new here)"
            rf"{_END}|\b(?:that's|that is) something i (?:haven't|have not) learned(?: yet)?{_END}|"
            rf"\bi(?:'m| am) (?:still )?in training{_END}|{_START}(?:i'm|i am) (?:just|only) a bot"
            rf"{_END}",
        ),
        (
            "defers",
            rf"{_START}(?:would you like|do you want|shall i|should i)(?: me)?(?: to)? (?:connect "
            rf"you|speak|talk|chat) (?:to|with) {_EN_PERSON}{_END}|"
            rf"\bi can connect you (?:to|with) {_EN_PERSON}{_END}",
        ),
    ),
    "ru": (
        (
            "learning",
            rf"{_START}я (?:пока |еще |ведь )?(?:этого |такого )?не умею{_END}|"
            rf"{_START}я (?:еще |пока |только )+учусь{_END}|"
            rf"\bэтому я (?:пока |еще )?не научил(?:ся|ась){_END}|"
            r"\bя (?:пока |еще )?не разбираюсь в (?:этом|этой|таких|подобных)|"
            rf"{_START}я (?:всего лишь|лишь|только) (?:бот|чат-бот|программа){_END}",
        ),
        (
            "defers",
            rf"{_START}(?:хотите,? )?(?:я )?(?:соединю|соединить|переключу|переключить|перевести|"
            rf"переведу) вас (?:с|на) {_RU_PERSON}{_END}|"
            rf"\b(?:могу|можем) (?:позвать|пригласить|подключить) {_RU_PERSON}{_END}",
        ),
    ),
    "zh": (
        (
            "learning",
            rf"(?:我|小蜜|小助手|机器人)还在学习(?:中)?(?:呢|哦)?{_END}|(?:这个|这)我还没学会{_END}|"
            rf"(?:我|小蜜|小助手)暂时(?:还)?不会(?:呢|哦)?{_END}|还在培训中{_END}|"
            r"超出了我(?:目前|现在)?的能力(?:范围)?|"
            rf"{_START}我只是(?:一个|个)?(?:机器人|智能客服|ai){_END}|"
            rf"{_START}我是新来的(?:机器人|客服|助手|小助手){_END}",
        ),
        (
            "defers",
            r"(?:需要|要不要|是否需要)(?:为您|帮您|给您)?(?:转接|联系|转)人工(?:客服|服务)?(?:吗)?"
            rf"{_END}|(?:可以|能)?帮您找人工(?:客服)?{_END}",
        ),
    ),
}
