"""A count of a table's rows that share one cell.

A settings table gives each option's type and default; a faithful summary
counts the options of one kind: "其中四個布林參數預設都是 false" where four
of the six rows read ``boolean`` and ``false``. The count is not written
and is no list's length, but the rows that share the value the card names
are. So a count is grounded when the card's line names a value (``false``)
that exactly that many rows of one column of a source table hold. The
value must be a word of three letters or more that is no function word (a
cell's ``no`` or ``-`` is named by too many lines to bind a count), and the
card must write it: a count of rows sharing a value it does not name is
not grounded this way. Folded text in (:func:`read_tables`' tables); pure.
"""

from __future__ import annotations

import re
from collections import Counter

from anchorlint.text.counts import FUNCTION_WORDS
from anchorlint.text.table_columns import Tables

_VALUE_RE = re.compile(r"[a-z][a-z0-9_.-]{2,23}")
_CELL_MARKUP = " \t*_`"


def shared_values(tables: Tables) -> dict[str, frozenset[int]]:
    """Each cell value that two or more rows of one column share -> how many
    rows share it (one number per column that holds it)."""
    shared: dict[str, set[int]] = {}
    for table in tables.tables:
        width = max((len(row) for row in table.rows), default=0)
        for column in range(width):
            counted = Counter(row[column].strip(_CELL_MARKUP) for row in table.rows if column < len(row))
            for value, rows in counted.items():
                if rows >= 2 and _VALUE_RE.fullmatch(value) is not None and value not in FUNCTION_WORDS:
                    shared.setdefault(value, set()).add(rows)
    return {value: frozenset(rows) for value, rows in shared.items()}


def rows_sharing(line: str, value: int, shared: dict[str, frozenset[int]]) -> bool:
    """Does folded ``line`` name a cell value that ``value`` rows of one
    source column share (:func:`shared_values`)?"""
    return any(value in rows and _names(line, cell) for cell, rows in shared.items())


def _names(line: str, cell: str) -> bool:
    at = line.find(cell)
    while at >= 0:
        end = at + len(cell)
        if (at == 0 or not _word_char(line[at - 1])) and (end == len(line) or not _word_char(line[end])):
            return True
        at = line.find(cell, at + 1)
    return False


def _word_char(char: str) -> bool:
    return char.isascii() and (char.isalnum() or char in "_-")
