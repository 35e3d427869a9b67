"""Readings of a source's figures that only a source needs: what a faithful
translator's text restates in another form.

- A slash date (``11/04/17``, ``4/11/2017``) is month/day or day/month: the
  writer's convention is not in the text. Each reading its text allows is a
  date, and its parts are a date's parts, never bare numbers: a card's
  ``2017 年 11 月 4 日`` is grounded, a card's ``4 個`` is not.
- A dotted date (``27.06.2023``) is day.month.year, as the writers who
  date with dots write it (month first only where the figures allow no
  other reading: ``06.27.2023``). Its parts are a date's parts: a card's
  ``June 27, 2023`` is grounded.
- A multiplier (``CPU 核数 * 2``, ``× 3``, ``twice``) is that many times:
  a card's ``2 倍``.
- A range written with two dots (``[0..2047]``, ``1..10``) is a range:
  its upper end is a figure, as in ``0 to 2047``.

The card is not read this way: which reading a card's own ``11/04/17``
means is the card's claim, and cannot be told. Folded text in; pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from operator import methodcaller

from anchorlint.text.numbers import matches_at, places, unit_at

# Day or month, day or month, a year of two or four figures; not a part of a
# path, a URL, a version or a longer run of slashes (``a/11/04/17``,
# ``11/04/17/x``). Opens with a digit class (a scan skips to it), the bound
# before it checked after.
_SLASH_DATE_RE = re.compile(
    r"[0-9](?<![a-z0-9_/.\-][0-9])([0-9]?)/([0-9]{1,2})/([0-9]{2}(?:[0-9]{2})?)(?![a-z0-9_/]|\.[0-9])"
)


def _year(written: str) -> int:
    """A year as written: two figures read as POSIX ``strptime``'s ``%y``
    does (69-99 are 1969-1999, 00-68 are 2000-2068)."""
    year = int(written)
    if len(written) == 4:
        return year
    return year + (1900 if year >= 69 else 2000)


def slash_dates(text: str) -> Iterator[tuple[int, int, int, list[tuple[int, int]]]]:
    """(start, end, year, [(month, day), ...]) of every slash date of
    ``text``: each reading its figures allow (two when both could be the
    month). A figure run followed by a unit is a list, not a date
    (``5/10/15 minutes``)."""
    if "/" not in text:
        return
    for match in matches_at(_SLASH_DATE_RE, text, _before_slashes(text)):
        start, end = match.span()
        first = int(text[start] + match.group(1))
        second, year = int(match.group(2)), match.group(3)
        readings = [(month, day) for month, day in ((first, second), (second, first))
                    if 1 <= month <= 12 and 1 <= day <= 31]
        if not readings or unit_at(text, end) is not None:
            continue
        yield start, end, _year(year), list(dict.fromkeys(readings))


def _before_slashes(text: str) -> list[int]:
    """Where ``_SLASH_DATE_RE`` can match: the start of the one or two
    figures before each slash that follows a figure (a figure after another
    fails its look-behind). Found from the slashes rather than by a scan
    trying every figure."""
    starts = []
    at = text.find("/")
    while at >= 0:
        if at and text[at - 1] in _DIGITS:
            starts.append(at - 2 if at >= 2 and text[at - 2] in _DIGITS else at - 1)
        at = text.find("/", at + 1)
    return starts


def slash_date_numbers(text: str, taken: bytearray) -> Iterator[tuple[str, str]]:
    """(key, unit) of each part of every slash date: its year, and for each
    reading its month and its day. Marks the dates ``taken`` (one byte a
    character) so the number reader does not read their figures bare."""
    for start, end, year, readings in slash_dates(text):
        taken[start:end] = b"\x01" * (end - start)
        yield str(year), "year"
        for month, day in readings:
            yield str(month), "month_of"
            yield str(day), "day_of"


def slash_date_keys(text: str) -> set[tuple[int | None, int, int]]:
    """The whole dates of ``text``'s slash dates, as text/full_dates.date_keys
    gives them: each reading, in its year and in some year."""
    keys: set[tuple[int | None, int, int]] = set()
    for _, _, year, readings in slash_dates(text):
        for month, day in readings:
            keys.update({(year, month, day), (0, month, day)})
    return keys



# A day and a month of one or two figures and a year of 19xx or 20xx, joined
# by dots; not a part of a version or a name (``v27.06.2023``,
# ``3.27.2023.1``, ``a.1.10.2018``).
_DOTTED_DATE_RE = re.compile(r"(?<![a-z0-9_.\-])([0-9]{1,2})\.([0-9]{1,2})\.((?:19|20)[0-9]{2})(?![a-z0-9_]|\.[0-9])")


def dotted_dates(text: str) -> Iterator[tuple[int, int, int, int, int]]:
    """(start, end, year, month, day) of every dotted date of ``text``:
    day first, month first where only that reading names a day."""
    for match in matches_at(_DOTTED_DATE_RE, text, _before_dotted_years(text)):
        first, second, year = (int(group) for group in match.groups())
        if 1 <= first <= 31 and 1 <= second <= 12:
            yield match.start(), match.end(), year, second, first
        elif 1 <= first <= 12 and 1 <= second <= 31:
            yield match.start(), match.end(), year, first, second


def _before_dotted_years(text: str) -> list[int]:
    """Where ``_DOTTED_DATE_RE`` can match: three to five characters before
    each dot followed by 19 or 20 (``7.6.``, ``27.06.``), found from those
    dots rather than by a scan trying every figure."""
    starts: set[int] = set()
    for century in (".19", ".20"):
        at = text.find(century)
        while at >= 0:
            starts.update(at - width for width in (3, 4, 5) if at >= width)
            at = text.find(century, at + 1)
    return sorted(starts)


def dotted_date_numbers(text: str) -> Iterator[tuple[str, str]]:
    """(key, unit) of each part of every dotted date: its year, month and
    day. The figures stay readable bare as before (a card may copy
    ``27.06.2023`` as it is)."""
    for _, _, year, month, day in dotted_dates(text):
        yield str(year), "year"
        yield str(month), "month_of"
        yield str(day), "day_of"


def dotted_date_keys(text: str) -> set[tuple[int | None, int, int]]:
    """The whole dates of ``text``'s dotted dates, as text/full_dates.date_keys
    gives them: in their year and in some year."""
    keys: set[tuple[int | None, int, int]] = set()
    for _, _, year, month, day in dotted_dates(text):
        keys.update({(year, month, day), (0, month, day)})
    return keys

# A multiplication sign after an operand on the same line, then a figure:
# ``核数 * 2``, ``cores*2``, ``× 3``. Not a markdown bullet (``* 2 items``
# has nothing before its star on the line) nor emphasis (``*2*``).
# One pattern per sign, each led by it (a literal): a scan for the class
# ``[*×]`` calls a test at every character. No match holds a sign, so the
# two scans' matches in order of position are the class scan's.
_STAR_TIMES_RE = re.compile(r"\*[ \t]?([0-9]+(?:\.[0-9]+)?)(?![0-9.*])")
_CROSS_TIMES_RE = re.compile(r"×[ \t]?([0-9]+(?:\.[0-9]+)?)(?![0-9.*])")
# Words that say a number of times. Not ``double`` (also a type's name) nor
# ``doubled`` (a change: "doubled every year" is no figure a card restates).
_TIMES_WORDS_RE = re.compile(r"\b(twice|thrice)\b")
# "the double of the time", "double the time", "triple that": a multiplier
# said with its article; not "double" alone (a floating type's name) nor
# "doubled" (a change).
_TIMES_PHRASE_RE = re.compile(
    r"\b(?:the (double|triple|quadruple) of|(double|triple|quadruple) (?:the|that|this|its|their)\b)")
# Also a hint of a number paragraph (model/source_numbers.py).
TIMES_WORDS = {"twice": "2", "thrice": "3", "double": "2", "triple": "3", "quadruple": "4"}


def _after_operand(text: str, at: int) -> bool:
    """Does the sign at ``text[at]`` follow an operand on its line (one
    space between at most)? A bullet's or emphasis's star does not."""
    if text[at] == "×":
        return True
    before = at - 1 if text[at - 1:at] == " " else at
    return before > 0 and text[before - 1] not in " \t\n*"


# A speedup written with a letter x, as benchmark tools print it: ``x 2.63``
# (an x standing alone before the figure) or ``2.63x`` (glued after it). Not
# a dimension (``1920 x 1080``, ``1920x1080``: a figure on the other side)
# nor a hex or a name (``0x1f``, ``x86``: no space, or letters after).
_LETTER_TIMES_RE = re.compile(
    r"(?<![0-9a-z.] )(?<![0-9a-z.])x[ \t]?([0-9]+\.[0-9]+|[0-9]+(?= ))(?![0-9.a-z])"
    r"|(?<![0-9.a-z])(?<![0-9] x )([0-9]+(?:\.[0-9]+)?)x(?![0-9a-z])")
# The two halves of the pattern above, each opening with a literal or a
# class and checking what stands before after it: the ``re`` engine skips
# fast to such a start, and tries the whole pattern, led by look-behinds, at
# every position (ten times slower over a book). No match of one overlaps
# a match of the other, so the two in order of position find exactly what
# the whole pattern finds (tests/properties/test_linear_scanners.py). The
# first is a scan skipping to each x; the second, led by a figure, is tried
# only where a run of figures ends at an x (``_figures_before_x``).
_TIMES_AFTER_X_RE = re.compile(r"x(?<![0-9a-z.] x)(?<![0-9a-z.]x)[ \t]?([0-9]+\.[0-9]+|[0-9]+(?= ))(?![0-9.a-z])")
_TIMES_BEFORE_X_RE = re.compile(r"([0-9](?<![0-9.a-z][0-9])(?<![0-9] x [0-9])[0-9]*(?:\.[0-9]+)?)x(?![0-9a-z])")


def multiplier_roundings(key: str) -> Iterator[str]:
    """The roundings of a multiplier with decimals, as ``~`` keys (2.63:
    ``~2.6``, ``~3``): a card writes a speedup to fewer places, and a
    whole-number one only when it hedges it (model/source_index.py)."""
    whole, _, fraction = key.partition(".")
    for size in range(len(fraction)):
        rounded = f"{float(key):.{size}f}"
        if float(rounded) != float(key):
            yield "~" + rounded


def _figures_before_x(text: str) -> list[int]:
    """Where ``_TIMES_BEFORE_X_RE`` can match: the start of each run of
    figures and points glued before an x (no other figure of the run has
    what its look-behind asks before it). Found from the x's after a figure
    (a scan led by the x, rarer than a figure, checking the figure behind
    it), rather than by a scan trying every figure."""
    starts = []
    for x in _X_AFTER_FIGURE_RE.finditer(text):
        start = x.start() - 1
        while start and text[start - 1] in _DIGITS_AND_POINT:
            start -= 1
        starts.append(start)
    return starts


_X_AFTER_FIGURE_RE = re.compile("x(?<=[0-9]x)")
_START_OF = methodcaller("start")


_DIGITS = "0123456789"
_DIGITS_AND_POINT = "0123456789."


def multipliers(text: str) -> Iterator[str]:
    """The key of every multiplier of ``text``: a figure after ``*`` or
    ``×`` (``CPU 核数 * 2``), or ``twice``, ``thrice``, ``the double of``,
    ``triple the``; each a number of times (unit ``times``)."""
    if "*" in text or "×" in text:
        signs = [*_STAR_TIMES_RE.finditer(text), *(_CROSS_TIMES_RE.finditer(text) if "×" in text else ())]
        for match in sorted(signs, key=_START_OF) if "×" in text else signs:
            if _after_operand(text, match.start()):
                yield match.group(1)
    if "x" in text:
        found = [(match.start(), match.group(1)) for match in _TIMES_AFTER_X_RE.finditer(text)]
        found += [(match.start(), match.group(1))
                  for match in matches_at(_TIMES_BEFORE_X_RE, text, _figures_before_x(text))]
        yield from (key for _, key in sorted(found))
    # The word patterns open with \b, which a scan tries at every
    # character: tried only where the text writes a word (or "the " and it).
    if "twice" in text or "thrice" in text:
        for match in matches_at(_TIMES_WORDS_RE, text, places(text, ("twice", "thrice"), "")):
            yield TIMES_WORDS[match.group(1)]
    if "double" in text or "triple" in text or "quadruple" in text:
        words = places(text, ("double", "triple", "quadruple"), "")
        starts = sorted({*words, *(at - 4 for at in words if text.endswith("the ", 0, at))})
        for match in matches_at(_TIMES_PHRASE_RE, text, starts):
            yield TIMES_WORDS[match.group(1) or match.group(2)]


# A timestamp: a whole date, then a time of day, joined as file names and
# backup labels join them (2018-05-04-16-45-08, 2018-05-04T16:45:08,
# 2018-05-04 16:45). Its time parts are a time's parts (unit ``time_of``):
# they ground the card's ``16:45`` or ``16:45:08`` written as a time, never a
# count (``45 個表``) nor a measure (``45 分鐘``), which a hyphen-joined run
# of figures says nothing about.
_TIMESTAMP_RE = re.compile(
    r"(?<![0-9])[12][0-9]{3}-[01][0-9]-[0-3][0-9][-_t ]([0-2][0-9])([-:])([0-5][0-9])(?:\2([0-5][0-9]))?(?![0-9])")
# The middle of every timestamp, starting at a hyphen the scan finds fast:
# a text without it, most texts, skips the slow scan above.
_TIMESTAMP_HINT_RE = re.compile(r"-[01][0-9]-[0-3][0-9][-_t ][0-2][0-9][-:]")


def timestamp_times(text: str) -> Iterator[str]:
    """The key of every hour, minute and second of a timestamp in ``text``
    (lower case: ``t`` joins an ISO 8601 date and time)."""
    if _TIMESTAMP_HINT_RE.search(text) is None:
        return
    for match in _TIMESTAMP_RE.finditer(text):
        hour, _, minute, second = match.groups()
        if int(hour) < 24:
            yield from (str(int(part)) for part in (hour, minute, second) if part is not None)


# ---------------------------------------------------------------- figures that are parts of a name

# A URL names a page: a figure in it says which page, not a version or a
# quantity of the prose. A version in it (``docs.pydantic.dev/1.10/``) is the
# page's, not a release the text speaks of; a whole number (``/pull/128271``,
# ``localhost:9411``) is an identifier, which a card cites (``#128271``, ``埠
# 9411``) but never counts or measures with. The card's own URL is grounded
# as a URL (the whole token).
# (text/tokens.URL_RE's, opening with a class: a scan skips to it.)
_URL_RE = re.compile(r"[hf](?:ttps?|tp)://[^\s<>()\[\]`'\"\u3000-\u303f\uff00-\uffef]+")
_URL_NUMBER_RE = re.compile(r"[0-9](?<![0-9a-z_.\-][0-9])[0-9]*(?![0-9a-z_]|[.\-][0-9])")
# An IPv4 address with its prefix length (``10.0.0.0/16``) or its port
# (``39.97.63.215:80``), and a local host's port (``localhost:5000``): the
# address is one token, the prefix length or port a part of its name, not a
# count (``16 個``) nor a measure (``80 秒``). Opens with a digit class (a scan
# skips to it), the bound before it checked after.
_CIDR_RE = re.compile(
    r"[0-9](?<![0-9a-z_.][0-9])([0-9]{0,2}(?:\.[0-9]{1,3}){3})[/:]([0-9]{1,5})(?![0-9a-z_]|[./:][0-9a-z])")
_LOCAL_PORT_RE = re.compile(r"l(?<![0-9a-z_.\-]l)ocalhost:([0-9]{1,5})(?![0-9a-z_]|\.[0-9a-z])")
# A clock time with seconds (``15:59:02``): its parts are a time's parts.
# Without seconds, ``4:1`` and ``3:16`` are as often ratios and references.
_CLOCK_RE = re.compile(r"[0-2](?<![0-9:.][0-2])([0-9]?):([0-5][0-9]):([0-5][0-9])(?![0-9:]|\.[0-9])")
# What every address with a prefix and every such time holds, found by a
# scan far cheaper than the patterns above (most texts have neither).
_CIDR_HINT_RE = re.compile(r"\.[0-9]{1,3}[/:][0-9]")
_CLOCK_HINT_RE = re.compile(r":[0-5][0-9]:[0-5]")


def _url_starts(text: str) -> list[int]:
    """Where ``_URL_RE`` can match: three, four or five characters before
    each ``://`` (ftp, http, https), rather than a scan trying every h and f."""
    starts = set()
    at = text.find("://")
    while at >= 0:
        starts.update((at - 5, at - 4, at - 3))
        at = text.find("://", at + 1)
    return sorted(start for start in starts if start >= 0)


