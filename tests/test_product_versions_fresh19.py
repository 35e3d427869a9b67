"""A version after a product the source writes with versions of its own
is not grounded by the figure the source gives another product: a
lower-case product name counts when the source versions it, and a
figure in a web address, after "Name, Version" or repeated bare in a
sentence giving it to another product is that other's (compat.md item
156, extended; evaluation/fresh19's SciPy roadmap and OpenAPI opening).
The sources are short texts of our own in their manner."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

TOOLCHAIN = (
    "Linux wheels are built on ubuntu-20.04 with GCC 6.5.\n\n"
    "Note that the OSX wheels additionally vendor gfortran 4.9,\n"
    "see the gfortran-install submodule.\n"
)

SPEC = (
    "This text is licensed under [The Apache License, Version 2.0](https://example.org/licenses/LICENSE-2.0.html).\n\n"
    "(Old 2.0 documents carry a field named `legacy` with the value `\"2.0\"`, see"
    " [the old text](https://example.org/spec/versions/2.0.md).)\n\n"
    "Rich text tools MUST support, at a minimum, the syntax of [CommonMark 0.27](https://example.org/0.27/).\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("The OSX wheels also vendor gfortran 6.5", TOOLCHAIN, ["6.5"]),
    ("The OSX wheels also vendor gfortran 4.9", TOOLCHAIN, []),
    ("Linux wheels are built with GCC 6.5", TOOLCHAIN, []),
    # A word the source never versions stays unbound: the figure grounds it.
    ("The wheels are built with compilers 6.5", TOOLCHAIN, []),
    ("Rich text tools must support CommonMark 2.0", SPEC, ["2.0"]),
    ("Rich text tools must support CommonMark 0.27", SPEC, []),
    ("The text is under the Apache License 2.0", SPEC, []),
])
def test_a_products_version_is_not_anothers(point, source, expected):
    assert missing(point, source) == expected


def test_a_bare_figure_the_product_shares_no_sentence_with_still_grounds():
    # The figure written bare, in no address and given to no other
    # product: the ordinary reading holds, as before.
    source = "Rich text needs CommonMark 0.27, no less.\n\nThe old format was 2.0 and is gone.\n"
    assert missing("Rich text tools must support CommonMark 2.0", source) == []
