"""The normalization steps the ladder composes, each a rewrite that keeps
the map to the original text (rewrite.py). Tiers are in ladder.py; why each
step is sound is argued in docs/quotes.md."""

from __future__ import annotations

import re
import unicodedata

from anchorlint.quotes import vocab as wl
from anchorlint.quotes.charclass import INVISIBLE, is_cjk
from anchorlint.quotes.rewrite import PLAIN, Mapped, rewrite

CJK_CLASS = (
    "[\u3000-\u30ff\u3100-\u312f\u31a0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uff61-\uff9f\U00020000-\U0003ffff]"
)
# Only the white space that changes: runs, non-space characters, a space
# touching CJK, and spaces at either end (a lone ASCII space between two
# other characters is already normalized, and skipping it keeps this fast).
# Patterns here open with a character class, never a lookbehind: the regex
# engine then skips to the next candidate character in one tight loop
# instead of trying a match at every position (a lookbehind is checked
# after the first character instead, one character wider).
_WS_RE = re.compile(
    rf"\s(?:\s+|(?<=[^\S ])|(?<={CJK_CLASS} )|(?<= )(?={CJK_CLASS})|(?<=\A )|(?<= )\Z)"
)
_WS_PLAIN_RE = re.compile(r"\s(?:\s+|(?<=[^\S ])|(?<=\A )|(?<= )\Z)")  # the same where there is no CJK
_CJK_RE = re.compile(CJK_CLASS)
# Layout at a line start: blockquote markers, bullets, numbered-list markers.
_LINE_MARK_RE = re.compile(r"(?m)^[ \t]*(?:(?:>[ \t]?)+|(?:[-*+\u2022\u25e6]|\d{1,3}[.)])[ \t]+)+")
# What a marker can open with, at the first line start or after a line
# break: a necessary condition for _LINE_MARK_RE, found by a scan for the
# literal line break instead of a match attempt at every position (which is
# all the engine can do with a pattern that opens with ``(?m)^``).
_MARK_FIRST_RE = re.compile(r"[ \t]*[-*+>\u2022\u25e6\d]")
_MARK_NEXT_RE = re.compile(r"\n[ \t]*[-*+>\u2022\u25e6\d]")
_TABLE_RULE_RE = re.compile(r"(?m)^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$")
_TABLE_ROW_RE = re.compile(r"(?m)^[ \t]*\|.*$")
_LINE_HYPHEN_RE = re.compile(r"([-\u2010\u00ad])(?<=[^\W\d_][-\u2010\u00ad])[ \t]*\r?\n[ \t]*(?=[^\W\d_])")
_ENTITY_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_INVISIBLE_RE = re.compile("[" + "".join(sorted(INVISIBLE)) + "]+")
_EXPANSIONS = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st", "…": "..."}
_EXPAND_RE = re.compile("[" + "".join(_EXPANSIONS) + "]")
_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_COMBINING_RE = re.compile(rf".[{_MARKS}]+", re.DOTALL)
_MARK_RE = re.compile(rf"[{_MARKS}]")
# Letters that may carry a diacritic (Latin, Greek, Cyrillic), and stray marks.
_ACCENTED_RE = re.compile(rf"[\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff]|[{_MARKS}]")
_UNIT_RE = re.compile(r"\d ?([^\W\d_]{1,5})(?![^\W\d_])")  # group 1: the unit (the digit only anchors it)
_CAPITAL = r"[A-Z\u00c0-\u00de]"
_ACRONYM_RE = re.compile(rf"{_CAPITAL}(?<![^\W\d_]{_CAPITAL}){_CAPITAL}{{1,4}}(?![^\W\d_])")
_SHOUTED_RE = re.compile(
    rf"{_CAPITAL}(?<![^\W\d_]{_CAPITAL}){_CAPITAL}*(?:[^\w]+{_CAPITAL}+(?![^\W\d_])){{2,}}"
)
_SKELETON_DROP_RE = re.compile(r"[\W_]+")
# Dashes fold to a hyphen, except an en or em dash right before a number
# that does not follow one: "value —5" is punctuation, "-5" is negative.
_DASH_RE = re.compile(r"[–—―﹘](?:(?!\d)|(?<=\d[–—―﹘]))")


