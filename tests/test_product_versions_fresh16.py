"""A version after a product name the source writes with versions of its
own is grounded only by a version the source binds to that product
(compat.md item 136; evaluation/fresh16's Prettier options page). The
source is an excerpt of it."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# Prettier's docs/options.md: trailing commas, and a deprecated option.
PRETTIER = (
    "This also enables trailing commas in type parameters in TypeScript (supported since"
    " TypeScript 2.7 released in January 2018).\n\n"
    "## Bracket Line\n\n"
    "_This option has been deprecated in v2.4.0, use --bracket-same-line instead_\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Trailing commas in type parameters need TypeScript 2.4", PRETTIER, ["2.4"]),
    ("Trailing commas in type parameters need TypeScript 2.7", PRETTIER, []),
    # No product named before it: the bare v2.4.0 grounds it.
    ("The Bracket Line option was deprecated in v2.4", PRETTIER, []),
    ("The Bracket Line option was deprecated in 2.4", PRETTIER, []),
])
def test_a_products_version_is_the_one_the_source_gives_it(point, source, expected):
    assert missing(point, source) == expected
