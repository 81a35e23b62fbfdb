"""Rows streamed from the cursor to the log, and the fragment store they leave texts in."""

import json
import sqlite3

import pytest

from conftest import built, invoke, jsonl_corpus
from ragfts.index.search import Row, SearchResult, search
from ragfts.index.view import open_kit
from ragfts.kit.digests import bytes_sha256
from ragfts.kit.errors import IntegrityError
from ragfts.kit.records import Question
from ragfts.log.packs import Packs, PackWriter, pack_rel, read_pack, scan
from ragfts.log.record import dumps_log, make_log
from ragfts.log.rowspool import INLINE_ROWS, Spool


def texts(n):
    return f"тариф номер {n} " + "слово " * (n % 7)


def question(qid="B1", query="тариф", canaries=()):
    return Question(qid, "2026-10-23", "?", query, "abstain", (), (), "", canaries=canaries)


def test_pack_round_trip_stores_each_text_once_and_proves_it(tmp_path):
    writer = PackWriter(tmp_path)
    stored = {}
    for n in range(300):
        data = texts(n % 200).encode()  # 100 texts come twice
        digest = bytes_sha256(data)
        writer.put(digest, data)
        stored[digest] = data
    writer.sync()
    writer.close()
    packs = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.pack"))
    assert packs == sorted(writer.written) == sorted({pack_rel(d) for d in stored})
    back = {}
    for rel in packs:
        back.update(read_pack((tmp_path / rel).read_bytes(), rel))
    assert back == stored  # 200 texts, each once, each in the pack of its first digit
    reader = Packs(tmp_path)
    digest = bytes_sha256(texts(7).encode())
    assert reader.text(digest, "d7") == texts(7)
    # A second writer finds what is stored and appends nothing.
    again = PackWriter(tmp_path)
    before = {rel: (tmp_path / rel).read_bytes() for rel in packs}
    for digest, data in stored.items():
        again.put(digest, data)
    again.close()
    assert again.written == set()
    assert {rel: (tmp_path / rel).read_bytes() for rel in packs} == before


class Sliced(bytes):
    """Bytes that count the slices taken of them."""

    taken = 0

    def __getitem__(self, key):
        Sliced.taken += 1
        return bytes(self)[key]


def test_a_text_spool_drains_into_the_packs_slicing_only_the_texts_they_lack(tmp_path):
    from ragfts.log.rowspool import TextSpool

    one, two = texts(1).encode(), texts(2).encode()
    spool = TextSpool(tmp_path / "replays", "B1")
    for data in (one, two, one):  # a worker spools a text once; two workers, twice
        spool(bytes_sha256(data), data)
    writer = PackWriter(tmp_path)
    writer.put(bytes_sha256(two), two)  # stored for an earlier question
    spool.drain(writer)
    spool.close()
    writer.close()
    back = {}
    for rel in sorted(writer.written):
        back.update(read_pack((tmp_path / rel).read_bytes(), rel))
    assert back == {bytes_sha256(one): one, bytes_sha256(two): two}
    assert list(tmp_path.joinpath("replays").glob(".B1.texts.*")) == []
    again = PackWriter(tmp_path)
    data = Sliced(b"0123" + one + b"89")
    again.put(bytes_sha256(one), data, 4, len(one))  # held: never sliced
    assert Sliced.taken == 0
    fresh = texts(3).encode()
    again.put(bytes_sha256(fresh), Sliced(b"0123" + fresh), 4, len(fresh))
    again.close()
    assert Sliced.taken == 1
    rel = pack_rel(bytes_sha256(fresh))
    assert read_pack((tmp_path / rel).read_bytes(), rel)[bytes_sha256(fresh)] == fresh


