"""Release dates of a reStructuredText changelog (issue 11, evaluation/fresh21;
docs/compat.md item 161, extended). Its headings are underlined, not marked
with ``#``, and each section opens with "Released <date>": a span the card
counts between two such releases is their dates' difference. The source is
a short excerpt written for the tests in the manner of such a changelog."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.release_spans import release_dates

CHANGES = (
    "Version 2.0.0\n-------------\n\nUnreleased\n\n-   Drop support for Python 3.7.\n\n"
    "Version 1.1.0\n-------------\n\nReleased 2018-10-26\n\n-   Change the default digest back to SHA-1.\n"
    "    Keep it for 3 releases.\n\n"
    "Version 1.0.0\n-------------\n\nReleased 2018-10-18\n\n-   Change the default digest to SHA-512.\n"
)


def test_an_underlined_release_heading_dates_its_release():
    assert [(version, day.isoformat()) for version, day in release_dates(CHANGES.lower())] == [
        ("1.1.0", "2018-10-26"), ("1.0.0", "2018-10-18")]


def test_a_heading_naming_its_kind_dates_its_release():
    text = "## version 3.2.0\n\nreleased 2021-05-11\n\n## version 3.1.0\n\nmarch 2, 2021\n"
    assert [version for version, _ in release_dates(text)] == ["3.2.0", "3.1.0"]


@pytest.mark.parametrize(("point", "expected"), [
    ("1.0.0 把預設摘要改成 SHA-512，八天後的 1.1.0 又改回 SHA-1", []),
    ("1.0.0 switched the digest to SHA-512 and 1.1.0 reverted it eight days later", []),
    # Another span between the two: the source's 3 is the releases'.
    ("1.0.0 把預設摘要改成 SHA-512，3 天後的 1.1.0 又改回 SHA-1", ["3"]),
    ("1.0.0 switched the digest to SHA-512 and 1.1.0 reverted it nine days later", ["nine"]),
])
def test_a_span_between_two_underlined_releases_is_their_dates_difference(point, expected):
    assert missing(point, CHANGES) == expected
