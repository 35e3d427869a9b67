"""A quotation cut from inside a word or a number is not grounded."""

from __future__ import annotations

import pytest

from anchorlint.quotes.charclass import is_boundary
from anchorlint.quotes.verify import verify_quote


@pytest.mark.parametrize(
    "quote",
    [
        "2000 dollars",  # inside 12000 dollars
        "5 degrees",  # inside -5 degrees
        "Auth2 tokens",  # inside OAuth2
        "OS clients",  # inside macOS
        "14 percent",  # the decimals of 3.14
        "204 documents",  # the thousands of 1,204
        "mW in standby",  # fine on its own; see test_unit_alone_is_grounded
    ][:-1],
)
def test_token_traps_are_not_grounded(quote: str, pdf_source: str) -> None:
    cert = verify_quote(quote, pdf_source)
    assert not cert.grounded
    assert cert.tier in ("none", "approximate")
    assert cert.tier == "none"  # every trap also trips a guard or the floor


@pytest.mark.parametrize(
    "quote,source", [("5", "the low was -5."), ("5", "the rate 5%."), ("5", "a 5% rate")]
)
def test_number_sign_and_percent(quote: str, source: str) -> None:
    assert not verify_quote(quote, source).grounded


def test_whole_tokens_are_grounded(pdf_source: str) -> None:
    whole = ("12000 dollars", "-5 degrees", "the rate 5%", "OAuth2 tokens", "macOS clients", "3.14 percent")
    for quote in whole:
        cert = verify_quote(quote, pdf_source)
        assert cert.grounded and cert.tier == "exact", quote


def test_later_aligned_occurrence_is_found() -> None:
    source = "We paid 12000 dollars first, then 2000 dollars."
    cert = verify_quote("2000 dollars", source)
    assert cert.grounded and cert.start == source.index("then") + 5


def test_unit_case_is_content(pdf_source: str) -> None:
    # Case folding never merges a unit after a number.
    assert verify_quote("THE TRANSMITTER DRAWS 5 mW", pdf_source).tier == "case"
    cert = verify_quote("The transmitter draws 5 MW in standby", pdf_source)
    assert not cert.grounded and cert.tier == "none" and cert.guard == "numeric"


def test_ligature_cannot_be_split(pdf_source: str) -> None:
    # "nal evaluation" would need the "i" half of the "ﬁ" ligature... and
    # would cut a word anyway; "fi" alone may not match half of "ﬃ".
    assert not verify_quote("nal evaluation", pdf_source).grounded
    assert not verify_quote("ffi", "su\ufb03cient").grounded


def test_hyphenated_compound_and_apostrophe() -> None:
    source = "a state-of-the-art system that doesn't fail; Apple's revenue grew."
    assert not verify_quote("of-the-art system", source).grounded
    assert not verify_quote("state", source).grounded
    assert not verify_quote("t fail", source).grounded
    assert verify_quote("state-of-the-art system", source).grounded
    assert verify_quote("Apple", source).grounded  # a possessive may end a quotation


def test_an_exact_copy_next_to_a_negation_is_exact(pdf_source: str) -> None:
    # Issue 12: a byte-exact slice of the source is grounded at the exact
    # tier, whatever stands next to it; a negation dropped from *inside* a
    # quotation is still the polarity guard's (test_near_miss).
    for quote in ("be able to compete effectively", "We believe that we will"):
        cert = verify_quote(quote, pdf_source)
        assert cert.grounded and cert.tier == "exact", quote


@pytest.mark.parametrize(
    "text,pos,expected",
    [
        ("12000", 1, False),
        ("a -5", 3, False),
        ("a -5", 2, True),
        ("5%", 1, False),
        ("3.14", 2, False),
        ("end. Next", 4, True),
        ("中文", 1, True),
        ("第12章", 1, True),
        ("1,204", 2, False),
        ("x\u200by", 2, False),  # a zero-width space does not separate
        ("5&#37;", 1, False),  # an entity counts as the character it encodes (5%)
        ("\uff15\uff05", 1, False),  # fullwidth 5%
    ],
)
def test_is_boundary(text: str, pos: int, expected: bool) -> None:
    assert is_boundary(text, pos) is expected


def test_a_dash_before_a_number_is_not_a_minus_sign() -> None:
    source = "The reading —5 was discarded; the range 10–20 was kept; it fell to −3."
    assert verify_quote("The reading —5 was discarded", source).tier == "exact"
    assert not verify_quote("The reading -5 was discarded", source).grounded
    assert verify_quote("the range 10-20 was kept", source).tier == "typography"
    assert verify_quote("it fell to -3", source).tier == "typography"


def test_a_currency_symbol_belongs_to_its_figure(pdf_source: str) -> None:
    assert not verify_quote("10.0 million) for the year", pdf_source).grounded
    assert verify_quote("$10.0 million) for the year", pdf_source).grounded


def test_a_word_hyphenated_across_lines_is_one_token() -> None:
    source = "The exam-\nple was hard, and the sum\u00admary was short."
    for quote in ("ple was hard", "The exam", "mary was short", "the sum"):
        assert not verify_quote(quote, source).grounded, quote
    assert verify_quote("The example was hard", source).tier == "hyphenation"
    assert verify_quote("The exam-\nple was hard", source).tier == "exact"
    assert verify_quote("the summary was short", source).tier == "typography"
