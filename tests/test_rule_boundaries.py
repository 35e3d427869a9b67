"""Boundary values of H2, H3, H4, H6 and H8, on cards built at test time: the
last passing value and the first failing one, on both card shapes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from anchorlint.lint.engine import lint_card
from anchorlint.config.settings import DEFAULT_SETTINGS, Settings


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


# Line numbers of the headings in the built cards.
WIKI_POINTS_HEADING = 9
DAEMON_POINTS_HEADING = 6


@pytest.mark.parametrize("count, flagged", [(0, True), (1, False), (12, False), (13, True)])
def test_wiki_key_points_1_to_12(count, flagged):
    expected = [("H3", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(wiki(points=count), only("H3")) == expected


@pytest.mark.parametrize("count, flagged", [(2, True), (3, False), (12, False), (13, True)])
def test_daemon_key_points_3_to_12(count, flagged):
    expected = [("H3", "soft", DAEMON_POINTS_HEADING)] if flagged else []
    assert positions(daemon(points=count), only("H3")) == expected


@pytest.mark.parametrize("length, flagged", [(80, False), (81, True)])
@pytest.mark.parametrize("char", ["字", "a"])
def test_gloss_80_characters(length, flagged, char):
    expected = [("H2", "soft", 2)] if flagged else []
    assert positions(wiki(gloss=char * length), only("H2")) == expected


@pytest.mark.parametrize("length, flagged", [(80, False), (81, True)])
def test_daemon_definition_80_characters(length, flagged):
    expected = [("H2", "soft", 4)] if flagged else []
    assert positions(daemon(definition="義" * length), only("H2")) == expected


@pytest.mark.parametrize("count, flagged", [(2, True), (3, False), (8, False), (9, True)])
def test_daemon_triples_3_to_8(count, flagged):
    card = daemon(triples=count)
    heading = card.splitlines().index("## 關聯") + 1
    expected = [("H4", "soft", heading)] if flagged else []
    assert positions(card, only("H4")) == expected


def test_wiki_relation_with_two_separators_passes_and_three_fail():
    card = wiki(relations=("- 甲 >> 連到 >> 乙", "- 甲 >> 連 >> 到 >> 乙"))
    assert positions(card, only("H4")) == [("H4", "soft", 20)]


def unique(count: int, start: int = 0x4E00) -> str:
    """``count`` distinct characters: every window over them is distinct."""
    return "".join(chr(start + i) for i in range(count))


@pytest.mark.parametrize("shared, flagged", [(3, False), (4, True)])
def test_carpet_copy_at_40_percent(shared, flagged):
    # A one-line card of 16 distinct characters has 10 windows of 8 (the
    # last one ends in the newline). The source holds the first `shared`
    # of them (4 of 10 = 40%), padded with text the card does not have.
    card = unique(16)
    source = card[: shared + 7] + unique(40, start=0x5E00)
    expected = [("H6", "soft", 1)] if flagged else []
    assert positions(card, only("H6"), source) == expected


def test_pasting_most_of_a_short_source_is_still_carpet_copy():
    # Only 27% of the card's windows are copied, but it reproduces the whole
    # source: the measure that replaces the Go original's length cap.
    source = unique(30)
    card = source + unique(60, start=0x5E00)
    result = lint_card(card, source, only("H6"))
    assert [(f.code, f.key) for f in result.findings] == [("H6", "pasted")]
    compat = lint_card(card, source, only("H6", compat=True))
    assert [(f.code, f.key) for f in compat.findings] == [("H6", "long-compat")]


@pytest.mark.parametrize("units, claims, flagged", [(1, 3, False), (1, 4, True), (2, 6, False), (2, 7, True)])
def test_claim_inflation_ratio_3(units, claims, flagged):
    source = "".join(f"- 第 {n} 條\n" for n in range(units))
    card = wiki(points=claims)
    expected = [("H8", "soft", WIKI_POINTS_HEADING)] if flagged else []
    assert positions(card, only("H8"), source) == expected


def test_empty_gloss_is_hard():
    assert positions(wiki(gloss=""), only("H2")) == [("H2", "hard", 2)]


def test_empty_gloss_in_compat_reads_on_like_go():
    # Go's \s* crosses the line end, so the next line becomes the gloss.
    assert positions(wiki(gloss=""), only("H2", compat=True)) == []