def name_parts(text: str, taken: bytearray) -> Iterator[tuple[str, str | None]]:
    """(key, unit) of the figures that are parts of a URL, an address or a
    clock time, marking them ``taken`` so the number reader does not read
    them bare: a URL's whole numbers as identifiers (``in_name``), its
    versions not at all; an IPv4 address (no unit) and its prefix length
    or port, and a local host's port (``in_name``); a clock time's hour, minute and second
    (``time_of``). Folded text in."""
    if "://" in text:
        for match in matches_at(_URL_RE, text, _url_starts(text)):
            taken[match.start():match.end()] = b"\x01" * (match.end() - match.start())
            for number in _URL_NUMBER_RE.findall(match.group()):
                yield str(int(number)), "in_name"
    if ("/" in text or ":" in text) and _CIDR_HINT_RE.search(text) is not None:
        for match in _CIDR_RE.finditer(text):
            start, end = match.span()
            if taken.find(1, start, end) >= 0:
                continue
            taken[start:end] = b"\x01" * (end - start)
            address = text[start] + match.group(1)
            yield ".".join(str(int(part)) for part in address.split(".")), None
            yield str(int(match.group(2))), "in_name"
    if "localhost:" in text:
        for match in _LOCAL_PORT_RE.finditer(text):
            start, end = match.span()
            if taken.find(1, start, end) < 0:
                taken[start:end] = b"\x01" * (end - start)
                yield str(int(match.group(1))), "in_name"
    if ":" in text and _CLOCK_HINT_RE.search(text) is not None:
        for match in _CLOCK_RE.finditer(text):
            start, end = match.span()
            if int(text[start] + match.group(1)) >= 24 or taken.find(1, start, end) >= 0:
                continue
            taken[start:end] = b"\x01" * (end - start)
            for part in (text[start] + match.group(1), match.group(2), match.group(3)):
                yield str(int(part)), "time_of"


