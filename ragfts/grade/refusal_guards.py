"""What follows a refusal's words that makes them part of a statement: a referral for
something to be done (an instruction), a hedge turned from to a figure (the claim's
caution), an order that waits on something not done yet (its state)."""

from __future__ import annotations

import re

from .refusal_text import SENTENCE_END, UNIT_AGAINST

# "Call support to change your address", «Позвоните в поддержку, чтобы изменить адрес»,
# 请联系客服修改地址: a referral for something to be done is how it is done, an instruction
# (and the right answer where the knowledge base says so); one for more information or
# an answer (to find out, «для уточнения», 了解) still hands the question on
_TO_DO = re.compile(
    r",?\s*(?:(?:in order )?to|so (?:they|we|that they|that we) can)\s+(?!(?:find out|learn|"
    r"get|ask|clarify|check|confirm|know|discuss|see|hear|inquire|enquire|answer)\b)[a-z]+|"
    r",?\s*(?:чтобы|для)\s+(?!(?:уточн|узна|получ|консульт|подробн|выясн|разъясн|информ|"
    r"ответ|провер|подтвер)\w*)[а-я]+|"
    r"(?:修改|办理|取消|更改|预约|申请|开通|激活|退订|补办|注销|挂失|改签|变更)"
)


_CONTACTING = re.compile(
    r"\b(?:contact|call|phone|ring|write|email|e-mail|reach|message|обрат|позвон|звон|напиш|"
    r"пиш|свяж)|联系|拨打|致电|找"
)


# "You don't have to contact support: the refund is automatic" says no referral is
# needed (not «Обращаться в поддержку не нужно», whose «не нужно» comes after: no rule
# fires there)
_NEEDLESS = re.compile(
    r"(?:don't|do not|won't|will not) (?:have|need) to\s*$|(?:no need|not necessary) to\s*$|"
    r"needn't\s*$|(?:без|не нужно|не надо|незачем)\s*$|(?:无需|不用|不需要|不必)\s*$"
)


def needless(folded: str, match: re.Match) -> bool:
    return bool(_NEEDLESS.search(folded, 0, match.start()))


def to_do(folded: str, match: re.Match) -> bool:
    return bool(_CONTACTING.search(match.group(0)) and _TO_DO.match(folded, match.end()))


# «Сложно сказать точно, но обычно доставка занимает 3 дня», 不好说具体时间，一般3天送达: a
# hedge the sentence turns from to a claim with its figure is the claim's caution
_HEDGE = re.compile(
    r"(?:hard|difficult|tough)(?: for me)? to say|(?:сложно|трудно) сказать|不好说|很难说"
)
_HEDGE_TURN = re.compile(
    r"[^.!?。！？]{0,24}?(?:[,，]\s*(?:(?:but|но|однако)(?!\w)|不过|但是?|一般|通常|大概)|"
    r"\s(?:but|но)\s)"
)


# "I can't confirm the order yet: the payment hasn't arrived", «Пока не могу подтвердить
# заказ: оплата ещё не поступила», 暂时不能确认订单，付款还没到账: an order that waits on
# something not done yet is its state, told with its cause (the bot that cannot find
# the order still refuses: «Не могу найти ваш заказ»)
_PENDING = re.compile(
    r"(?:\s+(?:your|the|ваш\w*))?\s*(?:order|payment|booking|заказ\w*|оплат\w*|бронь|"
    r"订单|付款|预订)(?:\s+yet)?\s*[:,，;]\s*[^.!?。！？]*?(?:\bnot yet\b|\b(?:hasn't|has "
    r"not|haven't|have not|isn't|is not)\b|\b(?:еще|пока) не\b|还没|尚未)"
)


# what waits: confirming or processing it, never finding it («Не могу найти ваш заказ»)
_WAITS = re.compile(r"confirm|process|подтверд|оформ|обработ|确认|处理")


