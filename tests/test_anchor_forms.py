"""Written forms of names and numbers found on the real-document sets
(evaluation/fresh, evaluation/holdout): each case is a general reading, not
one card, with the invention it must still catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.lint.grounding import check_grounding
from anchorlint.text.numbers import read_numbers
from conftest import points_card as card
from conftest import ungrounded_point as missing


# Units of time below the millisecond, bit rates, frequencies, pixels and
# typographic points keep their unit like the others.
@pytest.mark.parametrize("point, source, expected", [
    ("字體至少 18 點（約 24 px）", "At least 18 point (23.94 pixels)", []),
    ("字體至少 18 像素", "At least 18 point (23.94 pixels)", ["18"]),
    ("光纖 10 Gbps", "寬頻有 10 Gbps，SSD 一共有 20 TB。", []),
    ("SSD 一共有 10 TB", "寬頻有 10 Gbps，SSD 一共有 20 TB。", ["10"]),
    ("延遲 6 微秒", "a 6 µs delay", []),
    ("延遲 6 微秒", "a header of 6 bytes", ["6"]),
    ("時脈 3 GHz", "a 3 MHz clock", ["3"]),
])
def test_more_units(point, source, expected):
    assert missing(point, source) == expected


# Ordinals are numbers: a card's 2nd is the source's "second", and the
# "second Year" is year 2 (a card's 每兩年). "thirty-second" stays a duration.
@pytest.mark.parametrize("point, source, expected", [
    ("seats end after the 2nd, 4th and 6th years", "the second Year, the fourth Year and the sixth Year", []),
    ("seats end after the 8th year", "the second Year, the fourth Year and the sixth Year", ["8th"]),
    ("每兩年改選三分之一", "one third may be chosen every second Year", []),
    ("每三年改選三分之一", "one third may be chosen every second Year", ["三"]),
    ("the twenty-first year", "in its 21st year", []),
])
def test_ordinals(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("a thirty-second wait", [("30", "second")]),
    ("the second year", [("2", "year")]),
    ("30 second timeout", [("30", "second")]),
    ("1_000 and 98_222", [("1000", None), ("98222", None)]),
    ("其餘三成的人", [("30", "percent")]),
    ("7 成", [("70", "percent")]),
    ("at least 4.5:1", [("4.5", "ratio"), ("1", None)]),
    ("at 07:32:00", [("7", None), ("32", None), ("0", None)]),
    ("at least two\nweeks", [("2", "week")]),
    ("level 4\n- -ms-text", [("4", None)]),
    ("## 十五、統計\n15. item\n3) next", []),
])
def test_number_forms(text, expected):
    assert [(n.key, n.unit) for n in read_numbers(text)] == expected


# Digit groups, tenths (成), ratios, and the same measurement in another unit
# of its dimension (0.082 s = 82 ms), also when a table header gives the unit.
@pytest.mark.parametrize("point, source, expected", [
    ("例如 1_000 就是一千", "`_` as a visual separator, such as `1_000`.", []),
    ("例如一萬", "`_` as a visual separator, such as `1_000`.", ["一萬"]),
    ("其餘 30% 的人", "而其餘三成的人最後只能", []),
    ("其餘 40% 的人", "而其餘三成的人最後只能", ["40%"]),
    ("增強等級 7:1", "a contrast ratio of at least 4.5:1; large text at least 3:1", ["7"]),
    ("大尺寸文字 3:1", "a contrast ratio of at least 4.5:1; large text at least 3:1", []),
    ("約 82 毫秒", "ripgrep | 536 | **0.082s** (1.00x)", []),
    ("約 83 毫秒", "ripgrep | 536 | **0.082s** (1.00x)", ["83"]),
    ("解壓 3.1 GB/s", "decompresses at 3100 MB/s", []),
    ("需 1.5 小時", "it takes 90 minutes", []),
    ("解壓 3.1 GB/s", "| Name | D.speed |\n|---|---:|\n| | MB/s |\n| LZ4 | 3100 |\n", []),
    ("解壓 3.1 GB/s", "| Name | Lines |\n|---|---:|\n| LZ4 | 3100 |\n", ["3.1"]),
    ("耗時 0.5 秒", "| Tool | Time (s) |\n|---|---|\n| rg | 0.5 |\n", []),
])
def test_written_forms_of_measurements(point, source, expected):
    assert missing(point, source) == expected


# A date's day or month grounds a day or month, not a count; a date glued to
# Chinese text is still a date.
@pytest.mark.parametrize("point, source, expected", [
    ("綁定超過 28 種", "1999\nDecember 28: added the project on Sourceforge", ["28"]),
    ("1999 年 12 月 28 日搬到 Sourceforge", "1999\nDecember 28: added the project on Sourceforge", []),
    ("預計在June 15, 2026上線", "The beta program is scheduled for June 15, 2026.", []),
    ("預計在June 16, 2026上線", "The beta program is scheduled for June 15, 2026.", ["16"]),
])
def test_date_parts(point, source, expected):
    assert missing(point, source) == expected


# Names: a capitalised word against a source in capitals, an -ing/-ed form
# of a source word, an initialism of a capitalised source phrase; a name
# the source writes only inside a longer token stays ungrounded.
@pytest.mark.parametrize("title, point, source, expected", [
    ("Sections of the text", "摘要", "SECTION. 3. The Senate", []),
    ("Provisioning hardware", "摘要", "how to provision hardware", []),
    ("Provisioning hardware", "摘要", "a hardware provider", ["Provisioning"]),
    ("標題", "每個節點一個 JVM", "Above 200 GiB the Java VM can misbehave", []),
    ("標題", "每個裝置一個 TOTP", "The OTP device displays 6 characters", ["TOTP"]),
    ("標題", "只適用 SMTP", "Only works with SMTPS servers", ["SMTP"]),
])
def test_name_forms(title, point, source, expected):
    assert missing(point, source, title=title) == expected


# A rounding to a whole number must say so: 約 30% for 29.7%, not a bare 94%
# for 93.9% (as often another figure); 2.88 for 2.877 keeps decimals.
@pytest.mark.parametrize("point, source, expected", [
    ("覆蓋率約 94%", "About 93.9% of nightly jobs", []),
    ("覆蓋率 94% 左右", "About 93.9% of nightly jobs", []),
    ("覆蓋率必須達到 94%", "About 93.9% of nightly jobs", ["94%"]),
    ("壓縮比 2.88", "| zstd | 2.877 |", []),
    ("roughly 24 px", "At least 18 point (23.94 pixels)", []),
])
def test_roundings_to_whole_numbers_are_hedged(point, source, expected):
    assert missing(point, source) == expected



# A title or gloss that names the document repeats its file name's numbers;
# the body does not get them for free.
@pytest.mark.parametrize("title, point, expected", [
    ("2026-01-14 release-checklist", "發布前檢查", []),
    ("2026-01-15 release-checklist", "發布前檢查", ["15"]),
    ("2026-01-14 release-checklist", "保留 14 天", ["14"]),
])
def test_numbers_of_the_cited_file_name(title, point, expected):
    text = card(point, title=title).replace("gloss: 測試\n", "gloss: 測試\nsource_path: notes/2026-01-14 release-checklist.md\n")
    assert check_grounding(text, "Check the release before shipping.").ungrounded == expected
