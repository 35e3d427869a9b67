"""Each tier of the ladder, with the kind of text that needs it."""

from __future__ import annotations

import pytest

from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verify import verify_quote


def check(quote: str, source: str, tier: str, policy: QuotePolicy | None = None):
    cert = verify_quote(quote, source) if policy is None else verify_quote(quote, source, policy)
    assert cert.tier == tier, cert
    assert cert.start is not None and cert.end is not None
    assert cert.span_text == source[cert.start : cert.end]
    return cert


def test_exact(pdf_source: str) -> None:
    cert = check("Operating loss was ($10.0 million) for the year", pdf_source, "exact")
    assert cert.grounded and cert.score == 1.0
    assert (cert.line, cert.col) == (7, 1)


def test_exact_reports_line_and_column(pdf_source: str) -> None:
    cert = check("macOS clients refresh them", pdf_source, "exact")
    assert (cert.line, cert.col) == (11, 23)


def test_whitespace_line_break_nbsp_and_thin_space(pdf_source: str) -> None:
    cert = check("The fluency scores", pdf_source, "typography")  # ligature: not whitespace
    assert cert.span_text == "The ﬂuency\nscores"
    cert = check("of the baseline on commodity hardware", pdf_source, "whitespace")
    assert cert.span_text == "of the baseline\u00a0on\u2009commodity hardware"


def test_whitespace_quote_broken_across_lines(pdf_source: str) -> None:
    cert = check("Operating loss was\n($10.0   million)", pdf_source, "whitespace")
    assert cert.span_text == "Operating loss was ($10.0 million)"


def test_typography_ligatures_and_hyphenated_line_break(pdf_source: str) -> None:
    quote = "The final evaluation used a held-out set of 1,204 documents."
    cert = check(quote, pdf_source, "typography")
    assert cert.span_text.startswith("The ﬁnal")
    cert = check("three independent annotators, who were not told", pdf_source, "hyphenation")
    assert "annota-\ntors" in cert.span_text


def test_typography_soft_hyphen_and_smart_quotes(pdf_source: str) -> None:
    check("produced each summary.", pdf_source, "typography")
    cert = check('"grounding is necessary, not sufficient"', pdf_source, "typography")
    assert cert.span_text == "\u201cgrounding is necessary, not suﬃcient\u201d"


def test_typography_fullwidth_digits(pdf_source: str) -> None:
    cert = check("Throughput reached 50% of the baseline", pdf_source, "typography")
    assert "\uff15\uff10\uff05" in cert.span_text


def test_typography_html_entities(pdf_source: str) -> None:
    cert = check("AT&T and R&D budgets", pdf_source, "typography")
    assert cert.span_text == "AT&amp;T and R&amp;D budgets"


def test_case(pdf_source: str) -> None:
    cert = check("operating loss was ($10.0 million)", pdf_source, "case")
    assert cert.grounded


def test_tightest_tier_wins(pdf_source: str) -> None:
    assert verify_quote("We believe that we will not", pdf_source).tier == "exact"


def test_skeleton_is_off_by_default_and_unsound(pdf_source: str) -> None:
    quote = "Operating loss was $100 million for the year"
    assert verify_quote(quote, pdf_source).grounded is False
    cert = verify_quote(quote, pdf_source, QuotePolicy(allow_skeleton=True))
    assert cert.tier == "skeleton" and cert.grounded and not cert.sound


def test_accept_through_limits_the_ladder(pdf_source: str) -> None:
    strict = QuotePolicy(accept_through="whitespace")
    cert = verify_quote("operating loss was ($10.0 million)", pdf_source, strict)
    assert cert.tier != "case" and not cert.grounded


def test_final_period_claims_the_sentence_ends(pdf_source: str) -> None:
    quote = "The transmitter draws 5 mW in standby."
    assert verify_quote(quote, pdf_source).tier == "approximate"
    cert = check(quote, pdf_source, "exact", QuotePolicy(forgive_final_period=True))
    assert cert.span_text == "The transmitter draws 5 mW in standby"


def test_final_period_does_not_cut_a_decimal(pdf_source: str) -> None:
    assert not verify_quote("cut by 3.", pdf_source, QuotePolicy(forgive_final_period=True)).grounded


@pytest.mark.parametrize("quote", ["", "   ", "\n> \n"])
def test_empty_quotation_is_not_grounded(quote: str, pdf_source: str) -> None:
    cert = verify_quote(quote.replace(">", ""), pdf_source)
    assert cert.tier == "none" and cert.start is None


def test_policy_validation() -> None:
    with pytest.raises(ValueError):
        QuotePolicy(accept_through="skeleton")
    with pytest.raises(ValueError):
        QuotePolicy(floor=1.5)
