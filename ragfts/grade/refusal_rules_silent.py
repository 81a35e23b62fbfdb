"""What the documents leave unsaid, said of the documents ("The FAQ leaves that question
open", «Я просмотрел правила, но такого пункта там нет», 相关政策里没有这一条) or of what
the bot has ("There's no policy on that in what I have access to", «По этому поводу мне
нечего сообщить»): a battery of 84 (2026-12-06, en/ru/zh) read 5 of 60 refusals as
answers before these rules. A clause of a policy the customer asks about is the
documents' («Такого варианта оплаты нет» answers: no such option exists).
"""

from __future__ import annotations

_DOCUMENTS_EN = (
    r"(?:faq|documentation|documents?|articles?|knowledge base|help cent(?:er|re)|sources?|"
    r"polic(?:y|ies)|guides?|manual)"
)

RULES_SILENT: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "not_in_documents",
            rf"\b{_DOCUMENTS_EN} (?:leaves?|left) (?:that|this|it|the) (?:question |point |"
            r"matter |issue )?(?:open|unanswered|unaddressed)\b|"
            r"\bno\b[^.!?]{0,40}?\bin what (?:i|we) (?:can see|have|was given)\b",
        ),
    ),
    "ru": (
        (
            "not_in_documents",
            r"\bтакого (?:пункта|раздела|статьи)\b[^.!?]{0,20}?\bнет\b",
        ),
        ("dont_know", r"\bмне нечего (?:вам )?(?:сообщить|ответить)\b"),
    ),
    "zh": (
        (
            "not_in_documents",
            r"(?:政策|规定|文档|资料|条款|规则|说明)(?:里|中|上)?(?:并)?没有这(?:一)?(?:条|项|款|点)",
        ),
    ),
}
