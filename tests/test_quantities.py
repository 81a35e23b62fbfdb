"""The kind of answer a question asks for and the kind a fact's value is: a fact whose
value cannot answer the question is not the one it asks about, however many words the
two share; a question or a value read with no confidence is no kind and fits all."""

import json

import pytest

from conftest import invoke, one_page_kit
from ragfts.grade.quantities import value_kind
from ragfts.grade.question_kinds import asked_kind


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many hours does a ship take to cross the canal?", "duration"),
        ("In which year did the first mass bleaching of the reef occur?", "time"),
        ("When will my order arrive?", "time"),
        ("What do corals lose when they bleach?", None),  # "when" inside is no question of time
        ("What was the name of the first ship to cross the canal?", "name"),
        ("What are male bees called?", "name"),
        ("Where is the marine park authority based?", "name"),
        ("How much did the United States spend on building the canal?", "money"),
        ("How much water does a lockage use?", "quantity"),
        ("How long is the Great Barrier Reef?", "length"),
        ("How high do the locks raise a ship?", "measure"),
        ("Какова максимальная глубина Байкала?", "measure"),
        ("Какова протяжённость Транссиба?", "measure"),
        ("How far in advance can I book?", "length"),  # a distance or a duration
        ("Сколько стоит доставка?", "money"),
        ("Сколько дней идёт доставка?", "duration"),
        ("За сколько дней доставите?", "duration"),
        ("За сколько времени придёт заказ?", "duration"),
        ("За сколько можно купить тариф?", "money"),
        ("How much time does a refund take?", "duration"),
        ("How old is the Great Barrier Reef?", "duration"),
        ("大熊猫能活几岁？", "duration"),
        ("Сколько частей у договора?", "quantity"),
        ("Кто основал Эрмитаж?", "person"),
        ("Who opposed building the tower?", "person"),
        ("谁设计了埃菲尔铁塔？", "person"),
        ("To whom do I send the form?", "person"),
        ("Зачем в Эрмитаже появились кошки?", "reason"),
        ("Why was the tower not taken down after twenty years?", "reason"),
        ("车厢为什么要供氧？", "reason"),
        ("因为什么原因停运？", "reason"),
        # 为 of the verb before it: "is called what", a name
        ("兵马俑被称为什么？", "name"),
        ("成都平原因为都江堰被称为什么？", "name"),
        ("这里后来成为什么地方？", "name"),
        ("Каким цветом обозначают кольцевую линию?", "colour"),
        ("What colour is the bridge painted?", "colour"),
        ("大熊猫是什么颜色的？", "colour"),
        # which place: a name or place
        ("Off which Australian state is the reef located?", "name"),
        ("Which two countries share the mountain?", "name"),
        ("В какой стране находится Байкал?", "name"),
        ("Какая река вытекает из Байкала?", "name"),
        ("В какие месяцы работают фонтаны Петергофа?", "time"),
        ("Which months are the busiest?", "time"),
        # a time of day: answered by 凌晨 or "at dawn", never by a count of steps
        ("游客一般几点到达日观峰？", "time"),
        ("What time does the museum open?", "time"),
        ("长城经过哪些省？", "name"),
        ("What is the state of my order?", None),
        ("В каком году основан Эрмитаж?", "time"),
        ("卧龙保护区在哪个县？", "name"),
        ("野生大熊猫大约有多少只？", "count"),  # a count, by its measure word
        ("雌性大熊猫的发情期有多久？", "duration"),
        ("长城有多长？", "length"),
        ("几乎所有熊猫都吃竹子吗？", None),
        ("What is COVID-19?", None),
        # what share is a number ("share" is no verb here)
        ("What share of patients report a penicillin allergy?", "quantity"),
        ("Какая доля пассажиров платит картой?", "quantity"),
        ("Какую часть косы занимают леса?", "quantity"),
        ("How many centimetres thick is the cable?", "measure"),
        ("Сколько сантиметров снега выпало?", "measure"),
        # an age is asked in years
        ("Со скольки лет можно брать машину?", "duration"),
        ("多大年龄可以租车？", "duration"),
        # "how long" of a happening is a duration, of a thing a length
        ("How long does Hubble take to go around the Earth once?", "duration"),
        ("How long did the first games go on?", "duration"),
        ("How long is the trip up by cableway?", "length"),
        # a measure asked as a place on a scale
        ("At what altitude does the site lie?", "measure"),
        ("На какой высоте можно посмотреть на город?", "measure"),
        ("古人把洱海叫做什么？", "name"),
        ("都江堰大约是在哪一年建成的？", "time"),  # 在哪一年: a time, not a place
        ("瀑布落差有多大？", "measure"),  # how big a drop is: its measure
        ("参观要买多贵的票？", "money"),
        ("什么季节岛上鸟最多？", "time"),  # a season is a time of the year
        ("In which season do the birds nest?", "time"),
        ("寺里供奉哪几位圣人？", "name"),  # which ones, named: not how many
        # a measure named, a cost asked with "what", how often, how long a thing lasts
        ("What is the diameter of Hubble's primary mirror?", "measure"),
        ("What is the canyon's length?", "measure"),
        ("Какая наибольшая глубина Ладоги?", "measure"),
        ("Насколько высок колокол?", "measure"),
        ("青海湖有多大？", "measure"),
        ("С какой стороны площадь прилегает к Кремлю?", None),
        ("What did the station cost to build?", "money"),
        ("Как часто ходят поезда в часы пик?", "duration"),
        ("Сколько длится дорога по воде?", "duration"),
        # how long a way or a wait is, asked by its verb
        ("Сколько плыть до островов?", "duration"),
        ("Сколько нужно ждать курьера?", "duration"),
        ("Сколько километров идти до озера?", "measure"),
        ("В какие годы строили собор?", "time"),
    ],
)
def test_what_a_question_asks_for(question, kind):
    assert asked_kind(question) == kind


