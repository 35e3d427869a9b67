"""A source's numbers, read only where a number can stand.

Reading every number of a source costs about 100 ns a character (a
generated book of 2 MB: a quarter of a second), and most of a source is
prose without any: its paragraphs with no digit, no CJK numeral, no fraction
and no number word, ordinal or month name (half of the text of the
benchmark's sources). So the source is split at blank lines and only the
paragraphs with such a hint are read, joined by blank lines.

Why the table is the whole source's, exactly:

- No reading crosses a blank line (a line of spaces and tabs only). Every
  pattern of ``text/numbers.py`` and ``text/tables.py`` stays within a line or
  runs on over single line breaks only; ``unit_at`` stops at a blank line; a
  table ends at one. Every look-around at a paragraph's edge sees a line
  break (or the text's edge, which reads the same). So reading chosen
  paragraphs joined by blank lines gives exactly their readings in the whole
  source.
- A paragraph without a hint gives nothing: every reading has an ASCII
  digit, a CJK numeral or a fraction in it, or is a number word, an
  ordinal, a month name, a multiplier word (``twice``) or ``half`` (the hint's bounds,
  a letter before or after, are looser than the readers' own).

``tests/properties/test_source_numbers.py`` checks both on random and corpus texts.
"""

from __future__ import annotations

import re

from anchorlint.text.counted_things import counter_at
from anchorlint.text.counts import counted_after
from anchorlint.text.grounding_words import MONTHS, NUMBER_WORDS, ORDINAL_WORDS, SERIES_WORDS
# _MONTH_ALT: the month names as the date reader writes them.
from anchorlint.text.numbers import _MONTH_ALT, read_numbers, read_words, year_hinted
from anchorlint.text.references import REFERENCE_ENDS, referenced
from anchorlint.text.restated_series import restated_units
from anchorlint.text.source_figures import (
    TIMES_WORDS, byte_arrays, byte_rows, dotted_range_ends, half_units, multiplier_roundings, multipliers, name_parts, set_against,
    sized_types,
    short_years, slash_date_numbers, dotted_date_numbers, timestamp_times, unit_named_values, utc_offsets)
from anchorlint.text.tables import table_numbers
from anchorlint.text.token_figures import DURATION_LETTERS, HEX_LETTERS, PAGE_ENDS, duration_unit, hash_figure, names_a_page

Table = dict[str, set[str | None]]
IN_NAME = "in_name"  # the unit of a figure written inside a name (p99, M80)
_LETTER_BEFORE_RE = re.compile(r"[A-Za-z]")  # a name's last letter before its hyphen and figure
# A word that makes the figure after it a place in a sequence (step 4), and
# those words' last letters (most figures follow none: the search is skipped).
_POSITION_ENDS = frozenset("penrxPENRX")
_POSITION_BEFORE_RE = re.compile(r"\b(?:step|phase|stage|section|chapter|example|figure|table|appendix)[ \t]$",
                                 re.IGNORECASE)
_SERIES_LAST = frozenset(word[-1] for word in SERIES_WORDS)  # the last letters of series' names
STATUS = "status"  # the unit of an HTTP status code (500 error, HTTP 404)
COUNT = "count"  # the unit of a figure a counter or counted noun follows (24 節, 10 records)

# Month names stand for their number in a source (a card's 四月 or 十月).
_MONTHS = {name: n for n, name in enumerate(
    "january february march april may june july august september october november december".split(), 1)
    if name != "may"}
# Patterns scanned over a whole source open with a literal or a class and
# check what stands before it after that (a scan skips to such a start fast).
# A figure after one letter that follows no letter, digit, _ or . (p99, M80),
# read from its first digit: digits are far rarer than letters to stop at.
_LETTER_FIGURE_RE = re.compile(r"([0-9](?<=[a-z][0-9])(?<![a-z0-9_.]..)[0-9]*)(?![0-9.a-z])")

_BLANK_LINES_RE = re.compile(r"\n(?:[ \t]*\n)+")
# Every figure has an ASCII digit, a CJK numeral or a fraction in it.
_FIGURE_HINT_RE = re.compile("[0-9〇零一二兩两三四五六七八九十百千萬万億亿½¼¾⅓⅔]")


# Any number word, ordinal, multiplier word or month name standing as a
# whole run of letters (looser than the readers' own boundaries, so never
# missing one) hints a number. Every such word is a run of a-z letters, so
# the hint is read from the text's letter runs: the text as bytes, each byte
# but a-z a space (a character beyond ASCII one byte), split. Patterns led by
# a word's first letter or by a character before it were tried at half an
# English text's characters and cost several times as much.
_HINT_WORDS = frozenset(word.encode() for word in (
    *NUMBER_WORDS, *ORDINAL_WORDS, *TIMES_WORDS, *(name for names in MONTHS for name in names.split()),
    "half"))  # half an hour
