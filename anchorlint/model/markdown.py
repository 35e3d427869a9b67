"""The little Markdown the card readers need: which lines are fenced code
(nothing in them is a quotation, a formula or an embed) and where inline
code spans are."""

from __future__ import annotations

import re

from anchorlint.model.card import FRONTMATTER, Card

_FENCE_RE = re.compile(r"[ ]{0,3}(`{3,}|~{3,})")
# What a code span is, as a regular expression: a backtick run, at least one
# character that does not start the same run (never a newline), and the same
# run again. Run through re, it backtracks exponentially on a line of
# backticks; blank_inline_code finds exactly the same spans in linear time.
_INLINE_CODE_RE = re.compile(r"(`+)(?:(?!\1).)+?\1")
_BACKTICKS_RE = re.compile(r"`+")


def prose_lines(card: Card) -> frozenset[int]:
    """Numbers of the lines outside the frontmatter and fenced code blocks
    (the rule context computes them once per card: lint/context.py)."""
    keep: set[int] = set()
    fence: str | None = None
    for line in card.lines:
        if line.kind == FRONTMATTER:
            continue
        match = _FENCE_RE.match(line.text)
        if fence is not None:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                if not line.text[match.end() :].strip():
                    fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        keep.add(line.number)
    return frozenset(keep)


def blank_inline_code(text: str) -> str:
    """``text`` with inline code spans replaced by spaces (columns kept)."""
    if "`" not in text:
        return text
    out = list(text)
    offset = 0
    for segment in text.split("\n"):  # a span never crosses a line end
        for start, end in code_spans(segment):
            out[offset + start : offset + end] = " " * (end - start)
        offset += len(segment) + 1
    return "".join(out)


def code_spans(line: str) -> list[tuple[int, int]]:
    """The spans ``_INLINE_CODE_RE.finditer`` finds in a line, in linear time.

    At an opening run of ``n`` backticks the expression tries ``k = n, n-1,
    ..., 1``: the span closes at the first later run of at least ``k``
    backticks, and its first character must not start ``k`` backticks, so
    ``k > n / 2``. With ``m`` the longest later run, ``k = min(n, m)`` when
    ``n < 2m``; otherwise the opening run's first ``n - 2m + 1`` backticks
    open nothing. The search resumes after the ``k`` closing backticks.
    """
    runs = [(m.start(), m.end()) for m in _BACKTICKS_RE.finditer(line)]
    longest_after = [0] * len(runs)
    for index in range(len(runs) - 2, -1, -1):
        start, end = runs[index + 1]
        longest_after[index] = max(longest_after[index + 1], end - start)
    spans: list[tuple[int, int]] = []
    position, index = 0, 0
    while index < len(runs) and longest_after[index]:
        start, end = max(runs[index][0], position), runs[index][1]
        if start >= end:
            index += 1
            continue
        later = longest_after[index]
        if end - start >= 2 * later:
            start = end - (2 * later - 1)
        size = min(end - start, later)
        index = next(i for i in range(index + 1, len(runs)) if runs[i][1] - runs[i][0] >= size)
        position = runs[index][0] + size
        spans.append((start, position))
    return spans
