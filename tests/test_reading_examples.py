"""The README's worked examples of phrases, one per value kind, read as the table says."""

import json
import re

import pytest

from conftest import ROOT, invoke


def table_rows():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("| question | fact, value, phrases | the bot said |", 1)[1]
    rows = []
    for line in block.split("\n")[2:]:
        if not line.startswith("| Q"):
            break
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        added = re.search(r"\(added: `([^`]*)`\)", cells[1])
        fact = f"{cells[1].split(' ', 1)[0]},{added.group(1)}" if added else None
        rows.append((cells[0], cells[2].strip("«»"), cells[3], fact))
    return rows


def test_the_table_has_a_row_for_each_kind():
    assert [r[0] for r in table_rows()] == [
        "Q1",
        "Q1",
        "Q3",
        "Q3",
        "Q4",
        "Q4",
        "Q3",
        "Q3",
        "Q4",
        "Q3",
        "Q3",
        "Q4",
        "Q1",
    ]


@pytest.mark.parametrize("qid, text, read_as, fact", table_rows())
def test_each_example_reads_as_the_readme_says(kit, tmp_path, qid, text, read_as, fact):
    if fact is not None:  # a row whose fact the example kit lacks: added as the row says
        with open(kit / "corpus/facts.csv", "a", encoding="utf-8") as handle:
            handle.write(fact + ",\n")
        (kit / "SHA256SUMS").unlink()
        invoke("run", qid, kit=kit)
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps({"id": qid, "text": text}, ensure_ascii=False) + "\n", "utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)
    claims = result["attached"][0]["result"]["reading"]["claims"]
    shown = [f"{c['fact_id']}={c['value']}, `{c['matched']}`" for c in claims]
    assert shown == ([] if read_as.startswith("none") else [read_as.split(" (")[0]])


def rate_kit(kit, units: str | None):
    (kit / "corpus/rate.txt").write_text(
        "source_id: rate-v1\nvalid_from: 2026-01-01\nvalid_until:\n\n"
        "Смертность — 20 на тысячу заболевших.\n",
        encoding="utf-8",
    )
    with open(kit / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write("F-rate,rate-v1,Планёр,death_rate,20,per thousand,20 на тысячу,\n")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write(
            "R1,2026-10-23,Какова смертность?,смертность,answer,F-rate,rate-v1,20 на тысячу\n"
        )
    if units is not None:
        (kit / "units.csv").write_text(units, encoding="utf-8")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", "R1", kit=kit).exit_code == 0


def claims_of(kit, tmp_path, text):
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps({"id": "R1", "text": text}, ensure_ascii=False) + "\n", "utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)
    return [
        (c["fact_id"], c["value"]) for c in result["attached"][0]["result"]["reading"]["claims"]
    ]


def test_a_multi_word_unit_and_the_kit_s_own_unit_words(kit, tmp_path):
    rate_kit(kit, "unit,words\nper thousand,на тысячу|per thousand|‰\n")
    assert claims_of(kit, tmp_path, "Около 20 на тысячу.") == [("F-rate", "20")]
    # a wrong number is read as a wrong claim only because units.csv names the words
    assert claims_of(kit, tmp_path, "Около 30 на тысячу.") == [("F-rate", "30")]


def test_without_units_csv_a_wrong_number_is_no_claim(kit, tmp_path):
    rate_kit(kit, None)
    assert claims_of(kit, tmp_path, "Около 30 на тысячу.") == []


@pytest.mark.parametrize(
    "units, problem",
    [
        (
            "unit,words\nper  thousand,на тысячу\n",
            "units.csv:2: unit must be words separated by single spaces, got 'per  thousand'",
        ),
        ("unit,words\nkg,\n", "units.csv:2: unit 'kg' has no words"),
        ("unit,words\nkg,кг\nkg,kg\n", "units.csv:3: duplicate unit 'kg'"),
    ],
)
def test_units_csv_is_checked(kit, units, problem):
    (kit / "units.csv").write_text(units, encoding="utf-8")
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (2, f"Error: {problem}\n")


@pytest.mark.parametrize(
    "text, action, claims",
    [
        # the no opens a refusal: it states nothing (it was a claim of F-csv=false beside
        # the refusal, so the answer also "carried claims" and stated a wrong value)
        ("Нет, к сожалению, я не знаю.", "abstain", []),
        # a hedged yes is an answer with a hedge, as a hedged phrase is
        ("Да, но я не уверен.", "answer", [("F-csv", "true")]),
    ],
)
def test_a_bare_reply_beside_a_refusal(kit, tmp_path, text, action, claims):
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps({"id": "Q3", "text": text}, ensure_ascii=False) + "\n", "utf-8")
    result = json.loads(invoke("answer", path, "--json", kit=kit).stdout)
    reading = result["attached"][0]["result"]["reading"]
    assert (reading["action"], [(c["fact_id"], c["value"]) for c in reading["claims"]]) == (
        action,
        claims,
    )


