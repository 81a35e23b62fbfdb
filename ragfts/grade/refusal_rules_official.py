"""A public service's register, where a bot answers as an office does: the enquiry
registered ("Your enquiry has been registered under number 4521.", «Ваш запрос принят и
будет рассмотрен в установленном порядке», 您的诉求已登记，编号4521。), the matter outside
its remit (该事项不在本平台受理范围), a referral to a branch or a hotline
(建议您拨打12345热线咨询) and no ruling on the subject (暂无明确规定). A battery of 24 read 4
before these rules. The registration and the remit are read only when the whole reply
is such parts (refusals.ALONE); a referral names where to go instead, as
"contact_support" does. "Your request has been approved, and the card will arrive in
5 days.", «Изменений тарифа не предусмотрено: плата остаётся 500 рублей» and 暂无调整计划
answer.
"""

from __future__ import annotations

from .refusal_clauses import END

_EN_ASKED = r"(?:enquiry|inquiry|request|question|query|message|appeal|complaint)"

RULES_OFFICIAL: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "defers",
            rf"\b(?:your )?{_EN_ASKED} has been (?:registered|noted|logged|recorded|received|"
            r"forwarded|passed on)(?: under (?:number|no\.?|reference) [\w-]+)?(?: and will be "
            r"(?:reviewed|considered|answered|processed)(?: in due course| shortly)?)?"
            rf"{END}",
        ),
        (
            "policy",
            r"\b(?:this|the|that) (?:matter|question|issue|query|topic|subject) (?:falls|is|lies) "
            r"(?:outside|beyond) (?:the )?(?:remit|scope|competence|responsibility) of (?:this|"
            r"our) (?:service|platform|office|department)\b|"
            r"\bthis (?:service|platform|office) (?:cannot|can't|does not|doesn't) (?:advise|"
            r"comment|give advice|provide (?:advice|guidance|an opinion)) on\b",
        ),
        (
            "contact_support",
            r"\bplease (?:refer|turn|go|speak) to your (?:local )?(?:branch|office|council|"
            rf"adviser|advisor)(?: for (?:further|more) (?:information|details))?{END}|"
            r"\bfor (?:queries|questions|enquiries|inquiries) of this "
            r"(?:nature|kind|type),? please (?:call|contact|ring|write to)\b",
        ),
        (
            "no_information",
            r"\bno (?:policy )?(?:guidance|clarification|ruling|provision) is (?:currently )?"
            r"available (?:on|for) (?:this|the)\b",
        ),
    ),
    "ru": (
        (
            "defers",
            r"\b(?:ваше |ваш )?(?:обращение|запрос|вопрос|заявление) (?:зарегистрирован\w*|"
            r"принят\w*|передан\w*)(?: под номером [\w-]+)?(?: и будет рассмотрен\w*"
            rf"(?: в установленном порядке)?)?{END}|"
            rf"\bбудет рассмотрен\w* в установленном порядке{END}",
        ),
        (
            "policy",
            r"\bразъяснения по (?:данному|этому) вопросу не (?:предусмотрены|даются)\b",
        ),
        (
            "contact_support",
            r"\bрекомендуем обратиться в (?:ближайшее |ваше )?(?:отделение|офис|филиал|"
            r"мфц|центр)(?: банка)?(?: (?:за (?:дополнительной )?информацией|для получения "
            rf"(?:дополнительной )?информации|для уточнения))?{END}|"
            r"\bпо вопросам (?:такого|подобного|данного) (?:характера|рода|типа),? "
            r"(?:просьба|просим|рекомендуем) обращаться\b",
        ),
    ),
    "zh": (
        (
            "defers",
            r"(?:您的)?(?:诉求|问题|咨询|留言|申请)已(?:登记|记录|受理|收到|转交)(?:,?\s*编号[\w-]+)?"
            rf"{END}|将由(?:相关|有关)部门(?:答复|回复|处理){END}",
        ),
        (
            "policy",
            r"(?:该|此|这个|本)(?:事项|问题)不在本?(?:平台|部门|机构)?的?(?:受理|服务|答复)范围|"
            r"本平台无法就[^。！？!?]{1,10}提供(?:意见|建议|答复)",
        ),
        (
            "contact_support",
            rf"建议您?拨打[\w-]*(?:热线|电话)(?:咨询|了解)?{END}|"
            r"(?:此类|该类|这类)问题请(?:咨询|联系)(?:当地)?[\u4e00-\u9fff]{0,6}(?:部门|机构|单位)",
        ),
        ("no_information", r"暂无(?:相关)?(?:政策依据|明确规定|相关规定)"),
    ),
}