# "only 1 byte of overhead per entry instead of 8": the figure after
# "instead of" or "rather than" leaves its unit to the one it is set
# against, earlier in the same sentence.
_SET_AGAINST_RE = re.compile(r"(?:instead of|rather than)[ \t]+$")


def set_against(text: str, numbers: list) -> Iterator[tuple[str, str]]:
    """(key, unit) of each bare figure written after "instead of" or "rather
    than", with the unit of the figure before it in its sentence (within 80
    characters and no sentence end between). ``numbers``: the readings of
    ``text`` in order of position."""
    if "instead of" not in text and "rather than" not in text:
        return
    for before, number in zip(numbers, numbers[1:]):
        if number.unit is not None or number.version or before.unit is None or before.version:
            continue
        between = text[before.end:number.start]
        if len(between) <= 80 and _SET_AGAINST_RE.search(between) and not _SENTENCE_BREAK_RE.search(between):
            yield number.key, before.unit


_SENTENCE_BREAK_RE = re.compile(r"[.!?;。！？；](?:\s|$)|\n\s*\n")


# A UTC offset is a number of hours (and minutes) from UTC: a timestamp's
# ``-07:00`` and ``UTC+5`` ground a card's "seven hours behind UTC".
_OFFSET_AFTER_RE = re.compile(r"(?:\.[0-9]+)?[+-]([01][0-9]):?([0-5][0-9])(?![0-9])")
_NAMED_OFFSET_RE = re.compile(r"(?<![a-z])(?:utc|gmt) ?[+\-−] ?([0-9]{1,2})(?::?([0-5][0-9]))?(?![0-9])")


