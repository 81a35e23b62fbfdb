"""What a report card marks, read from the page as written (no browser): an answer's
unsupported statement and a claimed value the registry contradicts in the answer, the
context's clause the answer says the opposite of in the fragment, codes in words."""

import json

from conftest import invoke
from ragfts.jobs.marks import marked


def page_of(kit, tmp_path, records) -> str:
    path = tmp_path / "bot.jsonl"
    path.write_text(
        "".join(json.dumps({**r, "label": "free"}, ensure_ascii=False) + "\n" for r in records),
        encoding="utf-8",
    )
    assert invoke("answer", path, kit=kit).exit_code == 1
    assert invoke("report", "-o", tmp_path / "page.html", "--label", "free", kit=kit).exit_code == 0
    return (tmp_path / "page.html").read_text(encoding="utf-8")


def card(page, qid) -> str:
    return page.split(f"<article class='card' id='q-{qid}'>", 1)[1].split("</article>", 1)[0]


def test_an_invented_condition_and_a_contradicted_clause_are_marked(kit, tmp_path):
    page = page_of(
        kit,
        tmp_path,
        [
            {
                "id": "Q3",
                "text": "Да, импорт CSV поддерживается. Доставим завтра, студентам скидка 50%.",
            },
            {"id": "Q1", "text": "3000 рублей в месяц", "source_ids": ["price-v2"]},
        ],
    )
    q3 = card(page, "Q3")
    assert (
        "<mark class='unsupported' title='not supported by the found context: the number 50; "
        "«завтра»; the opposite of the context&#x27;s «срок доставки и студенческие скидки "
        "здесь не определены»'>Доставим завтра, студентам скидка 50%.</mark>"
    ) in q3
    assert (
        "<mark class='against' title='an answer says the opposite'>Срок доставки и студенческие "
        "скидки здесь не определены</mark>"
    ) in q3
    assert "<span title='unsupported_statement'>" in q3
    q1 = card(page, "Q1")
    assert (
        "«<mark class='against' title='F-price says 2000, the answer says 3000'>3000</mark>" in q1
    )


def test_a_mark_takes_the_first_place_that_does_not_overlap_another():
    text = "Цена — 2000 рублей. Цена — 2000 рублей."
    shown = marked(text, [("цена — 2000", "quote", "q"), ("2000 рублей", "against", "a")])
    assert shown == (
        "<mark class='quote' title='q'>Цена — 2000</mark> рублей. Цена — "
        "<mark class='against' title='a'>2000 рублей</mark>."
    )
    assert marked("a <b> c", [("<b>", "quote", "x'y")]) == (
        "a <mark class='quote' title='x&#x27;y'>&lt;b&gt;</mark> c"
    )
