"""Figures a source writes only as the elements of a bracketed array of
numbers (``"additionalGids": [5, 6]``): values, which count nothing. Such a
figure grounds the same bare figure, and a count of things it never
grounds: ``六個欄位`` is no count the array's 6 gives.

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


def array_elements(text: str) -> Counter[str]:
    """How many times each figure stands as an element of a number array."""
    elements: Counter[str] = Counter()
    if "[" in text:
        for array in _NUMBER_ARRAY_RE.finditer(text):
            elements.update(str(int(element)) for element in _ELEMENT_RE.findall(array.group()))
    return elements


def first_written(key: str, text: str) -> int | None:
    """Where ``text`` first writes the whole figure ``key`` in digits (not
    inside a longer figure, a version or a decimal), or None."""
    match = re.search(rf"(?<![0-9.]){re.escape(key)}(?![0-9]|\.[0-9])", text)
    return None if match is None else match.start()
