"""The index's seal (.ragfts/index.seal.json): what the index was built from and its own
digest and stat, checked before any row is read; freshness is decided as git does.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from .. import __version__
from ..kit.digests import (
    SCHEMA,
    corpus_digest,
    corpus_stamp,
    file_sha256,
    halves_sha256,
    stat_stamp,
)
from ..kit.door import write_kit_file
from ..kit.errors import IntegrityError
from .connect import INDEX, check_index_schema, connect_readonly, index_path

# The index's own seal: its SHA-256 and stat as built, and what it was built from. Kept
# beside the index, not in it: writing it into the file would change the file's digest.
SEAL = Path(".ragfts") / "index.seal.json"

SEAL_FORMAT = "ragfts-index/2"


def _write_seal(root: Path, seal: dict) -> None:
    seal = {**seal, "format": SEAL_FORMAT, "index_stamp": stat_stamp(root, [INDEX])}
    write_kit_file(
        root, SEAL.as_posix(), (json.dumps(seal, sort_keys=True) + "\n").encode(), "build"
    )


def _read_seal(root: Path) -> dict | None:
    try:
        seal = json.loads((Path(root) / SEAL).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return seal if isinstance(seal, dict) and seal.get("format") == SEAL_FORMAT else None


def _normaliser() -> str:
    from ..kit.profile import NORMALISER

    return NORMALISER


def _verified(root: Path) -> bool:
    """Whether the index on disk is exactly the one built from this kit by this ragfts:
    its seal names this version, schema and corpus (by stat, or by content when the stat
    moved), and the file itself (by stat, or by its digest when the stat moved). A
    confirmed digest refreshes the stat, as `git status` refreshes its index."""
    target = index_path(root)
    seal = _read_seal(root)
    if seal is None or not target.is_file() or seal.get("ragfts_version") != __version__:
        return False
    if seal.get("normaliser") != _normaliser():  # the index's terms were read another way
        return False
    refreshed = dict(seal)
    stamp = corpus_stamp(root)
    if seal.get("corpus_stamp") != stamp:
        schema_sha256 = file_sha256(root / SCHEMA)
        if (seal.get("schema_sha256"), seal.get("corpus_sha256")) != (
            schema_sha256,
            corpus_digest(root),
        ):
            return False
        refreshed["corpus_stamp"] = stamp
    if seal.get("index_stamp") != stat_stamp(root, [INDEX]):
        if halves_sha256(target) != seal.get("index_digest"):
            return False
    if refreshed != seal or seal.get("index_stamp") != stat_stamp(root, [INDEX]):
        _write_seal(root, refreshed)
    return True


def _open_verified(root: Path):
    """A read-only connection and the build record if the index is verified; else None."""
    if not _verified(root):
        return None
    try:
        conn = connect_readonly(index_path(root))
    except (IntegrityError, sqlite3.DatabaseError):
        return None
    try:
        return conn, check_index_schema(conn)
    except IntegrityError:
        conn.close()
        return None
