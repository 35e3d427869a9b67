"""A figure converted to another unit of its dimension is a rounding, and a
hedged one is judged at its own last digit (compat.md item 170;
evaluation/fresh20's Go router benchmark, ``816936 位元組（約 0.8 MB）``).
An unhedged figure of two digits or more rounded at its last digit restates
the conversion too; an unhedged one-digit figure, or a figure off by more
than its last digit, stays reported."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

MEMORY = "GoRestful: 816936 Bytes\n"
SMALL = "Gin: 34936 Bytes\n"
BUILD = "The build took 95 minutes.\n"
REQUEST = "A request takes 152 ms.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A hedged conversion rounded at the card's last digit restates the source ...
    ("GoRestful 用了 816936 位元組（約 0.8 MB）", MEMORY, []),
    ("GoRestful 用了約 800 KB", MEMORY, []),
    ("The build took about 1.6 hours", BUILD, []),
    ("A request takes about 0.2 s", REQUEST, []),
    # ... as does an unhedged one of two digits or more, rounded at its last one ...
    ("Gin 用了 35 KB", SMALL, []),
    ("The build took 1.6 hours", BUILD, []),
    # ... not a hedged figure another rounding gives ...
    ("GoRestful 用了約 0.9 MB", MEMORY, ["0.9"]),
    ("GoRestful 用了約 0.7 MB", MEMORY, ["0.7"]),
    ("The build took about 1.5 hours", BUILD, ["1.5"]),
    # ... nor an unhedged figure of one digit, which could be another figure.
    ("GoRestful 用了 0.8 MB", MEMORY, ["0.8"]),
    ("GoRestful 用了 800 KB", MEMORY, ["800"]),
    ("A request takes 0.2 s", REQUEST, ["0.2"]),
])
def test_a_conversion_restates_at_the_cards_last_digit(point, source, expected):
    assert missing(point, source) == expected
