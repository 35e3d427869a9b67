"""Regular-expression rewriting that keeps a map to the original text.

A ``Mapped`` text is ``(text, starts, ends)``: character ``i`` of ``text``
came from original characters ``[starts[i], ends[i])``. Rewrites compose:
rewriting a mapped text keeps the map pointing at the very first text.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable

Mapped = tuple[str, array, array]


def rewrite(mapped: Mapped, pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str]) -> Mapped:
    """Replace every match of ``pattern``; a replacement maps to the whole
    original span of what it replaced."""
    text, starts, ends = mapped
    pieces: list[str] = []
    new_starts, new_ends = array("i"), array("i")
    pos = 0
    for match in pattern.finditer(text):
        a, b = match.span()
        replacement = repl(match)
        if replacement == match.group():
            continue
        pieces.append(text[pos:a])
        new_starts.extend(starts[pos:a])
        new_ends.extend(ends[pos:a])
        if replacement:
            pieces.append(replacement)
            new_starts.extend(array("i", [starts[a]]) * len(replacement))
            new_ends.extend(array("i", [ends[b - 1]]) * len(replacement))
        pos = b
    if pos == 0:
        return mapped
    pieces.append(text[pos:])
    new_starts.extend(starts[pos:])
    new_ends.extend(ends[pos:])
    return "".join(pieces), new_starts, new_ends


def identity(text: str, base: int = 0) -> Mapped:
    """``text`` mapped to itself, or to a slice of a longer text at ``base``."""
    n = len(text)
    return text, array("i", range(base, base + n)), array("i", range(base + 1, base + n + 1))
