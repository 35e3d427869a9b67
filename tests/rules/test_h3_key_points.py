"""H3 key-points: the examples of its docstring, its fixture cards and its boundaries."""

from __future__ import annotations

import pytest

from anchorlint.rules import h3_key_points as rule
from rules._cards import DAEMON_POINTS_HEADING, WIKI_POINTS_HEADING, daemon, data_card_findings, data_cards, expectation, only, positions, wiki
from rules._examples import docstring_examples, run_example


@pytest.mark.parametrize("example", docstring_examples(rule))
def test_docstring_example(example, repo, cli):
    assert run_example(cli, repo, example, rule.CODE) == example.expected


@pytest.mark.parametrize("card", data_cards(rule.CODE), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_card(card):
    assert data_card_findings(card) == expectation(card)[1]


@pytest.mark.parametrize("count, flagged", [(0, True), (1, False), (12, False), (13, True)])
def test_wiki_key_points_1_to_12(count, flagged):
    expected = [("H3", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(wiki(points=count), only("H3")) == expected


@pytest.mark.parametrize("count, flagged", [(2, True), (3, False), (12, False), (13, True)])
def test_daemon_key_points_3_to_12(count, flagged):
    expected = [("H3", "soft", DAEMON_POINTS_HEADING)] if flagged else []
    assert positions(daemon(points=count), only("H3")) == expected
