"""SHA256SUMS in GNU format over the kit, so `sha256sum -c SHA256SUMS` checks it too."""

from __future__ import annotations

from pathlib import Path

from .errors import InputError, IntegrityError, Problem
from .jsonio import write_atomic
from .kit import file_sha256, kit_files

SUMS = "SHA256SUMS"


def _plain(rel: str) -> str:
    # GNU sha256sum escapes these with a leading backslash; refuse rather than escape.
    if "\n" in rel or "\\" in rel or "\r" in rel:
        raise InputError([Problem(rel, None, "a kit file name may not contain a newline or a backslash")])
    return rel


def seal(root: Path) -> list[str]:
    """Write SHA256SUMS over schema.sql, questions.csv, corpus/ and replays/; return the files."""
    root = Path(root)
    files = [_plain(rel) for rel in kit_files(root)]
    lines = "".join(f"{file_sha256(root / rel)}  {rel}\n" for rel in files)
    write_atomic(root / SUMS, lines.encode("utf-8"))
    return files


def verify(root: Path) -> list[str]:
    """The files checked; IntegrityError names every mismatch, gone or unlisted file."""
    root = Path(root)
    path = root / SUMS
    if not path.is_file():
        raise InputError([Problem(SUMS, None, "missing; run `ragfts seal`")])
    listed: dict[str, str] = {}
    findings: list[str] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        digest, sep, rel = line.partition("  ")
        if not sep or len(digest) != 64 or rel in listed:
            findings.append(f"{SUMS}:{number}: not a '<sha256>  <file>' line: {line!r}")
            continue
        listed[rel] = digest
    for rel, digest in sorted(listed.items()):
        target = root / rel
        if not target.is_file():
            findings.append(f"{rel}: listed in {SUMS} but gone")
        elif file_sha256(target) != digest:
            findings.append(f"{rel}: FAILED (checksum differs)")
    for rel in kit_files(root):
        if rel not in listed:
            findings.append(f"{rel}: kit file missing from {SUMS}")
    if findings:
        raise IntegrityError(f"{SUMS} does not match the kit", findings)
    return sorted(listed)
