"""Whole dates (a day with its month, and its year when written; a year
with its month), read on both sides, for the check that a card's date is one the source gives:
``June 23, 2022`` is not grounded by a source whose June 23 is in 2020 and
whose 2022 is another date, though each part occurs in it.

Read with the patterns of :func:`anchorlint.text.numbers.read_dates`, and the
Chinese form (``2025 年 5 月 20 日``, ``12 月 13 日``). Folded text in; pure.
"""

from __future__ import annotations

import re

from anchorlint.text.numbers import _DATE_RES, _MONTH_NUMBER  # the reader's own date forms

# A year after its day may follow a line break or no comma (March 20,\n1998;
# May 18 1998), as the reader's own patterns do not allow.
_YEAR_AFTER_RE = re.compile(r",?[ \t]*\n?[ \t]*([0-9]{4})(?![0-9])")
_BLANK_LINE_RE = re.compile(r"\n(?:[ \t]*\n)+")
_CJK_DATE_RE = re.compile(r"(?:([0-9]{4}) ?年 ?)?([0-9]{1,2}) ?月 ?([0-9]{1,2}) ?[日號号]")


def full_dates(text: str) -> list[tuple[int, int, int | None, int, int]]:
    """(start, end, year or None, month, day) of every date with a day."""
    out = []
    # The Chinese form opens with an optional year, so the scan would try it
    # at every position: a text without 月 has none.
    for match in _CJK_DATE_RE.finditer(text) if "月" in text else ():
        year, month, day = match.groups()
        out.append((match.start(), match.end(), int(year) if year else None, int(month), int(day)))
    for pattern, order in _DATE_RES:
        if "d" not in order:
            continue
        for match in pattern.finditer(text):
            parts = dict(zip(order.replace(" ", ""), match.groups()))
            if parts.get("d") is None:
                continue
            if parts.get("y") is None:
                after = _YEAR_AFTER_RE.match(text, match.end())
                parts["y"] = after.group(1) if after is not None else None
            month = parts["m"]
            month_number = _MONTH_NUMBER[month] if month in _MONTH_NUMBER else int(month)
            year = int(parts["y"]) if parts.get("y") else None
            out.append((match.start(), match.end(), year, month_number, int(parts["d"])))
    return out


def date_keys(text: str) -> frozenset[tuple[int | None, int, int]]:
    """Every (year, month, day) of a source's ``text`` (year None where the
    text gives none), and each as (0, month, day): the day in some year.
    A slash date gives each of its readings, a dotted date its day-first one
    (text/source_figures.py)."""
    from anchorlint.text.source_figures import dotted_date_keys, slash_date_keys

    keys: set[tuple[int | None, int, int]] = set()
    # Wrapped prose breaks a date anywhere ("August\n17, 2027"); a line
    # break read as the space it stands for (same length: no offsets kept).
    # A blank line ends a paragraph, and no date goes on past it ("June
    # 23" / blank / "1998" is no date of 1998): it is read as a character
    # no date pattern crosses.
    flat = text
    if "\n" in flat:
        if _BLANK_LINE_RE.search(flat) is not None:
            flat = _BLANK_LINE_RE.sub(lambda blank: "\0" * len(blank.group()), flat)
        flat = flat.replace("\n", " ")
    for _, _, year, month, day in full_dates(flat):
        keys.update({(year, month, day), (0, month, day)})
    keys |= slash_date_keys(text)  # 11/04/17: each reading (a source's text only)
    keys |= dotted_date_keys(text)  # 27.06.2023: day first (a source's text only)
    return frozenset(keys)


def given(date: tuple[int | None, int, int], keys: frozenset[tuple[int | None, int, int]]) -> bool:
    """Does a text with date ``keys`` give the card's ``date``: the same day
    of the same year, or the day in some year when one side names none?"""
    _, month, day = date
    return date in keys or (None, month, day) in keys or (date[0] is None and (0, month, day) in keys)


# A year and its month with no day after (``2018 年 10 月底``; a two-digit
# year, ``18 年 8 月``, as a source writes it, is of this century or the
# last), and "october 2018", "2018-10" (the reader's own forms).
_CJK_YEAR_MONTH_RE = re.compile(r"(?<![0-9])([0-9]{2}|[0-9]{4}) ?年 ?([0-9]{1,2}) ?月(?! ?[0-9]{1,2} ?[日號号])")
_YEAR_MONTH_RES = tuple(pattern for pattern, order in _DATE_RES if order in ("m y", "ym"))


def year_months(text: str) -> list[tuple[int, int, int, int]]:
    """(start, end, year, month) of every year written with its month and
    no day (a four-digit year): a card's ``2018 年 10 月``, "October 2018"."""
    out = []
    for match in _CJK_YEAR_MONTH_RE.finditer(text) if "月" in text else ():
        if len(match.group(1)) == 4:
            out.append((match.start(), match.end(), int(match.group(1)), int(match.group(2))))
    for pattern in _YEAR_MONTH_RES:
        for match in pattern.finditer(text):
            if _DAY_BEFORE_RE.search(text, max(0, match.start() - 6), match.start()):
                continue  # "15 june 1911": a whole date's
            first, second = match.groups()[:2]
            year, month = (second, first) if first in _MONTH_NUMBER or not first.isdigit() else (first, second)
            month_number = _MONTH_NUMBER[month] if month in _MONTH_NUMBER else int(month)
            out.append((match.start(), match.end(), int(year), month_number))
    return out


_DAY_BEFORE_RE = re.compile(r"[0-9](?:st|nd|rd|th)? $")
# A heading that is a year (``## 1998``, ``1998`` over ``----``): a history
# or changelog by year, its months written under it (``August: first
# announcement``).
_YEAR_HEADING_RE = re.compile(r"^(?:#{1,6}[ \t]+([0-9]{4})\b.*|[ \t]*([0-9]{4})\b.*\n[ \t]*(?:-{2,}|={2,})[ \t]*)$", re.M)
_MONTH_WORD_RE = re.compile(r"\b(" + "|".join(sorted(_MONTH_NUMBER, key=len, reverse=True)) + r")\b|(?<![0-9])([0-9]{1,2}) ?月")


def year_month_keys(text: str) -> frozenset[tuple[int, int]]:
    """Every (year, month) a source's folded ``text`` writes: of its whole
    dates with a year, of its years written with a month alone, and of
    the months under a heading that is a year."""
    keys = {(year, month) for _, _, year, month, _ in full_dates(text.replace("\n", " ")) if year is not None}
    keys.update((year, month) for _, _, year, month in year_months(text))
    headings = list(_YEAR_HEADING_RE.finditer(text))
    for at, heading in enumerate(headings):
        year = int(heading.group(1) or heading.group(2))
        end = headings[at + 1].start() if at + 1 < len(headings) else len(text)
        for month in _MONTH_WORD_RE.finditer(text, heading.end(), end):
            number = _MONTH_NUMBER[month.group(1)] if month.group(1) else int(month.group(2))
            if 1 <= number <= 12:
                keys.add((year, number))
    for match in _CJK_YEAR_MONTH_RE.finditer(text) if "月" in text else ():
        if len(match.group(1)) == 2:  # 18 年 8 月: 2018
            short = int(match.group(1))
            keys.add((short + (2000 if short < 70 else 1900), int(match.group(2))))
    return frozenset(keys)
