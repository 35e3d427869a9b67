"""Counting a source's own assertions (the denominator of H8).

A rough, line- and sentence-level estimate, as in the Go original: a list
item is one assertion, a prose line counts its sentences, markup lines
(headings, rules, callout markers, table rows) count nothing, and every line
inside a fence counts one. Never less than one, so the ratio stays finite.
"""

from __future__ import annotations

import re

from anchorlint.card import ANY_HEADING_RE
from anchorlint.gotext import NOT_WS, WS, go_trim

SOURCE_BULLET_RE = re.compile(rf"{WS}*(?:[-*+]|[0-9]+[.)]){WS}+{NOT_WS}")
# Fullwidth sentence punctuation always ends a sentence; ASCII punctuation only
# before white space or the end of the line, so CONSTITUTION.md, v1.4 and 3.5
# stay whole.
SENTENCE_END_RE = re.compile(rf"[。！？；]+|[.!?;]+(?:{WS}+|\Z)")


def count_source_units(source: str) -> int:
    units = 0
    in_fence = False
    for raw in source.split("\n"):
        line = go_trim(raw)
        if line.startswith(("```", "~~~")):
            in_fence = not in_fence
            continue
        if in_fence:
            units += 1
            continue
        if line.startswith(">"):
            line = go_trim(line[1:])
        if not line or line.startswith(("---", "[!", "|")) or ANY_HEADING_RE.match(line):
            continue
        if SOURCE_BULLET_RE.match(line):
            units += 1
            continue
        units += _sentences(line)
    return max(units, 1)


def _sentences(line: str) -> int:
    if SENTENCE_END_RE.search(line) is None:
        return 1
    count = sum(1 for part in SENTENCE_END_RE.split(line) if go_trim(part))
    return max(count, 1)
