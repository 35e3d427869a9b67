"""Units a table gives in its header: a figure in a column under ``MB/s``
or ``Time (s)`` carries that unit, as it would written beside the figure.

Markdown (``| … |``) tables only. A header cell names its column's unit
when it is a unit (``MB/s``, ``ms``) or ends with one in brackets
(``Time (s)``, ``Size [GB]``); a row of units only, such as the one under a
benchmark table's header, does the same for the rows after it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from anchorlint.text.grounding_words import UNITS
from anchorlint.text.numbers import read_numbers

_FORMS = {form: unit for unit, forms in UNITS.items() for form in forms if unit not in ("month_of", "day")}
# From a line's first pipe to its last (the scan skips to a pipe fast).
_ROW_RE = re.compile(r"\|([^\n]*)\|[ \t]*$", re.MULTILINE)
_SEPARATOR_RE = re.compile(r"[\s|:\-]+")
_DIGIT_RE = re.compile(r"[0-9]")
_BRACKETED_RE = re.compile(r"[(\[]([^()\[\]]+)[)\]]$")
# A header naming a position counted in a unit: "Bit number", "Byte offset".
_POSITION_RE = re.compile(r"([a-z]+) (?:number|no\.?|index|offset|position)")
# A range of two small figures written high to low (6-2, 31-16).
_DESCENDING_RE = re.compile(r"[0-9]{1,2}-[0-9]{1,2}")
# The first word of a header over ratios to a baseline (``Relative
# (latency)``, ``Speedup``): its figures are numbers of times, which a card
# writes as "4.5 times slower" or ``將近十三倍``.
_RATIO_HEADS = frozenset(("relative", "ratio", "speedup", "slowdown", "倍數", "倍数", "倍率"))


def _cell_unit(cell: str) -> str | None:
    text = cell.strip(" \t*_`").lower()
    # A unit, or a name of a few words with one in brackets ("Median
    # latency (milliseconds)"); a longer cell is a sentence.
    if not text or len(text) > (48 if text[-1] in ")]" else 24):
        return None
    if text.partition(" ")[0] in _RATIO_HEADS:
        return "times"
    # A cell is on one line: the bracket ends it, and a position has a space.
    bracketed = _BRACKETED_RE.search(text) if text[-1] in ")]" else None
    if bracketed is not None:
        text = bracketed.group(1).strip()
    if text.endswith("/s") and text[:-2] in _FORMS:
        text = text[:-2]  # MB/s: a size per second, written as its size unit
    position = _POSITION_RE.fullmatch(text) if " " in text else None
    if position is not None:
        text = position.group(1)  # Bit number: each figure below numbers a bit
    return _FORMS.get(text)


def _row_units(row: str) -> dict[int, str]:
    """Column -> the unit its cell in a row without figures names. A
    document repeats its header rows (and the benchmark's sources share
    theirs): each distinct row is read once (a pure function of the row)."""
    units = _ROW_UNITS.get(row)
    if units is None:
        if len(_ROW_UNITS) >= 4096:  # bounded: a long-lived process reads many sources
            _ROW_UNITS.clear()
        units = _ROW_UNITS[row] = {
            i: unit for i, cell in enumerate(row.split("|")) if (unit := _cell_unit(cell)) is not None}
    return units


_ROW_UNITS: dict[str, dict[int, str]] = {}


def _table_rows(text: str) -> Iterator[tuple[str, bool]]:
    """Each row of a pipe table in ``text`` (between its outer pipes), and
    whether it opens a table: a row not on the line right after the last
    one starts a new table. A pipe inside a line of prose is no row."""
    last_end = -1
    for match in _ROW_RE.finditer(text):
        line_start = text.rfind("\n", 0, match.start()) + 1
        if text[line_start:match.start()].strip(" \t"):
            continue
        first = line_start != last_end + 1
        last_end = match.end()
        yield match.group(1), first


def table_numbers(text: str) -> Iterator[tuple[str, str]]:
    """(key, unit) of every unit-less figure in a table column whose header
    (or a row of units above it) names a unit. ``text`` is folded."""
    if "|" not in text:
        return
    units: dict[int, str] = {}
    for row, first in _table_rows(text):
        if first:
            units = {}
        if _SEPARATOR_RE.fullmatch(row):
            continue
        if _DIGIT_RE.search(row) is None:  # a header naming units, or a row of units
            units.update(_row_units(row))
            continue
        if not units:
            continue
        for i, cell in enumerate(row.split("|")):
            unit = units.get(i)
            if unit is None:
                continue
            for number in read_numbers(cell):
                if number.unit is None and not number.version:
                    yield number.key, unit
                elif number.unit is None and _DESCENDING_RE.fullmatch(number.key):
                    # 6-2 under "Bit number" is bits 6 down to 2 (a hardware
                    # convention), not a standard's number as in prose (FIPS
                    # 140-3): a column of one unit holds its figures.
                    yield from ((end, unit) for end in number.key.split("-"))


# A scale letter in a header's brackets: ``global tokens/step (M)`` counts
# its column in millions, ``Params (B)`` in billions, ``Size (K)`` in
# thousands (folded: one letter, no unit the unit reader knows).
_SCALE_HEADER_RE = re.compile(r"[(\[]([kmb])[)\]]")
_BARE_FIGURE_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def scaled_cells(text: str) -> frozenset[str]:
    """The figures a table writes bare under a header with a scale letter
    in brackets, each glued to that letter as a card writes it: ``0.125m``
    and ``16m`` for the cells ``0.125`` and ``16`` under ``global
    tokens/step (M)``. Markdown (``| … |``) tables; the header is the row
    right above the ``|---|`` rule (it may hold a figure: ``ZERO1``), and a
    cell counts only when the figure is all it holds. ``text`` is folded."""
    if "|" not in text or ("(" not in text and "[" not in text):
        return frozenset()
    found: set[str] = set()
    scales: dict[int, str] = {}
    previous: str | None = None  # the row above, in the same table
    for row, first in _table_rows(text):
        if first:
            scales, previous = {}, None
        if _SEPARATOR_RE.fullmatch(row):
            if previous is not None:
                scales = {i: letter.group(1) for i, cell in enumerate(previous.split("|"))
                          if (letter := _SCALE_HEADER_RE.search(cell.strip(" \t*_`")[-3:])) is not None}
            continue
        previous = row
        for i, letter in scales.items():
            cells = row.split("|")
            cell = cells[i].strip(" \t*_`") if i < len(cells) else ""
            if _BARE_FIGURE_RE.fullmatch(cell):
                found.add(cell + letter)
    return frozenset(found)
