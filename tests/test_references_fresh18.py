"""A figure a reference gives names something and counts nothing (compat.md
item 151), and 行 is a counter (item 152); evaluation/fresh18's
marshmallow changelog, canal README, plain-language guideline and nnn man
page. The sources are short excerpts in their own forms."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

CHANGELOG = "3.0.0rc9\n++++++++\n\n- Add ``Schema.from_dict`` (:issue:`1312`).\n- Fix nesting (#895).\n"
CITATION = "- Kimble, Joseph, _Lifting the Fog of Legalese_, 2006, Carolina Academic Press, p. 96.\n"
IMAGE = '<p><img width="590" src="arch.jpg" alt="" height="273"></p>\n\nThe parser keeps up with the master.\n'
ISSUE = "Requests is adding inline types. Please take a look at #7271 and report back.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A count or a measure is not grounded by the reference's figure ...
    ("`Schema.from_dict` now validates 1312 fields at once", CHANGELOG, ["1312"]),
    ("嵌套修正影響 895 人", CHANGELOG, ["895"]),
    ("The book runs to 96 pages", CITATION, ["96"]),
    ("解析延遲約 273 毫秒", IMAGE, ["273"]),
    # ... the card's own reference, or the bare figure, is.
    ("`Schema.from_dict` was added in issue 1312", CHANGELOG, []),
    ("Nesting was fixed (#895)", CHANGELOG, []),
    ("The quote is on p. 96 of Kimble's book", CITATION, []),
    ("到 #7271 回報型別問題", ISSUE, []),
    # A figure the source writes with a unit outside any reference still grounds.
    ("The book runs to 96 pages", CITATION + "The whole book has 96 pages.\n", []),
])
def test_a_reference_grounds_no_count(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("按 J 往下捲 5 行", "J  Scroll down 3 lines\nK  Scroll up 3 lines\n", ["5"]),
    ("按 J 往下捲 3 行", "J  Scroll down 3 lines\nK  Scroll up 3 lines\n", []),
])
def test_a_digit_counted_in_lines_is_an_anchor(point, source, expected):
    assert missing(point, source) == expected
