"""What a lack a bot reports says of the asker's own things: an account's records, a
paper the customer holds, a lack given its reason, a sign-off that hands on other
questions. Each makes the words a statement, not the bot declining (refusals.py asks)."""

from __future__ import annotations

import re

from .refusal_text import SENTENCE_END, opened

# "There is no record of a late fee on your account", «Записей о штрафах по вашему счёту
# нет»: what the customer's account holds is its state, read by the bot, not a lack of
# an answer ("I have no information about your order" still refuses: an order is no
# account, and a bot says so when it cannot see one)
_ACCOUNT = re.compile(
    r"(?<!\w)(?:on|in|from) your (?:account|bill|statement|card|profile|balance)(?!\w)|"
    r"(?<!\w)по (?:вашему|твоему) (?:сч[её]ту|договору|аккаунту|профилю|балансу)(?!\w)|"
    r"(?<!\w)по (?:вашей|твоей) (?:карте|выписке)(?!\w)|"
    r"(?<!\w)в (?:вашем|твоем|твоём) (?:аккаунте|профиле|кабинете|сч[её]те)(?!\w)|"
    r"(?<!\w)в (?:вашей|твоей) (?:выписке|истории платежей)(?!\w)"
)
_RECORD = re.compile(r"(?<!\w)(?:records?|entr(?:y|ies)|charges?|запис|данн|сведени)")


# "No details are shown on the receipt except the total", «На посылке нет вашего имени»,
# 包裹上没有您的姓名: what a paper the customer holds shows is its state too
_PAPER = re.compile(
    r"(?<!\w)(?:on|in) (?:the|your) (?:receipt|invoice|bill|label|parcel|package|packaging|"
    r"box|ticket|statement|email|e-mail|letter|sms|confirmation)s?(?!\w)|"
    r"(?<!\w)(?:в чеке|в квитанции|на посылке|на упаковке|на этикетке|на коробке|в накладной|"
    r"в письме|в смс|в подтверждении)(?!\w)|(?:小票|发票|包裹|标签|包装|快递单)上|"
    r"(?:邮件|短信)(?:里|中)"
)


# the kinds a customer's account, a paper or a reason given can make a statement
STATES = (".no_information", ".not_in_documents")
# «Аллергены не указаны, потому что их в продукте нет»: a lack given its reason is a
# claim about the thing, not the bot declining
REASON = re.compile(
    r"\s*,?\s*(?:(?<!\w)(?:потому что|так как|поскольку|because|since)(?!\w)|因为|由于)"
)


# «其他问题可以联系客服», "For other questions, contact support": a sign-off that hands
# on what was not asked, not the bot declining what was
_OTHERS = re.compile(
    r"(?:其他|其它)(?:问题|疑问)|如有(?:其他|其它|任何)?(?:疑问|问题)|"
    r"(?<!\w)(?:for (?:anything else|other questions|further questions|any other questions)|"
    r"if you have (?:any )?(?:other|more|further) questions|по (?:другим|остальным|иным) "
    r"вопросам|если (?:у вас )?(?:остались|возникнут|появятся) (?:ещ[её] )?вопросы)(?!\w)"
)


def for_others(folded: str, at: int) -> bool:
    return bool(_OTHERS.search(folded, opened(SENTENCE_END, folded, at), at))


def account_state(folded: str, match: re.Match) -> bool:
    begun = opened(SENTENCE_END, folded, match.start())
    closed = SENTENCE_END.search(folded, match.end())
    end = closed.start() if closed else len(folded)
    if _PAPER.search(folded, begun, end):
        return True
    return bool(_RECORD.search(match.group(0)) and _ACCOUNT.search(folded, begun, end))
