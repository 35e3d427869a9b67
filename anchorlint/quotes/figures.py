"""Figures in a passage, for the numeric guard: each number with its
sign, currency, readings (numbers.py) and the word after it; number words
(``three``) as they are. Two figures are the same when a reading agrees and
sign, currency and unit do (a slip in a word that is no unit is not a
changed unit)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.charclass import is_cjk, is_word
from anchorlint.quotes.numbers import readings
from anchorlint.quotes.wording import same_word

_NUMBER_RE = re.compile(r"\d+(?:[.,'\u00a0\u202f]\d+)*(?:[:/]\d+)*|[" + wordlists.CJK_NUMERALS + "]+")
# A number as a whole word, in any script: where figures already agree, the
# wording guard and the similarity read each as ``0`` (``三十`` is ``30``).
NUMBER_RE = re.compile(r"\d+(?:[.,'\u00a0\u202f]\d+)*|[" + wordlists.CJK_NUMERALS + "]+")
_UNIT_RE = re.compile(r"(%|‰|°[CF]?|\s?[^\W\d_]+)(\))?")
_CURRENCY_RE = re.compile(r"(\()?\s?([-+±])?\s?((?:[A-Z]{1,3})?[$€£¥₩₹])?\s?([-+±])?\Z")
_WORD_RE = re.compile(r"[^\W\d_]+(?:['-][^\W\d_]+)*")


@dataclass(frozen=True, slots=True)
class Figure:
    """A number as written: ``values`` are its readings (numbers.py)."""

    sign: str
    currency: str
    values: frozenset[str]
    unit: str

    def same(self, other: Figure) -> bool:
        return (
            self.sign == other.sign and self.currency == other.currency
            and bool(self.values & other.values) and same_unit(self.unit, other.unit)
        )


def same_unit(a: str, b: str) -> bool:
    """The word after a number is a changed unit only when one side is a
    known unit and the other is not a slip of it (``dayz``); a plural and
    a spelt-out percent are the same unit (``1 day``, ``10 percent``)."""
    if a == b or _canonical(a) == _canonical(b):
        return True
    known = [_is_unit(word) for word in (a, b)]
    if not any(known):
        return True  # "10 versions" / "10 files": a word change, not a figure
    if all(known) or not (a.isalpha() and b.isalpha()) or min(len(a), len(b)) < 3:
        return False
    return same_word(a.casefold(), b.casefold())


def _canonical(unit: str) -> str:
    folded = unit.casefold()
    folded = wordlists.UNIT_SYNONYMS.get(folded, folded)
    if folded != unit.casefold() or unit.casefold() in wordlists.CASE_SENSITIVE_UNITS:
        return folded if folded != unit.casefold() else unit  # unit symbols keep their case
    return folded[:-1] if len(folded) > 3 and folded.endswith("s") else folded


def _is_unit(word: str) -> bool:
    folded = word.casefold()
    return (
        not word.isalpha() or folded in wordlists.UNIT_WORDS or folded in wordlists.CASE_SENSITIVE_UNITS
        or (len(word) == 1 and is_cjk(word))
    )


def same_figures(ours: list[Figure | tuple[str, ...]], theirs: list[Figure | tuple[str, ...]]) -> bool:
    if len(ours) != len(theirs):
        return False
    for a, b in zip(ours, theirs):
        if isinstance(a, Figure) and isinstance(b, Figure):
            if not a.same(b):
                return False
        elif a != b:
            return False
    return True


def figures(text: str) -> list[Figure | tuple[str, ...]]:
    """Every figure in ``text``, in order: numbers as :class:`Figure`,
    number words as ``("w", word)``."""
    found: list[tuple[int, Figure | tuple[str, ...]]] = []
    for match in _NUMBER_RE.finditer(text):
        start, end = match.span()
        if start and is_word(text[start - 1]) and not is_cjk(text[start]):
            continue  # part of an identifier (v2, H7): the name guard reads it
        value = match.group()
        if start and text[start - 1] == "." and value[0].isdigit():
            value = "." + value  # .5
        found.append((start, _figure(text, start, end, value)))
    for match in _WORD_RE.finditer(text):
        if match.group().casefold() in wordlists.NUMBER_WORDS:
            found.append((match.start(), ("w", match.group().casefold())))
    return [item for _, item in sorted(found, key=lambda pair: pair[0])]


def _figure(text: str, start: int, end: int, value: str) -> Figure:
    before = _CURRENCY_RE.search(text, max(0, start - 8), start)
    paren, sign, currency, sign2 = before.groups() if before else (None, None, None, None)
    unit_match = _UNIT_RE.match(text, end)
    unit = unit_match.group(1).strip() if unit_match else ""
    if unit and is_cjk(unit[0]):
        unit = unit[0]  # a CJK measure word is one character (元, 人, 天)
    elif unit.casefold() not in wordlists.CASE_SENSITIVE_UNITS:
        unit = unit.casefold()
    closed = bool(unit_match and unit_match.group(2)) or text.startswith(")", end)
    signed = "()" if paren and closed else (sign or sign2 or "")
    values = readings(value) if not any(ch in value for ch in ":/") else frozenset({value})
    return Figure(signed, currency or "", values or frozenset({value}), unit)
