"""A counter in its simplified and its traditional form is one counter, and
counters of rounds and laps (圈, 盤) count (compat.md items 172, 173;
evaluation/fresh20's frp README in zh-CN, ``四层和七层代理``, and its
latency table, ``繞地球 6-7 圈``)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A zh-TW card counts what its zh-CN source counts ...
    ("支援四層與七層代理", "支持四层和七层代理\n", []),
    ("有三條規則", "有三条规则\n", []),
    ("比賽打了三場", "比赛打了三场\n", []),
    ("共兩輪投票", "共两轮投票\n", []),
    # ... and another count of the same counter stays reported.
    ("支援四層與八層代理", "支持四层和七层代理\n", ["八"]),
    ("比賽打了四場", "比赛打了三场\n", ["四"]),
])
def test_a_simplified_counter_is_the_traditional_one(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("光每秒可以繞地球八圈", "每秒大約可以繞地球 6-7 圈\n", ["八"]),
    ("光每秒可以繞地球七圈", "每秒大約可以繞地球 6-7 圈\n", []),
    ("下了五盤棋", "下了三盤棋\n", ["五"]),
])
def test_laps_and_games_are_counted(point, source, expected):
    assert missing(point, source) == expected
