"""Why the source does not ground an anchor that it seems to hold.

Most anchors H7 reports are nowhere in the source. Some are there, but not
in a form that grounds the card's: the figure with another unit (``60 秒``
where the source says "60 minutes"), only as a date's part, as a
measurement where the card counts (``32 個 frame`` for "32 bits"), as the
version of another product (``Poetry 3.8`` for "Python 3.8"), or only
inside a longer token (``java`` in "javascript", ``200`` in "20000"). A
reader told "does not occur" who then finds the 60 stops trusting the
check, so each such anchor carries a :class:`Reason` to its finding.

Asked only about the anchors already found ungrounded (a few per card),
never about grounded ones. Pure functions of the anchor, the card and the
source's index.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice

from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.card import Card
from anchorlint.model.source_index import SourceIndex
from anchorlint.model.source_numbers import IN_NAME
from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, unfullwidth
from anchorlint.text.tokens import squash
from anchorlint.text.whole_figures import whole_places

# The kinds of reason, as H7 names its message variants.
UNIT = "unit"  # the figure is there with other units (or only as a date's part)
COUNT = "count"  # the card counts with a figure the source gives only as a measurement
VERSION = "version"  # the figure is there as the version of another product
INSIDE = "inside"  # the anchor is there only inside a longer token
DATE = "date"  # the day is there, but not in the whole date the card writes
RELEASE = "release"  # the date is there, but the source gives the card's version other dates
EVENT = "event"  # the version is there, but the source binds what the card says happened in it to others
SINCE = "since"  # the version is there, but only as the last of a range where the card starts one
APART = "apart"  # the figure is there, but the source dates the two releases the card spans otherwise
COMMAND = "command"  # the figure is there, but the source writes the card's command with another in its place


@dataclass(frozen=True, slots=True)
class Reason:
    """Where and how the source has an ungrounded anchor. ``figure`` is the
    number as the source reads it (UNIT, COUNT, VERSION); ``units`` the
    units it gives it with (None: bare), sorted with None first; ``other``
    the other product's name (VERSION) or the longer token (INSIDE);
    ``name`` the card's product (VERSION) or version (RELEASE); ``date``
    the whole date the card writes the day in (DATE, RELEASE); ``line`` the source line of that
    occurrence (1-based), None when it cannot be told cheaply."""

    kind: str
    figure: str = ""
    units: tuple[str | None, ...] = ()
    other: str = ""
    name: str = ""
    date: str = ""
    line: int | None = None


def reasons(missing: list[Anchor], card: Card, index: SourceIndex, policy: GroundingPolicy) -> tuple:
    """A :class:`Reason` or None (the anchor is simply absent) for each of
    the ``missing`` anchors, in order."""
    return tuple(reason(anchor, card, index, policy) for anchor in missing)


def reason(anchor: Anchor, card: Card, index: SourceIndex, policy: GroundingPolicy) -> Reason | None:
    """Why ``anchor``, which the source does not ground, seems to be there."""
    if anchor.kind == NUMBER:
        if anchor.unit in ("day", "week") and policy.strict_units and not anchor.version:
            gap = _releases_apart(anchor, card, index)
            if gap is not None:
                return gap
        if index.grounds(anchor, policy.strict_units, policy.abbreviations):
            return _taken_back(anchor, card, index, policy.strict_units)
        return _other_units(anchor, index) or _inside(anchor, index)
    if anchor.kind == NAME:
        return _inside(anchor, index)
    return None


def _taken_back(anchor: Anchor, card: Card, index: SourceIndex, strict_units: bool) -> Reason | None:
    """A figure the source has in a form that grounds it alone, but not in
    the card's role: a version of another product, a measurement where the
    card counts, the day of another date (lint/grounding_default)."""
    from anchorlint.lint.grounding_default import _defaulted_name, measured_counts, misdated, versions_elsewhere

    if anchor.unit in _DAYS or anchor.unit in ("year", "month_of"):
        date = _whole_date(anchor, card)
        if date and anchor.unit in _DAYS and misdated(card, [anchor], index):
            return Reason(DATE, anchor.key, date=date)
        return _released_otherwise(anchor, card, index, date) if date and strict_units else None
    if not strict_units:
        return None  # a version's product and a count's counter keep their number only with strict units
    if "`" in card.lines[anchor.line - 1].text:
        from anchorlint.lint.grounding_default import changed_command

        changed = changed_command(anchor, card, index)
        if changed is not None:
            return Reason(COMMAND, changed[0], line=changed[1])
    if versions_elsewhere([anchor], card, index):
        from anchorlint.text.version_names import attached_name, product_name

        line = unfullwidth(card.lines[anchor.line - 1].text)
        figure = line[anchor.col - 1:anchor.end_col - 1].lstrip("vV")
        found = attached_name(figure, index.cased)
        if found is None:
            return None
        other, at = found
        name = product_name(line, anchor.col - 1) or _defaulted_name(line, anchor.col - 1)
        if not name:
            # The card keeps one anchor per figure: the one it reports may
            # stand after no name while a later one does ("15 2026 … Kafka
            # 2026"); the message has no product to name then.
            return None
        if other.lower() == name.lower():  # the name's version, with another edition (Gemini 1.5 Flash)
            from anchorlint.lint.grounding_default import _EDITION_AFTER_RE

            edition = _EDITION_AFTER_RE.match(index.cased, at + len(figure))
            figure = figure if edition is None else figure + " " + edition.group(1)
        return Reason(VERSION, figure, other=other, name=name, line=_line_at(index, at))
    if measured_counts([anchor], card, index):
        units = index.numbers.get(anchor.key, set())
        if None in units:  # written bare, but only right after a product's name (MSVC 14) or as a value
            from anchorlint.lint.grounding_default import array_only
            from anchorlint.text.version_names import attached_name

            element = array_only(anchor.key, index)
            if element is not None:
                return Reason(COUNT, anchor.key, ("element",), line=_line_at(index, element))

            found = attached_name(anchor.key, index.cased)
            return Reason(COUNT, anchor.key, (IN_NAME,), line=_line_at(index, found[1]) if found else None)
        return Reason(COUNT, anchor.key, _sorted(units), line=_figure_line(anchor.key, units, index))
    from anchorlint.lint.grounding_default import counted_apart

    if counted_apart([anchor], [], card, index):  # counted, but of another kind of thing
        units = index.numbers.get(anchor.key, set())
        return Reason(COUNT, anchor.key, ("other_count",), line=_figure_line(anchor.key, units, index))
    if anchor.version or "." in anchor.key:
        from anchorlint.lint.grounding_default import other_event

        event = other_event(anchor, card, index)
        if event is not None:
            return Reason(SINCE, anchor.key) if event == "since" else Reason(EVENT, anchor.key, name=event)
    return None


_DAYS = ("day", "day_of")


def _releases_apart(anchor: Anchor, card: Card, index: SourceIndex) -> Reason | None:
    """A span of days or weeks the card counts between two releases the
    source dates otherwise (lint/grounding_default.spans_between_releases):
    the two versions and the days between their dates."""
    from anchorlint.lint.grounding_default import _dated_releases, spans_between_releases
    from anchorlint.text.release_spans import named_gap

    if not spans_between_releases([anchor], [], card, index):
        return None
    gap = named_gap(unfullwidth(card.lines[anchor.line - 1].text).lower(), _dated_releases(index))
    if gap is None:
        return None
    first, second, days = gap
    return Reason(APART, str(days), name=first, other=second)


def _released_otherwise(anchor: Anchor, card: Card, index: SourceIndex, date: str) -> Reason | None:
    """The whole date ``date`` the card gives a version the source writes
    with other dates (lint/grounding_default.dates_of_other_releases)."""
    from anchorlint.lint.grounding_default import released_otherwise

    for version, start, end in released_otherwise(card, anchor.line, index):
        if start < anchor.col <= end:
            return Reason(RELEASE, anchor.key, name=version, date=date)
    return None


def _whole_date(anchor: Anchor, card: Card) -> str:
    """The whole date the card writes the day ``anchor`` in, as written
    (``2022 年 6 月 23 日``, ``June 23, 2022``), or ""."""
    from anchorlint.text.full_dates import full_dates

    line = unfullwidth(card.lines[anchor.line - 1].text)
    folded = line.lower()
    written = line if len(folded) == len(line) else folded
    for start, end, *_ in full_dates(folded):
        if start < anchor.col <= end:
            return written[start:end]
    return ""


def _other_units(anchor: Anchor, index: SourceIndex) -> Reason | None:
    """The same figure in the source, given with units that do not ground
    the card's (``60 minutes`` for ``60 秒``, a bare 5 for ``5 GB``, only a
    date's day for a bare 28)."""
    units = index.numbers.get(anchor.key)
    if not units or anchor.unit in units:
        return None
    return Reason(UNIT, anchor.key, _sorted(units), line=_figure_line(anchor.key, units, index))


