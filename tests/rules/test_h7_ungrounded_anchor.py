"""H7 ungrounded-anchor: the examples of its docstring, its fixture cards.

More tests of H7: tests/test_grounding.py (anchors and folding), tests/test_peer_fixtures.py, tests/test_incident_fixtures.py.
"""

from __future__ import annotations

import pytest

from anchorlint.rules import h7_ungrounded_anchor as rule
from rules._cards import data_card_findings, data_cards, expectation
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected


@pytest.mark.parametrize("card", data_cards(rule.CODE), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_card(card):
    assert data_card_findings(card) == expectation(card)[1]
