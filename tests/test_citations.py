"""A bot cites the page it read: a URL or a title resolves to the source it names at the
question's date, and one nothing names stays unknown_source."""

import json

import pytest

from conftest import invoke
from ragfts.kit.links import title_key, url_key

PRICES = "https://Example.org/planer/prices/"


@pytest.mark.parametrize(
    "written",
    [
        "https://example.org/planer/prices",
        "http://EXAMPLE.ORG/planer/prices/",
        "https://example.org:443/planer/prices#october",
        "example.org/planer/prices/",
        " https://example.org/planer/prices/  ",
    ],
)
def test_a_url_is_read_without_scheme_host_case_port_slash_or_fragment(written):
    assert url_key(written) == "example.org/planer/prices"


def test_a_url_keeps_its_path_case_its_query_and_another_port():
    assert url_key("https://example.org/Planer/prices?v=2") == "example.org/Planer/prices?v=2"
    assert url_key("https://example.org:8443/planer/") == "example.org:8443/planer"
    assert url_key(PRICES) != url_key("https://example.org/planer/prices/old")


def test_a_title_is_read_without_case_spacing_or_quotes_around_it():
    assert title_key("  «Тарифы  Планёра»  ") == title_key("тарифы планёра") == "тарифы планёра"


def linked(kit) -> None:
    """Both price versions live at one URL; the FAQ has a title."""
    for name in ("price-v1", "price-v2"):
        path = kit / f"corpus/{name}.txt"
        path.write_text(f"url: {PRICES}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    path = kit / "corpus/faq-v2.txt"
    path.write_text("title: FAQ Планёра\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", kit=kit).exit_code == 0


def attach(kit, tmp_path, record: dict) -> dict:
    path = tmp_path / "bot.jsonl"
    path.write_text(json.dumps(record, ensure_ascii=False) + "\n", encoding="utf-8")
    done = invoke("answer", path, "--json", kit=kit)
    return json.loads(done.stdout)["attached"][0]["result"]


def test_a_cited_url_is_the_version_valid_on_the_question_date(kit, tmp_path):
    linked(kit)
    now = attach(
        kit,
        tmp_path,
        {
            "id": "Q1",
            "text": "2000 рублей в месяц",
            "source_ids": ["http://example.org/planer/prices#tariff"],
        },
    )
    assert (now["pass"], now["errors"], now["verdict"]) == (True, [], "pass")
    assert now["citations"] == {"http://example.org/planer/prices#tariff": ["price-v2"]}
    assert now["reading"]["claims"][0]["source_id"] == "price-v2"
    september = attach(
        kit, tmp_path, {"id": "Q8", "text": "1000 рублей в месяц", "source_ids": [PRICES]}
    )
    assert (september["pass"], september["citations"]) == (True, {PRICES: ["price-v1"]})


def test_a_cited_title_is_its_document(kit, tmp_path):
    linked(kit)
    result = attach(
        kit,
        tmp_path,
        {"id": "Q3", "text": "Да, импорт CSV поддерживается.", "source_ids": ["«faq планёра»"]},
    )
    assert (result["pass"], result["citations"]) == (True, {"«faq планёра»": ["faq-v2"]})


def test_a_url_nothing_names_stays_unknown_source(kit, tmp_path):
    linked(kit)
    cited = "https://example.org/planer/elsewhere"
    result = attach(
        kit, tmp_path, {"id": "Q1", "text": "2000 рублей в месяц", "source_ids": [cited]}
    )
    assert result["citations"] == {}
    assert "unknown_source" in result["errors"]
    assert {"code": "unknown_source", "message": f"{cited} is not in the corpus"} in result[
        "details"
    ]


def test_without_link_columns_a_url_header_is_a_schema_problem(kit):
    schema = (kit / "schema.sql").read_text(encoding="utf-8")
    start = schema.index("    valid_until TEXT,\n    url")
    end = schema.index("CREATE TABLE facts")
    (kit / "schema.sql").write_text(
        schema[:start] + "    valid_until TEXT\n);\n\n" + schema[end:], encoding="utf-8"
    )
    path = kit / "corpus/price-v2.txt"
    path.write_text(f"url: {PRICES}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    done = invoke("build", kit=kit)
    assert done.exit_code == 2
    assert done.stderr.strip().splitlines()[-1] == (
        "Error: schema.sql: price-v2 has a url or title, and sources lacks the columns url, title"
    )


def test_jsonl_documents_carry_url_and_title_and_a_bad_one_is_named(kit):
    row = {
        "source_id": "help-1",
        "valid_from": "2026-01-01",
        "valid_until": None,
        "text": "Справка о тарифах.",
        "url": "https://example.org/help/1",
        "title": "Справка",
    }
    bad = {**row, "source_id": "help-2", "url": 5}
    (kit / "corpus/help.jsonl").write_text(
        json.dumps(row, ensure_ascii=False) + "\n" + json.dumps(bad) + "\n", encoding="utf-8"
    )
    done = invoke("build", kit=kit)
    assert done.exit_code == 2
    assert done.stderr.strip().splitlines()[-1] == (
        "Error: corpus/help.jsonl:2: url must be text, got 5"
    )
    (kit / "corpus/help.jsonl").write_text(json.dumps(row, ensure_ascii=False) + "\n", "utf-8")
    assert invoke("build", kit=kit).exit_code == 0
    import sqlite3

    conn = sqlite3.connect(kit / ".ragfts/index.sqlite")
    stored = conn.execute("SELECT url, title FROM sources WHERE source_id = 'help-1'").fetchall()
    conn.close()
    assert stored == [("example.org/help/1", "справка")]


def test_import_keeps_the_url_and_title_columns(kit, tmp_path):
    export = tmp_path / "faq.csv"
    export.write_text(
        "question,answer,link\nКак вернуть оплату?,Возврат за 14 дней.,https://example.org/faq/refund\n",
        encoding="utf-8",
    )
    done = invoke(
        "import",
        export,
        "--id",
        "question",
        "--text",
        "answer",
        "--url",
        "link",
        "--title",
        "question",
        "--since",
        "2026-01-01",
        kit=kit,
    )
    assert done.exit_code == 0, done.output
    written = json.loads((kit / "corpus/imported.jsonl").read_text(encoding="utf-8"))
    assert {k: written[k] for k in ("url", "title", "metadata")} == {
        "url": "https://example.org/faq/refund",
        "title": "Как вернуть оплату?",
        "metadata": {},
    }


def test_replay_says_how_a_citation_was_read(kit, tmp_path):
    linked(kit)
    attach(kit, tmp_path, {"id": "Q8", "text": "1000 рублей в месяц", "source_ids": [PRICES]})
    shown = invoke("replay", "Q8", kit=kit).stdout.splitlines()
    at = shown.index(f"  [bot] text «1000 рублей в месяц»; cites: {PRICES}")
    assert shown[at + 1] == f"    cited {PRICES} as price-v1"


def test_a_page_of_several_documents_cites_those_the_search_found(kit, tmp_path):
    page = "https://example.org/planer/refunds"
    for name in ("refund-a", "refund-b", "faq-v2"):
        path = kit / f"corpus/{name}.txt"
        path.write_text(f"url: {page}\n" + path.read_text(encoding="utf-8"), encoding="utf-8")
    (kit / "SHA256SUMS").unlink()
    assert invoke("run", kit=kit).exit_code == 0
    record = {
        "id": "Q6",
        "label": "structured",
        "answer": {
            "action": "clarify",
            "text": "Срок возврата 14 или 21 день: уточните политику.",
            "claims": [
                {"fact_id": "F-refund14", "value": 14, "source_id": page},
                {"fact_id": "F-refund21", "value": 21, "source_id": page},
            ],
            "source_ids": [page],
        },
    }
    result = attach(kit, tmp_path, record)
    assert result["citations"] == {page: ["refund-a", "refund-b"]}
    assert (result["pass"], result["errors"]) == (True, [])


def test_a_report_card_names_the_documents_title_and_links_its_url(kit, tmp_path):
    linked(kit)
    path = kit / "corpus/refund-a.txt"
    hostile = "url: javascript:alert(1)\ntitle: Возврат <b>2024</b>\n"
    path.write_text(hostile + path.read_text(encoding="utf-8"), encoding="utf-8")
    assert invoke("run", kit=kit).exit_code == 0
    assert invoke("report", "-o", tmp_path / "page.html", kit=kit).exit_code == 0
    page = (tmp_path / "page.html").read_text(encoding="utf-8")
    link = f"<b>price-v2</b> <a class='doc' href='{PRICES}' rel='noreferrer'>{PRICES}</a>"
    assert link in page
    assert "<b>faq-v2</b> <span class='doc'>FAQ Планёра</span> <i>expected</i>" in page
    # a script URL is not made a link, and a title's markup is text
    assert "javascript:" not in page
    assert "<span class='doc'>Возврат &lt;b&gt;2024&lt;/b&gt;</span>" in page
