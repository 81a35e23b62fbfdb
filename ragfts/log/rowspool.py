"""A question's found rows on their way from the cursor to its log. Each row is written,
as the log's own line, to a temporary file in replays/ as it comes; a text past the
inline limit is hashed and handed to the fragment store. A question that finds a
million rows holds none of them in memory, only the file."""

from __future__ import annotations

import io
import os
import re
from hashlib import sha256  # OpenSSL's: a run hashes every text past the inline limit
from itertools import islice
from pathlib import Path

from ..grade.canaries import leaks
from ..index.search import Row
from ..kit.digests import REPLAYS
from ..kit.jsonio import naming
from ..kit.progress import detail
from .packs import record, records
from .record import log_head, row_json

# The first INLINE_ROWS rows of a log keep their text; the rest name it by SHA-256 and
# the text is in the fragment store (ragfts/log/packs.py).
INLINE_ROWS = 100
# A broad question says how it is going every 16,384 rows (a mask: one AND per row).
BROAD_STEP = (1 << 14) - 1


def row_line(row: Row, inline: bool) -> tuple[str, bytes | None, str | None]:
    """A row as its log line, with the text's bytes and digest when it goes by hash."""
    if inline:
        return row_json(Row(row.source_id, row.valid_from, row.valid_until, row.text)), None, None
    text = row.text.encode("utf-8")
    digest = sha256(text).hexdigest()
    if _PLAIN.match(row.source_id):
        # What row_json writes, without building a dict per row (a broad run has
        # hundreds of thousands): such an id needs no escaping, nor do the dates the
        # build checked (YYYY-MM-DD) in the sealed index.
        until = "null" if row.valid_until is None else f'"{row.valid_until}"'
        return (
            f'      {{"source_id": "{row.source_id}", "valid_from": "{row.valid_from}", '
            f'"valid_until": {until}, "text_sha256": "{digest}"}}',
            text,
            digest,
        )
    hashed = Row(row.source_id, row.valid_from, row.valid_until, None, digest)
    return row_json(hashed), text, digest


