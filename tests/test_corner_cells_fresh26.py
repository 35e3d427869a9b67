"""A benchmark table that writes its input in the header's first cell, over
the rows' labels, measures that input in every row (compat item 209): a
card's "reads twitter.json at 2.36 GB/s" is grounded by any row's 2.36,
while a figure no row writes, or a figure of another table's input, stays
reported (fresh26's yyjson README)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

TABLES = """# Benchmark

|twitter.json|read (GB/s)|write (GB/s)|
|---|---|---|
|yyjson(insitu)|2.36|1.90|
|simdjson|2.21|0.84|

Other input:

|canada.json|read (GB/s)|write (GB/s)|
|---|---|---|
|yyjson(insitu)|0.91|0.62|
|simdjson|0.88|0.45|
"""


@pytest.mark.parametrize("point, expected", [
    ("yyjson 讀取 `twitter.json` 的速度是 2.36 GB/s", []),
    ("simdjson reads twitter.json at 2.21 GB/s and writes it at 0.84 GB/s", []),
    ("yyjson 讀取 `canada.json` 的速度是 0.91 GB/s", []),
    # a figure of the other table's input, and one no row writes
    ("yyjson 讀取 `canada.json` 的速度是 2.36 GB/s", ["2.36"]),
    ("yyjson 讀取 `twitter.json` 的速度是 2.5 GB/s", ["2.5"]),
])
def test_a_corner_cell_names_what_its_table_measures(point, expected):
    assert missing(point, TABLES) == expected

