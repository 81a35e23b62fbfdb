"""Intake on what users and bots paste: a word thousands of characters long (a hash, a
key, a log), eight long words that make an expression longer than one may be, and an
answer the length of a page: each is triaged, never a crash, and quoted in brief. An
export that is not UTF-8 is refused with its line."""

import json

import pytest

from conftest import invoke


def _intake(kit, tmp_path, rows: list[tuple[str, str]]):
    export = tmp_path / "pasted.jsonl"
    with open(export, "w", encoding="utf-8") as out:
        for question, answer in rows:
            record = {"asked_at": "2026-10-23", "question": question, "answer": answer}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")
    return invoke("intake", export, "--date", "asked_at", "--answer", "answer", "--json", kit=kit)


def test_a_pasted_blob_is_no_term_and_a_page_long_answer_is_quoted_in_brief(kit, tmp_path):
    blob = "f" * 3000
    done = _intake(
        kit,
        tmp_path,
        [
            (f"Можно ли импортировать задачи из CSV? {blob}", "Не знаю"),
            ("Сколько дней идёт доставка?", "Доставим " + "завтра " * 100),
        ],
    )
    assert done.exit_code == 1, done.output
    csv_import, delivery = json.loads(done.stdout)["formulations"]
    assert csv_import["class"] == "likely_false_refusal"
    assert all(blob not in a["expression"] for a in csv_import["attempts"])
    assert delivery["class"] == "kb_gap"
    said = "Доставим " + "завтра " * 100
    assert delivery["why"].endswith(
        f"; the bot answered anyway: «{said[:300].rstrip()}… ({len(said)} characters)»"
    )


def test_an_attempt_longer_than_an_expression_may_be_is_not_run_and_the_next_is(kit, tmp_path):
    """Eight words of 61 letters: all of them is 511 characters, every one but one of
    them (eight variants) over 2,000, which an expression may not be; any of them is
    tried next. Before, a question whose every attempt was refused stopped intake."""
    words = ["abcdefghij" * 6 + str(n) for n in range(8)]
    done = _intake(kit, tmp_path, [(" ".join(words) + "?", "Не знаю"), ("f" * 5000, "Не знаю")])
    assert done.exit_code == 1, done.output
    long_words, blob = json.loads(done.stdout)["formulations"]
    assert [(a["expression"], a["rows"], a["from"]) for a in long_words["attempts"]] == [
        (" ".join(f'"{w}"' for w in words), 0, "question"),
        (" OR ".join(f'"{w}"' for w in words), 0, "question"),
    ]  # «Не знаю» names nothing: a refusal's own words are not searched
    assert long_words["class"] == "kb_gap"
    # the blob is no term, and the refusal names nothing: nothing is searched
    assert (blob["class"], blob["query"], blob["attempts"]) == ("kb_gap", "", [])


def test_an_export_that_is_not_utf8_is_refused_with_its_line_and_nothing_written(kit, tmp_path):
    from conftest import snapshot

    path = tmp_path / "chat.csv"
    path.write_bytes(b"asked_at,question\n2026-10-23,CSV?\n2026-10-23,\xff\xfe?\n")
    before = snapshot(kit)
    done = invoke("intake", path, "--date", "asked_at", kit=kit)
    assert (done.exit_code, done.stderr) == (2, f"Error: {path}:3: not UTF-8\n")
    assert snapshot(kit) == before


def test_what_a_terminal_would_act_on_is_shown_escaped(kit, tmp_path):
    """An export is anyone's text: an ESC sequence in a question (here, clear the
    screen) or a bidi override in an answer is written as its escape, never sent to the
    terminal; Persian's zero-width non-joiner stays."""
    export = tmp_path / "chat.jsonl"
    record = {
        "asked_at": "2026-10-23",
        "question": "Сколько дней идёт доставка?\x1b[2J",
        "answer": "Доставим\u202e завтра,\r\nمی\u200cشود",
    }
    export.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    done = invoke("intake", export, "--date", "asked_at", "--answer", "answer", kit=kit)
    assert done.exit_code == 1, done.output
    line, why = done.stdout.splitlines()[1:3]
    assert line.endswith("  Сколько дней идёт доставка?\\u001b[2J")
    assert why.endswith("; the bot answered anyway: «Доставим\\u202e завтра,\\u000d\\nمی\u200cشود»")
    assert not {"\x1b", "\u202e", "\r"} & set(done.stdout)