@pytest.mark.parametrize(
    "text, claims",
    [
        ("Yes.", [("F-ship", "Yes, we ship to Canada in 5 to 7 days")]),
        ("Yes, we do!", [("F-ship", "Yes, we ship to Canada in 5 to 7 days")]),
        ("No.", []),  # the other word: a text value has no other value to claim
        ("Maybe.", []),
    ],
)
def test_a_bare_reply_states_a_text_value_that_opens_with_the_same_word(text, claims):
    """A text fact that opens with its yes ("Yes, we ship to Canada …") is stated by a
    bare yes to the yes-no question asked of it, as a true/false fact is."""
    from ragfts.grade.reading import read
    from ragfts.kit.records import Fact, Question, Source

    fact = Fact("F-ship", "ship", "shop", "canada", "Yes, we ship to Canada in 5 to 7 days")
    question = Question("I-1", "2026-10-23", "Do you ship to Canada?", "-", "answer", ("F-ship",))
    found = {"ship": "Yes, we ship to Canada in 5 to 7 days."}
    documents = {"ship": Source("ship", "2026-01-01", None)}
    reading = read({"text": text}, question, {"F-ship": fact}, documents, [], found)
    assert [(c.fact_id, c.value) for c in reading.claims] == claims


@pytest.mark.parametrize(
    "question, value, text, stated",
    [
        # other forms (a Russian name declined, and one Snowball splits: Татьяной, Татьяна)
        ("Кто открыл Долину гейзеров?", "Татьяной Устиновой", "Её открыла Татьяна Устинова.", True),
        ("Кто открыл Долину гейзеров?", "Татьяной Устиновой", "Её открыл Устинов.", False),
        (
            "Между какими станциями прошла первая линия?",
            "«Сокольники» и «Парк культуры»",
            "Первая линия шла от «Сокольников» до «Парка культуры».",
            True,
        ),
        # another order, and a hedge in other words
        (
            "For which event was the tower built?",
            "the 1889 World's Fair",
            "It was put up for the World's Fair held in Paris in 1889.",
            True,
        ),
        (
            "For which event was the tower built?",
            "the 1889 World's Fair",
            "It was put up for the World's Fair held in Paris in 1900.",
            False,  # the value's number is not said
        ),
        ("How many people visit it?", "about seven million", "Roughly seven million.", True),
        # "a" before a scale word is "one"
        ("How many tiles?", "more than one million", "Over a million tiles cover it.", True),
        ("How many tiles?", "more than one million", "Over a thousand tiles cover it.", False),
        # a number in digits said in words, or with its thousands written otherwise
        ("How many remain over the winter?", "about 1,000", "Around a thousand.", True),
        ("How many remain over the winter?", "about 1,000", "Around two thousand.", False),
        ("How many remain over the winter?", "about 1,000", "About 1000.", True),
        # a word the question says may be left out, as a short reply leaves it
        ("Into which ocean does it flow?", "the Atlantic Ocean", "Into the Atlantic.", True),
        ("How wide can it get?", "wider than 40 kilometres", "More than 40 kilometres.", True),
        ("Into which ocean does it flow?", "the Atlantic Ocean", "Not into the Atlantic.", False),
        # every word in one sentence
        ("Who opposed it?", "Parisian artists", "Artists did. So did people in Paris.", False),
        ("Who opposed it?", "Parisian artists", "Many artists in Paris protested.", True),
        # CJK: its characters one after another, but particles and 没有 written as 没
        ("车厢为什么要供氧？", "缓解乘客的高原反应", "为了缓解头痛。", False),
        # (or the most of them, its opening among them: most_words)
        ("车厢为什么要供氧？", "缓解乘客的高原反应", "为了缓解高原反应。", True),
        ("地震时工程损坏严重吗？", "基本没有受损", "不严重，主体工程基本没受损。", True),
        ("飞天靠什么飞起来？", "飘动的衣带", "靠飘动衣带在空中飞舞。", True),
        ("能退吗？", "可以退的", "不可以退。", False),  # a negation the value lacks
        # a bound written 以上 or 超过, a month in numerals or digits: one form each
        ("夏天最热能到多少度？", "40摄氏度以上", "超过40度。", True),
        ("夏天最热能到多少度？", "40摄氏度以上", "不到40度。", False),
        ("什么时候去最好？", "五月到十月", "5月到10月。", True),
        ("什么时候去最好？", "五月到十月", "6月到10月。", False),
        ("能退吗？", "可以退的", "可以退。", True),
        ("现在有货吗？", "有库存", "库存不足。", False),
        ("都江堰是谁主持修建的？", "李冰父子", "是李冰和他的儿子。", False),
        # a list's 和 where the value writes 、
        ("为什么禁止车辆通过？", "保护古桥", "为了保护这座古桥。", True),  # a demonstrative
        ("为什么禁止车辆通过？", "保护古桥", "为了保护那座新桥。", False),
        ("How old was she?", "63 years old", "She was 63.", True),  # years, of how old
        ("How old was she?", "63 years old", "She was 36.", False),
        ("How long did it take?", "63 years", "It took 63.", False),
        # a character the question says may be left out, as a short reply leaves it
        ("泰山在哪个省？", "山东省", "在山东。", True),
        ("泰山在哪个省？", "山东省", "在山西。", False),  # 山 alone is no claim
        ("泰山在哪个省？", "山东省", "不在山东。", False),
        ("爬到南天门要走多少级台阶？", "约六千级台阶", "大约六千级。", True),
        ("爬到南天门要走多少级台阶？", "约六千级台阶", "大约五千级。", False),
        ("黄山的四绝是指什么？", "奇松、怪石、云海、温泉", "奇松、怪石、云海和温泉。", True),
        ("黄山的四绝是指什么？", "奇松、怪石、云海、温泉", "奇松、怪石和云海。", False),
        # a vague count need not be said again
        (
            "Что случилось с деревнями?",
            "пески засыпали несколько деревень",
            "Их засыпало песком.",
            True,
        ),
        (
            "Что случилось с деревнями?",
            "пески засыпали несколько деревень",
            "Их залило водой.",
            False,
        ),
        # a year's ordinal ending, a unit of power's short form, a vague CJK amount
        ("Когда площадь включили в список?", "В 1990 году", "В 1990-м.", True),
        ("Когда площадь включили в список?", "В 1990 году", "В 1991-м.", False),
        ("Какую мощность имеет станция?", "6400 мегаватт", "6400 МВт.", True),
        ("Какую мощность имеет станция?", "6400 мегаватт", "6400 кВт.", False),
        ("颐和园一年有多少游客？", "超过一千万人次", "一千多万人次。", True),
        ("颐和园一年有多少游客？", "超过一千万人次", "一百多万人次。", False),
        ("河口一带形成了什么？", "大片湿地", "湿地。", True),
        ("河口一带形成了什么？", "大片湿地", "没有湿地。", False),
        # a season said with 天 for 季
        ("什么季节去九寨沟最好？", "秋季", "秋天。", True),
        ("什么季节去九寨沟最好？", "秋季", "春天。", False),
        # a vowel that comes and goes in a declined name (Павлом, Павел; купцом, купец)
        (
            "Кто основал галерею?",
            "купцом Павлом Третьяковым",
            "Её основал купец Павел Третьяков.",
            True,
        ),
        # the names without what the value says of them, but no other name
        ("Кто основал галерею?", "купцом Павлом Третьяковым", "Её основал Павел Третьяков.", True),
        ("Кто основал галерею?", "купцом Павлом Третьяковым", "Её основал Савва Мамонтов.", False),
        # a name by its last word alone, but no other's last word
        ("Who designed it?", "Frédéric Auguste Bartholdi", "The French sculptor Bartholdi.", True),
        ("Who designed it?", "Frédéric Auguste Bartholdi", "Frédéric did.", False),
        ("Who designed it?", "Frédéric Auguste Bartholdi", "Not Bartholdi.", False),
        ("What was his ship called?", "HMS Beagle", "The Beagle.", True),
        ("Where do they live?", "cold mountain lakes", "In lakes.", False),  # not a name
        # a century in Roman numerals, in words or in digits
        ("Что там показывают?", "искусство XX века", "Искусство двадцатого века.", True),
        ("Что там показывают?", "искусство XX века", "Искусство 20-го века.", True),
        ("Что там показывают?", "искусство XX века", "Искусство девятнадцатого века.", False),
        ("When was it built?", "in the XIX century", "In the nineteenth century.", True),
        ("When was it built?", "in the XIX century", "In the 18th century.", False),
        # a span's "between" said as "from … to": both its ends carry the claim
        ("In which years?", "between 1947 and 1956", "From 1947 to 1956.", True),
        ("In which years?", "between 1947 and 1956", "From 1947 to 1965.", False),
        (
            "Where is it?",
            "between Canada and the United States",
            "Between Canada and Mexico.",
            False,
        ),
        (
            "Что ещё перевезли в музей?",
            "десятки крестьянских домов и мельниц",
            "Крестьянские дома и мельницы.",
            True,
        ),
        ("Что ещё перевезли в музей?", "десятки крестьянских домов и мельниц", "Дома.", False),
        # a bound or an estimate before the number, said as the number alone
        ("How high does the water go?", "up to 56 metres", "The water can reach 56 metres.", True),
        ("How high does the water go?", "up to 56 metres", "The water can reach 65 metres.", False),
        ("How high does the water go?", "up to 56 metres", "It goes up to 56 feet.", False),
        ("宝瓶口有多宽？", "约20米", "宝瓶口大约宽20米。", True),
        ("宝瓶口有多宽？", "约20米", "宝瓶口大约宽200米。", False),
        ("都江堰建于哪一年？", "约公元前256年", "大约在公元前256年。", True),
        ("都江堰建于哪一年？", "约公元前256年", "大约在公元256年。", False),  # not before
        ("Какая длина водовода?", "почти 22 километра", "Водовод длиной 22 километров.", True),
        ("Какая длина водовода?", "почти 22 километра", "Водовод длиной 12 километров.", False),
        ("Какая длина водовода?", "около 22 километров", "Около 22 километров.", True),
        # a unit's short form after the number is its word in full
        ("Какова длина Волги?", "3530 километров", "Около 3530 км.", True),
        ("Какова длина Волги?", "3530 километров", "Около 3530 кг.", False),
        ("How high does the water go?", "up to 56 metres", "Up to 56 m.", True),
        ("How high does the water go?", "up to 56 metres", "Up to 56 mi.", False),
        ("How long is the walk?", "about 15 minutes", "About 15 min.", True),
        # a duration said in hours is one in minutes
        ("How often does it erupt?", "about every 90 minutes", "Every hour and a half.", True),
        ("How often does it erupt?", "about every 90 minutes", "Every 1.5 hours.", True),
        ("How often does it erupt?", "about every 90 minutes", "Every two hours.", False),
        ("How often does it erupt?", "about every 90 minutes", "Every 9 hours.", False),
        ("How often does it erupt?", "about every 120 minutes", "About every 2 hours.", True),
        ("How often does it erupt?", "every hour and a half", "Every 90 minutes.", True),
        ("Сколько длится экскурсия?", "около 90 минут", "Примерно полтора часа.", True),
        ("Сколько длится экскурсия?", "около 30 минут", "Полчаса.", True),
        ("Сколько длится экскурсия?", "около 30 минут", "Полтора часа.", False),
        # a word of the question's kin may be left out too (tall, high)
        ("How tall is the Treasury?", "about 40 metres high", "Around 40 metres.", True),
        ("How tall is the Treasury?", "about 40 metres high", "Around 50 metres.", False),
        ("How deep is the Treasury?", "about 40 metres high", "Around 40 metres.", False),
        # a person by the name's last word as written, after what the value says of them
        ("Кто создал скульптуру?", "скульптор Евгений Вучетич", "Вучетич.", True),
        ("Кто создал скульптуру?", "скульптор Евгений Вучетич", "Не Вучетич.", False),
        ("Кто создал скульптуру?", "скульптор Евгений Вучетич", "Евгений.", False),
        ("Who built it?", "the engineer Gustave Eiffel", "Gustave Eiffel.", True),
        ("Каких правителей там нет?", "Пётр II и Иван VI", "Иван VI.", False),  # no name's
        # the count a "how many" question asks, alone
        ("Сколько ступенек до вершины?", "200 гранитных ступеней", "Двести.", True),
        ("Сколько ступенек до вершины?", "200 гранитных ступеней", "Триста.", False),
        ("Сколько стоит подписка?", "299 рублей в месяц", "299 рублей в день.", False),
        # a CJK pair's kin said for it
        ("游客怎样过桥？", "步行", "走路过桥。", True),
        ("游客怎样过桥？", "步行", "坐车过桥。", False),
        # the yuan as it is spoken
        ("旺季的票价是多少？", "125元", "125块。", True),
        ("旺季的票价是多少？", "125元", "两百块钱。", False),
        # a superlative the question says is its adjective, left out as the question's
        (
            "How far down does it go at its deepest?",
            "more than 1,800 metres deep",
            "Over 1,800 metres.",
            True,
        ),
        (
            "How far down does it go at its deepest?",
            "more than 1,800 metres deep",
            "Under 1,800 metres.",
            False,
        ),
        # a bound said in another of its words, the same way
        ("Где стоит маяк?", "свыше 70 км от города", "Больше 70 км от города.", True),
        ("Где стоит маяк?", "свыше 70 км от города", "Меньше 70 км от города.", False),
        ("Где стоит маяк?", "свыше 70 км от города", "Больше 80 км от города.", False),
    ],
)
def test_a_text_value_is_read_in_other_forms_and_order(question, value, text, stated):
    """A text value with no phrases: its words that carry a claim, in one sentence, in
    any form and order, but the question's and their kin's (a reply leaves them out), not
    negated; a name by its last word, a count asked for by its number alone; a bound in
    another word of its direction, never one the other way."""
    assert _claims(question, value, text, value) == ([("F-1", value)] if stated else [])


