"""Issue 12: each kind of extraction noise is forgiven by a named tier whose
offsets map to the original text."""

from __future__ import annotations

import pytest

from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView


def grounded_at(quote: str, source: str, tier: str) -> str:
    cert = verify_quote(quote, source)
    assert cert.grounded and cert.tier == tier, cert
    assert cert.start is not None and cert.end is not None
    assert cert.span_text == source[cert.start : cert.end]
    return cert.span_text


@pytest.mark.parametrize(
    "quote,source,span",
    [
        ("Jurgen Muller signed it", "Then Jürgen Müller signed it.", "Jürgen Müller signed it"),
        ("Jürgen Müller signed it", "Then Jurgen Muller signed it.", "Jurgen Muller signed it"),
        ("the café opened", "In May the cafe opened.", "the cafe opened"),
        ("the cafe opened", "In May the café opened.", "the café opened"),
        ("the cafe opened", "In May the cafe\u0301 opened.", "the cafe\u0301 opened"),  # combining accent
        ("Jorgen Lodz", "with Jørgen Łodz in", "Jørgen Łodz"),
    ],
)
def test_diacritics_on_either_side(quote: str, source: str, span: str) -> None:
    assert grounded_at(quote, source, "diacritics") == span


def test_hyphen_at_a_line_break_matches_the_hyphenated_and_the_joined_word() -> None:
    source = "The cross-\nvalidation error fell. The annota-\ntors agreed."
    assert grounded_at("The cross-validation error fell.", source, "hyphenation") == "The cross-\nvalidation error fell."
    assert grounded_at("The annotators agreed.", source, "hyphenation") == "The annota-\ntors agreed."
    assert grounded_at("The crossvalidation error", source, "hyphenation") == "The cross-\nvalidation error"


@pytest.mark.parametrize(
    "quote,source,span",
    [
        ("Windows 30 days", "| Platform | Retention |\n|---|---|\n| Windows | 30 days |\n", "Windows | 30 days"),
        ("Retention Windows 30 days", "| Platform | Retention |\n|---|---|\n| Windows | 30 days |\n",
         "Retention |\n|---|---|\n| Windows | 30 days"),
        ("Stop the service. Rotate the keys.", "Steps:\n- Stop the service.\n- Rotate the keys.\n",
         "Stop the service.\n- Rotate the keys."),
        ("Restart it. Check the logs.", "1. Restart it.\n2. Check the logs.\n", "Restart it.\n2. Check the logs."),
        ("the only source of truth for replicas", "> the only source\n> of truth for replicas\n",
         "the only source\n> of truth for replicas"),
    ],
)
def test_layout_separators_are_not_text(quote: str, source: str, span: str) -> None:
    assert grounded_at(quote, source, "layout") == span


def test_a_line_break_between_cjk_characters() -> None:
    source = "系統每三十天自動備份一次，備\n份檔案保留九十天後刪除。"
    span = grounded_at("備份檔案保留九十天", source, "cjk-linebreak")
    assert span == "備\n份檔案保留九十天"


def test_a_pipe_outside_a_table_row_is_text() -> None:
    assert not verify_quote("cat file grep error", "Run cat file | grep error now.").grounded


def test_only_the_tiers_a_quotation_needs_are_built() -> None:
    source = "".join(f"Line {n} says something else entirely.\n" for n in range(5000))
    source += "The ﬁnal evaluation used 1,204 documents.\n"
    view = SourceView(source)
    for quote in ("The final evaluation used 1,204 documents.", "The ﬁnal evaluation used 1,204 documents."):
        assert verify_quote(quote, view).grounded
    assert not view._tiers  # no whole-source tier: windows were normalized on their own
