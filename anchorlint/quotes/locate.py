"""Where a quotation occurs verbatim, at the tightest tier that holds it.

1. ``str.find`` on the original text (in the windows of step 2): an exact
   copy needs no normalization.
2. Otherwise the quotation's rarest word (index.py) says where to look: a
   window of whole lines around each place it occurs with the next rarest
   words nearby. A quotation most of whose words are not in the source is
   not there at any tier.
3. A window whose letters and digits (folded) do not hold the quotation's
   is skipped; the others are normalized tier by tier, tightest first, and
   the first tier that holds the quotation is the verdict.

Only a quotation made of very common words (or of no indexable word at all)
is searched in the whole source, normalized once per tier and then cached.
"""

from __future__ import annotations

import html
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from itertools import accumulate

from anchorlint.quotes.index import WORD_SPLIT_RE, fold_key, quote_keys
from anchorlint.quotes.ladder import apply, normalize, normalize_plain, rank, readings, relevant
from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.rewrite import PLAIN
from anchorlint.quotes.search import find_exact, find_in_tier
from anchorlint.quotes.steps import may_have_marks
from anchorlint.quotes.view import SourceView

_MAX_POSTINGS = 20_000  # more places of the rarest word than this, or
_MAX_WINDOWS = 64  # more windows than this: search the normalized source instead
_SLACK = 64
_FINAL_PERIOD = (".", "。")
_KEY_TOKEN_RE = re.compile(r"[^\W_]+")
_LINE_MARK_RE = re.compile(r"(?m)^[ \t]*(?:(?:>[ \t]?)+|(?:[-*+\u2022\u25e6]|\d{1,3}[.)])[ \t]+)+")
_KEY_SPLIT_RE = re.compile(r"([^\W_]+)")
_ASCII_DROP_RE = re.compile(r"[^0-9A-Za-z]+")  # what _KEY_TOKEN_RE leaves out of ASCII text


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
    windows = _windows(view, quote, lo, hi)
    for a, b in windows:  # in source order: the first exact copy
        hit = find_exact(view.text, quote, a, b)
        if hit is not None:
            return Found(hit[0], hit[1], "exact")
    if policy.tiers[-1] == "exact" or not windows:
        return None
    letters = skeleton_key(quote)
    best: Found | None = None
    for a, b in windows:
        whole = (a, b) == (0, len(view.text))
        place = None if whole else _letters_place(view, a, b, letters)
        if not whole and place is None:
            continue  # not even the letters and digits are there, in order
        found = _tightest(view, quote, policy, *place, False) if place and place != (a, b) else None
        if found is None:
            found = _tightest(view, quote, policy, a, b, whole)
        if found is not None and (best is None or (rank(found.tier), found.start) < (rank(best.tier), best.start)):
            best = found
    return best


def skeleton_key(text: str) -> str:
    """Letters and digits only, folded as the loosest sound tier folds them:
    a cheap necessary condition for a match at any sound tier."""
    if "&" in text:
        text = html.unescape(text)
    if may_have_marks(text):
        text = _LINE_MARK_RE.sub("", text)
    if text.isascii():  # ASCII words fold to lower case: the text is folded whole
        return _ASCII_DROP_RE.sub("", text).lower()
    return "".join(map(fold_key, _KEY_TOKEN_RE.findall(text)))


