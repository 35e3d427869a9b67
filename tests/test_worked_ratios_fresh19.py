"""A multiplier a faithful card works out from two figures it gives on its
line, rounded at its own last digit (issue 11, evaluation/fresh19's clsx
benchmark, docs/compat.md item 211): "clsx 每秒 940 萬次，classnames 只有 345
萬次，差距約 2.7 倍" (940 / 345 = 2.72…). A multiplier no rounding of the
quotient gives stays reported. The source is an excerpt of the set's
document."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

CLSX_ARRAYS = (
    "# Arrays\n"
    "  classcat ≠   x 8,247,121 ops/sec ±0.12% (98 runs sampled)\n"
    "  classnames   x 3,451,489 ops/sec ±0.18% (99 runs sampled)\n"
    "  clsx         x 9,401,030 ops/sec ±0.18% (101 runs sampled)\n"
)
CLAUSE = "陣列：clsx 每秒 940 萬次，classnames 只有 345 萬次，差距{} 倍"


@pytest.mark.parametrize(("ratio", "expected"), [
    ("約 2.7", []),
    (" 2.7", []),  # two significant digits: rounded at its own last digit
    ("約 3", []),  # hedged
    (" 3", ["3"]),  # a bare single digit says exactly three
    ("約 2.8", ["2.8"]),
    ("約 20", ["20"]),
])
def test_a_multiplier_is_the_rounded_ratio_of_the_figures_beside_it(ratio, expected):
    assert missing(CLAUSE.format(ratio), CLSX_ARRAYS) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("Arrays: clsx reaches 9.4 million ops/sec against 3.45 million for classnames, almost three times as fast", []),
    ("Arrays: clsx reaches 9.4 million ops/sec against 3.45 million for classnames, almost four times as fast",
     ["four"]),
])
def test_an_english_multiplier_worked_out(point, expected):
    assert missing(point, CLSX_ARRAYS) == expected


def test_the_figures_must_be_grounded():
    # 950 萬 is not the source's 9,401,030 (it rounds to 940 萬): the ratio
    # of an invented figure grounds nothing.
    assert missing("陣列：clsx 每秒 950 萬次，classnames 只有 345 萬次，差距約 2.8 倍", CLSX_ARRAYS) == ["950 萬", "2.8"]


def test_ratio_shown_rounds_only_when_asked():
    from anchorlint.text.worked_out import ratio_shown

    lines = ["最低 16 gib，建議 35 gib"]
    grounded = {("16", "gb"), ("35", "gb")}  # (GiB is read as GB)
    assert not ratio_shown(lines, 2.2, grounded)  # 35 / 16 = 2.1875
    assert ratio_shown(lines, 2.2, grounded, places=1)
    assert not ratio_shown(lines, 2.1, grounded, places=1)
