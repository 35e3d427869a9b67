"""Readings found on the fourth real-document set (evaluation/fresh2) and
the misses of evaluation/fresh: each case is a general reading, with the
invention it must still catch beside the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.text.numbers import read_numbers
from conftest import ungrounded_point as missing


# Months and years are one dimension: twelve months make a year.
@pytest.mark.parametrize("point, source, expected", [
    ("每個主版本支援兩年", "All major releases are typically supported for 24 months.", []),
    ("每個主版本支援三年", "All major releases are typically supported for 24 months.", ["三"]),
    ("a major is supported for two years", "All major releases are supported for 24 months.", []),
    ("每個版本支援 60 個月", "The final release is made five years after 3.X.0.", []),
    ("每個版本支援 48 個月", "The final release is made five years after 3.X.0.", ["48"]),
])
def test_months_and_years_convert(point, source, expected):
    assert missing(point, source) == expected


# A day with an ordinal before its month (3rd November, 2023) and a
# year-month (2028-06) are dates; "the 2nd may" is no date.
@pytest.mark.parametrize("point, source, expected", [
    ("0.25.1 於 2023 年 11 月 3 日發布", "## 0.25.1 (3rd November, 2023)", []),
    ("0.25.1 於 2023 年 11 月 4 日發布", "## 0.25.1 (3rd November, 2023)", ["4"]),
    ("LTS 到 2028 年 6 月結束", "| ^22.0.0 | Active | 2026-06-03 | 2027-06 | LTS ends 2028-06 |", []),
    ("LTS 到 2029 年 6 月結束", "| ^22.0.0 | Active | 2026-06-03 | 2027-06 | LTS ends 2028-06 |", ["2029"]),
])
def test_more_date_forms(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize("text, expected", [
    ("(3rd november, 2023)", [("3", "day_of"), ("11", "month_of"), ("2023", "year")]),
    ("2 may 2023", [("2", "day_of"), ("5", "month_of"), ("2023", "year")]),
    ("the 2nd may fail", [("2", None)]),
    ("ends 2028-06", [("2028", "year"), ("6", "month_of")]),
    ("the 2019-20 season", [("2019-20", None)]),
    ("keeps 9 fractional digits", [("9", "digit")]),
    ("4 additional hours", [("4", "hour")]),
    ("5 new features", [("5", None)]),
])
def test_date_and_unit_readings(text, expected):
    assert [(n.key, n.unit) for n in read_numbers(text)] == expected


# A whole date is grounded only by the same date: each part of June 23, 2022
# may occur in the source (Jun 23 of 2020, 2022 in another date) while the
# date does not. A source that gives the day without its year grounds it.
@pytest.mark.parametrize("point, source, expected", [
    ("NumPy 1.21 於 June 23, 2020 停止支援", "On Jun 23, 2020 drop NumPy 1.21\nOn Jun 22, 2022 drop NumPy 1.23", []),
    ("NumPy 1.21 於 June 23, 2022 停止支援", "On Jun 23, 2020 drop NumPy 1.21\nOn Jun 22, 2022 drop NumPy 1.23", ["23"]),
    ("^20.0.0 於 2025 年 5 月 28 日發布", "| ^20.0.0 | LTS | 2025-05-28 | 2025-11-19 |", []),
    ("curl 4 於 1998 年 3 月 20 日發布", "on March 20,\n1998 curl 4 was released", []),
    ("curl 4 於 1998 年 3 月 20 日發布", "1998: curl 4 was released on March 20", []),
    ("截止日 12 月 20 日", "in December, a note on the 20th", []),  # the source gives no whole date
    # wrapped prose breaks the date between its month and its day
    ("預計在 August 17, 2027 上線", "The launch is scheduled for August\n17, 2027.\n## 17. Timeline", []),
    ("預計在 August 17, 2028 上線", "The launch is scheduled for August\n17, 2027.\nReview in 2028.\n## 17. Timeline", ["17"]),
])
def test_whole_dates(point, source, expected):
    assert missing(point, source) == expected


# A major version written with a v (v20) for the source's 20.0.0; a hash
# shortened to its first digits; an acronym taken out of a CamelCase name.
@pytest.mark.parametrize("point, source, expected", [
    ("v20 與 v21 仍受支援", "| ^21.0.0 | LTS |\n| ^20.0.0 | LTS |", []),
    ("v19 仍受支援", "| ^21.0.0 | LTS |\n| ^20.0.0 | LTS |", ["v19"]),
    ("digest 以 `sha256:5b0bcabd` 開頭", "digest sha256:5b0bcabd1ed22e9fb1310cf6c2dec7cdef19f0ad69efa1f392e94a4333501270", []),
    ("digest 以 `sha256:5b0bcabe` 開頭", "digest sha256:5b0bcabd1ed22e9fb1310cf6c2dec7cdef19f0ad69efa1f392e94a4333501270", ["5b0bcabe"]),
    ("use an explicit WSGI transport", "use `transport=httpx.WSGITransport()`", []),
    ("use an explicit RSGI transport", "use `transport=httpx.WSGITransport()`", ["RSGI"]),
    ("只適用 HTTP", "see httpx.AsyncHTTPTransport", []),
    ("只適用 SMTP", "Only works with SMTPS servers", ["SMTP"]),
])
def test_versions_hashes_and_camelcase_parts(point, source, expected):
    assert missing(point, source) == expected


# A verb and its particle written as one noun (checkout for "checked out",
# setup for "setting up"); the abbreviation spec for specification.
@pytest.mark.parametrize("point, source, expected", [
    ("在 checkout 時下載大檔案", "Large files are downloaded when they are checked out.", []),
    ("在 checkin 時下載大檔案", "Large files are downloaded when they are checked out.", ["checkin"]),
    ("完成 setup 之後", "After setting up the runner, start it.", []),
    ("依照 OCI spec", "the OCI image specification", []),
])
def test_joined_forms(point, source, expected):
    assert missing(point, source) == expected


# A single digit after a capitalised word is part of a name (Level 3,
# Python 4); a count after a name in a Chinese line is not (Lambda 三種):
# it is a count, grounded by the three environments the source lists.
# After a semicolon an English word is capitalised only as a name.
@pytest.mark.parametrize("point, source, expected", [
    ("text-spacing is defined in CSS Text Module Level 3", "CSS Text Module Level 4 has text-spacing", ["3"]),
    ("text-spacing is defined in CSS Text Module Level 4", "CSS Text Module Level 4 has text-spacing", []),
    ("支援 Lambda 三種環境", "Runs on Lambda, Fargate and EC2.", []),
    ("支援 Lambda 3 種環境", "Runs on Lambda, Fargate and EC2.", []),
    ("it saves months of work; Dask adopted it", "it could save months of maintenance", ["Dask"]),
    ("it saves months of work: the rule helps", "it could save months of maintenance", []),
])
def test_names_with_digits_and_after_semicolons(point, source, expected):
    assert missing(point, source) == expected


# An HTTP status is a code, not a quantity: it grounds the code, not a
# measurement that reuses its figure.
@pytest.mark.parametrize("point, source, expected", [
    ("回應 500 ms 後才回傳", "Return `500` error response instead of exceptions.", ["500"]),
    ("改回傳 HTTP 500", "Return `500` error response instead of exceptions.", []),
    ("改回傳 500 錯誤", "Return `500` error response instead of exceptions.", []),
    ("等待 404 ms", "The server answers with status 404 for a missing page.", ["404"]),
    ("等待 404 ms", "The server waits 404 ms.", []),
    ("等待 500 ms", "Retries after 500 ms; a 500 error is retried.", []),
])
def test_an_http_status_is_not_a_quantity(point, source, expected):
    assert missing(point, source) == expected
