"""Answers as bots write them, in three languages, triaged by intake on the two kits:
each correct one is `ok` (a phrase with a word between its words, a short reply, a
unit's short form, a number in words, the search's stop words in a statement), but the one
whose words no phrase of the registry holds; each one that adds a condition of its own
to a correct fact is `unsupported_answer`, the condition named."""

import json

from conftest import ROOT, copy_kit, invoke

EXAMPLE = """at,question,answer
2026-10-23,Можно перенести задачи из CSV?,"Да, можно: поддерживается импорт CSV."
2026-10-23,Импорт из CSV есть?,Импорт из CSV поддерживается.
2026-10-23,Перенос задач из CSV возможен?,Конечно! Задачи можно перенести через импорт CSV.
2026-10-23,Сколько стоит тариф сейчас?,Тариф стоит 2 000 ₽ в месяц.
2026-10-23,Цена тарифа сейчас?,2000 руб./мес.
2026-10-23,Сколько платить за тариф?,"С 1 октября тариф стоит 2000 рублей в месяц."
2026-10-23,Настройка уже входит в стоимость?,Настройка в стоимость не входит.
2026-10-23,Настройка включена в цену?,"Нет, не включена."
2026-10-23,Настройка бесплатна?,"Нет. Настройка не включена в тариф."
2026-10-23,Входит ли настройка?,Нет не входит
2026-09-15,Сколько стоил тариф в сентябре?,В сентябре тариф стоил 1000 рублей в месяц.
2026-09-15,Какая была цена в сентябре?,1000 ₽/мес
"""

THREE_LANGUAGES = """at,question,answer
2026-07-01,How long does standard shipping take?,Standard shipping takes 5 days.
2026-07-01,How many days is shipping?,It takes five days.
2026-07-01,When will my order arrive with standard shipping?,Usually within 5 days.
2026-07-01,Shipping time?,5 days
2026-07-01,What's the standard shipping time?,Standard shipping takes about 5 days to arrive.
2026-07-01,Сколько дней на возврат денег?,Вернуть деньги можно в течение 30 дней.
2026-07-01,Какой срок возврата?,Тридцать дней.
2026-07-01,За сколько дней можно вернуть деньги?,"У вас есть 30 дней, чтобы оформить возврат."
2026-07-01,Можно вернуть деньги через месяц?,"Да, возврат денег возможен в течение 30 дней."
2026-07-01,本店支持退款吗？,支持。
2026-07-01,可以退款吗？,可以退款。
2026-07-01,能退款吗？,是的，我们支持退款。
2026-07-01,退货后退款吗？,当然可以退款。
"""


def three_language_kit(tmp_path):
    return copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))


def classes(kit, export) -> list[tuple[str, str]]:
    done = invoke("intake", export, "--date", "at", "--answer", "answer", "--json", kit=kit)
    return [(f["class"], f["why"]) for f in json.loads(done.stdout)["formulations"]]


def test_the_example_kit_s_correct_answers_are_ok(kit, tmp_path):
    # «Конечно! Задачи можно перенести через импорт CSV.» holds no phrase of F-csv: its
    # opening yes to a yes-no question is the claim (it was expected_fact_missing)
    path = tmp_path / "correct.csv"
    path.write_text(EXAMPLE, encoding="utf-8")
    found = classes(kit, path)
    assert [c for c, _ in found] == ["ok"] * 12
    assert found[2][1] == "answered with F-csv (faq-v2)"


def test_correct_answers_in_three_languages_are_ok(tmp_path):
    kit = three_language_kit(tmp_path)
    path = tmp_path / "correct.csv"
    path.write_text(THREE_LANGUAGES, encoding="utf-8")
    found = classes(kit, path)
    assert found == [
        ("ok", f"answered with {f}")
        for f in ["F-en-ship (en-shipping)"] * 5
        + ["F-ru-refund (ru-refund-v2)"] * 4
        # «当然可以退款»: the registry's phrase 可以退款 is the fact's own words, and 当然
        # one word beside them (it was unsupported: 当然, 然可, 可以, 以退 were not in the text)
        + ["F-zh-refund (zh-refund)"] * 4
    ]


