"""An inner factor of a product of literals converts units; it is no
quantity (compat item 218; fresh24's Vant useCountDown page: `time: 24 * 60 *
60 * 1000` grounded an invented "剩餘 60 秒"). The first factor is the
quantity, and the factors still ground a card's bare figure or its code."""

from __future__ import annotations

import pytest

from anchorlint.model.source_numbers import inner_factor
from conftest import ungrounded_point as missing

DAY = "```js\nconst countDown = useCountDown({\n  time: 24 * 60 * 60 * 1000,\n});\n```\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("倒數剩餘 60 秒時結束", DAY, ["60"]),
    ("每 1000 毫秒更新一次", "Start at `time: 24 * 60 * 60 * 1000 * 2`.\n", ["1000"]),
    # a quantity the source gives apart, and the code itself
    ("倒數剩餘 60 秒時結束", DAY + "\nIt ends when 60 seconds remain.\n", []),
    ("倒數 24 小時", DAY, []),
    ("`time: 24 * 60 * 60 * 1000`", DAY, []),
])
def test_an_inner_factor_is_no_quantity(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("text", "figure", "expected"), [
    ("24 * 60 * 60 * 1000", "60", True),
    ("24*60*60", "60", True),
    ("5 * 60", "60", False),  # the last factor: a quantity may end a product
    ("2 ** 60 * 3", "60", False),  # a power's exponent (item 191)
    ("*note* 60 *seconds*", "60", False),  # emphasis, no product
])
def test_only_a_factor_between_two_figures_is_inner(text, figure, expected):
    at = text.index(figure)
    assert inner_factor(text, at, at + len(figure)) is expected
