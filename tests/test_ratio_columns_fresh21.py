"""A table column headed by a ratio to a baseline (``Relative (latency)``,
``Speedup``) holds multipliers: its cells are numbers of times, which a card
writes rounded when it hedges (compat.md item 182; evaluation/fresh21's
orjson benchmark tables)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

TABLE = (
    "| Library    | Median latency (milliseconds) | Operations per second | Relative (latency) |\n"
    "|:-----------|------:|------:|------:|\n"
    "| orjson     |  0.54 | 1854.5 |  1    |\n"
    "| json       |  2.45 |  407.7 |  4.55 |\n"
    "| simplejson | 10.53 |   95.2 | 12.98 |\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The column's figures, rounded as a hedged card writes them ...
    ("json is about 4.5 times slower", []),
    ("simplejson is almost 13 times slower than orjson", []),
    ("simplejson 比 orjson 慢將近十三倍", []),
    ("simplejson is 12.98 times slower", []),
    # ... not another figure, nor an unhedged whole one.
    ("simplejson is about 14 times slower", ["14"]),
    ("json is about 5.5 times slower", ["5.5"]),
    ("simplejson is 13 times slower", ["13"]),
])
def test_a_relative_column_holds_multipliers(point, expected):
    assert missing(point, TABLE) == expected