def _claims(question: str, value: str, text: str, source: str) -> list:
    """The claims read of a reply `text` to `question`, one fact of `value` asked, its
    source's text `source`."""
    from ragfts.grade.reading import read
    from ragfts.kit.records import Fact, Question, Source

    fact = Fact("F-1", "doc", "topic", "asked", value)
    asked = Question("I-1", "2026-10-23", question, "-", "answer", ("F-1",))
    documents = {"doc": Source("doc", "2026-01-01", None)}
    reading = read({"text": text}, asked, {"F-1": fact}, documents, [], {"doc": source})
    return [(c.fact_id, c.value) for c in reading.claims]


DIVERS = "Divers have brought up gold, jade and human bones from the well."
ROOMS = "The restaurant rooms rotate slowly around the tower's axis."
SHIPPING = "Shipping is free for members of the loyalty club."
RETURNS = "You can return unused items in their original packaging."
WARRANTY = "Гарантия покрывает заводской брак аккумулятора и экрана."
DISCOUNT = "Скидку получают студенты очной формы обучения со студенческим билетом."
BIRDS = "斑头雁、鱼鸥等在岛上繁殖。"
ERHAI = "洱海因为形状像人的耳朵而得名。"
PYRAMID = "馆前的玻璃金字塔由建筑师贝聿铭设计。"
TICKETS = "18岁以下的游客可以免费参观。"
MEMBERS = "金卡和银卡会员可以免运费，金卡会员专享优先发货。"
AREA = "The basin covers about seven million square kilometres."


