"""A card's anchors in the default mode: names and numbers, with the place
and the form in which the card writes them.

Each checked line is read once: URLs first (one anchor each), then dates,
then Latin tokens (``aes-256`` is one name, ``30-day`` a number with a unit),
then figures, number words and CJK numerals. Which Latin tokens are names
depends on the line's script (see :mod:`anchorlint.text.latin`); which numbers
are anchors on their size and unit (:func:`is_number_anchor`).
"""

from __future__ import annotations

import operator
import re
from bisect import bisect_right
from collections import namedtuple
from collections.abc import Iterable, Sequence
from itertools import accumulate
from operator import itemgetter

from anchorlint.text import latin
from anchorlint.text.counts import counts_something
from anchorlint.text.grounding_words import MONTHS, NUMBER_WORDS, ORDINAL_WORDS, UNITS
from anchorlint.text.keyed_values import card_key
from anchorlint.text.numbers import COUNTERS, FRACTION_WORDS, Number, letter_runs, read_dates, read_numbers
from anchorlint.text.places import place_named
from anchorlint.text.tokens import TOKEN_RE, URL_RE

NAME, NUMBER, URL = "name", "number", "url"


_ANCHOR_FIELDS = "kind text key line col end_col unit decimals version small approx"


class Anchor(namedtuple("Anchor", _ANCHOR_FIELDS, defaults=(None, 0, False, False, False))):
    """One anchor as the card writes it: its kind (NAME | NUMBER | URL), its
    text as written, the folded key it is grounded by, its line, its columns
    (1-based code points, ``end_col`` exclusive), its unit, its digits after
    the point, whether it is a version, whether it is a single digit (an
    anchor only through its unit: ``small``) and whether the card hedges it
    (``approx``: 約 30%, about 24 px). A named tuple, not a frozen dataclass:
    a run builds some sixty thousand and the dataclass cost ten times as much
    to build (its hash and equality are those of the same fields' tuple)."""

    __slots__ = ()

    @property
    def identity(self) -> tuple[str, str, str | None]:
        return (self[0], self[2], self[6])  # kind, key, unit

    def row(self) -> tuple:
        """The fields as a plain tuple."""
        return tuple(self)

    def as_dict(self, grounded: bool) -> dict[str, object]:
        """For reporters: the anchor as written and its span on its line."""
        return {"text": self.text, "kind": self.kind, "key": self.key, "unit": self.unit,
                "line": self.line, "col": self.col, "end_line": self.line, "end_col": self.end_col,
                "grounded": grounded}


# Anchors built from complete rows without the named tuple's Python-level
# __new__: ``new_anchor(Anchor, row)``.
new_anchor = tuple.__new__


# Fullwidth ASCII forms folded to ASCII (％, digits, letters): found by a
# scan, as most texts have none and str.translate reads every character.
_FULLWIDTH_RE = re.compile("[\uff05\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")
_UNIT_SUFFIX_RE = re.compile(r"([0-9]+(?:\.[0-9]+)?)-?([a-z%]+)")
_VERSION_RE = re.compile(r"v[0-9]+(?:\.[0-9]+)*|[0-9]+(?:st|nd|rd|th)")  # and ordinals: 2nd
_SERIES_RE = re.compile(r"v?([0-9]+(?:\.[0-9]+)*)\.x")
_LATIN_UNITS = frozenset(form for forms in UNITS.values() for form in forms if form.isascii())
_CODE_RE = re.compile(r"`([^`\n]+)`")
_LINK_TARGET_RE = re.compile(r"\]\((?!https?:)[^)\s]*\)")


def unfullwidth(text: str) -> str:
    """Fullwidth ASCII forms to ASCII, one code point for one (case kept)."""
    if text.isascii() or _FULLWIDTH_RE.search(text) is None:
        return text
    return _FULLWIDTH_RE.sub(_halfwidth, text)


def _halfwidth(match: re.Match[str]) -> str:
    return chr(ord(match.group()) - 0xFEE0)


def _number_token(token: str) -> bool:
    """Tokens the number reader owns: figures, ``v1.2``, ``30-day``, ``512mb``,
    number words (``five-year``)."""
    if token.isdigit() or not any(c.isalpha() for c in token) or _VERSION_RE.fullmatch(token):
        return True
    match = _UNIT_SUFFIX_RE.fullmatch(token)
    if match is not None and (match.group(2) in _LATIN_UNITS or match.group(2) == "k"):
        return True
    return token.split("-")[0] in NUMBER_WORDS


