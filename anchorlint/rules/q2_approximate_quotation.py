"""Q2 approximate-quotation: a blockquote that is close to the source, not equal.

What it checks
    A quotation (see Q1) that is not found at any accepted tier, but whose
    closest source passage scores at or above the similarity floor (0.90 by
    default; ``1 - edit distance / length`` at the ``case`` tier, where every
    sound tier's presentation is forgiven) and passes the guards: the same
    figures by value (``1.234,5`` is ``1,234.5``; a slip in the word after an
    unchanged number, ``10 versons``, is no changed figure), the same
    negations and direction, modal and quantity words, the same names
    (diacritics aside), and the same words (only slips inside a word,
    punctuation and spacing differ). The
    message carries the source's exact text and where it is (line:col, and
    the page when the source has a pages sidecar).

Why
    A near-verbatim quotation is usually a copying or extraction slip: a
    typo, an OCR error, a lost comma, an accent. The card should hold the source's words, not a
    paraphrase in quotation marks. ``--fix`` replaces the quotation with the
    source's text, byte-exact elsewhere in the card.

Fails
    A quotation with a typo.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        需求寫道：

        > The plugin must work inside Logseq and nowhere esle.

    source.md::

        The plugin must work inside Logseq and nowhere else.

    expected:: Q2 8:3

Passes
    The same passage quoted exactly.

    card.md:: as above, line 8 reads

        > The plugin must work inside Logseq and nowhere else.

    source.md:: as above

    expected:: nothing

Options
    ``policy.quotes.floor`` (0.90); ``policy.quotes.forgive_word_changes``
    (off) lets added, dropped and replaced words be approximate too. Not run
    under ``--compat``.

Blind spots
    A slip inside one word can still change it into another word (``form``
    for ``from``); ``--fix`` then restores the source's word. With
    ``forgive_word_changes`` on, a synonym or a changed adjective is
    reported here rather than as Q1.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "Q2"
NAME = "approximate-quotation"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "default": {
        "en": "quotation is not verbatim (similarity {score}, {tier}); "
        "the source at {where} says: \"{span_text}\"",
        "zh-TW": "引文與原文不完全一致（相似度 {score}，{tier}）；原文 {where} 寫的是：「{span_text}」",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if ctx.compat:
        return  # the Go original has no quotation check
    for check_ in ctx.quote_checks:
        cert, quotation = check_.certificate, check_.quotation
        if cert.tier != "approximate":
            continue
        from anchorlint.lint.quote_text import one_line, where  # only for an approximate quotation

        yield Hit(
            quotation.first_line, quotation.col,
            args={
                "span_text": one_line(cert.span_text), "source_line": cert.line, "source_col": cert.col,
                "tier": cert.tier, "score": f"{cert.score:.2f}", "page": cert.page,
                "where": where(cert.line, cert.col, cert.page),
                "certificate": cert.as_dict(),
            },
        )
