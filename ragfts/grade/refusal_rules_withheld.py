"""What the bot was not given, may not say or will not guess («Про парковку мне ничего не
сообщили», «Надёжного ответа я дать не могу», «Гадать не буду», 这类信息我无权透露,
我没有拿到企业账户的相关资料): a battery of 84 (2026-12-06, en/ru/zh) read 12 of 60
refusals as answers before these rules and the ones beside them. The bot speaks of
itself (мне, 我): «Если вам не прислали код, …» and 您无权查看 are the customer's.
"""

from __future__ import annotations

RULES_WITHHELD: dict[str, tuple[tuple[str, str], ...]] = {
    "ru": (
        (
            "no_information",
            r"\bмне (?:ничего |никаких сведений |никакой информации )?(?:об этом |про это )?"
            r"не (?:сообщили|предоставили|передали|прислали|рассказали)\b",
        ),
        ("dont_know", r"\b(?:гадать не (?:буду|стану|хочу)|не (?:буду|стану) гадать)\b"),
        (
            "cannot_find",
            r"\bответ\w*(?: [\w-]+){0,5} (?:я )?(?:дать|предоставить) не (?:могу|смогу)\b",
        ),
    ),
    "zh": (
        ("cannot_find", r"(?<![您你他她])无权(?:透露|告知|回答|讨论|提供)|告诉不了(?:您|你)"),
        (
            "no_information",
            r"我(?:这边|这里)?(?:没有|没|未)(?:拿到|收到|得到|获得|获取到?)[^，。！？,]{0,12}"
            r"(?:资料|信息|说明|数据|资讯)",
        ),
    ),
}
