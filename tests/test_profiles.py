"""Search profiles on a small kit of our own sentences (tests/kits/profiled), and the
explanation of a miss."""

import json

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.kit.profile import bind, normalise

AT = "2026-06-01"
KIT = ROOT / "tests/kits/profiled"


@pytest.fixture
def profiled(tmp_path):
    return copy_kit(KIT, tmp_path / "kit", extra=("ragfts.toml",))


def with_profile(kit, profile):
    (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
    return kit


def searched(kit, expression):
    result = invoke("search", expression, "--at", AT, "--json", kit=kit)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    return data["parameters"][0], [r["source_id"] for r in data["rows"]]


@pytest.mark.parametrize(
    "profile, expression, bound, found",
    [
        ("ru", "цены", "цен", ["ru-tariff"]),
        ("ru", "возвратов", "возврат", ["ru-returns", "ru-tariff"]),
        ("ru", "Планер", "планер", ["ru-tariff"]),
        ("ru", "ПЛАНЁР", "планер", ["ru-tariff"]),
        ("ru", '"цена подписки"', '"цен подписк"', ["ru-tariff"]),
        ("ru", '"возвр"*', "возвр*", ["ru-returns", "ru-tariff"]),
        ("ru", "цены NOT заявление", "цен NOT заявлен", ["ru-tariff"]),
        ("ru", "(заказа OR подписки) AND оплаты", "(заказ OR подписк) AND оплат", ["ru-tariff"]),
        ("fa", "قيمت", "قیمت", ["fa-price"]),
        ("fa", "2000", "2000", ["fa-price"]),
        ("fa", "۲۰۰۰", "2000", ["fa-price"]),
        ("fa", "طرحها", "طرحها", ["fa-price"]),
        ("zh", "黑豹", '"黑 豹"', ["zh-sport"]),
        ("zh", "308", "308", ["zh-sport"]),
        ("zh", "308分", '"308 分"', ["zh-sport"]),
        ("zh", "北京 小雨", '"北 京" "小 雨"', ["zh-weather"]),
        ("zh", "NEAR(黑豹 防守, 5)", 'NEAR("黑 豹" "防 守", 5)', ["zh-sport"]),
        ("zh", "黑豹 OR 北京", '"黑 豹" OR "北 京"', ["zh-sport", "zh-weather"]),
        ("auto", "цены", "цен", ["ru-tariff"]),
        ("auto", "黑豹", '"黑 豹"', ["zh-sport"]),
    ],
)
def test_profile_finds_what_the_text_says(profiled, profile, expression, bound, found):
    assert searched(with_profile(profiled, profile), expression) == (bound, found)


@pytest.mark.parametrize(
    "expression, found",
    [
        ("цены", []),
        ("Планер", []),
        ("黑豹", []),
        ("308", []),
        ("цена", ["ru-tariff"]),
    ],
)
def test_plain_reads_the_text_as_written(profiled, expression, found):
    assert searched(with_profile(profiled, "plain"), expression) == (expression, found)


def test_normalised_forms():
    assert normalise("Ёлка и ЁЖ", "ru") == "елк и еж"
    assert normalise("طرح\u200cها ي ك ۱۲ ٣٤", "fa") == "طرحها ی ک 12 34"
    assert normalise("得到308分", "zh") == "得 到 308 分"
    assert normalise("Running prices", "en") == "run price"
    # cut where unicode61 cuts, at "_" too, so each word is stemmed: a title's words
    assert normalise("Super_Bowl_50 passing_yards", "en") == "super bowl 50 pass yard"
    assert normalise("Цены, prices, 价格", "auto") == "цен price 价 格"
    # Traditional Chinese folded to Simplified, so either finds the other
    assert normalise("價格沒有變", "zh") == normalise("价格没有变", "zh") == "价 格 没 有 变"
    assert normalise("價格", "plain") == "價格"  # plain keeps the text as written
    assert bind("e-mail", "ru") == "e-mail"  # not readable: bound as written, SQLite's error logged


def test_a_profile_is_recorded_in_the_build_and_every_log(profiled):
    assert invoke("run", kit=profiled).exit_code == 0
    log = json.loads((profiled / "replays/R1.json").read_text(encoding="utf-8"))
    assert log["index"]["search_profile"] == "auto"
    assert (log["question"]["query"], log["search"]["parameters"]) == ("цены", ["цен", AT, AT])
    assert (
        invoke("replay", "R1", kit=profiled).stdout.splitlines()[-1]
        == "log intact; verdict: no_answer"
    )


def test_changing_the_profile_rebuilds_and_replay_names_the_drift(profiled):
    assert invoke("run", kit=profiled).exit_code == 0
    with_profile(profiled, "zh")
    result = invoke("replay", "R1", kit=profiled)
    assert result.exit_code == 3
    # The profiled kit is not sealed: which side moved is said, not guessed.
    assert '  differs: index.search_profile: logged "auto", now "zh"' in result.stdout.splitlines()
    assert (
        '  differs: search.parameters: logged ["цен", "2026-06-01", "2026-06-01"], now ["цены", '
        '"2026-06-01", "2026-06-01"]' not in result.stdout
    )  # parameters are a tamper check


def test_a_settings_file_with_a_bom_is_read(profiled):
    text = (profiled / "ragfts.toml").read_text(encoding="utf-8")
    (profiled / "ragfts.toml").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    result = invoke("build", "--json", kit=profiled)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["search_profile"] == "auto"


@pytest.mark.parametrize(
    "toml, message",
    [
        (
            '[search]\nprofile = "klingon"\n',
            "ragfts.toml: [search] profile must be one of plain, ru, en, fa, zh, "
            "auto, got 'klingon'",
        ),
        ('[search]\nprofil = "ru"\n', "ragfts.toml: [search] has an unknown key 'profil'"),
        (
            '[serch]\nprofile = "ru"\n',
            "ragfts.toml: unknown table [serch]; known: search, route, context, gate, ask, access, validity",
        ),
        (
            '[[search]]\nprofile = "ru"\n',
            "ragfts.toml: [[search]] is an array of tables; write [search] once",
        ),
        (
            "[gate]\nmax_non_disclosure_violations = 1.0\n",
            "ragfts.toml: [gate] max_non_disclosure_violations must be a whole number of at "
            "least 0, got 1.0",
        ),
        (
            "[search\n",
            "ragfts.toml: not TOML: Expected ']' at the end of a table declaration (at line 1, column 8)",
        ),
    ],
)
def test_settings_are_checked_strictly(profiled, toml, message):
    (profiled / "ragfts.toml").write_text(toml, encoding="utf-8")
    result = invoke("build", kit=profiled)
    assert (result.exit_code, result.stderr) == (2, f"Error: {message}\n")
    assert not (profiled / ".ragfts").exists()


def test_a_profile_needs_the_terms_column(kit):
    with_profile(kit, "ru")
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: schema.sql: the search profile 'ru' (ragfts.toml) needs an indexed column terms in "
        "documents, with text UNINDEXED\n",
    )


