"""The locks of a kit: one over builds of the index, one over the logs and SHA256SUMS
(run, answer), in a .ragfts/ folder that must be plain.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

from ..kit.digests import REPLAYS
from ..kit.errors import InputError, IntegrityError
from .connect import INDEX, index_path


def _plain_folder(root: Path) -> Path:
    """.ragfts/, refused when it is a symbolic link or not a folder: every write into it
    must land inside the kit."""
    folder = index_path(root).parent
    if folder.is_symlink():
        raise IntegrityError(
            f"{INDEX.parent}/ is a symbolic link; ragfts builds only into a plain folder"
        )
    if folder.exists() and not folder.is_dir():
        raise IntegrityError(f"{INDEX.parent} is not a folder; remove it and run `ragfts build`")
    target = index_path(root)
    if target.is_symlink() or (target.exists() and not target.is_file()):
        raise IntegrityError(f"{INDEX} is not a plain file; remove it and run `ragfts build`")
    return folder


@contextmanager
def _build_lock(root: Path):
    """One build at a time per kit. A build killed earlier may have left its temporary
    file behind, and only the lock holder may safely remove it. A refused first build
    leaves no .ragfts/ folder behind: bad input writes nothing."""
    import fcntl
    import shutil

    folder = _plain_folder(root)
    created = not folder.exists()
    folder.mkdir(exist_ok=True)
    try:
        with open(folder / "build.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            for stale in folder.glob(".index.*.tmp"):
                stale.unlink(missing_ok=True)
            yield folder
    except InputError:
        if created:
            shutil.rmtree(folder, ignore_errors=True)
        raise


@contextmanager
def logs_lock(root: Path):
    """Held by every read-modify-write of logs (run, answer) and of SHA256SUMS with them:
    an answer attached while a run rewrites the same log is never lost."""
    import fcntl

    folder = _plain_folder(root)
    folder.mkdir(exist_ok=True)
    with open(folder / "logs.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        from ..kit.commit import finish

        finish(root)  # a change a killed `answer` journalled is completed first
        # A writer killed mid-write left its temporary file (every one is made in
        # replays/; packs are appended to); only the lock holder may remove it. Never
        # through a link: the writers refuse a linked replays/ anyway.
        logs = Path(root) / REPLAYS
        if logs.is_dir() and not logs.is_symlink():
            for stale in logs.glob(".*.tmp"):
                stale.unlink(missing_ok=True)
        yield