def test_a_refusal_s_own_words_are_not_searched_but_what_it_names_is(kit, tmp_path):
    """The question's words find nothing; the refusal names the delivery it has no word
    on, and that is searched, «нет сведений» and where it looked («В базе») not."""
    done = _intake(kit, tmp_path, [("Когда привезёте?", "В базе нет сведений о доставке.")])
    (found,) = json.loads(done.stdout)["formulations"]
    assert [(a["expression"], a["rows"], a["from"]) for a in found["attempts"]] == [
        ('"привез"*', 0, "question"),
        ('"доста"*', 1, "answer"),
    ]
    assert (found["class"], found["why"]) == (
        "kb_gap",
        "found faq-v2, and no fact of the registry answers it",
    )


@pytest.mark.parametrize(
    "said",
    [
        "Извините, я не знаю.",
        "抱歉，我不知道。",
        "很抱歉，知识库里没有。",
        # 我 and 里, the characters the refusal's words stood beside, are no words
        "我不知道，知识库里没有答案。",
        "Sorry, I don't know, the knowledge base has no answer.",
    ],
)
def test_an_apology_and_where_a_refusal_looked_name_nothing_to_search(kit, tmp_path, said):
    """The question's words find nothing and the bot only refused: its apology
    («Извините», 抱歉) and the knowledge base it says it looked in are no words to search
    (they were: a text that apologises, or names its knowledge base, was found)."""
    done = _intake(kit, tmp_path, [("Когда привезёте?", said)])
    (found,) = json.loads(done.stdout)["formulations"]
    assert [(a["expression"], a["rows"], a["from"]) for a in found["attempts"]] == [
        ('"привез"*', 0, "question"),
    ]
    assert (found["class"], found["why"]) == ("kb_gap", "nothing valid on the date was found")


def test_words_no_text_holds_are_left_out_before_the_first_attempt(tmp_path):
    """Two misspelt words («shiping», «contry») are in no text: with them, every word
    and every word but one find nothing, and the search fell through to any word at
    all. Left out (the rule says so in the log), the first attempt finds the page."""
    from conftest import ROOT, copy_kit

    kit = copy_kit(ROOT / "tests/kits/intake", tmp_path / "kit", extra=("ragfts.toml",))
    chat = tmp_path / "en.csv"
    question = "How many days does standard shiping take in the contry?"
    chat.write_text(f"at,question,answer\n2026-07-01,{question},I don't know.\n", encoding="utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert found["attempts"] == [
        {"expression": '"days" "standard" "take"', "rows": 1, "from": "question"}
    ]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-en-ship"])
    log = json.loads((kit / f"intake/replays/{found['id']}.json").read_text(encoding="utf-8"))
    assert log["question"]["query_derived"]["rule"].startswith(
        "content words of the question (stop words out, and words but CJK pairs no row the "
        "asker may read at the date holds, but for a word whose stem of four letters or more "
        "is held as a prefix: that prefix, else the stem's base without a derivational "
        "suffix as a prefix when held, else a Cyrillic stem without its -н, -ен or -ийн, "
        "or its first seven letters, as a prefix when held (заключении as заключ*, "
        "скульптуру as скульпт*), else the first held word of its kin "
        "(grade/kin_groups.py and the kit's kin.txt: «вещь» as «товар»; a phrasal pair's "
        "one word before them, grade/phrasal.py: pass away as died, famous as best known; "
        "an English verb's "
        "other forms first, and each kin word's: build as built), else an English "
        "superlative's adjective, then its kin (deepest as deep);"
    )


