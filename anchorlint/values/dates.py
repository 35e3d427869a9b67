"""Dates (and date-times) in their written forms.

Forms that read the same under every convention are always tried: year first
(``2024-04-05``, ``2024/4/5``, ``2024.04.05``, one separator throughout),
Chinese and Japanese (``2024年4月5日``), the Minguo calendar with its prefix
(``民國113年4月5日``; bare ``113年4月5日`` only under a Taiwanese locale), and a
month name in English, German or French, day first or month first
(``5 April 2024``, ``5. April 2024``, ``1er avril 2024``, ``April 5, 2024``,
``Apr. 5 2024``). Numeric dates with the year last depend on the locale:
``05.04.2024`` (dots) is day first wherever dots are used and is tried when
the locale writes day first; ``05/04/2024`` and ``05-04-2024`` are read in
each order the locale allows, and refused when the allowed orders read them as
different dates (``04/05/2024`` with no locale). Two-digit years and dates
without a year are never accepted.

A date-time must show its time right after the date (``2024-04-05T14:30``,
``5 April 2024, 14:30``, ``April 5, 2024 at 2:30 pm``, ``5.4.2024 14h30``):
hours and minutes always, seconds when they are not zero. A date-time at
exactly midnight may also appear as a bare date. Time zones are not compared.
"""

from __future__ import annotations

import datetime as dt
import re

from anchorlint.values import wordlists
from anchorlint.values import edges
from anchorlint.values.certificate import AMBIGUOUS, BOUNDARY
from anchorlint.values.locales import Conventions
from anchorlint.values.scan import Match, Trace, overlapping
from anchorlint.values.words import spellings

_DAY_SUFFIX = r"(?:st|nd|rd|th|er)?\.?"


def _num(number: int) -> str:
    return f"0?{number}" if number < 10 else str(number)


def _month_names(month: int) -> str:
    names = {
        word
        for lang in ("en", "de", "fr")
        for word in spellings(wordlists.VALUE_MONTH_NAMES[lang][month - 1])
    }
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


def _cjk(year: str, month: str, day: str) -> str:
    return rf"{year} ?年 ?{month} ?月 ?{day} ?[日号號]"


def _fixed_forms(day: dt.date, conventions: Conventions) -> list[tuple[str, str]]:
    y, m, d = str(day.year), _num(day.month), _num(day.day)
    names = _month_names(day.month)
    forms = [
        ("date:ymd", rf"{y}(?P<sep>[-/.]){m}(?P=sep){d}"),
        ("date:cjk", _cjk(y, m, d)),
        ("date:name", rf"{d}{_DAY_SUFFIX} (?:of )?(?:{names})\.?,? {y}"),
        ("date:name", rf"(?:{names})\.? {d}(?:st|nd|rd|th)?,? {y}"),
    ]
    if day.year > 1911:
        forms.append(("date:roc", "民[國国] ?" + _cjk(str(day.year - 1911), m, d)))
        if conventions.roc:
            forms.append(("date:roc", _cjk(str(day.year - 1911), m, d)))
    if "dmy" in conventions.dates:
        forms.append(("date:dmy", rf"{d}\. ?{m}\. ?{y}"))
    return forms


def _ordered_forms(day: dt.date, conventions: Conventions) -> tuple[list[tuple[str, str]], bool]:
    """Slash and dash forms with the year last, and whether they are ambiguous."""
    y, m, d = str(day.year), _num(day.month), _num(day.day)
    orders = conventions.dates
    forms = []
    if "dmy" in orders:
        forms.append(("date:dmy", rf"{d}(?P<sep>[/-]){m}(?P=sep){y}"))
    if "mdy" in orders:
        forms.append(("date:mdy", rf"{m}(?P<sep>[/-]){d}(?P=sep){y}"))
    both = "dmy" in orders and "mdy" in orders
    return forms, both and day.day <= 12 and day.day != day.month


def _edges_ok(text: str, start: int, end: int) -> bool:
    if start > 0:
        prev, before = text[start - 1], text[start - 2] if start >= 2 else ""
        if prev.isnumeric() or (prev in edges.JOINERS and before.isnumeric()):
            return False
        if edges.is_letter(text[start]) and edges.is_word(prev):
            return False
    if end < len(text):
        nxt, after = text[end], text[end + 1] if end + 1 < len(text) else ""
        if nxt.isnumeric() or (nxt in edges.JOINERS and after.isnumeric()):
            return False
    return True


def _time_pattern(moment: dt.time) -> str:
    minute = f"{moment.minute:02d}"
    seconds = r"(?::00)?"
    if moment.second or moment.microsecond:
        seconds = f":{moment.second:02d}"
        if moment.microsecond:
            seconds += r"\." + f"{moment.microsecond:06d}".rstrip("0") + "0*"
    hour12 = moment.hour % 12 or 12
    meridiem = r"(?:am|a\.m\.)" if moment.hour < 12 else r"(?:pm|p\.m\.)"
    clock = rf"{_num(moment.hour)}[:h.]{minute}{seconds}|{_num(hour12)}:{minute}{seconds} ?{meridiem}"
    return rf"(?:t|,? (?:(?:at|um|a|@) )?| )?(?:{clock})"


def _search(text: str, reading: str, pattern: str, time: str | None,
            boundaries: bool, trace: Trace, ambiguous: bool = False) -> list[Match]:
    found = []
    for hit in overlapping(re.compile(pattern), text):
        start, end = hit.span()
        if time is not None:
            clock = re.compile(time).match(text, end)
            if clock is None:
                continue
            end = clock.end()
        if boundaries and not _edges_ok(text, start, end):
            trace.refuse(BOUNDARY)
        elif ambiguous:
            trace.refuse(AMBIGUOUS)
        else:
            found.append(Match(start, end, reading))
    return found


def date_matches(text: str, value: dt.date, conventions: Conventions, *,
                 boundaries: bool, trace: Trace) -> list[Match]:
    """Accepted occurrences of a date or date-time in flat folded text."""
    time = None
    if isinstance(value, dt.datetime):
        moment = value.time()
        time = None if moment == dt.time(0, 0) else _time_pattern(moment)
        value = value.date()
    found = []
    for reading, pattern in _fixed_forms(value, conventions):
        found += _search(text, reading, pattern, time, boundaries, trace)
    ordered, ambiguous = _ordered_forms(value, conventions)
    for reading, pattern in ordered:
        found += _search(text, reading, pattern, time, boundaries, trace, ambiguous)
    return found
