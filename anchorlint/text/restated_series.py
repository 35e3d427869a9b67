"""A source's run of bare figures that restates a series its paragraph
gives with a unit: "熔断 2 秒 ... 熔断 4 秒。依次类推（2，4，8，16，……）".

The run's figures are the same quantities as the measured ones before
them, written short: each carries the paragraph's unit (the 2 of the run
is two seconds, so it grounds ``2 秒`` and ``16 秒`` but no ``兩次``). Read
only when two or more of the run's figures stand in the paragraph with one
unit and none with another. Pure: folded text and its numbers in.
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import _LIST_RE, Number  # the reader's own list joins

_SHORTEST_RUN = 3
_BLANK_LINE_RE = re.compile(r"\n[ \t]*\n")


def restated_units(text: str, numbers: list[Number]) -> dict[int, str]:
    """Index into ``numbers`` -> the unit a bare figure of a restated run
    carries."""
    out: dict[int, str] = {}
    at = 0
    while at < len(numbers):
        end = at
        while end + 1 < len(numbers) and _joined(text, numbers[end], numbers[end + 1]):
            end += 1
        if end - at + 1 >= _SHORTEST_RUN:
            unit = _paragraph_unit(text, numbers, at, end)
            if unit is not None:
                out.update((i, unit) for i in range(at, end + 1))
        at = end + 1
    return out


def _joined(text: str, before: Number, after: Number) -> bool:
    return (before.unit is None and after.unit is None and not before.version and not after.version
            and after.start - before.end <= _LONGEST_JOIN
            and _LIST_RE.fullmatch(text, before.end, after.start) is not None)


# The longest text _LIST_RE matches (" , and "): figures further apart are
# no run, told without the pattern (most of a source's figures).
_LONGEST_JOIN = 7


def _paragraph_unit(text: str, numbers: list[Number], first: int, last: int) -> str | None:
    """The one unit the run's paragraph gives two or more of the run's
    figures, or None."""
    keys = {number.key for number in numbers[first:last + 1]}
    start, end = first, last
    while start > 0 and _BLANK_LINE_RE.search(text, numbers[start - 1].end, numbers[start].start) is None:
        start -= 1
    while end + 1 < len(numbers) and _BLANK_LINE_RE.search(text, numbers[end].end, numbers[end + 1].start) is None:
        end += 1
    units: dict[str, set[str]] = {}
    for number in numbers[start:first] + numbers[last + 1:end + 1]:
        if number.key in keys and number.unit is not None:
            units.setdefault(number.unit, set()).add(number.key)
    if len(units) != 1:
        return None
    unit, given = next(iter(units.items()))
    return unit if len(given) >= 2 else None