def _typography_table() -> dict[int, str]:
    table = {code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
    for chars, target in (("‘’‚‛′‵", "'"), ("“”„‟″‶「」『』", '"'), ("‐‑‒−﹣", "-")):
        table.update({ord(ch): target for ch in chars})
    return table


_TYPOGRAPHY = _typography_table()


def whitespace(mapped: Mapped, cjk_breaks: bool = False) -> Mapped:
    """Runs of white space become one space; a space touching CJK is dropped
    (pangu spacing). A line break between two CJK characters is dropped only
    with ``cjk_breaks`` (the ``cjk-linebreak`` tier) and is a space before."""

    def collapse(match: re.Match[str]) -> str:
        text, (a, b) = match.string, match.span()
        if a == 0 or b == len(text):
            return ""
        left, right = is_cjk(text[a - 1]), is_cjk(text[b])
        if left and right and not cjk_breaks and "\n" in match.group():
            return " "
        return "" if left or right else " "

    text = mapped[0]
    plain = text.isascii() or _CJK_RE.search(text) is None
    if plain and mapped[1] is PLAIN:
        return " ".join(text.split()), PLAIN, PLAIN  # the same without CJK: every run is one space
    return rewrite(mapped, _WS_PLAIN_RE if plain else _WS_RE, collapse)


def layout(mapped: Mapped) -> Mapped:
    """Table pipes and rules, list and blockquote markers at line starts."""
    if "|" in mapped[0]:
        mapped = rewrite(mapped, _TABLE_RULE_RE, lambda m: " ")
        # A pipe of a row becomes a space, one character for one, so the
        # map holds and each cell keeps its own offsets; the white space
        # step then collapses the cell padding.
        text, starts, ends = mapped
        mapped = _TABLE_ROW_RE.sub(lambda m: m.group().replace("|", " "), text), starts, ends
    if not may_have_marks(mapped[0]):
        return mapped  # what the rewrite returns when nothing matches
    return rewrite(mapped, _LINE_MARK_RE, lambda m: "")


def may_have_marks(text: str) -> bool:
    """Whether a line of ``text`` may start with a list or blockquote marker
    (False: _LINE_MARK_RE matches nowhere in it)."""
    return _MARK_FIRST_RE.match(text) is not None or _MARK_NEXT_RE.search(text) is not None


def hyphen_breaks(mapped: Mapped, join: bool) -> Mapped:
    """A hyphen ending a line inside a word: the line break is layout; the
    hyphen is kept (``cross-validation``) or dropped with it (``annotators``).
    A soft hyphen is always dropped."""
    if "\n" not in mapped[0]:
        return mapped
    return rewrite(mapped, _LINE_HYPHEN_RE, lambda m: "" if join or m.group(1) == "\u00ad" else m.group(1))


def typography(mapped: Mapped) -> Mapped:
    if "&" in mapped[0]:
        mapped = rewrite(mapped, _ENTITY_RE, _entity)
    if not mapped[0].isascii():  # the rest concerns non-ASCII characters only
        mapped = rewrite(mapped, _INVISIBLE_RE, lambda m: "")
        mapped = rewrite(mapped, _EXPAND_RE, lambda m: _EXPANSIONS[m.group()])
        if _MARK_RE.search(mapped[0]):
            mapped = rewrite(mapped, _COMBINING_RE, lambda m: unicodedata.normalize("NFC", m.group()))
    text, starts, ends = mapped
    if text.isascii():
        return mapped
    return _DASH_RE.sub("-", text.translate(_TYPOGRAPHY)), starts, ends  # one for one: the map holds


def _entity(match: re.Match[str]) -> str:
    import html

    return html.unescape(match.group())


def fold_case(mapped: Mapped, keep_acronyms: bool) -> Mapped:
    """Case folded, except a unit symbol after a number (``5 mW``) and, with
    ``keep_acronyms``, an all-caps word of 2 to 5 letters (``US`` is not
    ``us``) that is not in a run of three or more all-caps words: a passage
    set in capitals (``THE SERVICE SHALL NOT``) has no acronyms to tell."""
    expanding = []
    if len(mapped[0].casefold()) != len(mapped[0]):  # no character folds to nothing
        expanding = [ch for ch in set(mapped[0]) if len(ch.casefold()) != 1]
    if expanding:  # rare (ß, İ): fold these first, mapping each to its unit
        pattern = re.compile("[" + re.escape("".join(expanding)) + "]")
        mapped = rewrite(mapped, pattern, lambda m: m.group().casefold())
    text, starts, ends = mapped
    kept = [m.span(1) for m in _UNIT_RE.finditer(text) if m.group(1).casefold() in wl.CASE_SENSITIVE_UNITS]
    if keep_acronyms:
        shouted = [m.span() for m in _SHOUTED_RE.finditer(text)]
        kept += [
            m.span() for m in _ACRONYM_RE.finditer(text)
            if m.group().isupper() and not any(a <= m.start() < b for a, b in shouted)
        ]
    pieces: list[str] = []
    pos = 0
    for a, b in sorted(kept):
        if a < pos:
            continue
        pieces += [text[pos:a].casefold(), text[a:b]]
        pos = b
    pieces.append(text[pos:].casefold())
    return "".join(pieces), starts, ends


def without_units(text: str) -> str:
    """``text`` without the case-sensitive unit symbols that follow numbers."""
    units = wl.CASE_SENSITIVE_UNITS
    return _UNIT_RE.sub(lambda m: m.group()[0] if m.group(1).casefold() in units else m.group(), text)


def strip_marks(mapped: Mapped) -> Mapped:
    """Compatibility decomposition with the marks removed (``ü`` → ``u``)."""
    if mapped[0].isascii():
        return mapped
    return rewrite(mapped, _ACCENTED_RE, lambda m: _bare(m.group()))


def _bare(ch: str) -> str:
    if ch in wl.STROKED_LETTERS:
        return wl.STROKED_LETTERS[ch]
    return "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))


def skeleton(mapped: Mapped) -> Mapped:
    return rewrite(mapped, _SKELETON_DROP_RE, lambda m: "")
