"""Stitched quotations: A … B, fragment by fragment, in order."""

from __future__ import annotations

import pytest

from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verify import verify_quote

SOURCE = (
    "We depend on a limited number of suppliers for key components. "
    "Any disruption in their operations could materially affect results."
)


@pytest.mark.parametrize("marker", [" … ", " ... ", " [...] ", " […] "])
def test_fragments_in_order_are_stitched(marker: str) -> None:
    quote = "We depend on a limited number of suppliers" + marker + "could materially affect results."
    cert = verify_quote(quote, SOURCE)
    assert cert.tier == "stitched" and cert.grounded
    assert cert.start == 0 and cert.end == len(SOURCE)
    assert len(cert.fragments) == 2
    first, second = cert.fragments
    assert SOURCE[first.start : first.end] == "We depend on a limited number of suppliers"
    assert SOURCE[second.start : second.end] == "could materially affect results."


def test_fragments_out_of_order_are_not_stitched() -> None:
    cert = verify_quote("could materially affect results … We depend on suppliers", SOURCE)
    assert not cert.grounded and cert.tier == "none"


def test_policy_can_refuse_stitching() -> None:
    quote = "We depend on a limited number of suppliers … could materially affect results"
    cert = verify_quote(quote, SOURCE, QuotePolicy(allow_stitched=False))
    assert cert.tier == "stitched" and not cert.grounded


def test_an_invented_fragment_fails_the_quotation() -> None:
    quote = "We depend on a limited number of suppliers … which we will replace next year"
    cert = verify_quote(quote, SOURCE)
    assert not cert.grounded and cert.tier == "none"


def test_leading_ellipsis_is_not_stitching() -> None:
    cert = verify_quote("… could materially affect results.", SOURCE)
    assert cert.grounded and cert.tier == "exact"


def test_literal_ellipsis_in_the_source_matches_whole() -> None:
    source = "He paused... then spoke."
    assert verify_quote("He paused... then spoke.", source).tier == "exact"
    assert verify_quote("He paused… then spoke.", source).tier == "typography"


def test_short_fragments_stitch_nothing() -> None:
    source = "Revenue increased by 12% while operating costs decreased by 3.5% in Europe."
    assert not verify_quote("Revenue … decreased", source).grounded
    cert = verify_quote("Revenue increased by 12% … decreased by 3.5% in Europe", source)
    assert cert.tier == "stitched" and cert.grounded
    # issue 12: a short fragment is allowed beside a long enough anchor,
    # because it is looked for only after the anchor, in its paragraph
    assert verify_quote("Revenue increased by 12% … decreased", source, QuotePolicy(min_fragment_words=4)).grounded
    strict = QuotePolicy(min_fragment_words=5)
    assert not verify_quote("Revenue increased by 12% … decreased", source, strict).grounded


def test_a_stitched_quotation_is_never_approximate() -> None:
    quote = "We depend on a limited number of suppliers … could materialy affect results."
    cert = verify_quote(quote, SOURCE)
    assert cert.tier == "none" and cert.near_miss is not None
    assert cert.near_miss.text.startswith("could materially")