@pytest.mark.parametrize(
    "question, value, source, text, stated",
    [
        # half its words or more, what is left out narrowing nothing
        (
            "What have divers brought up?",
            "gold, jade and human bones",
            DIVERS,
            "Gold, jade and bones.",
            True,
        ),
        (
            "What do the rooms do?",
            "rotate slowly around the tower's axis",
            ROOMS,
            "They rotate slowly.",
            True,
        ),
        (
            "Why was the tower not taken down?",
            "it served as a radio antenna",
            "The tower was saved: it served as a radio antenna.",
            "It was saved because it was useful as a radio antenna.",
            True,
        ),
        (
            "Зачем прорыли канал?",
            "часто бывают сильные штормы",
            "Здесь часто бывают сильные штормы.",
            "Из-за частых сильных штормов.",
            True,
        ),
        # a thing of its own said instead, or a word of how the source does not say where
        # only half the value's words are said
        (
            "What have divers brought up?",
            "gold, jade and human bones",
            DIVERS,
            "Gold, jade and animal bones.",
            False,
        ),
        (
            "What do the rooms do?",
            "rotate slowly around the tower's axis",
            ROOMS,
            "They rotate quickly around the axis.",
            False,
        ),
        # what is left out says for whom, a state by its negation, or a number's unit
        (
            "What is free?",
            "shipping for loyalty club members",
            SHIPPING,
            "Shipping is free.",
            False,
        ),
        (
            "What can be returned?",
            "unused items in their original packaging",
            RETURNS,
            "Items in their original packaging.",
            False,
        ),
        (
            "What can be returned?",
            "unused items in their original packaging",
            RETURNS,
            "Unused items in their packaging.",
            False,
        ),
        (
            "How large is the basin?",
            "about seven million square kilometres",
            AREA,
            "About seven million.",
            False,
        ),
        # a Russian adjective left out, an item before a join, a word of a "with" phrase
        (
            "Что покрывает гарантия?",
            "заводской брак аккумулятора и экрана",
            WARRANTY,
            "Брак аккумулятора и экрана.",
            False,
        ),
        (
            "Что покрывает гарантия?",
            "заводской брак аккумулятора и экрана",
            WARRANTY,
            "Заводской брак экрана.",
            False,
        ),
        # an English word a help desk's terms narrow with, left out
        (
            "What does the warranty cover?",
            "manufacturing defects of the battery and screen",
            "The warranty covers manufacturing defects of the battery and screen.",
            "Defects of the battery and screen.",
            False,
        ),
        (
            "Кто получает скидку?",
            "студенты очной формы обучения со студенческим билетом",
            DISCOUNT,
            "Студенты очной формы.",
            False,
        ),
        (
            "Зачем прорыли канал?",
            "часто бывают сильные штормы",
            "Здесь часто бывают сильные штормы.",
            "Сильные штормы часто.",
            True,
        ),
        # a value that makes a condition is said whole, and a value's words negated are not
        (
            "Who gets a discount?",
            "only members of the loyalty club",
            SHIPPING,
            "Members of the club.",
            False,
        ),
        (
            "What do the rooms do?",
            "rotate slowly around the tower's axis",
            ROOMS,
            "They do not rotate slowly.",
            False,
        ),
        # Chinese: half its characters in its pairs, its opening, and none of its own
        ("哪些鸟在岛上繁殖？", "斑头雁、鱼鸥等", BIRDS, "斑头雁和鱼鸥。", True),
        ("洱海的名字从何而来？", "形状像人的耳朵", ERHAI, "因为形状像耳朵。", True),
        ("洱海的名字从何而来？", "形状像人的耳朵", ERHAI, "因为湖的形状像耳朵。", False),
        ("哪些会员可以免运费？", "金卡和银卡会员", MEMBERS, "金卡会员和铜卡会员。", False),
        ("哪些会员可以免运费？", "金卡会员专享", MEMBERS, "会员专享。", False),
        ("洱海的名字从何而来？", "形状像人的耳朵", ERHAI, "形状不像耳朵。", False),
        # a name said without its title; a "no need" reply's no negates nothing after it
        ("玻璃金字塔是谁设计的？", "建筑师贝聿铭", PYRAMID, "贝聿铭。", True),
        ("玻璃金字塔是谁设计的？", "建筑师贝聿铭", PYRAMID, "贝聿。", False),
        ("未成年人要买票吗？", "18岁以下的游客可以免费参观", TICKETS, "不用，18岁以下免费。", True),
        (
            "未成年人能买票吗？",
            "18岁以下的游客可以免费参观",
            TICKETS,
            "不能，18岁以下免费。",
            False,
        ),
    ],
)
def test_a_reply_may_say_the_most_of_a_text_value(question, value, source, text, stated):
    """A short reply says half a text value's words or more, and no thing of its own: it
    leaves out no condition, no word after a preposition of whom or what for, no state
    said by its negation, no number's unit (most_words)."""
    assert _claims(question, value, text, source) == ([("F-1", value)] if stated else [])


