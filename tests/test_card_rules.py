"""Every rule on both card shapes: small cards under tests/data/cards/, each
with its expectation beside it (``NAME.expect``). The cards about one rule
(``h7-*.md``) are run by that rule's tests (tests/rules/test_h7_*.py); the
clean cards are run here.

An expectation file holds ``#`` comments, an optional ``source: FILE`` (under
tests/data/sources/) and one ``CODE SEVERITY LINE:COL`` line per expected
finding. A card with no finding lines must get no finding at all.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules._cards import CARDS, data_card_findings, expectation


def test_every_card_has_an_expectation_and_both_shapes_cover_every_rule():
    assert all(card.with_suffix(".expect").is_file() for card in CARDS)
    for shape in ("wiki", "daemon"):
        codes = set()
        for card in CARDS:
            if card.parent.name == shape:
                codes.update(code for code, *_ in expectation(card)[1])
        assert codes >= {"H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8"}, shape


RULE_CARD = re.compile(r"[a-z]\d+-")


@pytest.mark.parametrize("card", [c for c in CARDS if not RULE_CARD.match(c.stem)],
                         ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_card_gets_exactly_the_expected_findings(card: Path):
    expected = expectation(card)[1]
    got = data_card_findings(card)
    assert got == expected


@pytest.mark.parametrize("card", CARDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_shape_is_detected_from_the_card(card: Path):
    from anchorlint.model.card import parse_card

    assert parse_card(card.read_text(encoding="utf-8")).wiki_shape == (card.parent.name == "wiki")
