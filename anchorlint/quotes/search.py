"""Token-aligned search of one tier: ``str.find`` on the tier's text, then
the map back to the original and a boundary check there.

An occurrence counts only when it covers whole original characters (not the
``i`` of a ``ﬁ`` ligature) and starts and ends on token boundaries of the
original text (see charclass), so ``2000 dollars`` is not found inside
``12000 dollars``, and only when it does not cut off a negation governing it
(``able to compete`` is not found in ``not able to compete``, ``得上傳`` is
not found in ``不得上傳``). The source is never rescanned character by character:
each candidate costs one ``find`` and two O(1) checks.
"""

from __future__ import annotations

from bisect import bisect_left

from anchorlint.quotes.charclass import is_boundary, is_word, negation_after, negation_before
from anchorlint.quotes.ladder import TierText


def find_in_tier(view: TierText, original: str, needle: str, not_before: int = 0) -> tuple[int, int] | None:
    """The first token-aligned occurrence of ``needle`` (already normalized to
    ``view``'s tier) that starts at or after original offset ``not_before``,
    as an original ``(start, end)``; None when there is none."""
    if not needle:
        return None
    text = view.text
    pos = _normalized_offset(view, not_before)
    width = len(needle)
    # Boundaries are checked in the tier's text too (a word rejoined across
    # a line break is one token there), except in the skeleton, which has
    # no spaces left. The first test is a cheap pre-check of the common case.
    tier_edges = view.tier != "skeleton"
    glue_first = tier_edges and is_word(needle[0])
    while True:
        pos = text.find(needle, pos)
        if pos < 0:
            return None
        if glue_first and pos and _word_char(text[pos - 1]):
            pos += 1
            continue
        ok = view.whole_units(pos, pos + width)
        if ok and tier_edges:
            ok = is_boundary(text, pos) and is_boundary(text, pos + width)
        if ok:
            start, end = view.origin(pos, pos + width)
            if start >= not_before and _clean_edges(original, start, end):
                return start, end
        pos += 1


def _word_char(ch: str) -> bool:
    return (ch.isascii() and ch.isalnum()) or (not ch.isascii() and is_word(ch))


def _clean_edges(original: str, start: int, end: int) -> bool:
    """Token boundaries at both ends, and no negation cut off at either:
    ``be able`` quoted from ``not be able`` says the opposite."""
    if not (is_boundary(original, start) and is_boundary(original, end)):
        return False
    return negation_before(original, start) is None and negation_after(original, end) is None


def _normalized_offset(view: TierText, original_offset: int) -> int:
    if original_offset <= 0:
        return 0
    if view.starts is None:
        return original_offset
    return bisect_left(view.starts, original_offset)