_LONG_SOURCE = 65536  # characters: a source above this is searched in its names first
# A longer token (a hash, a key) is not quoted: a piece of it may be a
# piece of a secret, which no redaction would recognise.
_LONGEST_QUOTE = 32


def _inside(anchor: Anchor, index: SourceIndex) -> Reason | None:
    """The anchor's text inside a longer token of the source: every whole
    token would have grounded it, so any occurrence is one."""
    if anchor.kind == NUMBER and (anchor.key != anchor.text or not anchor.key.replace(".", "").isdigit()):
        return None  # only a figure written as the source would: 200, 1.30
    wanted = anchor.text.lower()
    text = index.text
    if not wanted or (len(text) > _LONG_SOURCE and squash(wanted) not in index.names_text):
        return None  # a long source's tokens, squashed, hold every piece of one
    cased = len(index.cased) == len(text)  # else the folded text: no case to compare
    source = index.cased if cased else text
    at = text.find(wanted)
    while at >= 0:
        start, end = _token_span(source, at, at + len(wanted))
        # Only a token the anchor opens or closes, on a letter or digit
        # boundary, is worth naming: 'java' in 'javascript', '200' in
        # '20000', '3.2' in 'v3.20'; 'Go' in the middle of 'outgoing' or 37
        # in 4376 would be true and tell the reader nothing.
        if (not (_continued(source, at - 1, at) and _continued(source, at + len(wanted), at + len(wanted) - 1))
                and len(wanted) < end - start <= _LONGEST_QUOTE
                and not (anchor.kind == NUMBER and _code_like(source, start, end))
                and not (cased and _case_breaks(anchor.text, source, at, start))):
            if _in_secret(source, start, end):
                return None
            return Reason(INSIDE, other=source[start:end], line=_line_at(index, at))
        at = text.find(wanted, end)
    return None


