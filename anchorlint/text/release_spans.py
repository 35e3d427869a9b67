"""Days between releases a card names: "2.8.1 shipped the same day as
2.8.0, and 2.8.2 followed two days later", "3.0.1 與 3.0.2 在三天內接連推出"
for a changelog whose release headings carry their dates (``2.8.2 -
2020-10-30``, ``## [3.0.2](…) (2022-01-24)``). The span is worked out from
two dates the source gives (on the release's line, or on the first line
of its section: ``## 0.23.1`` then ``December 9, 2022``), of releases the card's line names or of the
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
# A release heading whose section opens with its day in words or ISO form
# (``## 0.23.1`` / blank / ``December 9, 2022``; ``9 December 2022``).
# A reStructuredText changelog underlines its headings instead
# (``Version 1.1.0`` / ``-------------`` / blank / ``Released 2018-10-26``);
# a heading may name its kind before the version (``## Version 1.1.0``).
_SECTION_DAY = (
    r"(?:[ \t]*\n){0,2}[ \t]*(?:released:?[ \t]+(?:on[ \t]+)?)?"
    r"(?:([a-z]{3,9})\.?[ \t]+([0-3]?[0-9])(?:st|nd|rd|th)?,?[ \t]+([12][0-9]{3})"
    r"|([0-3]?[0-9])[ \t]+([a-z]{3,9})\.?,?[ \t]+([12][0-9]{3})"
    r"|([12][0-9]{3})-([01][0-9])-([0-3][0-9]))(?![0-9])")
_HEADED_RELEASE_RE = re.compile(
    r"^#+[ \t]*(?:version[ \t]+)?v?([0-9]+(?:\.[0-9]+){1,3})(?![0-9.])[^\n]*\n" + _SECTION_DAY, re.MULTILINE)
_UNDERLINED_RELEASE_RE = re.compile(
    r"(?:version[ \t]+)?v?([0-9]+(?:\.[0-9]+){1,3})(?![0-9.])[^\n]*\n[-=~^\"*+#]{3,}[ \t]*\n" + _SECTION_DAY)
_UNDERLINE_RE = re.compile(r"\n[-=~^\"*+#]{3,}[ \t]*\n")
_MONTHS = {name: at for at, name in enumerate(
    ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), 1)}
_VERSION_RE = re.compile(r"(?<![\w.])v?([0-9]+(?:\.[0-9]+){1,3})(?![\w.]*[0-9])")
_DAYS_IN = {"day": 1, "week": 7}


def release_dates(text: str) -> tuple[tuple[str, date], ...]:
    """(version, day) of every dated release line or release heading of
    ``text``, in order."""
    found = []  # (where, version, day)
    for match in _RELEASE_LINE_RE.finditer(text):
        version, year, month, day = match.groups()
        _add(found, match.start(), version, int(year), int(month), int(day))
    headed = list(_HEADED_RELEASE_RE.finditer(text)) if "\n#" in text or text.startswith("#") else []
    for underline in _UNDERLINE_RE.finditer(text):
        # (an underline found by its literal, then the title above it tried:
        # a pattern led by a line start would be tried at every line)
        title = text.rfind("\n", 0, underline.start()) + 1
        match = _UNDERLINED_RELEASE_RE.match(text, title)
        if match is not None:
            headed.append(match)
    for match in headed:
        version, month_a, day_a, year_a, day_b, month_b, year_b, year, month, day = match.groups()
        if year is not None:
            _add(found, match.start(), version, int(year), int(month), int(day))
            continue
        name, day, year = (month_a, day_a, year_a) if month_a else (month_b, day_b, year_b)
        number = _MONTHS.get(name[:3]) if name[3:] == "" or _month_name(name) else None
        if number is not None:
            _add(found, match.start(), version, int(year), number, int(day))
    found.sort(key=lambda item: item[0])
    out: list[tuple[str, date]] = []
    for _, version, day in found:
        if (version, day) not in out:
            out.append((version, day))
    return tuple(out)


_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
                "october", "november", "december", "sept")


def _month_name(word: str) -> bool:
    """Is ``word`` a month's name written out (a 3-letter one is taken
    as its short form)?"""
    return word in _MONTH_NAMES


def _add(found: list, where: int, version: str, year: int, month: int, day: int) -> None:
    try:
        found.append((where, version, date(year, month, day)))
    except ValueError:
        pass  # not a calendar day


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


def dated_pair_named(line: str, releases: tuple[tuple[str, date], ...]) -> bool:
    """Does ``line`` name two different releases the source dates?"""
    dated = {version for version, _ in releases}
    return len({version for version in _VERSION_RE.findall(line) if version in dated}) >= 2


def named_gap(line: str, releases: tuple[tuple[str, date], ...]) -> tuple[str, str, int] | None:
    """The first two releases ``line`` names that the source dates, in the
    line's order, and the days between their dates."""
    days = dict(reversed(releases))  # (a version dated twice: its first date)
    named: list[str] = []
    for version in _VERSION_RE.findall(line):
        if version in days and version not in named:
            named.append(version)
    if len(named) < 2:
        return None
    return named[0], named[1], abs((days[named[1]] - days[named[0]]).days)
