"""One finding per multi-word name (issue 11, item 6): ungrounded anchors
that stand next to each other as one name are reported once, quoting the
name as the card writes it, at its first word with the whole name's span.
The grounding report keeps one entry per anchor."""

from __future__ import annotations

import pytest

from anchorlint import Settings, lint_card
from conftest import points_card

RTD_SOURCE = "alabaster==0.7.12\nSphinx==4.0.3\nsphinx-rtd-theme==0.5.2\nsphinx-copybutton==0.3.3\n"
JSONAPI_SOURCE = (
    "# JSON API\n\nThis is version 1.0 of the JSON API specification.\n"
    "Servers MUST respond with a 415 Unsupported Media Type status code if a request specifies the\n"
    "header Content-Type: application/vnd.api+json with any media type parameters.\n"
)


def h7(point: str, source: str) -> list[tuple[int, int, int, str]]:
    """(line, col, end_col, quoted anchor) of each H7 finding of a one-point card."""
    result = lint_card(points_card(point), source, Settings())
    return [(f.line, f.col, f.args["end_col"], f.args["anchor"]) for f in result.findings if f.code == "H7"]


# The card's key point is its line 10, after "- ".
@pytest.mark.parametrize("point, source, expected", [
    # Capitalised words joined by a short lower-case word: one name.
    ("`sphinx-rtd-theme==0.5.2`：Read the Docs 風格的主題", RTD_SOURCE,
     [(10, 29, 42, "Read the Docs")]),
    ("The theme follows Read The Docs", RTD_SOURCE, [(10, 21, 34, "Read The Docs")]),
    # Joined by spaces; the status code before them is a number of its own.
    ("A server answers `422 Unprocessable Entity` for a malformed document", JSONAPI_SOURCE,
     [(10, 21, 24, "422"), (10, 25, 45, "Unprocessable Entity")]),
    # A month and its year.
    ("JSON API 1.0, finalised in May 2015, covers content negotiation", JSONAPI_SOURCE,
     [(10, 30, 38, "May 2015")]),
    ("伺服器在 Banco de Portugal 與 Bank of England 上線", JSONAPI_SOURCE,
     [(10, 8, 25, "Banco de Portugal"), (10, 28, 43, "Bank of England")]),
])
def test_a_name_of_several_words_is_one_finding(point, source, expected):
    assert h7(point, source) == expected


# Several referents stay several findings: an enumeration mark, "and", a
# comma or a grounded word between them keeps them apart.
@pytest.mark.parametrize("point, source, expected", [
    ("支援 Windows、macOS、Linux", RTD_SOURCE,
     [(10, 6, 13, "Windows"), (10, 14, 19, "macOS"), (10, 20, 25, "Linux")]),
    ("The plugin runs on Windows and Linux", RTD_SOURCE,
     [(10, 22, 29, "Windows"), (10, 34, 39, "Linux")]),
    ("Sphinx Themes and Sphinx Extensions", RTD_SOURCE,
     [(10, 10, 16, "Themes"), (10, 28, 38, "Extensions")]),
    ("Pinned by Alice, Bob", RTD_SOURCE,
     [(10, 13, 18, "Alice"), (10, 20, 23, "Bob")]),
    # In a Chinese line a joining word is an anchor of its own; with no
    # name after it, it joins nothing.
    ("由 Banco de 維護", RTD_SOURCE, [(10, 5, 10, "Banco"), (10, 11, 13, "de")]),
])
def test_separate_names_stay_separate_findings(point, source, expected):
    assert h7(point, source) == expected


def test_the_grounding_report_keeps_each_anchor():
    result = lint_card(points_card("`sphinx-rtd-theme==0.5.2`：Read the Docs 風格的主題"), RTD_SOURCE, Settings())
    assert [(a.text, a.col) for a in result.grounding.missing] == [("Read", 29), ("Docs", 38)]


def test_a_repeated_name_is_reported_at_its_first_place_only():
    card = points_card("Read the Docs 風格的主題", "主題託管在 Read the Docs")
    result = lint_card(card, RTD_SOURCE, Settings())
    assert [(f.line, f.col, f.args["anchor"]) for f in result.findings if f.code == "H7"] == [
        (10, 3, "Read the Docs")]


def test_compat_reports_each_word():
    result = lint_card(points_card("Read the Docs 風格的主題"), RTD_SOURCE, Settings().with_compat(True))
    assert sorted(f.args["anchor"] for f in result.findings if f.code == "H7") == ["docs", "read"]