# A token this long whose characters change kind this often (lower-case to
# upper-case, a letter to a digit or back; an upper-case letter before
# lower-case ones starts a word and is no change) is a code: a hash
# (``0238bbf4d7a8d955``), an invite code (``nTYy5BXMWG``), a key. A figure
# in it is nothing the card could have meant; ``amd64``, ``x86_64``,
# ``macOS`` and ``RFC7540`` change once. (A name the card writes is read
# against the whole token: most of ``Tr0ub4dor-Correct-Horsey`` may be it.)
_CODE_LENGTH = 8
_CODE_CHANGES = 3


def _code_like(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a code rather than a name or a number?"""
    if end - start < _CODE_LENGTH:
        return False
    changes = 0
    last = ""
    for char in text[start:end]:
        kind = "d" if char.isdigit() else "u" if char.isupper() else "l" if char.isalpha() else ""
        if kind and last and kind != last and not (last == "u" and kind == "l"):
            changes += 1
        last = kind
    return changes >= _CODE_CHANGES


def _case_breaks(written: str, source: str, at: int, start: int) -> bool:
    """Does the card capitalise a letter the source writes in lower case,
    past the start of the source's token (``Ember`` in "member", ``BER``
    in "number"), or write in capitals what opens a word the source does
    not (``US`` in "users" or "Use")? A name is no piece of a word's middle or end, an
    acronym no word's start; ``Mac`` for "macOS" may be one."""
    theirs = source[at:at + len(written)]
    if at == start:
        capitals = sum(char.isupper() for char in written)
        return capitals >= 2 and capitals == sum(char.isalpha() for char in written) and not theirs.isupper()
    return any(mine.isupper() and there.islower() for mine, there in zip(written, theirs))