def pending(folded: str, words: str, end: int) -> bool:
    return bool(_WAITS.search(words) and _PENDING.match(folded, end))


# "We don't know the exact day in advance, but it's usually 2 to 4 days", 具体哪天不确定，
# 一般3天: not knowing a value exactly, then an estimate, is a hedge too ("I don't know
# if we ship there, but Moscow takes a day" knows nothing of what was asked)
_INEXACT = re.compile(
    r"[^.!?。！？,，]{0,24}?(?:exact|precise|specific|точн|конкретн|具体|确切|准确)"
)

# ... or names when or how much, which it does not know exactly: "I can't say exactly when
# the courier will arrive, but deliveries run from 9 to 6", «Не могу сказать, во сколько
# приедет курьер, но доставка идёт с 9 до 18»
_WHEN = re.compile(
    r"[\s,]*(?:exactly |точно )?(?:when|what time|how long|how soon|how much|how many|"
    r"когда|во сколько|через сколько|сколько)(?!\w)[^.!?。！？]{0,40}?(?=[,，]|\s(?:but|но)\s)"
)

# ... and Chinese names the value first: 具体哪天到我不清楚，一般3天
_CJK_INEXACT = re.compile(r"(?:具体|确切|准确)[^。！？，,]*$")


def hedged(folded: str, words: str, end: int) -> bool:
    """A hedge turned from to a figure: «…, но можно спросить в поддержке» still refuses."""
    start = end - len(words)
    # after the words, or within them when they run on («не могу сказать точно, но…», as
    # the parts read it)
    inexact = (
        _WHEN.match(folded, end)
        or _INEXACT.match(folded, end)
        or _INEXACT.match(folded, start, end)
    )
    before = folded[max(0, start - 12) : start]
    if not (_HEDGE.fullmatch(words.strip()) or inexact or _CJK_INEXACT.search(before)):
        return False
    turn = _HEDGE_TURN.match(folded, inexact.end() if inexact else end)
    if not turn or not _figure_follows(folded, turn.end()):
        return False
    closed = SENTENCE_END.search(folded, turn.end())
    return not _CONTACTING.search(folded, turn.end(), closed.start() if closed else len(folded))


# "I'm not sure what plan you have, but the basic one costs 10 euros a month", «Не уверен,
# что понял вопрос, но возврат возможен в течение 14 дней», 不知道您用的是哪个套餐，基础套餐每月
# 10欧元, «Не знаю, подойдёт ли вам тариф, но он стоит 500 рублей»: not knowing what the
# asker has, meant or would like, then a figure, is the answer's caution.
# Not knowing the fact itself ("I don't know if we ship there, but Moscow takes a day")
# still refuses, and so does a turn to a contact ("…, but support can tell you: 8-800-…").
_ASKER_CLAUSE = re.compile(
    r"[\s,]*(?:what|which|if|whether|how|where|when|who|that|что|какой|какая|какое|какие|"
    r"каков\w*|как|где|когда|[а-яё]+ ли|quel\w*|si|comment|ce que|qué|cuál\w*|cómo|"
    r"welche\w*|ob|wie|was)(?!\w)[^.!?,]{0,40}?(?<!\w)(?:you|your|"
    r"you're|yours|meant|mean|understood|understand|вы|вас|вам|ваш\w*|понял\w*|понимаю|"
    r"имеете в виду|имели в виду|vous|votre|vos|usted|necesita|quiere|sie|ihr\w*|brauchen)"
    r"(?!\w)|"
    r"[\s，,]*[^。！？，,]{0,12}?(?:您|你|理解|明白|意思)"
)
_ASKER_TURN = re.compile(
    r"[^.!?。！？]{0,40}?(?:[,，]\s*(?:(?:but|но|однако|mais|pero|aber)(?!\w)|不过|但是?)|"
    r"\s(?:but|но)\s|(?<=[\u3400-\u9fff])[,，])"
)


