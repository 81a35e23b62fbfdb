"""The build's parsing child: it reads and checks the corpus, fills its own sources table,
and hands batches of rows to the inserting process over a pipe.
"""

from __future__ import annotations

import sqlite3
from itertools import islice
from pathlib import Path

from ..kit.digests import CORPUS, SCHEMA
from ..kit.documents import iter_documents
from ..kit.errors import Problem, RagftsError
from ..kit.records import ACCESS_FIELDS, Record

BATCH = 1000

# With a search profile, the inserting process normalises one row in this many itself.
PARENT_SHARE = 6

# Plain executemany: sqlite-utils' insert_all caps a statement at 999 variables and
# measured 0.72-0.81x of bare inserts; this is the one hot loop of the build. The
# parsing child hands each text over as its UTF-8 bytes and SQL casts them to TEXT (the
# bytes as they are, in the database's UTF-8): as a str, the inserting process decoded
# every text from the pipe and encoded it again for SQLite, ~1 s of its ~9 s at 100k.
INSERT_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text) "
    "VALUES (?, ?, ?, CAST(? AS TEXT))"
)

# With a search profile, the indexed column `terms` holds the normalised text and
# `text` (UNINDEXED) the verbatim one that is logged.
INSERT_PROFILED_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, terms) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT))"
)

# With access columns (seed 003): tenant, ACL, status, canonical id and authority,
# UNINDEXED, beside the text (and the terms of a profile).
INSERT_ACCESS_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, "
    "tenant_id, acl, status, canonical_id, authority) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), ?, ?, ?, ?, ?)"
)

INSERT_PROFILED_ACCESS_DOCUMENT = (
    "INSERT INTO documents(source_id, valid_from, valid_until, text, terms, "
    "tenant_id, acl, status, canonical_id, authority) "
    "VALUES (?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?, ?, ?)"
)

INSERTS = {
    (False, False): INSERT_DOCUMENT,
    (True, False): INSERT_PROFILED_DOCUMENT,
    (False, True): INSERT_ACCESS_DOCUMENT,
    (True, True): INSERT_PROFILED_ACCESS_DOCUMENT,
}

# The parsing child fills a sources table of its own, in a file beside the index, with
# the DDL schema.sql gave sources: a duplicate source_id is skipped there (OR IGNORE),
# noticed by the count and named by DUPLICATE_SOURCES. After the load the inserting
# process copies the table in one statement, which SQLite does record by record without
# decoding them (its transfer optimisation: same table definition, empty destination,
# SELECT *). At 100k documents the steps after the load went 0.21 -> 0.10 s; they are
# the build's critical path.
SOURCES_DDL = (
    "SELECT sql FROM sqlite_master WHERE tbl_name = 'sources' AND type IN ('table', 'index') "
    "AND sql IS NOT NULL ORDER BY rowid"
)

INSERT_SOURCE = "INSERT OR IGNORE INTO sources(source_id, valid_from, valid_until) VALUES (?, ?, ?)"

# With link columns, sources keeps each document's URL and title as citations are read
# (kit/links.py), so a citation is one indexed lookup.
INSERT_LINKED_SOURCE = (
    "INSERT OR IGNORE INTO sources(source_id, valid_from, valid_until, url, title) "
    "VALUES (?, ?, ?, ?, ?)"
)


def _parsed_batches(root: Path, problems: list[Problem], layout: Layout, sources: _ParsedSources):
    """Batches of (source_id, valid_from, valid_until, text) rows, parsed and validated
    by a child process on the other core while this one inserts; the child also fills
    `sources`. A thread does not help: parsing holds the GIL that each insert needs
    back. The pipe holds about one batch, so memory stays flat; the child's problems
    arrive after its last batch, when its sources file is complete."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    _widen(writer.fileno())
    child = context.Process(
        target=_produce, args=(root, reader, writer, layout, sources), daemon=True
    )
    child.start()
    writer.close()
    return _received(child, reader, problems)


def _widen(fd: int) -> None:
    """A pipe of 1 MiB instead of 64 KiB: a batch (~2.4 MB at 100k) then crosses in a
    few reads instead of dozens, on the inserting process's side too."""
    import fcntl

    try:
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 1 << 20)
    except (AttributeError, OSError):  # not Linux, or over the system's limit
        pass


def _received(child, reader, problems: list[Problem]):
    try:
        while True:
            try:
                kind, payload = reader.recv()
            except EOFError:
                raise RagftsError(
                    "the process reading the corpus stopped unexpectedly; run `ragfts build` again"
                ) from None
            if kind == "rows":
                yield payload
            elif kind == "problems":
                problems.extend(payload)
                return
            else:
                raise payload
    finally:
        reader.close()
        child.join(timeout=5)
        if child.is_alive():
            child.terminate()


