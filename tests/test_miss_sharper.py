"""The miss explanation's rewrites: the most selective first, never a stop word, and
under `plain` a two-character CJK word of the question tried alone (issue 26, item 8)."""

import json

from conftest import invoke


def add(kit, name: str, text: str) -> None:
    (kit / f"corpus/{name}.txt").write_text(
        f"source_id: {name}\nvalid_from: 2026-01-01\nvalid_until:\n\n{text}\n", encoding="utf-8"
    )


def test_the_most_selective_rewrite_comes_first_and_no_stop_word_is_one(kit):
    for n in range(6):
        add(kit, f"broad-{n}", f"Тариф номер {n} для всех.")
    add(kit, "gold", "Тариф уникум: особые условия, какой ни возьми.")
    done = invoke(
        "search", "тариф AND ценник", "--at", "2026-10-23", "--expect", "gold", "--json", kit=kit
    )
    # the question is given through a golden row: add one and replay its miss
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("U1,2026-10-23,Какой тариф уникум?,тариф AND ценник,abstain,,gold,—\n")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", "U1", kit=kit).exit_code == 1
    miss = json.loads((kit / "replays/U1.json").read_text(encoding="utf-8"))["miss"]
    kinds = [
        (r["kind"], r["expression"], len(r["found"]) + r.get("more", 0)) for r in miss["rewrites"]
    ]
    assert kinds[0] == ("from the question", "уникум", 1)
    assert [k[2] for k in kinds] == sorted(k[2] for k in kinds)
    assert all(r["expression"] not in ("Какой", "какой") for r in miss["rewrites"])
    assert done.exit_code == 1


def test_a_two_character_cjk_word_of_the_question_is_tried_alone_under_plain(kit):
    add(kit, "panthers", "黑豹队成立于1995年。")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("Z1,2026-10-23,黑豹是哪年成立的？,黑豹,abstain,,panthers,1995\n")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", "Z1", kit=kit).exit_code == 1
    miss = json.loads((kit / "replays/Z1.json").read_text(encoding="utf-8"))["miss"]
    # the text holds the term inside a longer word, and the zh profile would match it
    assert miss["terms"] == [
        {
            "term": "黑豹",
            "read_as": "黑豹",
            "in": {"panthers": False},
            "other_forms": {"panthers": "黑豹队成立于1995年"},
            "profile": "zh",
        }
    ]
    shown = invoke("replay", "Z1", kit=kit).stdout.splitlines()
    at = shown.index("  黑豹 → 黑豹: NOT in panthers")
    assert (
        shown[at + 1]
        == "    panthers holds it as 黑豹队成立于1995年; the zh profile would match it"
    )
    assert {"kind": "from the question", "expression": '"黑豹"*', "found": ["panthers"]} in miss[
        "rewrites"
    ]


def test_the_words_the_source_holds_together_are_the_narrow_rewrite(kit):
    for n in range(6):
        add(kit, f"virus-{n}", f"The virus travels far, case {n}.")
        add(kit, f"spread-{n}", f"Transmission of other things, case {n}.")
    add(kit, "gold", "Virus transmission in pools is unlikely.")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write(
            "T1,2026-10-23,Is the virus transmitted in water?,"
            "virus AND transmitted AND water,abstain,,gold,—\n"
        )
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", "T1", kit=kit).exit_code == 1
    miss = json.loads((kit / "replays/T1.json").read_text(encoding="utf-8"))["miss"]
    # each word alone finds seven rows; together, as the source holds them, one
    assert miss["rewrites"][0] == {
        "kind": "the words the source holds",
        "expression": 'virus "transmi"*',
        "found": ["gold"],
    }
    assert [len(r["found"]) + r.get("more", 0) for r in miss["rewrites"]] == [1, 7, 7]


def _from_the_question(tmp_path, profile: str, row: str) -> list[tuple]:
    """The miss rewrites "from the question" of a golden row added to the profiled kit
    under `profile`: (expression, found) each."""
    from conftest import ROOT, copy_kit

    kit = copy_kit(ROOT / "tests/kits/profiled", tmp_path / "kit", extra=("ragfts.toml",))
    (kit / "ragfts.toml").write_text(f'[search]\nprofile = "{profile}"\n', encoding="utf-8")
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write(row + "\n")
    qid = row.split(",")[0]
    assert invoke("run", qid, kit=kit).exit_code == 1
    miss = json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))["miss"]
    return [
        (r["expression"], r["found"]) for r in miss["rewrites"] if r["kind"] == "from the question"
    ]


