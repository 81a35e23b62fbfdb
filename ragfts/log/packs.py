"""The fragment store: the texts a log names by SHA-256 (its rows past the inline limit),
each stored once, in at most 16 append-only packs replays/fragments/<h>.pack, where h is
the first hex digit of the text's SHA-256.

A pack is a run of records `<sha256> <length>\\n<text bytes>\\n`, in the order they
were first stored: a run from an empty replays/ writes the same bytes every time, and a
run that finds nothing new writes nothing. `sha256sum -c SHA256SUMS` checks each pack
as a file; replay, seal and verify prove each text against its name.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..kit.digests import FRAGMENTS, REPLAYS, bytes_sha256, plain_dir
from ..kit.door import kit_target
from ..kit.errors import IntegrityError

HEX = "0123456789abcdef"
PACK_NAME = re.compile(r"^replays/fragments/[0-9a-f]\.pack\Z")
_HEX64 = re.compile(rb"[0-9a-f]{64}\Z")


def pack_rel(digest: str) -> str:
    return f"{REPLAYS}/{FRAGMENTS}/{digest[0]}.pack"


def record(digest: str, data: bytes) -> bytes:
    return f"{digest} {len(data)}\n".encode() + data + b"\n"


def records(read, size: int, rel: str, *, partial_tail: bool = False):
    """Each whole record of a pack of `size` bytes as (digest, start, length), reading
    only headers through read(offset, count). With partial_tail, a record cut short at
    the end (a run killed while appending) ends the walk instead of being an error."""
    prefix = rel[-6:-5].encode() if PACK_NAME.match(rel) else None
    at = 0
    while at < size:
        line = read(at, 90)
        end = line.find(b"\n")
        head = line[:end].split(b" ") if end >= 0 else []
        if len(head) != 2 or not _HEX64.match(head[0]) or not head[1].isdigit():
            if partial_tail and end < 0 and size - at < 90:
                return
            raise IntegrityError(f"{rel}: not a fragment pack at byte {at}")
        if prefix is not None and head[0][:1] != prefix:
            raise IntegrityError(f"{rel}: the fragment {head[0].decode()} belongs in another pack")
        start, length = at + end + 1, int(head[1])
        if start + length + 1 > size or read(start + length, 1) != b"\n":
            if partial_tail and start + length + 1 > size:
                return
            raise IntegrityError(cut_short(rel, start))
        yield head[0].decode(), start, length
        at = start + length + 1


def scan(data, rel: str, *, partial_tail: bool = False) -> tuple[dict[str, tuple[int, int]], int]:
    """Each record's (start, length) by SHA-256, and where the last whole record ends."""
    where, end = {}, 0
    walk = records(lambda at, n: data[at : at + n], len(data), rel, partial_tail=partial_tail)
    for digest, start, length in walk:
        where[digest] = (start, length)
        end = start + length + 1
    return where, end


def _held(path: Path, rel: str, seen: Seen) -> int:
    """Add each whole record's digest to seen, each text proven against it (read in
    chunks, not mapped: a pack's pages stay out of the process); return where the
    records end. A run never builds on a pack that seal, verify or replay would refuse."""
    return prove_pack(path, rel, seen.add, partial_tail=True)


def prove_pack(path: Path, rel: str, each=None, *, partial_tail: bool = False) -> int:
    """The one rule for a pack, in every command: each record whole, in its own pack,
    and its text's SHA-256 the digest it is stored under. each(digest) is called for
    every record; returns where the whole records end."""
    import hashlib

    end = 0
    with open(path, "rb") as handle:
        fd = handle.fileno()
        size = os.fstat(fd).st_size
        for digest, start, length in records(
            lambda at, n: os.pread(fd, n, at), size, rel, partial_tail=partial_tail
        ):
            hasher, at, left = hashlib.sha256(), start, length
            while left:
                chunk = os.pread(fd, min(left, 1 << 20), at)
                if not chunk:
                    raise IntegrityError(cut_short(rel, start))
                hasher.update(chunk)
                at, left = at + len(chunk), left - len(chunk)
            if hasher.hexdigest() != digest:
                raise IntegrityError(mismatch(rel, digest))
            if each is not None:
                each(digest)
            end = start + length + 1
    return end


def linked(rel: str) -> str:
    return f"{rel}: is not a plain file; a pack must be a plain file (a link is never read)"


def mismatch(rel: str, digest: str) -> str:
    return f"{rel}: the fragment {digest} does not match its SHA-256"


def not_held(rel: str, digest: str) -> str:
    return f"{rel}: does not hold the fragment {digest}"


def cut_short(rel: str, start: int) -> str:
    return f"{rel}: a fragment of the pack is cut short at byte {start}"


def read_pack(data: bytes, rel: str) -> dict[str, bytes]:
    """Every text of a pack by SHA-256, each proven against its hash."""
    return {
        digest: _proven(data, start, length, digest, rel)
        for digest, (start, length) in scan(data, rel)[0].items()
    }


def _proven(data, start: int, length: int, digest: str, rel: str) -> bytes:
    """The record's text, refused unless its SHA-256 is the digest it is stored under."""
    text = bytes(data[start : start + length])
    if bytes_sha256(text) != digest:
        raise IntegrityError(mismatch(rel, digest))
    return text