INVENTED = """at,question,answer
2026-10-23,Можно перенести задачи из CSV?,"Да, импорт CSV поддерживается после подтверждения email."
2026-10-23,Импорт из CSV есть?,"Импорт CSV поддерживается, но только на тарифе Pro."
2026-10-23,Перенос задач из CSV возможен?,Импорт CSV поддерживается для файлов до 10 МБ.
2026-10-23,Можно ли загрузить CSV?,"Да, импорт CSV поддерживается при наличии прав администратора."
2026-10-23,CSV импортируется?,Импорт CSV поддерживается в мобильном приложении.
2026-10-23,Сколько стоит тариф сейчас?,"Тариф стоит 2000 рублей в месяц при оплате за год."
2026-10-23,Цена тарифа сейчас?,"2000 рублей в месяц, первый месяц бесплатно."
2026-10-23,Сколько платить за тариф?,2000 рублей в месяц для новых клиентов.
2026-10-23,Настройка уже входит в стоимость?,"Настройка не включена, её можно заказать отдельно."
2026-10-23,Настройка включена в цену?,"Нет, не включена, кроме корпоративных клиентов."
"""

INVENTED_THREE_LANGUAGES = """at,question,answer
2026-07-01,How long does standard shipping take?,Standard shipping takes 5 days for premium members.
2026-07-01,How many days is shipping?,Standard shipping takes 5 days after payment confirmation.
2026-07-01,Shipping time?,5 days for orders over $50.
2026-07-01,Сколько дней на возврат денег?,Возврат денег возможен в течение 30 дней при наличии чека.
2026-07-01,Какой срок возврата?,30 дней для постоянных покупателей.
2026-07-01,本店支持退款吗？,支持退款，但需要会员资格。
2026-07-01,可以退款吗？,可以退款，仅限会员。
"""


def test_a_condition_added_to_a_correct_fact_is_named(kit, tmp_path):
    path = tmp_path / "invented.csv"
    path.write_text(INVENTED, encoding="utf-8")
    found = classes(kit, path)
    said = "unsupported_statement: «{}»: {}".format
    assert found == [
        (
            "unsupported_answer",
            said(
                "Да, импорт CSV поддерживается после подтверждения email.",
                "words not in the context: подтверждения, email",
            ),
        ),
        (
            "unsupported_answer",
            said(
                "Импорт CSV поддерживается, но только на тарифе Pro.",
                "the condition «только на тарифе pro»",
            ),
        ),
        (
            "unsupported_answer",
            said("Импорт CSV поддерживается для файлов до 10 МБ.", "the number 10"),
        ),
        (
            "unsupported_answer",
            said(
                "Да, импорт CSV поддерживается при наличии прав администратора.",
                "words not in the context: наличии, прав, администратора",
            ),
        ),
        (
            "unsupported_answer",
            said(
                "Импорт CSV поддерживается в мобильном приложении.",
                "words not in the context: мобильном, приложении",
            ),
        ),
        (
            "unsupported_answer",
            said(
                "Тариф стоит 2000 рублей в месяц при оплате за год.",
                "words not in the context: оплате, год",
            ),
        ),
        ("unsupported_answer", said("2000 рублей в месяц, первый месяц бесплатно.", "«бесплатно»")),
        (
            "unsupported_answer",
            said(
                "2000 рублей в месяц для новых клиентов.",
                "words not in the context: новых, клиентов",
            ),
        ),
        # what follows no scoping word and is fewer than half the words is not read as
        # a condition: «её можно заказать отдельно» passes
        ("ok", "answered with F-setup (price-v2)"),
        # «Нет, не включена, кроме …» is no short reply, but its opening no to a yes-no
        # question claims F-setup false: the condition is what is wrong
        (
            "unsupported_answer",
            said(
                "Нет, не включена, кроме корпоративных клиентов.",
                "the condition «кроме корпоративных клиентов»; words not in the context: "
                "корпоративных, клиентов",
            ),
        ),
    ]


def test_a_condition_added_in_three_languages_is_named(tmp_path):
    kit = three_language_kit(tmp_path)
    path = tmp_path / "invented.csv"
    path.write_text(INVENTED_THREE_LANGUAGES, encoding="utf-8")
    found = classes(kit, path)
    assert [c for c, _ in found] == ["unsupported_answer"] * 7
    assert [w.split("»: ", 1)[1] for _, w in found] == [
        "words not in the context: premium, members",
        "words not in the context: payment, confirmation",
        "the number 50",
        "words not in the context: наличии, чека",
        "words not in the context: постоянных, покупателей",
        "words not in the context: 但需, 需要, 要会, 会员, 员资, 资格",
        "the condition «仅限会员»",
    ]


