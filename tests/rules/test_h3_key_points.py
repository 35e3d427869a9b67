"""H3 key-points: the examples of its docstring, its fixture cards and its boundaries."""

from __future__ import annotations

import pytest

from anchorlint.rules import h3_key_points as rule
from rules._cards import DAEMON_POINTS_HEADING, WIKI_POINTS_HEADING, daemon, fixture_card_test, only, positions, wiki
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)


@pytest.mark.parametrize("count, flagged", [(0, True), (1, False), (12, False), (13, True)])
def test_wiki_key_points_1_to_12(count, flagged):
    expected = [("H3", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(wiki(points=count), only("H3")) == expected


@pytest.mark.parametrize("count, flagged", [(2, True), (3, False), (12, False), (13, True)])
def test_daemon_key_points_3_to_12(count, flagged):
    expected = [("H3", "soft", DAEMON_POINTS_HEADING)] if flagged else []
    assert positions(daemon(points=count), only("H3")) == expected
