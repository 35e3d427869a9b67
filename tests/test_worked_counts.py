"""Figures a faithful writer derives rather than copies (issue 11): a count
of any size from a list's, a table's or a run of references' length, a
count standing for the things it counts ("Ten were renamed"), the size of
a range the card writes or a total of its counts, the time between two
times it writes, a cadence off a schedule and a UTC offset. Each case
beside the invention it must still catch. The texts follow real documents
of evaluation/fresh, fresh2, fresh4 and fresh5."""

from __future__ import annotations

import pytest

from anchorlint.text.cadence import cadences
from anchorlint.text.source_figures import multipliers
from anchorlint.text.source_lists import block_counts, listed_counts, might_list
from anchorlint.text.worked_out import range_counted, time_spanned
from conftest import ungrounded_point as missing

RENAMED = "* The following config settings have been renamed:\n" + "".join(
    f"    * `{old}` → `{new}`\n" for old, new in (
        ("allow_population_by_field_name", "populate_by_name"), ("anystr_lower", "str_to_lower"),
        ("anystr_strip_whitespace", "str_strip_whitespace"), ("anystr_upper", "str_to_upper"),
        ("keep_untouched", "ignored_types"), ("max_anystr_length", "str_max_length"),
        ("min_anystr_length", "str_min_length"), ("orm_mode", "from_attributes"),
        ("schema_extra", "json_schema_extra"), ("validate_all", "validate_default")))


# A count of ten or more is grounded by a list of that many items, as a
# single digit is; another count is not.
@pytest.mark.parametrize("point, expected", [
    ("十個設定改名，例如 `orm_mode` → `from_attributes`", []),
    ("十一個設定改名，例如 `orm_mode` → `from_attributes`", ["十一"]),
    ("Ten settings were renamed, such as `orm_mode`", []),
    ("Twelve settings were renamed, such as `orm_mode`", ["Twelve"]),
])
def test_a_count_of_ten_or_more_is_grounded_by_a_list_that_long(point, expected):
    assert missing(point, RENAMED) == expected


# A count standing for the things it counts, named before ("Six settings are
# gone ... Ten were renamed"), is a count; a measure is not.
@pytest.mark.parametrize("point, expected", [
    ("Ten were renamed, such as `orm_mode` to `from_attributes`", []),
    ("Eleven were renamed, such as `orm_mode` to `from_attributes`", ["Eleven"]),
    ("Ten seconds were spent renaming `orm_mode`", ["Ten"]),
])
def test_a_count_standing_for_its_things_is_a_count(point, expected):
    assert missing(point, RENAMED) == expected


CONTRIBUTOR = ('- [Dmitriy Mozgovoy](https://github.com/DigitalBrainJS "+938/-442 (#5456 #5455 #5453 #5451 '
               '#5449 #5447 #5446 #5443 #5442 #5439 #5420 )")')


# A run of references one after another is a list without a joining word.
def test_a_run_of_references_is_a_list():
    assert 11 in listed_counts(CONTRIBUTOR)
    assert listed_counts("fixed in #5420, see the docs") == frozenset()
    assert missing("由 Dmitriy Mozgovoy 完成，列了十一個變更", CONTRIBUTOR) == []
    assert missing("由 Dmitriy Mozgovoy 完成，列了十二個變更", CONTRIBUTOR) == ["十二"]


HELM = "| Helm Version | Supported Kubernetes Versions |\n|--------------|------|\n" + "".join(
    f"| 2.{minor}.x | 1.{minor}.x - 1.{max(minor - 1, 0)}.x |\n" for minor in range(16, -1, -1)
) + "\nHelm 2 is no longer supported.\n"


# A count the card works out from a range it writes: both ends counted, the
# ends checked in turn; a range the count itself ends grounds nothing.
@pytest.mark.parametrize("point, expected", [
    ("表中 Helm 2 從 2.0.x（1.0.x）到 2.16.x（1.16.x–1.15.x）共十七個次要版本", []),
    ("表中 Helm 2 從 2.0.x 到 2.16.x 共十六個次要版本", ["十六"]),
    ("表中 Helm 2 從 2.0.x 到 2.19.x 共二十個次要版本", ["2.19.x"]),
    ("Helm 2 支援 1 到 30 個叢集", ["30"]),
])
def test_a_count_of_a_range_the_card_writes(point, expected):
    assert missing(point, HELM) == expected


