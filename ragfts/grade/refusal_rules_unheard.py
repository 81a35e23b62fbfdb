"""The bot did not understand the question: a chat platform's default fallback ("Sorry,
I didn't get that. Can you rephrase?", «Я вас не понял. Переформулируйте, пожалуйста.»,
抱歉，我没有理解您的意思，请换个说法。). It is what a bot says most often when no intent or
passage matched, and it answers nothing: where the knowledge base holds the answer it is
a false refusal (a battery of 36: 1 read before these rules). Each pattern reads one
clause — the bot not understanding, or its request to say it again — to the clause's
end, and a reply is read so only when every clause of it is one of them, a failure
(refusal_rules_failed) or a pleasantry (refusals.ALONE): "I didn't understand at first,
but yes: the plan includes roaming" answers, and so does «Если курьер не понял адрес…».
"""

from __future__ import annotations

from .refusal_clauses import END, START, clause

_EN_OBJECT = (
    r" (?:that|this|it|you|your (?:question|message|request|meaning)|the question|"
    r"what you (?:said|say|mean|meant|wrote|are asking|were asking|'re asking))"
)
_EN_UNHEARD = (
    r"\bi (?:did not|didn't|do not|don't|could not|couldn't|can't|cannot) (?:quite |really |"
    rf"fully )?(?:get|catch|understand|follow|make out)(?:{_EN_OBJECT})?|"
    r"\bi(?:'m| am) (?:not (?:sure|certain) (?:that )?i (?:understand|follow)|not following|"
    r"afraid i (?:don't|do not) (?:understand|follow))"
    rf"(?:{_EN_OBJECT})?|"
    r"\bi missed (?:that|what you said|what you wrote|your question)"
)
_EN_AGAIN = (
    rf"{START}(?:(?:can|could|would) you (?:please )?|please (?:try )?)?"
    r"(?:say|repeat|rephrase|reword|restate|put|ask|try asking|try rephrasing|type)"
    r"(?: (?:that|it|this|your question))?(?: (?:again|another way|differently|in other "
    r"words|one more time|more clearly|in (?:a|another|some other) (?:different )?way))?"
    r"(?: please)?"
    rf"{END}|"
    rf"{START}(?:one more time|what was that|say that again|come again|pardon)(?: please)?{END}"
)

_RU_OBJECT = (
    r" (?:вас|тебя|вопрос|вопроса|ваш вопрос|смысл|суть|запрос|что вы (?:имеете в виду|"
    r"сказали|написали|спрашиваете)|о чем (?:вы|речь))"
)
_RU_UNHEARD = (
    rf"(?:{START}|\bя )(?:вас |тебя )?не (?:совсем |вполне |до конца )?"
    r"(?:понял|поняла|понимаю|разобрал|разобрала|расслышал|расслышала|уловил|уловила)|"
    rf"(?:{START}|\bя )не (?:смог|смогла|сумел|сумела) (?:понять|разобрать|распознать)|"
    r"\bне удалось (?:понять|распознать|разобрать)(?: ваш)?"
)
_RU_AGAIN = (
    rf"{START}(?:пожалуйста,? )?(?:(?:можете|можно|не могли бы вы|попробуйте) )?"
    r"(?:переформулировать|переформулируйте|перефразируйте|перефразировать|"
    r"сформулируйте|сформулировать|повторите|повторить|уточните|уточнить|скажите|сказать|"
    r"спросите|спросить|задайте|задать)"
    r"(?: (?:вопрос|его|иначе|по-другому|еще раз|другими словами|точнее|пожалуйста|"
    r"переформулировать|спросить|сформулировать))*"
    rf"{END}|{START}что вы (?:имеете в виду|хотели спросить|сказали){END}|"
    rf"{START}(?:(?:можно|можете) )?еще раз{END}|"
    rf"{START}(?:можно|можете) (?:иначе|по-другому){END}"
)