def _asked_once(kit, tmp_path, question: str, answer: str = "Не знаю.") -> dict:
    """The one formulation of an intake of one conversation asked on 2026-07-01."""
    chat = tmp_path / "chat.csv"
    chat.write_text(f"at,question,answer\n2026-07-01,{question},{answer}\n", "utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    return found


@pytest.mark.parametrize(
    "text,fact,question,expression",
    [
        # «бонусы» where the text says «бонусные»: бонус is no term of the index, бонусн
        # is; the word's stem as a prefix finds the entry. «сгорают» is held neither way
        # and stays out
        (
            "Бонусные баллы действуют 12 месяцев.",
            "points_valid,12,month,Бонусные баллы действуют 12 месяцев",
            "Когда сгорают бонусы?",
            '"бонус"*',
        ),
        # «вакцинироваться» where the text says «вакцинации»: neither the word nor its stem
        # вакцинирова starts a term of the index; the stem's base вакцин does
        (
            "Пункты вакцинации работают без записи.",
            "where,без записи,,Пункты вакцинации работают без записи",
            "Где вакцинироваться?",
            '"вакцин"*',
        ),
        # «скульптуру» where the text says «скульптор»: neither the stem скульптур nor a
        # base is held; its first seven letters скульпт are, as intake's match joins them
        (
            "Автор статуи — скульптор Евгений Вучетич.",
            "author,Евгений Вучетич,,Автор статуи — скульптор Евгений Вучетич",
            "Кто создал скульптуру?",
            '"скульпт"*',
        ),
        # «в заключении» where the text says «заключённых»: the index reads the participle
        # through its verb (заключ), the question's noun is заключен; the stem without its
        # -ен, as intake's match joins them, is held
        (
            "Среди заключённых крепости был Достоевский.",
            "who,Достоевский,,Среди заключённых крепости был Достоевский",
            "Кто из писателей был тут в заключении?",
            '"заключ"*',
        ),
        # «сдать вещь» where the text says «вернуть товар»: neither word, its stem nor its
        # base is held; their kin «вернуть» and «товар» are
        (
            "Товар надлежащего качества можно вернуть в течение 14 дней.",
            "return,14,day,Товар надлежащего качества можно вернуть",
            "Можно сдать вещь?",
            '"вернуть" "товар"',
        ),
    ],
    ids=["stem", "base", "root", "suffix", "kin"],
)
def test_a_russian_word_no_text_holds_is_searched_as_what_the_index_holds_of_it(
    tmp_path, text, fact, question, expression
):
    """A Russian word no row holds is searched as the first that is held of: its stem as
    a prefix, its stem's base, its root's prefix (as intake's match joins the words of a
    root), its kin; the fact whose quote says it is the one asked for."""
    from conftest import one_page_kit

    kit = one_page_kit(tmp_path / "kit", "ru", "page", text, f"F-page,page,Тема,{fact},\n")
    found = _asked_once(kit, tmp_path, question)
    assert found["attempts"] == [{"expression": expression, "rows": 1, "from": "question"}]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-page"])


def test_a_cjk_pair_no_text_holds_is_searched_as_the_first_held_word_of_its_kin(tmp_path):
    """哪些孩子不用买票？ where the knowledge base says 儿童免票 and 门票: the pairs 孩子 and
    买票 are held by no row and found nothing; their kin 儿童 and 门票 are, and the fact
    whose quote says them is the one asked for."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        "zh",
        "ticket",
        "公园门票为70元。六岁以下儿童免票。",
        "F-free,ticket,公园,free,六岁以下儿童,,六岁以下儿童免票,\n",
    )
    found = _asked_once(kit, tmp_path, "哪些孩子不用买票？", "不知道。")
    assert [a["rows"] for a in found["attempts"]] == [0, 0, 1]
    assert found["attempts"][-1]["expression"] == '"儿童" OR "子不" OR "不用" OR "用买" OR "门票"'
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-free"])


def test_a_kit_s_own_kin_joins_its_askers_words_to_its_documents(tmp_path):
    """«код скидки» where the knowledge base says «промокод»: no shipped group joins them,
    the search finds nothing (kb_gap); the kit's kin.txt line «промокод код» does, and
    the refusal is a false one."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        "ru",
        "promo",
        "Промокод вводится в корзине перед оплатой.",
        "F-promo,promo,Магазин,where,в корзине,,Промокод вводится в корзине перед оплатой,\n",
    )
    found = _asked_once(kit, tmp_path, "Где указать код скидки?")
    assert (found["class"], found["attempts"][-1]["rows"]) == ("kb_gap", 0)
    (kit / "kin.txt").write_text("# words of our customers\nпромокод код\n", "utf-8")
    found = _asked_once(kit, tmp_path, "Где указать код скидки?")
    assert found["attempts"] == [{"expression": '"промокод"', "rows": 1, "from": "question"}]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-promo"])


def test_a_kin_file_with_a_lone_word_or_a_number_is_refused_and_nothing_is_written(tmp_path):
    from conftest import one_page_kit
    from ragfts.kit.digests import kit_files

    kit = one_page_kit(tmp_path / "kit", "ru", "promo", "Промокод вводится в корзине.", "")
    (kit / "kin.txt").write_text("промокод\nкод 10%\nкупон промокод\n", "utf-8")
    assert "kin.txt" in kit_files(kit)  # checksummed and sealed as every kit input
    chat = tmp_path / "ru.csv"
    chat.write_text("at,question,answer\n2026-07-01,Где указать код?,Не знаю.\n", "utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", kit=kit)
    assert done.exit_code == 2
    assert done.output == (
        "Error: kin.txt:1: a group needs two words or more, got 'промокод'\n"
        "kin.txt:2: '10%' is not a word: letters only\n"
    )
    assert not (kit / "intake").exists()


