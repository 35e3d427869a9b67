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
# A text without a map (a quotation: only its normalized form is needed).
PLAIN = array("i")


def rewrite(mapped: Mapped, pattern: re.Pattern[str], repl: Callable[[re.Match[str]], str]) -> Mapped:
    """Replace every match of ``pattern``; a replacement maps to the whole
    original span of what it replaced. One character replaced by one keeps
    its own map entry, so the maps are copied only around other changes."""
    text, starts, ends = mapped
    if starts is PLAIN:
        return pattern.sub(repl, text), starts, ends
    pieces: list[str] = []
    new_starts, new_ends = array("i"), array("i")
    pos = copied = 0  # copied: how far the maps have been copied
    for match in pattern.finditer(text):
        a, b = match.span()
        replacement = repl(match)
        if replacement == match.group():
            continue
        pieces.append(text[pos:a])
        pieces.append(replacement)
        pos = b
        if b - a == 1 and len(replacement) == 1:
            continue  # one for one: the map holds
        new_starts.extend(starts[copied:a])
        new_ends.extend(ends[copied:a])
        if replacement:
            new_starts.extend(array("i", [starts[a]]) * len(replacement))
            new_ends.extend(array("i", [ends[b - 1]]) * len(replacement))
        copied = b
    if pos == 0:
        return mapped
    pieces.append(text[pos:])
    if copied == 0:
        return "".join(pieces), starts, ends
    new_starts.extend(starts[copied:])
    new_ends.extend(ends[copied:])
    return "".join(pieces), new_starts, new_ends


_COUNT = array("i", range(1 << 16))


def identity(text: str) -> Mapped:
    """``text`` mapped to itself (copies of one shared 0, 1, 2 … array)."""
    global _COUNT
    n = len(text)
    if n + 1 > len(_COUNT):
        _COUNT = array("i", range(2 * n + 2))
    return text, _COUNT[:n], _COUNT[1 : n + 1]
