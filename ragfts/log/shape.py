"""The one error a log of the wrong shape raises while it is read, and the check that
names where."""

from __future__ import annotations

import json


class _Shape(ValueError):
    pass


def _expect(value, kind, where: str):
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        names = {dict: "an object", list: "a list", str: "a text", bool: "true or false"}
        raise _Shape(
            f"{where}: expected {names.get(kind, kind.__name__)}, got {json.dumps(value)[:60]}"
        )
    return value