# The scale words the number reader reads after a figure (text/numbers:
# "50 million" is 50000000), left to it: taken as a word, the figure and its
# scale were read as neither.
_SCALE_WORDS = frozenset(("hundred", "thousand", "million", "billion"))
# What a Latin token is, whatever its place (see _token_kind).
_FIGURE, _SHORT, _UNIT, _WORD = range(4)
# token -> (_token_kind's kind, the words of _READ_WORDS among its letter
# runs): cards repeat their words.
_TOKEN_KINDS: dict[str, tuple[int | str, frozenset[str]]] = {}
# The letter runs the date and number readers look for: month names,
# ordinal and number words, a fraction's (text/numbers.read_dates, read_numbers).
_READ_WORDS = frozenset(name for names in MONTHS for name in names.split()) | frozenset(ORDINAL_WORDS) | frozenset(
    NUMBER_WORDS) | FRACTION_WORDS
_NONE: frozenset[str] = frozenset()


def _token_kind(token: str) -> tuple[int | str, frozenset[str]]:
    """Whether a folded Latin token is read as a number (``_FIGURE``: by the
    number reader; or the key of the version series it writes, ``2.1`` for
    ``2.1.x``), is too short to be a name (``_SHORT``), is a unit
    (``_UNIT``: a name unless it follows a figure) or is a word (``_WORD``);
    and which of its letter runs the date and number readers look for.
    Remembered in ``_TOKEN_KINDS`` (a pure function of the token)."""
    if token.isalpha():  # only figures, versions and glued units are read as numbers here, and no ordinal word
        number = token in ORDINAL_WORDS or (token in NUMBER_WORDS and _number_token(token)) or token in _PARTS
        series = None
    elif _FRACTION_TOKEN_RE.fullmatch(token):  # two-thirds: the number reader's fraction
        number, series = True, None
    else:
        number = _number_token(token)
        series = None if number else _SERIES_RE.fullmatch(token)
    kind = (_FIGURE if number else series.group(1) if series is not None else _SHORT if len(token) < 2
            else _UNIT if token in _LATIN_UNITS else _WORD)
    read = _READ_WORDS.intersection(letter_runs(token)) or _NONE
    if len(_TOKEN_KINDS) >= 1 << 16:  # bounded: a long-lived process reads many texts
        _TOKEN_KINDS.clear()
    _TOKEN_KINDS[token] = (kind, read)
    return kind, read


def line_anchors(
    text: str, number: int, stop_words: frozenset[str], *, single_digit: str = "unit", offset: int = 0,
    heading: bool = False,
) -> list[Anchor]:
    """The anchors of one line (``text`` is the line from column ``offset``)."""
    return block_anchors([(number, text, offset)], stop_words, single_digit=single_digit, heading=heading)


def block_anchors(
    lines: Sequence[tuple[int, str, int]], stop_words: frozenset[str], *, single_digit: str = "unit",
    heading: bool | Sequence[bool] = False,
) -> list[Anchor]:
    """The anchors of several lines, each (line number, text from column
    ``offset``, offset), read in one pass over the lines joined. ``heading``:
    whether the lines are headings (one flag, or one per line)."""
    rows = block_rows(lines, stop_words, single_digit=single_digit, heading=heading)
    return [new_anchor(Anchor, row) for row in rows]


