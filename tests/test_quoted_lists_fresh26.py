"""Counts of a list a source quotes or groups (issue 11, evaluation/fresh26;
docs/compat.md item 194). A README may set its list of features in a
blockquote (``> * 中文分词``) and indent each one's sub-items under it
unquoted; its top items are a list as an unquoted list's are, and a count of
them (``十一大類``, where 大 "major" stands before the counter) is grounded
by their number. A Chinese enumeration after a count's colon that goes on
after a comma with ``以及`` is not all named before that comma. The sources
are short excerpts written for the tests in the manner of a toolkit's
README and an editor's install page."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.source_lists import listed_counts

FEATURES = (
    "The toolkit offers these features:\n\n"
    "> * Word segmentation\n"
    "  * Shortest-path segmentation\n"
    "  * CRF segmentation\n"
    "> * Part-of-speech tagging\n"
    "> * Named entity recognition\n"
    "  * Person names\n"
    "  * Place names\n"
    "  * Organisation names\n"
    "> * Keyword extraction\n"
    "> * Summarisation\n"
    "\n"
    "The modules are loosely coupled.\n"
)


def test_a_quoted_list_counts_its_top_items_apart_from_the_sub_items():
    sizes = listed_counts(FEATURES)
    assert 5 in sizes  # the five quoted groups
    assert {2, 3} <= sizes  # the sub-items of the first and third
    assert 10 not in sizes  # not all the lines as one run


@pytest.mark.parametrize(("point", "expected"), [
    ("The README lists five groups of features", []),
    ("README 列出五類功能", []),
    # A count the quoted list does not give.
    ("README 列出七類功能", ["七"]),
    ("The README lists seven groups of features", ["seven"]),
])
def test_a_count_of_the_quoted_groups_is_grounded_by_them(point, expected):
    assert missing(point, FEATURES) == expected


ELEVEN = "HanLP offers:\n\n" + "".join(f"* Feature {name}\n" for name in "ABCDEFGHIJK") + "\nThat is all.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("README 列出十一大類功能", []),
    ("README 列出十一大項功能", []),
    ("README 列出十二大類功能", ["十二"]),
    # 大 before a unit is no count's: the figure is a duration, judged as one.
    ("十一大天", ["十一"]),
])
def test_major_before_a_counter_leaves_a_count(point, expected):
    assert missing(point, ELEVEN) == expected


DOWNLOADS = (
    "## Install from download\n\n"
    "* Latest stable release\n"
    "    * [macOS x86_64](https://example.org/macos-x86_64.tar.gz)\n"
    "    * [macOS arm64](https://example.org/macos-arm64.tar.gz)\n"
    "    * [Linux x86_64](https://example.org/linux-x86_64.tar.gz)\n"
    "    * [Linux arm64](https://example.org/linux-arm64.tar.gz)\n"
    "    * [Windows](https://example.org/win64.msi)\n"
    "* Latest development prerelease\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The names before "，以及" are four; the fifth follows it.
    ("最新穩定版提供五個下載：macOS x86_64 與 arm64、Linux x86_64 與 arm64，以及 Windows 的 msi 安裝檔", []),
    # Names that stop at a clause comma are all the count counts.
    ("最新穩定版提供五個下載：macOS x86_64 與 arm64、Linux x86_64 與 arm64，各自是壓縮檔", ["五"]),
    ("最新穩定版提供四個下載：macOS x86_64 與 arm64、Linux x86_64 與 arm64，以及 Windows 的 msi 安裝檔", ["四"]),
])
def test_a_comma_before_a_joining_word_goes_on_with_the_names(point, expected):
    assert missing(point, DOWNLOADS) == expected
