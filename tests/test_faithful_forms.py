"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh8's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.anchors import fold
from anchorlint.text.inline_lists import marked_runs
from anchorlint.text.source_figures import dotted_range_ends
from conftest import points_card
from conftest import ungrounded_point as missing

# Snappy's format description on copies with a 1-byte and a 2-byte offset.
SNAPPY_COPIES = (
    "These elements can encode lengths between [4..11] bytes and offsets\n"
    "between [0..2047] bytes. (len-4) occupies three bits and is stored\n"
    "in bits [2..4] of the tag byte. The offset occupies 11 bits, of which the\n"
    "upper three are stored in the upper three bits ([5..7]) of the tag byte,\n"
    "and the lower eight are stored in a byte following the tag byte.\n\n"
    "These elements can encode lengths between [1..64] and offsets from\n"
    "[0..65535]. (len-1) occupies six bits and is stored in the upper\n"
    "six bits ([2..7]) of the tag byte.\n"
)


@pytest.mark.parametrize(("text", "ends"), [
    ("offsets between [0..2047] bytes.", [("2047", "byte"), ("0", "byte")]),
    ("lengths between [4..11] bytes", [("11", "byte"), ("4", "byte")]),
    ("the upper three bits ([5..7]) of the tag byte", [("7", None)]),
    ("offsets from [0..65535].", [("65535", None)]),
    ("for i in 1..10 {", [("10", None)]),
    ("wait 1...5 seconds", []),  # an ellipsis
    ("git log v1.0..v2.0 and 1.0..2.0", []),  # ranges of versions
    ("no range here: 2.047", []),
])
def test_a_range_written_with_two_dots(text, ends):
    assert list(dotted_range_ends(fold(text))) == ends


@pytest.mark.parametrize(("point", "expected"), [
    ("複製的長度 4 到 11 位元組、偏移 0 到 2047，高三位放在標籤的第 5 到 7 位", []),
    ("另一種複製的長度 1 到 64、偏移 0 到 65535", []),
    ("Such copies encode offsets from 0 to 65535", []),
    ("複製的偏移 0 到 4095", ["4095"]),
    ("另一種複製的長度 1 到 64、偏移 0 到 131071", ["131071"]),
    ("複製的長度 4 到 12 位元組", ["12"]),
])
def test_dotted_ranges_against_snappy(point, expected):
    assert missing(point, SNAPPY_COPIES) == expected


# Gitea's configuration cheat sheet on the keywords that close an issue.
GITEA_KEYWORDS = (
    "- `CLOSE_KEYWORDS`: **close**, **closes**, **closed**, **fix**, **fixes**, **fixed**, **resolve**, "
    "**resolves**, **resolved**: List of keywords used in Pull Request comments to automatically close "
    "a related issue\n"
    "- `REOPEN_KEYWORDS`: **reopen**, **reopens**, **reopened**: List of keywords used in Pull Request "
    "comments to automatically reopen a related issue\n"
)


@pytest.mark.parametrize(("text", "sizes"), [
    (GITEA_KEYWORDS, [9, 3]),
    ("Options: `-a`, `-b`, `-c`.", [3]),
    ("`chore:`、`docs:`、`style:`、`refactor:`", [4]),
    ("x, `a`, `b`, `c`", []),  # a longer list, partly plain
    ("`a`, `b`, `c`, and d", []),
    ("`a`, `b`", []),  # two: read as an enumeration when joined
])
def test_runs_of_bold_or_code_items(text, sizes):
    assert [size for size, _ in marked_runs(text)] == sizes


@pytest.mark.parametrize(("point", "expected"), [
    ("留言中的 close、fixes、resolved 等九個關鍵字會自動關閉相關 issue", []),
    ("Nine keywords such as close, fixes and resolved close the related issue", []),
    ("reopen、reopens 與 reopened 這三個關鍵字會重新開啟 issue", []),
    # a run of nine the card does not name grounds no count of nine
    ("Pull Request 需要九位審核者", ["九"]),
    # the count must be the run's length
    ("留言中的 close、fixes、resolved 等八個關鍵字會自動關閉相關 issue", ["八"]),
    # one name of the run is no tie to it
    ("close 等九個關鍵字", ["九"]),
])
def test_a_count_of_the_bold_keywords_the_card_names(point, expected):
    assert missing(point, GITEA_KEYWORDS) == expected


# Forest's hardware requirements: a table of minimum and recommended figures.
FOREST = (
    "|            | Minimum | Recommended | Notes |\n"
    "| ---------- | ------- | ----------- | ----- |\n"
    "| CPU        | 4-core  | 8-core      |       |\n"
    "| Memory     | 16 GiB  | 32 GiB      | State migrations can require increased amounts of memory. |\n"
    "| Disk Space | 128 GiB | 256 GiB     | NVMe recommended. |\n"
)


@pytest.mark.parametrize(("points", "expected"), [
    (("記憶體：最低 16 GiB，建議 32 GiB", "磁碟空間：最低 128 GiB，建議 256 GiB",
      "三項的建議配置都正好是最低配置的兩倍"), []),
    (("Memory: 16 GiB minimum, 32 GiB recommended", "Every recommended figure is 2x the minimum"), []),
    # the ratio the card's figures show is two, not three
    (("記憶體：最低 16 GiB，建議 32 GiB", "建議配置是最低配置的三倍"), ["三"]),
    # no pair of figures on the card: nothing to work the ratio out from
    (("建議配置是最低配置的兩倍",), ["兩"]),
    # figures of two units are no ratio (16 GiB, 8-core)
    (("最低 16 GiB 記憶體與 8 核心", "建議配置是最低配置的兩倍"), ["兩"]),
])
def test_a_ratio_the_card_works_out_from_its_figures(points, expected):
    assert check_grounding(points_card(*points), FOREST).ungrounded == expected


def test_a_ratio_needs_both_figures_grounded():
    # 64 GiB is invented (reported), so the 兩倍 it makes with 32 GiB is not shown by grounded figures
    card = points_card("記憶體：建議 32 GiB，最高 64 GiB", "最高配置是建議配置的兩倍")
    assert check_grounding(card, FOREST).ungrounded == ["64", "兩"]
