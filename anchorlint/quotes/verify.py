"""``verify_quote``: the ladder, then stitched fragments, then a near miss.

1. The whole quotation is located (locate.py): the tightest tier holding it,
   token-aligned, up to the policy's ``accept_through`` (``skeleton`` only
   when allowed), is the verdict: grounded.
2. A quotation with an ellipsis (``…``, ``...``, ``[…]``) that is not found
   whole is split and checked fragment by fragment (stitched.py): in order,
   inside one paragraph or table row.
3. Otherwise the closest passage is aligned (fuzzy.py). At or above the
   floor, and when no guard fires, it is ``approximate`` (not grounded, but
   the source's own words are known); else ``none`` with the near miss.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from anchorlint.quotes import vocab
from anchorlint.quotes.certificate import Certificate
from anchorlint.quotes.ladder import normalize_plain
from anchorlint.quotes.locate import locate
from anchorlint.quotes.pages import PageMark
from anchorlint.quotes.options import DEFAULT_QUOTE_POLICY, QuotePolicy
from anchorlint.quotes.stitched import stitched
from anchorlint.quotes.verdicts import certificate, near
from anchorlint.quotes.view import SourceView

_ELLIPSIS_RE = re.compile("|".join(re.escape(marker) for marker in vocab.ELLIPSIS_MARKERS))


def verify_quote(
    quote: str,
    source: str | SourceView,
    policy: QuotePolicy = DEFAULT_QUOTE_POLICY,
    *,
    pages: Sequence[PageMark] | None = None,
) -> Certificate:
    """Where ``quote`` occurs in ``source``, and how much normalization that took.

    Pass a :class:`SourceView` to share the source's index and normalized
    tiers between quotations; a plain string is read for this call only.
    """
    view = source if isinstance(source, SourceView) else SourceView(source)
    quote = quote.strip()
    if not normalize_plain(quote, "whitespace"):
        return Certificate(grounded=False, tier="none")
    found = locate(view, quote, policy)
    if found is not None:
        return certificate(view, found.start, found.end, found.tier, pages)
    fragments = [part.strip() for part in _ELLIPSIS_RE.split(quote) if normalize_plain(part, "typography")]
    if len(fragments) > 1:
        return stitched(view, fragments, policy, pages)
    if fragments and fragments[0] != quote:
        found = locate(view, fragments[0], policy)  # a leading or trailing ellipsis only
        if found is not None:
            return certificate(view, found.start, found.end, found.tier, pages)
        quote = fragments[0]
    return near(view, quote, policy, pages)
