"""A figure with an English scale word is a number in an English line, and a
scaled figure restates a source figure at its own precision (compat.md
items 160, 162; evaluation/fresh19's clsx benchmark page). The source is an
excerpt in the benchmark's own form."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

BENCH = (
    "# Objects\n"
    "  clsx         x 9,444,110 ops/sec ±0.11% (102 runs sampled)\n"
    "  classnames   x 6,140,345 ops/sec ±0.30% (99 runs sampled)\n\n"
    "# Nested Arrays\n"
    "  classnames   x 2,015,566 ops/sec ±0.18% (100 runs sampled)\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # An invented figure with a scale word is read and reported ...
    ("The tool has 50 million users", "The tool has 4 users.\n", ["50 million"]),
    ("It was downloaded 3.2 billion times", "It was downloaded 3,200 times.\n", ["3.2 billion"]),
    ("about 7 thousand stars", "It has 700 stars.\n", ["7 thousand"]),
    ("classnames reaches 5.6 million ops/sec", BENCH, ["5.6 million"]),
    # ... and one restating the source's figure at its own precision is not.
    ("Objects: clsx 9.44 million ops/sec, classnames 6.14 million", BENCH, []),
    ("classnames manages only about 2 million on nested arrays", BENCH, []),
    ("The tool has 50 million users", "The tool has 50,000,000 users.\n", []),
    ("clsx 跑到 944 萬 ops/sec", BENCH, []),
])
def test_a_scaled_figure_is_read_and_restates_at_its_precision(point, source, expected):
    assert missing(point, source) == expected