def _continued(text: str, beside: int, edge: int) -> bool:
    """Does the token go on at ``beside`` with the same kind of character
    (a letter after a letter, a digit after a digit) as the anchor's edge
    character at ``edge``?"""
    if not 0 <= beside < len(text):
        return False
    here, there = text[edge], text[beside]
    if not _word_char(there):
        return False  # a CJK character, a space: the token ends there
    return (here.isalpha() and there.isalpha()) or (here.isdigit() and there.isdigit())


def _in_secret(text: str, start: int, end: int) -> bool:
    """Does a secret pattern match across ``text[start:end]`` on its line
    (``password = Hunter2Zebra``)? Such a token is not quoted: alone, it
    no longer looks like a secret to the redaction of findings."""
    from anchorlint.text.secrets import PATTERNS, may_contain_secret

    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line = text[line_start:line_end if line_end >= 0 else len(text)]
    if not may_contain_secret(line):
        return False
    start, end = start - line_start, end - line_start
    return any(match.start() < end and start < match.end()
               for _, pattern in PATTERNS for match in pattern.finditer(line))


def _token_span(text: str, start: int, end: int) -> tuple[int, int]:
    """The token around ``text[start:end]``: letters, digits and ``_``,
    and a point between a digit and a letter or digit (``3.13``,
    ``1.11.x``; not ``archive.png``)."""
    while start > 0 and (_word_char(text[start - 1]) or (
            text[start - 1] == "." and start > 1 and text[start - 2].isdigit() and _word_char(text[start]))):
        start -= 1
    while end < len(text) and (_word_char(text[end]) or (
            text[end] == "." and end + 1 < len(text) and text[end - 1].isdigit() and _word_char(text[end + 1]))):
        end += 1
    return start, end


def _word_char(char: str) -> bool:
    return (char.isascii() and char.isalnum()) or char == "_"


def _figure_line(figure: str, units: set, index: SourceIndex) -> int | None:
    """The source line of the first place the source writes ``figure`` as a
    figure of its own, with one of ``units`` when a line says so; None when
    the source writes it otherwise (a number word, a CJK numeral)."""
    from anchorlint.text.numbers import read_numbers

    text = index.text
    first = None
    for at in _figure_places(figure, text):
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        line = text[start:end if end >= 0 else len(text)]
        if any(number.key == figure and number.unit in units for number in read_numbers(line)):
            return _line_at(index, at)
        if first is None:
            first = at
    return None if first is None else _line_at(index, first)


_MOST_PLACES = 16  # a figure's places looked at for one with the unit


def _figure_places(figure: str, text: str):
    """Where ``text`` writes ``figure`` with no digit or point joined on
    either side (``60``, not the 60 of 600 or 1.60)."""
    if not figure or not figure[0].isdigit():
        return
    yield from islice(whole_places(text, figure), _MOST_PLACES)


def _line_at(index: SourceIndex, at: int) -> int | None:
    """The source's line number of offset ``at`` of its plain text: counted
    there when reading the markup kept every line where it was, else the
    line's text looked up in the source as written (an HTML comment is read
    onto one line); None when it is not there as such."""
    text = index.text
    folded = _written_folded(index)
    if folded is None:
        return text.count("\n", 0, at) + 1
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    line = text[start:end if end >= 0 else len(text)].strip()
    found = folded.find(line) if line else -1
    return None if found < 0 else folded.count("\n", 0, found) + 1


def _written_folded(index: SourceIndex) -> str | None:
    """None when reading the source's markup kept every line where it was;
    else the source as written, folded as its plain text is. Read once per
    source (a card's reasons ask it for each line they name)."""
    read = index.__dict__.get("_written_folded")
    if read is None:
        raw, written = index.raw, index.written
        kept = raw is written or raw.count("\n") == written.count("\n")
        read = index.__dict__["_written_folded"] = (None if kept else unfullwidth(written).lower(),)
    return read[0]


def _sorted(units: set) -> tuple:
    return tuple(sorted(units, key=lambda unit: (unit is not None, unit or "")))