_LETTERS_ONLY = bytes(byte if 97 <= byte <= 122 else 32 for byte in range(256))


def inner_factor(text: str, start: int, end: int) -> bool:
    """Is the figure at ``text[start:end]`` a factor with a ``*`` on each
    side (``24 * 60 * 60 * 1000``'s 60s), the product's conversion factor
    rather than a quantity? The factors on either side are figures (a
    product of literals, not ``*emphasis* 60 *seconds*``); ``**`` is a
    power (item 191), no product."""
    star = start - 1 if text[start - 1] == "*" else start - 2
    if star < 1 or text[star] != "*":
        return False
    left = text[star - 1] if text[star - 1] != " " else text[star - 2:star - 1]
    if not left.isdigit():
        return False
    star = end if text[end:end + 1] == "*" else end + 1
    if text[star:star + 1] != "*" or text[end:star] not in ("", " "):
        return False
    right = text[star + 1:star + 2] if text[star + 1:star + 2] != " " else text[star + 2:star + 3]
    return right.isdigit()


def read_table(text: str, table: Table, counted: dict[str, list] | None = None) -> None:
    """Add every number ``text`` gives to ``table``: key -> the units it is
    given with (None: no unit). The versions of a series give its number
    (3.14.1 and 3.14.2 give 3.14); a measurement gives its roundings (``~``
    keys). ``counted``, when given, gets for each figure given as a count
    the CJK counter and the words after it of each such count, None for a
    count of no CJK counter (``3 replicas``; :func:`anchorlint.text.counted_things.counter_at`)."""
    # A month name is a whole run of letters (a letter, not \w, before or
    # after it ends it: a month glued to Chinese text is one), so the text's
    # letter runs the readers look for, which the number reader takes as
    # well, give every month.
    words = read_words(text)
    for month in sorted(words.intersection(_MONTHS)):
        table.setdefault(str(_MONTHS[month]), set()).add("month_of")
    for digits in _LETTER_FIGURE_RE.findall(text):
        # M80, r2, p99: a bare 99 may name it, a measurement (99 天) may not.
        table.setdefault(str(int(digits)), set()).add(IN_NAME)
    taken = bytearray(len(text))
    for key, unit in name_parts(text, taken):  # a URL's, an address's, a clock time's figures
        table.setdefault(key, set()).add(unit)
    for key, unit in slash_date_numbers(text, taken):  # 11/04/17: a date's parts, never bare numbers
        table.setdefault(key, set()).add(unit)
    for key, unit in dotted_date_numbers(text):  # 27.06.2023: a date's parts, and its figures as before
        table.setdefault(key, set()).add(unit)
    for key in multipliers(text):  # CPU 核数 * 2: twice as many
        table.setdefault(key, set()).add("times")
        for rounded in multiplier_roundings(key):  # x 2.63: about 2.6 times
            table.setdefault(rounded, set()).add("times")
    for key in timestamp_times(text):  # 2018-05-04-16-45-08: a time's parts
        table.setdefault(key, set()).add("time_of")
    for key, unit in utc_offsets(text):  # 00:32:00-07:00, UTC+5: hours from UTC
        table.setdefault(key, set()).add(unit)
    for key, unit in dotted_range_ends(text):  # [0..2047] bytes: up to 2047 bytes
        table.setdefault(key, set()).add(unit)
    for key, unit in unit_named_values(text):  # RestartSec=3: 3 seconds
        table.setdefault(key, set()).add(unit)
    for key in byte_arrays(text):  # char magic[4];: 4 bytes
        table.setdefault(key, set()).add("byte")
    for key in byte_rows(text):  # | Byte[0] | Byte[1] |: 2 bytes
        table.setdefault(key, set()).add("byte")
    for key in sized_types(text):  # Bytes48: 48 bytes
        table.setdefault(key, set()).add("byte")
    for key, unit in half_units(text):  # half an hour: 0.5 hours
        table.setdefault(key, set()).add(unit)
    for key in short_years(text):  # 18 年初: early 2018
        table.setdefault(key, set()).add("year")
    if "+" in text or "＋" in text:
        from anchorlint.text.written_sums import written_sums  # (most sources hold no sum)

        for key, unit in written_sums(text):  # 15台+8台: 23 machines
            table.setdefault(key, set()).add(unit)
    series: dict[str, set[str]] = {}
    numbers = read_numbers(text, taken, words=words)
    for key, unit in set_against(text, numbers):  # 1 byte ... instead of 8: 8 bytes
        table.setdefault(key, set()).add(unit)
    restated = restated_units(text, numbers) if len(numbers) >= 5 else {}  # 2 秒, 4 秒 … (2，4，8)
    # (A source gives tens of thousands of numbers: each one's fields are
    # read once, and a key's set of units is made only for a new key.)
    for at, (start, end, key, given, decimals, version) in enumerate(numbers):
        after = text[end:end + 1]
        if after in HEX_LETTERS and not version and hash_figure(text, start, end):
            continue  # 8a06cd7: a commit's hash, whose digits are no figure
        unit = given
        if unit is None and end - start == 3 and status_code(text, start, end):
            unit = STATUS  # (a status has three figures: most figures are told without the call)
        if restated:
            unit = restated.get(at, unit)
        if unit is None:
            before = text[start - 1] if start else ""
            if before == "^":
                # 2^32: the exponent is part of a power, not a count or size of
                # 32 anything; a bare 32 (a card's own 2^32) may name it, 32 kB may not.
                unit = IN_NAME
            elif start > 1 and text[start - 2] in _POSITION_ENDS and (
                    before in " \t" and not version and _POSITION_BEFORE_RE.search(text, max(0, start - 12), start)):
                # step 4, phase 2, section 3: a place in a sequence, which a card's
                # "step 4" names, not four of anything ("無效的 4 種寫法").
                unit = IN_NAME
            elif before in REFERENCE_ENDS and not version and referenced(text, start):
                # :issue:`1312`, #895, p. 96, <img height="273">: a figure that
                # names an issue, a page or a tag's setting, which a card's
                # "issue 1312" names too, not 1312 fields or 273 ms.
                unit = IN_NAME
            elif before in PAGE_ENDS and not version and (before != " " or (
                    text[start - 2] in _SERIES_LAST and text.endswith(SERIES_WORDS, max(0, start - 5), start - 1))) and (
                    names_a_page(text, start, end)):  # (most figures after a space: no series' name before them)
                # RFC 1951, PKCS#8, sshd(8): a document's number in its series or a
                # man page's section, which a card's "RFC 1951" names, not 1951 of anything.
                unit = IN_NAME
            elif (before == "*" or (before == " " and text[start - 2] == "*")) and inner_factor(text, start, end):
                # 24 * 60 * 60 * 1000: a factor between two others converts
                # units (minutes to seconds, seconds to ms); the quantity is
                # the first factor. A card's bare 60 or the code may name it,
                # "60 秒" is no quantity of it.
                unit = IN_NAME
            elif after in DURATION_LETTERS and (duration := duration_unit(text, start, end)):
                unit = duration  # retention "10m": ten minutes, not a bare 10 of any unit
            elif start >= 2 and before == "-" and _LETTER_BEFORE_RE.match(text, start - 2) and not version:
                # utf-8, latin-1, iso-8859-1: the figure is part of a name, not
                # eight of anything ("最多警告 8 次" is no count of it).
                unit = IN_NAME
            elif counted_after(text, end):
                # "24 節課程", "the last 10 records": a count of things, which
                # grounds a count or a bare figure, not 24 weeks or ten minutes.
                unit = COUNT
                if counted is not None:
                    counted.setdefault(key, []).append(counter_at(text, end))
        units = table.get(key)
        if units is None:
            table[key] = {unit}
        else:
            units.add(unit)
        if not version and (decimals >= 3 or (decimals and given is not None)) and key.endswith("0"):
            # 2.730 is the measurement 2.73 (three decimals or more: 3.10 is a
            # version), and so is 122.60 MB/s 122.6 MB/s: a unit makes it a measurement.
            table.setdefault(key.rstrip("0").rstrip("."), set()).add(given)
        if version:
            parts = key.split(".")
            for size in range(2, len(parts)):
                series.setdefault(".".join(parts[:size]), set()).add(key)
            if all(part == "0" for part in parts[1:]):
                # ^20.0.0 is the major release v20 itself (a card's "v20")
                table.setdefault("v" + parts[0], set()).add(None)
            if len(parts) >= 3 and parts[-1] == "0":
                # 2.4.0 is release 2.4 itself (a card's "2.4 版"), as 3.10.0 is 3.10;
                # 2.4.1 alone names no 2.4 (a series is named by its releases).
                table.setdefault(".".join(parts[:-1]), set()).add(None)
        elif decimals >= 3 or (decimals and given is not None):
            # Rounding is read only off measurements (a unit, or three or
            # more decimals): 3.13 is a version, not 3.1 more precisely.
            whole, _, fraction = key.partition(".")
            for size in range(len(fraction)):
                rounded = f"{float(key):.{size}f}"
                if float(rounded) != float(key):
                    table.setdefault("~" + rounded, set()).add(given)
    for key, unit in table_numbers(text):  # 3100 under a "MB/s" header
        table.setdefault(key, set()).add(unit)
        if unit == "times":  # 12.98 under "Relative": about 13 times, as a multiplier's
            for rounded in multiplier_roundings(key):
                table.setdefault(rounded, set()).add(unit)
    for key, versions in series.items():
        # A series is named by its releases (24.4 for 24.4.0, 24.4.1 and
        # 24.4.2); one release alone does not name it: "requires 3.9" is not
        # what a source saying "is v3.9.16" says.
        if len(versions) > 1:
            table.setdefault(key, set()).add(None)


