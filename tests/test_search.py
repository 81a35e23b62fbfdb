import json

import pytest

from conftest import built, invoke, snapshot
from ragfts.index.connect import connect_readonly
from ragfts.index.search import search


def found(kit, expression, at):
    result = invoke("search", expression, "--at", at, "--json", kit=kit)
    assert result.exit_code == 0, result.output
    return [row["source_id"] for row in json.loads(result.stdout)["rows"]]


@pytest.mark.parametrize(
    "expression, at, expected",
    [
        ("цена", "2026-10-23", ["price-v2"]),
        ("использование", "2026-10-23", []),
        ("CSV", "2026-10-23", ["faq-v2"]),
        ("настройка", "2026-10-23", ["price-v2"]),
        ('"доставк"*', "2026-10-23", ["faq-v2"]),
        ("возврата", "2026-10-23", ["refund-a", "refund-b"]),
        ('"скидк"*', "2026-10-23", ["faq-v2"]),
        ("цена", "2026-09-15", ["price-v1"]),
        ("цена", "2026-09-30", ["price-v1"]),
        ("цена", "2026-10-01", ["price-v2"]),
        ("цена", "2026-08-31", []),
    ],
)
def test_fixed_query_finds_the_valid_version(kit, expression, at, expected):
    assert found(kit, expression, at) == expected


def test_search_prints_every_row_with_validity_and_full_text(kit):
    result = invoke("search", "возврата", "--at", "2026-10-23", kit=kit)
    assert result.exit_code == 0
    assert result.stdout == (
        "2 row(s) for 'возврата' at 2026-10-23\n"
        "  refund-a  [2026-10-01 .. open]\n"
        "    Учебная политика возврата A: срок возврата 14 дней. Приоритет относительно политики B не задан.\n"
        "  refund-b  [2026-10-01 .. open]\n"
        "    Учебная политика возврата B: срок возврата 21 день. Приоритет относительно политики A не задан.\n"
    )


def test_search_json_rows_have_exactly_the_four_keys(kit):
    result = invoke("search", "цена", "--at", "2026-09-15", "--json", kit=kit)
    data = json.loads(result.stdout)
    assert data["parameters"] == ["цена", "2026-09-15", "2026-09-15"]
    assert data["rows"] == [
        {
            "source_id": "price-v1",
            "valid_from": "2026-09-01",
            "valid_until": "2026-09-30",
            "text": "Учебный прайс «Планёр», версия 1. В сентябре 2026 цена — 1000 рублей в месяц. "
            "С 1 октября этот прайс не действует.",
        }
    ]


@pytest.mark.parametrize(
    "expression, message",
    [
        ("x'); DROP TABLE documents;--", 'fts5: syntax error near "\'"'),
        ('"цена', "unterminated string"),
        ("*", "unknown special query"),
        ("цена OR", "fts5: syntax error near"),
    ],
)
def test_malformed_expression_is_a_search_error_and_the_index_is_untouched(
    kit, expression, message
):
    built(kit)
    before = snapshot(kit)
    result = invoke("search", expression, "--at", "2026-10-23", kit=kit)
    assert result.exit_code == 1
    assert result.stdout.startswith(f"search error for {expression!r} at 2026-10-23: ")
    assert message in result.stdout and "row(s)" not in result.stdout
    assert snapshot(kit) == before


@pytest.mark.parametrize("expression", ["", "   "])
def test_empty_expression_is_a_usage_error(kit, expression):
    result = invoke("search", expression, "--at", "2026-10-23", kit=kit)
    assert result.exit_code == 2
    assert (
        result.stderr
        == "Error: EXPRESSION: the expression is empty: give at least one search term\n"
    )


@pytest.mark.parametrize("at", ["20261023", "2026-02-30", "2026-3-1", " 2027-01-01", ""])
def test_search_date_must_be_strict(kit, at):
    result = invoke("search", "цена", "--at", at, kit=kit)
    assert result.exit_code == 2
    assert (
        result.stderr == f"Error: --at must be a YYYY-MM-DD date, got {at!r}\n"
        or result.stderr == (f"Error: --at {at!r} is not a day in the calendar\n")
    )


def test_search_connection_refuses_writes_and_pragmas(kit):
    index = built(kit)
    conn = connect_readonly(index)
    for statement in (
        "DELETE FROM facts",
        "PRAGMA journal_mode=WAL",
        "ATTACH DATABASE ':memory:' AS x",
        "VACUUM INTO '/tmp/ragfts-copy.db'",
        "DROP TABLE documents",
    ):
        with pytest.raises(Exception, match="not authorized|authorization denied"):
            conn.execute(statement)
    assert [r.source_id for r in search(conn, "цена", "2026-10-23").rows] == ["price-v2"]
