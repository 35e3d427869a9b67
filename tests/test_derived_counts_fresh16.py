"""Counts a faithful summary derives from its source's headings
(compat.md item 130; evaluation/fresh16's Commander changelog): the
prereleases of one version, counted from the headings whose version goes
on from it. The source is an excerpt of the set's document."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Commander's CHANGELOG, 5.0.0 and its five prereleases.
COMMANDER = (
    "## [5.0.0] (2020-03-14)\n\n"
    "### Added\n\n"
    "* support for nested commands with action-handlers ([#1] [#764] [#1149])\n\n"
    "## [5.0.0-4] (2020-03-03)\n\n"
    "(Released in 5.0.0)\n\n"
    "## [5.0.0-3] (2020-02-20)\n\n"
    "(Released in 5.0.0)\n\n"
    "## [5.0.0-2] (2020-02-10)\n\n"
    "(Released in 5.0.0)\n\n"
    "## [5.0.0-1] (2020-02-08)\n\n"
    "(Released in 5.0.0)\n\n"
    "## [5.0.0-0] (2020-02-02)\n\n"
    "(Released in 5.0.0)\n\n"
    "## [4.1.1] (2020-02-02)\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Five 5.0.0 prereleases came out between February 2 and March 3, 2020", COMMANDER, []),
    ("2020 年 2 月 2 日到 3 月 3 日之間先後推出五個 5.0.0 預發行版", COMMANDER, []),
    # 5.0.0 itself is no prerelease of its own, and 4.1 has one release here.
    ("2020 年 2 月 2 日到 3 月 3 日之間先後推出 6 個 5.0.0 預發行版", COMMANDER, ["6"]),
    ("Seven 5.0.0 prereleases came out in 2020", COMMANDER, ["Seven"]),
])
def test_prereleases_counted_from_headings(point, source, expected):
    assert missing(point, source) == expected


# InternLM's training benchmark page: a table whose header rule writes one
# dash per cell (``|-|-|``, as GitHub allows), three of its rows.
INTERNLM = (
    "| TP | ZERO1 | gpu | global tokens/step (M) | TGS |\n"
    "|-|-|-|-|-|\n"
    "| 1 | 8 | 8 | 0.125 | 3188 |\n"
    "| 1 | 8 | 16 | 0.25 | 3130 |\n"
    "| 1 | 8 | 32 | 0.5 | 3095 |\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("最後的明細表列出三組設定，TGS 介於 3095 與 3188 之間", INTERNLM, []),
    ("最後的明細表列出四組設定，TGS 介於 3095 與 3188 之間", INTERNLM, ["四"]),
])
def test_rows_under_a_one_dash_rule(point, source, expected):
    assert missing(point, source) == expected


# OpenCC's README: the default configurations, one bullet each.
OPENCC = (
    "#### 預設配置文件\n\n"
    "* `s2t.json` Simplified Chinese to Traditional Chinese 簡體到繁體\n"
    "* `t2s.json` Traditional Chinese to Simplified Chinese 繁體到簡體\n"
    "* `s2tw.json` Simplified Chinese to Traditional Chinese (Taiwan Standard) 簡體到臺灣正體\n"
    "* `tw2s.json` Traditional Chinese (Taiwan Standard) to Simplified Chinese 臺灣正體到簡體\n"
    "* `s2hk.json` Simplified Chinese to Traditional Chinese (Hong Kong Standard) 簡體到香港繁體\n\n"
    "## Installation 安裝\n\n"
    "Install from source, Debian or npm. Read the command line and Node.js usage.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # The count is the third item of the card's enumeration, not its total.
    ("README 說明安裝管道、命令列與 Node.js 用法、五個預設配置檔與編譯方式。", OPENCC, []),
    ("README 說明安裝管道、命令列與 Node.js 用法、七個預設配置檔與編譯方式。", OPENCC, ["七"]),
    # Items right before the count are still its tally.
    ("安裝管道、命令列與 Node.js 用法四種說明", OPENCC, ["四"]),
])
def test_a_count_after_an_enumeration_mark_is_an_item(point, source, expected):
    assert missing(point, source) == expected
