"""``verify_quote``: the ladder, then stitched fragments, then a near miss.

1. The whole quotation is searched tier by tier (tightest first, up to the
   policy's ``accept_through``; ``skeleton`` only when allowed). The first
   tier holding it, token-aligned, is the verdict: grounded.
2. A quotation with an ellipsis (``…``, ``...``, ``[…]``) that is not found
   whole is split; every fragment (of at least ``min_fragment_words`` words)
   must be found in order, each after the previous one ends. Tier
   ``stitched``; grounded unless the policy refuses.
3. Otherwise the closest passage is aligned (fuzzy.py). At or above the
   floor, and when no guard fires, it is ``approximate`` (not grounded, but
   the source's own words are known); else ``none`` with the near miss.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from anchorlint.quotes import vocab as wordlists
from anchorlint.quotes.charclass import is_cjk
from anchorlint.quotes.certificate import Certificate, Fragment, NearMiss
from anchorlint.quotes.fuzzy import best_window
from anchorlint.quotes.guards import fired_guard
from anchorlint.quotes.ladder import normalize_plain
from anchorlint.quotes.pages import PageMark, page_label
from anchorlint.quotes.options import DEFAULT_QUOTE_POLICY, QuotePolicy
from anchorlint.quotes.search import find_in_tier
from anchorlint.quotes.view import SourceView
from anchorlint.quotes.wording import words

_ELLIPSIS_RE = re.compile("|".join(re.escape(marker) for marker in wordlists.ELLIPSIS_MARKERS))
_FINAL_PERIOD = (".", "。")


def verify_quote(
    quote: str,
    source: str | SourceView,
    policy: QuotePolicy = DEFAULT_QUOTE_POLICY,
    *,
    pages: Sequence[PageMark] | None = None,
) -> Certificate:
    """Where ``quote`` occurs in ``source``, and how much normalization that took.

    Pass a :class:`SourceView` to share the per-tier normalization between
    quotations; a plain string is normalized for this call only.
    """
    view = source if isinstance(source, SourceView) else SourceView(source)
    quote = quote.strip()
    if not normalize_plain(quote, "whitespace"):
        return Certificate(grounded=False, tier="none")
    found = locate(view, quote, policy)
    if found is not None:
        return _certificate(view, found[0], found[1], found[2], pages)
    fragments = [part.strip() for part in _ELLIPSIS_RE.split(quote) if normalize_plain(part, "typography")]
    if len(fragments) > 1:
        return _stitched(view, fragments, policy, pages)
    if fragments and fragments[0] != quote:
        found = locate(view, fragments[0], policy)  # a leading or trailing ellipsis only
        if found is not None:
            return _certificate(view, found[0], found[1], found[2], pages)
        quote = fragments[0]
    return _near(view, quote, policy, pages)


def locate(
    view: SourceView, quote: str, policy: QuotePolicy, not_before: int = 0
) -> tuple[int, int, str] | None:
    """``(start, end, tier)`` of the tightest tier holding ``quote``."""
    for tier in policy.tiers:
        needle = normalize_plain(quote, tier)
        found = find_in_tier(view.tier(tier), view.text, needle, not_before)
        if found is None and policy.forgive_final_period and needle.endswith(_FINAL_PERIOD):
            found = find_in_tier(view.tier(tier), view.text, needle[:-1].rstrip(), not_before)
        if found is not None:
            return found[0], found[1], tier
    return None


def _certificate(
    view: SourceView, start: int, end: int, tier: str, pages: Sequence[PageMark] | None, **extra: object
) -> Certificate:
    line, col = view.line_col(start)
    fields: dict = {"grounded": True, "score": 1.0, **extra}
    return Certificate(
        tier=tier, start=start, end=end, span_text=view.text[start:end], line=line, col=col,
        page=page_label(pages, start), **fields,
    )


def _stitched(
    view: SourceView, fragments: list[str], policy: QuotePolicy, pages: Sequence[PageMark] | None
) -> Certificate:
    found: list[Fragment] = []
    for fragment in fragments:
        if _word_count(fragment) < policy.min_fragment_words:
            return _not_found(_near(view, " ".join(fragments), policy, pages))
        hit = locate(view, fragment, policy, found[-1].end if found else 0)
        if hit is None:
            return _not_found(_near(view, fragment, policy, pages))
        found.append(Fragment(*hit))
    return _certificate(
        view, found[0].start, found[-1].end, "stitched", pages,
        grounded=policy.allow_stitched, fragments=tuple(found),
    )


def _word_count(text: str) -> int:
    tokens = words(text)
    cjk = sum(1 for token in tokens if is_cjk(token[0]))
    return len(tokens) - cjk + (cjk + 1) // 2


def _not_found(near: Certificate) -> Certificate:
    """A stitched quotation is never approximate: repairing one fragment
    would replace the whole quotation with that fragment's source text."""
    if near.tier != "approximate":
        return near
    return Certificate(grounded=False, tier="none", score=near.score, near_miss=near.near_miss)


def _near(view: SourceView, quote: str, policy: QuotePolicy, pages: Sequence[PageMark] | None) -> Certificate:
    window = best_window(view, quote)
    if window is None:
        return Certificate(grounded=False, tier="none")
    near = _near_miss(view, window.start, window.end, window.score, policy, pages)
    if window.score < policy.floor:
        return Certificate(grounded=False, tier="none", score=window.score, near_miss=near)
    guard = fired_guard(quote, view.text[window.start : window.end], word_changes=policy.forgive_word_changes)
    if guard is not None:
        return Certificate(grounded=False, tier="none", score=window.score, near_miss=near, guard=guard)
    return _certificate(
        view, window.start, window.end, "approximate", pages,
        grounded=False, score=window.score, near_miss=near,
    )


def _near_miss(
    view: SourceView, start: int, end: int, score: float, policy: QuotePolicy,
    pages: Sequence[PageMark] | None,
) -> NearMiss:
    limit = policy.near_miss_chars
    if end - start > limit:
        cut = view.text.rfind(" ", start + limit // 2, start + limit)
        end = cut if cut > start else start + limit
    line, col = view.line_col(start)
    return NearMiss(view.text[start:end], start, end, line, col, score, page_label(pages, start))