@pytest.mark.parametrize(
    ("value", "unit", "kind"),
    [
        ("26 metres", "", "measure"),
        ("about 6 billion Australian dollars", "", "money"),
        ("more than 2,300 kilometres", "", "measure"),
        ("eight to ten hours", "", "duration"),
        ("up to 2,000 eggs", "", "count"),
        ("May 2009", "", "time"),
        ("15 August 1914", "", "time"),
        ("в 1764 году", "", "time"),
        # a span of years is a time, two or three years a duration
        ("в 1950–1954 годах", "", "time"),
        ("с 1950 по 1954 год", "", "time"),
        ("2–3 года", "", "duration"),
        # a month, or a span of months, is a time; "may" alone is a verb's
        ("с апреля по ноябрь", "", "time"),
        ("с конца апреля до середины октября", "", "time"),
        ("from April to November", "", "time"),
        ("в мае", "", "time"),
        ("may vary by region", "", None),
        ("5 лет", "", "duration"),
        ("1642 метра", "", "measure"),
        ("около трёх месяцев", "", "duration"),  # «месяцев» is no «м»: metres are a word
        ("5 минут", "", "duration"),
        ("10 мин", "", "duration"),
        ("26 м", "", "measure"),
        ("5 кг", "", "measure"),
        ("92 centimetres", "", "measure"),  # a centimetre is no cent
        ("50 cents", "", "money"),
        ("3 сантиметра", "", "measure"),
        ("1864只", "", "count"),
        ("两到三天", "", "duration"),
        # 个 counts the hours, and 多 or a second number joins as after any number
        ("四个多小时", "", "duration"),
        ("四到五个小时", "", "duration"),
        ("四五个小时", "", "duration"),
        ("三个多月", "", "duration"),
        ("约六千级台阶", "", "count"),  # 约 said before the number, as "about"
        ("20多岁", "", "duration"),
        ("21000多公里", "", "measure"),
        ("1914年8月15日", "", "time"),
        ("四川省汶川县", "", None),  # 四 starts a place name, not a count
        ("a week", "", None),  # words: may answer anything
        ("Ferdinand de Lesseps", "", "name"),  # two capitalised words and a particle
        ("Екатерина Великая", "", "name"),
        ("Discovery", "", None),  # one word may be anything's first
        ("Free shipping", "", None),
        ("1998", "year", "time"),
        ("2", "year", "duration"),
        ("14", "day", "duration"),
        ("2000", "RUB", "money"),
        ("2000", "", "time"),
        ("300", "", "number"),
        ("8 800 123-45-67", "", None),  # a number to call answers "who" or "where" as well
        ("+7 495 123 45 67", "", None),
        ("2,300", "", "number"),
        # a decimal or a thousands' comma is one number, not two (nor a phone's three)
        ("более 1,2 миллиона", "", "number"),
        ("about 2.3 million", "", "number"),
        ("до 31.12.2026", "", None),
        ("1" * 5000, "year", "duration"),  # no int() of five thousand digits
        # "only", «всего», «лишь», 仅 before the number, and «полтора» a number of its own
        ("only three metres wide", "", "measure"),
        ("всего 3 метра", "", "measure"),
        ("лишь два часа", "", "duration"),
        ("仅3米", "", "measure"),
        ("полтора километра", "", "measure"),
        ("около полутора часов", "", "duration"),
        ("only Burckhardt", "", None),
        # a number of an era, or after "in", is a year
        ("公元前256年", "", "time"),
        ("公元713年", "", "time"),
        ("AD 79", "", "time"),
        ("221 BC", "", "time"),
        ("in 708", "", "time"),
        ("713年", "", "duration"),  # no era: 713 years
        ("an ad campaign", "", None),
        # a century or a decade is a time, a count of centuries a duration
        ("until the 6th century", "", "time"),
        ("в XIV веке", "", "time"),
        ("в XVIII–XIX веках", "", "time"),
        ("the 1880s", "", "time"),
        ("в 1990-х", "", "time"),
        ("about two centuries", "", "duration"),
        ("Pope Pius XI", "", "name"),
        # a season, or seasons, and nothing else: a time of the year
        ("春夏", "", "time"),
        ("in spring and summer", "", "time"),
        ("летом и осенью", "", "time"),
        ("Summer Palace", "", "name"),
        ("fall of the wall", "", None),
        # one unit after a bound or a hedge, its number unsaid: an amount of that unit
        ("более километра", "", "measure"),
        ("около часа", "", "duration"),
        ("less than a minute", "", "duration"),
        ("about a mile", "", "measure"),
        ("километра", "", None),
        ("about the museum", "", None),
    ],
)
def test_what_kind_a_value_is(value, unit, kind):
    assert value_kind(value, unit) == kind


