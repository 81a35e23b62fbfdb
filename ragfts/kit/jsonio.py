"""Strict JSON in, deterministic JSON out, and writes that are never half done."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

from .errors import InputError, Problem

MAX_DEPTH = 64
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
MAX_INT_DIGITS = 30

_BOM = b"\xef\xbb\xbf"


def utf8_text(data: bytes) -> str:
    """data as UTF-8 text, a leading BOM dropped: what the "utf-8-sig" codec does, without
    loading that codec at every start (a replay reads three files). A decoding error's
    offsets count the BOM, so they point into data itself."""
    if not data.startswith(_BOM):
        return data.decode("utf-8")
    try:
        return data[3:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnicodeDecodeError(
            exc.encoding, data, exc.start + 3, exc.end + 3, exc.reason
        ) from None


class _Reject(ValueError):
    """A refusal, with a pattern that finds its place in the text (the hooks get none)."""

    def __init__(self, message: str, pattern: str, nth: int = 1):
        super().__init__(message)
        self.pattern, self.nth = pattern, nth


def _pairs(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise _Reject(
                f"duplicate key {key!r} (JSON would silently keep the last one)",
                re.escape(json.dumps(key, ensure_ascii=False)) + r"\s*:",
                nth=2,
            )
        seen[key] = value
    return seen


def _constant(name):
    raise _Reject(f"{name} is not a JSON number", re.escape(name))


def _float(text):
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Reject(f"number {text} is too large to read back", re.escape(text))
    return value


def _int(text):
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Reject(f"integer with {len(text)} digits is too large", re.escape(text))
    return int(text)


def _check_depth(value, max_depth: int) -> None:
    """Containers only, without recursion: a broad log has hundreds of thousands."""
    level = [value]
    for _depth in range(max_depth + 1):
        level = [
            item
            for container in level
            if isinstance(container, (dict, list))
            for item in (container.values() if isinstance(container, dict) else container)
        ]
        if not level:
            return
    raise _Reject(f"nested deeper than {max_depth} levels", "")


def _check(value, depth=0):
    if depth > MAX_DEPTH:
        raise _Reject(f"nested deeper than {MAX_DEPTH} levels", "")
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise _Reject(
                f"text {value[:40]!r} holds a lone surrogate", r"\\u[dD][89a-fA-F]"
            ) from None
    elif isinstance(value, dict):
        for key, item in value.items():
            _check(key, depth + 1)
            _check(item, depth + 1)
    elif isinstance(value, list):
        for item in value:
            _check(item, depth + 1)


# One decoder for every call: json.loads with hooks builds a new one each time, which
# shows when a million corpus lines are read.
_DECODER = json.JSONDecoder(
    object_pairs_hook=_pairs, parse_constant=_constant, parse_int=_int, parse_float=_float
)


def loads_strict(text: str, where: str, max_depth: int = MAX_DEPTH):
    """Parse JSON, refusing what json.loads would quietly accept or mangle. Input that
    ragfts stores inside a log gets a smaller max_depth, so the log stays readable."""
    try:
        value = _DECODER.decode(text)
        # Text decoded from UTF-8 holds no surrogates, so only a \uD800-\uDFFF escape can
        # make one, and nesting needs brackets: skip the walk when neither can happen.
        if text.count("[") + text.count("{") > max_depth:
            _check_depth(value, max_depth)
        if _SURROGATE_ESCAPE.search(text):
            _check(value)
    except json.JSONDecodeError as exc:
        raise InputError(
            [Problem(where, exc.lineno, f"invalid JSON at column {exc.colno}: {exc.msg}")]
        ) from None
    except _Reject as exc:
        offset = (
            _deep_offset(text, max_depth)
            if not exc.pattern
            else _nth_match(text, exc.pattern, exc.nth)
        )
        raise InputError([_at(where, text, offset, str(exc))]) from None
    except RecursionError:
        raise InputError(
            [
                _at(
                    where,
                    text,
                    _deep_offset(text, max_depth),
                    f"nested deeper than {max_depth} levels",
                )
            ]
        ) from None
    return value


def _nth_match(text: str, pattern: str, nth: int) -> int | None:
    for n, match in enumerate(re.finditer(pattern, text), start=1):
        if n == nth:
            return match.start()
    return None


def _deep_offset(text: str, max_depth: int) -> int | None:
    """Where brackets first nest deeper than MAX_DEPTH, strings skipped."""
    depth, in_string, escaped = 0, False, False
    for offset, ch in enumerate(text):
        if in_string:
            escaped = not escaped and ch == "\\"
            in_string = escaped or ch != '"'
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > max_depth:
                return offset
        elif ch in "]}":
            depth -= 1
    return None


def _at(where: str, text: str, offset: int | None, detail: str) -> Problem:
    if offset is None:
        return Problem(where, None, f"invalid JSON: {detail}")
    line = text.count("\n", 0, offset) + 1
    column = offset - text.rfind("\n", 0, offset)
    return Problem(where, line, f"invalid JSON at column {column}: {detail}")


def read_json(path: Path, where: str, max_depth: int = MAX_DEPTH):
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError([Problem(where, None, "missing")]) from None
    try:
        text = utf8_text(data)
    except UnicodeDecodeError as exc:
        raise InputError([Problem(where, None, f"not UTF-8 at byte {exc.start}")]) from None
    return loads_strict(text, where, max_depth)


def dumps(value) -> str:
    """The one JSON form ragfts writes: stable, readable, UTF-8 kept as is."""
    return json.dumps(value, ensure_ascii=False, indent=2, allow_nan=False) + "\n"


def naming(exc: OSError, path) -> OSError:
    """The error with the file it was about: a full disk or a size limit raised while
    writing a temporary file names the file the user knows."""
    return OSError(exc.errno, exc.strerror, exc.filename or str(path))


def write_atomic(path: Path, data: bytes, sync: bool = True) -> None:
    """Temporary file in the same folder, flushed (and synced), then renamed over path.

    os.replace swaps a symlink planted at path for a file instead of writing through it.
    The temporary name is made unique by O_EXCL and the pid and a nanosecond counter
    (cheaper than tempfile's random names); it is never part of anything checksummed.
    """
    path = Path(path)
    while True:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{time.perf_counter_ns()}.tmp")
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            break
        except FileExistsError:
            continue
    try:
        with open(fd, "wb", closefd=True) as handle:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except OSError as exc:  # disk full, a file size limit: say which file
        tmp.unlink(missing_ok=True)
        raise naming(exc, path) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
