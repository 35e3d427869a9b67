"""Where a text writes a figure as a whole number.

A source's ``60`` is not the 60 of ``600``, ``2060`` or ``1.60``, and its
``2.4`` is not the 2.4 of ``12.4`` or ``2.4.1``: the figure stands whole when
no digit or decimal point joins it on the left and no digit, or point followed
by a digit, on the right (a full stop ending the sentence, ``… 60.``, leaves it
whole). Several readers ask this of a source's text (the clause a percent is
said in, a span after an event, a recommended version, a figure's places for
an H7 reason, a figure within a subject's blocks); they share this one answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

# Where a source sentence ends: a full stop before a space, a mark, a table's
# cell, a paragraph's end (a sentence may wrap onto the next line).
SENTENCE_END_RE = re.compile(r"\.(?:\s|$)|[;。；！？!?|]|\n[ \t]*\n")


def whole_places(text: str, figure: str, start: int = 0, end: int | None = None) -> Iterator[int]:
    """The offsets in ``text[start:end]`` where ``figure`` (digits, maybe
    dotted) is written as a whole number, first to last. ``start`` and
    ``end`` bound the figure as the text's own ends do."""
    if end is None:
        end = len(text)
    if start == 0 and end == len(text) >= _LONG and figure[:1] in _ASCII_DIGITS and _FIGURE_CHARS.issuperset(figure):
        yield from _indexed_places(text, figure)
        return
    size = len(figure)
    at = text.find(figure, start, end)
    while at >= 0:
        after = at + size
        if (at == start or not (text[at - 1].isdigit() or text[at - 1] == ".")) and (
                after >= end or not (text[after].isdigit()
                                     or (text[after] == "." and after + 1 < end and text[after + 1].isdigit()))):
            yield at
        # An occurrence starting inside this one follows a digit or a point:
        # never whole, so the search goes on after it.
        at = text.find(figure, after, end)


_ASCII_DIGITS = frozenset("0123456789")
_DIGITS_AND_POINT = _ASCII_DIGITS | {"."}
_FIGURE_CHARS = _DIGITS_AND_POINT
# From this length on (a book) a text's places are looked up in an index of
# its digit runs, built once: each figure's scan of the whole text cost more.
_LONG = 100_000
# The ASCII digits that open a run of digits and points (none of them right
# before): led by the digit, which a scan skips to fast.
_RUN_DIGITS_RE = re.compile(r"[0-9](?<![0-9.][0-9])[0-9]*")


@lru_cache(maxsize=4)
def _runs_by_digits(text: str) -> dict[str, list[int]]:
    """The offsets where a run of ASCII digits and points opens in ``text``,
    by the digits it opens with (before any point), first to last."""
    runs: dict[str, list[int]] = {}
    for match in _RUN_DIGITS_RE.finditer(text):
        runs.setdefault(match.group(), []).append(match.start())
    return runs


def _indexed_places(text: str, figure: str) -> Iterator[int]:
    """:func:`whole_places` over the whole of a long ``text``, for a figure
    of ASCII digits and points. A whole figure opens a run (no digit or
    point before it) whose digits before any point are the figure's own
    (a digit after the figure, or its point, ends them), so only those
    runs are tried, each as the scan tries a place."""
    size, end = len(figure), len(text)
    for at in _runs_by_digits(text).get(figure.split(".", 1)[0], ()):
        after = at + size
        if text.startswith(figure, at) and (at == 0 or not (text[at - 1].isdigit() or text[at - 1] == ".")) and (
                after >= end or not (text[after].isdigit()
                                     or (text[after] == "." and after + 1 < end and text[after + 1].isdigit()))):
            yield at


def bare_places(text: str, figure: str) -> Iterator[int]:
    """The offsets where ``text`` writes ``figure`` with no ASCII digit or
    point right before it and no ASCII digit right after (a point after
    it may start another part: ``2.4`` of ``2.4.0``), first to last and
    never overlapping. Found with ``str.find``: a pattern opening with a
    look-behind is tried at every character of a book-sized source."""
    size = len(figure)
    at = text.find(figure) if size else -1
    while at >= 0:
        after = at + size
        if (not at or text[at - 1] not in _DIGITS_AND_POINT) and (after == len(text) or text[after] not in _ASCII_DIGITS):
            yield at
            at = text.find(figure, after)
        else:
            at = text.find(figure, at + 1)


def figure_sentences(text: str, figure: str, reach: int) -> Iterator[tuple[int, int, int]]:
    """(offset, begin, end) of each place ``text`` writes ``figure`` as a
    whole number (:func:`whole_places`), first to last, with the sentence
    holding it: read back to the last sentence end before the figure and on
    to the first after it, at most ``reach`` characters either side."""
    for at in whole_places(text, figure):
        after = at + len(figure)
        begin = max(0, at - reach)
        for match in SENTENCE_END_RE.finditer(text, begin, at):
            begin = match.end()
        stop = SENTENCE_END_RE.search(text, after, after + reach)
        yield at, begin, stop.start() if stop else min(len(text), after + reach)
