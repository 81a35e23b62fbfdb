"""Bare SQLite: executemany the corpus into schema.sql's documents table, one transaction.

The baseline ragfts's build is measured against: same table, same input file, no
validation, no sources table, no facts, no build record.
    python bench/bare_build.py KIT INDEX [--hashsize BYTES] [--batch N] [--journal MODE]
"""

import argparse
import json
import sqlite3
import sys
from itertools import islice
from pathlib import Path


def rows(path: Path):
    with open(path, "rb") as handle:
        for line in handle:
            d = json.loads(line)
            yield d["source_id"], d["valid_from"], d["valid_until"], d["text"]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("kit", type=Path)
    parser.add_argument("index", type=Path)
    parser.add_argument("--hashsize", type=int, default=0, help="0 keeps FTS5's 1 MiB default")
    parser.add_argument(
        "--batch", type=int, default=0, help="0 = one executemany over the whole generator"
    )
    parser.add_argument("--journal", default="DELETE", choices=["DELETE", "OFF", "WAL", "MEMORY"])
    args = parser.parse_args()
    conn = sqlite3.connect(args.index, isolation_level=None)
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
    sql = "INSERT INTO documents(source_id, valid_from, valid_until, text) VALUES (?, ?, ?, ?)"
    source = rows(args.kit / "corpus/docs.jsonl")
    if args.batch:
        while batch := list(islice(source, args.batch)):
            conn.executemany(sql, batch)
    else:
        conn.executemany(sql, source)
    conn.execute("COMMIT")
    conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
