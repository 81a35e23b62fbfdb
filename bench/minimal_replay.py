"""The least a replay can be: click + sqlite3, one fixed query, rows printed.
python bench/minimal_replay.py INDEX EXPRESSION AT
"""

import sqlite3

import click

FIXED_QUERY = (
    "SELECT source_id, valid_from, valid_until, text FROM documents "
    "WHERE documents MATCH ? AND valid_from <= ? "
    "AND (valid_until IS NULL OR valid_until >= ?) "
    "ORDER BY source_id, rowid"
)


@click.command()
@click.argument("index")
@click.argument("expression")
@click.argument("at")
def main(index, expression, at):
    conn = sqlite3.connect(f"file:{index}?mode=ro", uri=True)
    for source_id, valid_from, valid_until, text in conn.execute(FIXED_QUERY, [expression, at, at]):
        click.echo(f"{source_id} [{valid_from} .. {valid_until or 'open'}]\n  {text}")


if __name__ == "__main__":
    main()