def utc_offsets(text: str) -> Iterator[tuple[str, str]]:
    """(key, unit) of the hours and minutes of every UTC offset in ``text``:
    after a timestamp's time, or written after ``UTC``/``GMT``."""
    found: list[tuple[str, str | None]] = []
    if _TIMESTAMP_HINT_RE.search(text) is not None:
        for match in _TIMESTAMP_RE.finditer(text):
            offset = _OFFSET_AFTER_RE.match(text, match.end())
            if offset is not None:
                found.append(offset.groups())
    if "utc" in text or "gmt" in text:
        found += [match.groups() for match in _NAMED_OFFSET_RE.finditer(text)]
    for hours, minutes in found:
        if 0 < int(hours) <= 14:
            yield str(int(hours)), "hour"
        if minutes and int(minutes):
            yield str(int(minutes)), "minute"


# A range written with two dots, as format descriptions and several
# languages write one: ``offsets between [0..2047] bytes``, ``[2..7]``,
# ``1..10``. The upper end, after a dot, is not read as a figure (``1.2``
# is one figure), so it is read here; the lower end takes the unit written
# after the range, as in ``4 to 11 bytes``. Whole numbers only, exactly two
# dots (``1...5`` is an ellipsis; ``1.0..2.0``, a range of versions, is
# left to the version reader). Opens with the two dots (a literal the scan
# skips to), the lower end read back from them.
_DOTTED_RANGE_RE = re.compile(r"\.\.(?<=[0-9]\.\.)([0-9]+)(?![0-9]|\.[0-9])(\]?)")
_LOWER_END_RE = re.compile(r"(?<![0-9.])[0-9]+$")


