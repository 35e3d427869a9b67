"""Every quotation of a card verified against its source: what Q1 and Q2
report, what ``--fix`` repairs and what reporters show for grounded ones."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from anchorlint.model.card import Card
from anchorlint.model.blockquotes import Quotation, quotations
from anchorlint.quotes.certificate import Certificate
from anchorlint.fixers.quotes import QuoteFix, fix_for
from anchorlint.quotes.pages import PageMark
from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView, cjk_share


@dataclass(frozen=True, slots=True)
class QuoteCheck:
    quotation: Quotation
    certificate: Certificate

    @property
    def fix(self) -> QuoteFix | None:
        return fix_for(self.quotation, self.certificate)

    def as_dict(self) -> dict[str, object]:
        q = self.quotation
        return {
            "line": q.first_line, "last_line": q.last_line, "col": q.col, "quotation": q.text,
            "certificate": self.certificate.as_dict(),
        }


def check_quotations(
    card: Card, view: SourceView, policy: QuotePolicy, pages: Sequence[PageMark] | None = None,
    prose: frozenset[int] | None = None,
) -> tuple[QuoteCheck, ...]:
    """Every quotation of ``card`` verified against ``view``. A quotation in
    another script than its source (Chinese quoting an English source, or
    the reverse) is a translation: it cannot be verbatim and is not checked."""
    return tuple(
        QuoteCheck(quotation, verify_quote(quotation.text, view, policy, pages=pages))
        for quotation in quotations(card, prose)
        if not translated(quotation.text, view.cjk_share)
    )


def translated(text: str, source_cjk_share: float) -> bool:
    """Whether ``text`` is written in another script than a source whose
    letters are ``source_cjk_share`` CJK."""
    share = cjk_share(text)
    return (share >= 0.5 and source_cjk_share < 0.05) or (share < 0.05 and source_cjk_share >= 0.5)


def quote_fixes(checks: Sequence[QuoteCheck], lines: Collection[int] | None = None) -> list[QuoteFix]:
    """The ``--fix`` edits for a card's checks (approximate quotations only);
    with ``lines``, only for quotations starting on those card lines (pass
    the lines of the Q2 findings that survived suppression)."""
    fixes = [check.fix for check in checks if lines is None or check.quotation.first_line in lines]
    return [fix for fix in fixes if fix is not None]