# Letters, digits and . _ : - only: text json writes as it is.
_PLAIN = re.compile(r"[A-Za-z0-9._:-]*\Z")


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

    def take(self, rows, sql: str, parameters) -> SpooledRows:
        """The rows into the spool file, after the log's head: the file becomes the log."""
        self.folder.mkdir(exist_ok=True)
        path = self.folder / f".{self.question.id}.rows.{os.getpid()}.{id(self)}.tmp"
        spooled = SpooledRows(path, log_head(self.question, sql, parameters))
        canaries = bool(self.question.canaries)
        try:
            with (
                open(path, "w", encoding="utf-8", newline="\n") as out,
                open(spooled.brief_path, "w", encoding="utf-8", newline="\n") as brief,
            ):
                out.write(spooled.log_head)
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
                    spooled.found += row.source_id.encode() + b"\n"
                    until = row.valid_until or ""
                    brief.write(f"{row.source_id}\t{row.valid_from}\t{until}\t{digest or ''}\n")
                    spooled.count = n + 1
                    if not spooled.count & BROAD_STEP:
                        detail(f"{self.question.id}: {spooled.count:,} rows so far")
        except OSError as exc:  # disk full, a file size limit: name the log being written
            spooled.close()
            raise naming(exc, self.folder / f"{self.question.id}.json") from None
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

    def __init__(self, path: Path, log_head: str):
        self.path = path
        self.log_head = log_head
        self.count = 0
        self.head: list[Row] = []
        self.meta: list[tuple] = []
        # source_id, validity and text digest of every row, a line each: what the run
        # reads back of its rows, without parsing a line of JSON per row.
        self.brief_path = path.with_name(path.name.replace(".rows.", ".brief.", 1))
        # The found ids as UTF-8 lines: ~10 bytes a row, read without touching a file.
        self.found = bytearray()

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def __iter__(self):
        """The rows as logged: the first INLINE_ROWS with their text, from memory; the
        rest by hash, from the brief file (no line of JSON parsed)."""
        yield from self._with_meta(self.head, 0)
        if self.count > len(self.head):
            rows = islice(self.brief(), len(self.head), None)
            yield from self._with_meta(rows, len(self.head))

    def brief(self):
        """Each row without its text: source_id, validity, and the text's SHA-256 when
        the log names it by hash."""
        if not self.count:
            return
        with open(self.brief_path, encoding="utf-8", newline="\n") as handle:
            for line in handle:
                source_id, valid_from, valid_until, digest = line.rstrip("\n").split("\t")
                yield Row(source_id, valid_from, valid_until or None, None, digest or None)

    def ids(self):
        return (line[:-1].decode("utf-8") for line in io.BytesIO(self.found))

    def _with_meta(self, rows, start: int):
        if not self.meta:
            return rows
        return (
            row._replace(canonical_id=c, authority=a)
            for row, (c, a) in zip(rows, islice(self.meta, start, None))
        )

    def finish_as(self, path: Path, head: str, tail: str, sync: bool = True) -> None:
        """Complete the spool file with the log's tail and rename it to the log: the
        rows are never read back. head is the log's head as written at the end, which
        must be the one the spool began with."""
        if head != self.log_head:
            raise RuntimeError(f"{path.name}: the log's head changed while its rows came")
        try:
            with open(self.path, "ab") as out:
                out.write(tail.encode("utf-8"))
                out.flush()
                if sync:
                    os.fsync(out.fileno())
            os.replace(self.path, path)
        except OSError as exc:  # disk full, a file size limit: name the log
            raise naming(exc, path) from None

    def rehead(self, head: str) -> None:
        """Begin the spool file with another head: intake spools a formulation's rows
        before the triage that its log's question states has read them. The rows are
        copied once, as bytes, into a temporary file of their own that replaces this one."""
        if head == self.log_head:
            return
        import shutil

        new = self.path.with_name(self.path.name.replace(".rows.", ".head.", 1))
        try:
            with open(self.path, "rb") as rows, open(new, "wb") as out:
                rows.seek(len(self.log_head.encode("utf-8")))
                out.write(head.encode("utf-8"))
                shutil.copyfileobj(rows, out, 1 << 20)
            os.replace(new, self.path)
        except OSError as exc:
            new.unlink(missing_ok=True)
            raise naming(exc, self.path) from None
        self.log_head = head

    def close(self) -> None:
        self.path.unlink(missing_ok=True)
        self.brief_path.unlink(missing_ok=True)


class TextSpool:
    """The texts a question stores by hash, held in a temporary file while the question
    waits for its turn (with --jobs, stores are made in question order, so the packs are
    the same bytes whatever the number of jobs). Sent between processes by its path."""

    def __init__(self, folder: Path, qid: str):
        folder.mkdir(exist_ok=True)
        self.path = folder / f".{qid}.texts.{os.getpid()}.{id(self)}.tmp"
        self._out = open(self.path, "wb")

    def __call__(self, digest: str, data: bytes) -> None:
        self._out.write(record(digest, data))

    def __getstate__(self) -> dict:
        return {"path": self.path, "_out": None}

    def finish(self) -> None:
        if self._out is not None:
            self._out.close()

    def drain(self, packs) -> None:
        """Store every text in packs, in the order they came. Read through one large
        buffer, not mapped (mapped pages count in the run's memory) and not a pread per
        header, end and body: most texts of a broad question are held already (stored
        for an earlier question, or spooled by both workers), and their bytes are never
        copied out."""
        self.finish()
        with open(self.path, "rb", buffering=_DRAIN_BUFFER) as handle:
            size = os.fstat(handle.fileno()).st_size
            window = _Window(handle)
            for digest, start, length in records(window.read, size, self.path.name):
                packs.put(digest, window, start, length)

    def close(self) -> None:
        self.finish()
        self.path.unlink(missing_ok=True)


_DRAIN_BUFFER = 1 << 20


class _Window:
    """A file read by offset through its buffer: a seek that lands in the buffer makes
    no system call, and the spool is read front to back."""

    def __init__(self, handle):
        self.handle = handle

    def read(self, at: int, count: int) -> bytes:
        self.handle.seek(at)
        return self.handle.read(count)

    def __getitem__(self, part: slice) -> bytes:
        return self.read(part.start, part.stop - part.start)
