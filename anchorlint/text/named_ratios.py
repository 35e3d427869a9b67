"""A multiplier the card works out between two things it names: "LZ4 的解壓
速度約是 Snappy 的 1.7 倍" from a benchmark whose LZ4 row gives 1820 MB/s and
whose Snappy row 1070 MB/s (1.70). The card rounds the quotient to the
precision it writes; the figures are the source's, in the same place (a
column) of the lines that name each thing (a table's rows, a list's items):
1070 MB/s over LZ4's 422 MB/s of compression is no ratio of anything.

A whole multiplier (``約 3 倍``) is accepted only hedged: "three times" for
2.6 is a rounding a reader should be told of. Folded text in; pure.
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import read_numbers

# A name the card writes for each thing compared: a Latin word with a
# capital or a digit (LZ4, Snappy, zstd's Zstandard), not a unit.
_NAME_RE = re.compile(r"(?<![0-9A-Za-z_.-])([A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9])(?![0-9A-Za-z_])")
_PART_UNITS = frozenset({"year", "month_of", "day_of", "time_of", "times", "percent"})


def named_ratio(cased_line: str, value: float, decimals: int, hedged: bool, source: str) -> bool:
    """Is ``value`` (written with ``decimals`` decimals) the quotient, so
    rounded, of two figures of one unit that the source's lines give in the
    same place (a table's column) for two things the card's line names
    (``cased_line``, as written)?"""
    if decimals == 0 and not hedged:
        return False
    names = {match.group(1).lower() for match in _NAME_RE.finditer(cased_line)
             if any(char.isupper() or char.isdigit() for char in match.group(1))}
    if len(names) < 2:
        return False
    rows = {name: _rows_of(name, source) for name in names}
    tolerance = 0.5 * 10 ** -decimals
    for first in names:
        for second in names:
            if first >= second:
                continue
            for row in rows[first]:
                for other in rows[second]:
                    if _column_ratio(row, other, value, tolerance):
                        return True
    return False


def _column_ratio(row: dict[str, list[float]], other: dict[str, list[float]], value: float, tolerance: float) -> bool:
    """Do two rows give, in the same place (the n-th figure of a unit on
    each: one column of a table), two figures whose quotient is ``value``?"""
    for unit, figures in row.items():
        for figure, beside in zip(figures, other.get(unit, ())):
            if figure and beside and abs(max(figure, beside) / min(figure, beside) - value) < tolerance:
                return True
    return False


def _rows_of(name: str, source: str) -> list[dict[str, list[float]]]:
    """For each line of the folded ``source`` that names ``name`` as a
    whole token: unit -> its figures of that unit, in order."""
    out: list[dict[str, list[float]]] = []
    pattern = re.compile(rf"(?<![0-9a-z_]){re.escape(name)}(?![0-9a-z_])")
    for match in pattern.finditer(source):
        start = source.rfind("\n", 0, match.start()) + 1
        end = source.find("\n", match.end())
        row: dict[str, list[float]] = {}
        for number in read_numbers(source[start:len(source) if end < 0 else end]):
            if number.unit is not None and number.unit not in _PART_UNITS and not number.version:
                row.setdefault(number.unit, []).append(float(number.key))
        if row:
            out.append(row)
    return out
