"""Builds the index from schema.sql and the corpus, atomically, and keeps it fresh."""

from __future__ import annotations

import fcntl
import hashlib
import os
import sqlite3
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from . import __version__
from .errors import IntegrityError
from .kit import SCHEMA, Kit, corpus_digest, corpus_stamp, load_kit
from .search import build_info, connect_readonly, schema_of

INDEX = Path(".ragfts") / "index.sqlite"
# FTS5 flushes its in-memory term hash to disk when it reaches this size. The 1 MiB
# default makes a large build merge segments far more often than it needs to.
HASHSIZE = 64 * 1024 * 1024


@dataclass(frozen=True)
class BuildReport:
    index: Path
    documents: int
    facts: int
    info: dict[str, str]
    rebuilt: bool


def index_path(root: Path) -> Path:
    return Path(root) / INDEX


def schema_sha256(root: Path) -> str:
    return hashlib.sha256((Path(root) / SCHEMA).read_bytes()).hexdigest()


@contextmanager
def _build_lock(root: Path):
    """One build at a time per kit; a build killed earlier may have left its temporary
    file behind, and only the lock holder may safely remove it."""
    folder = index_path(root).parent
    folder.mkdir(exist_ok=True)
    with open(folder / "build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for stale in folder.glob(".index.*.tmp"):
            stale.unlink(missing_ok=True)
        yield


def expected_schema(root: Path) -> list[tuple]:
    """The table definitions schema.sql produces, to compare an index against."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript((Path(root) / SCHEMA).read_text(encoding="utf-8"))
        return schema_of(conn)
    finally:
        conn.close()


def build(kit: Kit) -> BuildReport:
    """Write a new index next to the old one and rename it into place."""
    with _build_lock(kit.root):
        return _build(kit)


def _build(kit: Kit) -> BuildReport:
    import sqlite_utils  # heavy import; only the build path needs it

    root = kit.root
    target = index_path(root)
    info = {
        "ragfts_version": __version__,
        "sqlite_version": sqlite3.sqlite_version,
        "schema_sha256": schema_sha256(root),
        "corpus_sha256": corpus_digest(root),
        "corpus_stamp": corpus_stamp(root),
        "documents": str(len(kit.documents)),
        "facts": str(len(kit.facts)),
    }
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".index.", suffix=".tmp")
    os.close(fd)
    try:
        db = sqlite_utils.Database(tmp)
        # The temporary file is renamed into place only when complete, so a rollback
        # journal would only slow the build down.
        db.execute("PRAGMA journal_mode = OFF")
        db.execute("PRAGMA synchronous = OFF")
        db.conn.executescript((root / SCHEMA).read_text(encoding="utf-8"))
        with db.conn:
            db.execute("INSERT INTO documents(documents, rank) VALUES ('hashsize', ?)", [HASHSIZE])
            db["documents"].insert_all(
                (d.__dict__ for d in sorted(kit.documents.values(), key=lambda d: d.source_id)),
                batch_size=100,
            )
            db["facts"].insert_all(f.__dict__ for f in kit.facts.values())
            db["build_info"].insert_all({"key": k, "value": v} for k, v in sorted(info.items()))
        db.execute("INSERT INTO documents(documents) VALUES ('integrity-check')")
        db.close()
        with open(tmp, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return BuildReport(target, len(kit.documents), len(kit.facts), info, True)


def fresh_info(root: Path) -> dict[str, str] | None:
    """The build record if the index exists and matches schema.sql and corpus/, else None."""
    root = Path(root)
    target = index_path(root)
    if not target.is_file():
        return None
    try:
        conn = connect_readonly(target)
    except (IntegrityError, sqlite3.DatabaseError):
        return None
    try:
        info = build_info(conn)
        schema = schema_of(conn)
    except IntegrityError:
        return None
    finally:
        conn.close()
    if info.get("ragfts_version") != __version__ or info.get("schema_sha256") != schema_sha256(root):
        return None
    if schema != expected_schema(root):
        return None
    if info.get("corpus_stamp") == corpus_stamp(root) or info.get("corpus_sha256") == corpus_digest(root):
        return info
    return None


def ensure_index(root: Path) -> tuple[Path, dict[str, str]]:
    """Build the index when it is missing, foreign, damaged or older than the corpus."""
    root = Path(root)
    info = fresh_info(root)
    if info is None:
        kit = load_kit(root)
        with _build_lock(root):
            # Another process may have built it while this one waited for the lock.
            info = fresh_info(root) or _build(kit).info
    return index_path(root), info