def test_a_range_size_counts_both_ends_and_no_date():
    line = "v2 到 v19 共 18 個版本"
    assert range_counted(line, line.index("18"), line.index("18") + 2, 18)
    assert not range_counted(line, line.index("18"), line.index("18") + 2, 17)
    line = "2024-01-05 發布 5 項修正"  # a date's month and day are no range
    assert not range_counted(line, line.index("5 項"), line.index("5 項") + 1, 5)


RESTORE = ("             CreateTime: 2022-04-08 15:59:01\n   SnapshotFinishedTime: 2022-04-08 15:59:05\n"
           "           FinishedTime: 2022-04-08 15:59:18\n                Timeout: 86400")


# A time span the card works out from two times it writes as a range.
@pytest.mark.parametrize("point, expected", [
    ("從建立到完成約 17 秒（15:59:01 到 15:59:18），逾時 86400 秒", []),
    ("從建立到完成約 20 秒（15:59:01 到 15:59:18），逾時 86400 秒", ["20"]),
    ("從建立到完成約 17 秒，逾時 86400 秒", ["17"]),
])
def test_a_time_span_between_two_times_the_card_writes(point, expected):
    assert missing(point, RESTORE) == expected


def test_time_spans_in_the_cards_unit():
    assert time_spanned("took 2 minutes (10:00 to 10:02)", "minute", 2, False)
    assert not time_spanned("took 2 minutes (10:00 to 10:02)", "second", 2, False)
    assert time_spanned("about 2 minutes (10:00:10 to 10:02:05)", "minute", 2, True)
    assert not time_spanned("2 minutes (10:00:10 to 10:02:05)", "minute", 2, False)


SCHEDULE = """### Release schedule

| Version | Date               |
| :------ | :----------------- |
| v22.1   | Week of 2026-07-27 |
| v22.2   | ~ September 2026   |
| v22.3   | ~ November 2026    |
| v22.4   | ~ January 2027     |
| v22.5   | ~ March 2027       |
| v23.0   | ~ June 2027        |
"""


# A cadence is grounded by a regular run of four dates or more in one
# paragraph; only a figure said to recur ("every", "每") is.
@pytest.mark.parametrize("point, expected", [
    ("v22.2 through v22.5 come every two months", []),
    ("v22.2 到 v22.5 每兩個月一版", []),
    ("v22.2 through v22.5 come every three months", ["three"]),
    ("v22.2 到 v22.5 每 3 個月一版", ["3"]),
    ("v22.2 到 v22.5 於兩個月內發布", ["兩"]),
])
def test_a_cadence_read_off_a_schedule(point, expected):
    assert missing(point, SCHEDULE) == expected


def test_cadences_need_three_equal_steps():
    assert cadences("2026-01-05, 2026-01-19, 2026-02-02 and 2026-02-16") == {("day", 14), ("week", 2)}
    assert cadences("march 2025, june 2025, september 2025") == frozenset()  # two steps
    assert cadences("march 2025, june 2025,\n\nseptember 2025, december 2025") == frozenset()  # two paragraphs
    assert ("year", 1) in cadences("2021 年 5 月、2022 年 5 月、2023 年 5 月、2024 年 5 月")


TWO_TABLES = "Helm 3:\n\n| Helm | Kubernetes |\n|---|---|\n" + "".join(
    f"| 3.{minor}.x | 1.{minor + 15}.x |\n" for minor in range(4)) + "\nHelm 2:\n\n| Helm | Kubernetes |\n|---|---|\n" + "".join(
    f"| 2.{minor}.x | 1.{minor + 3}.x |\n" for minor in range(17))


# A total is grounded by the sum of the counts the card gives before it in
# the sentence; each of those is checked in turn.
@pytest.mark.parametrize("point, expected", [
    ("表中 Helm 3 有四個版本，Helm 2 有十七個，共二十一個", []),
    ("表中 Helm 3 有四個版本，Helm 2 有十七個，共二十二個", ["二十二"]),
    ("表中 Helm 3 有四個版本，Helm 2 有十七個，二十一個", ["二十一"]),
    ("Helm 3 has four versions and Helm 2 has seventeen versions, 21 versions in all", []),
    ("Helm 3 has four versions and Helm 2 has seventeen versions, a total of 22 versions", ["22"]),
])
def test_a_total_of_the_counts_the_card_gives(point, expected):
    assert missing(point, TWO_TABLES) == expected


