"""What kind of answer a question asks for, read from its opening words (when, how many
hours, сколько стоит, 多久, who, 哪里): the first rule that finds one says it, and a
question without such words asks for no kind (quantities.py reads the values)."""

from __future__ import annotations

import re
from functools import lru_cache

# A question's words, folded, by the kind they ask for: the first rule that finds one
# says it. Words of time, money and measure after "how many" or «сколько» say which.
DURATION_WORDS = (
    r"(?:second|minute|hour|day|week|month|year|decade|centur)\w*|секунд\w*|минут\w*|"
    r"час|часа|часов|часы|день|дня|дней|дни|суток|сутки|недел\w*|месяц\w*|год|года|годы|"
    r"году|лет|век|века|веков"
)
MONEY_WORDS = (
    r"dollar\w*|euro\w*|pound\w*|rouble\w*|ruble\w*|yuan|yen|cents?\b|руб\w*|доллар\w*|"
    r"евро|юан\w*|денег|деньги"
)
MEASURE_WORDS = (
    r"(?:metre|meter|kilomet|centimet|millimet|mile|feet|foot|inch|kilogram|gram|tonne|ton|"
    r"litre|liter|gallon|acre|hectare|square|метр|километр|сантиметр|миллиметр|миль|фут|"
    r"килограмм|грамм|тонн|литр|гектар|квадрат)\w*"
)
# The verbs that say a duration is asked ("How long did it take?", «Сколько лет
# длилось …?», 花了多长时间): words of the kind, not of what is asked about
_DURATION_VERBS = (
    r"\b(?:take|takes|took|taken|last|lasts|lasted|go on|went on|continue|continued|wait|"
    r"stay|stayed)\b|\b(?:длил|длит|продолжал|продолжит|заня|занима)\w*|花了|历时|耗时|用了"
)
_QUESTION_RULES = [
    # not 被称为什么 ("is called what"), 成为什么, 作为什么: 为 of the verb before it
    ("reason", r"^(?:why|зачем|почему|отчего)\b|(?<![称作成选认视列改定])为什么|为何"),
    (
        "colour",
        r"\b(?:what|which) colou?rs?\b|\bкак(?:ого|им|ой|ая|ие|ую) цвет\w*|"
        r"\bв как(?:ой|ие) цвет\w*|什么颜色|哪种颜色|什么色|何色",
    ),
    ("person", r"^(?:who|whom|whose|кто|кем|кого|кому|чей|чья|чье|чьи)\b"),
    ("person", r"\b(?:by|after|to|for|with) whom\b|谁|哪位"),
    # «Где находится …?»: «находится» says the kind as «где» does, not what is asked of
    (
        "name",
        r"^(?:where|где|куда|откуда)\b(?:\s+(?:находит(?:ся|ь)|находятся|расположен[аоы]?)\b)?|"
        r"\bwhat (?:is|was|are|were) the names?\b",
    ),
    ("name", r"\bcalled\?*$|\bкак (?:называ|звал|зовут)\w*"),
    # 在哪一年 and 在哪个季节 ask a time, not a place
    (
        "name",
        r"叫什么|叫做什么|叫作什么|什么名字|哪里|在哪(?!一?(?:年|天|个?月|个世纪|个?季节))|哪儿|什么地方|"
        r"称为什么|称作什么|誉为什么",
    ),
    # which place: "Off which Australian state …?", «В какой стране …?», 哪个国家
    (
        "name",
        r"\b(?:which|what) (?:(?:two|three|\w+) )?(?:states?|country|countries|city|cities|"
        r"towns?|regions?|provinces?|islands?|rivers?|lakes?|seas?|oceans?|continents?|"
        r"streets?|districts?|county|counties)\b|"
        r"\b(?:в |из |на )?как(?:ой|ая|ое|ие|ом|ую|их|ого) (?:стран|город|област|регион|"
        r"район|остров|рек|озер|мор|улиц|континент)\w*|"
        r"哪(?:一?个|些|座|条)?(?:国家|城市|省|州|地区|县|市|岛|河|湖|海)",
    ),
    ("time", r"^(?:when|когда)\b|\b(?:what|which) (?:years?|dates?|days?|months?|century)\b"),
    ("time", r"\b(?:в |из )?как(?:ие|ой|ом|ого) (?:месяц\w*|дни|день|числа)\b"),
    (
        "time",
        r"\b(?:since|until|till|by) when\b|\bдо какого (?:года|времени|века)\b|"
        r"\bв каком (?:году|месяце|веке)\b|\bкакого (?:года|числа)\b|\bв какие годы\b",
    ),
    (
        "time",
        r"\bс какого (?:года|времени)\b|什么时候|哪一?年|何时|哪一?天|哪个月|几月|几号|哪个世纪|"
        r"什么季节|哪个季节|\b(?:what|which) seasons?\b|\bв какое время года\b|"
        # a time of day: 几点 is answered by 凌晨 as by 6点, and never by a count
        r"几点|\bwhat time\b|\bв котором часу\b",
    ),
    ("duration", rf"\bhow many (?:{DURATION_WORDS})\b|\bсколько (?:{DURATION_WORDS})\b"),
    ("duration", r"\bhow much time\b|\bсколько времени\b"),
    # how often: a span between two times ("about every 90 minutes", «около 90 секунд»)
    ("duration", r"\bhow often\b|\bкак часто\b|\bhow soon\b"),
    # «Сколько длится дорога?», «Сколько продолжалась оборона?»: how long a thing lasts
    ("duration", r"\bсколько (?:\w+ )?(?:длит|длил|продолжа|занима|заня)\w*"),
    # «Сколько плыть до островов?», «Сколько ждать курьера?»: how long a way or a wait is
    (
        "duration",
        r"\bсколько (?:(?:нужно|надо|придётся|придется|ещё|еще|мне|нам) )?"
        r"(?:плыть|ехать|идти|лететь|добираться|ждать|ожидать|везти)\b",
    ),
    # "how long" of a happening, not of a thing: "How long does Hubble take to go around
    # the Earth?", "How long did the games go on?" (the verb is read by kind_words)
    (
        "duration",
        r"\bhow long (?:do|does|did|will|would|can|could|should|has|have|had)\b"
        rf"(?=.*(?:{_DURATION_VERBS}))",
    ),
    ("duration", r"\bhow old\b|\bкакого возраста\b|\bсо? скольки лет\b|多大年[纪龄]|几岁|多少岁"),
    (
        "duration",
        # 有多少年历史: how old, the history its kind's word
        r"\bкак долго\b|\bна какой срок\b|多久|多长时间|(?:几|多少)年(?:的?历史)?|几天|多少天|"
        r"几个?小时",
    ),
    ("duration", r"多少(?:个)?小时|几个月|多少个月|几周|几个星期|多少分钟|几分钟"),
    ("money", rf"\bhow many (?:{MONEY_WORDS})\b|\bсколько (?:{MONEY_WORDS})\b|\bсколько сто\w*"),
    ("money", r"\bhow much\b.*\b(?:cost|costs|spend|spent|pay|paid|price|money|earn\w*|fee)\b"),
    ("money", r"\bза сколько\b|\b(?:стоимость|цена)\b.*\bсколько\b|多少钱|花了多少|花费多少"),
    ("money", r"(?:价格|费用|造价|成本)是?多少|多贵"),
    # "What did the station cost to build?", "What was the final cost …?"
    ("money", r"^what (?:did|does|do|was|is|were|will)\b.*\bcosts?\b"),
    ("measure", rf"\bhow many {MEASURE_WORDS}\b|\bсколько {MEASURE_WORDS}\b"),
    ("measure", r"\bhow (?:high|tall|deep|wide|broad|narrow|heavy|thick)\b|多高|多深|多宽|多重"),
    # the measure named: "What is the diameter of …?", "What is the canyon's length?",
    # «Какая длина у …?», «Какую площадь занимает …?», «Насколько высока башня?»; the
    # measure's word is looked ahead for, not a word of the kind: a text that gives the
    # one measure of the subject must still say which (глубина, not the waves' height)
    (
        "measure",
        r"^what (?:is|was|are|were)\b(?= (?:the )?(?:\w+'s )?(?:\w+ )?(?P<named>diameter|length|"
        r"width|breadth|height|depth|area|altitude|elevation|temperature|weight|mass|volume|"
        r"circumference)\b)|"
        r"\bкак(?:ая|ую|ой)\b(?= (?:\w+(?:ая|ую|ой|ий|ый|ее) )?(?P<named_ru>глубин|высот|длин|"
        r"ширин|площад|масс|толщин|протяж[её]нност|мощност))|"
        r"\bнасколько\b(?= (?P<how_ru>толст|высок|глубок|велик|широк|длин|тяж[её]л))",
    ),
    # 落差有多大: how big a measure's word is (a drop, a height, an area) asks the measure
    (
        "measure",
        r"(?:落差|高度|深度|宽度|长度|海拔|面积|重量|体积)(?:有|是|为)?多(?:大|少|高|长|深|宽|重)|"
        r"有多大(?!年)",
    ),
    # at what height, «на какой высоте»: the measure is asked as a place on a scale
    (
        "measure",
        r"\bat what (?:altitude|height|depth|elevation|distance)\b|"
        r"\bна как(?:ой|ую) (?:высот|глубин|расстояни)\w*",
    ),
    (
        "measure",
        r"\bкаков\w* (?:\w+ )?(?:глубин|высот|длин|ширин|площад|масс|вес|толщин|протяженност)\w*",
    ),
    (
        "measure",
        r"\bкакой (?:глубины|высоты|длины|ширины|толщины)\b|多少(?:米|公里|千米|公斤|千克|吨)",
    ),
    ("length", r"\bhow (?:long|far)\b|\bкак далеко\b|多长|多远"),  # "how far in advance"
    # 哪几位圣人: which ones, named, not how many
    ("name", r"哪几[个只座家位条间种处所名头棵台辆张本件]"),
    ("count", r"(?:多少|几)[个只座家位条间种处所名头棵台辆张本件]"),  # no 2000米到4700米
    ("quantity", r"\bhow (?:many|much)\b|\bсколько\b|多少|几(?!乎)"),
    (
        "quantity",
        r"^(?:what|which) (?:share|percentage|percent|proportion|number|amount|fraction)\b|"
        r"^как(?:ая|ой|ое|ую) (?:доля|долю|процент|количество|число)\b|"
        r"^какую часть\b|"  # «Какую часть косы занимают леса?», a share
        r"(?:什么|多大的?)比例|百分之几",
    ),
]


