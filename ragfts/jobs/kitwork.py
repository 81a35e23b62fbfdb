"""The kit jobs a command runs as they are: build the index, seal and verify the kit,
import an export, start a kit, list the grading codes. Each is the lower stage's own
function; the CLI reaches them here, through the jobs stage only."""

from __future__ import annotations

from ..grade.codes import CODES
from ..index.build import build
from ..index.view import open_kit
from ..kit.importing import Mapping, import_export
from ..kit.init import init, upgrade_schema
from ..log.sums import seal as seal_files
from ..log.sums import verify

__all__ = ["CODES", "Mapping", "build", "import_export", "init", "seal", "upgrade_schema", "verify"]


def seal(root) -> list[str]:
    """SHA256SUMS over the kit, only for a kit that builds: the kit is checked (and its
    index built) exactly as every command would, and nothing is sealed when it fails."""
    with open_kit(root):
        pass
    return seal_files(root)
