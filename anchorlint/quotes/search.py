"""Token-aligned search of one tier: ``str.find`` on the tier's text, then
the map back to the original and a boundary check there.

An occurrence counts only when it covers whole original characters (not the
``i`` of a ``ﬁ`` ligature) and starts and ends on token boundaries of the
original text (see charclass), so ``2000 dollars`` is not found inside
``12000 dollars``. The source is never rescanned character by character:
each candidate costs one ``find`` and two O(1) checks.
"""

from __future__ import annotations

from anchorlint.quotes.charclass import is_boundary, is_word
from anchorlint.quotes.ladder import TierText


def find_in_tier(
    view: TierText, original: str, needle: str, not_before: int = 0, not_after: int | None = None
) -> tuple[int, int] | None:
    """The first token-aligned occurrence of ``needle`` (already normalized to
    ``view``'s tier) inside original ``[not_before, not_after)``, as an
    original ``(start, end)``; None when there is none."""
    if not needle:
        return None
    limit = len(original) if not_after is None else not_after
    text = view.text
    pos = view.position(not_before)
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
            if end > limit:
                return None
            if start >= not_before and is_boundary(original, start) and is_boundary(original, end):
                return start, end
        pos += 1


def find_exact(original: str, needle: str, not_before: int = 0, not_after: int | None = None) -> tuple[int, int] | None:
    """The first token-aligned verbatim occurrence: no normalization at all."""
    limit = len(original) if not_after is None else not_after
    pos = original.find(needle, not_before, limit)
    while pos >= 0:
        end = pos + len(needle)
        if is_boundary(original, pos) and is_boundary(original, end):
            return pos, end
        pos = original.find(needle, pos + 1, limit)
    return None


def _word_char(ch: str) -> bool:
    return (ch.isascii() and ch.isalnum()) or (not ch.isascii() and is_word(ch))
