"""The bare loop a first run is measured against, storing what ragfts stores, and the floor.

    python bench/bare_run.py KIT INDEX OUTDIR     # the fair bare loop
    python bench/bare_run.py --floor KIT INDEX    # the floor

* fair: the fixed query per question, rows streamed to the question's JSON file as they
  come, the first 100 with their text and the rest by SHA-256, each text stored once in
  16 packs named by the digest's first hex digit, everything fsynced at the end: what
  ragfts stores, without ragfts (an earlier bare loop kept every row in memory and wrote
  every text again for every question, so a lead over it was the bare side doing more);
* floor: the fixed query per question and every row's text touched, nothing written.
"""

import csv
import hashlib
import json
import os
import sqlite3
import sys
from pathlib import Path

FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)
INLINE = 100


def fair(kit: Path, index: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "fragments").mkdir(exist_ok=True)
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    packs = {h: open(out / "fragments" / f"{h}.pack", "ab") for h in "0123456789abcdef"}
    seen: set[bytes] = set()
    written = []
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        for q in csv.DictReader(handle):
            path = out / f"{q['id']}.json"
            with open(path, "w", encoding="utf-8") as log:
                log.write('{"id": ' + json.dumps(q["id"]) + ', "rows": [')
                for n, (s, f, u, t) in enumerate(
                    conn.execute(FIXED_QUERY, [q["query"], q["at"], q["at"]])
                ):
                    row = {"source_id": s, "valid_from": f, "valid_until": u}
                    if n < INLINE:
                        row["text"] = t
                    else:
                        data = t.encode("utf-8")
                        digest = hashlib.sha256(data).digest()
                        row["text_sha256"] = digest.hex()
                        if digest not in seen:
                            seen.add(digest)
                            pack = packs[row["text_sha256"][0]]
                            pack.write(
                                f"{row['text_sha256']} {len(data)}\n".encode() + data + b"\n"
                            )
                    log.write(("," if n else "") + json.dumps(row, ensure_ascii=False))
                log.write("]}\n")
            written.append(path)
    for pack in packs.values():
        pack.flush()
        os.fsync(pack.fileno())
        pack.close()
    for path in written:
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())


def floor(kit: Path, index: Path) -> None:
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    total = 0
    with open(kit / "questions.csv", encoding="utf-8", newline="") as handle:
        for q in csv.DictReader(handle):
            for _s, _f, _u, t in conn.execute(FIXED_QUERY, [q["query"], q["at"], q["at"]]):
                total += len(t)
    print(total)


def main() -> int:
    if sys.argv[1] == "--floor":
        floor(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        fair(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
