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
    peq = _peq(pattern)
    pv, mv, score = mask, 0, m
    carry = 0 if free_start else 1
    out = [score]
    for ch in text:
        eq = peq.get(ch, 0)
        xv = eq | mv
        xh = ((((eq & pv) + pv) & mask) ^ pv) | eq
        ph = mv | (~(xh | pv) & mask)
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = ((ph << 1) | carry) & mask
        mh = (mh << 1) & mask
        pv = mh | (~(xv | ph) & mask)
        mv = ph & xv
        out.append(score)
    return out


def best_end(pattern: str, text: str) -> tuple[int, int]:
    """``(distance, end)``: the lowest distance between ``pattern`` and any
    ``text[start:end]``, at its first end position."""
    if not pattern:
        return 0, 0
    scores = _scores(pattern, text, free_start=True)
    best = min(scores)
    return best, scores.index(best)


def best_start(pattern: str, text: str, end: int) -> tuple[int, int]:
    """``(distance, start)`` minimizing ``distance(pattern, text[start:end])``;
    among equal distances the span whose length is nearest the pattern's."""
    if not pattern:
        return 0, end
    lo = max(0, end - 2 * len(pattern) - 8)
    scores = _scores(pattern[::-1], text[lo:end][::-1], free_start=False)
    m = len(pattern)
    best_k = min(range(len(scores)), key=lambda k: (scores[k], abs(k - m)))
    return scores[best_k], end - best_k


def distance(a: str, b: str) -> int:
    """Levenshtein distance between ``a`` and ``b``."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    return _scores(a, b, free_start=False)[-1]
