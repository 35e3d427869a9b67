"""Shared assertions for the value-grounding tests."""

from __future__ import annotations

from anchorlint.values import ValueCertificate, find_value


def found(value: object, source: str, locale: str | None = None, **options: object) -> ValueCertificate:
    """find_value, plus the invariants every certificate must keep."""
    cert = find_value(value, source, locale=locale, **options)  # type: ignore[arg-type]
    if cert.grounded:
        assert cert.start is not None and cert.end is not None
        assert cert.span_text == source[cert.start : cert.end]
        line = source.count("\n", 0, cert.start) + 1
        col = cert.start - (source.rfind("\n", 0, cert.start) + 1) + 1
        assert (cert.line, cert.col) == (line, col)
        assert cert.reason is None
    else:
        assert cert.start is None and cert.span_text is None and cert.reason
    return cert


def span(value: object, source: str, locale: str | None = None, **options: object) -> str | None:
    """The grounded span's text, or None."""
    return found(value, source, locale, **options).span_text