def test_a_record_cut_short_by_a_kill_is_cut_off_by_the_next_writer(tmp_path):
    data = texts(1).encode()
    digest = bytes_sha256(data)
    writer = PackWriter(tmp_path)
    writer.put(digest, data)
    writer.close()
    path = tmp_path / pack_rel(digest)
    whole = path.read_bytes()
    path.write_bytes(whole + whole[:-4])  # a kill mid-append: the record's end missing
    rel = pack_rel(digest)
    with pytest.raises(IntegrityError, match="a fragment of the pack is cut short at byte"):
        read_pack(path.read_bytes(), rel)
    assert scan(path.read_bytes(), rel, partial_tail=True)[1] == len(whole)
    PackWriter(tmp_path).put(digest, data)  # opening the pack repairs it
    assert path.read_bytes() == whole


def test_a_text_in_the_wrong_pack_is_named(tmp_path):
    data = texts(3).encode()
    digest = bytes_sha256(data)
    wrong = "f" if digest[0] != "f" else "0"
    rel = f"replays/fragments/{wrong}.pack"
    record = f"{digest} {len(data)}\n".encode() + data + b"\n"
    with pytest.raises(IntegrityError, match=f"the fragment {digest} belongs in another pack"):
        read_pack(record, rel)


def test_rows_are_written_as_they_come(kit):
    """Rows reach the spool file while the cursor is still being read."""
    spool = Spool(kit, question(), lambda digest, data: None)
    seen = []

    def rows():
        for n in range(INLINE_ROWS + 50):
            if n:
                seen.append(spool_path().read_text(encoding="utf-8").count("\n") + 1)
            yield Row(f"d{n:06}", "2026-01-01", None, texts(n))

    def spool_path():
        [path] = (kit / "replays").glob(".B1.rows.*.tmp")
        return path

    spooled = spool.take(rows(), "SQL", ["тариф"])
    # The file lags behind the cursor by the writer's buffer (8 KiB), never by a
    # question's worth of rows: before the last row is taken, most are on disk.
    assert len(spooled) == INLINE_ROWS + 50 and len(spooled.head) == INLINE_ROWS
    assert seen[0] == 1 and seen[-1] > INLINE_ROWS
    listed = list(spooled)
    assert [r.source_id for r in listed] == [f"d{n:06}" for n in range(INLINE_ROWS + 50)]
    assert listed[INLINE_ROWS] == Row(
        f"d{INLINE_ROWS:06}",
        "2026-01-01",
        None,
        None,
        bytes_sha256(texts(INLINE_ROWS).encode()),
    )
    spooled.close()
    assert not list((kit / "replays").glob(".*.tmp"))


def test_a_spool_begun_with_one_head_ends_with_another_and_the_same_rows(kit):
    """intake spools a formulation's rows before its triage gives the log's question."""
    spool = Spool(kit, question(), lambda digest, data: None)
    rows = [Row(f"d{n:06}", "2026-01-01", None, texts(n)) for n in range(INLINE_ROWS + 5)]
    spooled = spool.take(iter(rows), "SQL", ["тариф"])
    before = spooled.path.read_bytes()
    body = before[len(spooled.log_head.encode("utf-8")) :]
    spooled.rehead('{"другая": "голова"}[\n')
    assert spooled.path.read_bytes() == '{"другая": "голова"}[\n'.encode() + body
    assert [r.source_id for r in spooled] == [r.source_id for r in rows]
    spooled.close()
    assert not list((kit / "replays").glob(".*.tmp"))


def test_a_search_that_fails_midway_leaves_no_spool(kit):
    spool = Spool(kit, question(), lambda digest, data: None)

    def rows():
        for n in range(INLINE_ROWS + 10):
            yield Row(f"d{n:06}", "2026-01-01", None, texts(n))
        raise sqlite3.OperationalError("interrupted")

    with pytest.raises(sqlite3.OperationalError):
        spool.take(rows(), "SQL", ["тариф"])
    assert not list((kit / "replays").glob(".*.tmp"))


