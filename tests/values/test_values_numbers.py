"""Figures in their written forms, and the traps around them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from values_helpers import found, span


@pytest.mark.parametrize(
    ("source", "locale", "expected"),
    [
        ("Total: 1,234.50 USD", "en", "1,234.50"),
        ("Summe: 1.234,50 EUR", "de", "1.234,50"),
        ("Total : 1 234,50 EUR", "fr", "1 234,50"),
        ("Total : 1\u00a0234,50 EUR", "fr", "1\u00a0234,50"),
        ("Total : 1\u202f234,50 EUR", "fr", "1\u202f234,50"),
        ("Total : 1\u2009234,50 EUR", "fr", "1\u2009234,50"),
        ("Betrag: CHF 1'234.50", "de-CH", "1'234.50"),
        ("Betrag: CHF 1\u2019234.50", "CH", "1\u2019234.50"),
        ("Total 1234.5", "en", "1234.5"),
        ("Summe 1234,5", "de", "1234,5"),
        ("Summe 1234,500", "de", "1234,500"),
        ("€1.234,50", "de", "1.234,50"),
        ("EUR 1.234,50", "de", "1.234,50"),
        ("EUR1.234,50", "de", "1.234,50"),
        ("$1,234.50", "en-US", "1,234.50"),
        ("1.234,50 €", None, "1.234,50"),
        ("1,234.50 $", None, "1,234.50"),
        ("1 234,50 €", None, "1 234,50"),
        ("CHF 1'234.50", None, "1'234.50"),
        ("１，２３４．５０", "en", "１，２３４．５０"),
    ],
)
def test_surface_forms_of_a_decimal(source: str, locale: str | None, expected: str) -> None:
    cert = found(1234.5, source, locale)
    assert cert.span_text == expected
    assert cert.reading is not None and cert.reading.startswith("number:")


def test_the_value_types_agree() -> None:
    source = "Summe: 1.234,50 EUR"
    for value in (1234.5, Decimal("1234.5"), Decimal("1234.50"), Decimal("1.2345E+3")):
        assert span(value, source) == "1.234,50"


@pytest.mark.parametrize(
    ("value", "source", "locale", "expected"),
    [
        (1234, "1.234 Stück", "de", "1.234"),
        (1234, "1,234 items", "en", "1,234"),
        (1.234, "1.234 mm", "en", "1.234"),
        (1.234, "1,234 mm", "de", "1,234"),
        (1.234, "1,234 mm", "fr", "1,234"),
        (1234, "1.234 Stück", None, None),  # German 1234 or English 1.234: refused
        (1.234, "1.234 mm", None, None),
        (1234, "1,234 items", None, None),
        (1.234, "1.234 mm", "de", None),
        (1234, "1.234 Stück", "en", None),
        (1234, "1,234 items", "de", None),
        (1.5, "1,5 kg", None, "1,5"),  # only the comma conventions can read it
        (1.5, "1.5 kg", None, "1.5"),
        (1.5, "1,500 kg", None, None),  # 1.5 (de) or 1500 (en)
        (1.5, "1,500 kg", "de", "1,500"),
        (1000000, "1.000.000", None, "1.000.000"),
        (1000000, "1,000,000", None, "1,000,000"),
        (1000000, "1 000 000", None, "1 000 000"),
        (1000000, "1'000'000", None, "1'000'000"),
        (0.234, "0.234", None, "0.234"),  # a leading group of 0 is not a thousands group
        (1234, "1234,00 EUR", None, "1234,00"),
        (1234, "1.234,00 EUR", None, "1.234,00"),
    ],
)
def test_the_locale_decides_the_reading(
    value: object, source: str, locale: str | None, expected: str | None
) -> None:
    assert span(value, source, locale) == expected


def test_ambiguity_is_reported() -> None:
    assert found(1234, "1.234 Stück").reason == "ambiguous"


@pytest.mark.parametrize(
    ("value", "source"),
    [
        (2, "in 2024"),
        (2024, "12024"),
        (1.234, "11.234"),
        (1.234, "1.2345"),
        (5, "version 5.5"),
        (5, "5,5 kg"),
        (5, "1,5 kg"),
        (234, "1 234 items"),
        (1, "1 234 items"),
        (5, "5'000"),
        (12, "12:30"),
        (30, "12:30"),
        (3, "3/4 cup"),
        (4, "3/4 cup"),
        (3, "pages 3-5"),
        (5, "pages 3-5"),
        (2024, "2024-04-05"),
        (4, "2024-04-05"),
        (19, "COVID-19"),
        (2, "H2O"),
        (5, "v5"),
        (10, "10²"),
        (1, "1½ cups"),
        (5, "5th floor"),
        (1, "1st place"),
        (1, "le 1er mai"),
        (5, "5 million people"),
        (5, "5 Mio. Euro"),
        (5, "€5m"),
        (5, "5k run"),
        (5, "5萬人"),
        (5, "第5章"),
        (1, "1e5"),
        (2, "2x3"),
        (1234, "1.234.567"),
        (567, "1.234.567"),
        (1234.5, "1.234,567"),
        (5, "am 5. April 2024"),  # the day of a date is not a count
        (5, "April 5, 2024"),
        (5, "Apr. 5"),
        (5, "le 5 mai"),
        (5, "2024年4月5日"),
        (4, "2024年4月5日"),
        (5, "5.4.2024"),
        (4, "05.04.2024"),
        (192.168, "192.168.1.1"),
        (1.5, "1.5e3"),
        (9001, "ISO 9001:2015"),
        (123, "+49 30 123 456"),
    ],
)
def test_never_inside_a_longer_figure(value: object, source: str) -> None:
    cert = found(value, source, "de")
    assert not cert.grounded
    cert = found(value, source)
    assert not cert.grounded


@pytest.mark.parametrize(
    ("value", "source", "expected"),
    [
        (2024, "Stand: April 2024.", "2024"),
        (2024, "am 5. April 2024", "2024"),
        (2024, "2024年4月5日", "2024"),
        (5, "5 Äpfel im April", "5"),
        (2024, "In 2024 5 people came", "2024"),
        (5, "In 2024 5 people came", "5"),
        (500, "In 2024 500 people came", "500"),
        (5, "5%", "5"),
        (5, "5 kg", "5"),
        (5, "5kg", "5"),
        (5, "No. 5", "5"),
        (5, "5-year plan", "5"),
        (5, "10 - 5 = 5", "5"),
        (5, "+5", "5"),
        (5, "共5個", "5"),
        (2024, "2024年", "2024"),
        (5, "Total:5", "5"),
        (1, "item 1\n234 apples", "1"),
        (234, "item 1\n234 apples", "234"),
        (0, "0 errors", "0"),
        (2024, "Smith (2024)", "2024"),
        (5, "three items (5)", "5"),
    ],
)
def test_figures_that_stand_alone(value: object, source: str, expected: str) -> None:
    assert span(value, source) == expected


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("Saldo: -1.234,50", "-1.234,50"),
        ("Saldo: \u22121.234,50", "\u22121.234,50"),
        ("Saldo: \u20131.234,50", "\u20131.234,50"),
        ("Saldo: (1.234,50)", "(1.234,50)"),
        ("Saldo: 1.234,50-", "1.234,50-"),
        ("Saldo: -€1.234,50", "-€1.234,50"),
        ("Saldo: €-1.234,50", "-1.234,50"),
        ("Saldo: EUR -1.234,50", "-1.234,50"),
        ("Saldo: -EUR 1.234,50", "-EUR 1.234,50"),
        ("Saldo: (€1.234,50)", "(€1.234,50)"),
        ("Saldo: (1.234,50 EUR)", "(1.234,50 EUR)"),
        ("Saldo: - 1.234,50", "- 1.234,50"),
        ("Balance: (1,234.50)", "(1,234.50)"),
    ],
)
def test_negative_forms(source: str, expected: str) -> None:
    assert span(-1234.5, source) == expected


@pytest.mark.parametrize(
    "source",
    [
        "Saldo: -1.234,50",
        "Saldo: \u22121.234,50",
        "Saldo: (1.234,50)",
        "Saldo: 1.234,50-",
        "Saldo: -€1.234,50",
        "Saldo: EUR -1.234,50",
    ],
)
def test_a_positive_value_is_not_its_negative(source: str) -> None:
    cert = found(1234.5, source)
    assert not cert.grounded
    assert cert.reason == "sign-mismatch"


@pytest.mark.parametrize(
    "source",
    [
        "Saldo: 1.234,50",
        "Seiten 3-1.234,50",
        "10 - 1.234,50",
        "- 1.234,50 als Posten",  # a bullet, not a sign
        "Summe (1234)",
    ],
)
def test_a_negative_value_needs_its_sign(source: str) -> None:
    assert not found(-1234.5, source).grounded


def test_negative_whole_numbers() -> None:
    assert span(-5, "Temperatur: -5 Grad") == "-5"
    assert span(-5, "溫度-5度") == "-5"
    assert span(-5, "(5)") is None  # prose parentheses are not a negative
    assert span(-5, "(€5)") == "(€5)"


def test_non_finite_and_unsupported_values() -> None:
    assert found(float("nan"), "nan").reason == "not-finite"
    assert found(float("inf"), "inf").reason == "not-finite"
    assert found(Decimal("NaN"), "NaN").reason == "not-finite"
    assert found(b"x", "x").reason == "unsupported-type"  # type: ignore[arg-type]
    assert found(None, "None").reason == "unsupported-type"  # type: ignore[arg-type]


def test_floats_are_read_by_their_shortest_repr() -> None:
    assert span(0.1, "0,1 %", "de") == "0,1"
    assert span(0.1 + 0.2, "0.3") is None  # 0.30000000000000004 is not 0.3


def test_boundaries_off_is_a_substring_test_that_keeps_signs() -> None:
    assert span(2, "in 2024", boundaries=False) == "2"
    assert span(5, "-5", boundaries=False) is None
    assert span(1234, "1.234", boundaries=False) is None  # ambiguity is not a boundary


def test_offsets_point_into_the_original_text() -> None:
    source = "Zeile eins\n  Ärger:\u00a0\u00a0Summe  1\u202f234,50\u00a0€"
    cert = found(1234.5, source, "fr")
    assert (cert.line, cert.col) == (2, 18)
    assert cert.span_text == "1\u202f234,50"
    assert cert.form == "1 234,50"
