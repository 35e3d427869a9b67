"""A date a card gives a release is that release's date.

A card writes a version and a whole date as one pair: ``4.0.11（2023 年 5
月 5 日）``, ``v3.3.x 發布於 2019 年 12 月 20 日``, ``4.0 於 2021 年 7 月 26
日發布``, "3.3.1 (March 6, 2013)", "1.2 was released on Dec 20 2012". A
source pairs its versions with dates too: a table's row (``| v3.2.x |
2019-12-20 | 2020-12-20 |``), a changelog's heading and its section (``##
4.0.11 (2023-05-05)``), a release's YAML item (``latest: "4.0.11"`` with its
``latestReleaseDate``), a line of prose. Where the source writes the version
with dates, the card's date must be one of them: each part of the date may
be in the source (the day of another release), the pair is not. A source
that never writes the version with a date says nothing either way. A
year and month the card gives a version (``v0.41.0 in November 2022``)
is judged so by the months of the dates the source writes with it.
Folded text in (lower case, fullwidth forms folded); pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from anchorlint.text.full_dates import date_keys, full_dates, given, year_month_keys, year_months

# A version right before the date it is given, across what ties them: an
# opening parenthesis (``4.0.11（``), a Chinese "released on" (``於``,
# ``發布於``, ``本身發布於``), an English one ("was released on", "released",
# "on"), a weekday after it ("on Thu Dec 20 2012"). Nothing else between:
# a comma, another figure or a word ends the pair ("v3.6.0，最早的 EOL 日期分別是 …").
_PAIRED_BEFORE_RE = re.compile(
    r"(?<![a-z0-9_.])v?([0-9]+(?:\.(?:[0-9]+|x))+)"
    r"[ \t]*(?:[（(]"
    r"|(?:本身|則|则)?[ \t]*(?:(?:發布|發佈|发布|釋出|释出|推出)[ \t]*)?(?:於|于|在)"
    r"|,?[ \t]*(?:(?:was|were)[ \t]+)?(?:released|shipped|published|tagged)(?:[ \t]+on)?"
    r"|[ \t]on)"
    r"[ \t]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?[ \t]*)?$")
_REACH = 40  # characters before a date searched for its version: longer than any tie above
# A dotted figure: a line without one pairs no version with a date.
_DOTTED_RE = re.compile(r"[0-9]\.[0-9x]")


def card_pairs(line: str) -> list[tuple[str, int, int, tuple[int | None, int, int]]]:
    """(version without its ``v``, start, end, (year, month, day)) of each
    whole date on the folded ``line`` that the line gives a version."""
    if _DOTTED_RE.search(line) is None:
        return []  # (most lines: no version to pair)
    out = []
    for start, end, year, month, day in full_dates(line):
        match = _PAIRED_BEFORE_RE.search(line, max(0, start - _REACH), start)
        if match is not None:
            out.append((match.group(1), start, end, (year, month, day)))
    return out


# A version right before the month it is given (no day): the ties above,
# "in" for "on" ("the first LTS was v0.41.0 in November 2022", "released
# in"), a bold version's closing ``**`` allowed.
_MONTH_PAIRED_BEFORE_RE = re.compile(
    r"(?<![a-z0-9_.])v?([0-9]+(?:\.(?:[0-9]+|x))+)\**"
    r"[ \t]*(?:[（(]"
    r"|(?:本身|則|则)?[ \t]*(?:(?:發布|發佈|发布|釋出|释出|推出)[ \t]*)?(?:於|于|在)"
    r"|,?[ \t]*(?:(?:was|were)[ \t]+)?(?:(?:released|shipped|published|tagged)[ \t]+)?in)"
    r"[ \t]*$")


def card_month_pairs(line: str) -> list[tuple[str, int, int, tuple[int, int]]]:
    """(version without its ``v``, start, end, (year, month)) of each year
    and month with no day on the folded ``line`` that the line gives a
    version (``v0.41.0 in november 2022``, ``4.0 於 2021 年 7 月``)."""
    if _DOTTED_RE.search(line) is None:
        return []
    out = []
    for start, end, year, month in year_months(line):
        match = _MONTH_PAIRED_BEFORE_RE.search(line, max(0, start - _REACH), start)
        if match is not None:
            out.append((match.group(1), start, end, (year, month)))
    return out


def release_months(text: str, version: str) -> frozenset[tuple[int, int]] | None:
    """The (year, month) pairs the source, as its folded ``text``, writes
    with ``version``, read as :func:`release_dates` reads its dates (a
    whole date gives its month); None when it writes the version with
    none."""
    return _written_with(text, version, year_month_keys)


def release_dates(text: str, version: str) -> frozenset | None:
    """The date keys (text/full_dates.date_keys) the source, as its folded
    ``text``, writes with ``version``: a line that writes it and a date
    gives its own dates (a table's row, a dated heading, a sentence); a
    line without one, those of its block (:func:`_block`). None when no
    line writing the version holds a date, nor its block."""
    return _written_with(text, version, date_keys)


def _written_with(text: str, version: str, keys_of: Callable[[str], frozenset]) -> frozenset | None:
    """``keys_of`` each line writing ``version`` (of its block, for a line
    that gives none), together; None when none gives any."""
    keys: set = set()
    for at in _places(text, version):
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        own = keys_of(text[start:end if end >= 0 else len(text)])
        keys |= own or keys_of(_block(text, start))
    return frozenset(keys) if keys else None


# A list item's marker (markdown or YAML), after its indentation.
_ITEM_RE = re.compile(r"[ \t]*(?:[-*+]|[0-9]+[.)])[ \t]")
_HEADING_RE = re.compile(r"#{1,6}[ \t]")
_BLOCK_LINES = 40  # lines read either way: a release's item or section is shorter


def _block(text: str, start: int) -> str:
    """The block of the line at offset ``start``: a heading's section (to
    the next heading), the list or YAML item the line belongs to (from its
    marker to the next line as shallow, a release's fields under its
    ``- releaseCycle``), else its paragraph."""
    lines = text[start:].split("\n", _BLOCK_LINES)[:_BLOCK_LINES]
    if _HEADING_RE.match(lines[0]):
        after = next((at for at in range(1, len(lines)) if _HEADING_RE.match(lines[at])), len(lines))
        return "\n".join(lines[:after])
    before = text[:start].rsplit("\n", _BLOCK_LINES + 1)[-_BLOCK_LINES - 1:-1] if start else []
    indent, first = _indent(lines[0]), 0  # the item's indentation; how many lines before are the block's
    if not _ITEM_RE.match(lines[0]):
        for line in reversed(before):
            if not line.strip() or _HEADING_RE.match(line):
                indent = -1  # no item above: a paragraph
                break
            first += 1
            if _ITEM_RE.match(line) and _indent(line) < indent:
                indent = _indent(line)
                break
        else:
            indent = -1
    last = 1
    while last < len(lines) and lines[last].strip() and not _HEADING_RE.match(lines[last]) and not (
            _ITEM_RE.match(lines[last]) and _indent(lines[last]) <= indent):
        last += 1
    return "\n".join(before[len(before) - first:] + lines[:last])


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def paired_otherwise(date: tuple[int | None, int, int], keys: frozenset | None) -> bool:
    """Is the card's ``date`` none of the dates ``keys`` the source gives
    the version (and the source gives it some)?"""
    return keys is not None and not given(date, keys)


def _glues(char: str) -> bool:
    """Does ``char`` run into a version it touches? A Latin letter or
    digit does; a Chinese character does not (``版本1.2发布``)."""
    return (char.isalnum() and char < "\u2e80") or char in "_."


def _places(text: str, version: str):
    """Where ``text`` writes ``version`` as a whole token (a ``v`` before
    it allowed), in order."""
    at = text.find(version)
    while at >= 0:
        end = at + len(version)
        begin = at - 1 if at and text[at - 1] == "v" else at
        if (not begin or not _glues(text[begin - 1])) and (
                end == len(text) or not (_glues(text[end]) and not (
                    text[end] == "." and not text[end + 1:end + 2].isdigit()))):
            yield at
        at = text.find(version, at + 1)
