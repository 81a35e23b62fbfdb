"""The corpus's documents as typed records: one .txt per document (header lines, a blank
line, the text) or .jsonl with many, read one at a time; problems recorded, not raised.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from .digests import CORPUS, FACTS
from .errors import InputError, Problem
from .jsonio import utf8_text
from .records import (
    ACCESS_FIELDS,
    DOCUMENT_FIELDS,
    LINK_FIELDS,
    Document,
    nfc,
)
from .rules import inclusive_end


def read_text(path: Path, rel: str, problems: list[Problem]) -> str | None:
    """UTF-8 text (a BOM tolerated), or None with the reason recorded."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        problems.append(Problem(rel, None, f"cannot read: {exc.strerror}"))
        return None
    try:
        text = utf8_text(data)
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        problems.append(
            Problem(rel, line, f"not UTF-8 (byte 0x{data[exc.start]:02x}); save the file as UTF-8")
        )
        return None
    if "\x00" in text:
        problems.append(
            Problem(rel, text[: text.index("\x00")].count("\n") + 1, "contains a NUL character")
        )
        return None
    return text


def parse_document(text: str, rel: str, exclusive: bool = False) -> Document:
    """A document file: `field: value` header lines, a blank line, then the text."""
    head, sep, body = text.partition("\n\n")
    if not sep:
        raise ValueError(
            "expected header lines (source_id, valid_from, valid_until), "
            "a blank line, then the text"
        )
    header: dict[str, str] = {}
    for number, line in enumerate(head.split("\n"), start=1):
        name, colon, value = line.partition(":")
        name = name.strip()
        if not colon or name not in DOCUMENT_FIELDS + ACCESS_FIELDS + LINK_FIELDS:
            raise _LineError(
                number,
                f"expected a header line 'source_id|valid_from|valid_until: value' (or "
                f"{'|'.join(ACCESS_FIELDS + LINK_FIELDS)}), got {line!r}",
            )
        if name in header:
            raise _LineError(number, f"{name} is given twice")
        header[name] = value.strip()
    missing = [f for f in DOCUMENT_FIELDS if f not in header]
    if missing:
        raise _LineError(1, f"missing header field(s): {', '.join(missing)}")
    access = _access({k: v for k, v in header.items() if k in ACCESS_FIELDS + LINK_FIELDS})
    return _document(
        header["source_id"],
        header["valid_from"],
        header["valid_until"] or None,
        body,
        access,
        exclusive,
    )


def _access(fields: dict) -> dict:
    """The optional access and link fields as a document takes them: acl a sorted tuple (";" lists
    in a header), authority a whole number."""
    out = dict(fields)
    for name in ("tenant_id", "status", "canonical_id", *LINK_FIELDS):
        if name in out and not isinstance(out[name], str):
            raise ValueError(f"{name} must be text, got {json.dumps(out[name])}")
    if "acl" in out:
        acl = out["acl"]
        if not isinstance(acl, str | list) or (
            isinstance(acl, list) and not all(isinstance(g, str) for g in acl)
        ):
            # null once became the group 'None', and 5 the group '5'
            raise ValueError(
                "acl must be text (groups separated by ';') or a list of texts, "
                f"got {json.dumps(acl)}"
            )
        groups = (
            acl if isinstance(acl, list) else [g.strip() for g in str(acl).split(";") if g.strip()]
        )
        out["acl"] = tuple(sorted(set(groups))) if all(isinstance(g, str) for g in groups) else acl
    if "authority" in out and (
        isinstance(out["authority"], bool) or not isinstance(out["authority"], int | str)
    ):
        raise ValueError(
            f"authority must be a whole number from 0 to 100, got {json.dumps(out['authority'])}"
        )
    if isinstance(out.get("authority"), str):
        try:
            out["authority"] = int(out["authority"]) if out["authority"] else 0
        except ValueError:
            raise ValueError(
                f"authority must be a whole number from 0 to 100, got {out['authority']!r}"
            ) from None
    return out


class _LineError(ValueError):
    def __init__(self, line: int, message: str):
        self.line = line
        super().__init__(message)


