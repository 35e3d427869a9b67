"""Forms the real documents of evaluation/fresh8 showed (issue 11): each
faithful form beside the invention that must stay reported. The sources
are excerpts of the set's own documents."""

from __future__ import annotations

import pytest

from anchorlint.text.numbers import read_numbers
from conftest import ungrounded_point as missing

# Vite's migration guide on its browser targets.
BASELINE = (
    "These browser versions align with Baseline Widely Available feature sets as of "
    "2026-01-01. In other words, they were all released about two and a half years ago.\n"
)


@pytest.mark.parametrize(("text", "key", "unit"), [
    ("released about two and a half years ago", "2.5", "year"),
    ("都是大約兩年半前發布的瀏覽器", "2.5", "year"),
    ("one and a halfpenny", "1", None),
    ("兩年前", "2", "year"),
])
def test_a_count_and_its_half_are_one_figure(text, key, unit):
    first = read_numbers(text)[0]
    assert (first.key, first.unit) == (key, unit)


@pytest.mark.parametrize(("point", "expected"), [
    ("這些版本都是大約兩年半前發布的瀏覽器", []),
    ("These browsers were all released about two and a half years ago", []),
    ("These browsers were all released about three and a half years ago", ["three and a half"]),
    ("這些版本都是大約三年半前發布的瀏覽器", ["三"]),
])
def test_half_years_against_vite_baseline(point, expected):
    assert missing(point, BASELINE) == expected


@pytest.mark.parametrize(("text", "figure", "key"), [
    ("up to 13x for larger directories (1M files).", "1M", "1000000"),
    ("75M(46W行25列)的Excel", "46W", "460000"),
    ("75M(46W行25列)的Excel", "75M", "75"),
    ("a 5M timeout", "5M", "5"),
    ("5m seconds", "5m", "5"),
    ("64M内存", "64M", "64"),
])
def test_a_scale_letter_glued_to_a_figure(text, figure, key):
    from anchorlint.text.anchors import fold

    at = text.index(figure)
    assert [n.key for n in read_numbers(fold(text)) if n.start == at] == [key]


# fd's CHANGELOG on v9.0.0 and EasyExcel's README title.
FD = "of 6-8x for full traversals of smaller directories (100k files) and up to 13x for larger directories (1M files).\n"
EASYEXCEL = "## 64M内存1分钟内读取75M(46W行25列)的Excel\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("較大目錄（100 萬個檔案）最多快 13 倍", FD, []),
    ("較大目錄（200 萬個檔案）最多快 13 倍", FD, ["200 萬"]),
    ("1 分鐘內讀取 75M（46 萬列、25 欄）的 Excel", EASYEXCEL, []),
    ("1 分鐘內讀取 75M（64 萬列、25 欄）的 Excel", EASYEXCEL, ["64 萬"]),
])
def test_scale_letters_against_fd_and_easyexcel(point, source, expected):
    assert missing(point, source) == expected


# Snappy's format description on the stream's length preamble.
SNAPPY_LENGTH = (
    "The stream starts with the uncompressed length (up to a maximum of 2^32 - 1),\n"
    "stored as a little-endian varint.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("串流開頭是未壓縮長度，最大 2^32 - 1", []),
    ("The length is at most 2^32 - 1", []),
    ("目前的壓縮器以 32 kB 區塊運作", ["32"]),
    ("The compressor works on 32 kB blocks", ["32"]),
])
def test_an_exponent_is_part_of_its_power(point, expected):
    assert missing(point, SNAPPY_LENGTH) == expected


@pytest.mark.parametrize(("text", "unit"), [
    ("7 keeps working", None),
    ("5 business days", "day"),
    ("10 working-days", "day"),
    ("3 calendar months", "month"),
    ("4 additional hours", "hour"),
])
def test_a_qualifier_is_a_unit_only_through_the_unit_after_it(text, unit):
    from anchorlint.text.numbers import unit_at

    assert unit_at(text, text.index(" ")) == unit


# fd's CHANGELOG on 10.2.0.
FD_WINDOWS = "- Build windows releases with rust 1.77 so windows 7 is still supported\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("built with Rust 1.77 so that Windows 7 keeps working", []),
    ("built with Rust 1.77 so that Windows 8 keeps working", ["8"]),
])
def test_windows_7_keeps_working_against_fd(point, expected):
    assert missing(point, FD_WINDOWS) == expected


@pytest.mark.parametrize(("text", "unit"), [
    ("每個位元組低 7 位是資料", "bit"),
    ("放在標籤的高六位", "bit"),
    ("維護者有三位", None),
    ("最高 3 位維護者", None),
    ("高 3 位置", None),
])
def test_wei_after_low_or_high_is_bits(text, unit):
    assert read_numbers(text)[0].unit == unit


# Snappy's format description on the varint and a literal's tag byte.
SNAPPY_BITS = (
    "stored as a little-endian varint. Varints consist of a series of bytes,\n"
    "where the lower 7 bits are data and the upper bit is set iff there are\n"
    "more bytes to be read.\n\n"
    "The interpretation of the upper six bits are element-dependent.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("每個位元組低 7 位是資料，最高位表示後面還有位元組", []),
    ("每個位元組低 5 位是資料，最高位表示後面還有位元組", ["5"]),
    ("元素的意義看標籤的高六位", []),
    ("元素的意義看標籤的高五位", ["五"]),
])
def test_low_and_high_bits_against_snappy(point, expected):
    assert missing(point, SNAPPY_BITS) == expected