def test_an_english_verb_is_searched_and_read_as_its_irregular_form(tmp_path):
    """ "build" where the page says "built": Snowball stems them apart, so the search
    found the page by "bridge" alone and the fact shared only its subject (kb_gap). The
    verb is searched as its form the page holds, and read as one with it."""
    from conftest import one_page_kit
    from ragfts.grade.irregular import forms

    assert (forms("build"), forms("built"), forms("began")) == (
        ("built",),
        ("build",),
        ("begin", "begun"),
    )
    kit = one_page_kit(
        tmp_path / "kit",
        "en",
        "bridge",
        "The bridge was built in 1932 and painted red.",
        "F-built,bridge,Bridge,built,1932,year,The bridge was built in 1932,\n",
    )
    found = _asked_once(kit, tmp_path, "When did they build the bridge?", "I don't know.")
    assert found["attempts"] == [{"expression": '"built" "bridge"', "rows": 1, "from": "question"}]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-built"])


def test_an_english_superlative_no_text_holds_is_searched_as_its_adjective(tmp_path):
    """A superlative, "deepest", where the page says "deep": Snowball keeps it whole, no
    row holds it, and the search left it out and wanted "canyon" alone (in a longer
    text, any page of the canyon). The match read "deepest" as "deep" already; the
    search now tries the adjective, then its kin ("biggest": big, large, huge), before
    it leaves the word out."""
    from conftest import one_page_kit
    from ragfts.grade.roots import superlative_terms

    assert superlative_terms("Deepest") == ["deep", "depth", "deepe"]
    assert superlative_terms("biggest")[:3] == ["big", "large", "huge"]
    assert superlative_terms("forest") == ["fore"]  # never the stop word "for"
    assert superlative_terms("deep") == []
    kit = one_page_kit(
        tmp_path / "kit",
        "en",
        "canyon",
        "In places the canyon is more than 1,800 metres deep.",
        'F-deep,canyon,Canyon,depth,"more than 1,800 metres deep",,'
        '"In places the canyon is more than 1,800 metres deep",\n',
    )
    found = _asked_once(kit, tmp_path, "How far down is the canyon at its deepest?", "No idea.")
    assert found["attempts"] == [{"expression": '"canyon" "deep"', "rows": 1, "from": "question"}]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-deep"])


@pytest.mark.parametrize(
    ("page", "fact", "question", "expression", "fact_id"),
    [
        # "pass away" where the page says "died": no row holds "pass" or "away", and the
        # search wanted "king" alone (in a longer kit, any page of a king)
        (
            "The king died in 1886, before the castle was finished.",
            "F-died,castle,Castle,death,in 1886,,The king died in 1886,\n",
            "When did the king pass away?",
            '"king" "died"',
            "F-died",
        ),
        # "famous" where the page says "best known": no row holds "famous" or "scene",
        # and the search found nothing
        (
            "Its reliefs run for 600 metres. The best known shows the Churning of the Sea.",
            "F-scene,castle,Angkor,scene,the Churning of the Sea,,"
            "The best known shows the Churning of the Sea,\n",
            "What is the most famous scene?",
            '"best known"',
            "F-scene",
        ),
    ],
)
def test_a_phrasal_pair_and_its_one_word_are_searched_for_one_another(
    tmp_path, page, fact, question, expression, fact_id
):
    """A pair of grade/phrasal.py no row holds is searched as its one word, once, and
    read as it; a word no row holds that is a pair's one word, as that pair, a phrase."""
    from conftest import one_page_kit
    from ragfts.grade.phrasal import pairs_of

    assert pairs_of("Famous") == ("best known", "well known")
    assert pairs_of("scene") == ()
    kit = one_page_kit(tmp_path / "kit", "en", "castle", page, fact)
    found = _asked_once(kit, tmp_path, question, "No idea.")
    assert found["attempts"] == [{"expression": expression, "rows": 1, "from": "question"}]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", [fact_id])


