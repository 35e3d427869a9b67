"""Stitched quotations (``A … B``): sound only when the fragments are read
in order inside one paragraph (or one table row). Joined across paragraphs
or out of order, genuine fragments say something the source never says.

The longest fragment is the anchor: it must have ``min_fragment_words``
words, the others may be shorter, because each is then looked for only
between its neighbours, in the anchor's paragraph: the fragments before the
anchor in order from the paragraph's start, those after it from the
anchor's end. Fragments that are all in the source but not so placed are
refused with ``reason`` ``apart`` or ``out-of-order`` and the place where
each was found; an elision that cuts out a negation at its edge (``We will …
be able`` from ``We will not be able``) is refused as ``negation-elided``.
"""

from __future__ import annotations

from collections.abc import Sequence

from anchorlint.quotes.certificate import Certificate, Fragment
from anchorlint.quotes.charclass import is_cjk
from anchorlint.quotes.negation import negation_after, negation_before
from anchorlint.quotes.locate import Found, locate
from anchorlint.quotes.pages import PageMark
from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verdicts import certificate, near
from anchorlint.quotes.view import SourceView
from anchorlint.quotes.wording import words

_MAX_ANCHORS = 16


def stitched(
    view: SourceView, fragments: list[str], policy: QuotePolicy, pages: Sequence[PageMark] | None
) -> Certificate:
    anchor = max(range(len(fragments)), key=lambda i: word_count(fragments[i]))
    if word_count(fragments[anchor]) < policy.min_fragment_words:
        return _not_found(near(view, " ".join(fragments), policy, pages))
    pos = 0
    for _ in range(_MAX_ANCHORS):
        hit = locate(view, fragments[anchor], policy, pos)
        if hit is None:
            break
        placed = _placed(view, fragments, anchor, hit, policy)
        if placed is not None and _negation_elided(view.text, placed):
            spans = tuple(_fragment(view, found) for found in placed)
            return Certificate(grounded=False, tier="none", fragments=spans, reason="negation-elided")
        if placed is not None:
            spans = tuple(_fragment(view, found) for found in placed)
            return certificate(
                view, placed[0].start, placed[-1].end, "stitched", pages,
                grounded=policy.allow_stitched, fragments=spans,
            )
        pos = hit.start + 1
    return _refused(view, fragments, policy, pages)


def _placed(
    view: SourceView, fragments: list[str], anchor: int, hit: Found, policy: QuotePolicy
) -> list[Found] | None:
    """Every fragment placed around the anchor inside its block, or None."""
    lo, hi = view.block(hit.start)
    hi = max(hi, hit.end)
    placed: list[Found] = []
    pos = lo
    for fragment in fragments[:anchor]:
        found = locate(view, fragment, policy, pos, hit.start)
        if found is None:
            return None
        placed.append(found)
        pos = found.end
    placed.append(hit)
    pos = hit.end
    for fragment in fragments[anchor + 1 :]:
        found = locate(view, fragment, policy, pos, hi)
        if found is None:
            return None
        placed.append(found)
        pos = found.end
    return placed


def _negation_elided(text: str, placed: list[Found]) -> bool:
    """Whether an elision cuts out a negation at its edge: ``We will …
    be able`` from ``We will not be able`` says the opposite."""
    for before, after in zip(placed, placed[1:]):
        if negation_after(text, before.end) is not None or negation_before(text, after.start) is not None:
            return True
    return False


def _refused(
    view: SourceView, fragments: list[str], policy: QuotePolicy, pages: Sequence[PageMark] | None
) -> Certificate:
    """Q1: an invented fragment gets its near miss; genuine fragments that
    are apart or out of order get where each was found."""
    places: list[Found] = []
    for fragment in fragments:
        found = locate(view, fragment, policy)
        if found is None:
            return _not_found(near(view, fragment, policy, pages))
        places.append(found)
    blocks = {view.block(found.start) for found in places}
    ordered = all(a.end <= b.start for a, b in zip(places, places[1:]))
    reason = "out-of-order" if len(blocks) == 1 and not ordered else "apart"
    spans = tuple(_fragment(view, found) for found in places)
    return Certificate(grounded=False, tier="none", fragments=spans, reason=reason)


def _fragment(view: SourceView, found: Found) -> Fragment:
    line, col = view.line_col(found.start)
    return Fragment(found.start, found.end, found.tier, line, col)


def word_count(text: str) -> int:
    """Words, two CJK characters counting as one."""
    tokens = words(text)
    cjk = sum(1 for token in tokens if is_cjk(token[0]))
    return len(tokens) - cjk + (cjk + 1) // 2


def _not_found(result: Certificate) -> Certificate:
    """A stitched quotation is never approximate: repairing one fragment
    would replace the whole quotation with that fragment's source text."""
    if result.tier != "approximate":
        return result
    return Certificate(grounded=False, tier="none", score=result.score, near_miss=result.near_miss)
