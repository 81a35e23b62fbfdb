"""JSON Lines corpora and the log format of broad queries (correctness, not speed)."""

import json
import shutil
import sqlite3
import subprocess

import pytest

from conftest import ROOT, copy_kit, invoke
from ragfts.index.view import open_kit
from ragfts.jobs.pool import _release, searched
from ragfts.kit.digests import text_sha256
from ragfts.kit.documents import iter_documents
from ragfts.log.packs import PackWriter, pack_rel, read_pack
from ragfts.log.rowspool import INLINE_ROWS


def bulk(kit, count):
    rows = [
        {
            "source_id": f"kb{n:04}",
            "valid_from": "2026-01-01",
            "valid_until": None if n % 2 else "2026-12-31",
            "text": f"Тариф «Планёр» для команды {n}: цена зависит от числа мест.",
        }
        for n in range(count)
    ]
    (kit / "corpus/kb.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        handle.write("B1,2026-10-23,Сколько мест?,тариф,abstain,,,\n")
        handle.write("B2,2026-10-23,Сколько стоит тариф для команды?,тариф AND цена,abstain,,,\n")


def test_jsonl_documents_are_indexed_with_their_validity(kit):
    bulk(kit, 3)
    result = invoke("search", "команды", "--at", "2027-01-01", "--json", kit=kit)
    assert [(r["source_id"], r["valid_until"]) for r in json.loads(result.stdout)["rows"]] == [
        ("kb0001", None)
    ]
    assert invoke("build", kit=kit).stdout.startswith(
        f"built {kit / '.ragfts/index.sqlite'}: 8 documents, 6 facts"
    )


def stored(kit):
    """Every text of the fragment store by SHA-256, each proven."""
    texts = {}
    for path in sorted((kit / "replays/fragments").glob("*.pack")):
        texts.update(read_pack(path.read_bytes(), path.relative_to(kit).as_posix()))
    return texts


def edit_pack(kit, digest, new):
    """Replace one text of the store, keeping the pack's form."""
    path = kit / pack_rel(digest)
    data = path.read_bytes()
    old = stored(kit)[digest]
    head = f"{digest} {len(old)}\n".encode()
    new_bytes = new.encode("utf-8")
    path.write_bytes(data.replace(head + old, f"{digest} {len(new_bytes)}\n".encode() + new_bytes))


def sealed_broad_log(kit) -> str:
    """B1 run over 150 documents and the kit sealed; the digest of row 120's text."""
    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    invoke("seal", kit=kit)
    rows = json.loads((kit / "replays/B1.json").read_text(encoding="utf-8"))["search"]["rows"]
    return rows[120]["text_sha256"]


def test_broad_query_keeps_every_row_and_packs_the_rest_of_the_texts(kit):
    bulk(kit, 250)
    assert invoke("run", "B1", "B2", kit=kit).exit_code == 0
    log = json.loads((kit / "replays/B1.json").read_text(encoding="utf-8"))
    rows = log["search"]["rows"]
    assert len(rows) == 250 and [r["source_id"] for r in rows] == [f"kb{n:04}" for n in range(250)]
    assert all("text" in r for r in rows[:INLINE_ROWS])
    assert rows[INLINE_ROWS] == {
        "source_id": "kb0100",
        "valid_from": "2026-01-01",
        "valid_until": "2026-12-31",
        "text_sha256": text_sha256("Тариф «Планёр» для команды 100: цена зависит от числа мест."),
    }
    # B1 and B2 find the same 150 texts past the inline limit: each is stored once, in
    # the pack named by the first hex digit of its SHA-256 (at most 16 files).
    packs = sorted(p.name for p in (kit / "replays/fragments").iterdir())
    texts = stored(kit)
    assert packs == sorted({f"{d[0]}.pack" for d in texts}) and len(packs) <= 16
    assert len(texts) == 150 and texts[rows[249]["text_sha256"]].decode() == (
        "Тариф «Планёр» для команды 249: цена зависит от числа мест."
    )
    # Stored in the order the rows came: the first text of a pack is its first row's.
    digest = rows[INLINE_ROWS]["text_sha256"]
    first = (kit / pack_rel(digest)).read_bytes().split(b"\n")[0].decode()
    assert first == f"{digest} {len(texts[digest])}"
    replay = invoke("replay", "B1", "--rows", "250", kit=kit)
    assert replay.exit_code == 0, replay.output
    # a row B1 does not expect is one line, its text as the pack holds it
    assert (
        "  kb0249  [2026-01-01 .. open]  Тариф «Планёр» для команды 249: цена зависит от числа мест.\n"
        in replay.stdout
    )


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="GNU sha256sum not installed")
def test_sha256sum_covers_the_fragment_store(kit):
    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    invoke("seal", kit=kit)
    done = subprocess.run(
        ["sha256sum", "--strict", "-c", "SHA256SUMS"], cwd=kit, capture_output=True, text=True
    )
    packs = len(list((kit / "replays/fragments").glob("*.pack")))
    assert done.returncode == 0 and done.stdout.count("replays/fragments/") == packs > 1


