"""A year written with its month and no day is one date (issue 11): its
month is not grounded by the same month of another year. Sources are
excerpts of the evaluation sets' documents (go-zero's zh-CN README, curl's
history by year)."""

from __future__ import annotations

import pytest

from anchorlint.text.full_dates import year_month_keys, year_months
from conftest import ungrounded_point as missing

GO_ZERO = (
    "2018 年初，我们决定从 Java+MongoDB 的单体架构迁移到微服务架构，18 年 8 月底完全上线。\n\n"
    "```\nHTTP/1.1 200 OK\nDate: Thu, 22 Oct 2020 14:03:18 GMT\n```\n"
)
CURL = (
    "History\n=======\n\n1997\n----\n\nhttpget 0.1 was released in August 1997.\n\n"
    "1998\n----\n\nAugust: first announcement of curl on freshmeat.net.\n\n"
    "October: with the curl 4.9 release, cookie support.\n\n"
    "## 2000\n\nThe first non-beta release was named 7.1 and arrived in August.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("不到半年就在 2018 年 8 月底全面上線", []),  # the source's two-digit 18 年 8 月
    ("不到半年就在 2018 年 10 月底全面上線", ["10"]),  # its October is of 2020
    ("範例回應的日期是 2020 年 10 月 22 日", []),
    ("範例回應產生於 2020 年 10 月", []),
])
def test_a_year_and_its_month_are_one_date(point, expected):
    assert missing(point, GO_ZERO) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("curl 4.9 shipped in October 1998 with cookies", []),  # October under the 1998 heading
    ("curl was first announced on freshmeat.net in August 1998", []),
    ("The first non-beta release, 7.1, arrived in August 2000", []),  # a `##` year heading
    ("curl 4.9 shipped in October 1997 with cookies", ["October"]),
])
def test_the_months_under_a_year_heading(point, expected):
    assert missing(point, CURL) == expected


def test_a_source_without_a_year_and_month_says_nothing():
    assert missing("2018 年 10 月推出第二版", "In 2018 we shipped the second version in October.\n") == []


@pytest.mark.parametrize(("text", "found"), [
    ("2018 年 10 月底", [(2018, 10)]),
    ("2018 年 10 月 5 日", []),  # a whole date: the day decides
    ("october 2018", [(2018, 10)]),
    ("on 15 june 1911", []),  # a whole date's month and year
    ("18 年 8 月", []),  # a card's year has four digits
])
def test_a_cards_year_with_its_month(text, found):
    assert [(year, month) for _, _, year, month in year_months(text)] == found


def test_a_sources_years_with_their_months():
    assert year_month_keys(CURL.lower()) >= {(1997, 8), (1998, 8), (1998, 10), (2000, 8)}
    assert (2018, 8) in year_month_keys(GO_ZERO.lower())
    assert (2020, 10) in year_month_keys(GO_ZERO.lower())


EXA = "exa 0.9.0 is a modern replacement for ls. See version 2 of the format.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("The man page for version 0.10.1", ["version 0.10.1"]),
    ("The man page for version 0.9.0", []),
    ("這是 version 0.10.1 的說明", ["version 0.10.1"]),
    ("The format's version 2 is described", []),
    ("The format's version 3 is described", ["version 3"]),
])
def test_version_written_out_is_a_version(point, expected):
    assert missing(point, EXA, title="exa") == expected