def block_rows(
    lines: Sequence[tuple[int, str, int]], stop_words: frozenset[str], *, single_digit: str = "unit",
    heading: bool | Sequence[bool] = False, named: Sequence[str] = (),
) -> list[tuple]:
    """:func:`block_anchors` as :meth:`Anchor.row` tuples (cheaper to build
    for a caller that keeps only some of them). Each line may carry more
    items after its offset; the next is its section, read only against
    ``named``: the sections whose bullets' leading bold terms (``-
    **runc**（…）``) are names whatever their case, as an entity's."""
    if not lines:
        return []
    headings = [heading] * len(lines) if isinstance(heading, bool) else heading
    texts = [line[1] for line in lines]
    text = "\n".join(texts)
    # Where each line starts in the text: the lengths before it, and a newline after each.
    starts = list(map(operator.add, accumulate(map(len, texts[:-1]), initial=0), range(len(texts))))
    cased = unfullwidth(text)
    folded = cased.lower()
    taken = bytearray(len(text))
    latin_lines = latin.latin_lines(texts)
    out: list[tuple] = []

    def add(kind: str, start: int, end: int, key: str, version: bool = False) -> None:
        i = bisect_right(starts, start) - 1
        col = lines[i][2] + start - starts[i] + 1
        out.append((kind, text[start:end], key, lines[i][0], col, col + end - start, None, 0, version, False, False))

    for match in _LINK_TARGET_RE.finditer(folded):
        taken[match.start():match.end()] = b"\x01" * (match.end() - match.start())
    if "://" in folded:
        for match in URL_RE.finditer(folded):
            url = match.group().rstrip(".,;:!?")
            add(URL, match.start(), match.start() + len(url), url)
            taken[match.start():match.end()] = b"\x01" * (match.end() - match.start())
    # One scan for the Latin tokens, read before the dates: each token's
    # letter runs that a date or number reader looks for (a month, an
    # ordinal, a number word) are the text's (letter_runs: every run of
    # letters lies within one token), and those readers ask only for them.
    # The tokens are taken after the dates, as before.
    words: set[str] = set()
    pending = []  # (start, end, token, kind) of the tokens that are not figures
    kinds = _TOKEN_KINDS
    for match in TOKEN_RE.finditer(folded):
        token = match.group()
        known = kinds.get(token)
        if known is None:
            known = _token_kind(token)
        kind, read = known
        if read:
            words.update(read)
        if kind != _FIGURE:  # a figure is the number reader's
            pending.append((*match.span(), token, kind))
    numbers = read_dates(folded, taken, words)
    code = [m.span(1) for m in _CODE_RE.finditer(cased)] if "`" in cased and any(latin_lines) else []
    # Only link targets, URLs and dates are taken so far, and tokens never
    # overlap one another: with none taken, no token needs the check.
    before = taken.find(1) >= 0
    for start, end, token, kind in pending:
        if before and taken.find(1, start, end) >= 0:
            continue
        if token == "version" and _FIGURE_AFTER_RE.match(folded, end):
            continue  # "version 0.10.1": the number reader's figure, from its word on
        if token in _SCALE_WORDS and _after_figure(folded, start):
            continue  # "50 million": the number reader's figure (50000000), its scale word with it
        taken[start:end] = b"\x01" * (end - start)
        if kind.__class__ is str:  # 2.1.x: the 2.1 series
            add(NUMBER, start, end, kind, version=True)
            continue
        if kind == _SHORT or (token in stop_words and not (token == "vs" and _capital_vs(cased, start, end))) or (
                kind == _UNIT and _after_figure(folded, start)):
            continue
        i = bisect_right(starts, start) - 1
        local = start - starts[i]
        if latin_lines[i]:
            in_code = any(a <= start < b for a, b in code)
            line = cased[starts[i]:starts[i] + len(lines[i][1])]
            if not latin.is_name(cased[start:end], line, local, in_code, headings[i]) and not (
                    named and len(lines[i]) > 4 and lines[i][4] in named and _lead_term(line, local, end - start)):
                continue
        col = lines[i][2] + local + 1
        out.append((NAME, text[start:end], token, lines[i][0], col, col + end - start, None, 0, False, False, False))
    numbers += read_numbers(folded, taken, dates=False, words=words)
    hedges = None  # whether the card hedges any number: looked for when a whole number needs it
    united = None  # where a figure with a unit starts: read when a digit is followed by a times sign
    for start, end, key, unit, decimals, version in numbers:
        small = not version and decimals == 0 and key.isdigit() and int(key) < 10
        checked = False  # a digit the line makes a count or a setting though it has no unit
        if small and unit is None and single_digit == "unit" and key not in ("0", "1"):
            times = _TIMES_UNITED_RE.match(folded, end)
            if times is not None:
                if united is None:
                    united = {number[0] for number in numbers if number[3] is not None}
                # 6 × 100Gb: six of the 100Gb links, a count to check (its unit stays none)
                checked = times.end() in united
            elif _POWER_AFTER_RE.match(folded, end) is not None:
                pass  # 上限為 2**19: the base of a power is no value of its own (the power is 2**19)
            elif flag_value(cased, start) is not None or card_key(cased, start, end) is not None:
                # -d 5, KEY=3, 預設 2: a key's value, checked only against the source's values of that key
                checked = True
        if ("/" in key and _FRACTION_KEY_RE.fullmatch(key) is None) or not (_is_anchor(key, unit, small, single_digit) or (
                single_digit == "unit" and small and unit is None and key not in ("0", "1") and (
                    checked or _named_digit(cased, start, end, key) or counts_something(cased, start, end)
                    or place_named(cased, start, end)))):
            continue
        approx = False
        if not version:  # (約 0.8 MB: a decimal figure is hedged too, and a conversion reads it)
            if hedges is None:
                hedges = any(word in folded for word in _HEDGE_HINTS)  # most cards hedge no number
            approx = hedges and _hedged(folded, start, end)
        i = bisect_right(starts, start) - 1
        col = lines[i][2] + start - starts[i] + 1
        out.append((NUMBER, text[start:end], key, lines[i][0], col, col + end - start, unit, decimals, version,
                    small, approx))
    out.sort(key=_POSITION)
    return out


