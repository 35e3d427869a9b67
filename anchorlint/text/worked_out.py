"""Figures a card works out from figures it writes beside them.

A faithful summary does simple arithmetic and shows its operands: "從
2.0.x 到 2.16.x 共十七個次要版本" counts the minor versions of a range,
"約 17 秒（15:59:01 到 15:59:18）" is the time between two timestamps. The
result is not in the source, but it follows from the card's own range,
whose ends are anchors checked in turn: an invented end is caught there.
So a count is grounded by the size of a range the card writes in the same
sentence, a time span by the difference of two times it joins as a range.
Only a range grounds (two figures joined by to, through, 到, 至, a dash
or a tilde, an aside in brackets allowed after the first): two figures
that merely stand in one sentence say nothing about what lies between.
Folded text in; pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

# A figure that can end a range: a number or a version (2.16.x, v19),
# never a part of a longer token (a date's 01-05, a time's 15:59).
_END = r"(?<![\w.:/-])v?([0-9]+(?:\.[0-9]+)*)(?:\.x)?(?![\w.]*[0-9])"
_LAST = r"v?([0-9]+(?:\.[0-9]+)*)(?:\.x)?(?![\w.:/]*[0-9]|-[0-9])"
_TO = r"(?:到|至|~|～|–|—|-|\bto\b|\bthrough\b|\bthru\b)[ \t]*"
_ASIDE = r"[ \t]*(?:[(（][^()（）\n]*[)）][ \t]*)?"  # 2.0.x（1.4.x–1.3.x）到 2.16.x
_RANGE_RE = re.compile(_END + _ASIDE + _TO + _LAST)
_SENTENCE_END_RE = re.compile(r"[。！？；;!?]|\.(?:\s|$)")
_MOST = 1000  # a larger "count" is a number, not what a range of figures holds


def _sentence(line: str, start: int) -> tuple[int, int]:
    """Where the sentence of ``line`` that holds ``start`` begins and ends."""
    ends = [match.end() for match in _SENTENCE_END_RE.finditer(line)]
    begin = max((end for end in ends if end <= start), default=0)
    stop = min((end for end in ends if end > start), default=len(line))
    return begin, stop


def _range_sizes(text: str, start: int, end: int) -> Iterator[int]:
    """How many whole numbers (or versions of one series) each range of
    ``text`` spans, both ends counted (2.0 to 2.16 is 17, v2 to v19 is 18),
    but a range the count at ``text[start:end]`` ends itself (``1 到 3 個``)."""
    for match in _RANGE_RE.finditer(text):
        if match.start() < end and start < match.end():
            continue
        first, last = match.group(1).split("."), match.group(2).split(".")
        if len(first) != len(last) or first[:-1] != last[:-1]:
            continue  # 1.4 to 2.16: how many lie between is not written
        size = abs(int(last[-1]) - int(first[-1])) + 1
        if 2 <= size <= _MOST:
            yield size


def range_counted(line: str, start: int, end: int, value: int) -> bool:
    """Is ``value`` (the count at ``line[start:end]``) the size of a range
    the card writes in the same sentence?"""
    if "-" not in line and "–" not in line and "~" not in line and not any(
            word in line for word in ("到", "至", "～", "—", "to", "thr")):
        return False
    begin, stop = _sentence(line, start)
    return value in set(_range_sizes(line[begin:stop], start - begin, end - begin))


# A time of day: 15:59:01, 9:30.
_TIME = r"(?<![\w:.])([0-9]{1,2}):([0-5][0-9])(?::([0-5][0-9]))?(?![\w:.]*[0-9])"
_TIME_RANGE_RE = re.compile(_TIME + r"[ \t]*" + _TO + _TIME)
_SECONDS = {"second": 1, "minute": 60, "hour": 3600}


def time_spanned(line: str, unit: str | None, value: float, approx: bool) -> bool:
    """Is ``value`` in ``unit`` the time between two times the card joins
    as a range on the line (``15:59:01 到 15:59:18``: 17 seconds)? A
    hedged value may round it."""
    per = _SECONDS.get(unit or "")
    if per is None or ":" not in line:
        return False
    for match in _TIME_RANGE_RE.finditer(line):
        hours, minutes, seconds, hours2, minutes2, seconds2 = (int(part or 0) for part in match.groups())
        span = abs((hours2 * 3600 + minutes2 * 60 + seconds2) - (hours * 3600 + minutes * 60 + seconds))
        if span and (span / per == value or (approx and round(span / per) == value)):
            return True
    return False


# What says a figure is the total of the counts before it (共二十一個, a
# total of 21, 21 in all).
_TOTAL_BEFORE_RE = re.compile(r"(?:共|總共|总共|合計|合计|一共|總計|总计|\btotal of|\bin total|\baltogether|\boverall)[ \t]*[:：]?[ \t]*$")
_TOTAL_AFTER_RE = re.compile(r"[ \t]*(?:[^\s,.;。，；]+[ \t]+){0,2}?(?:in all|in total|altogether)\b")


def summed(line: str, start: int, end: int, value: int) -> bool:
    """Is ``value`` (the count at ``line[start:end]``, said to be a total)
    the sum of the counts the card gives before it in the same sentence
    (``Helm 3 四個、Helm 2 十七個，共二十一個``), or the product of a count
    and a count per item (``共 48 個、每個三題，合計 144 題``, "48 quizzes of
    3 questions each, 144 in all")? Each of those is checked in turn."""
    if _TOTAL_BEFORE_RE.search(line[max(0, start - 12):start]) is None and (
            _TOTAL_AFTER_RE.match(line, end) is None):
        return False
    from anchorlint.text.counts import counts_something
    from anchorlint.text.numbers import read_numbers

    begin, _ = _sentence(line, start)
    counted = [number for number in read_numbers(line[begin:start])
               if number.key.isdigit() and not number.version
               and counts_something(line, begin + number.start, begin + number.end)]
    parts = [int(number.key) for number in counted]
    if len(parts) >= 2 and sum(parts) == value:
        return True
    per_item = [_per_item(line, begin + number.start, begin + number.end) for number in counted]
    return len(parts) == 2 and any(per_item) and not all(per_item) and parts[0] * parts[1] == value


# A count per item: after 每 (每個三題, 每人 2 張) or before "each"/"apiece"/"per".
_PER_BEFORE_RE = re.compile(r"每[^\s，,。；;、0-9]{0,2}[ \t]?$")
_PER_AFTER_RE = re.compile(r"[^\s,.;，。；]*(?:[ \t]+[^\s,.;，。；]+)?[ \t]+(?:each|apiece|per)\b")


def _per_item(line: str, start: int, end: int) -> bool:
    return (_PER_BEFORE_RE.search(line, max(0, start - 4), start) is not None
            or _PER_AFTER_RE.match(line, end) is not None)


# A multiplier the card writes in words (``twice that``, ``half the``); the
# figures it writes with ``倍`` or ``times`` are read as numbers of times.
_TIMES_WORDS_RE = re.compile(r"\b(twice|thrice|double|triple|quadruple|half)\b")
_X_TIMES_RE = re.compile(r"[0-9][ \t]?x(?![a-z0-9])")  # 2x, 3 x: the reader's "times" too
_WORD_TIMES = {"twice": 2.0, "thrice": 3.0, "double": 2.0, "triple": 3.0, "quadruple": 4.0, "half": 0.5}


def multiplied(line: str, unit: str, value: float, approx: bool, source_times: frozenset[float]) -> bool:
    """Is ``value`` in ``unit`` a measure the card writes on the line times
    a multiplier it writes there ("300 seconds ... twice that, ten
    minutes", ``300 秒……兩倍時間，也就是十分鐘``)? The measure and a
    multiplier written as a figure (``兩倍``) are anchors checked in turn; a
    multiplier written as a word (``twice``), which is none, counts only
    when the source gives the same (``source_times``). The measure may be in
    another unit of its dimension."""
    from anchorlint.text.grounding_words import UNIT_FACTORS
    from anchorlint.text.numbers import read_numbers

    if ("倍" not in line and "times" not in line and _TIMES_WORDS_RE.search(line) is None
            and _X_TIMES_RE.search(line) is None):
        return False  # no multiplier on the line (most lines): nothing read
    factors = next((dimension for dimension in UNIT_FACTORS.values() if unit in dimension), None)
    if factors is None:
        return False
    numbers = read_numbers(line)
    times = [float(number.key) for number in numbers if number.unit == "times" and not number.version]
    times += [_WORD_TIMES[word] for word in _TIMES_WORDS_RE.findall(line) if _WORD_TIMES[word] in source_times]
    times = [factor for factor in times if factor not in (0.0, 1.0)]
    if not times:
        return False
    target = value * factors[unit]
    for number in numbers:
        if number.unit not in factors or number.version:
            continue
        base = float(number.key) * factors[number.unit]
        for factor in times:
            worked = base * factor / factors[unit]
            if abs(worked - value) < 1e-9 * max(1.0, value) or (approx and round(worked) == value):
                return True
    return False


# A count the card gives as a lower bound: ``三十多項`` (thirty-odd), ``30 餘
# 個``, ``30+``, "more than 30", ``逾 30``, ``超過 30``.
_BOUND_AFTER_RE = re.compile(r"[ \t]?(?:多|餘|余|來|来)|\+(?![0-9])")
_BOUND_BEFORE_RE = re.compile(r"(?:\bmore than|\bover|逾|超過|超过)[ \t]?$")


def lower_bound(line: str, start: int, end: int, value: int) -> tuple[range, int] | None:
    """The counts a lower bound at ``line[start:end]`` covers (``三十多`` is
    31 to 39: above it, below the next step of its last written place) and
    where the bound's words end; None when the figure is no such bound or
    has no round place ("more than 36" names no range)."""
    after = _BOUND_AFTER_RE.match(line, end)
    if after is None and _BOUND_BEFORE_RE.search(line[max(0, start - 10):start]) is None:
        return None
    place = 1
    while value and value % (place * 10) == 0:
        place *= 10
    if place == 1:
        return None
    return range(value + 1, value + place), (after.end() if after is not None else end)


# The units of a date's or a time's parts: two of them on a line (1 月 … 2
# 月) are no quantities one is a multiple of.
_PART_UNITS = frozenset({"year", "month_of", "day_of", "time_of"})


def ratio_shown(lines: list[str], value: float, grounded: set[tuple[str, str | None]],
                places: int | None = None) -> bool:
    """Is ``value`` (a multiplier the card writes: ``兩倍``, ``2x``) the
    ratio of two figures of one unit that the card gives one after the
    other on one of its ``lines`` (folded), the larger that many times the
    smaller (``最低 16 GiB，建議 32 GiB``: 兩倍)? Both figures must be
    grounded (``grounded``: the (key, unit) of the card's grounded figures):
    the multiplier is their quotient, worked out from figures the card
    shows, as a range's size is. With ``places``, the quotient rounded to
    that many decimals (the multiplier's own last digit: ``約 2.7 倍`` for
    940 and 345, whose quotient is 2.72…), and two figures without a unit
    are of one unit too (``每秒 940 萬次`` and ``345 萬次``: the count
    after 萬 is no unit the reader knows)."""
    from anchorlint.text.numbers import read_numbers

    for line in lines:
        last: dict[str | None, float] = {}  # unit -> the figure before, of that unit, on the line
        for number in read_numbers(line):
            unit = number.unit
            if (unit is None and places is None) or unit == "times" or unit in _PART_UNITS or number.version:
                continue
            figure = float(number.key)
            before = last.get(unit)
            last[unit] = figure
            if before is None or not before or not figure or (number.key, unit) not in grounded:
                continue
            quotient = max(before, figure) / min(before, figure)
            if places is not None:
                quotient = round(quotient, places)
            if quotient == value and (_key(before), unit) in grounded:
                return True
    return False


def _key(figure: float) -> str:
    return str(int(figure)) if figure == int(figure) else repr(figure)
