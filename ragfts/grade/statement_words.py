"""The words statements are read with (statements.py): function words and how bots
frame a reply, time words, "free", and the words that scope a condition; folded, as
fold() leaves them. Also when a statement's words are mostly its own (mostly_new), and
when a clause is negated (negated)."""

from __future__ import annotations

import re
from functools import lru_cache

from .calendar_words import months_named
from .durations import in_numbers

TIME_WORDS = frozenset(
    "today tomorrow tonight yesterday сегодня завтра послезавтра вчера heute morgen "
    "übermorgen gestern aujourd'hui demain hier hoy mañana ayer امروز فردا دیروز "
    # a part of the day said alone, as a habit: «по вечерам», "in the evenings" (an hour's
    # «7 вечера», "7 in the evening" is its hour: numerals read it)
    "evenings mornings nights weeknights вечерам утрам ночам "
    # a season, and "currently": when a claim holds, which a context may not say ("The
    # store opens at 9 am during the summer", «летом», "Shipping currently takes…")
    "summer winter spring autumn summertime wintertime currently летом зимой весной осенью "
    "лето зима весна осень yearend monthend".split()
)
# "Free" is a price of its own: «первый месяц бесплатно» after a correct price.
FREE = frozenset("free gratis kostenlos gratuit gratuite gratuito gratuita".split())


def free(word: str) -> bool:
    return word in FREE or word.startswith("бесплатн")


# "Costs nothing" says free in other words.
FREE_PHRASE = re.compile(
    r"\bcosts? nothing\b|\bno (?:extra )?charge\b|\bat no (?:extra )?cost\b|\bfree of charge\b|"
    r"\bwithout (?:any )?(?:extra )?(?:fees?|charges?|cost)\b|"
    r"\bno (?:fees?|commission)\b|\bcommission-free\b|\bfee-free\b|"
    r"\bничего не сто\w+|\bбез (?:доп\w* )?(?:оплаты|платы|комисси\w*)\b|\bза наш сч[её]т\b|"
    r"不收费|不要钱|无需付费|不用付费|不用另外付钱|不用付钱|免手续费|不收手续费|零元|免收"
)


def free_unsaid(folded: str) -> str:
    """The text with free in other words blanked out: words a context that says free
    holds in its own (不用另外付钱 of 免费, «без комиссии» of «бесплатно»)."""
    return FREE_PHRASE.sub(lambda m: " " * len(m[0]), folded)


# Which days a count of days counts: "5 business days" is not the context's "5 days".
DAY_KIND = re.compile(
    r"(?:business|working|calendar|banking|рабоч\w*|календарн\w*|банковск\w*|"
    r"werktag\w*|ouvrables?|hábiles?)"
)
CJK_DAY_KIND = re.compile(r"工作日|自然日")
# A tax or a commission is a price of its own too: «2000 рублей в месяц плюс НДС».
TAXES = re.compile(
    r"(?:vat|tax|taxes|fee|fees|surcharges?|ндс|налог\w*|комисси\w*|mwst|steuer\w*|"
    r"\w*gebühr\w*|tva|frais|iva|comisi\w*|recargos?)"
)


# Whom a claim is for: "for members", «постоянным покупателям», 会员可以退款 narrow a fact
# to an audience the context may not name (one word after "for" is too often a
# paraphrase's to be a condition by itself; these words are always an audience).
AUDIENCE = re.compile(
    r"\b(?:members?|membership|students?|subscribers?|premium|vip|employees?|seniors?|"
    r"pensioners?|retirees?|veterans?|loyalty|corporate|wholesale|teachers?|military|"
    r"участник\w*|член\w*|студент\w*|подписчик\w*|премиум\w*|сотрудник\w*|пенсионер\w*|"
    r"ветеран\w*|постоянн\w* (?:покупател|клиент)\w*|лояльн\w*|корпоративн\w*|оптов\w*|"
    r"школьник\w*|льготн\w*|военнослужащ\w*|учител\w*|"
    r"new (?:customers?|clients?|users?|subscribers?)|first-time \w+|"
    r"нов\w* (?:абонент|клиент|пользовател|покупател)\w*|"
    r"neukund\w*|stammkund\w*|mitglied\w*|studierend\w*)\b"
    r"|会员|学生|老客户|新客户|新用户|老用户|员工|老年人|军人|教师|订阅用户|企业客户|批发"
)