def test_a_latin_word_no_text_holds_under_a_profile_that_does_not_stem_is_left_out(tmp_path):
    """Under zh a Latin word is kept as written, never stemmed: «Pro» is in no text and
    is left out (it once crashed the intake looking for its stem), 保修 finds the page."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        "zh",
        "warranty",
        "手机保修期为两年。",
        "F-warranty,warranty,手机,warranty,两年,,手机保修期为两年,\n",
    )
    chat = tmp_path / "zh.csv"
    chat.write_text("at,question,answer\n2026-07-01,Pro手机保修多久？,我不知道。\n", "utf-8")
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert found["attempts"] == [
        {"expression": '"手机" "机保" "保修"', "rows": 1, "from": "question"}
    ]
    assert (found["class"], found["fact_ids"]) == ("likely_false_refusal", ["F-warranty"])


def test_a_fact_asked_for_by_the_kind_of_its_value_is_logged_so_and_replayed(tmp_path):
    """A question of the reef's length ("How long is the Great Barrier Reef?") shares only the reef with
    both facts: the one whose value is a length is asked for, and the log's match says it came from the
    question's kind; the derived log replays."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        "en",
        "reef",
        "The Great Barrier Reef lies off Queensland. It stretches for 2,300 kilometres.",
        'F-len,reef,Great_Barrier_Reef,q1,2300 kilometres,,"It stretches for 2,300 kilometres",\n'
        "F-state,reef,Great_Barrier_Reef,q2,Queensland,,The Great Barrier Reef lies off Queensland,\n",
    )
    chat = tmp_path / "en.csv"
    chat.write_text(
        "at,question,answer\n2026-07-01,How long is the Great Barrier Reef?,I don't know.\n",
        "utf-8",
    )
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert (found["class"], found["fact_ids"], found["match"]) == (
        "likely_false_refusal",
        ["F-len"],
        [{"fact_id": "F-len", "from": "kind"}],
    )
    log = json.loads((kit / f"intake/replays/{found['id']}.json").read_text("utf-8"))
    assert log["question"]["query_derived"]["match"] == [{"fact_id": "F-len", "from": "kind"}]
    replayed = invoke("replay", found["id"], kit=kit)
    assert replayed.exit_code == 0
    assert "  by rule: answer; facts F-len; sources reef\n" in replayed.output
    assert replayed.output.endswith("log intact; verdict: no_answer\n")