def test_example_kit_q2_miss_names_the_absent_term_and_a_rewrite(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "использования?,цена,", "использования?,использование,"
        ),
        encoding="utf-8",
    )
    assert invoke("run", "Q2", kit=kit).exit_code == 1
    log = json.loads((kit / "replays/Q2.json").read_text(encoding="utf-8"))
    assert log["miss"] == {
        "terms": [{"term": "использование", "read_as": "использование", "in": {"price-v2": False}}],
        "rewrites": [{"kind": "from the question", "expression": "месяц", "found": ["price-v2"]}],
    }
    lines = invoke("replay", "Q2", kit=kit).stdout.splitlines()
    start = lines.index("why it missed (terms as the index reads them):")
    assert lines[start - 1 : start + 4] == [
        "  expected but not found: price-v2",
        "why it missed (terms as the index reads them):",
        "  использование → использование: NOT in price-v2",
        "rewrites that find every expected source on this date (not applied):",
        "  месяц  (from the question; finds price-v2)",
    ]


def test_miss_with_several_terms_suggests_a_dropped_term_or_and_a_prefix(profiled):
    with_profile(profiled, "plain")
    result = invoke("search", "цены заявление", "--at", AT, "--expect", "ru-tariff", kit=profiled)
    assert result.exit_code == 1
    assert result.stdout == (
        "0 row(s) for 'цены заявление' at 2026-06-01\n"
        "  (nothing found)\n"
        "expected but not found: ru-tariff\n"
        "why it missed (terms as the index reads them):\n"
        "  цены → цены: NOT in ru-tariff\n"
        "    ru-tariff holds it as цена; the ru profile would match it\n"
        "  заявление → заявление: NOT in ru-tariff\n"
        "rewrites that find every expected source on this date (not applied):\n"
        '  "цен"*  (prefix; finds ru-tariff)\n'
    )


