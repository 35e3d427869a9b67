"""Cards built at test time for the rules' boundary tests (the last passing
value and the first failing one), and fixture cards from tests/data/cards/
with their expectation beside them (``NAME.expect``: ``#`` comments, an
optional ``source: FILE`` under tests/data/sources/, one ``CODE SEVERITY
LINE:COL`` line per expected finding)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from anchorlint.config.settings import DEFAULT_SETTINGS, Settings
from anchorlint.lint.engine import lint_card

DATA = Path(__file__).resolve().parents[1] / "data"
CARDS = sorted((DATA / "cards").glob("*/*.md"))


def data_cards(code: str) -> list[Path]:
    """The fixture cards about one rule (named after its code: ``h7-*.md``), both shapes."""
    return [card for card in CARDS if card.stem.startswith(code.lower() + "-")]


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


def data_card_findings(card: Path) -> list[tuple[str, str, int, int]]:
    source, _ = expectation(card)
    result = lint_card(card.read_text(encoding="utf-8"), source, DEFAULT_SETTINGS)
    return sorted((f.code, f.severity.value, f.line, f.col) for f in result.findings)


def only(*codes: str, compat: bool = False) -> Settings:
    return replace(DEFAULT_SETTINGS.with_compat(compat), select=frozenset(codes))


def positions(text: str, settings: Settings, source: str | None = None) -> list[tuple[str, str, int]]:
    return [(f.code, f.severity.value, f.line) for f in lint_card(text, source, settings).findings]


def wiki(gloss: str = "一句定義", points: int = 3, relations: tuple[str, ...] = ("- 甲 >> 連到 >> 乙",)) -> str:
    bullets = "".join(f"- 第 {n} 點\n" for n in range(points))
    return (f"---\ngloss: {gloss}\n---\n# 卡\n\n## 摘要\n摘要。\n\n## 重點\n{bullets}\n"
            f"## 實體\n- **甲**\n- **乙**\n\n## 關聯\n" + "\n".join(relations) + "\n")


def daemon(definition: str = "一句定義。", points: int = 3, triples: int = 3) -> str:
    bullets = "".join(f"- 第 {n} 點\n" for n in range(points))
    entities = "".join(f"- **實體{n}**\n" for n in range(triples + 1))
    relations = "".join(f"- 實體{n} >> 連到 >> 實體{n + 1}\n" for n in range(triples))
    return (f"# 卡\n\n## 一句話定義\n{definition}\n\n## 要點\n{bullets}\n"
            f"## 關鍵實體\n{entities}\n## 關聯\n{relations}")


def unique(count: int, start: int = 0x4E00) -> str:
    """``count`` distinct characters: every window over them is distinct."""
    return "".join(chr(start + i) for i in range(count))


# Line numbers of the headings in the built cards.
WIKI_POINTS_HEADING = 9
DAEMON_POINTS_HEADING = 6


def fixture_card_test(code: str):
    """The test each of H1-H8 holds: its fixture cards give the findings
    written beside them."""

    @pytest.mark.parametrize("card", data_cards(code), ids=lambda p: f"{p.parent.name}/{p.stem}")
    def test_fixture_card(card):
        assert data_card_findings(card) == expectation(card)[1]

    return test_fixture_card
