"""Lists whose items are lettered (``a)``, ``(b)``, ``c.``) and the
paragraphs indented under them.

A policy or a standard enumerates cases with letters, each item often
followed by paragraphs indented under it (reST and markdown both keep them
in the item): ``a) trivial …`` / ``   We try to support those …`` / ``b)
transitional …``. A faithful summary counts the cases ("三類", "three
kinds"). An item's indented continuation does not end the list; a line
written from the margin that is not the next letter does, as does a
heading. The letters go on from ``a`` one by one (``a``, ``b``, ``c``): a
sentence that happens to open with "a." is no list. Pure: lines in, sizes
out.
"""

from __future__ import annotations

import re

# A lettered item at the margin (up to three spaces): ``a)``, ``(a)``, ``a.``.
_LETTERED_RE = re.compile(r" {0,3}(?:\(([a-z])\)|([a-z])[.)])[ \t]+\S")
# The second item of a run: a text without one holds no lettered list (a
# scan led by its line feed).
_SECOND_LETTER_RE = re.compile(r"\n {0,3}\(?b[.)][ \t]+\S")


def might_letter(text: str) -> bool:
    """Does ``text`` write a second lettered item (``b)``) at a line's start?"""
    return _SECOND_LETTER_RE.search(text) is not None


def lettered_sizes(lines: list[str]) -> set[int]:
    """The number of items of each run of lettered items (two or more)."""
    sizes: set[int] = set()
    expected = "a"
    for line in lines:
        if not line.strip() or line[:1] in " \t" and _LETTERED_RE.match(line) is None:
            continue  # a blank line or an item's indented continuation
        item = _LETTERED_RE.match(line)
        letter = None if item is None else item.group(1) or item.group(2)
        if letter == expected:
            expected = chr(ord(expected) + 1)
            continue
        sizes.add(ord(expected) - ord("a"))
        expected = "b" if letter == "a" else "a"
    sizes.add(ord(expected) - ord("a"))
    return {size for size in sizes if size >= 2}