def test_edited_fragment_file_is_caught_by_verify_replay_and_run_alike(kit):
    digest = sealed_broad_log(kit)
    edit_pack(kit, digest, "подменённый текст")
    result = invoke("verify", kit=kit)
    assert result.exit_code == 3
    assert f"{pack_rel(digest)}: FAILED (checksum differs)" in result.stderr
    assert f"{pack_rel(digest)}: the fragment {digest} does not match its SHA-256" in result.stderr
    # One rule everywhere: the pack the log needs is proven, even where the re-run
    # gives the same text.
    replay = invoke("replay", "B1", "--rows", "250", kit=kit)
    assert replay.exit_code == 3
    assert (
        f'  tampered: search.rows[120].text_sha256 (kb0120): logged "{digest}", now '
        f'"{pack_rel(digest)}: the fragment {digest} does not match its SHA-256"'
    ) in replay.stdout
    run = invoke("run", "B1", kit=kit)
    assert run.exit_code == 3
    assert run.stderr == (
        f"Error: {pack_rel(digest)}: the fragment {digest} does not match its SHA-256; nothing "
        "is appended to a damaged pack: remove it and run `ragfts run` to store the texts of "
        "every log again\n"
    )


def test_a_deleted_pack_is_caught_by_replay_and_verify(kit):
    digest = sealed_broad_log(kit)
    (kit / pack_rel(digest)).unlink()
    replay = invoke("replay", "B1", kit=kit)
    assert replay.exit_code == 3
    assert f'now "{pack_rel(digest)}: does not hold the fragment {digest}"' in replay.stdout
    verify = invoke("verify", kit=kit)
    assert verify.exit_code == 3
    assert f"replays/B1.json: {pack_rel(digest)}: does not hold the fragment {digest}" in (
        verify.stderr.splitlines()
    )


def test_a_log_naming_another_hash_fails_verify_even_with_its_line_recomputed(kit):
    import hashlib

    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    invoke("seal", kit=kit)
    path = kit / "replays/B1.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    log["search"]["rows"][130]["text_sha256"] = "0" * 64
    path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    sums = kit / "SHA256SUMS"
    lines = [
        f"{hashlib.sha256(path.read_bytes()).hexdigest()}  replays/B1.json"
        if line.endswith("  replays/B1.json")
        else line
        for line in sums.read_text().splitlines()
    ]
    sums.write_text("\n".join(lines) + "\n")
    result = invoke("verify", kit=kit)
    assert result.exit_code == 3
    assert result.stderr.splitlines()[1:] == [
        f"replays/B1.json: replays/fragments/0.pack: does not hold the fragment {'0' * 64}"
    ]


def test_a_symlinked_pack_is_named_as_a_link_by_verify_and_replay(kit):
    digest = sealed_broad_log(kit)
    pack = kit / pack_rel(digest)
    moved = kit.parent / "elsewhere.pack"
    pack.rename(moved)
    pack.symlink_to(moved)
    verify = invoke("verify", kit=kit)
    assert verify.exit_code == 3
    assert f"{pack_rel(digest)}: is a symbolic link; a kit file must be a plain file" in (
        verify.stderr.splitlines()
    )
    replay = invoke("replay", "B1", kit=kit)
    assert replay.exit_code == 3
    assert (
        f'now "{pack_rel(digest)}: is not a plain file; a pack must be a plain file (a link is '
        'never read)"'
    ) in replay.stdout


def test_edited_fragment_file_is_caught_by_replay_when_the_logged_text_must_be_read(kit):
    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    digest = json.loads((kit / "replays/B1.json").read_text(encoding="utf-8"))["search"]["rows"][
        120
    ]["text_sha256"]
    edit_pack(kit, digest, "подменённый текст")
    corpus = kit / "corpus/kb.jsonl"
    corpus.write_text(
        corpus.read_text(encoding="utf-8").replace("команды 120:", "команды сто двадцать:"),
        encoding="utf-8",
    )
    result = invoke("replay", "B1", kit=kit)
    assert result.exit_code == 3
    assert f'  drift: search.rows[120].text_sha256 (kb0120): logged "{digest}"' in result.stdout
    assert (
        f'  tampered: search.rows[120].text_sha256 (kb0120): logged "{digest}", now '
        f'"{pack_rel(digest)}: the fragment {digest} does not match its SHA-256"'
    ) in result.stdout


