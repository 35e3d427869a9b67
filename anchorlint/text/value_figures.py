"""Figures a source writes only as the elements of a bracketed array of
numbers (``"additionalGids": [5, 6]``) or as the bounds of a range of values
written with a tilde (``不限于 0~9 这个范围``): values, which count nothing.
Such a figure grounds the same bare figure, and a count of things it never
grounds: ``六個欄位`` is no count the array's 6 gives, ``9 個範例`` none the
range's 9 gives.

Pure functions of folded text; a caller keeps their answers per source.
"""

from __future__ import annotations

import re
from collections import Counter

# An array of two or more whole numbers, nothing else in its brackets
# (``[5, 6]``, ``[1, 2, 4, 8]``); not a link's ``[1]`` nor a Rust
# ``[0; 1024]``, whose 1024 is the array's length.
_NUMBER_ARRAY_RE = re.compile(r"\[[ \t]*[0-9]+(?:[ \t]*,[ \t]*[0-9]+)+[ \t]*,?[ \t]*\]")
_ELEMENT_RE = re.compile(r"[0-9]+")


# A range of whole numbers written with a tilde (``0~9``, ``1 ~ 100``; a
# fullwidth one is folded): its bounds. Not a hyphen: ``1-2`` is as often a
# date, a version's part or a score.
_TILDE_RANGE_RE = re.compile(r"~[ \t]?([0-9]+)(?![0-9.])")
_BEFORE_TILDE_RE = re.compile(r"(?<![0-9.])([0-9]+)[ \t]?$")


def array_elements(text: str) -> Counter[str]:
    """How many times each figure stands as an element of a number array
    or as a bound of a tilde range."""
    elements: Counter[str] = Counter()
    if "[" in text:
        for array in _NUMBER_ARRAY_RE.finditer(text):
            elements.update(str(int(element)) for element in _ELEMENT_RE.findall(array.group()))
    if "~" in text:
        for upper in _TILDE_RANGE_RE.finditer(text):
            lower = _BEFORE_TILDE_RE.search(text, max(0, upper.start() - 24), upper.start())
            if lower is not None:
                elements.update((str(int(lower.group(1))), str(int(upper.group(1)))))
    return elements


def first_written(key: str, text: str) -> int | None:
    """Where ``text`` first writes the whole figure ``key`` in digits (not
    inside a longer figure, a version or a decimal), or None."""
    # (not a percent-encoded byte of a URL, ``%9c``)
    match = re.search(rf"(?<![0-9.%]){re.escape(key)}(?![0-9]|\.[0-9])", text)
    return None if match is None else match.start()