def dotted_range_ends(text: str) -> Iterator[tuple[str, str | None]]:
    """(key, unit) of the ends of every range written ``a..b``: the upper
    end with the unit written after it or after its closing bracket, the
    lower end too when there is one (``[4..11] bytes``: 4 and 11 bytes)."""
    if ".." not in text:
        return
    for match in _DOTTED_RANGE_RE.finditer(text):
        lower = _LOWER_END_RE.search(text, max(0, match.start() - 24), match.start())
        if lower is None:
            continue
        unit = unit_at(text, match.end())
        yield str(int(match.group(1))), unit
        if unit is not None:
            yield str(int(lower.group())), unit


# A setting whose name ends in the unit of its value: systemd's
# ``RestartSec=3`` (folded: ``restartsec=3``), ``timeout_ms: 500``,
# ``max_size_mb = 64``. The value is a figure in that unit, as ``3s`` is.
# ``sec`` and its forms may end a name glued (CamelCase folds to one word);
# the other units only after ``_``, ``-`` or ``.``, so that ``items=5`` is
# no 5 ms and ``holidays: 3`` no 3 days. Found from the sign, the name read
# back from it: one scan per sign, each led by its literal (a scan led by
# the class ``[=:]`` costs ten times as much over a source).
_SIGN_BEFORE_FIGURE_RES = (re.compile(r"=(?=[ \t]*[\"']?[0-9])"), re.compile(r":(?=[ \t]*[\"']?[0-9])"))
_VALUE_RE = re.compile(r"[=:][ \t]*[\"']?([0-9]+(?:\.[0-9]+)?)(?![0-9.a-z])")
_UNIT_NAME_RE = re.compile(
    r"[a-z0-9](?:(secs?|msec|seconds)|[_.\-](ms|sec|secs|seconds|s|min|mins|minutes|h|hours|days|bytes|kb|mb|gb))"
    r"[\"']?[ \t]*$")
