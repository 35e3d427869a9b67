"""Edge checks: is a candidate a whole figure, a whole word, a whole numeral?

Every function takes the searched text and the candidate's [start, end) and
answers whether the candidate's surroundings let it stand on its own. They
are written for folded text (lower case, one kind of dash and space) but only
look at characters, so they also serve the exact mode on raw text.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from anchorlint.values import wordlists
from anchorlint.values.folding import fold_value

# Characters that join digit runs into one figure, a time, a fraction, a date
# or a code when a digit stands on both sides: 1.5, 1,5, 1'5, 3/4, 12:30, 3-5.
JOINERS = frozenset(".,'/:-_")
# Joiners that make a compound when a letter stands before them: COVID-19, A-4.
COMPOUND = frozenset("-_/")
CJK_SCALE = frozenset("十百千萬万億亿兆")
_NUMERALS = frozenset(wordlists.VALUE_CJK_NUMERAL_CHARS)
_BLOCKERS = frozenset(wordlists.VALUE_CJK_BEFORE_BLOCKERS)
_CLASSIFIERS = frozenset(wordlists.VALUE_CJK_CLASSIFIERS)


def wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def is_letter(ch: str) -> bool:
    """A letter of a script that separates words with spaces."""
    return ch.isalpha() and not wide(ch)


def is_word(ch: str) -> bool:
    return (ch.isalnum() or ch == "_") and not wide(ch)


def is_cjk_letter(ch: str) -> bool:
    return ch.isalpha() and wide(ch)


def letters_after(text: str, index: int) -> str:
    end = index
    while end < len(text) and is_letter(text[end]):
        end += 1
    return text[index:end]


def letters_before(text: str, index: int) -> str:
    start = index
    while start > 0 and is_letter(text[start - 1]):
        start -= 1
    return text[start:index]


def _run_before(text: str, index: int) -> int:
    """Length of the digit run ending just before ``index``."""
    start = index
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    return index - start


def _run_after(text: str, index: int) -> int:
    end = index
    while end < len(text) and text[end].isdigit():
        end += 1
    return end - index


def figure_before_ok(text: str, start: int) -> bool:
    """Nothing before ``start`` makes the figure part of a longer one."""
    if start == 0:
        return True
    prev = text[start - 1]
    before = text[start - 2] if start >= 2 else ""
    if prev.isnumeric() or prev in _NUMERALS or prev in _BLOCKERS:
        return False
    if prev in JOINERS and before.isnumeric():
        return False
    if prev in COMPOUND and before and is_letter(before):
        return False
    if is_letter(prev):  # v2, A4, H2O -- but EUR1.234,50 is money
        return letters_before(text, start) in wordlists.VALUE_CURRENCY_CODES
    # "1 234" is one figure in French: a three-digit run after a short one.
    return not (prev == " " and before.isdigit() and _run_before(text, start - 1) <= 3
                and _run_after(text, start) == 3)


def figure_after_ok(text: str, end: int) -> bool:
    """Nothing after ``end`` makes the figure part of a longer one, an
    ordinal or a scaled amount ("5 million")."""
    if end == len(text):
        return True
    nxt = text[end]
    after = text[end + 1] if end + 1 < len(text) else ""
    if nxt.isnumeric() or nxt in _NUMERALS:
        return False
    if nxt in JOINERS and after.isnumeric():
        return False
    if is_letter(nxt):
        word = letters_after(text, end)
        tail = text[end + len(word) : end + len(word) + 1]
        return not (word in wordlists.VALUE_ORDINAL_SUFFIXES or word in wordlists.VALUE_SCALE_WORDS
                    or word in wordlists.VALUE_ATTACHED_SCALE or tail.isnumeric())
    if nxt == " ":
        if after in CJK_SCALE or letters_after(text, end + 1) in wordlists.VALUE_SCALE_WORDS:
            return False
        # "1 234": a short run followed by a space and exactly three digits.
        return not (after.isdigit() and _run_after(text, end + 1) == 3 and _run_before(text, end) <= 3)
    return True


@lru_cache(maxsize=1)
def _month_names() -> frozenset[str]:
    return frozenset(
        fold_value(word)
        for names in wordlists.VALUE_MONTH_NAMES.values()
        for entry in names
        for word in entry.split("|")
    )


def date_part(text: str, start: int, end: int) -> bool:
    """The figure is the day of a written date: one or two digits next to a
    month name ("5. April", "April 5"), or a figure before 月, 日 or 號."""
    if end < len(text) and text[end] in "月日號号":
        return True
    if not (text[start:end].isdigit() and end - start <= 2):
        return False
    after = end + 1 if end < len(text) and text[end] == "." else end
    after = after + 1 if after < len(text) and text[after] == " " else after
    before = start - 1 if start > 0 and text[start - 1] == " " else start
    before = before - 1 if before > 0 and text[before - 1] == "." else before
    months = _month_names()
    return letters_after(text, after) in months or letters_before(text, before) in months


def word_ok(text: str, start: int, end: int) -> bool:
    """The candidate is a whole word, not part of a word or a hyphenated compound."""
    if start > 0:
        prev = text[start - 1]
        if is_word(prev) or (prev == "-" and start >= 2 and is_letter(text[start - 2])):
            return False
    if end < len(text):
        nxt = text[end]
        if is_word(nxt) or (nxt == "-" and end + 1 < len(text) and is_letter(text[end + 1])):
            return False
    return True


def text_edges_ok(text: str, start: int, end: int) -> bool:
    """Word boundaries for a text value, judged at each edge by the value's own
    edge character: a word character must not touch another, a digit must not
    continue a figure. Edges in scripts without spaces are not checked."""
    first, last = text[start], text[end - 1]
    if first.isdigit() and not figure_before_ok(text, start):
        return False
    if last.isdigit() and not figure_after_ok(text, end):
        return False
    if is_word(first) and start > 0 and is_word(text[start - 1]):
        return False
    return not (is_word(last) and end < len(text) and is_word(text[end]))


def cjk_numeral_ok(text: str, start: int, end: int) -> bool:
    """A Chinese numeral stands alone and counts something: no numeral, digit,
    ordinal or weekday marker before it, and after it a measure word, or
    anything that is not a Chinese character (punctuation, space, end)."""
    if start > 0:
        prev = text[start - 1]
        if prev in _NUMERALS or prev.isnumeric() or prev in _BLOCKERS:
            return False
    if end < len(text):
        nxt = text[end]
        if nxt in _NUMERALS or nxt.isnumeric():
            return False
        if is_cjk_letter(nxt) and nxt not in _CLASSIFIERS:
            return False
    return True


def standalone_cjk_ok(text: str, start: int, end: int) -> bool:
    """A Chinese word with no letter of any script touching it (是 answers
    yes only when it is not part of 是否, 就是, 是的 ...)."""
    if start > 0 and (is_cjk_letter(text[start - 1]) or is_word(text[start - 1])):
        return False
    return not (end < len(text) and (is_cjk_letter(text[end]) or is_word(text[end])))
