"""A greeting as the whole reply: the bot introduces itself or invites the question and
says nothing of it ("Hi! I'm Max, your virtual assistant. How can I help you today?",
«Здравствуйте! Чем могу помочь?», 您好！我是智能客服小美，请问有什么可以帮您？). A bot that opened
its dialogue again answered nothing (a battery of 24: 1 read before these rules). A
rule reads the bot naming its role or inviting the question; a greeting itself is a
courtesy. Read only when every other part of the reply is one too (refusals.ALONE):
"Hi, I'm Max: yes, we deliver on Sundays." and «Добрый день! Магазин открывается в 9.»
answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START

_EN_ROLE = (
    r"(?:[a-z]+ ){0,3}(?:virtual |digital |ai |smart |support |chat |shopping )?"
    r"(?:assistant|bot|chatbot|helper|agent)"
)
_RU_ROLE = (
    r"(?:[а-я]+ )?(?:виртуальный |цифровой |умный |онлайн-)?(?:помощник|ассистент|бот|"
    r"консультант)(?: [а-я«»\"-]+){0,3}"
)

RULES_GREETS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "greets",
            rf"{START}(?:i'm|i am|this is|my name is) (?:[a-z]+,? (?:your|the|a) {_EN_ROLE}|"
            rf"(?:the|your|a) {_EN_ROLE})(?: here)?{END}|"
            rf"{START}my name is [a-z]+{END}|"
            rf"{START}(?:how (?:can|may|could) i (?:help|assist)(?: you)?|"
            r"what can i (?:do|help you with)(?: for you)?|what(?:'s| is) your question|"
            r"ask me anything|(?:i'm|i am) here to help(?: you)?|how can i be of (?:help|"
            r"assistance|service)|(?:go ahead and )?ask (?:me )?your question)"
            rf"(?: today)?{END}|"
            rf"{START}welcome(?: back)?(?: to [a-z0-9 '&-]{{1,30}})?{END}",
        ),
    ),
    "ru": (
        (
            "greets",
            rf"{START}(?:я|меня зовут) (?:[а-я]+,? (?:ваш |ваша )?{_RU_ROLE}|{_RU_ROLE})"
            rf"{END}|{START}на связи {_RU_ROLE}{END}|"
            rf"{START}(?:чем (?:я )?могу (?:вам )?(?:помочь|быть полезен|быть полезна|быть "
            r"полезным)|какой у вас вопрос|слушаю вас|задайте (?:ваш |свой )?вопрос|"
            r"я здесь,? чтобы помочь(?: вам)?|добро пожаловать(?: в [а-я«»\" -]{1,30})?)"
            rf"{END}",
        ),
    ),
    "zh": (
        (
            "greets",
            r"我是(?:您的)?(?:专属|智能|在线)?(?:客服|助手|机器人|小助手)(?:机器人)?"
            rf"[\u4e00-\u9fff]{{0,3}}?{END}|"
            rf"(?:智能客服|客服机器人|小助手|客服)[\u4e00-\u9fff]{{0,3}}?为您服务{END}|"
            rf"很高兴为您服务{END}|"
            r"(?:请问)?有什么(?:可以|能|需要)?(?:帮|帮助|帮到)(?:您|你)?的?(?:吗|呢)?"
            rf"{END}|(?:请问)?(?:您|你)想咨询什么(?:问题)?(?:呢)?{END}|"
            rf"有什么问题尽管问我(?:吧)?{END}|请(?:描述|说明)(?:一下)?(?:您|你)的问题{END}|"
            rf"欢迎光临(?:本店)?{END}",
        ),
    ),
}
