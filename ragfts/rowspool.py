"""A question's found rows on their way from the cursor to its log. Each row is written,
as the log's own line, to a temporary file in replays/ as it comes; a text past the
inline limit is hashed and handed to the fragment store. A question that finds a
million rows holds none of them in memory, only the file."""

from __future__ import annotations

import json
import os
from itertools import islice
from pathlib import Path

from .canaries import leaks
from .digests import REPLAYS, bytes_sha256
from .search import Row

# The first INLINE_ROWS rows of a log keep their text; the rest name it by SHA-256 and
# the text is in the fragment store (ragfts/fragments.py).
INLINE_ROWS = 100
_encode = json.JSONEncoder(ensure_ascii=False).encode
_INDENT = "      "


def row_line(row: Row, inline: bool) -> tuple[str, bytes | None, str | None]:
    """A row as its log line, with the text's bytes and digest when it goes by hash."""
    if inline:
        data = {
            "source_id": row.source_id,
            "valid_from": row.valid_from,
            "valid_until": row.valid_until,
            "text": row.text,
        }
        return _INDENT + _encode(data), None, None
    text = row.text.encode("utf-8")
    digest = bytes_sha256(text)
    data = {
        "source_id": row.source_id,
        "valid_from": row.valid_from,
        "valid_until": row.valid_until,
        "text_sha256": digest,
    }
    return _INDENT + _encode(data), text, digest


class Spool:
    """Takes a question's rows (the `keep` of search) into a temporary file; texts past
    the inline limit go to `store(digest, bytes)`. Canaries are looked for in each row
    before it is written anywhere; with one found, nothing more is stored."""

    def __init__(self, root: Path, question, store, *, selection: bool = False):
        self.folder = Path(root) / REPLAYS
        self.question = question
        self.store = store
        self.selection = selection
        self.texts = None  # a TextSpool, when the texts wait for their turn
        self.in_log: set[int] = set()  # canaries found in the log's own rows
        self.in_fragments: list = []  # Violations in texts stored by hash

    @property
    def leaked(self) -> bool:
        return bool(self.in_log or self.in_fragments)

    def take(self, rows) -> SpooledRows:
        self.folder.mkdir(exist_ok=True)
        path = self.folder / f".{self.question.id}.rows.{os.getpid()}.{id(self)}.tmp"
        spooled = SpooledRows(path)
        canaries = bool(self.question.canaries)
        try:
            with (
                open(path, "w", encoding="utf-8", newline="\n") as out,
                open(spooled.brief_path, "w", encoding="utf-8", newline="\n") as brief,
            ):
                for n, row in enumerate(rows):
                    line, text, digest = row_line(row, n < INLINE_ROWS)
                    if canaries:
                        self._look(line, row.text, text is not None)
                        if self.leaked:  # the log is not written: keep no text even here
                            line = row_line(row, False)[0]
                    if text is not None and not self.leaked:
                        self.store(digest, text)
                    out.write(",\n" + line if n else line)
                    if n < INLINE_ROWS:
                        spooled.head.append(
                            Row(row.source_id, row.valid_from, row.valid_until, row.text)
                        )
                    if self.selection:
                        spooled.meta.append((row.canonical_id, row.authority))
                    brief.write(f"{row.source_id}\t{row.valid_from}\t{row.valid_until or ''}\n")
                    spooled.count = n + 1
        except BaseException:
            spooled.close()
            raise
        return spooled

    def _look(self, line: str, text: str, hashed: bool) -> None:
        """A canary in the log's line, or in the verbatim text (inline or stored)."""
        self.in_log |= {v.canary for v in leaks(line, self.question, "")}
        if hashed:
            self.in_fragments += leaks(text, self.question, "a stored fragment")
        else:
            self.in_log |= {v.canary for v in leaks(text, self.question, "")}


class SpooledRows:
    """The logged rows of one question, read back from its spool file as they are
    iterated; the first INLINE_ROWS are also kept in memory."""

    def __init__(self, path: Path):
        self.path = path
        self.count = 0
        self.head: list[Row] = []
        self.meta: list[tuple] = []
        # source_id, valid_from and valid_until of every row, a line each: what most
        # readers of a run's rows need, without parsing a line of JSON per row.
        self.brief_path = path.with_name(path.name.replace(".rows.", ".brief.", 1))

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def __iter__(self):
        yield from self._with_meta(self.head, 0)
        if self.count <= len(self.head):
            return
        with open(self.path, encoding="utf-8", newline="\n") as handle:
            lines = islice(handle, len(self.head), None)
            rows = (_row(json.loads(line.rstrip(",\n"))) for line in lines)
            yield from self._with_meta(rows, len(self.head))

    def brief(self):
        """Each row without its text: (source_id, valid_from, valid_until)."""
        if not self.count:
            return
        with open(self.brief_path, encoding="utf-8", newline="\n") as handle:
            for line in handle:
                source_id, valid_from, valid_until = line.rstrip("\n").split("\t")
                yield Row(source_id, valid_from, valid_until or None, None)

    def ids(self):
        return (row.source_id for row in self.brief())

    def _with_meta(self, rows, start: int):
        if not self.meta:
            return rows
        return (
            row._replace(canonical_id=c, authority=a)
            for row, (c, a) in zip(rows, islice(self.meta, start, None))
        )

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(islice(self, index.start, index.stop, index.step))
        return next(islice(self, index, None))

    def __eq__(self, other) -> bool:
        return list(self) == list(other)

    def write_body(self, handle) -> None:
        """The rows as the log writes them, copied from the spool file."""
        with open(self.path, "rb") as source:
            while block := source.read(1 << 16):
                handle.write(block)

    def close(self) -> None:
        self.path.unlink(missing_ok=True)
        self.brief_path.unlink(missing_ok=True)


def _row(data: dict) -> Row:
    if "text" in data:
        return Row(data["source_id"], data["valid_from"], data["valid_until"], data["text"])
    return Row(
        data["source_id"], data["valid_from"], data["valid_until"], None, data["text_sha256"]
    )


class TextSpool:
    """The texts a question stores by hash, held in a temporary file while the question
    waits for its turn (with --jobs, stores are made in question order, so the packs are
    the same bytes whatever the number of jobs)."""

    def __init__(self, folder: Path, qid: str):
        folder.mkdir(exist_ok=True)
        self.path = folder / f".{qid}.texts.{os.getpid()}.{id(self)}.tmp"
        self._out = open(self.path, "wb")

    def __call__(self, digest: str, data: bytes) -> None:
        self._out.write(f"{digest} {len(data)}\n".encode() + data + b"\n")

    def drain(self, put) -> None:
        """Hand every text to put, in the order they came."""
        self._out.close()
        with open(self.path, "rb") as handle:
            while head := handle.readline():
                digest, length = head.decode("ascii").split(" ")
                put(digest, handle.read(int(length)))
                handle.read(1)

    def close(self) -> None:
        self._out.close()
        self.path.unlink(missing_ok=True)
