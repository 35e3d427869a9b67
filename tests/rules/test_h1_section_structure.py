"""H1 section-structure: the examples of its docstring, its fixture cards."""

from __future__ import annotations

import pytest

from anchorlint.rules import h1_section_structure as rule
from rules._cards import data_card_findings, data_cards, expectation
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected


@pytest.mark.parametrize("card", data_cards(rule.CODE), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_card(card):
    assert data_card_findings(card) == expectation(card)[1]
