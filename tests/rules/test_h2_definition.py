"""H2 definition: the examples of its docstring, its fixture cards and its boundaries."""

from __future__ import annotations

import pytest

from anchorlint.rules import h2_definition as rule
from rules._cards import daemon, fixture_card_test, only, positions, wiki
from rules._examples import example_test


test_docstring_example = example_test(rule)


test_fixture_card = fixture_card_test(rule.CODE)


@pytest.mark.parametrize("length, flagged", [(80, False), (81, True)])
@pytest.mark.parametrize("char", ["字", "a"])
def test_gloss_80_characters(length, flagged, char):
    expected = [("H2", "soft", 2)] if flagged else []
    assert positions(wiki(gloss=char * length), only("H2")) == expected


@pytest.mark.parametrize("length, flagged", [(80, False), (81, True)])
def test_daemon_definition_80_characters(length, flagged):
    expected = [("H2", "soft", 4)] if flagged else []
    assert positions(daemon(definition="義" * length), only("H2")) == expected


def test_empty_gloss_is_hard():
    assert positions(wiki(gloss=""), only("H2")) == [("H2", "hard", 2)]


def test_empty_gloss_in_compat_reads_on_like_go():
    # Go's \s* crosses the line end, so the next line becomes the gloss.
    assert positions(wiki(gloss=""), only("H2", compat=True)) == []
