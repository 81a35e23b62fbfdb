"""What a column mapping names in one row of an export: a key, or a path into a JSON
row that nests (user.text, messages.1.content)."""

from __future__ import annotations

ABSENT = object()


def walked(row: dict, name: str):
    if name in row:
        return row[name]
    value = row
    for step in name.split("."):
        if isinstance(value, dict) and step in value:
            value = value[step]
        elif isinstance(value, list) and step.isdigit() and int(step) < len(value):
            value = value[int(step)]
        else:
            return ABSENT
    return value


def cell(row: dict, name: str):
    """A column's value: the key itself, or, in a JSON export whose rows nest, a path
    through objects and arrays (user.text, messages.1.content) when no key is so named;
    None when the row has neither."""
    value = walked(row, name)
    return None if value is ABSENT else value


# How many of a first row's column names (nested ones as paths) an error lists.
NAMES_SHOWN = 30


def column_names(row: dict, depth: int = 3) -> list[str]:
    """The row's columns as a mapping can name them: a nested object's as paths."""
    out = []
    for key, value in row.items():
        if isinstance(value, dict) and value and depth > 1:
            out += [f"{key}.{inner}" for inner in column_names(value, depth - 1)]
        elif isinstance(value, list) and value and isinstance(value[0], dict) and depth > 1:
            out += [f"{key}.0.{inner}" for inner in column_names(value[0], depth - 1)]
        else:
            out.append(str(key))
    return out


def without(row: dict, names) -> dict:
    """The row with the columns the mapping named taken out (a nested one from its
    object, and an object left empty with it), so what stays is the row's other
    columns; the row itself is not changed."""
    out = dict(row)
    for name in sorted(n for n in names if n):
        if name in out:
            del out[name]
        elif "." in name:
            head, rest = name.split(".", 1)
            if isinstance(out.get(head), dict):
                inner = without(out[head], [rest])
                if inner:
                    out[head] = inner
                else:
                    del out[head]
    return out
