"""Readings found on the sixth real-document set (evaluation/fresh4) and the
false alarms left on fresh3: each case is a general reading of the source,
with the invention it must still catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.text.source_figures import multipliers, slash_dates
from conftest import ungrounded_point as missing


# A slash date is month/day or day/month: either reading grounds a card's
# date, and its parts are a date's parts, never bare numbers.
@pytest.mark.parametrize("point, source, expected", [
    ("版本 0.1.0（2017 年 11 月 4 日）", "0.1.0 (11/04/17)", []),
    ("版本 0.1.0（2017 年 4 月 11 日）", "0.1.0 (11/04/17)", []),  # day/month
    ("版本 0.1.0（2017 年 11 月 5 日）", "0.1.0 (11/04/17)", ["5"]),
    ("版本 0.1.0（2018 年 11 月 4 日）", "0.1.0 (11/04/17) and 2018-02-01", ["4"]),  # the date, not its parts
    ("發布於 2017 年 4 月 11 日", "released 4/11/2017", []),
    ("發布於 2017 年 11 月 4 日", "released 4/11/2017", []),
    ("有 4 個欄位", "0.1.0 (11/04/17)", ["4"]),  # a date's day counts nothing
    ("發布於 2017 年 4 月 13 日", "released 13/04/17", []),
    ("發布於 2017 年 13 月 4 日", "released 13/04/17", ["13", "4"]),  # 13 can only be the day
])
def test_a_slash_date_grounds_either_reading(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("0.1.0 (11/04/17)", [(2017, [(11, 4), (4, 11)])]),
    ("on 4/11/2017.", [(2017, [(4, 11), (11, 4)])]),
    ("on 25/12/99", [(1999, [(12, 25)])]),
    ("5/10/15 minutes", []),  # a list of durations
    ("see docs/11/04/17 and v1/2/33", []),  # a path
    ("10/100/1000 Mbps, 1/2/3", []),
    ("40/50/60", []),  # no month
])
def test_slash_dates_read(text, expected):
    assert [(year, readings) for _, _, year, readings in slash_dates(text)] == expected


# A table column under "Bit number" numbers bits, and its 6-2 is bits 6 down
# to 2; under a header naming no unit its figures carry none.
BIT_TABLE = """| Bit number | Field name |
| ---------- | ---------- |
| 7          | `Checksum_Flag` |
| 6-2        | `Reserved_Bits` |
| 1-0        | `Unused_Bits` |
"""


@pytest.mark.parametrize("point, expected", [
    ("第 7 位元為旗標，第 2 到 6 位元保留", []),
    ("第 2 到 8 位元保留", ["8"]),
    ("保留 6 個位元組", ["6"]),  # bytes, not bits
])
def test_a_range_under_a_unit_header_carries_the_unit(point, expected):
    assert missing(point, BIT_TABLE) == expected


def test_a_range_under_a_header_naming_no_unit_carries_none():
    table = BIT_TABLE.replace("Bit number", "Field rank")
    assert missing("第 2 到 6 位元保留", table) == ["2", "6"]


# A multiplier is that many times: the source's "CPU 核数 * 2" is a card's
# "2 倍"; a bullet's star, emphasis and a power are not multipliers.
@pytest.mark.parametrize("point, source, expected", [
    ("預設為 CPU 核心數的 2 倍", "* load 平均值（默认是 CPU 核数 * 2）", []),
    ("預設為 CPU 核心數的 3 倍", "* load 平均值（默认是 CPU 核数 * 2）", ["3"]),
    ("快 2 倍", "It is twice as fast.", []),
    ("快 3 倍", "It is twice as fast.", ["3"]),
    ("寬度乘以 3 倍", "width × 3", []),
])
def test_a_multiplier_grounds_times(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("cores * 2 and cores*4", ["2", "4"]),
    ("* 2 items\n  * 3 more", []),
    ("is *2* fast, 2**10", []),
    ("twice, thrice; it doubled; a double value", ["2", "3"]),
])
def test_multipliers_read(text, expected):
    assert list(multipliers(text)) == expected


# A run of three or more single digits the card lists under one unit is the
# source's sequence when the source writes those digits bare, in that
# order, one after another in one paragraph; a changed, added or reordered
# digit, a pair, or digits spread over paragraphs are still reported.
SLEEPS = "This performs benchmarks with power of 2 increases: 'sleep 1', 'sleep\n2', 'sleep 4', ...\n"


@pytest.mark.parametrize("point, source, expected", [
    ("依序得到 1、2、4 秒", SLEEPS, []),
    ("依序得到 1、2、8 秒", SLEEPS, ["2", "8"]),
    ("依序得到 1、4、2 秒", SLEEPS, ["4", "2"]),
    ("依序得到 1、2、4、8 秒", SLEEPS, ["2", "4", "8"]),
    ("依序得到 2、4 秒", SLEEPS, ["2", "4"]),  # two digits are no sequence
    ("依序得到 1、2、4 秒", "'sleep 1', 'sleep 2'\n\n'sleep 4'\n", ["2", "4"]),
    ("依序得到 1、2、4 秒", "'sleep 1', 'sleep 2', 'sleep 3', 'sleep 4'\n", ["2", "4"]),
    ("依序得到 1、2、4 秒", "sleep 1 s, 2 s, 4 ms\n", ["4"]),  # not bare
])
def test_a_listed_run_restates_a_bare_sequence(point, source, expected):
    assert missing(point, source) == expected


# A dotted join of plain words restates the source's enumeration of them, in
# its order (three items or more in the source); a file name, a reordered or
# unlisted join is still reported.
LEVELS = "If you specify a major, minor, and patch version, only patch-level changes are allowed. See config and yaml, cache and size."


@pytest.mark.parametrize("point, expected", [
    ("指定 major.minor.patch 或 major.minor 時只允許 patch 更新", []),
    ("指定 minor.patch 時", []),
    ("指定 patch.minor 或 major.patch 時", ["patch.minor", "major.patch"]),
    ("設定寫在 config.yaml", ["config.yaml"]),  # a file name, and a list of two
    ("設定寫在 cache.size", ["cache.size"]),  # a list of two
])
def test_a_dotted_join_of_listed_words_restates_the_list(point, expected):
    assert missing(point, LEVELS) == expected