def _packing_kit(tmp_path, shipping: str):
    """60 packing notes that sort before the shipping page, which says `shipping`; F-ship
    is the shipping time it gives."""
    import shutil

    from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

    kit = tmp_path / "kit"
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "schema.sql", kit / "schema.sql")
    head = "valid_from: 2026-01-01\nvalid_until:\n\n"
    for n in range(60):
        text = f"Standard orders are packed in box {n}."
        (kit / f"corpus/a{n:02}.txt").write_text(f"source_id: a{n:02}\n{head}{text}\n", "utf-8")
    (kit / "corpus/z-ship.txt").write_text(f"source_id: z-ship\n{head}{shipping}.\n", "utf-8")
    (kit / "corpus/facts.csv").write_text(
        ",".join(FACT_COLUMNS) + f"\nF-ship,z-ship,Shop,shipping_time,5,day,{shipping}\n",
        "utf-8",
    )
    (kit / "questions.csv").write_text(",".join(QUESTION_COLUMNS) + "\n", "utf-8")
    return kit


def _shipping_asked(tmp_path, kit, first_answer: str, box: str = "a box") -> list[dict]:
    """Two conversations on the shipping time: the first answered `first_answer`, the
    second with a packing note (packed in `box`); their formulations, intake exiting 1."""
    path = tmp_path / "chat.csv"
    path.write_text(
        "at,question,answer\n"
        f"2026-07-01,How long does standard shipping take for orders?,{first_answer}\n"
        "2026-07-01,What is the standard shipping time for orders?,"
        f"Standard orders are packed in {box}.\n",
        encoding="utf-8",
    )
    done = invoke("intake", path, "--date", "at", "--answer", "answer", "--json", kit=kit)
    assert done.exit_code == 1, done.output
    return json.loads(done.stdout)["formulations"]


def test_an_answer_from_a_source_the_question_s_words_missed_is_read_on_its_own_words(
    tmp_path,
):
    """The question's words find the 60 packing notes, not the shipping page, which says
    none of them: the bot's answer comes from that page, which its own words find. Its
    search is kept because it shows the answer right on a fact the question is about."""
    kit = _packing_kit(tmp_path, "Parcels arrive within 5 days")
    first, second = _shipping_asked(tmp_path, kit, "Parcels arrive within 5 days.")
    assert (first["class"], first["why"]) == ("ok", "answered with F-ship (z-ship)")
    # ("long", "shipp"*, "take" are in no text: left out before the first attempt)
    assert [(a["expression"], a["rows"], a["from"]) for a in first["attempts"]] == [
        ('"stand"* "orde"*', 60, "question"),
        ('"Parc"* "arri"* "days"', 1, "answer"),
    ]
    assert first["query"] == '"Parc"* "arri"* "days"'
    # that search is not spooled while triaged (seldom kept): it is searched again to be
    # logged, and its log proves as any does
    log = json.loads((kit / f"intake/replays/{first['id']}.json").read_text(encoding="utf-8"))
    assert [r["source_id"] for r in log["search"]["rows"]] == ["z-ship"]
    assert invoke("replay", first["id"], kit=kit).exit_code == 0
    # an answer that says no number of F-ship's could never be read as stating it: its
    # words are not searched, and the question's search is kept
    assert second["class"] == "kb_gap"
    assert {a["from"] for a in second["attempts"]} == {"question"}
    assert second["query"] == '"stand"* "orde"*'


def test_an_answer_s_words_that_do_not_show_it_right_leave_the_question_s_search(tmp_path):
    """The answer says F-ship's number, so its words are searched: they find the packing
    notes, not the shipping page, and the question's search is the one kept."""
    kit = _packing_kit(tmp_path, "Parcels arrive within 5 days")
    _first, second = _shipping_asked(tmp_path, kit, "Parcels arrive within 5 days.", "box 5")
    assert [(a["rows"], a["from"]) for a in second["attempts"]] == [
        (60, "question"),
        (60, "answer"),
    ]
    assert (second["class"], second["query"]) == ("kb_gap", '"stand"* "orde"*')


