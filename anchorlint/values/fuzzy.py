"""Approximate text matching for OCR noise: the best source substring within
an edit budget.

Similarity is ``1 - d / len(value)``, where ``d`` is the Levenshtein distance
(insertions, deletions and substitutions cost one each) between the folded
value and the best-matching substring of the folded source. The search is a
semi-global alignment (Sellers): the value must be used whole, the source
substring may start and end anywhere, except, with boundaries on, inside a
word. A q-gram filter (q = 3) skips regions that cannot hold a match within
the budget, so long sources stay cheap.

Guard: the digits of the value and of the matched substring must be the same
runs in the same order, so a changed figure never passes as noise
(``Invoice 1234`` does not match ``Invoice 1235``).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left

from anchorlint.values.certificate import BELOW_THRESHOLD, FIGURE_CHANGED, NOT_FOUND
from anchorlint.values.edges import is_word

_Q = 3
_DIGITS = re.compile(r"\d+")


def _cut_ok(text: str, index: int) -> bool:
    """An alignment may start or end at ``index``: not between two word characters."""
    return index in (0, len(text)) or not (is_word(text[index - 1]) and is_word(text[index]))


def _regions(text: str, pattern: str, budget: int) -> list[tuple[int, int]]:
    """Source regions that may hold an alignment within ``budget`` edits."""
    m = len(pattern)
    need = m - _Q + 1 - budget * _Q
    if need <= 0:
        return [(0, len(text))]
    grams = {pattern[i : i + _Q] for i in range(m - _Q + 1)}
    hits = [j for j in range(len(text) - _Q + 1) if text[j : j + _Q] in grams]
    regions: list[tuple[int, int]] = []
    for index, pos in enumerate(hits):
        if bisect_left(hits, pos + m + budget) - index < need:
            continue
        lo, hi = max(0, pos - m - budget), min(len(text), pos + 2 * (m + budget))
        if regions and lo <= regions[-1][1]:
            regions[-1] = (regions[-1][0], hi)
        else:
            regions.append((lo, hi))
    return regions


def _align(text: str, pattern: str, lo: int, hi: int, boundaries: bool) -> list[tuple[int, int, int]]:
    """(distance, start, end) for every end position in [lo, hi] the alignment may end at."""
    m, inf = len(pattern), 1 << 30
    start_ok = (not boundaries) or _cut_ok(text, lo)
    dist = [i if start_ok else inf for i in range(m + 1)]
    origin = [lo] * (m + 1)
    out: list[tuple[int, int, int]] = []
    for j in range(lo, hi):
        ch = text[j]
        col_ok = (not boundaries) or _cut_ok(text, j + 1)
        new_dist, new_origin = [0 if col_ok else inf] + [0] * m, [j + 1] + [0] * m
        for i in range(1, m + 1):
            best, src = dist[i - 1] + (pattern[i - 1] != ch), origin[i - 1]
            if dist[i] + 1 < best:
                best, src = dist[i] + 1, origin[i]
            if new_dist[i - 1] + 1 < best:
                best, src = new_dist[i - 1] + 1, new_origin[i - 1]
            new_dist[i], new_origin[i] = best, src
        dist, origin = new_dist, new_origin
        if col_ok and dist[m] < inf:
            out.append((dist[m], origin[m], j + 1))
    return out


def fuzzy_find(
    text: str, pattern: str, threshold: float, *, boundaries: bool
) -> tuple[float, int, int, str | None]:
    """(score, start, end, None) for the best guarded match scoring at least
    ``threshold``; otherwise (best score seen, -1, -1, reason), the reason
    being BELOW_THRESHOLD, FIGURE_CHANGED (only matches that change a figure
    were close enough) or NOT_FOUND (no region could hold a match)."""
    m = len(pattern)
    budget = math.floor((1.0 - threshold) * m + 1e-9)
    digits = _DIGITS.findall(pattern)
    seen: list[tuple[int, int, int]] = []
    for lo, hi in _regions(text, pattern, budget):
        seen += _align(text, pattern, lo, hi, boundaries)
    if not seen:
        return 0.0, -1, -1, NOT_FOUND

    def rank(c: tuple[int, int, int]) -> tuple[int, bool, int, int]:
        padded = text[c[1] : c[1] + 1] == " " or text[c[2] - 1 : c[2]] == " "
        return c[0], padded, c[1], c[2] - c[1]

    close = sorted((c for c in seen if c[0] <= budget), key=rank)
    for distance, start, end in close:
        if start < end and _DIGITS.findall(text[start:end]) == digits:
            return 1.0 - distance / m, start, end, None
    best = max(0.0, 1.0 - min(c[0] for c in seen) / m)
    return best, -1, -1, FIGURE_CHANGED if close else BELOW_THRESHOLD
