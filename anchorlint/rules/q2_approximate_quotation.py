"""Q2 approximate-quotation: a blockquote that is close to the source, not equal.

What it checks
    A quotation (see Q1) that is not found at any accepted tier, but whose
    closest source passage scores at or above the similarity floor (0.90 by
    default; ``1 - edit distance / length`` after white space, typography
    and case are forgiven) and passes the guards: same figures, same
    negations and direction, modal and quantity words, same names. The
    message carries the source's exact text and where it is (line:col, and
    the page when the source has a pages sidecar).

Why
    A near-verbatim quotation is usually a copying slip: a dropped article,
    a re-typed word. The card should hold the source's words, not a
    paraphrase in quotation marks. ``--fix`` replaces the quotation with the
    source's text, byte-exact elsewhere in the card.

Fails
    source: ``The plugin must work inside Logseq and nowhere else.``
    card:   ``> The plugin must work in Logseq and nowhere else.``

Passes
    the same card quoting ``The plugin must work inside Logseq`` exactly.

Options
    ``policy.quotes.floor`` (0.90).

Blind spots
    Above the floor, a change the guards do not watch (a synonym, a changed
    adjective) is reported here rather than as Q1; ``--fix`` then restores
    the source's words, which is the right repair but may no longer say what
    the card's own text around the quotation assumes.
"""

from __future__ import annotations

from collections.abc import Iterator

from anchorlint.context import CardContext
from anchorlint.findings import Hit, Severity
from anchorlint.quotes.checks import one_line

CODE = "Q2"
NAME = "approximate-quotation"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "default": {
        "en": "quotation is not verbatim (similarity {score}); the source at {source_line}:{source_col} "
        "({tier}) says: \"{span_text}\"",
        "zh-TW": "引文與原文不完全一致（相似度 {score}）；原文 {source_line}:{source_col}（{tier}）寫的是：「{span_text}」",
    },
}


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    for check_ in ctx.quote_checks:
        cert, quotation = check_.certificate, check_.quotation
        if cert.tier != "approximate":
            continue
        yield Hit(
            quotation.first_line, quotation.col,
            args={
                "span_text": one_line(cert.span_text), "source_line": cert.line, "source_col": cert.col,
                "tier": cert.tier, "score": f"{cert.score:.2f}", "page": cert.page,
                "certificate": cert.as_dict(),
            },
        )
