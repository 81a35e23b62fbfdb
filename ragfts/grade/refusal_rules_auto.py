"""A platform's automatic replies, sent instead of an answer: a placeholder ("None",
"…", «—»), a rate limit ("Too many requests", «Превышен лимит запросов»,
今日提问次数已用完), a content filter ("This request may violate our content policy"), the
bot's one language ("Sorry, I only speak English", 请用中文提问) and support out of hours
("Our support is closed now. We'll reply on Monday.", «Сейчас нерабочее время»,
客服已下班). None answers, so each is a refusal where the knowledge base holds the fact (a
battery of 32: 7 read before these rules). Each is a kind refusals.ALONE reads only when
the whole reply is such parts or pleasantries, but the placeholder, which is the whole
reply by its pattern: "Our support is closed on Sundays; on other days it answers from
9 to 18" and «Превышен лимит по карте — оплатите другой картой» answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START

_DAYS = (
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the next "
    r"(?:business|working) day"
)
_LANGUAGES_EN = r"english|russian|chinese|german|french|spanish"

RULES_AUTO: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        # a placeholder that is the whole reply: "None", "undefined", "…", "—"
        (
            "no_information",
            r"^\s*(?:none|(?:undefined|nan|nil)\.?|\.{2,}|…+|—|–|-{1,3}|\?+)\s*$|"
            # a pipeline's JSON with no answer in it: {"answer": null, "sources": []}
            r'^\s*\{\s*"(?:answer|response|reply|output|text|result)"\s*:\s*(?:null|""|\[\s*\])',
        ),
        (
            "failed",
            r"\b(?:you've|you have) (?:reached|hit|exceeded) (?:the|your) (?:\w+ )?(?:message|"
            r"request|question|usage|rate|chat) limit\b|\btoo many (?:requests|messages|"
            rf"questions){END}|\brate limit (?:exceeded|reached){END}|"
            rf"{START}(?:please )?slow down{END}",
        ),
        (
            "policy",
            r"\b(?:this|your) (?:request|question|message|prompt) (?:may |might |seems to )?"
            r"(?:violates?|breach(?:es)?|goes against|is against) (?:our|the) (?:content |usage )?"
            r"(?:policy|policies|guidelines|rules|terms)\b",
        ),
        (
            "not_understood",
            rf"{START}i (?:only|can only) (?:speak|understand|reply in|answer in|respond in|"
            rf"read) (?:{_LANGUAGES_EN})(?: (?:and|or) (?:{_LANGUAGES_EN}))?{END}|"
            rf"{START}(?:please )?(?:ask|write|type)(?: again)? in (?:{_LANGUAGES_EN}){END}",
        ),
        (
            "defers",
            r"\b(?:our )?(?:support|team|office|chat|agents|we)(?: is| are|'re) "
            r"(?:currently |now )?(?:closed|offline|away|out of (?:the )?office)"
            rf"(?: now| at the moment| right now)?{END}|"
            rf"\b(?:we'll|we will) (?:reply|respond|answer|get back to you) (?:on |by )?(?:{_DAYS})"
            rf"{END}|{START}leave (?:us )?a message{END}",
        ),
    ),
    "ru": (
        (
            "failed",
            r"\bпревышен (?:лимит|предел) (?:запросов|сообщений|обращений|вопросов)|"
            rf"\bслишком много (?:запросов|сообщений|обращений){END}|"
            rf"{START}(?:пожалуйста,? )?подождите(?: немного)?{END}|"
            rf"{START}попробуйте (?:через|спустя) (?:час|минуту|несколько минут|"
            rf"\d+ (?:минут\w*|час\w*)|сутки){END}",
        ),
        (
            "policy",
            r"\b(?:этот|ваш) (?:запрос|вопрос) (?:может )?наруша\w+ (?:правила|политику|условия)",
        ),
        (
            "not_understood",
            rf"{START}я (?:понимаю|говорю|отвечаю) только (?:на )?(?:русск|английск)\w*"
            rf"(?: язык\w*)?{END}|"
            rf"{START}(?:пожалуйста,? )?(?:задайте|напишите) (?:ваш |свой )?вопрос на "
            rf"(?:русском|английском)(?: языке)?{END}",
        ),
        (
            "defers",
            rf"{START}сейчас нерабочее время{END}|"
            r"\b(?:поддержка|служба поддержки|операторы|мы|чат) (?:сейчас )?не работа\w+"
            rf"{END}|\b(?:мы )?ответим (?:вам )?(?:утром|завтра|в рабочее время|в понедельник|"
            rf"в ближайший рабочий день){END}",
        ),
    ),
    "zh": (
        (
            "failed",
            rf"(?:今日|今天)?(?:提问|咨询|使用|对话)次数已(?:用完|达上限){END}|请求过于频繁{END}|"
            rf"{START}请明天再来(?:吧)?{END}",
        ),
        (
            "not_understood",
            rf"我只(?:能|会)?(?:用|说|懂)(?:中文|英文|汉语)(?:回答|交流)?{END}|"
            rf"{START}请用(?:中文|英文)(?:提问|交流){END}",
        ),
        (
            "defers",
            rf"{START}现在是非工作时间{END}|客服已(?:下班|离线){END}|"
            rf"客服上班后(?:回复|联系)您{END}|{START}请于工作(?:日|时间)[^。!?,]{{0,20}}咨询{END}|"
            rf"{START}您的(?:问题|留言)已收到{END}|我们将在工作时间内?(?:回复|联系)您?{END}",
        ),
    ),
}
