"""Two places a source gives a figure a meaning of its own (issue 11,
evaluation/fresh21; docs/compat.md items 178 and 179).

A benchmark table names its column's unit in a header of a few words with
the unit in brackets ("Median latency (milliseconds)"): a cell under it is
a measure in that unit, so a card's ``3.95 MiB`` is another measure. And a
range of values written with a tilde (``0~9``) gives its bounds as values,
which count nothing: ``9 個範例`` is no count the range's 9 gives. The
sources are short excerpts written for the tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.tables import table_numbers

LATENCY = (
    "#### canada.json\n\n"
    "| Library    |   Median latency (milliseconds) |   Operations per second |   Relative (latency) |\n"
    "|------------|---------------------------------|-------------------------|----------------------|\n"
    "| orjson     |                            3.95 |                   252.1 |                 1    |\n"
    "| json       |                           51.3  |                    19.5 |                12.98 |\n\n"
    "canada.json is 2.2 MiB of coordinates.\n"
)


def test_a_bracketed_unit_in_a_long_header_is_the_columns():
    units = dict(table_numbers(LATENCY.lower()))
    assert units["3.95"] == "ms" and units["51.3"] == "ms"


@pytest.mark.parametrize(("point", "expected"), [
    ("orjson decodes canada.json in 3.95 ms", []),
    ("orjson 解析 canada.json 要 3.95 毫秒", []),
    ("canada.json weighs 2.2 MiB", []),
    # The latency as a size: another measure.
    ("canada.json (3.95 MiB) is the largest fixture", ["3.95"]),
    ("json takes 51.3 seconds on canada.json", ["51.3"]),
])
def test_a_cell_under_a_unit_header_is_a_measure_in_that_unit(point, expected):
    assert missing(point, LATENCY) == expected


def test_a_sentence_long_header_names_no_unit():
    text = "| what the option does when the cache is full (seconds) |\n|---|\n| 30 |\n"
    assert dict(table_numbers(text)) == {}


VERSIONS = (
    "## 版本号规范\n\n"
    "项目的版本号格式为 x.x.x，其中 x 的数值从 0 开始取值，且不限于 0~9 这个范围。\n\n"
    "详见[版本说明](https://github.com/example/wiki/%E7%89%88%E6%9C%AC)。\n\n"
    "## 示例\n\n示例模块提供 3 个示例：nacos、sentinel 与 seata。\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("版本號的每一段從 0 起算、不限於 0 到 9", []),
    ("範例模組提供 3 個範例", []),
    # A count the range's bound would give: the range counts nothing.
    ("範例模組提供 9 個範例", ["9"]),
    ("The examples module ships 9 examples", ["9"]),
])
def test_a_tilde_ranges_bounds_count_nothing(point, expected):
    assert missing(point, VERSIONS) == expected