_POSITION = itemgetter(3, 4)  # (line, col) of a row
# A bullet's leading bold term: "- **runc**（OCI runtime）— …".
_LEAD_TERM_RE = re.compile(r"[ \t]*[-*+][ \t]+\*\*([^*\n]+)\*\*")


def _lead_term(line: str, start: int, length: int) -> bool:
    """Is the word at ``line[start:start + length]`` in the bold term that
    opens the bullet ``line``, and a name there: the term's only word, or
    a capitalised one (a term of several words, ``**tz database**``, may
    describe rather than name; ``**runc**`` names)."""
    match = _LEAD_TERM_RE.match(line)
    if match is None or not match.start(1) <= start < start + length <= match.end(1):
        return False
    return line[start].isupper() or " " not in match.group(1).strip()


# What the number reader reads after the word "version": a figure.
_FIGURE_AFTER_RE = re.compile(r" [0-9]")
# A fraction's key (三分之二, two-thirds: "2/3"): an anchor like any figure.
_FRACTION_KEY_RE = re.compile(r"[0-9]+/[0-9]+")
# A fraction's words, left to the number reader: "three quarters", "two-thirds".
_PARTS = frozenset({"thirds", "quarters", "fourths", "fifths"})
_FRACTION_TOKEN_RE = re.compile(r"(?:a|one|two|three|four)-(?:thirds?|quarters?|fourths|fifths)")
# A capitalised word just before a single digit (Level 3, Python 4), not
# a count in Chinese (Lambda 三種, Lambda 3 種).
_NAMED_RE = re.compile(r"(?<![A-Za-z0-9.\-])(?:[A-Z][a-z]+ |[A-Z][A-Za-z]+/)$")
_COUNTED_RE = re.compile(f" ?[{COUNTERS}]")
# A times sign after a single digit, up to the figure it multiplies: "6 ×
# 100Gb", "4 * 100Gb". With a unit on that figure the digit
# counts the united things (links, cards, disks) and is checked as a count.
_TIMES_UNITED_RE = re.compile(r"[ \t]*[×x*][ \t]*(?=[0-9])")
# A one-letter command-line flag right before a figure: "-d 5", "`-n 3`",
# "，-d 5" (not "a-b 5" nor "--d 5": the hyphen opens its word).
_FLAG_BEFORE_RE = re.compile(r"-([A-Za-z])[ =]")


def flag_value(text: str, start: int) -> str | None:
    """The flag (``-d``) whose value the figure at ``text[start:]`` is
    (``-d 5``), or None."""
    if start < 3 or text[start - 3] != "-" or (start > 3 and (text[start - 4].isalnum() or text[start - 4] in "-_")):
        return None
    match = _FLAG_BEFORE_RE.fullmatch(text, start - 3, start)
    return None if match is None else match.group(1)


def checked_digit(text: str, start: int, end: int, key: str) -> bool:
    """Is the single digit at ``text[start:end]`` (a card's line, case
    kept) an anchor though it has no unit: a name's (``Level 3``), a count
    (``3 個``), a place (``第 3 步``)? (A times sign, a flag or a key the
    reader looks at beside these.)"""
    return _named_digit(text, start, end, key) or counts_something(text, start, end) or place_named(text, start, end)


def _named_digit(text: str, start: int, end: int, key: str) -> bool:
    """Is the single digit at ``text[start:end]`` part of a name (``Level
    3``, ``Python 4``, ``Node 6``)? It is then an anchor without a unit, as
    a version is."""
    return (key not in ("0", "1") and text[start:end].isdigit()
            and _NAMED_RE.search(text, max(0, start - 24), start) is not None
            and _COUNTED_RE.match(text, end) is None)


