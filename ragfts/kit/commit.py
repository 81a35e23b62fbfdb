"""Writing several kit files as one change: each new file is made durable beside its
target, then one journal names them all, then they are renamed into place. A command
killed before the journal is whole leaves the kit as it was; killed after, the next
holder of the logs lock finishes the renames. Either way nothing is half-done."""

from __future__ import annotations

import json
import os
from pathlib import Path

from .digests import REPLAYS
from .door import kit_target, write_kit_file
from .errors import IntegrityError
from .jsonio import naming

JOURNAL = f"{REPLAYS}/.commit.journal"
_PENDING = ".pending"


def _pending_path(target: Path) -> Path:
    return target.with_name(f".{target.name}.{os.getpid()}{_PENDING}")


def commit(root: Path, files: list[tuple[str, bytes]], owner: str) -> list[str]:
    """Write every (relative path, bytes) or none of them; return the paths written."""
    root = Path(root)
    moves: list[tuple[str, str]] = []
    try:
        for rel, data in files:
            target = kit_target(root, rel, owner)
            pending = _pending_path(target)
            _write_durable(pending, data)
            moves.append((pending.relative_to(root).as_posix(), rel))
    except BaseException:
        for pending, _rel in moves:
            (root / pending).unlink(missing_ok=True)
        raise
    if not moves:
        return []
    # the journal names whose change it is: finishing it takes that command's rights
    journal = moves if owner == "answer" else {"owner": owner, "moves": moves}
    write_kit_file(root, JOURNAL, (json.dumps(journal) + "\n").encode("utf-8"), "answer")
    finish(root)
    return [rel for _pending, rel in moves]


def _write_durable(path: Path, data: bytes) -> None:
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644)
        with open(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        path.unlink(missing_ok=True)
        raise naming(exc, path) from None


def finish(root: Path) -> bool:
    """Complete a journalled change, if one is waiting, and remove pending files that no
    journal names (a command killed while writing them). The caller holds the logs lock.
    True when a change was completed."""
    root = Path(root)
    journal = root / JOURNAL
    done = False
    if journal.is_file() and not journal.is_symlink():
        try:
            moves = json.loads(journal.read_text(encoding="utf-8"))
        except ValueError:
            raise IntegrityError(f"{JOURNAL}: not a journal ragfts wrote; remove it") from None
        owner = "answer"
        if isinstance(moves, dict) and moves.get("owner") in ("intake",):
            owner, moves = moves["owner"], moves.get("moves", [])
        for pending, rel in moves:
            source = root / pending
            if source.is_file() and not source.is_symlink():
                os.replace(source, kit_target(root, rel, owner))
        _sync_folders(root, {Path(rel).parent for _p, rel in moves})
        journal.unlink()
        done = True
    for folder in (root, root / REPLAYS, root / "intake"):
        if folder.is_dir() and not folder.is_symlink():
            for stale in folder.glob(f".*{_PENDING}"):
                stale.unlink(missing_ok=True)
    return done


def waiting(root: Path) -> bool:
    return (Path(root) / JOURNAL).is_file()


def _sync_folders(root: Path, folders) -> None:
    for folder in sorted(folders):
        fd = os.open(root / folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
