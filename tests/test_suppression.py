"""In-card suppression: each directive form, rule names, several rules, and
A1 for directives that are unused, unknown or malformed."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from anchorlint.lint.engine import lint_card
from anchorlint.config.settings import DEFAULT_SETTINGS, Assignment

DATA = Path(__file__).resolve().parent / "data"
SOURCE = (DATA / "sources" / "sync-notes.md").read_text(encoding="utf-8")
# H7 on line 10 (windows at col 6, macos at col 16) and line 11 (30 at col 5).
CARD = (DATA / "cards" / "wiki" / "h7-invented.md").read_text(encoding="utf-8")
PLATFORMS = "- 支援 Windows 與 macOS 桌面版"
ROTATION = "- 每 30 天輪換一次密語"


def found(card: str, source: str | None = SOURCE, settings=DEFAULT_SETTINGS) -> list[tuple]:
    return [(f.code, f.severity.value, f.line, f.col, f.key)
            for f in lint_card(card, source, settings).findings]


def above(line: str, comment: str, card: str = CARD) -> str:
    return card.replace(line, f"{comment}\n{line}")


def test_the_unsuppressed_card():
    # The explanation is said once per card; later H7 findings say "again".
    assert found(CARD) == [("H7", "soft", 10, 6, "default"), ("H7", "soft", 10, 16, "again"),
                           ("H7", "soft", 11, 5, "again")]


@pytest.mark.parametrize("rule", ["H7", "h7", "ungrounded-anchor"])
def test_disable_next_line_by_code_or_name(rule):
    card = above(PLATFORMS, f"<!-- anchorlint-disable-next-line {rule} -- the vendor page lists them -->")
    assert found(card) == [("H7", "soft", 12, 5, "default")]


def test_disable_line_at_the_end_of_the_line():
    card = CARD.replace(PLATFORMS, PLATFORMS + " <!-- anchorlint-disable-line H7 -->")
    assert found(card) == [("H7", "soft", 11, 5, "default")]


def test_disable_file():
    card = CARD.replace("## 摘要", "<!-- anchorlint-disable-file H7 -->\n## 摘要")
    assert found(card) == []


@pytest.mark.parametrize("frontmatter", [
    "anchorlint: {disable: [H7]}",
    "anchorlint:\n  disable:\n    - ungrounded-anchor",
    "anchorlint: {disable: H7}",
    "title: a: b\nanchorlint: {disable: [H7]}",  # the rest need not be valid YAML
])
def test_frontmatter_disable(frontmatter):
    card = CARD.replace("---\n# 測試卡", f"{frontmatter}\n---\n# 測試卡")
    assert found(card) == []


@pytest.mark.parametrize("rules", ["H7 H8", "H7,H8", "H7, claim-inflation"])
def test_several_rules_and_the_unused_one_is_a1(rules):
    comment = f"<!-- anchorlint-disable-next-line {rules} -->"
    card = above(PLATFORMS, comment)
    second = comment.index(rules.replace(",", " ").split()[1]) + 1
    assert found(card) == [("A1", "soft", 10, second, "unused"), ("H7", "soft", 12, 5, "default")]


def test_unused_directive_is_a1_at_the_rule_it_names():
    card = above(ROTATION, "<!-- anchorlint-disable-next-line H7 -->").replace(
        "## 摘要", "<!-- anchorlint-disable-next-line H8 -->\n## 摘要")
    # H7 on line 12 (was 11 + 1) is silenced; nothing on line 7 had H8.
    assert found(card) == [("A1", "soft", 6, 35, "unused"), ("H7", "soft", 11, 6, "default"),
                           ("H7", "soft", 11, 16, "again")]


def test_unknown_rule_no_rule_and_unknown_directive_are_a1():
    card = CARD.replace("## 摘要", "<!-- anchorlint-disable-file H77 -->\n"
                        "<!-- anchorlint-disable-file -- no rule named -->\n"
                        "<!-- anchorlint-disable H7 -->\n## 摘要")
    codes = [(code, line, col, key) for code, _, line, col, key in found(card) if code == "A1"]
    assert codes == [("A1", 6, 30, "unknown-rule"), ("A1", 7, 1, "no-rule"), ("A1", 8, 1, "unknown-directive")]
    assert [(code, line) for code, _, line, _, _ in found(card) if code == "H7"] == [("H7", 13), ("H7", 13), ("H7", 14)]


def test_a_directive_without_rules_silences_nothing():
    card = above(PLATFORMS, "<!-- anchorlint-disable-next-line -->")
    assert [f[:4] for f in found(card)] == [("A1", "soft", 10, 1), ("H7", "soft", 11, 6),
                                            ("H7", "soft", 11, 16), ("H7", "soft", 12, 5)]


def test_malformed_frontmatter_directive_is_a1():
    card = CARD.replace("---\n# 測試卡", "anchorlint: {enable: [H7]}\n---\n# 測試卡")
    assert found(card)[0] == ("A1", "soft", 3, 1, "malformed")


def test_rule_that_did_not_run_is_not_reported():
    # Without a source H7 does not run: its directive is neither used nor stale.
    card = above(PLATFORMS, "<!-- anchorlint-disable-next-line H7 -->")
    assert found(card, source=None) == []
    ignored = DEFAULT_SETTINGS.assign([Assignment("ignore", frozenset({"H7"}), "test")])
    assert found(card, settings=ignored) == []


def test_a1_is_silenced_by_another_directive_but_not_by_its_own():
    own = CARD.replace("## 摘要", "<!-- anchorlint-disable-file H8 A1 -->\n## 摘要")
    assert [f[:4] for f in found(own) if f[0] == "A1"] == [("A1", "soft", 6, 30), ("A1", "soft", 6, 33)]
    other = CARD.replace("## 摘要", "<!-- anchorlint-disable-file H8 -->\n<!-- anchorlint-disable-file A1 -->\n## 摘要")
    assert [f for f in found(other) if f[0] == "A1"] == []


def test_a1_follows_the_settings():
    card = above(PLATFORMS, "<!-- anchorlint-disable-next-line H8 -->")
    off = DEFAULT_SETTINGS.assign([Assignment("ignore", frozenset({"A1"}), "test")])
    assert [f for f in found(card, settings=off) if f[0] == "A1"] == []
    hard = DEFAULT_SETTINGS.assign([Assignment("severity.A1", "hard", "test")])
    assert found(card, settings=hard)[0][:2] == ("A1", "hard")


def test_directives_are_not_card_text():
    # The comment's words are not anchors, and its line is not prose in 重點.
    card = above(ROTATION, "<!-- anchorlint-disable-next-line H7 -- Windows support was verified -->")
    assert found(card) == [("H7", "soft", 10, 6, "default"), ("H7", "soft", 10, 16, "again")]


def test_directive_lines_do_not_break_daemon_sections():
    card = (DATA / "cards" / "daemon" / "h3-too-few.md").read_text(encoding="utf-8")
    card = card.replace("## 要點", "## 要點 <!-- anchorlint-disable-line H3 -- two is enough here -->")
    card = card.replace("定時把日誌頁複製到遠端伺服器的外掛。", "定時把日誌頁複製到遠端伺服器的外掛。\n<!-- anchorlint-disable-next-line H2 -->")
    card = card.replace("## 關聯\n", "## 關聯\n<!-- anchorlint-disable-next-line H4 -->\n")
    codes = [(code, line, key) for code, _, line, _, key in found(card, source=None)]
    # H3 is silenced at its heading; the two stale directives are A1; no H1,
    # no second definition line (H2), no prose line (H3) or non-triple (H4).
    assert codes == [("A1", 5, "unused"), ("A1", 17, "unused")]


def test_a1_ignores_rules_silenced_by_several_directives():
    card = above(PLATFORMS, "<!-- anchorlint-disable-next-line H7 -->").replace(
        PLATFORMS, PLATFORMS + " <!-- anchorlint-disable-line H7 -->")
    assert found(card) == [("H7", "soft", 12, 5, "default")]


def test_compat_mode_honours_directives_too():
    card = above(PLATFORMS, "<!-- anchorlint-disable-next-line H7 -->")
    compat = replace(DEFAULT_SETTINGS.with_compat(True), select=frozenset({"H7", "A1"}))
    assert found(card, settings=compat) == [("H7", "soft", 12, 5, "default")]