@lru_cache(maxsize=4096)
def _first_rule(question: str) -> tuple[str | None, str, re.Match | None]:
    """The kind the first rule that finds one says, the question's folded text, and that
    rule's match (None, text, None when no rule does)."""
    from ..kit.profile import fold

    text = " ".join(fold(question).split())
    for kind, pattern in _compiled():
        found = pattern.search(text)
        if found:
            return kind, text, found
    return None, text, None


def asked_kind(question: str) -> str | None:
    """The kind of answer the question asks for, or None."""
    return _first_rule(question)[0]


def kind_words(question: str) -> str:
    """The words that say which kind the question asks for ("How long", 多少), and a
    duration's verbs ("take", «длилось», 花了) wherever they stand."""
    kind, text, found = _first_rule(question)
    if found is None:
        return ""
    if kind not in ("duration", "length"):
        return found.group(0)
    return " ".join([found.group(0), *re.findall(_DURATION_VERBS, text)])


def measure_named(question: str) -> str:
    """The word that names the measure asked when it is looked ahead for, not a word of
    the kind («глубин» of «Какая наибольшая глубина Ладоги?»), or ""."""
    kind, _text, found = _first_rule(question)
    if kind != "measure":
        return ""
    return next((w for w in found.groupdict().values() if w), "")


@lru_cache(maxsize=1)
def _compiled() -> list:
    return [(kind, re.compile(pattern)) for kind, pattern in _QUESTION_RULES]


# A value's words after its number, by kind: its unit says what the number counts.
