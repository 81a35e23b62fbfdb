"""The opened kit: its facts, questions, settings and the read-only index, checked and
rebuilt when stale, as every command sees it (open_kit).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping
from pathlib import Path

from ..kit.digests import QUESTIONS
from ..kit.errors import InputError, IntegrityError, Problem
from ..kit.load import check_questions
from ..kit.records import Asker, Question, Record, Source
from .build import _build, _load_small
from .connect import (
    INDEX,
    SOURCE_QUERY,
    STATEMENT_DEADLINE,
    deadline,
    document_row,
    index_path,
)
from .locks import _build_lock, _plain_folder
from .seal import _open_verified

# The text of one source, to explain a miss (a scan: only replay of a missed question
# and `search --expect` need it).
SOURCE_TEXT_QUERY = "SELECT text FROM documents WHERE source_id = ? ORDER BY rowid LIMIT 1"
ROW_TEXT_QUERY = "SELECT text FROM documents WHERE rowid = ?"

SOURCE_IDS_QUERY = "SELECT source_id FROM sources ORDER BY source_id"

SOURCE_COUNT_QUERY = "SELECT count(*) FROM sources"

# The versions a cited URL or title names (kit/links.py keys), when sources keeps them.
CITED_QUERIES = {
    column: f"SELECT source_id, valid_from, valid_until FROM sources "
    f"WHERE {column} = ? AND {column} != ''"
    for column in ("url", "title")
}


class Kit(Record):
    """Questions and facts in memory; sources looked up in the index through `conn`, the
    one read-only connection of the command, so a kit of a million documents opens as
    fast as a small one. `profile` is the search profile of ragfts.toml; `logs` is where
    its logs live (the kit's root, but for intake's derived logs)."""

    __slots__ = (
        "root",
        "documents",
        "facts",
        "questions",
        "index",
        "info",
        "conn",
        "profile",
        "refusals",
        "settings",
        "scores",
        "units",
        "logs",
        "kin",
    )
    _defaults = {"kin": ()}

    def close(self) -> None:
        self.conn.close()

    def logging_to(self, logs: Path) -> Kit:
        """The same open kit, its logs, packs and SHA256SUMS under another folder (the
        derived logs of `ragfts intake` under intake/). The connection is shared: close
        the kit this was made from."""
        return Kit(**{**self.as_dict(), "logs": Path(logs)})

    def __enter__(self) -> Kit:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    @property
    def access(self) -> bool:
        return self.info.get("access") == "true"

    def asker(self, question: Question) -> Asker | None:
        """Who asks the question, when the index has access columns; else None."""
        return Asker(question.tenant_id, tuple(question.groups)) if self.access else None

    def select(self, ids) -> list[Question]:
        """The questions with these ids, in that order; all of them when none is given."""
        unknown = [qid for qid in ids if qid not in self.questions]
        if unknown:
            raise InputError(
                [Problem(QUESTIONS, None, f"no question with id {qid!r}") for qid in unknown]
            )
        return [self.questions[qid] for qid in ids] if ids else list(self.questions.values())

    def question(self, qid: str) -> Question:
        try:
            return self.questions[qid]
        except KeyError:
            raise InputError(f"{QUESTIONS}: no question with id {qid!r}") from None


class IndexSources(Mapping):
    """Source validity by source_id, looked up in the index as needed and remembered."""

    def __init__(self, conn: sqlite3.Connection, links: bool = False):
        self._conn, self._links = conn, links
        self._seen: dict[str, Source | None] = {}

    def __getitem__(self, source_id: str) -> Source:
        if source_id not in self._seen:
            row = None
            if isinstance(source_id, str):
                row = self._conn.execute(SOURCE_QUERY, [source_id]).fetchone()
            self._seen[source_id] = Source(*row) if row else None
        found = self._seen[source_id]
        if found is None:
            raise KeyError(source_id)
        return found

    def __iter__(self) -> Iterator[str]:
        return (row[0] for row in self._conn.execute(SOURCE_IDS_QUERY))

    def __len__(self) -> int:
        return self._conn.execute(SOURCE_COUNT_QUERY).fetchone()[0]

    def named(self, citation: str) -> list[Source]:
        """The documents whose URL or title a citation is (kit/links.py reads both)."""
        from ..kit.links import citation_keys

        if not self._links:
            return []
        url, title = citation_keys(citation)
        column, key = ("url", url) if url else ("title", title)
        if not key:
            return []
        return [Source(*row) for row in self._conn.execute(CITED_QUERIES[column], [key])]

    def text(self, source_id: str) -> str | None:
        """A source's verbatim text: its row found through sources, else (an index whose
        rows are not in the build's order) a scan of the table."""
        with deadline(self._conn, STATEMENT_DEADLINE):
            rowid = document_row(self._conn, source_id)
            if rowid is not None:
                row = self._conn.execute(ROW_TEXT_QUERY, [rowid]).fetchone()
            else:
                row = self._conn.execute(SOURCE_TEXT_QUERY, [source_id]).fetchone()
        return row[0] if row else None


def open_kit(root: Path | str, only=None, rebuild: bool = True) -> Kit:
    """Facts and questions checked, the index rebuilt unless it is verified; every problem
    of the kit reported at once, and nothing written when there is one. `only` limits
    the questions checked and loaded to those ids. rebuild=False (a worker of a command
    that opened the kit already) raises an integrity error instead of building. The
    caller closes the kit."""
    root = Path(root)
    small = _load_small(root, only)
    facts, questions, lines, problems = small.facts, small.questions, small.lines, small.problems
    _plain_folder(root)
    opened = None if problems else _open_verified(root)
    if opened is None and not problems and not rebuild:
        raise IntegrityError(f"{INDEX}: the index does not verify against its seal")
    if opened is None:
        with _build_lock(root) as folder:
            # Another process may have built it while this one waited for the lock.
            opened = None if problems else _open_verified(root)
            if opened is None:
                from ..kit.progress import say  # only a rebuild reports: a replay never loads it

                say("the index is missing, stale or damaged: rebuilding it from the corpus")
                _build(root, folder, small)
                opened = _open_verified(root)
    if opened is None:
        raise IntegrityError(f"{INDEX}: the index just built does not verify; run `ragfts build`")
    conn, info = opened
    profile = small.settings.profile
    kit = Kit(
        root,
        IndexSources(conn, info.get("links") == "true"),
        facts,
        questions,
        index_path(root),
        info,
        conn,
        profile,
        small.refusals,
        small.settings,
        small.scores,
        small.units,
        root,
        small.kin,
    )
    problems = check_questions(questions, lines, facts, kit.documents)
    if problems:
        kit.close()
        raise InputError(problems)
    return kit
