"""Text values: normalized, exact and fuzzy."""

from __future__ import annotations

import pytest

from anchorlint.values import find_value
from values_helpers import found, span


@pytest.mark.parametrize(
    ("value", "source", "expected"),
    [
        ("Müller", "Herr Muller kam", "Muller"),
        ("Muller", "Herr Müller kam", "Müller"),
        ("Muller", "Herr Mu\u0308ller kam", "Mu\u0308ller"),
        ("ACME GmbH", "von acme gmbh.", "acme gmbh"),
        ("Acme GmbH", "von Acme\u00a0GmbH", "Acme\u00a0GmbH"),
        ("Acme GmbH", "von Acme\n  GmbH", "Acme\n  GmbH"),
        ("Acme GmbH", "von Acme\u2009GmbH", "Acme\u2009GmbH"),
        ("Straße", "STRASSE 5", "STRASSE"),
        ("O'Brien", "Mr O\u2019Brien", "O\u2019Brien"),
        ("Łódź", "in Lodz", "Lodz"),
        ("  Acme  ", "Acme", "Acme"),
        ("Acme", "Acme's offer", "Acme"),
        ("台北", "台北市政府", "台北"),
        ("ＡＢＣ", "abc", "abc"),
    ],
)
def test_normalized_text(value: str, source: str, expected: str) -> None:
    cert = found(value, source)
    assert cert.span_text == expected
    assert cert.reading == "text"


@pytest.mark.parametrize(
    ("value", "source"),
    [
        ("Acme", "Acmeco"),
        ("Acme", "MegaAcme"),
        ("2", "2024"),
        ("A-123", "A-1234"),
        ("A-123", "A-123-4"),
        ("5", "-5"),
        ("Müller", "Möller"),
    ],
)
def test_normalized_text_refused(value: str, source: str) -> None:
    assert not found(value, source).grounded


def test_empty_value() -> None:
    assert found("", "anything").reason == "empty-value"
    assert found("   ", "anything").reason == "empty-value"


def test_exact_mode_is_verbatim() -> None:
    assert span("Müller", "Herr Müller", mode="exact") == "Müller"
    assert span("Müller", "Herr Muller", mode="exact") is None
    assert span("Müller", "Herr MÜLLER", mode="exact") is None
    assert span(1234.5, "1234.5", mode="exact") == "1234.5"
    assert span(1234.5, "1.234,50", mode="exact") is None
    assert span(-5, "Saldo -5", mode="exact") == "-5"
    assert span(-5, "pages 3-5", mode="exact") is None
    assert span(5, "Saldo \u22125", mode="exact") is None
    assert span(2, "2024", mode="exact") is None
    assert span(2, "2024", mode="exact", boundaries=False) == "2"


def test_fuzzy_tolerates_ocr_noise() -> None:
    cert = found("Acme Corporation", "Rechnung der Acme Corporatlon, Berlin", mode="fuzzy")
    assert cert.span_text == "Acme Corporatlon"
    assert cert.score == pytest.approx(1 - 1 / 16)
    assert cert.reading == "fuzzy"
    split = found("Corporation", "the Corpor-\nation", mode="fuzzy", threshold=0.8)
    assert split.span_text == "Corpor-\nation"


def test_fuzzy_prefers_a_normalized_match() -> None:
    cert = found("Acme", "acme", mode="fuzzy")
    assert (cert.score, cert.reading) == (1.0, "text")


def test_fuzzy_refusals() -> None:
    assert not found("Acme", "Acne Inc", mode="fuzzy").grounded  # one edit in four: 0.75
    near = found("Acme Corporation", "Acme Corporatlon", mode="fuzzy", threshold=0.95)
    assert (near.grounded, near.reason) == (False, "not-found")  # the q-gram filter saw no room
    far = found("Acme Corporation AG", "Acme Corpor Holding AG", mode="fuzzy", threshold=0.7)
    assert (far.grounded, far.reason) == (False, "below-threshold")
    assert 0 < far.score < 0.7
    changed = found("Invoice 1234", "Invoice 1235", mode="fuzzy")
    assert (changed.grounded, changed.reason) == (False, "figure-mismatch")
    assert not found("Invoice 1234", "Invoice 12345", mode="fuzzy").grounded
    assert not found("Corporation", "Megacorporation", mode="fuzzy").grounded


def test_fuzzy_never_bends_a_figure() -> None:
    assert not found(1234, "1235", mode="fuzzy").grounded
    assert span(1234, "1.234", "de", mode="fuzzy") == "1.234"


def test_fuzzy_on_a_long_source() -> None:
    filler = "lorem ipsum dolor sit amet " * 4000
    source = filler + "Vendor: Acme Corporatlon Ltd. " + filler
    cert = find_value("Acme Corporation Ltd", source, mode="fuzzy")
    assert cert.grounded and cert.span_text == "Acme Corporatlon Ltd"


def test_bad_options() -> None:
    with pytest.raises(ValueError):
        find_value("x", "x", mode="loose")
    with pytest.raises(ValueError):
        find_value("x", "x", threshold=0)
    with pytest.raises(ValueError):
        find_value("x", "x", threshold=1.5)
