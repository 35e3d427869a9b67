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

from anchorlint.lint.engine import lint_card
from anchorlint.config.settings import DEFAULT_SETTINGS

DATA = Path(__file__).resolve().parent / "data"
CARDS = sorted((DATA / "cards").glob("*/*.md"))


def expectation(card: Path) -> tuple[str | None, list[tuple[str, str, int, int]]]:
    source = None
    expected = []
    for raw in card.with_suffix(".expect").read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("source:"):
            source = (DATA / "sources" / line.split(":", 1)[1].strip()).read_text(encoding="utf-8")
            continue
        code, severity, position = line.split()
        row, col = position.split(":")
        expected.append((code, severity, int(row), int(col)))
    return source, sorted(expected)


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
    source, expected = expectation(card)
    result = lint_card(card.read_text(encoding="utf-8"), source, DEFAULT_SETTINGS)
    got = sorted((f.code, f.severity.value, f.line, f.col) for f in result.findings)
    assert got == expected


@pytest.mark.parametrize("card", CARDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_shape_is_detected_from_the_card(card: Path):
    from anchorlint.model.card import parse_card

    assert parse_card(card.read_text(encoding="utf-8")).wiki_shape == (card.parent.name == "wiki")
