"""Loads a kit folder into typed records, reporting every problem at once.

A kit is schema.sql, corpus/ (one .txt per document or .jsonl with many, plus
facts.csv) and questions.csv. Nothing here writes.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Mapping
from pathlib import Path

from .digests import FACTS, QUESTIONS, SCORES, UNITS
from .documents import read_text
from .errors import ExpressionError, Problem
from .expression import check_expression
from .profile import fold
from .records import (
    FACT_COLUMNS,
    FACT_OPTIONAL,
    QUESTION_COLUMNS,
    QUESTION_OPTIONAL,
    Fact,
    Question,
    Source,
    nfc,
    split_list,
)
from .route import ORIGINS, Scored
from .rules import inclusive_end, value_kind

# csv's default limit is 128 KiB per field; a pasted document may be larger.
CSV_FIELD_LIMIT = 16 * 1024 * 1024


def read_csv(
    root: Path,
    rel: str,
    columns: tuple[str, ...],
    problems: list[Problem],
    optional=(),
    omittable=(),
) -> Iterator[tuple[int, dict]]:
    """Rows of a CSV whose header is the given columns, then any of the optional ones, as
    (line number, row dict); an optional column that is absent reads as "", and so does
    an omittable one the header leaves out (questions.csv's `query`)."""
    text = read_text(root / rel, rel, problems)
    if text is None:
        return
    csv.field_size_limit(CSV_FIELD_LIMIT)
    # Only \n ends a record: str.splitlines would also split at U+2028, NEL, form feed or
    # 0x1E inside a field and shift every later line number.
    reader = csv.reader(io.StringIO(text, newline=""), strict=True)
    try:
        header = next(reader, None)
    except csv.Error as exc:
        problems.append(Problem(rel, 1, f"unreadable header: {exc}"))
        return
    if header is None:
        problems.append(Problem(rel, 1, f"empty file: expected the header {','.join(columns)}"))
        return
    left_out = {c: "" for c in omittable if c not in header}
    stated = columns  # the header the message names: every column
    columns = tuple(c for c in columns if c not in left_out)
    extra = header[len(columns) :]
    if (
        tuple(header[: len(columns)]) != columns
        or not set(extra) <= set(optional)
        or len(set(extra)) != len(extra)
    ):
        hint = (
            " (the file looks ';'-separated; ragfts reads ',')"
            if len(header) == 1 and ";" in header[0]
            else ""
        )
        then = f" (then any of {', '.join(optional)})" if optional else ""
        problems.append(
            Problem(
                rel,
                1,
                f"expected the header {','.join(stated)}{then}, got {','.join(header)}{hint}",
            )
        )
        return
    columns = tuple(header)
    missing = {**left_out, **{name: "" for name in optional if name not in columns}}
    line = reader.line_num + 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            problems.append(Problem(rel, line, f"broken CSV: {exc} (an unterminated quote?)"))
            return
        if row and len(row) != len(columns):
            kind = "missing" if len(row) < len(columns) else "extra"
            problems.append(
                Problem(rel, line, f"{kind} fields: expected {len(columns)}, got {len(row)}")
            )
        elif row:
            yield line, {**missing, **dict(zip(columns, row))}
        line = reader.line_num + 1


def _record(problems: list[Problem], rel: str, line: int, make, row):
    try:
        return make(row)
    except ValueError as exc:
        problems.append(Problem(rel, line, str(exc)))
        return None


def _load_unique(
    root: Path,
    rel: str,
    columns,
    make,
    id_name: str,
    what: str,
    problems: list[Problem],
    only=None,
    optional=(),
    omittable=(),
):
    """Rows of a CSV made into records by id, and the line of each; a repeated id is a
    problem (rejected, not overwritten)."""
    records: dict = {}
    lines: dict[str, int] = {}
    for line, row in read_csv(root, rel, columns, problems, optional, omittable):
        if only is not None and row[columns[0]] not in only:
            continue
        record = _record(problems, rel, line, make, row)
        if record is None:
            continue
        key = getattr(record, id_name)
        if key in records:
            problems.append(Problem(rel, line, f"duplicate {what} {key!r}"))
            continue
        records[key] = record
        lines[key] = line
    return records, lines


def load_facts(root: Path, problems: list[Problem], exclusive: bool = False) -> dict[str, Fact]:
    """The registry; a fact's own validity end made inclusive when the kit writes ends
    exclusively, as its documents' are."""
    facts, lines = _load_unique(
        root,
        FACTS,
        FACT_COLUMNS,
        _exclusive_fact if exclusive else _fact,
        "fact_id",
        "fact_id",
        problems,
        optional=FACT_OPTIONAL,
    )
    first: dict[tuple, Fact] = {}
    for fact in facts.values():  # one kind of value per subject.attribute
        other = first.setdefault((fact.subject, fact.attribute), fact)
        if value_kind(other.value) != value_kind(fact.value):
            problems.append(
                Problem(
                    FACTS,
                    lines[fact.fact_id],
                    f"{fact.fact_id}: {fact.subject}.{fact.attribute} is "
                    f"{value_kind(other.value)} in {other.fact_id}, and "
                    f"{value_kind(fact.value)} here: one kind of value per attribute",
                )
            )
    return facts


def _fact(row: dict, exclusive: bool = False) -> Fact:
    phrases = tuple(p.strip() for p in nfc(row["phrases"]).split("|") if p.strip())
    valid_from, valid_until = row["valid_from"] or None, row["valid_until"] or None
    return Fact(
        *[nfc(row[column]) for column in FACT_COLUMNS],
        phrases,
        valid_from,
        inclusive_end(valid_from or "", valid_until, exclusive) if valid_until else None,
    )


def _exclusive_fact(row: dict) -> Fact:
    return _fact(row, exclusive=True)


def _flag(value: str, name: str) -> bool:
    if value.strip().lower() in ("", "false"):
        return False
    if value.strip().lower() == "true":
        return True
    raise ValueError(f"{name} must be true or false, got {value!r}")


def _question(row: dict, profile: str = "plain") -> Question:
    derived = not row["query"].strip()
    if derived:  # seed 002's questions have no query: one is derived by rule, and logged so
        from .queries import derived_query

        row = {**row, "query": derived_query(row["question"], profile)}
        if not row["query"]:
            raise ValueError("query: empty, and the question has no content word to derive one")
    try:
        query = check_expression(row["query"])
    except ExpressionError as exc:
        raise ValueError(f"query: {exc}") from None
    return Question(
        row["id"],
        row["at"],
        row["question"],
        query,
        row["expected_action"],
        split_list(row["fact_ids"]),
        split_list(row["source_ids"]),
        row["expected_response"],
        _flag(row["open"], "open"),
        _alternative(row["alternative_query"]),
        row["tenant_id"],
        tuple(sorted(set(split_list(row["groups"])))),
        split_list(row["canaries"]),
        _flag(row["critical"], "critical"),
        row["expected_status"].strip(),
        derived=derived,
    )


def _alternative(query: str) -> str:
    if not query:
        return ""
    try:
        return check_expression(query)
    except ExpressionError as exc:
        raise ValueError(f"alternative_query: {exc}") from None


def load_questions(
    root: Path, problems: list[Problem], only=None, profile: str = "plain"
) -> tuple[dict[str, Question], dict[str, int]]:
    """Questions by id, and the line each one is on (to locate later problems). With
    `only`, the other rows are read as CSV but not checked: replaying one question of
    thousands should not pay for all of them. A row without a query (or a file without
    the column) gets one derived from its question under the kit's profile."""
    from functools import partial

    return _load_unique(
        root,
        QUESTIONS,
        QUESTION_COLUMNS,
        partial(_question, profile=profile),
        "id",
        "question id",
        problems,
        only,
        QUESTION_OPTIONAL,
        omittable=("query",),
    )


def check_facts(facts: dict[str, Fact], texts: Mapping[str, str]) -> list[Problem]:
    """Each fact's source exists and its quote is in that source's text (texts holds
    the text of every existing source that a fact names)."""
    problems = []
    for fact in facts.values():
        if fact.source_id not in texts:
            problems.append(
                Problem(FACTS, None, f"{fact.fact_id}: unknown source_id {fact.source_id!r}")
            )
        elif fact.quote and fact.quote not in texts[fact.source_id]:
            problems.append(
                Problem(
                    FACTS,
                    None,
                    f"{fact.fact_id}: quote {fact.quote!r} is not in the text of {fact.source_id}",
                )
            )
    return problems


def check_questions(questions, lines, facts, sources: Mapping[str, Source]) -> list[Problem]:
    problems = []
    for question in questions.values():
        for fact_id in question.fact_ids:
            if fact_id not in facts:
                problems.append(
                    Problem(
                        QUESTIONS, lines[question.id], f"{question.id}: unknown fact_id {fact_id!r}"
                    )
                )
        for source_id in question.source_ids:
            if source_id not in sources:
                problems.append(
                    Problem(
                        QUESTIONS,
                        lines[question.id],
                        f"{question.id}: unknown source_id {source_id!r}",
                    )
                )
    return problems


SCORE_COLUMNS = ("id", "source_id", "score", "origin", "evaluator", "reason")


def load_scores(root: Path, problems: list[Problem]) -> dict[str, list[Scored]]:
    """The kit's reference evaluator scores (scores.csv), by question id, in file order. A
    score that is empty, not a number, not finite or outside [0, 1] is kept as it is: the
    router refuses it as an evaluator error when it is used."""
    if not (Path(root) / SCORES).exists():
        return {}
    scores: dict[str, list[Scored]] = {}
    for line, row in read_csv(root, SCORES, SCORE_COLUMNS, problems):
        if row["origin"] not in ORIGINS:
            problems.append(
                Problem(
                    SCORES, line, f"origin must be primary or alternative, got {row['origin']!r}"
                )
            )
            continue
        scores.setdefault(row["id"], []).append(
            Scored(
                row["source_id"],
                _score(row["score"]),
                row["origin"],
                row["evaluator"],
                row["reason"],
            )
        )
    return scores


def _score(text: str):
    if not text.strip():
        return None
    try:
        return float(text)
    except ValueError:
        return text


UNIT_COLUMNS = ("unit", "words")


def load_units(root: Path, problems: list[Problem]) -> dict[str, tuple[str, ...]]:
    """The kit's own unit words (units.csv: unit, then `|`-separated words as free text
    writes them, each matched as the start of what follows a number), folded as answers
    are; they add to the shipped words of RUB, USD, EUR, IRR, IRT, day, month, mV, mA."""
    from .records import unit_name

    if not (Path(root) / UNITS).exists():
        return {}
    units: dict[str, tuple[str, ...]] = {}
    for line, row in read_csv(root, UNITS, UNIT_COLUMNS, problems):
        words = tuple(fold(w.strip()) for w in row["words"].split("|") if w.strip())
        try:
            unit_name(row["unit"])
        except ValueError as exc:
            problems.append(Problem(UNITS, line, str(exc)))
            continue
        if not words:
            problems.append(Problem(UNITS, line, f"unit {row['unit']!r} has no words"))
        elif row["unit"] in units:
            problems.append(Problem(UNITS, line, f"duplicate unit {row['unit']!r}"))
        else:
            units[row["unit"]] = words
    return units