# A power's operator right after its base (2**19, 2^32), and its exponent.
_POWER_AFTER_RE = re.compile(r"[ \t]?(?:\*\*|\^)[ \t]?[0-9]")
_HEDGE_BEFORE_RE = re.compile(
    r"(?:約|约|大約|大约|約莫|近|逾|超過|超过|about|approximately|approx\.?|around|roughly|nearly|almost|~|≈)[ \t]*$")
_HEDGE_AFTER_RE = re.compile(r"[^，。、,;\n]{0,6}?(?:左右|上下)")
# A hedge before a range's lower end covers its upper end too: "約 2.6 到 3
# 倍", "about 2 to 3 times" say both ends are approximate.
_HEDGED_RANGE_RE = re.compile(
    r"(?:約|约|大約|大约|about|approximately|around|roughly)[ \t]*[0-9]+(?:\.[0-9]+)?[ \t]*(?:到|至|to|-|–)[ \t]*$")
# A figure in a parenthesis right after a hedged figure and its unit restates
# it in another unit and shares its hedge: "約 32 µs（402 MB/s）" is about
# 402 MB/s too.
_HEDGED_GLOSS_RE = re.compile(
    r"(?:約|约|大約|大约|about|approximately|around|roughly|nearly|~|≈)[ \t]*[0-9]+(?:\.[0-9]+)?"
    r"[ \t]*[^\s()（）0-9，。、,;:]{1,8}[ \t]*[（(][ \t]*$")
# Every hedge holds one of these (searched for one by one: far faster than
# one scan with an alternation). 上下 and 左右 whole: 上 alone is in most
# Chinese texts (以上, 上線), which then had each figure tried for a hedge.
_HEDGE_HINTS = ("約", "约", "近", "逾", "超過", "超过", "上下", "左右", "~", "≈", "about", "approx", "around", "roughly", "nearly",
                "almost")


def _hedged(text: str, start: int, end: int) -> bool:
    """Does the card say the number is approximate (約 30%, 30% 左右, about 24)?"""
    return (_HEDGE_BEFORE_RE.search(text, max(0, start - 14), start) is not None
            or _HEDGE_AFTER_RE.match(text, end) is not None
            or _HEDGED_RANGE_RE.search(text, max(0, start - 30), start) is not None
            or _HEDGED_GLOSS_RE.search(text, max(0, start - 40), start) is not None)


def _capital_vs(cased: str, start: int, end: int) -> bool:
    """Is the stop word at ``cased[start:end]`` a ``VS`` in capitals that
    opens a name (``in VS Code``): a capitalised word after it, none before
    it? "React vs Vue", "React VS Vue" and "a vs b" compare two things."""
    if cased[start:end] != "VS" or cased[end:end + 1] != " " or not cased[end + 1:end + 2].isupper():
        return False
    before = cased[max(0, start - 40):start].rstrip(" ")
    word = before.rsplit(" ", 1)[-1]
    return not word or not word[0].isupper()


def _after_figure(text: str, start: int) -> bool:
    """Is the word at ``start`` a unit written after a number (``4333 MB``)?"""
    before = text[max(0, start - 3):start].rstrip(" ")
    return bool(before) and (before[-1].isdigit() or before[-1] in "十百千萬万億亿")


def is_number_anchor(num: Number, single_digit: str = "unit") -> bool:
    """Two or more digits, a decimal, a version or a percentage always; a
    single digit with a unit under ``single_digit="unit"``, always under
    ``"always"``, never under ``"never"``."""
    return _is_anchor(num.key, num.unit, num.small, single_digit)


def _is_anchor(key: str, unit: str | None, small: bool, single_digit: str) -> bool:
    if not small or unit == "percent":
        return True
    if key in ("0", "1"):
        return False  # "one year", "一次": idiom more often than a figure
    if single_digit == "always":
        return True
    return single_digit == "unit" and unit is not None


def distinct(anchors: Iterable[Anchor]) -> list[Anchor]:
    """One anchor per (kind, key, unit): the first occurrence."""
    seen: set[tuple[str, str, str | None]] = set()
    out = []
    for anchor in anchors:
        if anchor.identity not in seen:
            seen.add(anchor.identity)
            out.append(anchor)
    return out