# An HTTP status is a code, not a quantity: ``500`` in "return a `500` error
# response" grounds a card's "HTTP 500" or "500 錯誤", not its "500 ms".
# Chinese writes the status before the same nouns (``503 回應``, ``404 錯誤``,
# ``200 狀態碼``): 回 there starts a word, it counts no times.
_STATUS_KEY_RE = re.compile(r"[1-5][0-9][0-9]")
_STATUS_BEFORE_RE = re.compile(r"(?:http|status|status code)[ `'\"]*$")
_STATUS_AFTER_RE = re.compile(
    r"[`'\"]?[ ]*(?:error|response|status|internal server error|bad request|unauthorized|forbidden"
    r"|not found|too many requests|service unavailable|bad gateway|gateway timeout|ok\b"
    r"|回應|回应|響應|响应|狀態|状态|錯誤|错误)")


def status_code(text: str, start: int, end: int) -> bool:
    """Is the figure at ``text[start:end]`` an HTTP status code?"""
    return (end - start == 3 and _STATUS_KEY_RE.fullmatch(text, start, end) is not None
            and (_STATUS_AFTER_RE.match(text, end) is not None
                 or _STATUS_BEFORE_RE.search(text, max(0, start - 16), start) is not None))


def number_paragraphs(text: str) -> str:
    """The paragraphs of ``text`` that can hold a number, in order, joined by
    blank lines (``text`` itself when every paragraph can)."""
    paragraphs, kept = hinted_paragraphs(text)
    return text if len(kept) == len(paragraphs) else "\n\n".join(kept)


