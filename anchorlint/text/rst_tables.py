"""The rows of reStructuredText's tables: simple tables (columns under
rules of ``=`` separated by spaces) and grid tables (``+---+---+``).

A reST document tabulates with rules, not pipes, and a faithful summary
counts its rows ("表格共六列") as it counts a markdown table's. A simple
table: a rule of two or more ``=`` runs, its header, a second rule, its
rows (a blank line may separate groups), and a closing rule; a table of
one rule line above its rows and one below has no header, and all its
lines are rows. A grid table: rows between ``+---+`` separators, a
``+===+`` separator ending its header. Pure: lines in, sizes out.
"""

from __future__ import annotations

import re

# A simple table's rule: runs of = separated by spaces, two columns or more.
_SIMPLE_RULE_RE = re.compile(r"[ \t]*=+(?:[ \t]+=+)+[ \t]*$")
_SIMPLE_RULE_AFTER_RE = re.compile(r"\n[ \t]*=+(?:[ \t]+=+)+[ \t]*(?=\n|$)")
_GRID_RULE_RE = re.compile(r"[ \t]*\+(?:-+\+)+[ \t]*$")
_GRID_HEADER_RE = re.compile(r"[ \t]*\+(?:=+\+)+[ \t]*$")
_FIGURE_RE = re.compile("[0-9]")


def might_hold_rst_tables(text: str) -> bool:
    """Does ``text`` write a simple table's rule or a grid table's header
    separator at all (most sources do not)?"""
    return "=  =" in text or "= =" in text or "+==" in text


def rst_table_sizes(lines: list[str], joined: str) -> tuple[set[int], set[int]]:
    """The number of each table's rows (the header's apart), and of those
    tables whose every row's first cell carries a figure. ``joined``: a
    line feed and the lines joined by line feeds (a scan led by the line
    feed visits the rules only)."""
    sizes: set[int] = set()
    figured: set[int] = set()
    rules = []
    i = at_char = 0  # the line starting at joined[at_char]
    for rule in _SIMPLE_RULE_AFTER_RE.finditer(joined):
        i += joined.count("\n", at_char, rule.start())
        at_char = rule.start()
        rules.append(i)
    at = 0
    while at + 1 < len(rules):
        # rule, header, rule, rows, rule (or rule, rows, rule: no header)
        first, second = rules[at], rules[at + 1]
        third = rules[at + 2] if at + 2 < len(rules) else None
        if third is not None and second - first <= 3 and _simple_body(lines, second + 1, third):
            body, at = lines[second + 1:third], at + 3
        elif _simple_body(lines, first + 1, second):
            body, at = lines[first + 1:second], at + 2
        else:
            at += 1
            continue
        rows = [line for line in body if line.strip()]
        _add(rows, [row.split()[0] for row in rows], sizes, figured)
    if "+==" in joined:
        _grid_sizes(lines, sizes, figured)
    return sizes, figured


def _simple_body(lines: list[str], start: int, stop: int) -> bool:
    """Are the lines from ``start`` to ``stop`` a table's body: some rows
    and no two blank lines in a row (which a table never holds)?"""
    body = lines[start:stop]
    return any(line.strip() for line in body) and all(
        body[i].strip() or body[i + 1].strip() for i in range(len(body) - 1))


def _grid_sizes(lines: list[str], sizes: set[int], figured: set[int]) -> None:
    """The rows of each grid table: the ``+---+`` separators after its
    ``+===+`` header separator, each closing one row."""
    rows: list[str] | None = None
    row_lines: list[str] = []
    for line in lines:
        if _GRID_HEADER_RE.match(line):
            rows, row_lines = [], []
        elif rows is not None and _GRID_RULE_RE.match(line):
            if row_lines:
                rows.append(row_lines[0])
            row_lines = []
        elif rows is not None and line.lstrip().startswith("|"):
            row_lines.append(line)
        elif rows is not None:
            _add(rows, [row.strip().strip("|").split("|")[0] for row in rows], sizes, figured)
            rows = None
    if rows is not None:
        _add(rows, [row.strip().strip("|").split("|")[0] for row in rows], sizes, figured)


def _add(rows: list[str], first_cells: list[str], sizes: set[int], figured: set[int]) -> None:
    if rows:
        sizes.add(len(rows))
        if all(_FIGURE_RE.search(cell) for cell in first_cells):
            figured.add(len(rows))
