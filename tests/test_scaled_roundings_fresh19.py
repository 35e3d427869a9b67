"""A figure a card writes with a CJK scale (萬, 万, 億, 亿) restates a
source's figure at the card's own precision: rounded or cut at the card's
last digit, as a benchmark's 13,122,004 ops/sec is written 1,312 萬次
(issue 11, evaluation/fresh19's largest class of false alarms; docs/compat.md
item 160). A figure off by more than its last digit stays reported. The
source is a short excerpt written for the tests in the manner of the set's
benchmark output."""

from __future__ import annotations

import pytest

from anchorlint.text.numbers import read_numbers
from conftest import ungrounded_point as missing

BENCHMARK = (
    "# Strings\n"
    "  classnames   x  6,540,072 ops/sec ±0.11% (101 runs sampled)\n"
    "  clsx/lite    x 13,122,004 ops/sec ±0.40% (99 runs sampled)\n"
    "# Objects\n"
    "  clsx         x 9,444,110 ops/sec ±0.11% (102 runs sampled)\n"
    "  classcat     x 6,549,999 ops/sec ±0.21% (98 runs sampled)\n"
    "# Totals\n"
    "  all          x 131,220,040 ops in the run\n"
)


def test_a_figure_grouped_by_thousands_before_its_scale_is_one_figure():
    assert [number.key for number in read_numbers("每秒約 1,312 萬次，clsx 944 萬次")] == ["13120000", "9440000"]


@pytest.mark.parametrize(("point", "expected"), [
    ("clsx/lite 每秒約 1,312 萬次最快", []),  # rounded (and hedged)
    ("clsx 每秒 944 萬次", []),  # rounded, not hedged
    ("classnames 654 萬次", []),  # 6,540,072: rounded and cut alike
    ("classcat 654 萬次，四捨五入則為 655 萬次", []),  # 6,549,999: cut, then rounded
    ("classnames 654 万次", []),  # the simplified scale
    ("全部約 1.31 億次", []),  # 131,220,040 at two decimals of 億
    ("clsx 每秒 984 萬次", ["984 萬"]),
    ("classnames 560 萬次", ["560 萬"]),
    ("clsx/lite 每秒 1,412 萬次", ["1,412 萬"]),
    ("全部約 1.41 億次", ["1.41 億"]),
])
def test_a_scaled_figure_restates_a_source_figure_at_its_last_digit(point, expected):
    assert missing(point, BENCHMARK) == expected



def test_a_one_digit_scaled_figure_is_no_restatement():
    # 15,000 is cut to 1 萬 and rounded to 2 萬: a figure of one digit says too little to restate it.
    assert missing("每秒 2 萬次", "  fast  x 15,000 ops/sec\n") == ["2 萬"]
