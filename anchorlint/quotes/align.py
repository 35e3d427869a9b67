"""Edit distance with bit-parallel rows (Myers 1999, in Hyyrö's form).

The pattern's dynamic-programming column is held in two integers (vertical
+1 and -1 deltas), so one text character costs a dozen integer operations
whatever the pattern length; Python's unbounded integers make patterns of
any length one "word". Costs are unit (insert, delete, substitute).

``best_end``   free start in the text: the smallest distance between the
               pattern and any substring ending at each text position.
``best_start`` the same with the end fixed: which start gives that distance.
``distance``   plain Levenshtein distance between two strings.

The dynamic-programming table is the same whichever string the bits run
along, so each search steps along the shorter one: one step per pattern
character (the bits over the text, the last row decoded from its deltas at
the end) when the text is the longer, as a near-miss window is; one step
per text character otherwise. A step costs about the same either way (a
dozen operations on integers a few machine words long), so a window twice
as long as the quotation costs about half as much.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import accumulate, repeat
from operator import sub


def _positions(text: str) -> dict[str, int]:
    """Character → the bits of the places it holds in ``text``."""
    table: dict[str, int] = {}
    for index, ch in enumerate(text):
        table[ch] = table.get(ch, 0) | (1 << index)
    return table


_peq = lru_cache(maxsize=512)(_positions)  # a pattern is searched for in several texts


def _scores(pattern: str, text: str, *, free_start: bool) -> list[int]:
    """``out[j]`` is the distance between ``pattern`` and the best substring
    of ``text`` ending at ``j`` (free start) or between ``pattern`` and
    ``text[:j]`` (anchored start); ``out[0]`` is ``len(pattern)``. Steps
    along the shorter of the two (the table is the same either way)."""
    if len(text) * 7 > len(pattern) * 8:  # a row step costs a little more, and the row is decoded
        return _row_scores(pattern, text, free_start=free_start)
    return _column_scores(pattern, text, free_start=free_start)


# In both loops ``x ^ mask`` is ``~x`` for the bits inside the mask, and the
# bits above it are never masked off: they never reach the bits below
# (carries and shifts go up; and, or and xor stay in place), so every bit
# inside the mask is what the masked computation gives, and only those are
# read (``high`` in a column, the decoded row). The integers grow by one bit
# a step, which costs less than masking twice a step.


def _column_scores(pattern: str, text: str, *, free_start: bool) -> list[int]:
    """``_scores`` with the bits over the pattern, one step per text character."""
    m = len(pattern)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    pv, mv, score = mask, 0, m
    carry = 0 if free_start else 1
    out = [score]
    append = out.append
    for eq in map(_peq(pattern).get, text, repeat(0)):
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | ((xh | pv) ^ mask)
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = (ph << 1) | carry
        pv = (mh << 1) | ((xv | ph) ^ mask)
        mv = ph & xv
        append(score)
    return out


def _row_scores(pattern: str, text: str, *, free_start: bool) -> list[int]:
    """``_scores`` with the bits over the text, one step per pattern
    character: the same algorithm on the transposed table. Bit ``j - 1``
    holds the difference between cells ``j`` and ``j - 1`` of the current
    row; the first row is all zero (free start: a substring may start
    anywhere) or counts up (anchored: ``text[:j]`` against nothing costs
    ``j``), and the column before the text counts up one per row."""
    n = len(text)
    if n == 0:
        return [len(pattern)]
    mask = (1 << n) - 1
    pv, mv = (0 if free_start else mask), 0
    for eq in map(_positions(text).get, pattern, repeat(0)):  # a window is searched once: not cached
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | ((xh | pv) ^ mask)
        mh = pv & xh
        ph = (ph << 1) | 1
        pv = (mh << 1) | ((xv | ph) ^ mask)
        mv = ph & xv
    # the last row from its first cell (the whole pattern against nothing)
    # and its differences, read bit by bit at C level from binary strings
    ups = format(pv & mask, f"0{n}b")[::-1].encode()
    downs = format(mv & mask, f"0{n}b")[::-1].encode()
    return list(accumulate(map(sub, ups, downs), initial=len(pattern)))



def best_end(pattern: str, text: str) -> tuple[int, int]:
    """``(distance, end)``: the lowest distance between ``pattern`` and any
    ``text[start:end]``, at its first end position."""
    if not pattern:
        return 0, 0
    scores = _scores(pattern, text, free_start=True)
    best = min(scores)
    return best, scores.index(best)


def best_start(pattern: str, text: str, end: int, edits: int | None = None) -> tuple[int, int]:
    """``(distance, start)`` minimizing ``distance(pattern, text[start:end])``;
    among equal distances the span whose length is nearest the pattern's.
    ``edits``, the lowest distance of a span ending at ``end`` (best_end's),
    bounds the spans worth reading: one longer than the pattern by more than
    ``edits`` is at least that much farther."""
    if not pattern:
        return 0, end
    m = len(pattern)
    lo = max(0, end - 2 * m - 8 if edits is None else end - m - edits)
    scores = _scores(pattern[::-1], text[lo:end][::-1], free_start=False)
    lowest = min(scores)
    best_k = min((k for k, score in enumerate(scores) if score == lowest), key=lambda k: abs(k - m))
    return scores[best_k], end - best_k


def distance(a: str, b: str) -> int:
    """Levenshtein distance between ``a`` and ``b``."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    if len(b) > len(a):
        a, b = b, a  # the distance is symmetric: step along the shorter
    return _column_scores(a, b, free_start=False)[-1]