def asker_aside(folded: str, at: int) -> bool:
    clause = _ASKER_CLAUSE.match(folded, at)
    turn = clause and _ASKER_TURN.match(folded, clause.end())
    if not turn:
        return False
    closed = SENTENCE_END.search(folded, turn.end())
    rest = folded[turn.end() : closed.start() if closed else len(folded)]
    return _figure_follows(folded, turn.end()) and not _CONTACTING.search(rest)


# «Информации о заказе нет в открытом доступе, её видно только в личном кабинете», "There's
# no information on it here, it's shown only in your account": where the data is shown
# is the answer (not «только оператор подскажет», a contact, which still refuses)
_ONLY_THERE = re.compile(
    r"(?<!\w)(?:только|лишь|only|just)\s+(?:в|во|на|in|on|at|under)(?!\w)|(?:只|仅)(?:能)?在|"
    r"(?:要|请|可以|需要|得)在[^。！？]{1,24}?(?:查看|查询|找到|看到)"
)


_SELF = re.compile(r"(?<!\w)(?:i|i'm|я|мне|меня)(?!\w)|我")


# «Данных о задержках нет, доставка идёт по графику», 目前没有查到延误信息: no trouble found
# is the answer that there is none (as "I'm not aware of any delays" is)
TROUBLE_WORDS = (
    r"delays?|issues?|problems?|outages?|disruptions?|задержк\w*|проблем\w*|сбо[яеи]\w*|"
    r"неполад\w*"
)
_TROUBLE = re.compile(rf"(?<!\w)(?:{TROUBLE_WORDS})(?!\w)|延误|延迟|异常|故障")


# «Информации о скрытых комиссиях нет — их просто не существует»: the lack, then that the
# thing is none, is the answer that there is none
_NONE_EXIST = re.compile(
    r"\bне (?:существу\w*|бывает|взима\w*)|\bthere (?:are|is) none\b|"
    r"\b(?:they|it) (?:don't|doesn't|do not|does not) exist\b|不存在|根本没有"
)


def lack_answers(folded: str, start: int, end: int) -> bool:
    """Whether a lack is itself the answer: of trouble (no delays known), or, when no "I"
    says it, followed in its sentence by where the data is shown (the bot that cannot find
    it and points elsewhere still refuses: 我找不到…，请在App里查看)."""
    closed = SENTENCE_END.search(folded, end)
    if _TROUBLE.search(folded, start, min(end + 12, closed.start() if closed else len(folded))):
        return True
    if _NONE_EXIST.search(folded, end, closed.start() if closed else len(folded)):
        return True
    opened = max(folded.rfind(mark, 0, start) for mark in ".!?。！？")
    if _SELF.search(folded, opened + 1, start):
        return False
    return bool(_ONLY_THERE.search(folded, end, closed.start() if closed else len(folded)))


# "Visit our website: prices start at 10 euros.", 请查看官网：配送费10元。: a page named, and
# after its colon what it says, with its figure, is an answer that cites its page
_PAGE_VERB = re.compile(r"visit|see|check|look at|查看|访问|参考|смотр|посетите|загляните")
_COLON = re.compile(r"\s*[:：]\s*")


def cited(folded: str, words: str, end: int) -> bool:
    colon = _PAGE_VERB.search(words) and _COLON.match(folded, end)
    return bool(colon) and _figure_follows(folded, colon.end())


def _figure_follows(folded: str, at: int) -> bool:
    """Whether the sentence from `at` to its end holds a number, or a figure with its
    unit written against it (含5gb流量, "a 220v adapter")."""
    from .numerals import numbers

    closed = SENTENCE_END.search(folded, at)
    sentence = folded[at : closed.start() if closed else len(folded)]
    return bool(numbers(sentence) or UNIT_AGAINST.search(sentence) or _ONE_SPAN.search(sentence))


