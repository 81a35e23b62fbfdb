"""The chat handed to a person as the whole reply ("Transferring you to a live agent.",
«Перевожу вас на оператора», 正在为您转接人工客服): the answer put off, as "Let me get back
to you" is, so of the same kind ("defers", read only when the reply says nothing else;
refusals.ALONE). A battery of 24 read 10 before these rules: a queue, a wait and a
ticket opened were not read. "An agent will call you before delivery; the courier
arrives between 9 and 12" and «Номер вашей заявки 4521, возврат одобрен» answer.
"""

from __future__ import annotations

from .refusal_clauses import END

_EN_PERSON = r"(?:\w+ )?(?:agent|operator|specialist|colleague|representative|human|person|team)s?"

RULES_HANDOFF: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "defers",
            r"\b(?:(?:i'm|i am|we're|we are) )?(?:transferring|passing|forwarding|handing|"
            r"connecting) (?:you|your (?:chat|conversation|question|request))(?: over| on)? "
            rf"(?:to|with) (?:a|an|our|the|one of our) {_EN_PERSON}\b|"
            rf"\b(?:an?|the|our) {_EN_PERSON} will (?:join|be with you|take over|pick (?:this|it) "
            r"up|reply|respond|answer|get back to you|contact you)\b|"
            r"\byou(?:'re| are) (?:now )?in (?:the )?(?:queue|line)(?: (?:for|to) (?:a |an |the )?"
            rf"(?:\w+ )?(?:agent|operator|human|specialist|support))?{END}|"
            r"\bestimated wait(?:ing)?(?: time)?(?: is)?:? (?:about |around )?\d+ "
            r"(?:minutes?|mins?|hours?)\b|"
            r"\bi(?:'ve| have) (?:created|opened|raised|logged|filed) (?:a |an )?(?:support )?"
            r"(?:ticket|request|case)\b",
        ),
    ),
    "ru": (
        (
            "defers",
            r"\bперевожу (?:вас|ваш (?:вопрос|запрос|чат|диалог)|чат|диалог) на (?:оператора|"
            r"специалиста|сотрудника|человека)|"
            r"\b(?:передаю|переадресую|перенаправляю) (?:ваш (?:вопрос|запрос|чат|диалог)|вопрос|"
            r"запрос|чат|диалог)(?: [а-я]+)? (?:оператору|специалисту|сотруднику|коллег\w*)|"
            r"\b(?:оператор|специалист|сотрудник) (?:скоро |сейчас |в ближайшее время )?"
            r"(?:подключится|присоединится|ответит вам|свяжется с вами)|"
            rf"\bвы в очереди(?: к (?:оператору|специалисту|сотруднику))?{END}|"
            r"\b(?:примерное |ожидаемое )?время ожидания(?: — | - |: | )(?:около |примерно )?\d+ "
            r"(?:минут\w*|час\w*)|"
            r"\bя (?:создал|создала|оформил|оформила|зарегистрировал|зарегистрировала) "
            r"(?:заявку|обращение|тикет)|"
            r"\bспециалист (?:ответит|свяжется) (?:с )?вам\w*",
        ),
    ),
    "zh": (
        (
            "defers",
            r"人工(?:客服)?(?:将|会)?(?:很快|马上|稍后)?(?:接入|为您服务|回复您)|"
            r"已进入(?:人工客服|人工)?排队|预计等待\d+分钟|"
            r"已为您(?:创建|提交|登记)了?(?:工单|申请)|我们会(?:通过(?:邮件|短信|电话))?(?:回复|联系)您|"
            r"正在为您(?:接通|转接|连接)(?:人工)?(?:服务|客服)?",
        ),
    ),
}