def test_edited_hash_in_the_log_is_caught_by_replay(kit):
    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    path = kit / "replays/B1.json"
    log = json.loads(path.read_text(encoding="utf-8"))
    log["search"]["rows"][130]["text_sha256"] = "0" * 64
    path.write_text(json.dumps(log, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    result = invoke("replay", "B1", kit=kit)
    assert result.exit_code == 3
    assert (
        f'  tampered: search.rows[130].text_sha256 (kb0130): logged "{"0" * 64}"' in result.stdout
    )


def test_text_output_stays_in_proportion_while_logs_and_json_keep_every_row(kit):
    bulk(kit, 250)
    run = invoke("run", "B1", kit=kit)
    assert (
        run.stdout.splitlines()[0]
        == "ok   B1 2026-10-23 'тариф' → 250 rows: kb0000, kb0001, kb0002 …"
    )
    lines = invoke("replay", "B1", kit=kit).stdout.splitlines()
    assert "  … 230 more row(s) not shown (--rows N, or --json)" in lines and len(lines) < 80
    assert (
        len(json.loads(invoke("replay", "B1", "--json", kit=kit).stdout)["search"]["rows"]) == 250
    )
    search = invoke(
        "search", "тариф", "--at", "2026-10-23", "--rows", "2", kit=kit
    ).stdout.splitlines()
    assert search[0] == "250 row(s) for 'тариф' at 2026-10-23" and search[-1] == (
        "  … 248 more row(s) not shown (--rows N, or --json)"
    )


def test_jobs_give_the_same_logs_as_one_job(kit, tmp_path):
    bulk(kit, 250)
    with open(kit / "questions.csv", "a", encoding="utf-8") as handle:
        for n in range(12):
            handle.write(f"J{n},2026-10-23,?,команды AND {n},abstain,,,\n")
    shutil.rmtree(kit / "replays")
    assert invoke("run", "--jobs", "1", kit=kit).exit_code == 0
    one = {p.name: p.read_bytes() for p in (kit / "replays").rglob("*.*")}
    shutil.rmtree(kit / "replays")
    result = invoke("run", "--jobs", "3", kit=kit)
    assert result.exit_code == 0
    assert {p.name: p.read_bytes() for p in (kit / "replays").rglob("*.*")} == one
    assert sum(name.endswith(".pack") for name in one) >= 8  # the packs too: the same bytes
    assert [line.split()[1] for line in result.stdout.splitlines() if line.startswith("ok")] == (
        [f"Q{n}" for n in range(1, 9)] + ["B1", "B2"] + [f"J{n}" for n in range(12)]
    )


def test_with_jobs_the_first_question_is_searched_here_while_the_workers_start(kit):

    bulk(kit, 250)
    lines = (kit / "questions.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    # B1 first: 250 rows, past the inline limit, whose texts this process stores while
    # the workers spool B2's, most of them the same texts.
    [b1] = [line for line in lines if line.startswith("B1,")]
    rest = [line for line in lines[1:] if line != b1]
    (kit / "questions.csv").write_text("".join([lines[0], b1, *rest]), encoding="utf-8")
    shutil.rmtree(kit / "replays")
    assert invoke("run", "--jobs", "1", kit=kit).exit_code == 0
    one = {p.name: p.read_bytes() for p in (kit / "replays").rglob("*.*")}
    shutil.rmtree(kit / "replays")
    assert invoke("run", "--jobs", "2", kit=kit).exit_code == 0
    assert {p.name: p.read_bytes() for p in (kit / "replays").rglob("*.*")} == one
    shutil.rmtree(kit / "replays")
    here = []
    with open_kit(kit) as opened:
        packs = PackWriter(opened.root)
        try:
            for question, result, spool in searched(opened, opened.select(()), 10.0, 2, packs):
                here.append((question.id, spool.texts is None))
                _release(result, spool)
        finally:
            packs.close()
    assert here == [("B1", True), *((f"Q{n}", False) for n in range(1, 9)), ("B2", False)]


@pytest.mark.skipif(shutil.which("grep") is None, reason="grep not installed")
def test_a_reviewer_reads_a_fragment_by_hand_as_the_readme_says(kit):
    bulk(kit, 150)
    invoke("run", "B1", kit=kit)
    row = json.loads((kit / "replays/B1.json").read_text(encoding="utf-8"))["search"]["rows"][120]
    digest = row["text_sha256"]
    # README: grep -a -A1 '^<sha256> ' replays/fragments/<its first hex digit>.pack
    done = subprocess.run(
        ["grep", "-a", "-A1", f"^{digest} ", f"replays/fragments/{digest[0]}.pack"],
        cwd=kit,
        capture_output=True,
        text=True,
    )
    text = "Тариф «Планёр» для команды 120: цена зависит от числа мест."
    assert done.stdout == f"{digest} {len(text.encode())}\n{text}\n"


def test_a_large_file_is_digested_in_two_halves_split_at_a_mebibyte(tmp_path):
    import hashlib

    from ragfts.kit.digests import file_sha256, halves_sha256

    path = tmp_path / "index.sqlite"
    data = bytes(range(256)) * (3 * 4096 + 7)  # 3 MiB and 1,792 bytes
    path.write_bytes(data)
    middle = 1 << 20  # half the size, down to a whole MiB
    halves = hashlib.sha256(data[:middle]).digest() + hashlib.sha256(data[middle:]).digest()
    assert halves_sha256(path, halves_from=1 << 20) == hashlib.sha256(halves).hexdigest()
    assert halves_sha256(path) == file_sha256(path) == hashlib.sha256(data).hexdigest()
    path.write_bytes(data[:-1] + b"\x00")
    assert halves_sha256(path, halves_from=1 << 20) != hashlib.sha256(halves).hexdigest()


def test_sources_come_from_the_parsing_child_with_the_schemas_own_definition(kit):
    bulk(kit, 2_500)  # three batches of the parsing child
    schema = (kit / "schema.sql").read_text(encoding="utf-8")
    schema = schema.replace(
        "    title TEXT NOT NULL DEFAULT ''\n);",
        "    title TEXT NOT NULL DEFAULT '',\n    origin TEXT NOT NULL DEFAULT 'corpus'\n);\n"
        "CREATE INDEX sources_by_start ON sources(valid_from);",
    )
    (kit / "schema.sql").write_text(schema, encoding="utf-8")
    assert invoke("build", kit=kit).exit_code == 0
    conn = sqlite3.connect(kit / ".ragfts/index.sqlite")
    rows = conn.execute(
        "SELECT * FROM sources WHERE source_id LIKE 'kb%' ORDER BY rowid"
    ).fetchall()
    assert rows == [
        (f"kb{n:04}", "2026-01-01", None if n % 2 else "2026-12-31", "", "", "corpus")
        for n in range(2_500)
    ]
    assert conn.execute("SELECT count(*) FROM sources").fetchone() == (2_505,)
    assert conn.execute("SELECT name FROM sqlite_master WHERE tbl_name = 'sources'").fetchall() == [
        ("sources",),
        ("sqlite_autoindex_sources_1",),
        ("sources_by_start",),
        ("sources_url",),
        ("sources_title",),
    ]
    conn.close()
    assert sorted(p.name for p in (kit / ".ragfts").iterdir()) == [
        "build.lock",
        "index.seal.json",
        "index.sqlite",
    ]


def test_a_duplicate_source_id_in_a_later_batch_is_refused_and_leaves_nothing(kit):
    bulk(kit, 2_500)
    with open(kit / "corpus/kb.jsonl", "a", encoding="utf-8") as handle:
        handle.write(
            '{"source_id": "kb0007", "valid_from": "2026-02-01", "valid_until": null, '
            '"text": "Повтор."}\n'
        )
    result = invoke("build", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        "Error: corpus: duplicate source_id 'kb0007'\n",
    )
    assert not (kit / ".ragfts").exists()


@pytest.mark.parametrize("name", ["", "tests/kits/profiled", "tests/kits/tenants"])
def test_texts_cross_to_the_index_as_utf8_bytes_and_are_stored_as_text(tmp_path, name):
    kit = copy_kit(ROOT / name, tmp_path / "kit")
    assert invoke("build", kit=kit).exit_code == 0
    conn = sqlite3.connect(kit / ".ragfts/index.sqlite")
    columns = {row[1] for row in conn.execute("PRAGMA table_info(documents)")}
    typed = ", ".join(f"typeof({c})" for c in ("text", "terms") if c in columns)
    assert conn.execute(f"SELECT DISTINCT {typed} FROM documents").fetchall() == [
        ("text",) * len(typed.split(", "))
    ]
    # The verbatim text of every document: the parsing child encodes it, SQL casts it.
    parsed = {d.source_id: d.text for d in iter_documents(kit, [])}
    assert dict(conn.execute("SELECT source_id, text FROM documents")) == parsed
    assert len(parsed) >= 5 and any(not t.isascii() for t in parsed.values())
    conn.close()