# How a claim is done, which a context may not allow: "by post", "in person", «лично»,
# «письменно», 当面 (a channel the context names, "by phone", is its own)
CHANNEL = re.compile(
    r"\b(?:by (?:post|mail|courier|fax|phone|telephone)|over the phone|in (?:person|writing)|"
    r"лично|письменно|по почте|курьером|почтой|по факсу|по телефону)\b"
    r"|当面|书面|邮寄|快递寄"
)


# What a claim requires, which a context may not: "with a photo ID", «по паспорту», 凭身份证
REQUIREMENT = re.compile(
    r"\b(?:passport|photo id|id card|receipt|proof of purchase|driver'?s licen[cs]e|"
    r"паспорт\w*|чек[аоу]?|квитанци\w*)\b|身份证|发票|小票|原包装"
)
# Where a claim holds, which a context may not say: "outdoors", «в помещении», 室内
SETTING = re.compile(
    r"\b(?:outdoors|indoors|in the open air|на улице|на открытом воздухе|в помещени[иях]\w*)\b|"
    r"室外|户外|室内"
)
# When a claim holds, which a context may not say: "during business hours", «в рабочее
# время», 工作时间
HOURS = re.compile(
    r"\b(?:during|in|within|outside(?: of)?) (?:business|working|office|opening) hours\b|"
    r"\bв (?:не)?рабочее время\b|\bв рабочие часы\b|工作时间|营业时间"
)


# A share of what a fact covers: "to most addresses", «в отдельных регионах», 部分商品,
# or all of it, which a context that names a condition does not say ("Yes, always.", 全部)
# narrow it as an audience does.
SCOPE = re.compile(
    r"\b(?:(?<!at )most|certain|selected|большинств\w*|некотор\w*|отдельных|отдельным|"
    r"определ[её]нн(?:ых|ым)|always|всегда|(?:for|on|to) (?:all|any|every)|"
    r"(?:на|для) (?:все|всех|любой|любые|любых)|at any time|anytime|everyone|anyone|"
    r"everybody|anybody|nationwide|worldwide|everywhere|в любое время|везде|повсюду|"
    r"по всей стране)\b|部分|大部分|某些|个别|特定|全部|所有|一律|随时|任何时候|任何人|"
    r"全国|各地|全球"
)
# and in Chinese: a day, "free", a tax or a fee
CJK_TIME_PRICE = re.compile(
    r"今天|明天|后天|昨天|今日|明日|免费|增值税|税费|手续费|含税|服务费|[春夏秋冬]天|[春夏秋冬]季|暑假|寒假|"
    r"年底|年末|月底|月末"
)
# Words that carry no claim: function words, the yes/no of an answer, and how bots
# frame a reply ("according to the documents"). Folded, as fold() leaves them.
STOP = frozenset(
    """
    a an the and or of to in on at by for with from as is are was were be been being it its
    this that these those there here which who whom what when where why how i we you he she
    they me us him her them my our your their yes no do does did so than then also can could
    will would should may might must shall have has had into about over under per each any
    all some more most least other such only own same very just both either neither nor too again
    further once ok okay if unless please thanks thank hope helps glad happy welcome sure course yes
    according based document documents knowledge base source sources context answer say says
    said state states stated information faq provided given note
    и в во на с со к ко по о об от до из за у для не нет да ли же бы что как это этот эта
    эти тот та те так там тут здесь а но или ни то его её ее их он она оно они мы вы я ты мне
    нам вам им себя свой своя свои при про над под без уже ещё еще также тоже только лишь
    очень есть был была было были будет быть можно нужно ваш ваша ваше ваши наш наша наше
    наши согласно документу документе документах базе данным источнику ответ пожалуйста
    конечно спасибо вот если кроме через via течение каждый каждая каждое каждые каждого каждой
    каждому каждым каждую каждом
    yet still already absolutely certainly definitely indeed hasn haven isn aren wasn weren
    doesn don didn won wouldn shouldn couldn ll ve itself themselves yourself
    usually typically generally normally approximately roughly around within обычно примерно
    около приблизительно порядка ungefähr etwa normalerweise environ généralement normalement
    aproximadamente normalmente
    der die das den dem des ein eine einer eines einem und oder in im an am auf mit von zu
    zum zur für ist sind war waren wird werden ja nein nicht es sie er wir ihr ich du bei
    le la les un une des du de et ou en dans sur avec pour par est sont était oui non il
    elle ils elles nous vous je tu au aux ce cette ces qui que
    el la los las un una unos unas y o en con por para es son era fue sí no lo le les se
    del al que como
    و در به از که این آن با را برای است هست هستند بود شد می ها های یک تا هم اما یا بله
    not never none nothing cannot without ни никогда нельзя без nicht kein keine keinen
    keiner nie niemals ohne nichts ne pas jamais aucun aucune sans nunca ningún ninguna sin
    tampoco نیست هیچ بدون
    خیر نه شما من ما او آنها دارید دارد دارند داریم باشد باشید میشود میشوند کنید شود
    """.split()
)
CJK_STOP = frozenset(
    "的了是在和与及或也都就吗呢吧啊呀您你我他她它们这那个着过而且并之不没沒无無未非"
)


