"""A count the card tallies from its own enumeration (issue 11): after a
determiner that points back at the items just listed, and when the item
added last is itself invented. Sources are excerpts of the evaluation
sets' documents (Telegraf's plugin types, tldr's 7z page, matplotlib's
SECURITY.md, etcd's restore guide)."""

from __future__ import annotations

import pytest

from anchorlint.text.counts import counts_something, last_item, tallied_items, tally_says
from conftest import ungrounded_point as missing

TELEGRAF = (
    "Telegraf is a plugin-driven agent.\n\n"
    "Telegraf plugins are divided into types: [inputs][], [outputs][],\n"
    "[processors][], and [aggregators][].\n"
)
SEVEN_ZIP = "`7z a -t{{7z|bzip2|gzip|lzip|tar|zip}} {{path/to/archive}} {{path/to/file}}`\n"
MATPLOTLIB = (
    "| Version | Supported |\n| ------- | --------- |\n| 3.7.x | :white_check_mark: |\n"
    "| 3.6.x | :white_check_mark: |\n| < 3.6 | :x: |\n"
)
ETCD = (
    "If any of the following apply, restore with a revision bump: clients use the watch\n"
    "API, etcd data is cached locally, or Kubernetes is the client.\n"
)


def _at(line: str, figure: str) -> tuple[int, int]:
    start = line.index(figure)
    return start, start + len(figure)


@pytest.mark.parametrize(("point", "expected"), [
    ("外掛分成 inputs、outputs、processors 與 aggregators 四類", []),
    # the item added last is invented, and so is the count that grew with it
    ("外掛分成 inputs、outputs、processors、aggregators 與 parsers 五類", ["parsers", "五"]),
    # an item swapped for another elsewhere leaves the list's length right
    ("外掛分成 inputs、parsers、processors 與 aggregators 四類", ["parsers"]),
    # a list invented whole is reported name by name
    ("外掛分成 alpha、beta 與 gamma 三類", ["alpha", "beta", "gamma"]),
])
def test_a_count_stands_no_better_than_the_item_added_last(point, expected):
    assert missing(point, TELEGRAF) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("`-t` 可指定封存類型，支援 7z、bzip2、gzip、lzip、tar 與 zip 六種", []),
    ("`-t` 可指定封存類型，支援 7z、bzip2、gzip、lzip、tar、zip 與 RAR 七種", ["RAR", "七"]),
])
def test_an_archive_type_added_to_the_list_and_its_count(point, expected):
    assert missing(point, SEVEN_ZIP) == expected


def test_a_source_list_as_long_still_grounds_the_count():
    source = TELEGRAF + "\nOutputs: influxdb, kafka, file, prometheus and graphite.\n"
    assert missing("外掛分成 inputs、outputs、processors、aggregators 與 parsers 五類", source) == ["parsers"]


@pytest.mark.parametrize(("point", "expected"), [
    ("只有 3.7.x 與 3.6.x 這兩個系列受支援", []),
    ("只有 3.7.x 與 3.6.x 這 3 個系列受支援", ["3"]),
    ("只有 3.7.x 與 3.6.x 這三個系列受支援", ["三"]),
    # an anaphor with nothing listed right before it still points back
    ("依支援表，這三個系列受支援", []),
])
def test_a_count_after_this_and_the_cards_own_enumeration(point, expected):
    assert missing(point, MATPLOTLIB) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("只要有 watch API 的使用者、本地快取的 etcd 資料或 Kubernetes，這三種情況都建議以 revision bump 還原", []),
    ("只要有 watch API 的使用者、本地快取的 etcd 資料或 Kubernetes，這四種情況都建議以 revision bump 還原", ["四"]),
])
def test_this_after_a_comma_points_back_at_the_clause_before(point, expected):
    assert missing(point, ETCD) == expected