_UNIT_OF_SUFFIX = {"sec": "second", "secs": "second", "seconds": "second", "s": "second", "msec": "ms", "ms": "ms",
                   "min": "minute", "mins": "minute", "minutes": "minute", "h": "hour", "hours": "hour",
                   "days": "day", "bytes": "byte", "kb": "kb", "mb": "mb", "gb": "gb"}


def unit_named_values(text: str) -> Iterator[tuple[str, str]]:
    """(key, unit) of every value set to a name that ends in its unit
    (``RestartSec=3``: 3 seconds)."""
    signs = [at for char, pattern in zip("=:", _SIGN_BEFORE_FIGURE_RES) if char in text
             for at in (sign.start() for sign in pattern.finditer(text))]
    for at in sorted(signs):
        name = _UNIT_NAME_RE.search(text, max(0, at - 12), at)
        if name is None:
            continue
        value = _VALUE_RE.match(text, at)
        if value is not None:
            yield value.group(1), _UNIT_OF_SUFFIX[name.group(1) or name.group(2)]


# Half a unit, and a unit and a half, written in words: "half an hour" is
# 0.5 hours (a card's 30 分鐘), "a day and a half" 1.5 days. (A number word
# and a half, "two and a half years", is read by text/numbers.)
# Each scan opens with a literal; the unit before " and a half" is read
# back from it.
_HALF_A_UNIT_RE = re.compile(r"half(?<![a-z]half) an? (second|minute|hour|day|week|month|year)\b")
_AND_A_HALF_RE = re.compile(r" and a half\b")
_UNIT_BEFORE_RE = re.compile(r"(?<![a-z])an? (second|minute|hour|day|week|month|year)$")
_HALF_UNITS = {"second": "second", "minute": "minute", "hour": "hour", "day": "day", "week": "week",
               "month": "month", "year": "year"}