def _document(source_id, valid_from, valid_until, text, access=None, exclusive=False) -> Document:
    valid_until = inclusive_end(valid_from, valid_until, exclusive)
    if isinstance(text, str):
        text = nfc(text.rstrip("\n"))
    if not access:  # all fields given: the records' fast path, for a million documents
        return Document(
            source_id, valid_from, valid_until, text, "", (), "published", "", 0, "", ""
        )
    return Document(source_id, valid_from, valid_until, text, **access)


def _jsonl_documents(
    path: Path, rel: str, problems: list[Problem], exclusive: bool = False
) -> Iterator[Document]:
    """One document per line, read line by line: a million documents never sit in memory."""
    from .jsonio import loads_strict  # the strict JSON rules, shared with the logs

    try:
        handle = open(path, "rb")
    except OSError as exc:
        problems.append(Problem(rel, None, f"cannot read: {exc.strerror}"))
        return
    with handle:
        for number, raw in enumerate(handle, start=1):
            line = _jsonl_line(raw, number, rel, problems)
            if line is not None:
                yield from _jsonl_record(line, number, rel, problems, loads_strict, exclusive)


def _jsonl_line(raw: bytes, number: int, rel: str, problems: list[Problem]) -> str | None:
    if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        problems.append(
            Problem(rel, number, f"not UTF-8 (byte 0x{raw[exc.start]:02x}); save the file as UTF-8")
        )
        return None
    if "\x00" in line:
        problems.append(Problem(rel, number, "contains a NUL character"))
        return None
    return line if line.strip() else None


def _jsonl_record(
    line: str, number: int, rel: str, problems: list[Problem], loads_strict, exclusive=False
) -> Iterator[Document]:
    try:
        record = loads_strict(line, rel)
        if (
            not isinstance(record, dict)
            or not {*DOCUMENT_FIELDS, "text"} <= set(record)
            or not set(record)
            <= {*DOCUMENT_FIELDS, "text", *ACCESS_FIELDS, *LINK_FIELDS, "metadata"}
        ):
            raise ValueError(
                "expected an object with source_id, valid_from, valid_until, text (and any of "
                f"{', '.join(ACCESS_FIELDS + LINK_FIELDS)}, metadata)"
            )
        if not isinstance(record.get("metadata", {}), dict):
            raise ValueError("metadata must be an object (kept as it is, never read)")
        access = _access({k: v for k, v in record.items() if k in ACCESS_FIELDS + LINK_FIELDS})
        yield _document(
            record["source_id"],
            record["valid_from"],
            record["valid_until"],
            record["text"],
            access,
            exclusive,
        )
    except InputError as exc:
        problems.extend(Problem(rel, number, p.message) for p in exc.problems)
    except ValueError as exc:
        problems.append(Problem(rel, number, str(exc)))


def iter_documents(
    root: Path, problems: list[Problem], exclusive: bool = False
) -> Iterator[Document]:
    """Every document of corpus/ in file-name order, validity ends made inclusive when the
    kit writes them exclusively; problems are appended, not raised."""
    corpus = root / CORPUS
    if not corpus.is_dir():
        problems.append(Problem(CORPUS, None, "missing: the kit needs a corpus/ folder"))
        return
    for path in sorted(corpus.iterdir()):
        rel = f"{CORPUS}/{path.name}"
        if path.name.startswith(".") or rel == FACTS:
            continue
        if any(ch in path.name for ch in "\n\r\\"):
            problems.append(
                Problem(
                    f"{CORPUS}/{path.name!r}",
                    None,
                    "a file name may not contain a newline or a backslash",
                )
            )
            continue
        if path.is_symlink():
            problems.append(
                Problem(
                    rel, None, "is a symbolic link; corpus files must be plain files in the kit"
                )
            )
            continue
        if path.suffix not in (".txt", ".jsonl") or not path.is_file():
            problems.append(
                Problem(rel, None, "unexpected file: corpus/ holds *.txt, *.jsonl and facts.csv")
            )
            continue
        if path.suffix == ".jsonl":
            yield from _jsonl_documents(path, rel, problems, exclusive)
            continue
        text = read_text(path, rel, problems)
        if text is None:
            continue
        try:
            yield parse_document(text, rel, exclusive)
        except _LineError as exc:
            problems.append(Problem(rel, exc.line, str(exc)))
        except ValueError as exc:
            problems.append(Problem(rel, None, str(exc)))