def test_a_source_found_past_the_rows_kept_for_their_texts_still_counts(tmp_path):
    """The question's words find 61 documents and the shipping page is the last in
    source_id order, past the 50 whose texts a derived search keeps: its fact is still
    found, so a refusal is a likely false one and another answer is unsupported."""
    kit = _packing_kit(tmp_path, "Standard shipping takes 5 days")
    first, second = _shipping_asked(tmp_path, kit, "I don't know.")
    assert [a["rows"] for a in first["attempts"]] == [0, 61]
    assert (first["class"], first["why"]) == (
        "likely_false_refusal",
        "the bot refused; F-ship (z-ship) holds the fact",
    )
    assert (second["class"], second["fact_ids"]) == ("unsupported_answer", ["F-ship"])


def test_a_number_fact_may_be_stated_only_by_an_answer_that_says_its_number():
    from ragfts.grade.reading import may_state
    from ragfts.kit.records import Fact

    price = Fact("F-p", "s", "Tariff", "price", "2000", "RUB", "2000 рублей")
    csv = Fact("F-c", "s", "Import", "csv", "true", "", "импорт CSV")
    assert may_state("Тариф стоит две тысячи: 2 000 ₽ в месяц", [price])
    assert not may_state("Тариф стоит 3000 рублей", [price])
    assert may_state("Тариф стоит 3000 рублей", [price, csv])  # said through a phrase, maybe
    assert not may_state("", [price])


