"""A Chinese clause's percent belongs to what the clause speaks of (issue
11: a figure the source has for something else): "可用性目標為 99.9%" is not
grounded by a source whose only 99.9% counts failed builds; the faithful
forms beside each case must stay grounded."""

from __future__ import annotations

import pytest

from anchorlint.text.figure_clauses import card_clause_terms, latin_only, simplified, source_clauses
from conftest import points_card
from conftest import ungrounded_point as missing

# A generated handbook's statistics paragraph (traditional Chinese).
BUILDS = """## 失敗的建置 統計

這份文件在每季結束時，應先確認相關紀錄，以符合內部規範；約有99.9％ 的失敗的建置從未打開設定頁。

* RabbitMQ的重試次數上限為4963毫秒。
"""

# The same figure for flaky tests: the card's invented clause shares one word.
SURVEY = "## 受訪者 統計\n\n大約 36％ 的受訪者是不穩定測試造成的。\n"

# A zh-CN source: its words are not a traditional card's words.
SIMPLIFIED = "## 统计\n\n约有 83％ 的客服工单在一天内结案。\n"

# A table cell in Latin words alone: a card may translate it.
TABLE = "| Metric | Value |\n|---|---|\n| availability | 99.9% |\n\n測試的結果很好。\n"


@pytest.mark.parametrize("point, source, expected", [
    ("可用性目標為99.9%", BUILDS, ["99.9%"]),
    ("測試覆蓋率必須達到 99.9%", BUILDS, ["99.9%"]),
    ("測試覆蓋率必須達到 36%", SURVEY, ["36%"]),  # one shared word (測試), two the source never writes
    # the faithful forms
    ("失敗的建置之中大約99.9％ 從未打開設定頁", BUILDS, []),
    ("大約 99.9% 的失敗建置沒開過設定頁", BUILDS, []),
    ("失敗的建置 >> 比例 >> 99.9%", BUILDS, []),
    ("比例約為99.9%", BUILDS, []),  # names nothing of its own
    ("受訪者之中大約 36% 是不穩定測試造成的", SURVEY, []),
    ("RabbitMQ 的重試上限是 4963 毫秒", BUILDS, []),  # not a percent
    ("可用性目標為 83%", SIMPLIFIED, []),  # a zh-CN source is not compared
    ("可用性目標為 99.9%", TABLE, []),  # nor a clause in Latin words alone
])
def test_a_percent_belongs_to_its_clause(point, source, expected):
    assert missing(point, source) == expected


def test_a_repeat_is_read_in_its_own_clause():
    """The faithful clause comes first; the invented one repeats its figure."""
    from anchorlint.lint.grounding import check_grounding

    card = points_card("失敗的建置之中大約99.9％ 從未打開設定頁", "可用性目標為99.9%")
    report = check_grounding(card, BUILDS)
    assert [(anchor.line, anchor.text) for anchor in report.missing] == [(11, "99.9%")]
    assert card.split("\n")[10] == "- 可用性目標為99.9%"


def test_clause_terms():
    line = "其二，可用性目標為 99.9%。"
    at = line.index("99.9%")
    assert card_clause_terms(line, at, at + 5) == {"可用", "用性", "性目", "目標"}
    assert source_clauses(BUILDS, "99.9") == ["約有 ％ 的失敗的建置從未打開設定頁"]
    assert source_clauses("版本 99.91 與 199.9", "99.9") == []  # whole numbers only
    assert latin_only("| availability |  % |") and not latin_only("約有 % 的失敗的建置")


@pytest.mark.parametrize("text, expected", [("测试覆盖率", True), ("測試覆蓋率", False), ("default", False)])
def test_simplified(text, expected):
    assert simplified(text) is expected


def test_a_short_and_a_long_text_are_read_alike():
    # (a short text is looked up character by character, a long one searched
    # for each simplified character: the same answer either way)
    from anchorlint.text.grounding_words import SIMPLIFIED_ONLY

    one = sorted(SIMPLIFIED_ONLY)[0]
    for text in ("可用性目標", "可用性目標" + one, "x" * 300, "x" * 300 + one, one + "建置" * 150):
        assert simplified(text) is any(char in text for char in SIMPLIFIED_ONLY)
        assert simplified(text) is (one in text)
