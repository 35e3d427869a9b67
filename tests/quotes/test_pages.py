"""Page labels from a <source>.pages.json sidecar."""

from __future__ import annotations

import json

import pytest

from anchorlint.quotes.pages import PageMark, page_label, parse_pages
from anchorlint.quotes.verify import verify_quote

SOURCE = "Preface text here.\nChapter one begins. The key finding is stated here.\nChapter two."
SIDECAR = json.dumps([{"label": "iv", "start": 0}, {"label": 1, "start": 19}, {"label": "2", "start": 69}])


def test_parse_and_look_up() -> None:
    pages = parse_pages(json.loads(SIDECAR))
    assert pages == (PageMark("iv", 0), PageMark("1", 19), PageMark("2", 69))
    assert page_label(pages, 0) == "iv"
    assert page_label(pages, 18) == "iv"
    assert page_label(pages, 19) == "1"
    assert page_label(pages, 10_000) == "2"
    assert page_label((PageMark("3", 5),), 4) is None
    assert page_label((), 4) is None and page_label(pages, None) is None


def test_certificate_and_near_miss_carry_the_page() -> None:
    pages = parse_pages(json.loads(SIDECAR))
    cert = verify_quote("The key finding is stated here.", SOURCE, pages=pages)
    assert cert.grounded and cert.page == "1"
    cert = verify_quote("The key finding was stated here.", SOURCE, pages=pages)
    assert cert.near_miss is not None and cert.near_miss.page == "1"
    assert verify_quote("Chapter two.", SOURCE, pages=pages).page == "2"


@pytest.mark.parametrize(
    "data,fragment",
    [
        ({"label": "1", "start": 0}, "must be a JSON list"),
        (["1"], "entry 0 must be an object"),
        ([{"label": "1"}], "'start' must be a non-negative integer"),
        ([{"label": "1", "start": -1}], "'start' must be a non-negative integer"),
        ([{"label": "1", "start": True}], "'start' must be a non-negative integer"),
        ([{"label": "", "start": 0}], "'label' must be a non-empty string"),
        ([{"label": None, "start": 0}], "'label' must be a non-empty string"),
        ([{"label": "1", "start": 9}, {"label": "2", "start": 3}], "entry 1: 'start' 3 is before"),
        ([{"label": "1", "start": 0, "end": 4}], "unknown keys: end"),
    ],
)
def test_malformed_sidecar_is_a_clear_error(data: object, fragment: str) -> None:
    with pytest.raises(ValueError, match=fragment):
        parse_pages(data)
