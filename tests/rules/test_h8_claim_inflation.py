"""H8 claim-inflation: the examples of its docstring, its fixture cards and its boundaries.

More tests of H8: tests/test_grounding.py (source assertions).
"""

from __future__ import annotations

import pytest

from anchorlint.rules import h8_claim_inflation as rule
from rules._cards import WIKI_POINTS_HEADING, data_card_findings, data_cards, expectation, only, positions, wiki
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected


@pytest.mark.parametrize("card", data_cards(rule.CODE), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_card(card):
    assert data_card_findings(card) == expectation(card)[1]


@pytest.mark.parametrize("units, claims, flagged", [(1, 3, False), (1, 4, True), (2, 6, False), (2, 7, True)])
def test_claim_inflation_ratio_3(units, claims, flagged):
    source = "".join(f"- 第 {n} 條\n" for n in range(units))
    card = wiki(points=claims)
    expected = [("H8", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(card, only("H8"), source) == expected
