"""A document's row found through sources (index/connect.document_row): one lookup where a
scan of the FTS5 table read every row, and never another source's row."""

import sqlite3

from conftest import invoke
from ragfts.index.connect import connect_readonly, document_row, index_path
from ragfts.index.view import open_kit


def test_every_source_of_a_built_kit_leads_to_its_own_row(kit):
    assert invoke("build", kit=kit).exit_code == 0
    conn = connect_readonly(index_path(kit))
    ids = [r[0] for r in conn.execute("SELECT source_id FROM sources ORDER BY source_id")]
    assert ids == ["faq-v2", "price-v1", "price-v2", "refund-a", "refund-b"]
    rows = {sid: document_row(conn, sid) for sid in ids}
    found = {
        sid: conn.execute("SELECT source_id FROM documents WHERE rowid = ?", [r]).fetchone()[0]
        for sid, r in rows.items()
    }
    assert found == {sid: sid for sid in ids}
    assert document_row(conn, "no-such-source") is None
    with open_kit(kit) as opened:
        assert opened.documents.text("price-v2").startswith("Учебный прайс «Планёр», версия 2.")
        assert opened.documents.text("no-such-source") is None


def test_a_row_of_another_source_is_not_taken():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE documents USING fts5(source_id UNINDEXED, text)")
    conn.execute("CREATE TABLE sources (source_id TEXT PRIMARY KEY)")
    conn.executemany("INSERT INTO documents VALUES (?, ?)", [("a", "text a"), ("b", "text b")])
    # sources in another order than the documents: its rowids lead to the other's row
    conn.executemany("INSERT INTO sources VALUES (?)", [("b",), ("a",)])
    assert (document_row(conn, "a"), document_row(conn, "b")) == (None, None)
