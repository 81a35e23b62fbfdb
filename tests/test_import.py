"""`ragfts import`: exports with a column mapping, extra columns kept as metadata, and dated
snapshots turned into versions."""

import json

import pytest

from conftest import ROOT, invoke

COVID = ROOT.parent / "shared/datasets/covid-qa"


def documents(kit, name="imported"):
    return [
        json.loads(line)
        for line in (kit / f"corpus/{name}.jsonl").read_text(encoding="utf-8").splitlines()
    ]


def test_csv_with_a_mapping_keeps_other_columns_as_metadata(kit, tmp_path):
    export = tmp_path / "faq.csv"
    export.write_text(
        "question,answer,url\nHow to reset?,Press the button twice.,https://x/1\n"
        "Empty?,,https://x/2\n",
        encoding="utf-8",
    )
    result = invoke(
        "import", export, "--id", "question", "--text", "answer", "--since", "2026-01-01", kit=kit
    )
    assert result.stdout == "wrote corpus/imported.jsonl: 1 document(s)\n"
    assert documents(kit) == [
        {
            "source_id": "how-to-reset-53e6a22c",
            "valid_from": "2026-01-01",
            "valid_until": None,
            "text": "Press the button twice.",
            "metadata": {"url": "https://x/1"},
        }
    ]
    assert invoke("search", "button", "--at", "2026-06-01", "--json", kit=kit).exit_code == 0


def test_snapshots_become_versions(kit, tmp_path):
    first, second = tmp_path / "s1.jsonl", tmp_path / "s2.json"
    first.write_text(
        '{"id": "a", "body": "Old text."}\n{"id": "b", "body": "Same."}\n{"id": "c", "body": "Gone."}\n',
        encoding="utf-8",
    )
    second.write_text(
        '[{"id": "a", "body": "New text."}, {"id": "b", "body": "Same. "}]', encoding="utf-8"
    )
    invoke(
        "import",
        first,
        second,
        "--id",
        "id",
        "--text",
        "body",
        "--snapshot",
        "2026-03-01",
        "--snapshot",
        "2026-04-01",
        "--name",
        "kb",
        kit=kit,
    )
    assert [(d["source_id"], d["valid_from"], d["valid_until"]) for d in documents(kit, "kb")] == [
        ("a-ca978112-2026-03-01", "2026-03-01", "2026-03-31"),
        ("b-3e23e816-2026-03-01", "2026-03-01", None),
        ("c-2e7d2c03-2026-03-01", "2026-03-01", "2026-03-31"),
        ("a-ca978112-2026-04-01", "2026-04-01", None),
    ]
    assert invoke("build", kit=kit).exit_code == 0


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ("--snapshot", "2026-03-01"),
            "--snapshot is given 1 time(s) for 2 file(s): one date per file",
        ),
        (
            ("--snapshot", "2026-3-1", "--snapshot", "2026-04-01"),
            "--snapshot must be a YYYY-MM-DD date, got '2026-3-1'",
        ),
    ],
)
def test_bad_snapshots_are_refused(kit, tmp_path, args, message):
    for name in ("a.csv", "b.csv"):
        (tmp_path / name).write_text("id,text\nx,y\n", encoding="utf-8")
    result = invoke(
        "import",
        tmp_path / "a.csv",
        tmp_path / "b.csv",
        "--id",
        "id",
        "--text",
        "text",
        *args,
        kit=kit,
    )
    assert (result.exit_code, result.stderr) == (2, f"Error: {message}\n")
    assert not (kit / "corpus/imported.jsonl").exists()


def test_a_missing_column_is_named(kit, tmp_path):
    (tmp_path / "a.csv").write_text("q,a\nx,y\n", encoding="utf-8")
    result = invoke("import", tmp_path / "a.csv", "--id", "question", "--text", "a", kit=kit)
    assert (result.exit_code, result.stderr) == (
        2,
        f"Error: {tmp_path / 'a.csv'}:1: no column question; columns: q, a\n",
    )


