"""What the kit's files are and what they hold: the file list, SHA-256 digests, and the
stat stamp that lets an unchanged corpus skip hashing."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import IntegrityError

SCHEMA = "schema.sql"
SETTINGS = "ragfts.toml"
CORPUS = "corpus"
FACTS = "corpus/facts.csv"
QUESTIONS = "questions.csv"
REPLAYS = "replays"
# replays/fragments/: the texts logs name by SHA-256 (ragfts/log/packs.py).
FRAGMENTS = "fragments"
SUMS = "SHA256SUMS"
# The kit's own refusal phrases for reading free-text answers, one per line.
REFUSALS = "refusals.txt"
# the kit's own kin: words its askers say for its documents' (a group per line)
KIN = "kin.txt"
# The kit's reference evaluator scores for the router (seed 001).
SCORES = "scores.csv"
# The kit's own unit words for reading numbers in free text (unit, words).
UNITS = "units.csv"

# Above this size, or once something has loaded it, hashlib's SHA-256 (OpenSSL: several
# times faster) is used; below, the interpreter's own _sha256, which loads in 0.3 ms
# where hashlib takes 3.8 ms, a twentieth of a replay's start-up. Same digests either way.
_LARGE = 1 << 16


def sha256(size: int = 0):
    """A new SHA-256 object for about `size` bytes."""
    if size <= _LARGE and "hashlib" not in sys.modules:
        try:
            from _sha256 import sha256 as small
        except ImportError:  # not CPython 3.11: hashlib it is
            pass
        else:
            return small()
    import hashlib

    return hashlib.sha256()


def bytes_sha256(data: bytes) -> str:
    digest = sha256(len(data))
    digest.update(data)
    return digest.hexdigest()


def text_sha256(text: str) -> str:
    return bytes_sha256(text.encode("utf-8"))


def file_sha256(path: Path) -> str:
    return _range_sha256(path, 0, os.path.getsize(path)).hex()


# Files at least this large are hashed in two halves at once (split at a 1 MiB line).
_HALVES_FROM = 64 << 20


def halves_sha256(path: Path, halves_from: int = _HALVES_FROM) -> str:
    """The SHA-256 of a file (hex) up to 64 MiB; above, the SHA-256 of its two halves'
    SHA-256s, each half hashed on its own thread. hashlib lets go of Python's lock while
    it hashes, so both cores work: an index's digest is the last step of a build and
    what a command pays when the index's stat has moved (0.3 s at 100k documents)."""
    size = os.path.getsize(path)
    if size < halves_from:
        return file_sha256(path)
    from concurrent.futures import ThreadPoolExecutor

    middle = (size // 2) & ~((1 << 20) - 1)
    with ThreadPoolExecutor(2) as pool:
        halves = list(pool.map(_range_sha256, (path, path), (0, middle), (middle, size)))
    return bytes_sha256(b"".join(halves))


def _range_sha256(path: Path, start: int, end: int) -> bytes:
    digest = sha256(end - start)
    with open(path, "rb", buffering=0) as handle:
        handle.seek(start)
        while start < end:
            block = handle.read(min(1 << 20, end - start))
            if not block:  # cut short while hashed: a digest that matches no seal
                break
            digest.update(block)
            start += len(block)
    return digest.digest()


def kit_files(
    root: Path,
    folders=(CORPUS, REPLAYS),
    files=(SCHEMA, SETTINGS, REFUSALS, KIN, SCORES, UNITS, QUESTIONS),
) -> list[str]:
    """Kit files that are checksummed and digested, as sorted POSIX relative paths."""
    found = [rel for rel in files if (root / rel).exists()]
    for folder in folders:
        base = root / folder
        if base.is_dir():
            for dirpath, dirnames, filenames in os.walk(base):
                dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
                rel_dir = os.path.relpath(dirpath, root).replace(os.sep, "/")
                found.extend(f"{rel_dir}/{name}" for name in filenames if not name.startswith("."))
    return sorted(found)


def corpus_files(root: Path) -> list[str]:
    """What the index is built from."""
    return kit_files(root, folders=(CORPUS,), files=(SCHEMA, SETTINGS))


def corpus_digest(root: Path) -> str:
    """One digest of schema.sql, ragfts.toml and corpus/, by content."""
    digest = sha256()
    for rel in corpus_files(root):
        path = root / rel
        # A link is digested by where it points, never followed: the build refuses it.
        content = f"link:{os.readlink(path)}" if path.is_symlink() else file_sha256(path)
        digest.update(f"{content}  {rel}\n".encode())
    return digest.hexdigest()


def stat_stamp(root: Path, rels) -> str:
    """Size, mtime, ctime and inode of each path, as git's index keeps them. `cp -p`,
    `rsync -a` and `tar` restore size and mtime, but a write always moves ctime, so an
    equal stamp means unchanged; an unequal one means "hash to be sure"."""
    digest = sha256()
    for rel in rels:  # named relative to the kit: `.` and its full path stamp alike
        st = os.lstat(Path(root) / rel)
        digest.update(
            f"{rel}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0{st.st_ino}\n".encode()
        )
    return digest.hexdigest()


def corpus_stamp(root: Path) -> str:
    return stat_stamp(root, corpus_files(root))


def plain_dir(path: Path, rel: str) -> None:
    """Refuse a folder that is a symbolic link: every write must land inside the kit."""
    if path.is_symlink():
        raise IntegrityError(
            f"{rel}/ is a symbolic link; ragfts writes logs only into a plain {rel}/ folder"
        )
