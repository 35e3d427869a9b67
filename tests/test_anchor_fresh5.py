"""Readings found on the seventh real-document set (evaluation/fresh5): each
case is a general reading of the source, with the invention it must still
catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.text.source_figures import multipliers
from conftest import ungrounded_point as missing


# A hyphenated word is inflected at its last part: the card's base form is
# the source's -ed form of the same compound, not of another one.
@pytest.mark.parametrize("point, source, expected", [
    ("修正以 cherry-pick 移植", "fixes are cherry-picked into the release branch", []),
    ("修正已 cherry-picked", "we cherry-pick fixes into the release branch", []),
    ("修正以 hand-pick 移植", "fixes are cherry-picked into the release branch", ["hand-pick"]),
])
def test_a_compound_is_inflected_at_its_last_part(point, source, expected):
    assert missing(point, source) == expected


# The plural of a short acronym is grounded by the acronym in capitals.
@pytest.mark.parametrize("point, source, expected", [
    ("overwrites the member and cluster IDs", "the member ID and cluster ID", []),
    ("overwrites the member and cluster UIDs", "the member ID and cluster ID", ["UIDs"]),
    ("overwrites the member and cluster IDs", "the member id and cluster id", ["IDs"]),
])
def test_a_short_acronym_plural_is_grounded_by_the_acronym(point, source, expected):
    assert missing(point, source) == expected


# An SPDX identifier is grounded by its licence's full name with the same
# version; another version or a licence the source does not name is not.
@pytest.mark.parametrize("point, source, expected", [
    ("授權：Apache-2.0 或 MIT 擇一", "* Apache License, Version 2.0\n* MIT license", []),
    ("授權：GPL-3.0", "GNU General Public License, version 3", []),
    ("授權：LGPL-2.1", "GNU Lesser General Public License v2.1", []),
    ("授權：Apache-1.1", "* Apache License, Version 2.0\n* MIT license", ["Apache-1.1"]),
    ("授權：GPL-2.0", "GNU General Public License, version 3", ["GPL-2.0"]),
    ("授權：LGPL-2.1", "GNU Lesser General Public License, version 3", ["LGPL-2.1"]),
    ("授權：MPL-2.0", "* Apache License, Version 2.0\n* MIT license", ["MPL-2.0"]),
])
def test_an_spdx_identifier_is_grounded_by_its_licence_name(point, source, expected):
    assert missing(point, source) == expected


# A timestamp's time parts ground the card's time, however the source joins
# them; not a count or a measure with the same figure, nor another minute.
@pytest.mark.parametrize("point, source, expected", [
    ("時間版本為 2018 年 5 月 4 日 16:45:08", '时间版本为 "2018-05-04-16-45-08"。', []),
    ("時間版本為 2018 年 5 月 4 日 16:45", '时间版本为 "2018-05-04-16-45-08"。', []),
    ("時間版本為 2018 年 5 月 4 日 16:45:08", "时间版本为 2018-05-04T16:45:08。", []),
    ("時間版本為 2018 年 5 月 4 日 16:47:08", '时间版本为 "2018-05-04-16-45-08"。', ["47"]),
    ("在 45 分鐘內還原", '时间版本为 "2018-05-04-16-45-08"。', ["45"]),
    ("還原了 45 個表", '时间版本为 "2018-05-04-16-45-08"。', ["45"]),
])
def test_a_timestamps_time_parts_ground_a_time(point, source, expected):
    assert missing(point, source) == expected


_SPEEDUPS = ("insert_ahash_random  20,515  7,796  -62.00%   x 2.63 \n"
             "insert_ahash_serial  21,668  7,264  -66.48%   x 2.98 ")


# A speedup written x 2.63 or 2.63x is a number of times: rounded to the
# card's places it grounds 2.6 倍, and 3 倍 only when the card hedges it (a
# hedge before a range's lower end covers its upper end).
@pytest.mark.parametrize("point, source, expected", [
    ("insert 快約 2.6 到 3 倍", _SPEEDUPS, []),
    ("insert 快 2.6 倍", _SPEEDUPS, []),
    ("insert 快約 3 倍", _SPEEDUPS, []),
    ("insert 快 2.6 倍", "insert: a 2.63x speedup", []),
    ("insert 快 3 倍", _SPEEDUPS, ["3"]),
    ("insert 快約 2.7 倍", _SPEEDUPS, ["2.7"]),
    ("insert 快約 4 倍", _SPEEDUPS, ["4"]),
])
def test_a_letter_x_speedup_grounds_its_roundings(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("insert_ahash_random  -62.00%   x 2.63 ", ["2.63"]),
    ("a 2.63x speedup", ["2.63"]),
    ("a 1920 x 1080 screen, 1920x1080", []),  # a dimension
    ("0x1f and x86", []),  # a hex number, a name
])
def test_letter_x_multipliers_read(text, expected):
    assert list(multipliers(text)) == expected
