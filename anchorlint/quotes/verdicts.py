"""Certificates: a grounded span, or the closest passage as a near miss
(approximate when above the floor and no guard fires). Shared by the whole
quotation check (verify.py) and the stitched one (stitched.py)."""

from __future__ import annotations

from collections.abc import Sequence

from anchorlint.quotes.certificate import Certificate, NearMiss
from anchorlint.quotes.figures import NUMBER_RE, figures, same_figures
from anchorlint.quotes.fuzzy import ALIGN_TIER, best_window, similarity
from anchorlint.quotes.guards import fired_guard
from anchorlint.quotes.ladder import normalize_plain
from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.pages import PageMark, page_label
from anchorlint.quotes.view import SourceView



def certificate(
    view: SourceView, start: int, end: int, tier: str, pages: Sequence[PageMark] | None, **extra: object
) -> Certificate:
    """A grounded certificate for original ``[start, end)`` (``extra`` may override)."""
    line, col = view.line_col(start)
    fields: dict = {"grounded": True, "score": 1.0, **extra}
    return Certificate(
        tier=tier, start=start, end=end, span_text=view.text[start:end], line=line, col=col,
        page=page_label(pages, start), **fields,
    )


def near(view: SourceView, quote: str, policy: QuotePolicy, pages: Sequence[PageMark] | None) -> Certificate:
    """The closest passage: approximate when above the floor and no guard fires."""
    window = best_window(view, quote)
    if window is None:
        return Certificate(grounded=False, tier="none")
    passage = view.text[window.start : window.end]
    score = window.score if window.score >= policy.floor else max(window.score, number_blind(quote, passage))
    miss = _near_miss(view, window.start, window.end, score, policy, pages)
    if score < policy.floor:
        return Certificate(grounded=False, tier="none", score=score, near_miss=miss)
    guard = fired_guard(quote, passage, word_changes=policy.forgive_word_changes)
    if guard is not None:
        return Certificate(grounded=False, tier="none", score=score, near_miss=miss, guard=guard)
    return certificate(
        view, window.start, window.end, "approximate", pages, grounded=False, score=score, near_miss=miss,
    )


def number_blind(quote: str, passage: str) -> float:
    """Similarity with the figures set aside when they are the same figures
    (``1,234.5`` and ``1.234,5``, ``三十`` and ``30``): a number written in
    another locale's style or script is not a difference of wording. 0 when
    the figures differ."""
    ours, theirs = normalize_plain(quote, "typography"), normalize_plain(passage, "typography")
    if not NUMBER_RE.search(ours) or not same_figures(figures(ours), figures(theirs)):
        return 0.0
    blind = [normalize_plain(NUMBER_RE.sub("0", text), ALIGN_TIER) for text in (ours, theirs)]
    return round(similarity(*blind), 4)


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
