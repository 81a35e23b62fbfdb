"""A technical failure as the bot's whole reply: "Sorry, something went wrong. Please try
again later.", «Сервис временно недоступен», 系统繁忙，请稍后再试. The bot gave no answer,
so where the knowledge base holds one it is a false refusal all the same (a battery of
30 such replies: 2 read before these rules). Each pattern reads one clause of it — the
failure, the service's state, the request to try again — to the clause's end, where
only the bot's own work may follow ("while processing your request", «при поиске
ответа»): "Something went wrong with the delivery" and 订单出了问题 are the customer's
trouble, an answer. A reply is read so only when every clause of it is one of them or
a pleasantry (refusals.ALONE): "If the payment went wrong, try again in 10 minutes; you
are not charged twice" answers.
"""

from __future__ import annotations

from .refusal_clauses import END, START, clause

_EN_ERROR = (
    r"(?:an? |some )?(?:unexpected |unknown |internal |technical )?"
    r"(?:error|problem|issue|glitch|hiccup)s?"
)
# the bot's own work, after its failure: "on our end", "while looking that up"
_EN_TAIL = (
    r" (?:on (?:our|my) (?:end|side)|just now|right now|at the moment|for now|"
    r"(?:while|when) (?:trying to )?(?:process|generat|look|search|retriev|fetch|load|"
    r"answer|handl|find|get|connect)\w*\b[^.!?;:,]*|"
    r"with (?:my|the|your|this) (?:request|search|response|connection|query|answer|system))"
)
_EN_FAILURE = (
    r"\bsomething (?:went|has gone|is going) wrong|"
    rf"\b{_EN_ERROR} (?:has )?(?:occurred|occured|happened)|"
    rf"\b(?:i|we) (?:ran into|have run into|'ve run into|hit|encountered|came across) {_EN_ERROR}|"
    r"\b(?:i'm|i am|we're|we are) (?:having|experiencing|facing) (?:some )?"
    r"(?:technical )?(?:trouble|difficulties|issues|problems)(?: connecting)?|"
    r"\b(?:the )?(?:request|connection|response|search|query) (?:has )?timed out|"
    rf"{START}(?:internal (?:server )?error|timed out|time-?out|request failed|"
    r"network error|server error)|"
    rf"{START}(?:the |our |my )?(?:service|system|server|assistant|chat|bot|search) "
    r"(?:is|seems|appears to be) (?:temporarily |currently )?"
    r"(?:unavailable|down|offline|overloaded|busy)"
)

_RU_TAIL = (
    r" (?:на (?:нашей|моей) стороне|сейчас|к сожалению|"
    r"(?:при|во время) (?:обработк|генераци|получени|поиск|формировани|подготовк)\w*"
    r"[^.!?;:,]*)"
)
_RU_FAILURE = (
    r"\bчто-?то (?:пошло не так|сломалось)|"
    r"\b(?:произошла|возникла|случилась) (?:непредвиденная |внутренняя |техническая |"
    r"неизвестная )?(?:ошибка|проблема|неполадка|неисправность)|"
    r"\b(?:произошел|случился|возник) (?:технический |внутренний )?сбой|"
    r"\bу (?:меня|нас) (?:возникла|возникли|произошла|случилась) "
    r"(?:техническая |какая-то )?(?:проблема|проблемы|ошибка|неполадки)|"
    rf"{START}(?:внутренняя )?ошибка(?: сервера)?|{START}(?:таймаут|тайм-аут|сетевая ошибка)|"
    r"\bне удалось (?:получить|сформировать|сгенерировать|обработать|подготовить) "
    r"(?:ответ|ваш запрос|запрос)|"
    r"\b(?:сервис|система|сервер|бот|чат|поиск|ассистент) (?:временно |сейчас )?"
    r"(?:недоступен|недоступна|перегружен|перегружена|не работает)|"
    r"\bпревышено время ожидания(?: ответа)?|\bтехнические (?:неполадки|проблемы|сбои)"
)

# the bot's own work before a Chinese failure: 我在查询时遇到了问题; 订单出了问题 is not it
_ZH_WHO = (
    rf"(?:{START}|我这边|我们这边|我|系统|服务器|程序|"
    r"(?:在)?(?:查询|检索|搜索|生成回答|回答|处理请求|处理您的请求)时)"
)
_ZH_FAILURE = (
    r"(?:系统|服务器|服务|网络|客服系统)(?:当前|目前|暂时|有点|有些)?"
    r"(?:繁忙|异常|故障|拥堵|开小差)|"
    r"(?:服务|系统|功能)(?:暂时|目前|当前)(?:不可用|无法使用)|"
    rf"{_ZH_WHO}(?:出了点|出了|出现了?|遇到了?)(?:一些|一点|点)?(?:问题|错误|异常|故障)|"
    r"(?:请求|响应|连接)超时|网络连接失败|生成回答时?(?:失败|出错)|开小差|"
    r"(?:当前|目前)(?:咨询|排队)?人数(?:过多|较多|太多)"
)

RULES_FAILED: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("failed", clause(_EN_FAILURE, _EN_TAIL)),
        (
            # the request to try again that closes such a reply; alone, "Please try
            # again" answers nothing either
            "failed",
            rf"{START}(?:please |kindly )?(?:(?:try|ask me) (?:again|later)|retry|resend|"
            r"refresh)(?: (?:later|shortly|soon|tomorrow|in (?:a|an|one|\d+) (?:few |couple of )?"
            rf"(?:minutes?|moments?|bit|while|hours?)))?{END}",
        ),
    ),
    "ru": (
        ("failed", clause(_RU_FAILURE, _RU_TAIL)),
        (
            "failed",
            rf"{START}(?:пожалуйста,? )?(?:попробуйте|повторите|попытайтесь|спросите)"
            r"(?: (?:еще раз|снова|позже|попытку|запрос|вопрос))*"
            r"(?: (?:позже|чуть позже|немного позже|через (?:несколько|пару) минут|"
            rf"через минуту))?{END}",
        ),
    ),
    "zh": (
        ("failed", clause(_ZH_FAILURE, r"了?[啦呢哦呀]?")),
        (
            "failed",
            rf"{START}(?:请?您?(?:稍后|过一会儿?|等一下)?再?(?:试|重试|尝试|试试)(?:一下|一次)?|"
            r"请?您?(?:稍后|过一会儿?)再?来?(?:问我|咨询|提问)|"
            r"请?(?:重新|再次)(?:提问|发送|尝试|试一下)|请?检查网络(?:连接)?后?再?(?:重试|试))"
            rf"[吧哦]?{END}",
        ),
    ),
}
