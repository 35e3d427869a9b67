"""H6 carpet-copy: the examples of its docstring, its fixture cards and its boundaries."""

from __future__ import annotations

import pytest

from anchorlint.lint.engine import lint_card
from anchorlint.rules import h6_carpet_copy as rule
from rules._cards import fixture_card_test, only, positions, unique
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)


@pytest.mark.parametrize("shared, flagged", [(3, False), (4, True)])
def test_carpet_copy_at_40_percent(shared, flagged):
    # A one-line card of 16 distinct characters has 10 windows of 8 (the
    # last one ends in the newline). The source holds the first `shared`
    # of them (4 of 10 = 40%), padded with text the card does not have.
    card = unique(16)
    source = card[: shared + 7] + unique(40, start=0x5E00)
    expected = [("H6", "soft", 1)] if flagged else []
    assert positions(card, only("H6"), source) == expected


def test_pasting_most_of_a_short_source_is_still_carpet_copy():
    # Only 27% of the card's windows are copied, but it reproduces the whole
    # source: the measure that replaces the Go original's length cap.
    source = unique(30)
    card = source + unique(60, start=0x5E00)
    result = lint_card(card, source, only("H6"))
    assert [(f.code, f.key) for f in result.findings] == [("H6", "pasted")]
    compat = lint_card(card, source, only("H6", compat=True))
    assert [(f.code, f.key) for f in compat.findings] == [("H6", "long-compat")]