# Words that scope what follows them: a restated fact with «при …», «для …», "for …",
# "after …" added is a condition the context may not hold.
SCOPING = frozenset(
    "при для после до в во на с со по через for after before with on in via when from since "
    "upon für bei nach ab mit pour après avec dès para con después desde".split()
)
# Words that only frame a reply's yes or no when they open it: «К сожалению, нет —
# настройка не входит», "Unfortunately no, it isn't included" (the no is still the reply).
REPLY_FRAMING = frozenset(
    "к сожалению увы простите извините unfortunately sorry afraid i m well so leider "
    "malheureusement lamentablemente desafortunadamente".split()
)
# Words of a bot's reply that name nothing to search for: an apology, and where a refusal
# says it looked («Извините, я не знаю», 抱歉，我不知道, "the knowledge base has no
# answer", «В базе нет сведений о доставке» are refusals whole, though the refusal rules
# read the declining words only).
NAMES_NOTHING = REPLY_FRAMING | frozenset(
    "сожалению прошу прощения сожалею apologies apologise apologize regrettably "
    "entschuldigung bedauere désolé désolée perdón disculpe lo siento متاسفانه ببخشید "
    "抱歉 很抱歉 对不起 對不起 不好意思 遗憾 很遗憾 非常抱歉 "
    "knowledge base database documents documentation context sources information "
    "база базе базы знаний документах документации источниках контексте информации "
    "сведений wissensdatenbank dokumenten informationen 知识库 资料 文档 信息".split()
)


# A unit's short form after a number, and its word in full: «3530 км» says «3530
# километров». One letter may stand for two (г: грамм, or год in «2020 г.»).
SHORT_UNITS = {
    "км": "километр", "м": "метр", "см": "сантиметр", "мм": "миллиметр",
    "кг": "килограмм", "г": "грамм год", "т": "тонна", "л": "литр", "мл": "миллилитр",
    "ч": "час", "мин": "минута", "сек": "секунда", "с": "секунда", "га": "гектар",
    "km": "kilometre kilometer", "m": "metre meter", "cm": "centimetre centimeter",
    "mm": "millimetre millimeter", "kg": "kilogram", "g": "gram", "l": "litre liter",
    "ml": "millilitre milliliter", "h": "hour", "hr": "hour", "hrs": "hours",
    "min": "minute", "mins": "minutes", "sec": "second", "s": "second", "mi": "mile",
    "ft": "foot feet", "lb": "pound", "lbs": "pounds", "oz": "ounce",
    "квт": "киловатт", "мвт": "мегаватт", "гвт": "гигаватт", "kw": "kilowatt",
    "mw": "megawatt", "gw": "gigawatt",
    "кв": "квадратный", "куб": "кубический", "sq": "square", "cu": "cubic",
}  # fmt: skip
# The short words of an area or a volume, before the unit they measure it in: «кв. м»
AREA_SHORT = frozenset({"кв", "куб", "sq", "cu"})


def mostly_new(units: list, missing: list, context, asked) -> bool:
    """Whether two or more of a statement's units are not the context's, and more than
    half of it is new. Of a CJK run, what is new is counted by its characters, not its
    pairs: of «目前保存下来的洞窟有735个» (the context's 现存洞窟735个), the pairs 前保
    and 存下 are across two words and made four of six pairs new, where four of eight
    characters are."""
    if len(missing) < 2:
        return False
    words = [u for u in units if not isinstance(u, str)]
    chars = {c for u in units if isinstance(u, str) for c in u}
    new = [u for u in missing if not isinstance(u, str)]
    new_chars = {c for c in chars if not context.covers(c) and not asked.covers(c)}
    return 2 * (len(new) + len(new_chars)) > len(words) + len(chars)


