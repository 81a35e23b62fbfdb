"""The kit jobs a command runs as they are: build the index, seal and verify the kit,
import an export, start a kit, list the grading codes. Each is the lower stage's own
function; the CLI reaches them here, through the jobs stage only."""

from __future__ import annotations

from ..grade.codes import CODES
from ..index.build import build
from ..kit.importing import Mapping, import_export
from ..kit.init import init
from ..log.sums import seal, verify

__all__ = ["CODES", "Mapping", "build", "import_export", "init", "seal", "verify"]