def test_under_the_zh_profile_the_question_s_pairs_are_rewrites(tmp_path):
    """A Chinese question is one run of characters: its pairs (cut at its stop words,
    的 and 怎么样 here) are the words a rewrite is made of, not the run as a whole, which
    shares 黑 with the query and was never tried; 黑豹, a phrase the query holds, is not."""
    row = "Z2,2026-06-01,黑豹队的防守怎么样？,黑豹进攻,abstain,,zh-sport,—"
    assert _from_the_question(tmp_path, "zh", row) == [
        ("豹队", ["zh-sport"]),
        ("防守", ["zh-sport"]),
    ]


def test_under_the_fa_profile_a_word_with_its_zwnj_is_one_rewrite(tmp_path):
    row = "P2,2026-06-01,طرح‌ها تمدید می‌شوند؟,هزینه,abstain,,fa-price,—"
    expressions = [e for e, _found in _from_the_question(tmp_path, "fa", row)]
    assert "طرحها" in expressions and "طرح" not in expressions


def test_under_the_zh_profile_the_characters_the_source_holds_are_a_rewrite(tmp_path):
    """A Chinese paraphrase keeps a character of a word more often than the word: 账号
    and 删掉 share no pair with 账户 and 删除, so no rewrite of the question's pairs
    found the entry; its characters that the entry holds, together, do."""
    miss = _zh_miss(
        tmp_path,
        {
            "zh-close": "如何注销我的账户？验证手机号后提交申请，账户将被永久删除。",
            "zh-phone": "手机号换了，请在安全中心更换手机号。",
        },
        "Z3,2026-06-01,我不想用了，怎么把账号彻底删掉？,账号,abstain,,zh-close,—",
    )
    assert miss["rewrites"] == [
        {
            "kind": "the words the source holds",
            "expression": '"账" "号" "删"',
            "found": ["zh-close"],
        }
    ]


def test_a_latin_word_s_letters_are_no_held_pair():
    from ragfts.grade.held import held_words
    from ragfts.kit.profile import text_tokens

    source = text_tokens("ID of the covid test is on the card", "en")
    assert held_words([], "What is my covid id?", [source], "en") == "covid"


def test_under_the_zh_profile_the_source_s_first_line_gives_its_pairs(tmp_path):
    """能不能提前点明天中午的外卖？ shares no character with the entry 可以预约送餐吗？: no
    rewrite of the question's words finds it, and the source's first line was read as one
    run, which a profile that reads CJK by the character never holds as one word. Its
    pairs (可以 and 吗 cut off) are the source's words a rewrite tries."""
    miss = _zh_miss(
        tmp_path,
        {
            "zh-book": "可以预约送餐吗？\n可以，下单时选择“预约送达”，最早可预约次日的时间段。",
            "zh-fee": "配送费是多少？\n3公里内3元。",
        },
        "Z4,2026-06-01,能不能提前点明天中午的外卖？,提前,abstain,,zh-book,—",
    )
    assert miss["rewrites"] == [
        {"kind": "a word of the source", "expression": '"预约"', "found": ["zh-book"]},
        {"kind": "a word of the source", "expression": '"约送"', "found": ["zh-book"]},
        {"kind": "a word of the source", "expression": '"送餐"', "found": ["zh-book"]},
    ]


def _zh_miss(tmp_path, pages: dict, row: str) -> dict:
    """The miss a golden row (its search missing) logs in a kit of these pages, searched
    under the zh profile."""
    from conftest import ROOT, copy_kit

    kit = copy_kit(ROOT / "tests/kits/profiled", tmp_path / "kit", extra=("ragfts.toml",))
    (kit / "ragfts.toml").write_text('[search]\nprofile = "zh"\n', encoding="utf-8")
    for name, text in pages.items():
        add(kit, name, text)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write(row + "\n")
    qid = row.split(",")[0]
    assert invoke("run", qid, kit=kit).exit_code == 1
    return json.loads((kit / f"replays/{qid}.json").read_text(encoding="utf-8"))["miss"]