class Layout(Record):
    """What a document row holds beyond the four base columns: the normalised terms of a
    search profile (profile None when the schema has no `terms`), the access columns;
    links: whether sources has the url and title columns; closed: an empty ACL is refused
    ([access] empty_acl = "refuse"); exclusive: validity ends are written [from, to)."""

    __slots__ = ("profile", "access", "links", "closed", "exclusive")
    _defaults = {"closed": False, "exclusive": False}


def _batches(documents, layout: Layout, problems: list[Problem]):
    """(rows to insert, their sources rows), the text (and terms) as UTF-8 bytes. With a
    profile, this child process normalises the texts except one row in PARENT_SHARE,
    left None for the inserting process: parsing and normalising cost more than
    inserting, so both cores finish together (bench/profiles.py)."""
    from ..kit.links import title_key, url_key
    from ..kit.profile import normalise

    profile, refused, unlinked = layout.profile, False, False
    while batch := list(islice(documents, BATCH)):
        rows, sources = [], []
        for n, d in enumerate(batch):
            if layout.links:
                sources.append(
                    (d.source_id, d.valid_from, d.valid_until, url_key(d.url), title_key(d.title))
                )
            else:
                sources.append((d.source_id, d.valid_from, d.valid_until))
                if (d.url or d.title) and not unlinked:
                    unlinked = True
                    problems.append(
                        Problem(
                            SCHEMA,
                            None,
                            f"{d.source_id} has a url or title, and sources lacks the "
                            "columns url, title",
                        )
                    )
            row = (d.source_id, d.valid_from, d.valid_until, d.text.encode())
            if profile is not None:
                row += (None if n % PARENT_SHARE == 0 else normalise(d.text, profile).encode(),)
            if layout.access:
                row += d.access_row()
                if layout.closed and not d.acl:
                    problems.append(
                        Problem(
                            CORPUS,
                            None,
                            f"{d.source_id} has an empty acl, and ragfts.toml's [access] "
                            'empty_acl is "refuse": name the groups allowed to read it',
                        )
                    )
            elif d.has_access and not refused:
                refused = True
                problems.append(
                    Problem(
                        SCHEMA,
                        None,
                        f"{d.source_id} has access fields, and documents "
                        f"lacks the columns {', '.join(ACCESS_FIELDS)}",
                    )
                )
            rows.append(row)
        yield rows, sources


class _ParsedSources:
    """The sources table as the parsing child fills it: a database file of its own
    (the index is the inserting process's alone), made with schema.sql's own DDL for
    the table so that the copy into the index is a transfer of records."""

    def __init__(self, path: str, ddl: list[str], links: bool = False):
        self.path, self.ddl, self.conn = path, ddl, None
        self.insert = INSERT_LINKED_SOURCE if links else INSERT_SOURCE

    def open(self) -> None:
        self.conn = sqlite3.connect(self.path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = OFF")
        self.conn.execute("PRAGMA synchronous = OFF")
        for sql in self.ddl:
            self.conn.execute(sql)
        self.conn.execute("BEGIN")

    def add(self, rows) -> None:
        self.conn.executemany(self.insert, rows)

    def close(self) -> None:
        self.conn.execute("COMMIT")
        self.conn.close()


def _produce(root: Path, reader, writer, layout: Layout, sources: _ParsedSources) -> None:
    # The forked child holds a copy of the read end: closed, so that a parent that dies
    # (SIGKILL) leaves the child a broken pipe instead of a write that blocks forever
    # while it holds the build lock it inherited.
    reader.close()
    try:
        problems: list[Problem] = []
        sources.open()
        documents = iter_documents(root, problems, layout.exclusive)
        for rows, source_rows in _batches(documents, layout, problems):
            writer.send(("rows", rows))
            sources.add(source_rows)
        sources.close()
        writer.send(("problems", problems))
    except (BrokenPipeError, ConnectionResetError):  # the parent stopped reading: stop too
        pass
    except BaseException as exc:  # handed to the parent, which raises it
        try:
            writer.send(("error", exc))
        except (BrokenPipeError, ConnectionResetError):
            pass
    finally:
        writer.close()


def _progress(batches, advance):
    for rows in batches:
        yield rows
        advance(len(rows))


def _load_documents(conn, batches, wanted: set[str], layout: Layout) -> tuple[int, dict[str, str]]:
    """Insert batch by batch: memory stays flat as the corpus grows. Keeps only the
    texts of the sources that facts and questions name."""
    from ..kit.profile import normalise
    from ..kit.progress import steps

    insert = INSERTS[(layout.profile is not None, layout.access)]
    count, texts = 0, {}
    with steps("indexing documents") as advance:
        for rows in _progress(batches, advance):
            if layout.profile is not None:
                rows = [
                    row
                    if row[4] is not None
                    else (*row[:4], normalise(row[3].decode(), layout.profile), *row[5:])
                    for row in rows
                ]
            conn.executemany(insert, rows)
            count += len(rows)
            texts.update((row[0], row[3].decode()) for row in rows if row[0] in wanted)
    return count, texts