@pytest.mark.parametrize(
    ("folded", "read"),
    [
        ("искусство xx века", "искусство 20 века"),
        ("в двадцать первом веке", "в 21 веке"),
        ("конец 19-го века", "конец 19 века"),
        ("the twentieth century", "the 20 century"),
        ("xix столетия", "19 столетия"),
        # no century word after it, or letters that are no Roman numeral
        ("первый месяц", "первый месяц"),
        ("mix century", "mix century"),
        ("iiii века", "iiii века"),
    ],
)
def test_a_century_read_as_its_number(folded, read):
    from ragfts.grade.centuries import as_numbers

    assert as_numbers(folded) == read


STORED = (
    "Как долго хранится заказ в пункте выдачи?\n"
    "Заказ хранится в пункте выдачи 7 дней. Срок хранения можно один раз продлить на 3 дня."
)


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        # the value runs one word past its sentence: the sentence states it
        ("Заказ хранится в пункте выдачи 7 дней.", True),
        ("Заказ хранится в пункте выдачи 10 дней.", False),
        ("Заказ хранится в пункте выдачи.", False),
    ],
)
def test_a_value_run_past_its_sentence_is_stated_by_the_sentence(text, stated):
    value = "Заказ хранится в пункте выдачи 7 дней Срок"
    claims = _claims("Сколько хранится заказ?", value, text, STORED)
    assert claims == ([("F-1", value)] if stated else [])


@pytest.mark.parametrize(
    ("value", "text", "head"),
    [
        (
            "Заказ хранится в пункте выдачи 7 дней Срок",
            STORED,
            "заказ хранится в пункте выдачи 7 дней",
        ),
        # a short head says too little of the claim; a value within its sentence has none
        (
            "No If your child is healthy there is",
            "No. If your child is healthy, there is no need",
            "",
        ),
        ("Срок хранения можно один раз продлить", STORED, ""),
        ("Заказ хранится в пункте выдачи 7 дней Срок", "another text", ""),
    ],
)
def test_the_head_of_a_value_run_past_its_sentence(value, text, head):
    from ragfts.grade.value_heads import sentence_head

    assert sentence_head(value, [text]) == head
