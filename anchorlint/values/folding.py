"""Folded text: the normalized view of a source, with a way back to it.

Folding is per character, so every folded character knows the range of
original characters it came from, and any folded span maps back to an exact
slice of the original. What folding forgives:

* case (``str.casefold``: ``ß`` becomes ``ss``);
* diacritics: a character's canonical decomposition minus its combining marks
  (``ü`` becomes ``u``, and a lone combining mark disappears, so a decomposed
  ``u`` + U+0308 folds like the precomposed letter);
* a few Latin letters without a decomposition (``ł ø đ ħ ı``);
* fullwidth ASCII and every decimal digit script fold to ASCII; other numeric
  characters (superscripts, fractions, circled digits) are left alone, so
  ``10²`` never reads as ``102``;
* typographic dashes (and the minus sign) become ``-``, curly quotes ``'`` or ``"``;
* zero-width characters and the soft hyphen are dropped;
* every run of white space (NBSP, thin and narrow spaces included) becomes one
  space, or one newline when the run contains a line break. Newlines stay
  distinct so that a figure is never grouped across lines (``1`` and ``234``
  on two lines are not ``1 234``); text matching uses ``flat``, where they are
  spaces.
"""

from __future__ import annotations

import unicodedata
from array import array
from dataclasses import dataclass
from functools import lru_cache

_LINE_BREAKS = frozenset("\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029")
_DROPPED = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")
_SPECIAL = {
    "ł": "l", "Ł": "l", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d", "ħ": "h", "Ħ": "h", "ı": "i",
    "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-",
    "\u2212": "-", "\ufe63": "-", "\uff0d": "-",
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u02bc": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u00ab": '"', "\u00bb": '"',
}


@lru_cache(maxsize=4096)
def fold_char(ch: str) -> str:
    """The folded form of one non-space character (possibly empty or longer)."""
    if ch.isascii():
        return ch.lower()
    special = _SPECIAL.get(ch)
    if special is not None:
        return special
    if ch in _DROPPED:
        return ""
    code = ord(ch)
    if 0xFF01 <= code <= 0xFF5E:
        return fold_char(chr(code - 0xFEE0))
    if unicodedata.category(ch) == "Nd":
        return str(unicodedata.digit(ch))
    if 0xAC00 <= code <= 0xD7A3:  # Hangul syllables decompose into letters, not marks
        return ch
    base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
    return "".join(c for c in base.casefold() if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class FoldedText:
    """Folded text plus, per folded character, its original [start, end)
    (compact int arrays: four bytes per character instead of two objects)."""

    text: str
    starts: array[int]
    ends: array[int]

    @property
    def flat(self) -> str:
        """The folded text with newlines as spaces (same length, same offsets)."""
        return self.text.replace("\n", " ")

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original [start, end) of the folded span [start, end)."""
        return self.starts[start], self.ends[end - 1]


def fold(text: str) -> FoldedText:
    """Fold ``text`` (see the module docstring)."""
    out: list[str] = []
    starts: array[int] = array("i")
    ends: array[int] = array("i")
    in_space = False
    for index, ch in enumerate(text):
        if ch.isspace() or ch in _LINE_BREAKS:
            brk = ch in _LINE_BREAKS
            if in_space:
                ends[-1] = index + 1
                if brk:
                    out[-1] = "\n"
            else:
                out.append("\n" if brk else " ")
                starts.append(index)
                ends.append(index + 1)
                in_space = True
            continue
        folded = fold_char(ch)
        if not folded:
            # A dropped mark belongs to the character before it, so a span
            # never ends between a letter and its accent.
            if ends:
                ends[-1] = index + 1
            continue
        in_space = False
        for piece in folded:
            out.append(piece)
            starts.append(index)
            ends.append(index + 1)
    return FoldedText("".join(out), starts, ends)


def fold_value(text: str) -> str:
    """Fold a value's text for searching: folded, trimmed, newlines as spaces."""
    return fold(text).flat.strip(" ")
