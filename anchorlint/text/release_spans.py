"""Days between releases a card names: "2.8.1 shipped the same day as
2.8.0, and 2.8.2 followed two days later", "3.0.1 與 3.0.2 在三天內接連推出"
for a changelog whose release headings carry their dates (``2.8.2 -
2020-10-30``, ``## [3.0.2](…) (2022-01-24)``). The span is worked out from
two dates the source gives, of releases the card's line names or of the
release next to one it names (what a release "followed"); each version is an
anchor checked in turn. Any other day count stays the source's to give.
Folded text in; pure."""

from __future__ import annotations

import re
from datetime import date

# A line that opens with a version (after heading marks, a link's bracket,
# a table's bar) and gives an ISO date later on: a release and its day.
_RELEASE_LINE_RE = re.compile(
    r"^[#*|\[ \t]*v?([0-9]+(?:\.[0-9]+){1,3})(?![0-9.])[^\n]*?(?<![0-9])([12][0-9]{3})-([01][0-9])-([0-3][0-9])(?![0-9])",
    re.MULTILINE)
# A version the card writes: two parts or more, not inside a longer token.
_VERSION_RE = re.compile(r"(?<![\w.])v?([0-9]+(?:\.[0-9]+){1,3})(?![\w.]*[0-9])")
_DAYS_IN = {"day": 1, "week": 7}


def release_dates(text: str) -> tuple[tuple[str, date], ...]:
    """(version, day) of every dated release line of ``text``, in order."""
    out = []
    for match in _RELEASE_LINE_RE.finditer(text):
        version, year, month, day = match.groups()
        try:
            out.append((version, date(int(year), int(month), int(day))))
        except ValueError:
            continue  # not a calendar day
    return tuple(out)


def released_apart(line: str, unit: str, value: float, releases: tuple[tuple[str, date], ...]) -> bool:
    """Is ``value`` ``unit``s (days, weeks) the time between the dates of
    a release ``line`` names and another it names or the one next to it
    in the changelog?"""
    if unit not in _DAYS_IN or not releases:
        return False
    named = {version for version in _VERSION_RE.findall(line)}
    places = [at for at, (version, _) in enumerate(releases) if version in named]
    if not places:
        return False
    days = value * _DAYS_IN[unit]
    around = {near for at in places for near in (at - 1, at, at + 1) if 0 <= near < len(releases)}
    return any(abs((releases[at][1] - releases[other][1]).days) == days for at in places for other in around)
