"""H8 claim-inflation: the examples of its docstring, its fixture cards and its boundaries.

More tests of H8: tests/test_grounding.py (source assertions).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import h8_claim_inflation as rule
from rules._cards import WIKI_POINTS_HEADING, fixture_card_test, only, positions, wiki
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)


@pytest.mark.parametrize("units, claims, flagged", [(1, 3, False), (1, 4, True), (2, 6, False), (2, 7, True)])
def test_claim_inflation_ratio_3(units, claims, flagged):
    source = "".join(f"- 第 {n} 條\n" for n in range(units))
    card = wiki(points=claims)
    expected = [("H8", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(card, only("H8"), source) == expected