def half_units(text: str) -> Iterator[tuple[str, str]]:
    """(key, unit) of every "half an hour" (0.5 hours) and "an hour and a
    half" (1.5 hours) of ``text``."""
    if "half" not in text:
        return
    found = [(match.start(), "0.5", match.group(1)) for match in _HALF_A_UNIT_RE.finditer(text)]
    for match in _AND_A_HALF_RE.finditer(text):
        unit = _UNIT_BEFORE_RE.search(text, max(0, match.start() - 10), match.start())
        if unit is not None:
            found.append((match.start(), "1.5", unit.group(1)))
    for _, key, unit in sorted(found):
        yield key, _HALF_UNITS[unit]


# A Chinese year written with two figures, as a date: ``18 年初``, ``18 年 8
# 月底`` (2018). Only with a part of the year or a month after it: a bare
# ``18 年`` is eighteen years, and ``18 年中`` may be "in 18 years". Led by
# 年 (a scan led by the digit class is tried at every figure); the figures
# are read back from it.
_YEAR_PART_RE = re.compile("年 ?(?:初|底|末|上半年|下半年|[0-9]{1,2} ?月|[一二三四五六七八九十]{1,3} ?月)")
_TWO_FIGURES_BEFORE_RE = re.compile(r"(?<![0-9.])([0-9]{2}) ?$")


def short_years(text: str) -> Iterator[str]:
    """The year (``2018``) of every Chinese date whose year is written with
    two figures (``18 年初``), read as :func:`_year` reads a slash date's."""
    if "年" not in text:
        return
    for match in _YEAR_PART_RE.finditer(text):
        start = match.start()
        figures = _TWO_FIGURES_BEFORE_RE.search(text, max(0, start - 4), start)
        if figures is not None:
            yield str(_year(figures.group(1)))


# A C array of a one-byte type (``char magic[4];``, ``uint8_t key[32]``,
# folded): its length is its size in bytes, what a card that reads the
# declaration says (``4 位元組魔術字``). Found from the bracket (most
# sources hold none), the type and name read back from it.
_BYTE_ARRAY_RE = re.compile(r"(?<![a-z0-9_])(?:char|u?int8_t|uint8|u8|byte)[ \t]+\**[a-z_][a-z0-9_]*[ \t]*\[$")
_ARRAY_SIZE_RE = re.compile(r"\[([0-9]+)\]")


def byte_arrays(text: str) -> Iterator[str]:
    """The key of every one-byte type's array length in ``text`` (folded C:
    ``char magic[4];`` is 4 bytes)."""
    at = text.find("[")
    while at >= 0:
        size = _ARRAY_SIZE_RE.match(text, at)
        if size is not None and _BYTE_ARRAY_RE.search(text, max(0, at - 48), at + 1):
            yield str(int(size.group(1)))
        at = text.find("[", at + 1)


# A type name of bytes with its size glued on (folded; SSZ's ``Bytes48``,
# Solidity's ``bytes32``): it holds that many bytes, what a card that reads
# the type says ("48-byte values", ``32 位元組``). Types of bits (``uint64``,
# ``i32``) are left out: a source listing them all (a language's integer
# table) would ground any size a card gives anything.
_GLUED_SIZE_RE = re.compile(r"([0-9](?<=s[0-9])[0-9]{0,2})(?![0-9a-z_]|\.[0-9])")  # (led by a digit)
_SIZED_TYPE_RE = re.compile(r"(?<![a-z0-9_.\-])bytes$")


def sized_types(text: str) -> Iterator[str]:
    """The size in bytes (its key) of every type of bytes ``text`` names
    with its size glued on (folded: ``bytes48`` holds 48 bytes)."""
    for match in _GLUED_SIZE_RE.finditer(text):
        start = match.start()
        if 0 < int(match.group(1)) <= 256 and _SIZED_TYPE_RE.search(text, max(0, start - 6), start):
            yield match.group(1)


# A diagram row that labels a format's bytes in order (``| Byte[0] |
# Byte[1] |``, folded): the row shows that many bytes, what a card that
# reads the diagram says (``佔兩個位元組``).
_BYTE_LABEL_RE = re.compile(r"byte\[([0-9]+)\]")


def byte_rows(text: str) -> Iterator[str]:
    """The key of the number of bytes each diagram row of ``text`` labels
    ``byte[0]``, ``byte[1]`` … in order (two or more)."""
    at = text.find("byte[0]")
    while at >= 0:
        end = text.find("\n", at)
        labels = [int(index) for index in _BYTE_LABEL_RE.findall(text, at, len(text) if end < 0 else end)]
        if len(labels) >= 2 and labels == list(range(len(labels))):
            yield str(len(labels))
        at = text.find("byte[0]", at + 1)
