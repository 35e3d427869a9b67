"""The source passage a non-verbatim quotation most probably came from.

Two steps, both on the ``case`` tier (every sound tier's presentation
already forgiven):

1. Candidates. The quotation's rarest index keys (index.py: words and
   numbers, CJK character pairs) vote for the diagonal ``source position -
   quotation position`` they imply; the few best diagonals become windows of
   the original a little wider than the quotation, normalized on their own.
   Nothing is scanned character by character outside these windows.
2. Alignment. In each window, bit-parallel edit distance (align.py) finds the
   substring closest to the quotation, which is then widened to whole tokens
   of the original text (so a clipped ``-`` or digit is put back) and to a
   negation right before or after it (so the polarity guard sees it).

Similarity is ``1 - d / max(len(q), len(p))``, where ``d`` is the Levenshtein
distance (unit costs) between the quotation and the passage, both at the
``case`` tier: 1.0 is identical, 0.9 is one edit per ten characters.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass
from itertools import compress, islice, repeat
from operator import eq, itemgetter

from anchorlint.quotes.align import best_end, best_start, distance
from anchorlint.quotes.charclass import is_boundary
from anchorlint.quotes.negation import negation_after, negation_before
from anchorlint.quotes.index import quote_keys
from anchorlint.quotes.ladder import normalize, normalize_plain
from anchorlint.quotes.options import MAX_ALIGNED_CHARS
from anchorlint.quotes.view import SourceView

# Alignment reads both sides at the loosest sound tier: a near miss is
# judged on what differs beyond presentation.
ALIGN_TIER = "case"

_GOOD_ENOUGH = 0.95
_MAX_KEYS = 12  # the rarest words place a quotation; more only add common ones
_MAX_POSTINGS = 2000
_MAX_CANDIDATES = 3
_MAX_WIDEN = 160


@dataclass(frozen=True, slots=True)
class Window:
    start: int  # original offsets
    end: int
    score: float


def similarity(a: str, b: str) -> float:
    """``1 - levenshtein(a, b) / max(len(a), len(b))``."""
    longest = max(len(a), len(b))
    return 1.0 if longest == 0 else 1.0 - distance(a, b) / longest


def best_window(view: SourceView, quote: str) -> Window | None:
    """The closest token-aligned source passage to ``quote``, or None when
    the quotation shares no word with the source."""
    needle = normalize_plain(quote, ALIGN_TIER)
    if not needle or len(needle) > MAX_ALIGNED_CHARS:
        return None
    best: Window | None = None
    for lo, hi in _candidates(view, quote):
        tier = normalize(view.text[lo:hi], ALIGN_TIER, base=lo)
        edits, distance_end = best_end(needle, tier.text)
        edits, start = best_start(needle, tier.text, distance_end, edits)
        if distance_end <= start:
            continue
        # Whole tokens of the tier's text first (a word rejoined across a
        # line break is one token there), then of the original.
        tier_span = _widen(tier.text, start, distance_end)
        if tier_span is None:
            continue
        span = _widen(view.text, *tier.origin(*tier_span))
        if span is None:
            continue
        if tier_span == (start, distance_end):  # not widened: the alignment's own distance
            score = round(1.0 - edits / max(len(needle), distance_end - start), 4)
        else:
            score = round(similarity(needle, normalize_plain(view.text[span[0] : span[1]], ALIGN_TIER)), 4)
        if best is None or score > best.score:
            best = Window(span[0], span[1], score)
        if best.score >= _GOOD_ENOUGH:
            break  # candidates come best-voted first: a runner-up will not beat this
    return best


def _candidates(view: SourceView, quote: str) -> list[tuple[int, int]]:
    """Original windows around the diagonals the quotation's rarest words
    vote for, best first (a runner-up only with half the best's votes)."""
    index = view.index
    keys = sorted((len(index[key]), key, at) for key, at in quote_keys(quote).items() if key in index)
    chosen: dict[str, int] = {}
    for count, key, pos in keys:
        if len(chosen) >= _MAX_KEYS:
            break
        if count <= _MAX_POSTINGS or len(chosen) < 2:
            chosen[key] = pos
    width = max(16, len(quote) // 2)
    votes: Counter[int] = Counter()
    for key, pos in chosen.items():
        # a set display: the same set, built in the same order, as set(map(...))
        # of the same values, and cheaper (the subtraction is a specialized int op)
        votes.update({(hit - pos) // width for hit in index[key][: _MAX_POSTINGS * 4]})
    if not votes:
        return []
    # The best-voted diagonals, most votes first and ties in first-seen order
    # (what sorting every vote would give), found without sorting the many
    # diagonals only one word voted for: those come last, in their order.
    shared = [bucket for bucket, n in votes.items() if n > 1]
    if len(chosen) >= 3 and not shared:
        return []  # no two of its words where they would be: nothing resembles it
    wanted = _MAX_CANDIDATES * 4
    top = sorted(zip(shared, map(votes.__getitem__, shared)), key=itemgetter(1), reverse=True)[:wanted]
    if len(top) < wanted:
        top += zip(islice(compress(votes, map(eq, votes.values(), repeat(1))), wanted - len(top)), repeat(1))
    score = {b: n + max(votes.get(b - 1, 0), votes.get(b + 1, 0)) for b, n in top}
    ranked = sorted(score, key=lambda b: (-score[b], b))
    size = len(view.text)
    windows: list[tuple[int, int]] = []
    for bucket in ranked:
        if score[bucket] * 2 < score[ranked[0]]:
            break
        lo, hi = _span(index, chosen, bucket, width, len(quote))
        lo, hi = max(0, lo), min(size, hi)
        if all(hi <= a or lo >= b for a, b in windows):
            windows.append((lo, hi))
        if len(windows) >= _MAX_CANDIDATES:
            break
    return windows


def _span(index: dict[str, list[int]], chosen: dict[str, int], bucket: int, width: int, length: int) -> tuple[int, int]:
    """The original window the diagonals of ``bucket`` and its neighbours
    actually reach, with a margin for insertions and deletions."""
    low, high = (bucket - 1) * width, (bucket + 2) * width
    diagonals = [
        hit - pos
        for key, pos in chosen.items()
        for hit in index[key][bisect_left(index[key], low + pos) : bisect_left(index[key], high + pos)]
    ]
    slack = length // 8 + 16
    return min(diagonals) - slack, max(diagonals) + length + slack


def _widen(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Grow ``[start, end)`` to token boundaries and drop white space at its
    ends; None when the surrounding token is implausibly long."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start >= end:
        return None
    for _ in range(_MAX_WIDEN):
        if is_boundary(text, start):
            break
        start -= 1
    else:
        return None
    for _ in range(_MAX_WIDEN):
        if is_boundary(text, end):
            break
        end += 1
    else:
        return None
    before, after = negation_before(text, start), negation_after(text, end)
    return (start if before is None else before), (end if after is None else after)
