"""Issue 12: guards fire on what changed; acronyms keep their case."""

from __future__ import annotations

import pytest

from anchorlint.quotes.guards import figures, fired_guard, same_figures
from anchorlint.quotes.numbers import cjk_value, readings
from anchorlint.quotes.verify import verify_quote

SPEC = (
    "Retention.\nThe service shall keep the last 10 versions of every file.\n"
    "Logs are kept for 30 days on Windows and 90 days on Linux.\nThe total was 1.234,5 EUR in 2023.\n"
)


@pytest.mark.parametrize(
    "quote",
    [
        "The service shall keep the last 10 versons of every file.",
        "Logs are kept for 30 dayz on Windows",
        "The total was 1,234.5 EUR in 2023.",
    ],
)
def test_a_slip_next_to_an_unchanged_number_is_q2(quote: str) -> None:
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "approximate" and cert.guard is None and not cert.grounded


@pytest.mark.parametrize(
    "quote,guard",
    [
        ("The service shall keep the last 12 versions of every file.", "numeric"),
        ("Logs are kept for 30 weeks on Windows and 90 days on Linux.", "numeric"),
        ("The total was 1.234,6 EUR in 2023.", "numeric"),
        ("The total was -1.234,5 EUR in 2023.", "numeric"),
        ("The service shall not keep the last 10 versions of every file.", "polarity"),
        ("Logs are kept for 30 days on Windows and 90 days on Linus.", "name"),
        ("The service shall keep the newest 10 versions of every file.", "wording"),
    ],
)
def test_a_changed_figure_negation_or_name_is_q1(quote: str, guard: str) -> None:
    cert = verify_quote(quote, SPEC)
    assert cert.tier == "none" and cert.guard == guard, cert


def test_numbers_are_read_by_value() -> None:
    assert readings("1.234,5") == readings("1,234.5") == frozenset({"1234.5"})
    assert readings("1,234") == frozenset({"1234", "1.234"})
    assert readings("10.0") != readings("10")
    assert cjk_value("三十") == 30 and cjk_value("一萬二千") == 12000
    assert same_figures(figures("保留三十天"), figures("保留 30 天"))
    assert not same_figures(figures("保留三十天"), figures("保留 31 天"))
    assert fired_guard("Jurgen Muller kept 5 copies", "Jürgen Müller kept 5 copies") is None


@pytest.mark.parametrize("quote", ["Customers in the us can export", "it teams in the US can export"])
def test_an_acronym_is_not_its_lower_case_word(quote: str) -> None:
    source = "Customers in the US can export. IT teams in the US can export."
    assert not verify_quote(quote, source).grounded


def test_an_all_caps_quotation_may_fold_everything() -> None:
    source = "Customers in the US can export their data."
    cert = verify_quote("CUSTOMERS IN THE US CAN EXPORT", source)
    assert cert.grounded and cert.tier == "case"
    assert verify_quote("customers in the US can export", source).tier == "case"


def test_a_unit_spelt_otherwise_is_the_same_unit() -> None:
    assert same_figures(figures("30 days"), figures("30 day"))
    assert same_figures(figures("10 percent"), figures("10%"))
    assert not same_figures(figures("10 percent"), figures("11%"))
    assert not same_figures(figures("5 ms"), figures("5 m"))


def test_a_number_in_another_locale_style_is_q2_even_in_a_short_quotation() -> None:
    cert = verify_quote("1,234.5 EUR", "The total was 1.234,5 EUR.")
    assert cert.tier == "approximate" and cert.guard is None and cert.span_text == "1.234,5 EUR"
    assert verify_quote("1,234.6 EUR", "The total was 1.234,5 EUR.").tier == "none"


def test_a_passage_set_in_capitals_has_no_acronyms() -> None:
    source = "Section 4. THE SERVICE SHALL NOT STORE PASSWORDS. The US office agrees."
    cert = verify_quote("The service shall not store passwords.", source)
    assert cert.grounded and cert.tier == "case"
    assert not verify_quote("The us office agrees.", source).grounded