NEGATION = re.compile(
    # "without" (без, ohne, sans, sin, بدون) names what is absent, not a polarity;
    # "prohibited", «запрещено» say "not allowed" in one word, as 禁止 does
    r"\b(?:not|no|never|none|nothing|cannot|нет|не|ни|никогда|нельзя|nicht|"
    # French negates twice (ne … pas): only the second word is counted
    r"kein\w*|nie|niemals|nichts|pas|jamais|aucun\w*|nunca|ningun\w*|ninguna|"
    r"tampoco|prohibited|forbidden|banned|запрещ[её]н\w*|запрещается)\b|n't\b|(?<!\w)(?:نه|نیست|نیستند|ندارد|ندارند|نمی\w*|نشده|هیچ)"
    r"(?!\w)|[不没沒无無未非]|禁止|严禁"
)

# A reply's no before a clause that negates on its own is the answer to the question,
# not a second negation: «Нет настройка не включена», "No it isn't included" (a chat
# leaves the comma out). Alone it still negates: «нет настройки», "no setup".
REPLY_NO = re.compile(
    r"^\W*(?:(?:" + "|".join(sorted(REPLY_FRAMING)) + r")\W+)*(?:нет|no|nein|non)\b"
)


# A negation that says "before", not "not": «пока его не передали в доставку» (until
# it is handed over; «Доставка пока не работает» and «пока я не могу» negate),
# 未发货前 (before it ships).
_UNTIL = re.compile(r"\bпока\s+(?!не\b|я\b|мы\b)\w+(?:\s+\w+)?\s+не\b|[未没沒][^\W\d_]{1,6}?之?前")


# A negation that says a bound: "no more than 72 hours" is "within 72 hours", «не менее
# 20 секунд» "at least 20 seconds", 不超过 "at most" (bounds.py reads their direction).
_BOUND = re.compile(
    r"\b(?:no|not) (?:more|less|fewer|later|earlier|longer|older) than\b"
    r"|\bне (?:более|менее|больше|меньше|позднее|позже|ранее|раньше|старше|младше|выше|ниже)\b"
    r"|不(?:超过|低于|少于|多于|高于|大于|小于|(?:到|足)(?=[\d一二两三四五六七八九十半]))"
)


def negated(clause: str) -> bool:
    """Whether a clause is negated: an odd count of negations ("not without" is not)."""
    count = len(NEGATION.findall(clause)) - len(_UNTIL.findall(clause))
    count -= len(_BOUND.findall(clause))
    # "costs nothing", «ничего не стоит», 不收费 say free, which negates nothing
    count -= sum(len(NEGATION.findall(m[0])) for m in FREE_PHRASE.finditer(clause))
    if count > 1 and REPLY_NO.match(clause):
        count -= 1
    return count % 2 == 1


