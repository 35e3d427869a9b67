"""ValuePolicy, locale hints and folding."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from anchorlint.values import ValuePolicy, match_value, resolve_locale
from anchorlint.values.folding import fold
from anchorlint.values.options import VALUES_REVISION


def test_canonical_is_stable_json() -> None:
    policy = ValuePolicy()
    canonical = policy.canonical()
    assert canonical == {"kind": "values", "revision": VALUES_REVISION, "mode": "normalized",
                         "threshold": 0.85, "locale": None, "boundaries": True}
    assert json.dumps(canonical, sort_keys=True) == json.dumps(ValuePolicy().canonical(), sort_keys=True)


@pytest.mark.parametrize(
    "change", [{"mode": "exact"}, {"threshold": 0.9}, {"locale": "de"}, {"boundaries": False}]
)
def test_every_setting_changes_the_canonical_form(change: dict[str, object]) -> None:
    assert replace(ValuePolicy(), **change).canonical() != ValuePolicy().canonical()


@pytest.mark.parametrize(
    "bad", [{"mode": "loose"}, {"threshold": 0}, {"threshold": 1.01}, {"threshold": "0.9"},
            {"threshold": True}, {"locale": 5}, {"boundaries": "yes"}]
)
def test_invalid_policies_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        ValuePolicy(**bad)  # type: ignore[arg-type]


def test_policy_locale_is_the_default() -> None:
    assert match_value(1234, "1.234", ValuePolicy(locale="de")).grounded
    assert not match_value(1234, "1.234", ValuePolicy()).grounded


@pytest.mark.parametrize(
    ("hint", "tag", "numbers", "dates", "words"),
    [
        ("de", "de", ("de",), ("dmy",), ("de",)),
        ("DE", "DE", ("de",), ("dmy",), ("de",)),
        ("de-CH", "de-CH", ("ch",), ("dmy",), ("de",)),
        ("de_CH", "de-CH", ("ch",), ("dmy",), ("de",)),
        ("CH", "CH", ("ch",), ("dmy",), ("de", "fr")),
        ("ch", "CH", ("ch",), ("dmy",), ("de", "fr")),
        ("en", "en", ("en",), ("dmy", "mdy"), ("en",)),
        ("en_US", "en-US", ("en",), ("mdy",), ("en",)),
        ("en-GB", "en-GB", ("en",), ("dmy",), ("en",)),
        ("fr-CA", "fr-CA", ("fr",), ("dmy",), ("fr",)),
        ("CA", "CA", ("en", "fr"), ("dmy", "mdy"), ("en", "fr")),
        ("zh-TW", "zh-TW", ("en",), (), ("zh",)),
        ("zh-Hant-TW", "zh-TW", ("en",), (), ("zh",)),
        ("TW", "TW", ("en",), (), ("zh",)),
        ("tw", "TW", ("en",), (), ("zh",)),
        ("de_DE.UTF-8", "de-DE", ("de",), ("dmy",), ("de",)),
        ("es-MX", "es-MX", ("en",), ("dmy",), ()),
    ],
)
def test_locale_hints(hint: str, tag: str, numbers: tuple, dates: tuple, words: tuple) -> None:
    conv = resolve_locale(hint)
    assert (conv.tag, conv.numbers, conv.dates, conv.words) == (tag, numbers, dates, words)
    assert conv.known


@pytest.mark.parametrize("hint", [None, "", "xx", "Klingon", "123", "-"])
def test_unknown_hints_select_every_convention(hint: str | None) -> None:
    conv = resolve_locale(hint)
    assert conv.tag is None and not conv.known
    assert conv.numbers == ("en", "de", "fr", "ch")
    assert conv.dates == ("dmy", "mdy")


def test_roc_years_only_in_taiwan() -> None:
    assert resolve_locale("TW").roc and resolve_locale("zh-TW").roc
    assert not resolve_locale("zh").roc and not resolve_locale(None).roc


def test_folding_maps_back() -> None:
    folded = fold("A\u00a0\u2009B\n\n c\u0301 ß")
    assert folded.text == "a b\nc ss"
    assert folded.original_span(0, 3) == (0, 4)
    assert folded.original_span(4, 5) == (7, 9)  # the accent stays with its letter
    assert folded.original_span(6, 8) == (10, 11)


@given(st.text(alphabet=st.sampled_from(list("aÄbß 1,.'\u00a0\u202f\n-−ü\u0308二十年月日")), max_size=40),
       st.integers(min_value=0, max_value=40), st.integers(min_value=1, max_value=6))
def test_folded_spans_slice_the_original(text: str, start: int, size: int) -> None:
    folded = fold(text)
    if start + size > len(folded.text):
        return
    lo, hi = folded.original_span(start, start + size)
    assert 0 <= lo < hi <= len(text)
    # A span inside an expansion (one "s" of ß) maps to the whole character.
    assert folded.text[start : start + size].strip(" \n") in fold(text[lo:hi]).text


@given(st.integers(min_value=-10**7, max_value=10**7), st.sampled_from([None, "de", "en", "fr", "CH"]),
       st.text(alphabet=st.sampled_from(list("ab 1.,-\n€")), max_size=8))
def test_certificates_slice_the_source(number: int, locale: str | None, noise: str) -> None:
    from anchorlint.values import find_value

    source = f"{noise} {number:,} | {number} {noise}"
    cert = find_value(number, source, locale=locale)
    if cert.grounded:
        assert cert.span_text == source[cert.start : cert.end]