def test_tampered_miss_is_named_by_replay(kit):
    path = kit / "questions.csv"
    path.write_text(
        path.read_text(encoding="utf-8").replace(
            "использования?,цена,", "использования?,использование,"
        ),
        encoding="utf-8",
    )
    invoke("run", "Q2", kit=kit)
    log_path = kit / "replays/Q2.json"
    log = json.loads(log_path.read_text(encoding="utf-8"))
    log["miss"]["rewrites"] = []
    log_path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    result = invoke("replay", "Q2", kit=kit)
    assert result.exit_code == 3
    assert any(line.startswith("  tampered: miss: logged {") for line in result.stdout.splitlines())


@pytest.mark.parametrize("mark", ["—", "©", "🙂", '""', '"."'])
def test_a_term_with_no_word_leaves_the_others_normalised(profiled, mark):
    result = invoke("search", f"Цены {mark} 990", "--at", "2026-06-01", "--json", kit=profiled)
    found = json.loads(result.stdout)
    assert (result.exit_code, found["parameters"][0]) == (0, 'цен "" 990')
    assert [row["source_id"] for row in found["rows"]] == ["ru-tariff"]


@pytest.mark.parametrize("profile", ["ru", "auto"])
@pytest.mark.parametrize(
    "asked, written",
    [("режима", "режим"), ("режим", "режима"), ("мавзолея", "Мавзолей"), ("мавзолей", "мавзолея")],
)
def test_two_forms_of_one_russian_word_find_each_other(profiled, profile, asked, written):
    """Snowball alone reads режим as реж and режима as режим: the dictionary form first."""
    (profiled / "corpus/ru-mode.txt").write_text(
        f"source_id: ru-mode\nvalid_from: 2026-01-01\nvalid_until:\n\nЗдесь {written} сказано.\n",
        encoding="utf-8",
    )
    assert searched(with_profile(profiled, profile), asked)[1] == ["ru-mode"]


def test_the_seal_names_the_reading_and_another_one_rebuilds_the_index(profiled):
    from importlib.metadata import version

    from ragfts.kit.profile import NORMALISER

    assert NORMALISER.startswith(f"pymorphy3-dicts-ru {version('pymorphy3-dicts-ru')},")
    assert invoke("build", kit=profiled).exit_code == 0
    seal_path = profiled / ".ragfts/index.seal.json"
    seal = json.loads(seal_path.read_text(encoding="utf-8"))
    assert seal["normaliser"] == NORMALISER
    seal_path.write_text(json.dumps({**seal, "normaliser": "Snowball alone"}), encoding="utf-8")
    before = (profiled / ".ragfts/index.sqlite").stat().st_ino
    done = invoke("search", "цены", "--at", AT, kit=profiled)
    assert done.exit_code == 0
    assert (profiled / ".ragfts/index.sqlite").stat().st_ino != before  # a new index file
    assert json.loads(seal_path.read_text(encoding="utf-8"))["normaliser"] == NORMALISER


def test_a_derived_query_reads_a_persian_word_with_its_zwnj_as_the_profile_does():
    """«طرح‌ها» is one word to the fa profile (its ZWNJ folded away), two to plain's
    unicode61; چقدر ("how much") and است are stop words."""
    from ragfts.kit.queries import query_terms

    assert query_terms("قیمت طرح‌ها چقدر است؟", "fa") == ['"قیمت"', '"طرحها"']
    assert query_terms("قیمت طرح‌ها چقدر است؟", "plain") == ['"قیمت"', '"طرح"', '"ها"']