def hinted_paragraphs(text: str) -> tuple[list[str], list[str]]:
    """(The paragraphs of ``text``, those of them that can hold a number)."""
    paragraphs = _BLANK_LINES_RE.split(text)
    if len(paragraphs) == 1:
        return paragraphs, paragraphs
    figure = _FIGURE_HINT_RE.search
    return paragraphs, [text for text in paragraphs if figure(text) or _has_hint_word(text)]


def _has_hint_word(text: str) -> bool:
    """Is one of ``text``'s runs of ASCII letters (each as long as it goes:
    no letter a-z before or after) a hint word? What the two word-hint
    patterns find, read without a pattern tried at every character: the
    text as bytes with every other character a space, split."""
    runs = text.encode("ascii", "replace").translate(_LETTERS_ONLY).split()
    return not _HINT_WORDS.isdisjoint(runs)


# Every whole date (text/full_dates.py) has 月, a year of four figures before
# its separator, a month name as the date reader writes it, or is a slash
# date (looked for in that order, the cheapest first).
_MONTH_HINT_RE = re.compile(_MONTH_ALT)
_SLASH_HINT_RE = re.compile(r"[0-9]/[0-9]{1,2}/[0-9]{2}")
_DOTTED_HINT_RE = re.compile(r"[0-9]\.(?:19|20)[0-9]{2}")  # 27.06.2023: its month, dot and year


def date_paragraphs(paragraphs: list[str]) -> str:
    """The number paragraphs that can hold a whole date, joined by blank
    lines: the whole dates of a source read from these alone are its own
    (no date runs on over a blank line; every one has a hint)."""
    month, slash, dotted = _MONTH_HINT_RE.search, _SLASH_HINT_RE.search, _DOTTED_HINT_RE.search
    kept = [text for text in paragraphs
            if "月" in text or year_hinted(text) or month(text) or ("/" in text and slash(text)) or ("." in text and dotted(text))]
    return "\n\n".join(kept)