def _letters_place(view: SourceView, a: int, b: int, letters: str) -> tuple[int, int] | None:
    """The lines of ``[a, b)`` where the quotation's folded letters and
    digits first occur (None: nowhere), so that only they are normalized."""
    text = view.text[a:b]
    if not letters or "&" in text:  # entities change lengths: keep the whole window
        return (a, b) if letters in skeleton_key(text) else None
    # without "_" the word pattern that tests ASCII first splits the same
    pattern = _KEY_SPLIT_RE if "_" in text else WORD_SPLIT_RE
    marked = _LINE_MARK_RE.sub(lambda m: " " * len(m.group()), text) if may_have_marks(text) else text
    parts = pattern.split(marked)
    # an ASCII word's key is its lower case (fold_key), without the cache's cost
    keys = [token.lower() if token.isascii() else fold_key(token) for token in parts[1::2]]
    joined = "".join(keys)
    at = joined.find(letters)
    if at < 0 or not keys:
        return None
    ends = list(accumulate(map(len, keys)))  # in the joined keys
    offsets = list(accumulate(map(len, parts)))  # in the window: token k spans offsets[2k]..offsets[2k+1]
    first = bisect_right(ends, at)
    last = min(bisect_left(ends, at + len(letters)), len(keys) - 1)
    return view.lines_around(a + offsets[2 * first], a + offsets[2 * last + 1])


def _windows(view: SourceView, quote: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Whole-line windows of ``[lo, hi)`` around each place the quotation's
    rarest word occurs with its next two rarest words at about the right
    distance; the whole range when it has no usable word."""
    keys = quote_keys(quote)
    index = view.index
    present = sorted((len(index[key]), key, at) for key, at in keys.items() if key in index)
    if keys and 2 * len(present) < len(keys):
        # A verbatim copy at any tier has every word in the index (words the
        # source splits are indexed whole too); half is margin for a word the
        # quotation itself splits (an entity, a soft hyphen).
        return []
    if not present:
        return [(lo, hi)]
    _, key, at = present[0]
    postings = index[key]
    postings = postings[bisect_left(postings, lo) : bisect_left(postings, hi)]
    if len(postings) > _MAX_POSTINGS:
        return [(lo, hi)]
    windows: list[tuple[int, int]] = []
    # the next rarest words must lie at about the right distance (layout
    # and normalization stretch a quotation by a bounded amount)
    # (each as its list, and how far before and after ``place`` it may lie)
    others = [
        (index[other], there - at - abs(there - at) - _SLACK, there - at + abs(there - at) + _SLACK)
        for _, other, there in present[1:3]
    ]
    for place in postings:
        for near, low, high in others:
            i = bisect_left(near, place + low)
            if i == len(near) or near[i] > place + high:
                break
        else:
            _add_window(windows, view, place - 2 * at - _SLACK, place + 2 * (len(quote) - at) + _SLACK, lo, hi)
    return windows if len(windows) <= _MAX_WINDOWS else [(lo, hi)]


def _add_window(windows: list[tuple[int, int]], view: SourceView, a: int, b: int, lo: int, hi: int) -> None:
    """The whole lines around ``[a, b)`` inside ``[lo, hi)``, merged into the
    previous window when they touch it."""
    a, b = view.lines_around(max(lo, a), min(hi, b))
    a, b = max(a, lo), min(b, hi)
    if windows and a <= windows[-1][1]:
        windows[-1] = (windows[-1][0], max(b, windows[-1][1]))
    else:
        windows.append((a, b))


def _tightest(view: SourceView, quote: str, policy: QuotePolicy, a: int, b: int, whole: bool) -> Found | None:
    """The tightest tier holding ``quote`` in original ``[a, b)`` (the
    whole source's tiers are cached, a window's are built here: first its
    text alone, sharing the steps tiers have in common, and the map back to
    the original only at a tier whose text holds the quotation)."""
    window = view.text[a:b]
    plain: dict = {}
    for tier in policy.tiers[1:]:  # exact was tried first
        if tier != policy.tiers[-1] and not (relevant(tier, window) or relevant(tier, quote)):
            continue
        for reading in readings(tier, quote, window):
            needle = normalize_plain(quote, tier, reading)
            if not whole and needle not in apply((window, PLAIN, PLAIN), tier, reading, plain)[0]:
                continue  # not in the tier's text: no occurrence to map back
            text = view.tier(tier, reading) if whole else normalize(window, tier, reading, base=a)
            found = find_in_tier(text, view.text, needle, a, b)
            if found is not None:
                return Found(found[0], found[1], tier)
    return None
