"""A cadence a source gives as a schedule: "every two months" for a release
table of September, November, January and March.

A faithful summary reads the step of a regular run of dates. A source's
dates are read in order within each paragraph (a table is one); where three
or more steps in a row are the same (four dates or more), that step is a
cadence the source gives: in months (and years, when a whole number of
them), or, for dates with their days, in days (and weeks). Only a card's
"every" or "每" figure is grounded by it: two dates alone, or an uneven
run, state no cadence. Folded text in; pure.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from anchorlint.text.numbers import _MONTH_ALT, _MONTH_NUMBER  # the reader's own month names

_DATE_RES = (
    # 2026-07-27, 2027-06
    re.compile(r"((?:19|20)(?<![0-9.]..)[0-9]{2})-(0[1-9]|1[0-2])(?:-([0-3][0-9]))?(?![0-9]|-[0-9])"),
    # 2026 年 9 月 (27 日)
    re.compile(r"((?:19|20)(?<![0-9]..)[0-9]{2}) ?年 ?([0-9]{1,2}) ?月(?: ?([0-9]{1,2}) ?[日號号])?"),
)
# september 2026, september 27, 2026
_NAMED_RE = re.compile(rf"({_MONTH_ALT})\.?(?: ([0-9]{{1,2}})(?:st|nd|rd|th)?)?,? ([0-9]{{4}})(?![0-9])")
_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")
_YEAR_RE = re.compile(r"(?:19|20)[0-9]{2}")
_LEAST_STEPS = 3
# The units a card's cadence may be given in, and how each is read.
CADENCE_UNITS = frozenset({"day", "week", "month", "year"})


def _dates(paragraph: str) -> list[tuple[int, int, int | None]]:
    """(year, month, day or None) of the paragraph's dates, in order."""
    found: list[tuple[int, tuple[int, int, int | None]]] = []
    for pattern in _DATE_RES:
        for match in pattern.finditer(paragraph):
            year, month, day = match.groups()
            if 1 <= int(month) <= 12:
                found.append((match.start(), (int(year), int(month), int(day) if day else None)))
    for match in _NAMED_RE.finditer(paragraph):
        month, day, year = match.groups()
        found.append((match.start(), (int(year), _MONTH_NUMBER[month], int(day) if day else None)))
    return [when for _, when in sorted(found)]


def _runs(values: list[int]) -> set[int]:
    """The steps that repeat at least ``_LEAST_STEPS`` times in a row."""
    steps = [b - a for a, b in zip(values, values[1:])]
    out: set[int] = set()
    count = 0
    for i, step in enumerate(steps):
        count = count + 1 if i and step == steps[i - 1] else 1
        if count >= _LEAST_STEPS and step:
            out.add(abs(step))
    return out


@lru_cache(maxsize=64)
def cadences(text: str) -> frozenset[tuple[str, int]]:
    """(unit, step) of every regular run of dates in ``text``."""
    out: set[tuple[str, int]] = set()
    for paragraph in _PARAGRAPH_RE.split(text):
        if len(_YEAR_RE.findall(paragraph)) <= _LEAST_STEPS:
            continue  # every date has a year: a paragraph with four years at least
        dates = _dates(paragraph)
        if len(dates) <= _LEAST_STEPS:
            continue
        for months in _runs([year * 12 + month for year, month, _ in dates]):
            out.add(("month", months))
            if months % 12 == 0:
                out.add(("year", months // 12))
        if all(day is not None for _, _, day in dates):
            try:
                days = [date(year, month, day).toordinal() for year, month, day in dates]  # type: ignore[arg-type]
            except ValueError:
                continue
            for step in _runs(days):
                out.add(("day", step))
                if step % 7 == 0:
                    out.add(("week", step // 7))
    return frozenset(out)


_EVERY_RE = re.compile(r"(?:\bevery|\beach|每|隔)[ \t]*$")


def says_every(line: str, start: int) -> bool:
    """Does the figure at ``line[start:]`` state a cadence (``every two
    months``, ``每兩個月``)?"""
    return _EVERY_RE.search(line[max(0, start - 8):start]) is not None