@pytest.mark.skipif(
    not COVID.is_dir(), reason="shared/datasets/covid-qa is beside the repository in CI"
)
def test_the_real_covid_qa_snapshots(tmp_path):
    kit = tmp_path / "covid"
    invoke("init", kit)
    result = invoke(
        "import",
        COVID / "faq_covidbert.csv",
        COVID / "faq_200322_16.tsv",
        COVID / "faq_200327.tsv",
        "--id",
        "question",
        "--text",
        "answer",
        "--snapshot",
        "2020-03-17",
        "--snapshot",
        "2020-03-22",
        "--snapshot",
        "2020-03-27",
        "--name",
        "covid",
        kit=kit,
    )
    lines = result.stdout.splitlines()
    assert lines[:2] == [
        "wrote corpus/covid.jsonl: 1253 document(s)",
        "36 document(s) left a snapshot and came back: not valid in between, a new version "
        "starts when they return",
    ]
    assert len(lines) == 8 and lines[-1] == "  … and 31 more (--json lists them)"
    docs = documents(kit, "covid")
    assert sum(d["valid_until"] is None for d in docs) == 869
    assert invoke("build", kit=kit).stdout.startswith(
        f"built {kit / '.ragfts/index.sqlite'}: 1254 documents"
    )


@pytest.mark.skipif(
    not COVID.is_dir(), reason="shared/datasets/covid-qa is beside the repository in CI"
)
def test_the_real_faq_links_resolve_to_the_version_of_the_date(tmp_path):
    from ragfts.index.view import open_kit
    from ragfts.kit.links import cited_sources

    kit = tmp_path / "covid"
    invoke("init", kit)
    result = invoke(
        "import",
        *(COVID / n for n in ("faq_200322_16.tsv", "faq_200327.tsv")),
        *("--id", "question", "--text", "answer", "--url", "link", "--title", "question"),
        *("--snapshot", "2020-03-22", "--snapshot", "2020-03-27", "--name", "covid"),
        kit=kit,
    )
    assert result.exit_code == 0, result.output
    docs = documents(kit, "covid")
    assert sum("url" in d for d in docs) == len(docs)
    # a page whose answer changed between the snapshots: one URL, two versions
    titled = {}
    for d in docs:
        titled.setdefault(d["title"], []).append(d)
    changed = next(v for v in titled.values() if len(v) == 2 and v[0]["url"] == v[1]["url"])
    old, new = sorted(changed, key=lambda d: d["valid_from"])
    scheme, rest = old["url"].split("://", 1)
    host, path = rest.split("/", 1)
    url = f"{'http' if scheme == 'https' else 'https'}://{host.upper()}/{path}#answer"
    with open_kit(kit) as opened:
        page = opened.documents.named(url)
        # one FAQ page, many entries: the search's find picks among them
        assert len(page) > 2
        assert cited_sources(page, "2020-03-23", {old["source_id"]}) == [old["source_id"]]
        assert cited_sources(page, "2020-03-28", {new["source_id"]}) == [new["source_id"]]
        title = opened.documents.named(f"  {new['title'].lower()} ")
        assert cited_sources(title, "2020-03-28", set()) == [new["source_id"]]
        assert cited_sources(title, "2020-03-23", set()) == [old["source_id"]]


@pytest.mark.parametrize(
    "written, expected",
    [
        ("Darf ich noch Einkäufe machen?", "darf-ich-noch-einkaufe-machen-"),
        ("Straße", "strasse-"),
        ("Сколько стоит тариф?", "skolko-stoit-tarif-"),
        ("黑豹队", "doc-"),
    ],
)
def test_an_id_keeps_its_letters_folded_to_ascii_faithfully(written, expected):
    from ragfts.kit.importing import source_id

    made = source_id(written)
    assert made.startswith(expected) and len(made) == len(expected) + 8


