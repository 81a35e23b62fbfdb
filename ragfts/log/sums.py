"""SHA256SUMS in GNU format over the kit, so `sha256sum -c SHA256SUMS` checks it too."""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from ..kit.digests import SUMS, file_sha256, kit_files
from ..kit.door import write_kit_file
from ..kit.errors import InputError, IntegrityError, Problem

# GNU sha256sum writes "<hex>  <file>" (text mode) or "<hex> *<file>" (binary mode).
# How a log names a text kept in a pack (log/record.py writes exactly this form).
_NAMED = re.compile(rb'"text_sha256": "([0-9a-f]{64})"')
_LINE = re.compile(r"([0-9a-fA-F]{64}) ([ *])(.+)\Z")


def _plain(rel: str) -> str:
    # GNU sha256sum escapes these with a leading backslash; refuse rather than escape.
    if "\n" in rel or "\\" in rel or "\r" in rel:
        raise InputError(
            [Problem(rel, None, "a kit file name may not contain a newline or a backslash")]
        )
    return rel


def _inside(rel: str) -> bool:
    """A relative path that stays inside the kit: no absolute path, no '..' step."""
    return not rel.startswith("/") and ".." not in rel.split("/") and posixpath.normpath(rel) == rel


def read_sums(root: Path) -> tuple[dict[str, str], list[str]]:
    """The listed files with their digests, and what is wrong with the file's lines."""
    listed: dict[str, str] = {}
    findings: list[str] = []
    path = Path(root) / SUMS
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = _LINE.match(line)
        if not match or match.group(3) in listed:
            findings.append(f"{SUMS}:{number}: not a '<sha256>  <file>' line: {line!r}")
            continue
        rel = match.group(3)
        if not _inside(rel):
            findings.append(f"{SUMS}:{number}: {rel} is outside the kit; refused")
            continue
        listed[rel] = match.group(1).lower()
    return listed, findings


def listed_digest(root: Path, rel: str) -> str | None:
    """The digest SHA256SUMS lists for rel, if the kit is sealed and lists it."""
    if not (Path(root) / SUMS).is_file():
        return None
    return read_sums(root)[0].get(rel)


def _check_fragments(root: Path, files: list[str]) -> list[str]:
    """Each pack by the one rule (fragments.prove_pack), and each text a log names by
    SHA-256 held by its pack: a log edited to name another hash is caught here even when
    its SHA256SUMS line was recomputed."""
    from .packs import PACK_NAME, not_held, pack_rel, prove_pack  # seal and verify only

    findings, held, damaged = [], set(), set()
    for rel in files:
        if PACK_NAME.search(rel):
            try:
                prove_pack(Path(root) / rel, rel, held.add)
            except IntegrityError as exc:
                findings.append(str(exc))
                damaged.add(rel)  # named once; its texts are not looked for again
    for rel in files:
        if rel.startswith("replays/") and rel.endswith(".json"):
            data = (Path(root) / rel).read_bytes()
            for digest in sorted({d.decode() for d in _NAMED.findall(data)} - held):
                if pack_rel(digest) not in damaged:
                    findings.append(f"{rel}: {not_held(pack_rel(digest), digest)}")
    return findings


def _lines(digests: dict[str, str]) -> bytes:
    return "".join(f"{digests[rel]}  {rel}\n" for rel in sorted(digests)).encode("utf-8")


def _write(root: Path, digests: dict[str, str]) -> None:
    write_kit_file(root, SUMS, _lines(digests), "seal")


def seal(root: Path) -> list[str]:
    """Write SHA256SUMS over schema.sql, ragfts.toml, questions.csv, corpus/ and
    replays/; return the files. A damaged fragment file is refused, not sealed."""
    root = Path(root)
    files = [_plain(rel) for rel in kit_files(root)]
    damaged = _check_fragments(root, files)
    if damaged:
        raise IntegrityError("not sealed: damaged fragment files", damaged)
    _write(root, {rel: file_sha256(root / rel) for rel in files})
    return files


def record(root: Path, written: list[str]) -> None:
    """Keep a sealed kit's SHA256SUMS current for the files ragfts itself just wrote
    (logs, fragments), so that a later hand edit of a log is told apart from ragfts's own
    writes. A kit without SHA256SUMS is left unsealed. The caller holds the logs lock."""
    root = Path(root)
    data = sums_after(root, {rel: file_sha256(root / rel) for rel in written})
    if data is not None:
        write_kit_file(root, SUMS, data, "seal")


def sums_after(root: Path, digests: dict[str, str]) -> bytes | None:
    """SHA256SUMS as it reads once these files have these digests; None when the kit is
    not sealed or nothing changes."""
    if not digests or not (Path(root) / SUMS).is_file():
        return None
    listed, _findings = read_sums(root)
    updated = {**listed, **digests}
    return None if updated == listed else _lines(updated)


def verify(root: Path) -> list[str]:
    """The files checked; IntegrityError names every mismatch, gone or unlisted file."""
    root = Path(root)
    if not (root / SUMS).is_file():
        raise InputError([Problem(SUMS, None, "missing; run `ragfts seal`")])
    listed, findings = read_sums(root)
    for rel, digest in sorted(listed.items()):
        target = root / rel
        if target.is_symlink():
            # sha256sum -c follows it; ragfts reads no kit file through a link
            findings.append(f"{rel}: is a symbolic link; a kit file must be a plain file")
        elif not target.is_file():
            findings.append(f"{rel}: listed in {SUMS} but gone")
        elif file_sha256(target) != digest:
            findings.append(f"{rel}: FAILED (checksum differs)")
    for rel in kit_files(root):
        if rel not in listed:
            findings.append(f"{rel}: kit file missing from {SUMS}")
    plain = [
        rel for rel in sorted(listed) if (root / rel).is_file() and not (root / rel).is_symlink()
    ]
    findings += _check_fragments(root, plain)
    if findings:
        raise IntegrityError(f"{SUMS} does not match the kit", findings)
    return sorted(listed)
