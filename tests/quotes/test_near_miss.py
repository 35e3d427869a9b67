"""Near misses: approximate above the floor, not found below it, and the
guards that turn a high-scoring change of substance into not found."""

from __future__ import annotations

import pytest

from anchorlint.quotes.guards import Figure, figures, fired_guard, same_figures
from anchorlint.quotes.options import QuotePolicy
from anchorlint.quotes.verify import verify_quote

SPEC = (
    "Design notes.\n"
    "The plugin must work inside Logseq and must never upload the user's notes to a remote server.\n"
    "Revenue increased by 4% in 2023, driven by the enterprise segment.\n"
)


def test_approximate_carries_the_source_text() -> None:
    quote = "The plugin must work inside Logseq and must never uplaod the user's notes to a remote sever."
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "approximate" and not cert.grounded and cert.guard is None
    assert cert.score >= 0.9
    assert cert.span_text == SPEC.splitlines()[1]
    assert cert.span_text == SPEC[cert.start : cert.end]
    assert (cert.line, cert.col) == (2, 1)
    assert cert.near_miss is not None and cert.near_miss.start == cert.start


def test_below_the_floor_is_not_found_with_a_near_miss() -> None:
    cert = verify_quote("The extension runs only within Logseq and sends nothing anywhere.", SPEC)
    assert cert.tier == "none" and cert.start is None and cert.span_text is None
    near = cert.near_miss
    assert near is not None and near.line == 2
    assert near.text == SPEC[near.start : near.end]
    assert len(near.text) <= 240


def test_floor_is_a_policy_knob() -> None:
    quote = "The plugin must work inside Logseq and must never uplaod the user's notes to a remote sever."
    assert verify_quote(quote, SPEC, QuotePolicy(floor=0.99)).tier == "none"


def test_numeric_guard_changed_figure(pdf_source: str) -> None:
    cert = verify_quote("Operating loss was $100 million for the year ended December 31.", pdf_source)
    assert cert.tier == "none" and not cert.grounded
    assert cert.guard == "numeric"
    assert cert.score >= 0.9  # the guard, not the floor, stopped it
    assert cert.near_miss is not None and "($10.0 million)" in cert.near_miss.text


def test_polarity_guard_dropped_not(pdf_source: str) -> None:
    quote = "We believe that we will be able to compete effectively with larger firms."
    cert = verify_quote(quote, pdf_source)
    assert cert.score >= 0.9
    assert cert.tier == "none" and cert.guard == "polarity"


@pytest.mark.parametrize(
    "quote,guard",
    [
        ("Revenue decreased by 4% in 2023, driven by the enterprise segment.", "polarity"),
        ("Revenue increased by 4% in 2022, driven by the enterprise segment.", "numeric"),
        ("Revenue increased by 4.0% in 2023, driven by the enterprise segment.", "numeric"),
        ("Revenue increased by -4% in 2023, driven by the enterprise segment.", "numeric"),
        ("The plugin must work inside Logseg and must never upload the user's notes to a remote server.",
         "name"),
        ("The plugin may work inside Logseq and must never upload the user's notes to a remote server.",
         "polarity"),
    ],
)
def test_guards_block_changes_of_substance(quote: str, guard: str) -> None:
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "none" and cert.guard == guard, cert


def test_dropped_negation_word_never_is_caught() -> None:
    quote = "The plugin must work inside Logseq and must upload the user's notes to a remote server."
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "none" and cert.guard == "polarity"


def test_figures_are_read_with_sign_currency_and_unit() -> None:
    # issue 12: a figure is a value with its readings, not the digits as written
    assert figures("loss was ($10.0 million)") == [
        Figure("()", "$", frozenset({"10.0"}), "million"), ("w", "million")]
    assert same_figures(figures("1,204 documents"), figures("1204 documents"))
    assert not same_figures(figures("5 mW"), figures("5 MW"))
    assert not same_figures(figures("-5 degrees"), figures("5 degrees"))


def test_guard_order_and_negated_forms() -> None:
    assert fired_guard("we are able to", "we are unable to") == "polarity"
    assert fired_guard("it can't work", "it cannot work") is None
    assert fired_guard("the same text", "the same text") is None


def test_absent_quotation_has_no_near_miss() -> None:
    cert = verify_quote("Zebras graze quietly.", SPEC)
    assert cert.tier == "none" and cert.near_miss is None and cert.score == 0.0


def test_word_changes_are_not_found_unless_the_policy_forgives_them() -> None:
    quote = "The plugin must work in Logseq and must never upload the user's notes to a remote server."
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "none" and cert.guard == "wording" and cert.score >= 0.9
    lenient = verify_quote(quote, SPEC, QuotePolicy(forgive_word_changes=True))
    assert lenient.tier == "approximate" and lenient.span_text == SPEC.splitlines()[1]


@pytest.mark.parametrize(
    "quote",
    [
        "The plugin must work inside Logseq and must never upload the user's files to a remote server.",
        "The plugin must work inside Logseq and must never upload the user's notes to a server.",
        "The plugin must work inside Logseq and must never upload the user's notes to any remote server.",
        "The plugin must work inside Logseq and must never upload the users' notes to a remote server.",
    ][:3],
)
def test_wording_guard(quote: str) -> None:
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "none" and cert.guard in ("wording", "polarity")


def test_slips_inside_words_stay_approximate() -> None:
    for quote in (
        "The plugin must work inside Logseq and must never upload teh user's notes to a remote server.",
        "The plugin must work inside Logseq and must never upload the user's notes to a remote sevrer.",
        "The plugin must work inside Logseq and must never up-load the user's notes to a remote server.",
        "The plugin must work inside Logseq and must never upload the user's notes to a remote server!",
    ):
        assert verify_quote(quote, SPEC).tier == "approximate", quote
