"""Bad kit input: every problem reported at once, file and line named, nothing written."""

import pytest

from conftest import invoke, snapshot


def edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def refused(kit, *expected):
    before = snapshot(kit)
    result = invoke("run", kit=kit)
    assert result.exit_code == 2, result.output
    for message in expected:
        assert message in result.stderr
    assert snapshot(kit) == before
    assert not (kit / ".ragfts").exists()
    return result.stderr


@pytest.mark.parametrize(
    "bad, message",
    [
        ("2026-02-30", "corpus/price-v1.txt: valid_from '2026-02-30' is not a day in the calendar"),
        ("20260901", "corpus/price-v1.txt: valid_from must be a YYYY-MM-DD date, got '20260901'"),
        ("2026-9-1", "corpus/price-v1.txt: valid_from must be a YYYY-MM-DD date, got '2026-9-1'"),
    ],
)
def test_document_date_must_be_strict(kit, bad, message):
    edit(kit / "corpus/price-v1.txt", "valid_from: 2026-09-01", f"valid_from: {bad}")
    refused(kit, message)


def test_valid_until_before_valid_from(kit):
    edit(kit / "corpus/price-v1.txt", "valid_until: 2026-09-30", "valid_until: 2026-08-31")
    refused(kit, "corpus/price-v1.txt: valid_until 2026-08-31 is before valid_from 2026-09-01")


def test_duplicate_source_id(kit):
    (kit / "corpus/price-v1-copy.txt").write_bytes((kit / "corpus/price-v1.txt").read_bytes())
    refused(kit, "corpus: duplicate source_id 'price-v1'")


def test_duplicate_fact_id(kit):
    with open(kit / "corpus/facts.csv", "a", encoding="utf-8") as handle:
        handle.write("F-csv,faq-v2,Планёр,csv_import,true,,поддерживается импорт CSV,\n")
    refused(kit, "corpus/facts.csv:8: duplicate fact_id 'F-csv'")


def test_fact_of_unknown_source_and_quote_not_in_text(kit):
    edit(kit / "corpus/facts.csv", "F-csv,faq-v2,", "F-csv,faq-v9,")
    edit(kit / "corpus/facts.csv", "срок возврата 21 день", "срок возврата 30 дней")
    stderr = refused(kit)
    assert "corpus/facts.csv: F-csv: unknown source_id 'faq-v9'" in stderr
    assert (
        "corpus/facts.csv: F-refund21: quote 'срок возврата 30 дней' is not in the text of refund-b"
        in stderr
    )


def test_question_with_unknown_fact_and_source(kit):
    edit(kit / "questions.csv", "answer,F-csv,faq-v2,", "answer,F-nope,faq-v9,")
    stderr = refused(kit)
    assert "questions.csv:4: Q3: unknown fact_id 'F-nope'" in stderr
    assert "questions.csv:4: Q3: unknown source_id 'faq-v9'" in stderr


def test_duplicate_and_unsafe_question_ids(kit):
    edit(kit / "questions.csv", "Q2,2026-10-23", "Q1,2026-10-23")
    edit(kit / "questions.csv", "Q4,2026-10-23", "../../etc/passwd,2026-10-23")
    stderr = refused(kit)
    assert "questions.csv:3: duplicate question id 'Q1'" in stderr
    assert "questions.csv:5: id '../../etc/passwd' is not a safe id" in stderr


@pytest.mark.parametrize(
    "bad, message",
    [
        ("20261023", "questions.csv:2: at must be a YYYY-MM-DD date, got '20261023'"),
        ("2026-02-30", "questions.csv:2: at '2026-02-30' is not a day in the calendar"),
        ("", "questions.csv:2: at must be a YYYY-MM-DD date, got ''"),
    ],
)
def test_question_date_must_be_strict(kit, bad, message):
    edit(kit / "questions.csv", "Q1,2026-10-23", f"Q1,{bad}")
    refused(kit, message)


def test_file_that_is_not_utf8(kit):
    (kit / "corpus/price-v1.txt").write_bytes(b"source_id: price-v1\n" + "цена".encode("cp1251"))
    refused(kit, "corpus/price-v1.txt:2: not UTF-8 (byte 0xf6); save the file as UTF-8")


def test_file_with_a_bom_that_is_not_utf8_names_the_byte_and_line(kit):
    (kit / "corpus/price-v1.txt").write_bytes(
        b"\xef\xbb\xbfsource_id: price-v1\n" + "цена".encode("cp1251")
    )
    refused(kit, "corpus/price-v1.txt:2: not UTF-8 (byte 0xf6); save the file as UTF-8")


def test_every_problem_is_reported_at_once(kit):
    edit(kit / "corpus/price-v1.txt", "valid_from: 2026-09-01", "valid_from: 2026-02-30")
    edit(kit / "questions.csv", "Q8,2026-09-15", "Q8,2026-13-01")
    stderr = refused(kit)
    assert "corpus/price-v1.txt: valid_from '2026-02-30'" in stderr
    assert "questions.csv:9: at '2026-13-01' is not a day in the calendar" in stderr


def test_semicolon_separated_questions_get_a_hint(kit):
    text = (kit / "questions.csv").read_text(encoding="utf-8").splitlines()
    (kit / "questions.csv").write_text(text[0].replace(",", ";") + "\n", encoding="utf-8")
    refused(
        kit,
        "questions.csv:1: expected the header id,at,question,query,expected_action,fact_ids,"
        "source_ids,expected_response (then any of open, alternative_query, tenant_id, groups, "
        "canaries, critical, expected_status), got "
        "id;at;question;query;"
        "expected_action;"
        "fact_ids;source_ids;"
        "expected_response (the file looks ';'-separated; ragfts reads ',')",
    )


def test_ragged_rows_and_unterminated_quote(kit):
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("Q9,2026-10-23,short row\n")
        handle.write('Q10,2026-10-23,"never closed,цена,answer,,,\n')
    stderr = refused(kit)
    assert "questions.csv:10: missing fields: expected 8, got 3" in stderr
    assert "questions.csv:11: broken CSV: unexpected end of data (an unterminated quote?)" in stderr


def test_utf8_bom_is_tolerated(kit):
    path = kit / "questions.csv"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    result = invoke("run", kit=kit)
    assert result.exit_code == 0, result.output
