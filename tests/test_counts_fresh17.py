"""Counts grounded by the wrong thing, and faithful counts not grounded
(compat.md items 141 and 142; evaluation/fresh17's misses and false alarms).
The sources are short texts of our own, written in the shapes of the set's
documents: a JavaScript module stored as markdown, a changelog, a README."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A code source stored as markdown: its licence header is a block comment
# whose lines open with `` * ``, which markdown would read as a list of three.
MODULE = (
    "/*!\n"
    " * frobnicate <https://example.org/frobnicate>\n"
    " *\n"
    " * Copyright (c) 2019, A. Writer.\n"
    " * Released under the MIT License.\n"
    " */\n\n"
    "'use strict';\n\n"
    "module.exports = function frobnicate(value) {\n"
    "  if (typeof value === 'string') {\n"
    "    return value.trim() !== '';\n"
    "  }\n"
    "  return typeof value === 'number';\n"
    "};\n"
)
# The same lines as a markdown list: three items.
LISTED = (
    "Frobnicate accepts:\n\n"
    " * strings that are not blank\n"
    " * numbers\n"
    " * nothing else, returning false.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("它只接受三種型別：字串、數字與 Symbol", MODULE, ["三", "Symbol"]),
    ("frobnicate 只接受三種輸入", MODULE, ["三"]),
    ("frobnicate 只接受兩種輸入：字串與數字", MODULE, []),
    # A markdown list written with stars is still a list.
    ("frobnicate 只接受三種輸入", LISTED, []),
])
def test_block_comment_lines_are_no_list(point, source, expected):
    assert missing(point, source) == expected


# A changelog: the release the card names adds three processors; another
# release's list has four items.
CHANGELOG = (
    "# Changelog\n\n"
    "## [2.1.0] - 2022-03-01\n\n"
    "### Added\n\n"
    "- A `Alpha` mode.\n"
    "- A `Beta` mode.\n"
    "- A `Gamma` mode.\n"
    "- A `Delta` mode.\n\n"
    "## [2.0.0] - 2021-12-16\n\n"
    "### Added\n\n"
    "- Added the `TextRenderer` processor.\n"
    "- Added the `FieldAdder` processor.\n"
    "- Added the `PathAdder` processor.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # The invented last item and the count that tallies it.
    ("2.0.0 新增 TextRenderer、FieldAdder、PathAdder 與 JsonRenderer 四個處理器", CHANGELOG, ["JsonRenderer", "四"]),
    ("2.0.0 新增 TextRenderer、FieldAdder 與 PathAdder 三個處理器", CHANGELOG, []),
    # A release whose own list is as long leaves the count to it.
    ("2.1.0 新增 Alpha、Beta、Gamma 與 Epsilon 四種模式", CHANGELOG, ["Epsilon"]),
])
def test_tally_over_an_invented_item_reads_the_release_lists(point, source, expected):
    assert missing(point, source) == expected


README = (
    "# frobnicate\n\n"
    "The function tells numbers from everything else. It returns true only when its\n"
    "value is finite.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("It accepts only two types, numbers and strings; anything else is false", README, []),
    ("它只接受兩種型別，數字與字串；其餘一律不是數字", README, []),
    # An apposition of another length says nothing of the count: it stays the source's.
    ("It accepts only two types, numbers, strings and symbols", README, ["two"]),
    # A comma opening a clause of another kind is no apposition.
    ("It has two modes, and the default one is fast", README, ["two"]),
])
def test_apposed_enumeration_tallies_its_count(point, source, expected):
    assert missing(point, source) == expected


# A runtime configuration reference: a JSON example whose only 6 is an
# element of a group-id array, and five fields of the process object.
CONFIG = (
    "* **`capabilities`** (array of strings, optional) the capabilities of the process.\n"
    "* **`rlimits`** (array of rlimits, optional) resource limits of the process.\n"
    "* **`apparmorProfile`** (string, optional) the AppArmor profile.\n"
    "* **`selinuxLabel`** (string, optional) the SELinux label.\n"
    "* **`noNewPrivileges`** (bool, optional) keeps the process from gaining privileges.\n\n"
    "```json\n"
    "\"user\": {\n"
    "    \"uid\": 1,\n"
    "    \"additionalGids\": [5, 6]\n"
    "}\n"
    "```\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("process 另可設定 capabilities、rlimits、apparmorProfile 等六個欄位", CONFIG, ["六"]),
    ("process 另可設定 capabilities、rlimits、apparmorProfile 等 6 個欄位", CONFIG, ["6"]),
    ("process 另可設定 capabilities、rlimits、apparmorProfile 等五個欄位", CONFIG, []),
    # The bare figure is the array's own.
    ("範例的 additionalGids 是 5 與 6", CONFIG, []),
    # Written elsewhere as well, in any form, the figure grounds the count as before.
    ("process 另可設定六個欄位", CONFIG + "The six fields are optional.\n", []),
])
def test_number_array_elements_count_nothing(point, source, expected):
    assert missing(point, source) == expected


# A model card in traditional Chinese whose only 16 counts experts, and a
# zh-CN contribution guide whose only 3s are a measure and a count of pull
# requests (compat.md item 155; fresh18's `16 張圖片`).
MODEL = "Phi-3.5-MoE 由 16 個 3.8B 參數的專家模組組成，每次只啟用其中兩個。\n"
GUIDE = "贡献者连续3个月每月至少有1个pull request被接受，或者1个月内至少有3个pull request被接受，即可成为候选人，由 PMCer 提名。\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Phi-3.5-MoE 一次最多處理 16 張圖片", MODEL, ["16"]),
    ("Phi-3.5-MoE 一次最多處理十六張圖片", MODEL, ["十六"]),
    ("Phi-3.5-MoE 由 16 個專家組成", MODEL, []),
    ("Phi-3.5-MoE 有 16 位專家", MODEL, []),
    ("Phi-3.5-MoE 的 16 個模組每次只啟用兩個", MODEL, []),
    ("候選人須由三名 PMCer 提名", GUIDE, ["三"]),
    ("一個月內有 3 個 pull request 被接受即可成為候選人", GUIDE, []),
    # Chinese nouns of a zh-CN source are not compared (节点 is 節點).
    ("一個月內有 3 個節點被接受", GUIDE, []),
    # A count an English source gives has no counter to tell it apart.
    ("預設 3 個副本", "The cluster keeps 3 copies of every region.\n", []),
])
def test_count_of_another_kind_of_thing(point, source, expected):
    assert missing(point, source) == expected
