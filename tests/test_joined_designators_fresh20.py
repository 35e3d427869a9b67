"""A designator the source joins with a hyphen (``PEP-527``, ``ISO-8601``)
is the one a card writes with a space (``PEP 527``), and the other way
round (compat.md item 171; evaluation/fresh20's psutil changelog, "as per
PEP-527"). Another figure after the name stays reported."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("per PEP 527 only wheels are uploaded", "uploaded as per PEP-527;\n", []),
    ("uses ISO 8601 dates", "uses ISO-8601 dates\n", []),
    ("per PEP-527 only wheels are uploaded", "uploaded as per PEP 527;\n", []),
    ("per PEP 528 only wheels are uploaded", "uploaded as per PEP-527;\n", ["528"]),
    ("uses PEP 8601 dates", "uses ISO-8601 dates\n", ["PEP", "8601"]),
])
def test_a_joined_designator_is_the_spaced_one(point, source, expected):
    assert missing(point, source) == expected
