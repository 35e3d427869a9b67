"""H4 relation-triples: the examples of its docstring, its fixture cards and its boundaries."""

from __future__ import annotations

import pytest

from anchorlint.rules import h4_relation_triples as rule
from rules._cards import daemon, fixture_card_test, only, positions, wiki
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)


@pytest.mark.parametrize("count, flagged", [(2, True), (3, False), (8, False), (9, True)])
def test_daemon_triples_3_to_8(count, flagged):
    card = daemon(triples=count)
    heading = card.splitlines().index("## 關聯") + 1
    expected = [("H4", "soft", heading)] if flagged else []
    assert positions(card, only("H4")) == expected


def test_wiki_relation_with_two_separators_passes_and_three_fail():
    card = wiki(relations=("- 甲 >> 連到 >> 乙", "- 甲 >> 連 >> 到 >> 乙"))
    assert positions(card, only("H4")) == [("H4", "soft", 20)]
