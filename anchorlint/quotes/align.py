"""Edit distance with bit-parallel rows (Myers 1999, in Hyyrö's form).

The pattern's dynamic-programming column is held in two integers (vertical
+1 and -1 deltas), so one text character costs a dozen integer operations
whatever the pattern length; Python's unbounded integers make patterns of
any length one "word". Costs are unit (insert, delete, substitute).

``best_end``   free start in the text: the smallest distance between the
               pattern and any substring ending at each text position.
``best_start`` the same with the end fixed: which start gives that distance.
``distance``   plain Levenshtein distance between two strings.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import repeat


@lru_cache(maxsize=512)
def _peq(pattern: str) -> dict[str, int]:
    table: dict[str, int] = {}
    for index, ch in enumerate(pattern):
        table[ch] = table.get(ch, 0) | (1 << index)
    return table


def _scores(pattern: str, text: str, *, free_start: bool) -> list[int]:
    """``out[j]`` is the distance between ``pattern`` and the best substring
    of ``text`` ending at ``j`` (free start) or between ``pattern`` and
    ``text[:j]`` (anchored start); ``out[0]`` is ``len(pattern)``."""
    m = len(pattern)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    pv, mv, score = mask, 0, m
    carry = 0 if free_start else 1
    out = [score]
    append = out.append
    # ``x ^ mask`` is ``~x & mask`` for x inside the mask. Bits above the
    # mask never reach the bits below (carries and shifts go up), so only
    # what feeds ``pv`` and ``mv`` is masked: ``xh`` may carry one bit over.
    for eq in map(_peq(pattern).get, text, repeat(0)):
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | ((xh | pv) ^ mask)
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = ((ph << 1) | carry) & mask
        pv = ((mh << 1) & mask) | ((xv | ph) ^ mask)
        mv = ph & xv
        append(score)
    return out


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
    return _scores(a, b, free_start=False)[-1]