# Bluesky's rate-limit page: the Relay's limits and the points budget.
BLUESKY_RELAY = (
    "The limit is 5,000 points per hour and 35,000 points per day.\n\n"
    "The `createSession` endpoint allows 30 per 5 minutes.\n\n"
    "The Bluesky-operated Relay applies the following limits to new PDS instances:\n\n"
    "- PDS Repository Stream Events (all types)\n"
    "  - 50 per second\n"
    "  - 1500 per hour\n"
    "  - 10,000 per day\n"
)


@pytest.mark.parametrize(("text", "key", "unit"), [
    ("1500 per hour", "1500", "per hour"),
    ("1500 a day", "1500", "per day"),
    ("每小時 1500 次", "1500", "per hour"),
    ("每 1500 筆", "1500", None),
])
def test_a_rate_keeps_its_time_unit(text, key, unit):
    first = read_numbers(text)[0]
    assert (first.key, first.unit) == (key, unit)


@pytest.mark.parametrize(("point", "expected"), [
    ("The Relay lets a new PDS send 50 events a second, 1500 an hour and 10,000 a day", []),
    ("Relay 讓新的 PDS 每小時送 1500 個事件、每天 10,000 個", []),
    ("a budget of 5,000 points an hour and 35,000 a day", []),
    ("createSession allows 1500 a day per account", ["1500"]),
    ("createSession 每天 1500 次", ["1500"]),
])
def test_rates_against_bluesky_relay(point, expected):
    assert missing(point, BLUESKY_RELAY) == expected


# Bluesky's rate-limit page: a docs site's front matter above the title,
# then four sections (the accounts a Relay lets a PDS create: 5 a second).
BLUESKY_SECTIONS = (
    "---\nsidebar_position: 4\n---\n\n# Rate Limits\n\nRate limits help service providers.\n\n"
    "## Content Write Operations (per account)\n\nThe limit is 5,000 points per hour.\n\n"
    "## Hosted Account (PDS) Limits\n\nMost requests go through the PDS host.\n\n"
    "## Bluesky AppView Limits\n\nThese API services have generous rate-limits.\n\n"
    "## Relay Limits\n\n- New Account Creation\n  - 5 per second\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The page has four sections after its introduction", []),
    ("這一頁介紹之後分成四個部分", []),
    ("The Relay lets a new PDS create 4 accounts a second", ["4"]),
])
def test_front_matter_is_no_heading_above_the_title(point, expected):
    # The front matter's closing --- under its setting is no underline: the
    # four ## sections are the page's top sections, not a list of four.
    assert missing(point, BLUESKY_SECTIONS) == expected


# Gitea's configuration cheat sheet on locking an issue.
GITEA_ISSUE = (
    "- `LOCK_REASONS`: **Too heated,Off-topic,Resolved,Spam**: A list of reasons why a Pull Request or Issue can be locked\n"
    "- `MAX_PINNED`: **3**: Maximum number of pinned Issues per Repo.\n"
    "- `MAX_FILES`: **5**: Max number of files per upload.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Issue 可用 Too heated、Off-topic、Resolved、Spam 四種理由鎖定", []),
    ("Issue 可用 Too heated、Off-topic、Resolved、Spam 五種理由鎖定", ["五"]),
    ("Issue 可用 Too heated、Off-topic 與 Spam 五種理由鎖定", ["五"]),
    ("每個儲存庫最多釘選 3 個 issue，每次上傳最多 5 個檔案", []),
])
def test_a_count_after_the_names_it_counts_against_gitea(point, expected):
    # The card names what it counts: a source 5 written for something else
    # (MAX_FILES) does not ground a count its own four names contradict.
    assert missing(point, GITEA_ISSUE) == expected


@pytest.mark.parametrize(("line", "count", "named"), [
    ("Issue 可用 Too heated、Off-topic、Resolved、Spam 五種理由鎖定", "五", 4),
    ("外掛分成 inputs、outputs、processors、aggregators 與 parsers 五類", "五", 5),
    ("每個網域五十個 cookie、總數 3,000 個", "3,000", None),
    ("`Reviewed-by: Z` 與 `Refs: #123` 兩個頁腳", "兩", None),
    ("supports Windows, macOS and Linux 3 platforms", "3", None),
])
def test_names_before_a_count(line, count, named):
    from anchorlint.text.counts import names_before

    start = line.index(count)
    assert names_before(line, start, start + len(count)) == named


# Vite's migration guide: the esbuild options converted, one partly.
VITE_OPTIONS = (
    "The following options are converted automatically:\n\n"
    "- `esbuildOptions.minify` -> `rolldownOptions.output.minify`\n"
    "- `esbuildOptions.keepNames` -> `rolldownOptions.output.keepNames`\n"
    "- `esbuildOptions.platform` -> `rolldownOptions.platform`\n"
    "- `esbuildOptions.plugins` -> `rolldownOptions.plugins` (partial support)\n\n"
    "Either `build.rollupOptions` or `build.rolldownOptions` may be set.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("`minify` and 3 other options are converted automatically", []),
    ("`plugins` and 2 other options are only partly supported", ["2"]),
    ("Two other options are only partly supported", ["Two"]),
    ("The guide converts four options automatically", []),
])
def test_a_count_of_the_rest_against_vite(point, expected):
    # "N other options" counts the rest of a list: with the one it names a
    # list of four, which the source gives; "`plugins` and 2 other" would be
    # a list of three, which it does not (its one partly supported option).
    assert missing(point, VITE_OPTIONS) == expected