@pytest.mark.parametrize("profile", ["plain", "ru", "en", "fa", "zh", "auto"])
def test_questions_in_four_scripts_are_triaged_alike_under_every_profile(tmp_path, profile):
    """English, Chinese with a Latin word, Russian and Persian questions, each refused: no
    profile crashes on a script it does not read (zh once did on «Pro»), and each reads
    the same: the three that name the Pro phone are false refusals of its one fact, the
    Persian one, which shares no word with any fact, a gap."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        profile,
        "warranty",
        "Pro手机保修期为两年。 The Pro phone has a two-year warranty. "
        "Гарантия на телефон Pro — два года. گارانتی طرح‌ها دو سال است.",
        "F-w,warranty,phone,warranty,2,year,The Pro phone has a two-year warranty,\n",
    )
    chat = tmp_path / "chat.csv"
    chat.write_text(
        "at,question,answer\n"
        "2026-07-01,How long is the Pro warranty?,I don't know.\n"
        "2026-07-01,Pro手机保修多久？,我不知道。\n"
        "2026-07-01,Какая гарантия на Pro?,Не знаю.\n"
        "2026-07-01,گارانتی طرح‌ها چقدر است؟,نمی‌دانم\n",
        encoding="utf-8",
    )
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    found = [(f["class"], f["fact_ids"]) for f in json.loads(done.stdout)["formulations"]]
    assert found == [("likely_false_refusal", ["F-w"])] * 3 + [("kb_gap", [])]
    assert done.exit_code == 1


def test_an_answer_the_kb_holds_to_a_question_that_reaches_no_fact_is_for_a_person(tmp_path):
    """The question finds the gift page, which holds no fact: a gap, had the bot not
    answered with the shipping page's fact word for word. All its words find that page
    and it states the fact, so the knowledge base holds what it said, and whether that
    answers the question is a person's call, not a missing fact for the owner. An answer
    whose words find nothing stays beside the gap."""
    from conftest import one_page_kit

    kit = one_page_kit(
        tmp_path / "kit",
        "en",
        "ship",
        "Standard shipping takes five business days.",
        "F-ship,ship,Shop,shipping_time,five business days,,"
        "Standard shipping takes five business days,\n",
    )
    (kit / "corpus/gift.txt").write_text(
        "source_id: gift\nvalid_from: 2020-01-01\nvalid_until:\n\n"
        "Gift wrapping is offered at checkout for a small fee.\n",
        encoding="utf-8",
    )
    chat = tmp_path / "chat.csv"
    chat.write_text(
        "at,question,answer,bot\n"
        "2026-07-01,Is gift wrapping offered?,Standard shipping takes five business days.,a\n"
        "2026-07-01,Is gift wrapping offered?,We wrap gifts in recycled paper.,b\n",
        encoding="utf-8",
    )
    done = invoke(
        "intake", chat, "--date", "at", "--answer", "answer", "--label", "bot", "--json", kit=kit
    )
    (found,) = json.loads(done.stdout)["formulations"]
    assert (found["class"], found["fact_ids"], found["source_ids"]) == (
        "unclear",
        ["F-ship"],
        ["ship"],
    )
    assert found["why"] == (
        "the bot answered with F-ship (ship), which the question's words do not reach: "
        "whether it answers the question, a person decides"
    )
    assert found["attempts"][-1] == {
        "expression": '"Standard" "shipping" "takes" "five" "business" "days"',
        "rows": 1,
        "from": "answer",
    }
    # the other bot's answer is triaged on the search kept, which its gap says
    assert [(o["label"], o["class"], o["why"]) for o in found["labels"]] == [
        (
            "b",
            "kb_gap",
            "found ship, and no fact of the registry answers it; the bot answered anyway: «We "
            "wrap gifts in recycled paper.»; what was found, the first bot's answer's words "
            "found (the search logged)",
        )
    ]


def test_a_name_the_bot_answers_who_with_is_its_reading_of_the_question(tmp_path):
    """«Кто спроектировал водовод для фонтанов?» shares the water main and the fountains
    with the fact of how the water flows, and only «спроектировал» with the engineer's:
    an answer naming him reads the question as the bot did, since a name is what «кто»
    asks for and the flow is none (it was `unclear`: which fact, a person decided)."""
    from conftest import one_page_kit

    flow = (
        "Фонтаны Петергофа работают без насосов: вода поступает самотёком по водоводу "
        "длиной около 22 километров с Ропшинских высот"
    )
    who = "Такую систему спроектировал инженер Василий Туволков"
    kit = one_page_kit(
        tmp_path / "kit",
        "ru",
        "p07",
        f"{flow}. {who}.",
        f"F-flow,p07,Петергоф,flow,вода поступает самотёком,,{flow},\n"
        f"F-who,p07,Петергоф,engineer,Василий Туволков,,{who},\n",
    )
    chat = tmp_path / "chat.csv"
    chat.write_text(
        "at,question,answer\n2026-07-01,Кто спроектировал водовод для фонтанов?,"
        "Василий Туволков.\n",
        encoding="utf-8",
    )
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (named,) = json.loads(done.stdout)["formulations"]
    assert (named["class"], named["fact_ids"], named["why"]) == (
        "ok",
        ["F-who"],
        "answered with F-who (p07)",
    )
    assert done.exit_code == 0


def test_an_answer_found_by_its_own_words_where_the_question_s_find_nothing_is_for_a_person(
    tmp_path,
):
    """«Куда вводить код скидки?» finds nothing; the bot's answer, the warranty's terms,
    finds the warranty page and states its fact word for word. That fact is one the
    question's words do not reach, so whether it answers the question is a person's
    call: it was `ok` (a wrong answer passed) where the same answer to a question that
    found some other page was already `unclear`."""
    from conftest import one_page_kit

    terms = "На всю бытовую технику действует гарантия производителя"
    kit = one_page_kit(
        tmp_path / "kit",
        "ru",
        "warranty",
        f"{terms} от 12 месяцев.",
        f"F-warranty,warranty,магазин,warranty,гарантия производителя,,{terms},\n",
    )
    chat = tmp_path / "chat.csv"
    chat.write_text(
        f"at,question,answer\n2026-07-01,Куда вводить код скидки?,{terms} от 12 месяцев.\n",
        encoding="utf-8",
    )
    done = invoke("intake", chat, "--date", "at", "--answer", "answer", "--json", kit=kit)
    (found,) = json.loads(done.stdout)["formulations"]
    assert [a["from"] for a in found["attempts"]][-1] == "answer"
    assert (found["class"], found["fact_ids"], found["why"]) == (
        "unclear",
        ["F-warranty"],
        "the bot answered with F-warranty (warranty), which the question's words do not "
        "reach: whether it answers the question, a person decides",
    )
    assert done.exit_code == 1
