"""A version or a date the source has, bound to another thing: a date the
card gives a release is the release's (compat.md item 139; fresh9's
Cassandra release cycles, fresh15's Invenio end-of-life tables), and
`世紀` is a unit (fresh17's history of machine learning). The sources are
excerpts of theirs, or written in their shape."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# endoflife.date's front matter: one YAML item per release cycle.
CYCLES = (
    "releases:\n"
    "-   releaseCycle: \"4.0\"\n"
    "    eol: 2024-07-15\n"
    "    releaseDate: 2021-07-26\n"
    "    latest: \"4.0.11\"\n"
    "    latestReleaseDate: 2023-07-18\n"
    "-   releaseCycle: \"3.11\"\n"
    "    eol: 2023-12-15\n"
    "    releaseDate: 2017-06-23\n"
    "    latest: \"3.11.15\"\n"
    "    latestReleaseDate: 2023-05-05\n"
)
# An reST grid table: a release, its release date and its end of life.
TABLE = (
    "Maintained releases\n"
    "-------------------\n\n"
    "+---------+-------------------+\n"
    "| Release | Earliest EOL Date |\n"
    "+=========+===================+\n"
    "| v3.3.x  | 2021-05-18        |\n"
    "+---------+-------------------+\n\n"
    "End of life releases\n"
    "--------------------\n\n"
    "+---------+--------------+------------+\n"
    "| Release | Release Date | EOL Date   |\n"
    "+=========+==============+============+\n"
    "| v3.2.x  | 2019-12-20   | 2020-12-20 |\n"
    "+---------+--------------+------------+\n"
)
# A changelog whose release lines carry their dates.
CHANGELOG = (
    "* 3.3.1 (March 6, 2013)\n\n"
    "  This version fixes bugs.\n\n"
    "* 3.2.0 (November 9, 2012)\n\n"
    "  This version reworks page run allocation.\n"
)
# A source that writes the version with no date.
UNDATED = "The 4.0.11 patch fixes a compaction bug. It shipped on 2023-05-05 with the others.\n\nNothing else.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("4.0 於 2021 年 7 月 26 日發布，最新為 4.0.11（2023 年 5 月 5 日）", CYCLES, ["5"]),
    ("4.0 於 2021 年 7 月 26 日發布，最新為 4.0.11（2023 年 7 月 18 日）", CYCLES, []),
    ("3.11 於 2017 年 6 月 23 日發布，最新為 3.11.15（2023 年 5 月 5 日）", CYCLES, []),
    ("v3.3.x 本身發布於 2019 年 12 月 20 日", TABLE, ["20"]),
    ("v3.2.x 於 2019 年 12 月 20 日發布，2020 年 12 月 20 日終止", TABLE, []),
    ("3.2.0 (March 6, 2013) reworks page run allocation", CHANGELOG, ["6"]),
    ("3.2.0 (November 9, 2012) reworks page run allocation", CHANGELOG, []),
    # Not a pair: a comma or words between; each date stands on its own.
    ("v3.3.x 維護中，2019 年 12 月 20 日另有 v3.2.x 發布", TABLE, []),
    # The source writes the version with no date of its own: nothing to compare.
    ("4.0.11（2023 年 5 月 5 日）修正壓縮錯誤", UNDATED, []),
])
def test_a_date_given_a_release_is_one_the_source_gives_it(point, source, expected):
    assert missing(point, source) == expected


HISTORY = "艾倫·圖靈被公眾在2019年評選為20世紀最偉大的科學家。\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("圖靈的同行預言 20 年之內就能解決問題", ["20"]),
    ("圖靈在 2019 年被選為 20 世紀最偉大的科學家", []),
])
def test_a_century_is_a_unit(point, expected):
    assert missing(point, HISTORY) == expected
