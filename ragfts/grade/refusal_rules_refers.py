"""A referral to a page or a channel as the whole reply ("Please email us at
support@shop.example.", "Visit www.shop.example for more info.", «Подробнее на сайте
shop.ru», 请查看常见问题页面。): the bot sent the customer elsewhere and said nothing of the
answer (a battery of 24: 3 read before these rules). Read only when the whole reply is
such parts or pleasantries (refusals.ALONE), each to its clause's end: "Call 0800 123
456 to activate the card; it works right away.", «В разделе FAQ сказано, что возврат
занимает 14 дней» and 常见问题页面写着退款14天到账 answer.
"""

from __future__ import annotations

from .refusal_clauses import END, START

_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_PHONE = r"\+?[\d(][\d ()-]{5,}\d"
_SITE = r"(?:www\.)?[\w-]+\.[a-z]{2,}(?:/[\w./-]*)?"
_EN_PAGE = (
    rf"(?:our |the )?(?:website|site|faq(?: page)?|help (?:centre|center|page|section)|{_SITE})"
)

RULES_REFERS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "refers",
            rf"{START}(?:please )?(?:email|e-mail|write to|message|call|phone|ring|text)(?: us)?"
            rf"(?: at| on)? (?:{_EMAIL}|{_PHONE}){END}|"
            rf"{START}(?:please )?(?:visit|see|check|go to|check out) {_EN_PAGE}(?: for (?:more|"
            rf"further) (?:info(?:rmation)?|details))?{END}|"
            rf"{START}more (?:info(?:rmation)?|details) (?:on|at|in) {_EN_PAGE}{END}|"
            rf"{START}you can find (?:this|that|it|the answer|more|details) on {_EN_PAGE}"
            rf"(?: under [\w ]{{1,30}})?{END}|"
            rf"{START}(?:i'd|i would|we'd|we would) (?:suggest|recommend|advise) (?:checking|"
            rf"visiting|consulting|looking at) {_EN_PAGE}(?: for (?:the )?(?:most |latest )?"
            rf"(?:up-to-date |current |latest )?(?:info(?:rmation)?|details)(?: on (?:that|this)"
            rf")?)?{END}",
        ),
    ),
    "ru": (
        (
            "refers",
            rf"{START}(?:напишите|пишите|позвоните|звоните)(?: нам)?(?: на почту| по номеру| по "
            rf"телефону| на)? (?:{_EMAIL}|{_PHONE}){END}|"
            rf"{START}подробнее (?:на (?:нашем )?сайте|в разделе [\w«»\"-]+|в справке|в "
            rf"справочном центре)(?: {_SITE})?{END}|"
            rf"{START}(?:вся )?информация (?:есть )?на (?:нашем )?сайте{END}|"
            rf"{START}ответ есть в разделе [\w«»\"-]+{END}|"
            rf"{START}(?:смотрите|см\.?) {_SITE}{END}|"
            rf"{START}за подробностями\s*[—–-]?\s*(?:в|на) (?:наш )?(?:справочный центр|сайт|"
            rf"раздел [\w«»\"-]+){END}|"
            rf"{START}(?:советую|рекомендую|предлагаю) (?:уточнить|посмотреть|проверить) "
            rf"(?:(?:актуальную |последнюю |подробную )?(?:информацию|подробности|детали) )?на "
            rf"(?:нашем )?сайте(?: {_SITE})?{END}",
        ),
    ),
    "zh": (
        (
            "refers",
            rf"请?(?:发送邮件至|发邮件到|拨打)\s*(?:{_EMAIL}|{_PHONE}){END}|"
            r"(?:更多信息|详情)请(?:查看|访问|参考)(?:我们的)?(?:官网|网站|帮助中心|常见问题)"
            rf"(?:页面)?{END}|(?:您)?可以在(?:官网|网站)的?(?:帮助中心|常见问题)?找到答案{END}|"
            rf"请查看(?:常见问题|帮助中心|官网)(?:页面)?{END}|详见\s*{_SITE}{END}|"
            rf"具体请参考(?:帮助中心|官网|常见问题){END}",
        ),
    ),
}
