"""Bare SQLite: executemany the corpus into schema.sql's documents table, one transaction.

The baseline ragfts's build is measured against: same table, same input file, no
validation, no sources table, no facts, no build record. With --child-parse the JSON
Lines are parsed in a forked child and handed over in batches, as ragfts does, so both
use two cores; --page-size, --pgsz and --exclusive are the page settings to try, and
--utf8-bytes hands the texts over as ragfts does (not part of the bench's bare loop).
    python bench/bare_build.py KIT INDEX [--hashsize BYTES] [--batch N] [--journal MODE]
        [--child-parse] [--page-size BYTES] [--pgsz BYTES] [--exclusive] [--utf8-bytes]
"""

import argparse
import fcntl
import json
import multiprocessing
import sqlite3
import sys
from itertools import islice
from pathlib import Path


def rows(path: Path, utf8_bytes: bool = False):
    with open(path, "rb") as handle:
        for line in handle:
            d = json.loads(line)
            text = d["text"].encode() if utf8_bytes else d["text"]
            yield d["source_id"], d["valid_from"], d["valid_until"], text


def batches(path: Path, size: int, utf8_bytes: bool = False):
    source = rows(path, utf8_bytes)
    while batch := list(islice(source, size)):
        yield batch


def _produce(path: Path, size: int, writer, utf8_bytes: bool) -> None:
    for batch in batches(path, size, utf8_bytes):
        writer.send(batch)
    writer.send(None)
    writer.close()


def child_batches(path: Path, size: int, utf8_bytes: bool = False):
    """Batches parsed by a forked child, received over a pipe."""
    reader, writer = multiprocessing.get_context("fork").Pipe(duplex=False)
    try:  # a 1 MiB pipe, as ragfts uses: a batch crosses in a few reads
        fcntl.fcntl(writer.fileno(), fcntl.F_SETPIPE_SZ, 1 << 20)
    except (AttributeError, OSError):
        pass
    child = multiprocessing.get_context("fork").Process(
        target=_produce, args=(path, size, writer, utf8_bytes)
    )
    child.start()
    writer.close()
    while (batch := reader.recv()) is not None:
        yield batch
    child.join()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("kit", type=Path)
    parser.add_argument("index", type=Path)
    parser.add_argument("--hashsize", type=int, default=0, help="0 keeps FTS5's 1 MiB default")
    parser.add_argument(
        "--batch", type=int, default=0, help="0 = one executemany over the whole generator"
    )
    parser.add_argument("--journal", default="DELETE", choices=["DELETE", "OFF", "WAL", "MEMORY"])
    parser.add_argument("--child-parse", action="store_true", help="parse in a forked child")
    parser.add_argument("--page-size", type=int, default=0, help="PRAGMA page_size (0: default)")
    parser.add_argument("--pgsz", type=int, default=0, help="FTS5 pgsz (0: default)")
    parser.add_argument("--exclusive", action="store_true", help="PRAGMA locking_mode=EXCLUSIVE")
    parser.add_argument(
        "--utf8-bytes",
        action="store_true",
        help="with --child-parse: texts cross as UTF-8 bytes, cast to TEXT (as ragfts does)",
    )
    args = parser.parse_args()
    conn = sqlite3.connect(args.index, isolation_level=None)
    if args.page_size:
        conn.execute(f"PRAGMA page_size = {args.page_size}")
    if args.exclusive:
        conn.execute("PRAGMA locking_mode = EXCLUSIVE")
    conn.execute(f"PRAGMA journal_mode = {args.journal}")
    conn.execute(
        "PRAGMA synchronous = OFF" if args.journal == "OFF" else "PRAGMA synchronous = FULL"
    )
    conn.executescript((args.kit / "schema.sql").read_text(encoding="utf-8"))
    conn.execute("BEGIN")
    if args.hashsize:
        conn.execute(
            "INSERT INTO documents(documents, rank) VALUES ('hashsize', ?)", [args.hashsize]
        )
    if args.pgsz:
        conn.execute("INSERT INTO documents(documents, rank) VALUES ('pgsz', ?)", [args.pgsz])
    text = "CAST(? AS TEXT)" if args.utf8_bytes else "?"
    sql = (
        f"INSERT INTO documents(source_id, valid_from, valid_until, text) VALUES (?, ?, ?, {text})"
    )
    corpus = args.kit / "corpus/docs.jsonl"
    if args.child_parse:
        for batch in child_batches(corpus, args.batch or 1000, args.utf8_bytes):
            conn.executemany(sql, batch)
    elif args.batch:
        for batch in batches(corpus, args.batch):
            conn.executemany(sql, batch)
    else:
        conn.executemany(sql, rows(corpus))
    conn.execute("COMMIT")
    conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