OFFSETS = "An offset date-time (an instant, with its offset from UTC): `1979-05-27T07:32:00Z` or `1979-05-27T00:32:00-07:00`."


# A UTC offset is hours from UTC.
@pytest.mark.parametrize("point, source, expected", [
    ("the second example is seven hours behind UTC", OFFSETS, []),
    ("the second example is eight hours behind UTC", OFFSETS, ["eight"]),
    ("哈薩克改用比 UTC 快 5 小時的時區", "Kazakhstan unifies on UTC+5 beginning 2024-03-01.", []),
    ("哈薩克改用比 UTC 快 6 小時的時區", "Kazakhstan unifies on UTC+5 beginning 2024-03-01.", ["6"]),
])
def test_a_utc_offset_is_hours(point, source, expected):
    assert missing(point, source) == expected


def test_a_count_of_ten_or_more_reads_only_block_lists():
    source = "Formats: a, b, c and d.\n\n" + "".join(f"- item {n}\n" for n in range(12))
    assert 4 in listed_counts(source) and 4 not in block_counts(source)
    assert 12 in block_counts(source)
    assert might_list(source, 12) and not might_list("- a\n- b\n", 12)


KEEPALIVE = """# On Linux, the specified value (in seconds) is the period used to send ACKs.
# Note that to close the connection the double of the time is needed.
# On other kernels the period depends on the kernel configuration.
tcp-keepalive 300
"""


# A multiplier in words with its article ("the double of the time") is a
# number of times; a measure the card works out as a measure times a
# multiplier it writes beside it is grounded. A multiplier in words counts
# only when the source gives the same; one written as a figure is checked.
@pytest.mark.parametrize("point, expected", [
    ("`tcp-keepalive` 預設 300 秒；要真正關閉連線需要兩倍時間，也就是十分鐘", []),
    ("`tcp-keepalive` 預設 300 秒；要真正關閉連線需要三倍時間，也就是十五分鐘", ["三"]),
    ("`tcp-keepalive` is 300 seconds; closing a dead connection takes twice that, ten minutes", []),
    ("`tcp-keepalive` is 300 seconds; closing a dead connection takes thrice that, fifteen minutes", ["fifteen"]),
    ("`tcp-keepalive` is 300 seconds; closing a dead connection takes twice that, fifteen minutes", ["fifteen"]),
])
def test_a_measure_times_a_multiplier(point, expected):
    assert missing(point, KEEPALIVE) == expected


def test_multiplier_words_need_their_article():
    assert multipliers("the double of the time") and list(multipliers("takes triple the memory")) == ["3"]
    assert not list(multipliers("a double value")) and not list(multipliers("the load doubled"))


CHANGES = "Version 7.1\n-----------\n\n" + "".join(f"-   Fix a help output issue. :issue:`{1400 + 3 * n}`\n" for n in range(36))


# A count given as a lower bound (thirty-odd) is grounded by a list whose
# length it covers: above it, below the next step of its round place.
@pytest.mark.parametrize("point, expected", [
    ("7.1 帶來三十多項修正", []),
    ("7.1 brings more than 30 fixes", []),
    ("7.1 帶來四十多項修正", ["四十"]),
    ("7.1 帶來三十項修正", ["三十"]),
    ("7.1 帶來三十多秒的延遲", ["三十"]),
])
def test_a_lower_bound_covers_a_lists_length(point, expected):
    assert missing(point, CHANGES) == expected


REQUIREMENTS = "alabaster==0.7.12\nSphinx==4.0.3\nsphinx-rtd-theme==0.5.2\nsphinx-copybutton==0.3.3\n"


# A requirements file's pinned lines are a list of packages.
@pytest.mark.parametrize("point, expected", [
    ("這份清單列出建置 Sphinx 文件所需的四個套件，每一個都以 `==` 釘選", []),
    ("這份清單列出建置 Sphinx 文件所需的五個套件，每一個都以 `==` 釘選", ["五"]),
])
def test_pinned_lines_are_a_list(point, expected):
    assert missing(point, REQUIREMENTS) == expected
