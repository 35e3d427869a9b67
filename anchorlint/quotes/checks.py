"""Every quotation of a card verified against its source: what Q1 and Q2
report, what ``--fix`` repairs and what reporters show for grounded ones."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from anchorlint.card import Card
from anchorlint.quotes.card_quotes import Quotation, quotations
from anchorlint.quotes.certificate import Certificate
from anchorlint.quotes.fix import QuoteFix, fix_for
from anchorlint.quotes.pages import PageMark
from anchorlint.quotes.policy import QuotePolicy
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView


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
    card: Card, view: SourceView, policy: QuotePolicy, pages: Sequence[PageMark] | None = None
) -> tuple[QuoteCheck, ...]:
    return tuple(
        QuoteCheck(quotation, verify_quote(quotation.text, view, policy, pages=pages))
        for quotation in quotations(card)
    )


def quote_fixes(checks: Sequence[QuoteCheck], lines: Collection[int] | None = None) -> list[QuoteFix]:
    """The ``--fix`` edits for a card's checks (approximate quotations only);
    with ``lines``, only for quotations starting on those card lines (pass
    the lines of the Q2 findings that survived suppression)."""
    fixes = [check.fix for check in checks if lines is None or check.quotation.first_line in lines]
    return [fix for fix in fixes if fix is not None]


def one_line(text: str | None, limit: int = 240) -> str:
    """``text`` on one line (white space runs collapsed), for messages."""
    flat = " ".join((text or "").split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def where(line: int | None, col: int | None, page: str | None) -> str:
    """``12:5`` or ``12:5, p. iv``: a source location for messages."""
    place = f"{line}:{col}"
    return f"{place}, p. {page}" if page else place