# A period said in two words is its one-word form, on both sides: "every day" is the
# context's "daily", «каждый день» its «ежедневно» (each was a statement's own words).
_RU_ORDINAL = {
    w: n
    for n, w in enumerate(
        "первого второго третьего четвёртого пятого шестого седьмого восьмого девятого "
        "десятого".split(),
        1,
    )
} | {"четвертого": 4, "пятнадцатого": 15, "двадцатого": 20, "двадцать пятого": 25}
_RU_ORDINALS = "|".join(sorted(_RU_ORDINAL, key=len, reverse=True))
_EN_ORDINAL = {
    w: n
    for n, w in enumerate(
        "first second third fourth fifth sixth seventh eighth ninth tenth".split(), 1
    )
} | {"fifteenth": 15, "twentieth": 20}
_EN_ORDINALS = "|".join(sorted(_EN_ORDINAL, key=len, reverse=True))
_PERIODS = (
    # round the clock is 24 hours a day, and every day of the week is daily
    (re.compile(r"\b(?:a)?round the clock\b|\b24/7\b"), "24 hours a day"),
    (re.compile(r"\bкруглосуточно\b"), "24 часа в сутки"),
    (re.compile(r"\b(?:every|each) day\b|\b(?:seven|7) days a week\b"), "daily"),
    (re.compile(r"\b(?:every|each) week\b"), "weekly"),
    (re.compile(r"\b(?:every|each) month\b"), "monthly"),
    (re.compile(r"\b(?:every|each) year\b|\bannually\b"), "yearly"),
    (re.compile(r"\bкажд(?:ый|ого) (?:день|дня)\b|\bкаждые сутки\b"), "ежедневно"),
    (re.compile(r"\bкажд(?:ую|ой) недел[юи]\b"), "еженедельно"),
    (re.compile(r"\bкажд(?:ый|ого) месяц[а]?\b"), "ежемесячно"),
    (re.compile(r"\bкажд(?:ый|ого) год[а]?\b"), "ежегодно"),
    # a day of the month said as an ordinal is its number: «первого числа» is «1 числа»,
    # «1-го числа» too, "the first of the month" "the 1 of the month", as "the 1st" is
    (re.compile(rf"\b({_RU_ORDINALS})\s+(?=числа\b)"), lambda m: f"{_RU_ORDINAL[m[1]]} "),
    (re.compile(r"\b(\d{1,2})-?(?:го|е|ое)\s+(?=числа\b)"), r"\1 "),
    (
        re.compile(
            rf"\b(?:the )?({_EN_ORDINALS}) (?=(?:day )?of (?:(?:the|this) month|monthly)\b)"
        ),
        lambda m: f"{_EN_ORDINAL[m[1]]} ",
    ),
    (re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b"), r"\1"),  # "the 2nd" is the number 2
    # "10% off" is a discount of 10%, 打九折 a discount of 10% (of the price, 90% paid)
    (re.compile(r"(\d+(?:[.,]\d+)?\s?%) off\b"), r"\1 discount"),
    (re.compile(r"打?([1-9一二三四五六七八九])(五|5)?折"), lambda m: f"折扣{_off(m)}%"),
    (re.compile(r"半价"), "折扣50%"),
    (re.compile(r"\bhalf(?:-| )price\b"), "50% discount"),
    (re.compile(r"\bза полцены\b|\bполовин\w* (?:цены|стоимости)\b"), "скидка 50 %"),
    # the end of a year or a month is one time, in any language (TIME_WORDS reads it)
    (re.compile(r"\b(?:the )?end of (?:the|this) year\b|\bконц[ае] (?:этого )?года\b"), "yearend"),
    (
        re.compile(r"\b(?:the )?end of (?:the|this) month\b|\bконц[ае] (?:этого )?месяца\b"),
        "monthend",
    ),
    # a support reply's "we'll get back to you" is the context's "we reply"
    (re.compile(r"\b(?:get|gets|getting) back to (?:you|customers|clients)\b"), "reply"),
)


def _off(m: re.Match) -> int:
    tenths = int(m[1]) if m[1].isdigit() else "一二三四五六七八九".index(m[1]) + 1
    return 100 - 10 * tenths - (5 if m[2] else 0)


def spoken_forms(folded: str) -> str:
    """The folded text in the forms a statement and its context are compared in: each
    period in its one-word form ("every day" is "daily"), each half said in words and
    each time of day as a number (durations.in_numbers: «полгода» is 0.5 года, "6 pm"
    18:00), and a date in numbers with its month named (calendar_words.months_named)."""
    for pattern, word in _PERIODS:
        folded = pattern.sub(word, folded)
    return months_named(in_numbers(folded))


def abbreviated(unit, context) -> bool:
    """A unit's short form a word of the context starts with: «руб» for рублей, «мес» for
    месяц, as «2000 руб./мес.» writes them."""
    if isinstance(unit, str):
        return False
    word = unit[0]
    if word in SHORT_UNITS:  # «3530 км» against «3530 километров»
        from .statements import _words

        return any(context.covers(w) for w in _words(SHORT_UNITS[word], "auto"))
    return word in _unit_short_forms() and any(s.startswith(word) for s in context.stems)


@lru_cache(maxsize=1)
def _unit_short_forms() -> frozenset:
    from .reading import UNIT_WORDS  # reading imports this module

    return frozenset(
        w for words in UNIT_WORDS.values() for w in words if w.isalpha() and len(w) <= 4
    )