def test_streamed_log_is_the_same_bytes_as_the_log_built_in_memory(kit):
    jsonl_corpus(kit, INLINE_ROWS * 3, texts)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("B1,2026-10-23,?,тариф,abstain,,,\n")
    built(kit)
    assert invoke("run", "B1", kit=kit).exit_code == 0
    streamed = (kit / "replays/B1.json").read_text(encoding="utf-8")
    with open_kit(kit) as opened:
        result = search(opened.conn, "тариф", "2026-10-23")
    assert len(result.rows) == INLINE_ROWS * 3
    # The same rows in memory, logged the old way: inline first, then by hash.
    rows = [Row(*r[:4]) for r in result.rows[:INLINE_ROWS]] + [
        Row(r.source_id, r.valid_from, r.valid_until, None, bytes_sha256(r.text.encode()))
        for r in result.rows[INLINE_ROWS:]
    ]
    logged = json.loads(streamed)
    q = opened.questions["B1"]
    log = make_log(q, SearchResult(result.sql, result.parameters, rows, None), {}, [])
    log = log.with_record(logged["miss"], logged["index"])
    assert dumps_log(log) == streamed
    assert not list((kit / "replays").rglob(".*.tmp"))


def test_time_spent_writing_rows_is_not_the_search_deadline(kit, monkeypatch):
    """A slow disk must not turn a fast query into a timeout: the deadline counts
    SQLite's time, not the caller's between rows."""
    import time

    jsonl_corpus(kit, 150, texts)
    with open_kit(kit) as opened:

        def slow(rows, _sql, _parameters):
            kept = []
            for row in rows:
                time.sleep(0.002)  # 150 rows: 0.3 s, three times the deadline
                kept.append(row)
            return kept

        result = search(opened.conn, "тариф", "2026-10-23", 0.1, keep=slow)
    assert result.error is None and len(result.rows) == 150


def test_a_canary_in_a_streamed_text_stores_nothing_past_it(kit):
    stored = []
    spool = Spool(kit, question(canaries=("секрет 7",)), lambda d, data: stored.append(data))

    def rows():
        for n in range(INLINE_ROWS + 20):
            text = "секрет 7" if n == INLINE_ROWS + 5 else texts(n)
            yield Row(f"d{n:06}", "2026-01-01", None, text)

    spooled = spool.take(rows(), "SQL", ["тариф"])
    assert [str(v) for v in spool.in_fragments] == [
        "non_disclosure_violation: canary 1 of B1 in a stored fragment"
    ]
    assert len(stored) == 5  # the five texts before it, checked clean
    assert "секрет" not in spooled.path.read_text(encoding="utf-8")
    spooled.close()


def test_jobs_default_to_the_cores_from_a_thousand_documents(kit):
    import os

    from ragfts.jobs.pool import PARALLEL_FROM, default_jobs

    with open_kit(kit) as small:
        assert default_jobs(small) == 1  # the example kit: 8 documents
    jsonl_corpus(kit, PARALLEL_FROM, texts)
    with open_kit(kit) as large:
        assert default_jobs(large) == (os.cpu_count() or 1)


def test_a_run_refuses_to_append_to_a_damaged_pack_and_says_what_to_do(kit):
    jsonl_corpus(kit, INLINE_ROWS + 20, texts)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("B1,2026-10-23,?,тариф,abstain,,,\n")
    assert invoke("run", "B1", kit=kit).exit_code == 0
    [pack, *_] = sorted((kit / "replays/fragments").glob("*.pack"))
    rel = pack.relative_to(kit).as_posix()
    pack.write_bytes(b"garbage\n" + pack.read_bytes())
    result = invoke("run", "B1", kit=kit)
    assert (result.exit_code, result.stderr) == (
        3,
        f"Error: {rel}: not a fragment pack at byte 0; nothing is appended to a damaged "
        "pack: remove it and run `ragfts run` to store the texts of every log again\n",
    )
    pack.unlink()
    assert invoke("run", "B1", kit=kit).exit_code == 0
    assert invoke("replay", "B1", kit=kit).exit_code == 0


@pytest.mark.parametrize("count", [0, 1, 5, 6, 1000])
def test_a_run_line_names_found_ids_from_their_bytes_as_from_the_list(count):
    from ragfts.jobs.shown import found_ids, found_in

    ids = [f"d{n:07}" for n in range(count)]
    assert found_in("".join(i + "\n" for i in ids).encode()) == found_ids(ids)