# a span of one unit is a figure: «обычно в течение дня», "usually within a day", 一般当天
_ONE_SPAN = re.compile(
    r"\b(?:within|in) (?:a|an|one) (?:day|week|hour|month)\b|"
    r"\b(?:в течение|за) (?:дня|суток|сутки|недели|неделю|часа|час|месяца|месяц)\b|"
    r"当天|一天内|一周内|一小时内"
)


# "Max couldn't find your parcel at the door, so it's at the post office", «Алиса не нашла
# вас дома», 小美没找到您家: a search at a door or a home is a delivery's, not the bot's
_FOUND_VERB = re.compile(r"find|found|нашл|наш[её]л|найти|找到")
_AT_HOME = re.compile(
    r"[^.!?。！？]{0,30}?(?:\bat (?:the|your) (?:door|home|house|flat|apartment)\b|"
    r"\bat home\b|\b(?:дома|у двери|в подъезде)\b|您家|你家|在家|家里|门口)"
)


# a Chinese place comes before its verb: 快递员在门口没找到人
_AT_HOME_BEFORE = re.compile(r"(?:门口|家里|在家|您家|你家|楼下)[^。！？，,]{0,6}$")


def at_home(folded: str, words: str, start: int, end: int) -> bool:
    if not _FOUND_VERB.search(words):
        return False
    return bool(
        _AT_HOME.match(folded, end) or _AT_HOME_BEFORE.search(folded[max(0, start - 12) : start])
    )


def stated(folded: str, words: str, start: int, end: int) -> bool:
    """A lack that is a thing's state: an order pending, a delivery's search at a door."""
    return pending(folded, words, end) or at_home(folded, words, start, end)


# «… A small proportion develop a severe form. There is no data on remaining chronic
# conditions.», «Bisherigen Daten zufolge … Es liegen keine Daten vor, welchen Beitrag …»:
# a lack of data said after the reply has answered is a caveat of its answer, not the
# bot declining. The answer before it is a sentence of STATED words or more (CJK: twice
# as many characters) that ends on a full stop, refuses nothing and, as the lack's own
# sentence, names no one (I, we, you, мы, Sie, 我, 您): a greeting, thanks, a question
# restated or asked back, or "Our couriers ship in two days. Unfortunately we have no
# information on islands." still come before a refusal.
STATED = 8
_PERSON = re.compile(
    r"(?<!\w)(?:i|i'm|i've|me|my|we|we're|we've|our|us|you|your|я|мне|меня|мой|моей|моих|"
    r"мы|нас|нам|наш\w*|вы|вас|вам|ваш\w*|ich|mir|mich|mein\w*|wir|uns|unser\w*|sie|ihnen|"
    r"ihr\w*|du|dir|dein\w*|je|j'|nous|notre|nos|vous|votre|vos|mon|ma|mes|yo|mi|mis|"
    r"nosotros|nuestr\w*|usted\w*|tu|tus|من|ما|شما)(?!\w)|我|您|你|咱|本"
)
_WORD = re.compile(r"\w+")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")


def caveat(folded: str, start: int, refuses) -> bool:
    """Whether a lack of data matched at `start` is a caveat after an answer (`refuses`:
    whether a sentence reads as a refusal)."""
    opened = max((m.end() for m in SENTENCE_END.finditer(folded, 0, start)), default=0)
    if not opened:
        return False
    closing = SENTENCE_END.search(folded, start)
    if _PERSON.search(folded[opened : closing.end() if closing else len(folded)]):
        return False
    for sentence in re.split(r"(?<=[.!?\u3002\uff01\uff1f\u061f])", folded[:opened]):
        sentence = sentence.strip()
        size = len(_WORD.findall(sentence)) + len(_CJK_CHAR.findall(sentence)) // 2
        if (
            size >= STATED
            and sentence.endswith((".", "\u3002"))
            and not _PERSON.search(sentence)
            and not refuses(sentence)
        ):
            return True
    return False