def locks_triaged(tmp_path, *asked: tuple[str, str]):
    """Intake of (question, answer) conversations on a kit of the Panama Canal's locks
    paragraph, whose one fact is 26 metres: the result and its formulations."""
    kit = one_page_kit(
        tmp_path / "kit",
        "en",
        "locks",
        "Locks lift ships 26 metres up to Gatun Lake, an artificial lake.",
        "F-locks,locks,Panama_Canal,lift,26 metres,,Locks lift ships 26 metres up to Gatun Lake,\n",
    )
    chat = tmp_path / "chat.csv"
    rows = "".join(f"2020-04-01,{question},{answer}\n" for question, answer in asked)
    chat.write_text("at,question,answer\n" + rows, encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    return done, json.loads(done.stdout)["formulations"]


def test_a_question_is_not_asked_of_a_fact_whose_value_cannot_answer_it(tmp_path):
    """The locks paragraph shares "ship" with a question for hours, which the knowledge
    base does not hold: its 26 metres cannot answer that, and the refusal is correct
    (kb_gap, saying why); asked how high, the same refusal is a false one."""
    done, (hours, high) = locks_triaged(
        tmp_path,
        ("How many hours does a ship take to cross the canal?", "I don't know."),
        ("How high do the locks raise a ship?", "I don't know."),
    )
    assert (hours["class"], hours["match"]) == ("kb_gap", [])
    assert hours["why"] == (
        "found locks, and no fact of the registry answers it; F-locks (26 metres) is a "
        "measure, and the question asks for a duration"
    )
    assert (high["class"], high["fact_ids"]) == ("likely_false_refusal", ["F-locks"])
    assert done.exit_code == 1


def test_a_fact_the_bot_states_is_no_answer_when_its_kind_is_not_the_one_asked(tmp_path):
    """The bot states the locks' 26 metres: to how long a crossing takes that is no
    answer, and the gap is the owner's; to what the lake holds, it may be one."""
    _done, (hours, what) = locks_triaged(
        tmp_path,
        ("How many hours does a transit of the Gatun Lake take?", "26 metres."),
        ("What does the Gatun Lake hold?", "26 metres."),
    )
    assert (hours["class"], hours["fact_ids"]) == ("kb_gap", [])
    assert hours["why"] == (
        "found locks, and no fact of the registry answers it; F-locks (26 metres) is a "
        "measure, and the question asks for a duration; the bot answered anyway: «26 metres.»"
    )
    assert (what["class"], what["fact_ids"]) == ("ok", ["F-locks"])


def test_how_many_is_not_asked_of_words_that_hold_no_number(tmp_path):
    """Petergof's fountains work without pumps: a fact whose value says how, in words.
    Asked how many fountains there are, the refusal is correct and the gap says why;
    asked how they work, it is a false one."""
    kit = one_page_kit(
        tmp_path / "kit",
        "ru",
        "p07",
        "Фонтаны Петергофа работают без насосов: вода поступает самотёком.",
        "F-flow,p07,Петергоф,фонтаны,вода поступает самотёком,,"
        "Фонтаны Петергофа работают без насосов: вода поступает самотёком,\n",
    )
    chat = tmp_path / "chat.csv"
    chat.write_text(
        "at,question,answer\n"
        "2020-04-01,Сколько фонтанов в Петергофе?,Не знаю.\n"
        "2020-04-01,Как работают фонтаны Петергофа без насосов?,Не знаю.\n",
        encoding="utf-8",
    )
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    many, how = json.loads(done.stdout)["formulations"]
    assert (many["class"], many["why"]) == (
        "kb_gap",
        "found p07, and no fact of the registry answers it; F-flow (вода поступает "
        "самотёком) is words without a number, and the question asks for a number",
    )
    assert (how["class"], how["fact_ids"]) == ("likely_false_refusal", ["F-flow"])
    assert done.exit_code == 1


@pytest.mark.parametrize(
    ("question", "value", "unit", "fit"),
    [
        ("How many hours does a ship take to cross the canal?", "26 metres", "", False),
        ("How high do the locks raise a ship?", "26 metres", "", True),
        ("When will my order arrive?", "3", "day", True),  # a duration answers when
        ("When will my order arrive?", "300", "RUB", False),
        ("Куда вы доставляете?", "в 85 регионов", "", True),  # a count may say where
        ("Куда звонить по гарантии?", "8 800 123-45-67", "", True),
        ("Who pays for the return?", "300", "RUB", False),
        # a count may say where, not who
        ("Who opposed building the tower?", "674 steps", "", False),
        ("谁负责退货？", "3个", "", False),
        ("Who opposed building the tower?", "Parisian artists", "", True),
        ("Кому звонить по гарантии?", "8 800 123-45-67", "", True),
        # a reason is said in words, never by a number alone
        ("Зачем в Эрмитаже появились кошки?", "около пятидесяти", "", False),
        ("Why was the tower not taken down?", "About seven million", "", False),
        ("Why was the tower not taken down?", "it served as a radio antenna", "", True),
        ("车厢为什么要供氧？", "为了减轻乘客的高原反应", "", True),
        # and a colour too
        ("Каким цветом обозначают кольцевую линию?", "в 1950–1954 годах", "", False),
        ("Каким цветом обозначают кольцевую линию?", "коричневым", "", True),
        ("What colour is the bridge painted?", "International Orange", "", True),
        ("Off which Australian state is the reef located?", "about 6 billion dollars", "", False),
        ("Off which Australian state is the reef located?", "Queensland", "", True),
        ("Сколько стоит доставка?", "бесплатно", "", True),  # words answer anything
        ("What is the price?", "2000", "RUB", True),  # no kind asked
        # a number without its currency is no price: of a collection's 1,2 million items
        ("Сколько стоил вход в музей?", "более 1,2 миллиона", "", False),
        ("Сколько стоил вход в музей?", "2000", "RUB", True),
        ("How much did the United States spend on the canal?", "Ferdinand de Lesseps", "", False),
        ("When is the sale?", "Black Friday", "", True),  # a name may be a date
        ("What share of patients report a penicillin allergy?", "1945", "year", False),
        ("What share of patients report a penicillin allergy?", "About ten percent", "", True),
        # how many, and a measure, are answered by a number or an amount in words
        ("Сколько фонтанов в Петергофе?", "вода поступает самотёком", "", False),
        ("明长城用了多少块砖石？", "用砖石和夯土修建", "", False),
        ("How high is the tower?", "the tallest in Paris", "", False),
        ("How many bridges cross the river?", "six", "", True),
        ("Сколько у вас филиалов?", "несколько", "", True),
        ("How many visitors may enter at once?", "a few at a time", "", True),
        ("故宫有多少个房间？", "九千多间", "", True),
        # a count by its measure word (多少个湖) is no range of heights
        ("景区里有多少个湖？", "2000米到4700米之间", "", False),
        ("景区里有多少个湖？", "一百多个", "", True),
        ("景区海拔范围是多少？", "2000米到4700米之间", "", True),
        ("How long is the warranty?", "until the end of the season", "", True),  # not counted
    ],
)
def test_a_value_fits_what_is_asked_unless_their_kinds_conflict(question, value, unit, fit):
    from ragfts.grade.quantities import fits
    from ragfts.kit.records import Fact

    assert fits(question, Fact("F", "s", "shop", "a", value, unit)) is fit


@pytest.mark.parametrize(
    "question, value, named",
    [
        ("Кто спроектировал водовод для фонтанов?", "Василий Туволков", True),
        ("Кто спроектировал водовод для фонтанов?", "вода поступает самотёком", False),
        ("Where was the treaty signed?", "Saint Petersburg", True),
        # a year is what "when" asks for, but too common to choose a fact by
        ("Когда открыли московское метро?", "в 1941 году", False),
        ("How tall is Mount Everest?", "Nepal and China", False),
    ],
)
def test_a_proper_name_is_what_who_and_where_ask_for(question, value, named):
    from ragfts.grade.quantities import names_whom_asked
    from ragfts.kit.records import Fact

    assert names_whom_asked(question, Fact("F", "s", "shop", "a", value, "")) is named


@pytest.mark.parametrize(
    "question, value, unit, answered",
    [
        ("Сколько стоит тариф сейчас?", "1000", "RUB", True),
        ("Сколько стоит тариф сейчас?", "14", "day", False),
        ("Сколько платить за тариф?", "2000", "RUB", True),  # how much: any amount
        ("Когда открыли метро?", "в 1935 году", "", True),
        ("Куда вводить код скидки?", "гарантия производителя", "", False),
        ("What is the warranty?", "12", "month", False),  # no kind asked
    ],
)
def test_a_value_of_the_kind_asked_answers_it(question, value, unit, answered):
    from ragfts.grade.quantities import answers_kind
    from ragfts.kit.records import Fact

    assert answers_kind(question, Fact("F", "s", "shop", "a", value, unit)) is answered


@pytest.mark.parametrize(
    "question, value, within, answered",
    [
        ("一次能汇款多少？", "手机银行单笔限额5万元", False, False),
        ("一次能汇款多少？", "手机银行单笔限额5万元", True, True),
        ("在国外ATM取钱要扣多少钱？", "借记卡境外取现每笔收取12元加取现金额1%的手续费", True, True),
        (
            "Сколько времени посылка будет ждать?",
            "Заказ хранится в пункте выдачи 7 дней",
            True,
            True,
        ),
        # an amount, but not of the kind asked; and no amount at all
        ("Сколько стоит доставка?", "Заказ хранится в пункте выдачи 7 дней", True, False),
        ("一次能汇款多少？", "在App中调低限额", True, False),
    ],
)
def test_a_text_value_may_hold_an_amount_of_the_kind_asked(question, value, within, answered):
    """Where a person's call is spared (intake's reached): a text value that holds an
    amount of the asked kind after its first words answers as a value of that kind."""
    from ragfts.grade.quantities import answers_kind
    from ragfts.kit.records import Fact

    fact = Fact("F", "s", "shop", "a", value, "")
    assert answers_kind(question, fact, within=within) is answered


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("Где находится Валаамский монастырь?", "где находится"),
        ("Где расположена крепость?", "где расположена"),
        ("Где купить билет?", "где"),
        ("How long is the bridge?", "how long"),
        # a duration's verb says the kind too; the words between are what is asked of
        ("How long does Hubble take to go around the Earth?", "how long does take"),
        ("How long did the first games go on?", "how long did go on"),
        ("Сколько лет длилось строительство собора?", "сколько лет длилось"),
        ("大佛花了多长时间才雕成？", "多长时间 花了"),
        ("瀑布落差有多大？", "落差有多大"),
        # the measure's own word is what the text must say: looked ahead for, not taken
        ("Какая наибольшая глубина Ладоги?", "какая"),
        ("Какой высоты шпиль собора?", "какой"),
        ("Какова максимальная глубина Байкала?", "какова максимальная глубина"),
    ],
)
def test_the_words_that_say_the_kind(question, words):
    """They are not what a source must hold of the question (asked.scored_facts)."""
    from ragfts.grade.question_kinds import kind_words

    assert kind_words(question) == words