_ZH_OBJECT = r"(?:您|你)?的?(?:意思|问题|提问|说的|在问什么|在说什么|消息)?"
_ZH_WHO = rf"(?:{START}|我|助手|小助手|机器人|您说的我|你说的我)"
_ZH_UNHEARD = (
    rf"{_ZH_WHO}(?:没有|没|没能|未能|不太|没太|不)(?:理解|明白|听懂|看懂|听清|听明白|看明白|懂)"
    rf"{_ZH_OBJECT}|无法(?:识别|理解)(?:您|你)?的?(?:问题|意思|提问|消息|输入)"
)
_ZH_AGAIN = (
    rf"{START}(?:请|请您|麻烦您?)?(?:可以|能|能否|能不能)?(?:换个说法|换一种(?:方式|说法)(?:提问|描述)?|"
    r"换个问法(?:试试)?|重新(?:描述|提问|表述|说一下)|再说一(?:遍|次)|"
    r"说得(?:具体|详细|清楚)一?点|具体(?:描述|说明)一下)[吗吧哦呢]?"
    rf"{END}"
)

# a message the bot takes for no question, or a voice it did not hear
_EN_NO_QUESTION = (
    rf"{START}(?:that|this|it) (?:doesn't|does not) (?:look|seem|sound) like (?:a |an )?"
    rf"(?:valid )?(?:question|request){END}|"
    rf"\bi (?:didn't|did not|couldn't|could not|can't|cannot) hear (?:anything|you|that){END}"
)
_RU_NO_QUESTION = (
    rf"{START}это не (?:похоже на|выглядит как) (?:вопрос|запрос){END}|"
    rf"(?:{START}|\bя )(?:вас )?(?:ничего )?не (?:услышал|услышала)(?: вас)?{END}"
)
_ZH_NO_QUESTION = (
    # 这不是问题 is "no problem": the doubt (好像) or the article (一个) makes it a question
    rf"(?:这|这个|您说的)(?:(?:好像|似乎)不是(?:一个)?|不是一个)(?:问题|提问){END}|"
    rf"我(?:没有|没)听(?:到|见)(?:您|你)?(?:说话|的声音)?{END}"
)

# a question too thin to answer, no detail named ("I'd need more details to answer that."),
# before the request to say it again: refusals._alone takes out the first that matches
_EN_THIN = (
    r"\bi(?:'d| would)? need (?:more|some more|further|additional) (?:details|information|"
    rf"info|context)(?: to (?:answer|help)(?: that| this| you)?)?{END}|"
    rf"{START}(?:your|the) question is missing (?:some )?details{END}|"
    rf"{START}not enough details in (?:your|the) question{END}"
)
_RU_THIN = (
    r"\bмне нужно (?:больше|побольше) (?:деталей|подробностей|информации)(?:,? чтобы "
    rf"ответить)?{END}|{START}в вопросе не хватает (?:деталей|подробностей|информации)"
    rf"{END}|{START}(?:пожалуйста,? )?уточните(?:,? пожалуйста,?)? (?:детали|подробности) "
    rf"(?:вопроса|запроса){END}"
)
_ZH_THIN = (
    rf"需要更多(?:信息|细节|背景)才能(?:回答|帮您|帮你){END}|(?:您的)?问题缺少(?:一些)?(?:细节|信息)"
    rf"{END}|请补充(?:一下)?(?:问题的)?(?:细节|信息){END}"
)

RULES_UNHEARD: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        ("not_understood", clause(_EN_UNHEARD, r" (?:at all|quite|fully|correctly)")),
        ("not_understood", _EN_THIN),
        ("not_understood", _EN_AGAIN),
        ("not_understood", _EN_NO_QUESTION),
    ),
    "ru": (
        ("not_understood", clause(_RU_UNHEARD, _RU_OBJECT)),
        ("not_understood", _RU_THIN),
        ("not_understood", _RU_AGAIN),
        ("not_understood", _RU_NO_QUESTION),
    ),
    "zh": (
        ("not_understood", clause(_ZH_UNHEARD, r"[哦呢啊呀]")),
        ("not_understood", _ZH_THIN),
        ("not_understood", _ZH_AGAIN),
        ("not_understood", _ZH_NO_QUESTION),
    ),
}