@pytest.mark.parametrize(("line", "figure", "counts"), [
    ("只有 3.7.x 與 3.6.x 這 3 個系列", "3 ", True),
    ("Linux and macOS, the two platforms", "two", True),
    ("這兩個設定", "兩", False),  # nothing listed: an anaphor
    ("XXH32 and XXH64 are fast, but these two algorithms are older", "two", False),  # another clause between
    ("A 與 B\n- 這七則問題中", "七", False),  # the line before is another item
])
def test_an_anaphor_counts_only_right_after_an_enumeration(line, figure, counts):
    assert counts_something(line, *_at(line, figure)) is counts


def test_the_tally_through_a_determiner():
    line = "只有 3.7.x 與 3.6.x 這 3 個系列"
    assert tally_says(line, *_at(line, "3 "), 3) is False
    assert tally_says(line, *_at(line, "3 "), 2) is True


@pytest.mark.parametrize(("line", "figure", "value", "items"), [
    ("支援 7z、bzip2 與 RAR 三種", "三", 3, "支援 7z、bzip2 與 RAR"),  # its clause
    ("三個參數：a、b 與 c。其餘略", "三", 3, "a、b 與 c"),
    ("five people (ann, bob, cy, dee and eve)", "five", 5, "ann, bob, cy, dee and eve"),
    ("支援 7z、bzip2 與 RAR 四種", "四", 4, None),  # not as many: no tally to stand on
])
def test_where_the_tallied_items_stand(line, figure, value, items):
    span = tallied_items(line, *_at(line, figure), value)
    assert (None if span is None else line[span[0]:span[1]].strip()) == items


@pytest.mark.parametrize(("end_of", "last"), [("RAR", True), ("bzip2", False), ("7z", False)])
def test_the_last_item(end_of, last):
    line = "支援 7z、bzip2 與 RAR 三種"
    assert last_item(line, line.index(end_of) + len(end_of), line.index(" 三種")) is last


# ripgrep's changelog on its Windows build; CloudEvents' webhook spec's table of contents.
RIPGREP = (
    "- Add --hyperlink option to add OSC 8 hyperlinks to output\n"
    "- Binaries are built for x86_64/intel Macs and Windows 7.\n"
)
WEBHOOK_TOC = (
    "1. [Use of Webhooks](#1-use-of-webhooks)\n2. [Delivering notifications](#2-delivering-notifications)\n"
    "3. [Authorization](#3-authorization)\n\n"
    "This specification also applies equivalently to HTTP/2 and to HTTP 1.1.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("`--hyperlink` 輸出 OSC 8 超連結，並保留 Windows 7 支援", []),
    ("`--hyperlink` 輸出 OSC 8 超連結，並保留 Windows 8 支援", ["8"]),
])
def test_a_single_digit_version_belongs_to_its_name(point, expected):
    assert missing(point, RIPGREP) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("規格同樣適用於 HTTP/2 與 HTTP 1.1", []),
    ("規格同樣適用於 HTTP/2 與 HTTP/3", ["3"]),
    ("授權一節是第 3 節", []),  # a place the card points at: the label is its number
])
def test_a_label_is_no_version(point, expected):
    assert missing(point, WEBHOOK_TOC) == expected


@pytest.mark.parametrize(("line", "name"), [
    ("over HTTP/3", "HTTP"),
    ("see docs/api/3", None),  # a path's part, no name
    ("Kubernetes 1.29", "Kubernetes"),
])
def test_a_name_before_its_version(line, name):
    from anchorlint.text.version_names import product_name

    assert product_name(line, len(line) - len(line.split("/")[-1].split(" ")[-1])) == name


def test_a_name_with_its_digit_glued_is_that_names_version():
    # PaddleOCR's guide writes python3 and a numbered step "3.": Python 3 is python3's.
    source = "- python3\n- glibc 2.23\n\n3. 克隆 PaddleOCR repo 代码\n"
    assert missing("工作環境是 Python 3 與 glibc 2.23", source) == []
    assert missing("工作環境是 Ruby 3 與 glibc 2.23", source) == ["Ruby", "3"]