def _one_page_kit(tmp_path, profile: str, text: str, facts: str):
    """A kit of one page that says `text`, with `facts` (facts.csv rows) from it."""
    import shutil

    from ragfts.kit.records import FACT_COLUMNS, QUESTION_COLUMNS

    kit = tmp_path / "kit"
    (kit / "corpus").mkdir(parents=True)
    shutil.copy(ROOT / "tests/kits/intake/schema.sql", kit / "schema.sql")
    (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
    (kit / "corpus/page.txt").write_text(
        f"source_id: page\nvalid_from: 2026-01-01\nvalid_until:\n\n{text}\n", "utf-8"
    )
    (kit / "corpus/facts.csv").write_text(",".join(FACT_COLUMNS) + "\n" + facts, "utf-8")
    (kit / "questions.csv").write_text(",".join(QUESTION_COLUMNS) + "\n", "utf-8")
    return kit


def _asked(tmp_path, kit, rows: str) -> list[str]:
    path = tmp_path / "chat.csv"
    path.write_text("at,question,answer\n" + rows, encoding="utf-8")
    return [c for c, _why in classes(kit, path)]


def test_chinese_numerals_as_a_reply_says_them_state_the_fact(tmp_path):
    """二百多座 is 两百多座, 四五个小时 is 四到五个小时, 一分钟左右 says 约一分钟's minute,
    «495年» 公元495年 and «九月» 每年九月: each a correct answer in the bot's own words,
    which read as no claim and were unsupported_answer. Another number is still no
    claim."""
    from ragfts.grade.cjk_values import cjk_spoken

    assert cjk_spoken("两百多座") == "二百多座" and cjk_spoken("两千元") == "二千元"
    assert cjk_spoken("大约四五个小时") == "大约四到五个小时"
    assert cjk_spoken("十五天") == "十五天" and cjk_spoken("三五天") == "三五天"
    text = (
        "塔林有两百多座砖石墓塔。步行上山一般要四到五个小时。乘坐索道只需约一分钟。"
        "寺院始建于公元495年。武术大会每年九月举行。"
    )
    kit = _one_page_kit(
        tmp_path,
        "zh",
        text,
        "F-towers,page,少林寺,towers,两百多座,,塔林有两百多座砖石墓塔\n"
        "F-walk,page,少林寺,walk,四到五个小时,,步行上山一般要四到五个小时\n"
        "F-ride,page,少林寺,ride,约一分钟,,乘坐索道只需约一分钟\n"
        "F-built,page,少林寺,built,公元495年,,寺院始建于公元495年\n"
        "F-fair,page,少林寺,fair,每年九月,,武术大会每年九月举行\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,塔林里一共有多少座塔？,二百多座。\n"
        "2026-07-01,步行上山要多久？,大约四五个小时。\n"
        "2026-07-01,乘坐索道要多久？,一分钟左右。\n"
        "2026-07-01,塔林有多少座墓塔？,三百多座。\n"
        "2026-07-01,寺院是哪一年始建的？,495年。\n"
        "2026-07-01,武术大会几月举行？,九月。\n",
    )
    assert found == ["ok", "ok", "ok", "unsupported_answer", "ok", "ok"]


def test_an_area_s_short_words_end_no_sentence(tmp_path):
    """«Примерно 1300 кв. м.» was two sentences, «примерно 1300 кв» and «м», and neither
    said «около 1300 квадратных метров»; "About 40 sq. km." the same."""
    text = "Самое большое озеро занимает около 1300 квадратных метров. The park covers about 40 square kilometres."
    kit = _one_page_kit(
        tmp_path,
        "auto",
        text,
        "F-lake,page,Пещера,lake,около 1300 квадратных метров,,"
        "Самое большое озеро занимает около 1300 квадратных метров\n"
        "F-park,page,Park,area,about 40 square kilometres,,The park covers about 40 square kilometres\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,Насколько велико самое большое озеро?,Примерно 1300 кв. м.\n"
        "2026-07-01,How big is the park?,About 40 sq. km.\n"
        "2026-07-01,Какую площадь занимает озеро?,Около 1500 кв. м.\n",
    )
    assert found == ["ok", "ok", "unsupported_answer"]


def test_an_answer_s_claims_are_read_against_the_question_it_replies_to(tmp_path):
    """«365.» states "365 steps" to "How many stairs …?" (a count a reply may give
    alone), which intake did not read when it read the answer's claims without the
    question: the pointed «It is about 30 metres tall» was the one asked for instead. A
    bare «Ja.» still claims no fact the search found that happens to open with Ja."""
    text = (
        "Its main pyramid, El Castillo, has 365 steps, one for each day of the year. "
        "It is about 30 metres tall."
    )
    kit = _one_page_kit(
        tmp_path,
        "auto",
        text,
        "F-steps,page,Chichen_Itza,steps,365 steps,,"
        '"Its main pyramid, El Castillo, has 365 steps, one for each day of the year"\n'
        "F-tall,page,Chichen_Itza,height,about 30 metres,,It is about 30 metres tall\n"
        "F-nurse,nurse,COVID-19,nurse,Ja derzeit gibt es keine Hinweise,,"
        "Kann ich mein Baby stillen?\n",
    )
    nursing = "Kann ich mein Baby stillen? Ja, derzeit gibt es keine Hinweise, auch wenn Sie "
    (kit / "corpus/nurse.txt").write_text(
        "source_id: nurse\nvalid_from: 2026-01-01\nvalid_until:\n\n"
        f"{nursing}eine Gesichtsmaske tragen.\n",
        "utf-8",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,How many stairs does the pyramid have?,365.\n"
        "2026-07-01,Sollte ich eine Gesichtsmaske tragen?,Ja.\n",
    )
    assert found == ["ok", "kb_gap"]


def test_a_ruler_s_roman_numeral_is_the_ordinal_the_value_spells(tmp_path):
    """«Армия Петра I.» says «войска Петра Первого»; «Петра II» does not."""
    kit = _one_page_kit(
        tmp_path,
        "ru",
        "В 1710 году войска Петра Первого взяли Выборг после осады.",
        "F-army,page,Выборг,army,войска Петра Первого,,"
        "В 1710 году войска Петра Первого взяли Выборг после осады\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,Чья армия взяла Выборг?,Армия Петра I.\n"
        "2026-07-01,Чьи войска взяли Выборг после осады?,Войска Петра II.\n",
    )
    assert found == ["ok", "unsupported_answer"]


def test_above_sea_level_may_be_left_out_of_a_height(tmp_path):
    """A reply of "Roughly 150 metres." says "about 150 metres above sea level", «Примерно 2400
    метров.» «около 2400 метров над уровнем моря», as they leave out the hedge; another
    height does not."""
    kit = _one_page_kit(
        tmp_path,
        "auto",
        "The Acropolis stands on a rocky hill about 150 metres above sea level. "
        "Город лежит на высоте около 2400 метров над уровнем моря.",
        "F-hill,page,Acropolis,height,about 150 metres above sea level,,"
        "The Acropolis stands on a rocky hill about 150 metres above sea level\n"
        "F-town,page,Город,height,около 2400 метров над уровнем моря,,"
        "Город лежит на высоте около 2400 метров над уровнем моря\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,How far above the sea does the rock rise?,Roughly 150 metres.\n"
        "2026-07-01,На какой высоте лежит город?,Примерно 2400 метров.\n"
        "2026-07-01,How high is the Acropolis hill?,About 250 metres.\n",
    )
    assert found == ["ok", "ok", "unsupported_answer"]


def test_a_chinese_value_in_a_reply_s_own_words(tmp_path):
    """A season said with 天 (秋天 for 秋季, 春天和夏天 for 春夏, 夏天 for 每年夏季), a place
    without its 省 and 市 (在山东东营 for 山东省东营市), numbers in Chinese numerals (两千到四千七百米
    for 2000米到4700米之间, 三十三座 for 33座宫观 to how many), an age in 岁, a period's
    kin (明代永乐时期 for 明朝永乐年间) and a verb as it is said (看日出 for 观看日出): each a
    correct answer, read as no claim and
    unsupported_answer. Another season, city or count is still no claim of the value."""
    text = (
        "最佳游览季节是秋季。湖中的鸟岛每年春夏聚集着大量候鸟。每年夏季是瀑布水量最大的时候。"
        "黄河最终在山东省东营市注入渤海。景区海拔在2000米到4700米之间。迎客松树龄已超过800年。"
        "明代在武当山上修建了33座宫观。山顶的金殿建于明朝永乐年间。"
        "在泰山顶上观看日出是最受欢迎的活动。"
    )
    kit = _one_page_kit(
        tmp_path,
        "zh",
        text,
        "F-season,page,景区,season,秋季,,最佳游览季节是秋季\n"
        "F-birds,page,景区,birds,春夏,,湖中的鸟岛每年春夏聚集着大量候鸟\n"
        "F-water,page,景区,water,每年夏季,,每年夏季是瀑布水量最大的时候\n"
        "F-sea,page,黄河,sea,山东省东营市,,黄河最终在山东省东营市注入渤海\n"
        "F-height,page,景区,height,2000米到4700米之间,,景区海拔在2000米到4700米之间\n"
        "F-age,page,迎客松,age,超过800年,,迎客松树龄已超过800年\n"
        "F-temples,page,武当山,temples,33座宫观,,明代在武当山上修建了33座宫观\n"
        "F-hall,page,金殿,built,明朝永乐年间,,山顶的金殿建于明朝永乐年间\n"
        "F-sunrise,page,泰山,activity,观看日出,,在泰山顶上观看日出是最受欢迎的活动\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,什么季节是最佳游览季节？,秋天。\n"
        "2026-07-01,鸟岛什么季节候鸟最多？,春天和夏天。\n"
        "2026-07-01,瀑布什么时候水量最大？,夏天。\n"
        "2026-07-01,黄河在哪里注入渤海？,在山东东营。\n"
        "2026-07-01,景区海拔是多少？,两千到四千七百米。\n"
        "2026-07-01,迎客松树龄多少岁了？,已经超过800岁了。\n"
        "2026-07-01,明代在武当山上修建了几座宫观？,三十三座。\n"
        "2026-07-01,山顶的金殿建于什么时候？,明代永乐时期。\n"
        "2026-07-01,泰山顶上最受欢迎的活动是什么？,看日出。\n"
        "2026-07-01,瀑布在哪个季节水量最大？,冬天。\n"
        "2026-07-01,黄河从哪里注入渤海？,在山东济南。\n"
        "2026-07-01,明代在武当山修建了多少座宫观？,三十四座。\n",
    )
    assert found == ["ok"] * 9 + ["unsupported_answer"] * 3


def test_a_count_after_its_bound_and_one_and_a_half_in_a_reply_s_own_words(tmp_path):
    """«Больше шестидесяти озёр.» gives the count of «более 60 подземных озёр» asked how
    many (the bound it opens with is no count), «1,5 км.» is «полтора километра», and
    «二十五块。» is 25元 (块 is how a reply says 元): each a correct answer, read as no
    claim. A count bounded the other way or another count is still none."""
    text = (
        "В пещере есть более 60 подземных озёр. Для туристов оборудована тропа длиной "
        "полтора километра. 登塔需要另外购票，票价为25元。"
    )
    kit = _one_page_kit(
        tmp_path,
        "auto",
        text,
        "F-lakes,page,Пещера,lakes,более 60 подземных озёр,,В пещере есть более 60 подземных озёр\n"
        "F-path,page,Пещера,path,полтора километра,,Для туристов оборудована тропа длиной "
        "полтора километра\n"
        "F-ticket,page,大雁塔,ticket,25元,,登塔需要另外购票，票价为25元\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,Сколько в пещере подземных озёр?,Больше шестидесяти озёр.\n"
        '2026-07-01,Какой длины тропа для туристов?,"1,5 км."\n'
        "2026-07-01,登塔票价是多少？,二十五块。\n"
        "2026-07-01,Сколько озёр в пещере?,Меньше шестидесяти озёр.\n"
        "2026-07-01,Какое число подземных озёр насчитали?,Больше семидесяти озёр.\n",
    )
    assert found == ["ok", "ok", "ok", "unsupported_answer", "unsupported_answer"]


def test_a_length_or_a_span_the_question_asks_is_its_answer_though_its_words_miss(tmp_path):
    """ "How long is the trip up by cableway?" shares no word with «A cable car carries
    visitors to the summit in about five minutes»; the bot's own words find it, and an
    answer of the very kind asked, a span of time, is the question's: `ok`, no longer
    `unclear`. A year to a when question is too common a kind to say so: it stays a
    person's call."""
    text = (
        "A cable car carries visitors to the summit in about five minutes. "
        "The first cable car opened in 1929."
    )
    kit = _one_page_kit(
        tmp_path,
        "en",
        text,
        "F-ride,page,Table_Mountain,ride,about five minutes,,"
        "A cable car carries visitors to the summit in about five minutes\n"
        "F-opened,page,Table_Mountain,opened,1929,year,The first cable car opened in 1929\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,How long is the trip up by cableway?,Around five minutes.\n"
        "2026-07-01,When did the gondolas start?,In 1929.\n",
    )
    assert found == ["ok", "unclear"]


def test_an_answer_in_another_entry_s_words_is_no_gap_when_its_words_find_it(tmp_path):
    """The question's words find an entry without its fact (a `kb_gap`), and the bot
    answered with another entry's own text. The knowledge base holds what it said, so it
    is no missing fact for the owner: `unclear`, whether it answers the question a
    person decides. The gap stood when the search of the answer's words had been tried
    for a fact the question is about (the cruise entry here) and shown none right."""
    kit = _one_page_kit(
        tmp_path,
        "en",
        "When do crews check the weather at sea? Cruise ship crews check the risk of storms "
        "every morning.",
        "F-crews,page,Travel,crews,every morning,,When do crews check the weather at sea?\n"
        "F-cruise,cruise,Travel,cruise,CDC recommends deferring all cruise ship travel,,"
        "Should I avoid cruise ship travel?\n"
        "F-risk,risk,Travel,risk,This is a rapidly evolving situation,,Am I at risk abroad?\n",
    )
    pages = {
        "cruise": "Should I avoid cruise ship travel? CDC recommends deferring all cruise ship "
        "travel.",
        "risk": "Am I at risk abroad? This is a rapidly evolving situation and the risk "
        "assessment may change daily.",
    }
    for sid, text in pages.items():
        (kit / f"corpus/{sid}.txt").write_text(
            f"source_id: {sid}\nvalid_from: 2026-01-01\nvalid_until:\n\n{text}\n", "utf-8"
        )
    path = tmp_path / "chat.csv"
    path.write_text(
        "at,question,answer\n2026-07-01,Is there a storm risk on a cruise ship?,"
        "This is a rapidly evolving situation and the risk assessment may change daily.\n",
        encoding="utf-8",
    )
    assert classes(kit, path) == [
        (
            "unclear",
            "the bot answered with F-risk (risk), which the question's words do not reach: "
            "whether it answers the question, a person decides",
        )
    ]


def test_a_negated_value_and_a_name_without_its_place_in_a_reply_s_own_words(tmp_path):
    """«Нет, ни разу.» states «так ни разу и не звонил» asked «Звонил ли колокол хоть
    раз?» (every word of the value is the question's: its no is the claim), and "Bishop
    Aubert." states "Bishop Aubert of Avranches" (a name may be said without its "of"
    place). «Звонил много раз.» is no claim of the no, "I don't know." none of a value
    that says what is not known, and "Avranches." none of the bishop."""
    text = (
        "Колокол так ни разу и не звонил. The archangel appeared in a vision to Bishop "
        "Aubert of Avranches. We still do not know how long the bell was cast."
    )
    kit = _one_page_kit(
        tmp_path,
        "auto",
        text,
        "F-rang,page,Колокол,rang,так ни разу и не звонил,,Колокол так ни разу и не звонил\n"
        "F-vision,page,Mont_Saint-Michel,vision,Bishop Aubert of Avranches,,"
        "The archangel appeared in a vision to Bishop Aubert of Avranches\n"
        "F-cast,page,Bell,cast,We still do not know how long,,"
        "We still do not know how long the bell was cast\n",
    )
    found = _asked(
        tmp_path,
        kit,
        '2026-07-01,Звонил ли колокол хоть раз?,"Нет, ни разу."\n'
        "2026-07-01,Who had the vision of the archangel?,Bishop Aubert.\n"
        "2026-07-01,Звонил ли этот колокол когда-нибудь?,Звонил много раз.\n"
        "2026-07-01,How long was the bell cast?,I don't know.\n"
        "2026-07-01,To whom did the archangel appear in a vision?,Avranches.\n",
    )
    assert found == ["ok", "ok", "unsupported_answer", "likely_false_refusal", "unsupported_answer"]


def test_a_value_s_size_said_rounded_states_the_fact(tmp_path):
    """ "Nearly 78 metres." for "77.8 metres" to "How tall …?", 六公里多 for 约6.4公里 and
    "roughly 42 m" of a number fact of 41.5 m were no claim, and unsupported_answer: a
    size said to its own precision, with a word that says so, states it. Past its
    precision it is still another number."""
    text = "The tower is 77.8 metres tall. The mast is 41.5 m high. 平遥城墙周长约6.4公里。"
    kit = _one_page_kit(
        tmp_path,
        "auto",
        text,
        "F-tower,page,Tower,height,77.8 metres,,The tower is 77.8 metres tall\n"
        "F-mast,page,Mast,height,41.5,m,The mast is 41.5 m high\n"
        "F-wall,page,平遥城墙,length,约6.4公里,,平遥城墙周长约6.4公里\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,How tall is the tower?,Nearly 78 metres.\n"
        "2026-07-01,How high is the mast?,About 45 m.\n"
        "2026-07-01,What is the height of the mast?,It is roughly 42 m high.\n"
        "2026-07-01,城墙一圈有多长？,六公里多。\n"
        "2026-07-01,What height is the tower?,About 90 metres.\n",
    )
    assert found == ["ok", "unsupported_answer", "ok", "ok", "unsupported_answer"]


def test_a_russian_adjective_of_a_place_is_said_by_its_noun(tmp_path):
    """«Мастера из Пскова.» for «псковские мастера» was no claim (unsupported_answer):
    «псковские» is the adjective of «Псков». Another town is still no claim."""
    text = "Белокаменные стены кремля возвели в XVI веке псковские мастера."
    kit = _one_page_kit(
        tmp_path,
        "ru",
        text,
        "F-walls,page,Кремль,builders,псковские мастера,,"
        "Белокаменные стены кремля возвели в XVI веке псковские мастера\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,Кто построил каменные стены?,Мастера из Пскова.\n"
        "2026-07-01,Кто возвёл стены кремля?,Мастера из Новгорода.\n",
    )
    assert found == ["ok", "unsupported_answer"]


def test_a_list_of_names_is_said_without_what_they_are(tmp_path):
    """ "Visa и Mastercard." for «картами Visa и Mastercard», «СДЭК и Boxberry.» for
    «курьерскими службами СДЭК и Boxberry»: a reply names them without the words that say
    what they are, and was no claim (unsupported_answer). One of the two, or a value whose
    names are one part of a sentence, is still no claim."""
    text = (
        "Заказ можно оплатить картами Visa и Mastercard. Мы доставляем курьерскими службами "
        "СДЭК и Boxberry. Оформите возврат в личном кабинете и передайте товар курьеру СДЭК."
    )
    kit = _one_page_kit(
        tmp_path,
        "ru",
        text,
        "F-pay,page,Магазин,payment,картами Visa и Mastercard,,"
        "Заказ можно оплатить картами Visa и Mastercard\n"
        "F-ship,page,Магазин,carriers,курьерскими службами СДЭК и Boxberry,,"
        "Мы доставляем курьерскими службами СДЭК и Boxberry\n"
        "F-back,page,Магазин,returns,"
        "оформите возврат в личном кабинете и передайте товар курьеру СДЭК,,"
        "Оформите возврат в личном кабинете и передайте товар курьеру СДЭК\n",
    )
    found = _asked(
        tmp_path,
        kit,
        "2026-07-01,Чем можно оплатить заказ?,Visa и Mastercard.\n"
        "2026-07-01,Какие службы доставки вы используете?,СДЭК и Boxberry.\n"
        "2026-07-01,Какими картами можно оплатить заказ?,Только Visa.\n"
        "2026-07-01,Как оформить возврат товара?,СДЭК.\n",
    )
    assert found == ["ok", "ok", "unsupported_answer", "unsupported_answer"]
