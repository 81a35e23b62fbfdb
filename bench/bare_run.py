"""Bare loop: the fixed query for each question, rows dumped as JSON to one file each.
python bench/bare_run.py KIT INDEX OUTDIR
"""

import csv
import json
import sqlite3
import sys
from pathlib import Path

FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)


def main() -> int:
    kit, index, out = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        for q in csv.DictReader(handle):
            rows = [
                {"source_id": s, "valid_from": f, "valid_until": u, "text": t}
                for s, f, u, t in conn.execute(FIXED_QUERY, [q["query"], q["at"], q["at"]])
            ]
            (out / f"{q['id']}.json").write_text(
                json.dumps(rows, ensure_ascii=False), encoding="utf-8"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
