"""Counts (H7's ``single_digit: count``, the default): a single digit that
counts something is an anchor, grounded by the same number in the source,
by a list of that many items in the source, or by the card's own
enumeration beside it. Each invention is beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.text.counts import card_tally, counts_something
from anchorlint.text.source_lists import listed_counts, section_counts, versioned_counts
from anchorlint.text.source_markup import plain_text
from conftest import ungrounded_point as missing

CHANGELOG = """# Changelog

## Unreleased

## 1.2.0 (2024-03-01)

### Fixed

- a crash on empty input
- a leak in the pool

## 1.1.0 (2024-01-10)

- first import

## 1.0.0 (2023-12-01)
"""


@pytest.mark.parametrize("point, source, expected", [
    # An inline enumeration of three.
    ("設定文件介紹三個限制參數", "It limits the line, the fields and the field size.", []),
    ("設定文件介紹四個限制參數", "It limits the line, the fields and the field size.", ["四"]),
    ("the reference describes three limits", "It limits the line, the fields and the field size.", []),
    ("the reference describes five limits", "It limits the line, the fields and the field size.", ["five"]),
    # A bullet list of two; the releases of a changelog (its numbered headings).
    ("1.2.0 修正兩個問題", CHANGELOG, []),
    ("this part covers three releases", CHANGELOG, []),
    ("this part covers six releases", CHANGELOG, ["six"]),
    ("每個 worker 4 個執行緒", "Each worker runs a pool of threads.", ["4"]),
    ("Tier 1 covers 6 target triples", "Tier 1 covers aarch64 and x86_64 targets.", ["6"]),
    # The same number in the source grounds it, as before.
    ("每個 worker 4 個執行緒", "Each worker runs 4 threads.", []),
])
def test_a_count_is_grounded_by_a_list_of_that_many(point, source, expected):
    assert missing(point, source) == expected


# Sources that name each thing in a sentence of its own: no list of them.
FIELDS = "mediaType is a string. digest is a hash. size is an int."
MODES = "session is the default. transaction is cheaper. statement is the strictest."
FOOTERS = "A footer such as Reviewed-by: Z goes last. So does Refs: #123 in the example."
HOSTS = "Halora is one host. Outlook is another. Salesforce is supported."


@pytest.mark.parametrize("point, source, expected", [
    ("三個必填欄位：mediaType、digest 與 size", FIELDS, []),
    ("四個必填欄位：mediaType、digest 與 size", FIELDS, ["四"]),
    ("四種模式：session、transaction 與 statement", MODES, ["四"]),
    ("三種模式：session、transaction 與 statement", MODES, []),
    ("帶 `Reviewed-by: Z` 與 `Refs: #123` 兩個頁腳", FOOTERS, []),
    ("支援 Halora、Outlook 與 Salesforce 三種環境", HOSTS, []),
    ("支援 Halora 與 Salesforce 三種環境", HOSTS, ["三"]),
])
def test_a_count_of_the_cards_own_enumeration(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, number, counted", [
    ("covers three releases", "three", True),
    ("covers 6 target triples", "6", True),
    ("dropped three Python versions", "three", True),
    ("有四種模式", "四", True),
    ("2 個 urls", "2", True),
    ("the two targets are identical", "two", False),  # an anaphor: things already named
    ("這兩個設定", "兩", False),
    ("at least five", "five", False),
    ("three of them", "three", False),
    ("every second release", "second", False),
])
def test_what_counts_something(text, number, counted):
    start = text.index(number)
    assert counts_something(text, start, start + len(number)) is counted


def test_the_sizes_of_a_sources_lists():
    source = "Intro: A, B and C.\n\n- one\n- two\n  - nested\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    assert {3, 2}.issubset(listed_counts(source))
    assert 1 not in listed_counts(source)
    assert 2 in listed_counts(CHANGELOG)  # items
    assert 3 in versioned_counts(CHANGELOG) and 3 not in listed_counts(CHANGELOG)  # the releases count releases only
    assert 4 not in listed_counts(CHANGELOG) and 4 in section_counts(CHANGELOG)  # its four top sections: parts


@pytest.mark.parametrize("line, at, expected", [
    ("三個賣點：快；穩；省", 0, 3),
    ("Three parts: a, b and c. Then more", 0, 3),
    ("A、B 與 C 三種", 9, 3),
    ("可用於 1.17、1.16、1.15、1.14 四個版本", 24, 4),  # 、 alone enumerates in Chinese
    ("可用於 1.14 四個版本", 9, None),
    ("only three", 5, None),
])
def test_the_cards_own_tally(line, at, expected):
    assert card_tally(line, at, at + 1) == expected


@pytest.mark.parametrize("point, expected", [
    ("a bug shows about four centuries after the switch", []),
    ("a bug shows about five centuries after the switch", ["five"]),
    ("the fix took four decades", ["four"]),
])
def test_centuries_and_decades_are_years(point, expected):
    # "four centuries" counts years in a unit of its own, not things.
    assert missing(point, "Some timestamps fail about 400 years after a switch.") == expected


RST_ARCHIVE = """Archive
=======

May 6, 2021 - CVE-2021-32052
----------------------------

Versions affected
~~~~~~~~~~~~~~~~~