# etcd's changelog on grpc-proxy's new flags.
ETCD_FLAGS = (
    "- grpc-proxy: add `--dial-keepalive-time`, `--dial-keepalive-timeout` and `--permit-without-stream` flags.\n"
    "- Fix four issues: a, b, c and d.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("grpc-proxy 新增三個旗標：--dial-keepalive-time、--dial-keepalive-timeout 與 --permit-without-stream", []),
    ("grpc-proxy 新增四個旗標：--dial-keepalive-time、--dial-keepalive-timeout 與 --permit-without-stream", ["四"]),
])
def test_flags_after_the_colon_are_the_items_counted(point, expected):
    assert missing(point, ETCD_FLAGS) == expected


def test_names_after_the_colon_with_dashes():
    from anchorlint.text.counts import names_after

    line = "新增四個旗標：--a-b、-c 與 --d"
    assert names_after(line, line.index("四") + 1) == 3


# snappy's format description; a zh-CN README's maintainers.
SNAPPY = "There are two types of elements in a Snappy stream: literals and copies (backreferences).\n"
MAINTAINERS = "## 维护者\n\n玉霄、庄家钜、怀宇\n\n- 1. a\n- 2. b\n- 3. c\n- 4. d\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("元素分兩類：字面值與複製（回溯參照），串流不能以複製開頭", SNAPPY, []),
    ("元素分三類：字面值與複製（回溯參照），串流不能以複製開頭", SNAPPY, ["三"]),
    ("維護者有三位：玉霄、庄家钜、怀宇", MAINTAINERS, []),
    ("維護者有四位：玉霄、庄家钜、怀宇", MAINTAINERS, ["四"]),
    # a noun between the counter and the colon: the items may be each one's fields
    ("列出四則漏洞：日期、CVE 編號與受影響版本", MAINTAINERS, ["CVE"]),
])
def test_chinese_words_after_a_colon_right_after_the_counter(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("line", "figure", "named"), [
    ("維護者有四位：玉霄、莊家鉅、懷宇；交流建議加群", "四", 3),
    ("元素分三類：字面值與複製（回溯參照），串流不能", "三", 2),
    ("第四、五步：再解壓到 cluster1 與 cluster2", "五", None),  # 第…: steps numbered, no count
    ("七則漏洞：日期、CVE 編號與受影響版本", "七", None),  # a noun before the colon
])
def test_the_words_named_after_a_counters_colon(line, figure, named):
    from anchorlint.text.counts import names_after

    assert names_after(line, line.index(figure) + len(figure)) == named


# NEP 29 on its support window; gRPC's keepalive guide on its channel arguments.
NEP29 = "there would always be at least two minor versions of Python and three minor versions of NumPy.\n"
GRPC = (
    "- GRPC_ARG_KEEPALIVE_TIME_MS\n- GRPC_ARG_KEEPALIVE_TIMEOUT_MS\n- GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS\n"
    "- GRPC_ARG_HTTP2_MAX_PINGS_WITHOUT_DATA\n\nOn the server side only:\n\n"
    "- GRPC_ARG_HTTP2_MIN_RECV_PING_INTERVAL_WITHOUT_DATA_MS\n- GRPC_ARG_HTTP2_MAX_PING_STRIKES\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Python support covers at least two minor versions, NumPy support at least three", NEP29, []),
    ("Python support covers at least two minor versions, NumPy support at least five", NEP29, ["five"]),
    ("Four channel arguments control the ping, and two more apply on the server side only", GRPC, []),
    ("Four channel arguments control the ping, and three more apply on the server side only", GRPC, ["three"]),
])
def test_a_count_whose_noun_is_left_out(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("line", "figure", "counts"), [
    ("keep it active for eighteen months and in maintenance for twelve more.", "twelve", False),  # a measure
    ("A release takes five steps numbered 0 to 4: preparing", "4", False),  # a range's end
    ("at least two minor versions of Python, and of NumPy at least three.", "three", True),
])
def test_an_elided_noun(line, figure, counts):
    start = line.index(figure)
    assert counts_something(line, start, start + len(figure)) is counts


def test_an_ordinal_before_the_cards_enumeration_is_no_count():
    # 第 numbers a step; the items after its colon are what the step returns
    line = "第 5 步回傳輸出：可以回傳 dict、list 與 str"
    assert counts_something(line, line.index("5"), line.index("5") + 1) is False
