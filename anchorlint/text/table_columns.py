"""A table's figure belongs to its column.

``etcdutl snapshot status`` prints one row under ``REVISION`` and ``TOTAL
KEYS``; a card that writes the revision as the key count (``485261 個
key``) uses a figure the source has, under another column. A figure the
card writes with a counted noun (``485261 個 key``, ``11642 keys``) is not
grounded when the source writes it only in table cells, and the noun names
another column of that table and not the figure's own. A noun that names
no column (``個鍵``, ``entries``), the figure's own column, a cell whose
sentence counts the noun itself (``must not exceed 2942 items``), or a
figure the prose also writes still ground it.

Markdown tables (``| … |`` rows, a ``|---|`` rule) and the boxed tables
command-line tools print (``+----+`` rules) are read; a table's header is
its first row, when it holds no figure. Pure functions of folded text; the
figures of a table are read only for a noun one of its columns names.
"""

from __future__ import annotations

import re

from anchorlint.text.counts import FUNCTION_WORDS
from anchorlint.text.numbers import read_numbers

_PIPE_ROW_RE = re.compile(r"[ \t]*\|(.*)\|[ \t]*")
_RULE_RE = re.compile(r"[ \t]*[+|][-=:+| \t]*")
_DIGIT_RE = re.compile(r"[0-9]")
_WORD_RE = re.compile(r"[a-z][a-z_-]*")
# The noun a card counts right after a figure: a Latin word, after a CJK
# counter or not (``11642 個 revision``, ``11642 keys``); a word, not a
# name with a figure (``2008 R2``).
_COUNTED_NOUN_RE = re.compile(r"[ \t]*(?:[個个項项筆笔][ \t]*)?([A-Za-z][A-Za-z_-]*)(?![A-Za-z0-9_])")


class Table:
    """One table: its header's words per column, and its rows' cells."""

    __slots__ = ("header", "rows", "_places")

    def __init__(self, header: list[frozenset[str]]) -> None:
        self.header = header
        self.rows: list[list[str]] = []
        self._places: dict[str, set[int]] | None = None

    def columns_of(self, key: str) -> set[int]:
        """The columns whose cells write the figure ``key`` (read on first use)."""
        if self._places is None:
            self._places = {}
            for row in self.rows:
                for column, cell in enumerate(row):
                    for number in read_numbers(cell) if _DIGIT_RE.search(cell) else ():
                        self._places.setdefault(number.key, set()).add(column)
        return self._places.get(key, set())


# A run of lines that open with a pipe or a plus: where a table can stand.
# Led by the newline before it (a pattern led by ``^`` is tried at every
# position); a text's first line is looked at apart.
_BLOCK_RE = re.compile(r"\n[ \t]*[|+][^\n]*(?:\n[ \t]*[|+][^\n]*)*")


class Tables:
    """A source's tables with a header, and where its text holds tables."""

    __slots__ = ("tables", "text", "spans")

    def __init__(self, tables: list[Table], text: str, spans: list[tuple[int, int]]) -> None:
        self.tables = tables
        self.text = text
        self.spans = spans


def read_tables(text: str) -> Tables:
    """The tables of folded ``text`` that have a header."""
    tables: list[Table] = []
    spans: list[tuple[int, int]] = []
    if "|" not in text:
        return Tables(tables, text, spans)
    for block in _BLOCK_RE.finditer("\n" + text):
        spans.append((block.start(), block.end() - 1))  # in text (the newline added before it)
        table: Table | None = None
        started = False  # a table's first row (its header, if it has no figure) is read
        for line in block.group()[1:].split("\n"):
            row = _PIPE_ROW_RE.fullmatch(line)
            if row is None:
                if "-" not in line or _RULE_RE.fullmatch(line) is None:
                    table, started = None, False  # a line of another kind ends the table
                continue  # a rule (|---|, +----+): the table goes on
            cells = row.group(1).split("|")
            if not started:
                started = True
                table = None if _DIGIT_RE.search(row.group(1)) else Table([_forms(cell) for cell in cells])
                if table is not None:
                    tables.append(table)
            elif table is not None:
                table.rows.append(cells)
    return Tables(tables, text, spans)


def _forms(cell: str) -> frozenset[str]:
    """A header cell's words and their singulars (``keys``: key), not the
    function words that join them (``Time per op``)."""
    words = {word for word in _WORD_RE.findall(cell) if word not in FUNCTION_WORDS}
    return frozenset(words | {word[:-1] for word in words if word.endswith("s") and len(word) > 3})


def counted_noun(line: str, end: int) -> str | None:
    """The Latin noun the card counts right after the figure ending at
    ``end`` of ``line`` (lower case), or None."""
    match = _COUNTED_NOUN_RE.match(line, end)
    noun = None if match is None else match.group(1).lower()
    return None if noun is None or noun in FUNCTION_WORDS else noun


def in_other_column(key: str, noun: str, tables: Tables) -> bool:
    """Is the figure ``key`` written (in :func:`read_tables`' ``tables``)
    only in table cells, under columns that ``noun`` does not name, of a
    table another of whose columns it names?"""
    forms = {noun, noun[:-1]} if noun.endswith("s") and len(noun) > 3 else {noun}
    named = [table for table in tables.tables if any(not forms.isdisjoint(words) for words in table.header)]
    if not named:
        return False
    other = False
    for table in named:
        for column in table.columns_of(key):
            if column < len(table.header) and not forms.isdisjoint(table.header[column]):
                return False  # the noun names the figure's own column
            if _counted_in_cell(table, column, key, forms):
                return False  # a cell of prose counts the noun itself: "must not exceed 2942 items"
            other = True
    return other and not _in_prose(key, tables)


def _counted_in_cell(table: Table, column: int, key: str, forms: set[str]) -> bool:
    """Does a cell of ``column`` write the figure ``key`` with one of the
    noun's ``forms`` right after it, as the card does?"""
    for row in table.rows:
        cell = row[column] if column < len(row) else ""
        at = cell.find(key)
        while at >= 0:
            if at == 0 or not (cell[at - 1].isdigit() or cell[at - 1] == "."):
                match = _COUNTED_NOUN_RE.match(cell, at + len(key))
                if match is not None and match.group(1).lower() in forms:
                    return True
            at = cell.find(key, at + 1)
    return False


def _in_prose(key: str, tables: Tables) -> bool:
    """Does the text write the figure ``key`` outside its tables? Only the
    lines outside them that hold the key's first digits are read."""
    text, head = tables.text, key.split(".")[0][:3]
    at = text.find(head)
    while at >= 0:
        if not any(start <= at < end for start, end in tables.spans):
            start, end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
            if any(number.key == key for number in read_numbers(text[start:end if end >= 0 else len(text)])):
                return True
        at = text.find(head, at + 1)
    return False
