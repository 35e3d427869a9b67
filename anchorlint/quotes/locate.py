"""Where a quotation occurs verbatim, at the tightest tier that holds it.

1. ``str.find`` on the original text: an exact copy needs no normalization.
2. Otherwise the quotation's rarest word (index.py) says where to look: a
   window of whole lines around each place it occurs is normalized at the
   loosest accepted tier and searched. A quotation none of whose words is
   in the source is not there at any tier.
3. Where it is found, its lines are normalized tier by tier, tightest
   first, and the first tier that holds it is the verdict.

Only a quotation made of very common words (or of no indexable word at all)
is searched in the whole source, normalized once per tier and then cached.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from anchorlint.quotes.index import build_index
from anchorlint.quotes.ladder import normalize, normalize_plain, rank, readings
from anchorlint.quotes.policy import QuotePolicy
from anchorlint.quotes.search import find_exact, find_in_tier
from anchorlint.quotes.view import SourceView

_MAX_POSTINGS = 48  # more places than this: search the normalized source instead
_SLACK = 64
_FINAL_PERIOD = (".", "。")


@dataclass(frozen=True, slots=True)
class Found:
    start: int
    end: int
    tier: str


def locate(view: SourceView, quote: str, policy: QuotePolicy, lo: int = 0, hi: int | None = None) -> Found | None:
    """The tightest-tier, first token-aligned occurrence of ``quote`` inside
    original ``[lo, hi)``."""
    hi = len(view.text) if hi is None else hi
    found = _locate(view, quote, policy, lo, hi)
    if found is None and policy.forgive_final_period and quote.endswith(_FINAL_PERIOD):
        found = _locate(view, quote[:-1].rstrip(), policy, lo, hi)
    return found


def _locate(view: SourceView, quote: str, policy: QuotePolicy, lo: int, hi: int) -> Found | None:
    hit = find_exact(view.text, quote, lo, hi)
    if hit is not None:
        return Found(hit[0], hit[1], "exact")
    loosest = policy.tiers[-1]
    if loosest == "exact":
        return None
    best: Found | None = None
    for a, b in _windows(view, quote, lo, hi):
        for reading in readings(loosest, quote):
            needle = normalize_plain(quote, loosest, reading)
            if (a, b) == (0, len(view.text)):
                tier_text = view.tier(loosest, reading)
            else:
                tier_text = normalize(view.text[a:b], loosest, reading, base=a)
            hit = find_in_tier(tier_text, view.text, needle, a, b)
            if hit is None:
                continue
            found = _tightest(view, quote, policy, hit)
            if best is None or (rank(found.tier), found.start) < (rank(best.tier), best.start):
                best = found
            break
    return best


def _windows(view: SourceView, quote: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Whole-line windows of ``[lo, hi)`` around each occurrence of the
    quotation's rarest word; the whole range when it has no usable word."""
    keys = build_index(quote)
    index = view.index
    present = [(len(index[key]), key, places[0]) for key, places in keys.items() if key in index]
    if keys and not present:
        return []
    if not present:
        return [(lo, hi)]
    _, key, at = min(present)
    postings = index[key]
    postings = postings[bisect_left(postings, lo) : bisect_left(postings, hi)]
    if len(postings) > _MAX_POSTINGS:
        return [(lo, hi)]
    windows: list[tuple[int, int]] = []
    for place in postings:
        a = max(lo, place - 3 * at - _SLACK)
        b = min(hi, place + 3 * (len(quote) - at) + _SLACK)
        a, b = view.lines_around(a, b)
        a, b = max(a, lo), min(b, hi)
        if windows and a <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(b, windows[-1][1]))
        else:
            windows.append((a, b))
    return windows


def _tightest(view: SourceView, quote: str, policy: QuotePolicy, hit: tuple[int, int]) -> Found:
    """The tightest tier holding ``quote`` in the lines of ``hit``."""
    a, b = view.lines_around(*hit)
    for tier in policy.tiers[1:-1]:  # exact was tried on the whole text first
        for reading in readings(tier, quote):
            needle = normalize_plain(quote, tier, reading)
            found = find_in_tier(normalize(view.text[a:b], tier, reading, base=a), view.text, needle, a, b)
            if found is not None:
                return Found(found[0], found[1], tier)
    return Found(hit[0], hit[1], policy.tiers[-1])