* Django 3.2

May 4, 2021 - CVE-2021-31542
----------------------------

April 6, 2021 - CVE-2021-28658
------------------------------
"""


@pytest.mark.parametrize("point, expected", [
    ("Django 3.2 is affected by all three entries", []),  # "all three": a total, grounded by three headings
    ("Django 3.2 is affected by all four entries", ["four"]),
])
def test_underlined_headings_are_counted(point, expected):
    assert missing(point, RST_ARCHIVE) == expected


# A counter keeps its number as a unit does: a count is not grounded by the
# same figure that the source gives only as a measurement.
@pytest.mark.parametrize("point, source, expected", [
    ("最多 32 個 frame", "Each frame field is 32 bits wide.", ["32"]),
    ("最多 32 個 frame", "Up to 32 frames are indexed.", []),
    ("the index holds 32 frames", "The field is 32 bits wide.", ["32"]),
    ("the index holds 32 frames", "The field holds 32.", []),
    ("輸出最少六位十進位數字", "truncated to as few as 6 decimal digits", []),  # digits count
    ("重試 3 次", "It retries 3 times.", []),
    ("參議員須年滿 30 歲", "No Person shall be a Senator who shall not have attained to the Age of thirty Years.", []),
])
def test_a_count_is_not_grounded_by_a_measurement(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("point, source, expected", [
    ("超過 6 段的管線應拆成函式", "Long pipelines should be split into functions.", ["6"]),
    ("部署分四步完成", "Deploying takes a few steps.", ["四"]),
    ("Nine people contributed to the release", "Contributors: Ann and Bo.", ["Nine"]),
    ("Two people contributed to the release", "Contributors: Ann and Bo.", []),
])
def test_more_counters_and_irregular_plurals(point, source, expected):
    assert missing(point, source) == expected


# A README's top sections are its chapters, not a list of platforms: five of
# them ground no "five platforms", only five parts.
README = """# InkStone

## Origins

## Design

## Android guide

- install
- use

## iOS/macOS guide

## License
"""

PLATFORM_GUIDE = """# Ports

## Platforms

### Android

### iOS

### macOS

### Windows

### Linux
"""


@pytest.mark.parametrize("point, source, expected", [
    ("移植到五個平台", README, ["五"]),
    ("it now runs on five platforms", README, ["five"]),
    ("文件分五個部分", README, []),
    ("the document has five sections", README, []),
    ("移植到五個平台", PLATFORM_GUIDE, []),  # a run nested under a section lists its kinds
])
def test_top_sections_count_only_parts(point, source, expected):
    assert missing(point, source) == expected


def test_the_top_sections_and_the_nested_runs():
    assert 5 not in listed_counts(README) and 5 in section_counts(README)
    assert 5 in listed_counts(PLATFORM_GUIDE) and 5 not in section_counts(PLATFORM_GUIDE)
    assert 3 in versioned_counts(CHANGELOG)  # releases, whose titles carry a figure, count releases


# A front matter's integer setting orders the site's pages and renders
# nothing: `sort_rank: 5` grounds no "five files"; the same 5 in the text does.
STORAGE = """---
title: Storage
sort_rank: 5
---

# Storage

Write-ahead log files are kept in the wal directory in 128MB segments.
"""


@pytest.mark.parametrize("point, source, expected", [
    ("至少保留五個檔案", STORAGE, ["五"]),
    ("at least 5 files are kept", STORAGE, ["5"]),
    ("至少保留五個檔案", STORAGE.replace("128MB segments.", "128MB segments; at least 5 files are kept."), []),
    ("至少保留五個檔案", STORAGE.replace("sort_rank: 5", "sort_rank: five"), []),  # a word is no ordering figure
    ("頁面標題是 Storage", STORAGE, []),  # the front matter's other fields still ground
])
def test_a_front_matter_figure_grounds_no_count(point, source, expected):
    assert missing(point, source) == expected


def test_only_the_leading_front_matter_loses_its_figures():
    assert plain_text("---\nweight: 6\ntitle: x\n---\nweight: 6\n") == "---\nweight:\ntitle: x\n---\nweight: 6\n"
    assert plain_text("intro\n---\nweight: 6\n---\n") == "intro\n---\nweight: 6\n---\n"  # rules, not a front matter


# fresh12's Federal Source Code Policy card: the last item after the joining
# word holds an "and" of its own ("on building and using it").
README_LINE = ("Every OSS repository needs a README covering at least five things: the software's status, its"
               " purpose, the expected engagement level, licence details and technical details on building and"
               " using it")


@pytest.mark.parametrize("line, tally", [
    (README_LINE, 5),
    ("It checks three things: the name, the owner and the size and age of the file", 3),
    ("It checks three things: the name, the owner and the size", 3),
])
def test_the_last_item_splits_at_its_first_joining_word(line, tally):
    start = line.index("five") if "five" in line else line.index("three")
    assert card_tally(line, start, start + len(line[start:].split()[0])) == tally


def test_a_count_tallied_by_a_last_item_with_its_own_and():
    source = "Each OSS repository should have a README that says what the software is for."
    assert missing(README_LINE, source) == []
    assert missing(README_LINE.replace("five", "six"), source) == ["six"]
