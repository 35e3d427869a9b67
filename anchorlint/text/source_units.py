"""Counting a source's own assertions (the denominator of H8).

A rough, line- and sentence-level estimate, as in the Go original: a list
item is one assertion, a prose line counts its sentences, markup lines
(headings, rules, callout markers, table rows) count nothing, and every line
inside a fence counts one. Never less than one, so the ratio stays finite.

``count_source_units_by_line`` states the count line by line (the
specification, kept for the tests); ``count_source_units`` computes the same
number with whole-text expressions, a source being read once per run.
"""

from __future__ import annotations

import re
from itertools import repeat
from operator import attrgetter

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

# The same classes for trimmed lines joined by line feeds (white space
# inside a line never holds one).
_LINE_SPACE_CHARS = GO_SPACE.replace("\n", "")
_LINE_SPACE = "[" + re.escape(_LINE_SPACE_CHARS) + "]"
_IN_LINE_WS = r"[\t\f\r ]"
# Expressions run over the whole text start with a literal or one character
# set, which re scans for quickly (a ``^`` or a lookbehind first is tried at
# every position).
_FENCE_LINE_RE = re.compile(rf"\n{_LINE_SPACE}*(?:```|~~~)")  # over "\n" + the source
# A line that is not prose, its kind told by the last group: a bullet (no
# line of another kind starts as a bullet does) or None.
_NOT_PROSE_RE = re.compile(rf"---|\[!|\||#{{1,6}}{WS}|(?P<bullet>(?:[-*+]|[0-9]+[.)]){_IN_LINE_WS}+{NOT_WS})")
_KIND = attrgetter("lastgroup")
_QUOTE_LINE_RE = re.compile(rf"\n{_LINE_SPACE}*>")  # a line after the first, trimmed, starts with >
# SENTENCE_END_RE, with each line end a boundary of its own: the character
# read first, then which of the three it starts.
_PART_BOUNDARY_RE = re.compile(
    rf"[\n.!?;。！？；](?:(?<=\n)|(?<=[。！？；])[。！？；]*|(?<![.!?;][.!?;])[.!?;]*(?:{_IN_LINE_WS}+|(?=\n)|\Z))"
)
# Lines made only of sentence punctuation and spaces: the only prose lines
# that can lack a non-blank part (they still count one).
_ALL_PUNCTUATION_RE = re.compile(rf"\n([.!?;。！？；](?:[.!?;。！？；]|{_LINE_SPACE})*)(?=\n|\Z)")  # over "\n" + prose


def count_source_units(source: str) -> int:
    lines = list(map(str.strip, source.split("\n"), repeat(GO_SPACE)))
    outside, fenced = _outside_fences(source, lines)
    if ">" in source and (source.lstrip(_LINE_SPACE_CHARS)[:1] == ">" or _QUOTE_LINE_RE.search(source)):
        outside = [line[1:].strip(GO_SPACE) if line[:1] == ">" else line for line in outside]
    written = list(filter(None, outside))
    kinds = list(map(_NOT_PROSE_RE.match, written))
    bullets = list(map(_KIND, filter(None, kinds))).count("bullet")
    prose = "\n".join([line for line, kind in zip(written, kinds) if kind is None])
    units = fenced + bullets
    if prose:
        parts = _PART_BOUNDARY_RE.split(prose)
        units += len(parts) - list(map(str.strip, parts, repeat(GO_SPACE))).count("")
        # A line of punctuation alone has no non-blank part, yet counts one.
        units += sum(1 for line in _ALL_PUNCTUATION_RE.findall("\n" + prose) if not _prose_units(line))
    return max(units, 1)


def _outside_fences(source: str, lines: list[str]) -> tuple[list[str], int]:
    """The trimmed lines outside fences, and how many lines lie inside one."""
    fences = [match.start() for match in _FENCE_LINE_RE.finditer("\n" + source)]  # where their lines start
    if not fences:
        return lines, 0
    outside: list[str] = []
    fenced, start, number, at, opened = 0, 0, 0, 0, None
    for offset in fences:
        number += source.count("\n", at, offset)
        at = offset
        if opened is None:
            outside.extend(lines[start:number])
            opened = number
        else:
            fenced += number - opened - 1
            opened, start = None, number + 1
    if opened is None:
        outside.extend(lines[start:])
    else:
        fenced += len(lines) - opened - 1
    return outside, fenced


def _prose_units(line: str) -> int:
    """The non-blank parts of a trimmed prose line between sentence ends."""
    return sum(1 for part in SENTENCE_END_RE.split(line) if part.strip(GO_SPACE))


def count_source_units_by_line(source: str) -> int:
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