def _mapped(path: Path):
    import mmap  # a replay that reads no pack does not load it

    with open(path, "rb") as handle:
        if os.fstat(handle.fileno()).st_size == 0:
            return b""
        return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)


class Packs:
    """Reading texts by SHA-256: each pack mapped and its headers scanned once."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self._packs: dict[str, tuple] = {}

    def _pack(self, rel: str):
        if rel not in self._packs:
            path = self.root / rel
            if path.is_symlink():
                raise IntegrityError(linked(rel))
            if not path.is_file():
                self._packs[rel] = (b"", {})
            else:
                data = _mapped(path)
                self._packs[rel] = (data, scan(data, rel)[0])
        return self._packs[rel]

    def text(self, digest: str, source_id: str) -> str:
        rel = pack_rel(digest)
        data, where = self._pack(rel)
        if digest not in where:
            raise IntegrityError(not_held(rel, digest))
        text = _proven(data, *where[digest], digest, rel)
        try:
            return text.decode("utf-8")
        except UnicodeDecodeError:
            raise IntegrityError(f"{rel}: the fragment text of {source_id} is not UTF-8") from None


class Seen:
    """Which texts a pack holds, by the first 128 bits of their SHA-256 in an
    open-addressing table: ~21 bytes a text where a set of digests takes ~100, and a
    collision needs ~2^64 texts."""

    def __init__(self):
        from array import array  # only a run writes packs

        self._array = array
        self.table = array("Q", bytes(16 * 1024))
        self.used = 0

    def add(self, digest: str) -> bool:
        """Remember digest; False when it was already there."""
        if 4 * (self.used + 1) > 3 * (len(self.table) // 2):  # at most 3/4 full
            old = self.table
            self.table = self._array("Q", bytes(16 * len(old)))
            self.used = 0
            for n in range(0, len(old), 2):
                if old[n]:
                    self._put(old[n], old[n + 1])
        return self._put(int(digest[:16], 16) | 1, int(digest[16:32], 16))

    def _put(self, high: int, low: int) -> bool:
        table = self.table
        mask = len(table) // 2 - 1
        at = high & mask
        while table[2 * at]:
            if table[2 * at] == high and table[2 * at + 1] == low:
                return False
            at = (at + 1) & mask
        table[2 * at], table[2 * at + 1] = high, low  # high | 1 is never 0, the empty slot
        self.used += 1
        return True


def stored(root: Path) -> Seen:
    """What the packs hold now (a record a kill left short is not counted)."""
    seen = Seen()
    for digit in HEX:
        rel = f"{REPLAYS}/{FRAGMENTS}/{digit}.pack"
        path = Path(root) / rel
        if path.is_file() and not path.is_symlink():
            _headers(path, rel, seen)  # the run's own PackWriter proves each pack it uses
    return seen


def _headers(path: Path, rel: str, seen: Seen) -> None:
    with open(path, "rb") as handle:
        fd = handle.fileno()
        size = os.fstat(fd).st_size
        for digest, _start, _length in records(
            lambda at, n: os.pread(fd, n, at), size, rel, partial_tail=True
        ):
            seen.add(digest)


class PackWriter:
    """Appending texts a pack does not hold yet. Before a log that names them is written,
    sync() makes them durable; a record cut short by a kill is cut off on the next open."""

    def __init__(self, root: Path):
        self.root = Path(root)
        self._packs: dict[str, tuple] = {}  # rel -> (handle, Seen)
        self._dirty: set[str] = set()
        self.written: set[str] = set()

    def _open(self, rel: str) -> tuple:
        folder = self.root / REPLAYS / FRAGMENTS
        for path, name in ((folder.parent, REPLAYS), (folder, f"{REPLAYS}/{FRAGMENTS}")):
            plain_dir(path, name)
            path.mkdir(exist_ok=True)
        path = kit_target(self.root, rel, "run", "pack")
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise IntegrityError(linked(rel))
        handle = open(path, "a+b")
        seen = Seen()
        try:
            end = _held(path, rel, seen)
        except IntegrityError as exc:
            handle.close()
            raise IntegrityError(
                f"{exc}; nothing is appended to a damaged pack: remove it and run "
                "`ragfts run` to store the texts of every log again"
            ) from None
        if end < os.fstat(handle.fileno()).st_size:
            handle.truncate(end)
        self._packs[rel] = (handle, seen)
        return handle, seen

    def put(self, digest: str, data, start: int = 0, length: int | None = None) -> None:
        """Append a text its pack does not hold yet: data, or data[start:start + length]
        (a mapped spool file is sliced only for the texts it appends)."""
        rel = pack_rel(digest)
        handle, seen = self._packs.get(rel) or self._open(rel)
        if seen.add(digest):
            if length is not None:
                data = data[start : start + length]
            handle.write(record(digest, data))
            self._dirty.add(rel)
            self.written.add(rel)

    def sync(self) -> None:
        for rel in sorted(self._dirty):
            handle = self._packs[rel][0]
            handle.flush()
            os.fsync(handle.fileno())
        self._dirty.clear()

    def close(self) -> None:
        for handle, _seen in self._packs.values():
            handle.close()
        self._packs.clear()
