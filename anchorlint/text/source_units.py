"""Counting a source's own assertions (the denominator of H8).

A rough, line- and sentence-level estimate, as in the Go original: a list
item is one assertion, a prose line counts its sentences, markup lines
(headings, rules, callout markers, table rows) count nothing, and every line
inside a fence counts one. Never less than one, so the ratio stays finite.
"""

from __future__ import annotations

import re

from anchorlint.model.card import ANY_HEADING_RE
from anchorlint.text.gotext import GO_SPACE, NOT_WS, WS

SOURCE_BULLET_RE = re.compile(rf"{WS}*(?:[-*+]|[0-9]+[.)]){WS}+{NOT_WS}")
# Fullwidth sentence punctuation always ends a sentence; ASCII punctuation only
# before white space or the end of the line, so CONSTITUTION.md, v1.4 and 3.5
# stay whole. A run of ASCII punctuation is tried from its first character
# only (the lookbehind): from a later one it could only reach the same end,
# and retrying from each made a long run of dots take quadratic time.
SENTENCE_END_RE = re.compile(rf"[。！？；]+|(?<![.!?;])[.!?;]+(?:{WS}+|\Z)")


_SKIPPED_PREFIXES = ("---", "[!", "|")
_FENCES = ("```", "~~~")


_BULLET_STARTS = frozenset("-*+0123456789")


def count_source_units(source: str) -> int:
    units = 0
    in_fence = False
    split = SENTENCE_END_RE.split
    bullet = SOURCE_BULLET_RE.match
    for line in [raw.strip(GO_SPACE) for raw in source.split("\n")]:
        first = line[:1]
        if first in ("`", "~") and line.startswith(_FENCES):
            in_fence = not in_fence
            continue
        if in_fence:
            units += 1
            continue
        if first == ">":
            line = line[1:].strip(GO_SPACE)
            first = line[:1]
        if not line or line.startswith(_SKIPPED_PREFIXES) or (first == "#" and ANY_HEADING_RE.match(line)):
            continue
        if first in _BULLET_STARTS and bullet(line):
            units += 1
            continue
        parts = split(line)
        # Prose: its sentences, and at least one.
        units += max(sum(1 for part in parts if part.strip(GO_SPACE)), 1) if len(parts) > 1 else 1
    return max(units, 1)