def test_several_text_columns_are_indexed_together(kit, tmp_path):
    export = tmp_path / "faq.csv"
    export.write_text("q,a\nКак вернуть оплату?,За 14 дней.\nПусто?,\n", encoding="utf-8")
    done = invoke(
        "import",
        export,
        "--id",
        "q",
        "--text",
        "q",
        "--text",
        "a",
        "--since",
        "2026-01-01",
        kit=kit,
    )
    assert (done.exit_code, done.stdout) == (0, "wrote corpus/imported.jsonl: 2 document(s)\n")
    assert [d["text"] for d in documents(kit)] == ["Как вернуть оплату?\nЗа 14 дней.", "Пусто?"]


def test_a_document_that_leaves_a_snapshot_and_comes_back_is_said(kit, tmp_path):
    first, second, third = (tmp_path / f"s{n}.jsonl" for n in (1, 2, 3))
    first.write_text('{"id": "a", "t": "A."}\n{"id": "b", "t": "B."}\n', encoding="utf-8")
    second.write_text('{"id": "a", "t": "A."}\n', encoding="utf-8")
    third.write_text('{"id": "a", "t": "A."}\n{"id": "b", "t": "B."}\n', encoding="utf-8")
    done = invoke(
        "import",
        first,
        second,
        third,
        "--id",
        "id",
        "--text",
        "t",
        *("--snapshot", "2026-03-01", "--snapshot", "2026-04-01", "--snapshot", "2026-05-01"),
        kit=kit,
    )
    assert (done.exit_code, done.stdout) == (
        0,
        "wrote corpus/imported.jsonl: 3 document(s)\n"
        "1 document(s) left a snapshot and came back: not valid in between, a new version "
        "starts when they return\n"
        "  'b': gone on 2026-04-01, back on 2026-05-01\n",
    )
    assert [(d["valid_from"], d["valid_until"]) for d in documents(kit) if d["text"] == "B."] == [
        ("2026-03-01", "2026-03-31"),
        ("2026-05-01", None),
    ]


def test_an_appended_snapshot_gives_the_file_all_three_snapshots_give(kit, tmp_path):
    snaps = {
        "2026-03-01": '{"id": "a", "t": "A."}\n{"id": "b", "t": "B."}\n{"id": "c", "t": "C."}\n',
        "2026-04-01": '{"id": "a", "t": "A, new."}\n{"id": "c", "t": "C."}\n',
        "2026-05-01": '{"id": "a", "t": "A, new."}\n{"id": "b", "t": "B."}\n{"id": "d", "t": "D."}\n',
    }
    paths = []
    for day, text in snaps.items():
        paths.append(tmp_path / f"{day}.jsonl")
        paths[-1].write_text(text, encoding="utf-8")
    columns = ("--id", "id", "--text", "t")
    days = [arg for day in snaps for arg in ("--snapshot", day)]
    from conftest import ROOT, copy_kit

    other = copy_kit(ROOT, tmp_path / "other")
    assert invoke("import", *paths, *columns, *days, "--name", "grown", kit=other).exit_code == 0
    first = invoke("import", *paths[:2], *columns, *days[:4], "--name", "grown", kit=kit)
    assert first.exit_code == 0
    done = invoke(
        "import",
        paths[2],
        *columns,
        "--snapshot",
        "2026-05-01",
        "--name",
        "grown",
        "--append",
        kit=kit,
    )
    assert (done.exit_code, done.stdout.splitlines()[:2]) == (
        0,
        [
            "wrote corpus/grown.jsonl: 6 document(s), 2 new version(s)",
            "1 document(s) left a snapshot and came back: not valid in between, a new version "
            "starts when they return",
        ],
    )
    whole = sorted(documents(other, "grown"), key=lambda d: (d["source_id"], d["valid_from"]))
    grown = sorted(documents(kit, "grown"), key=lambda d: (d["source_id"], d["valid_from"]))
    assert grown == whole
    again = invoke(
        "import",
        paths[2],
        *columns,
        "--snapshot",
        "2026-04-15",
        "--name",
        "grown",
        "--append",
        kit=kit,
    )
    assert (again.exit_code, again.stderr) == (
        2,
        "Error: --snapshot 2026-04-15 is not after the import's latest one, 2026-05-01\n",
    )
