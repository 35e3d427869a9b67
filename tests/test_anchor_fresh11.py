"""Forms the real documents of evaluation/fresh9 and evaluation/fresh11
showed (issue 11): each invention beside the faithful form that must stay
grounded. The sources are excerpts of the sets' own documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# tus 0.2.2 on its transport.
TUS = (
    "The protocol provides a mechanism for resumable file uploads via HTTP 1.1 and\n"
    "may be used with a version 2.0 of it.\n\n"
    "```\nHEAD /files/24e533e02ec3bc40c387f1a0e460e216 HTTP/1.1\n```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Resumable uploads over HTTP/1.1", []),
    ("Resumable uploads over HTTP 1.1", []),
    ("Resumable uploads over HTTP 1.1 and HTTP/2", ["2"]),
    ("Resumable uploads over HTTP/3", ["3"]),
])
def test_a_digit_after_a_name_and_a_slash_is_a_version(point, expected):
    # HTTP/2 names version 2 of HTTP, as Python 3 names Python's: an anchor,
    # grounded by a source 2 and not by the source's "2.0".
    assert missing(point, TUS) == expected


# QOI's header comment on its functions; CloudEvents' webhook spec on statuses.
QOI = (
    "- qoi_read    -- read and decode a QOI file\n"
    "- qoi_decode  -- decode the raw bytes of a QOI image from memory\n"
    "- qoi_write   -- encode and write a QOI file\n"
    "- qoi_encode  -- encode an rgba buffer into a QOI image in memory\n\n"
    "The channels are 3 = RGB, 4 = RGBA; a run is 1..62 pixels of 5 kinds.\n"
)
WEBHOOK = (
    "the response MUST have the 200 OK or 201 Created status code, or 201 Created or\n"
    "204 No Content; when the processing status is unknown, 202 Accepted.\n\n"
    "The spec lists 5 references (a section number, as `Section 5`, is a place: compat.md item 104).\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("QOI 提供四個函式：qoi_read、qoi_decode、qoi_write、qoi_encode", QOI, []),
    ("QOI 提供五個函式：qoi_read、qoi_decode、qoi_write、qoi_encode", QOI, ["五"]),
    ("表示成功接收的狀態碼共有四個：200、201、202 與 204", WEBHOOK, []),
    ("表示成功接收的狀態碼共有五個：200、201、202 與 204", WEBHOOK, ["五"]),
    ("狀態碼共有五個，例如：200、201 與 204", WEBHOOK, []),
    ("五種像素編碼：RGB、RGBA 等", QOI, []),
])
def test_a_count_and_the_names_after_its_colon(point, source, expected):
    # The names after a count's colon are what it counts (no 例如 or 等
    # says they are some): four names do not make five, whatever 5 the
    # source writes for something else.
    assert missing(point, source) == expected


@pytest.mark.parametrize(("line", "count", "named"), [
    ("表示成功接收的狀態碼共有五個：200、201、202 與 204", "五", 4),
    ("七則漏洞：日期、CVE 編號與受影響版本", "七", None),
    ("四個 Cargo feature：`nightly`、`serde`、`rayon`、`raw`（實驗性）", "四", None),
    ("四種值：`a`、`b`、`c` 等", "四", None),
    ("有三個版本：1.0、1.1 與 2.0，最新是 2.0", "三", 3),
])
def test_names_after_a_count(line, count, named):
    from anchorlint.text.counts import names_after

    assert names_after(line, line.index(count) + len(count)) == named


# Patroni's dynamic configuration (reST, escaped underscores) and a
# Gunicorn-like settings list; Gitea's upload settings; jq's NEWS.
PATRONI = (
    "-  **max\\_timelines\\_history**: maximum number of timeline history items kept in DCS.\n"
    "-  **loop\\_wait**: the number of seconds the loop will sleep. Default value: 10\n"
    "limit_request_line and limit_request_fields bound a request.\n"
)
GITEA_UPLOAD = "- `TEMP_PATH`: **data/tmp/uploads**: Path for uploads (deleted on Gitea restart)\n"
JQ = "- jq now lives at <https://github.com/jqlang>, built with `./src/main.c`\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("`max_timelines_history` 設定保留在 DCS 的時間線歷史筆數", PATRONI, []),
    ("`max_timelines` 設定保留在 DCS 的時間線歷史筆數", PATRONI, ["max_timelines"]),
    ("`loop_wait` 是迴圈休眠的秒數", PATRONI, []),
    ("`limit_request_*` 設定限制請求大小", PATRONI, []),
    ("`limit_req_*` 設定限制請求大小", PATRONI, ["limit_req"]),
    ("上傳暫存在 `data/tmp/uploads`", GITEA_UPLOAD, []),
    ("上傳暫存在 `tmp/uploads`", GITEA_UPLOAD, ["tmp"]),
    ("專案移到 `github.com/jqlang`，從 `src/main.c` 建置", JQ, []),
])
def test_an_identifier_and_a_path_name_themselves(point, source, expected):
    # A snake_case identifier or a relative path in code is grounded by the
    # whole identifier or path, not by the end of a longer one; a pattern
    # `name_*` by the identifiers it starts.
    assert missing(point, source) == expected


# xxHash's README on its algorithms.
XXHASH = (
    "The library includes the following algorithms :\n"
    "- XXH32 : generates 32-bit hashes, using 32-bit arithmetic\n"
    "- XXH64 : generates 64-bit hashes, using 64-bit arithmetic\n"
    "- XXH3 (since `v0.8.0`): generates 64 or 128-bit hashes, using vectorized arithmetic.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The library has its three algorithms and a benchmark table", []),
    ("The library has its four algorithms and a benchmark table", ["four"]),
    ("XXH32 and XXH64 are fast, but these two algorithms are older", []),
    ("Their four algorithms use 64-bit arithmetic", ["four"]),
])
def test_a_possessive_before_a_count_against_xxhash(point, expected):
    # "its four algorithms" counts its algorithms (a list of three); "these
    # two" points back at the two just named.
    assert missing(point, XXHASH) == expected


# Web-Dev-For-Beginners' README; xsv's README; msgspec's benchmarks.
COURSE = "十二週綜合課程，學習網頁開發的基礎知識。24 節課程深入探討 JavaScript、CSS 和 HTML。\n"
XSV = "Now say you wanted to grab the last 10 records:\n"
MSGSPEC = "This means that instead of allocating 10,000 copies of the string, only one is allocated.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("十二週的網頁開發入門課程，共 24 堂課", COURSE, []),
    ("二十四週的網頁開發入門課程", COURSE, ["二十四"]),
    ("取最後 10 筆", XSV, []),
    ("另一套工具做類似的統計大約要十分鐘", XSV, ["十"]),
    ("A string is allocated once instead of 10,000 times", MSGSPEC, []),
])
def test_a_count_of_things_is_no_measure(point, source, expected):
    # A figure a counter or counted noun follows (24 節, 10 records) counts
    # things: it grounds a count or a number of times, not 24 weeks or ten
    # minutes.
    assert missing(point, source) == expected


# scikit-learn's governance (reST) and the US Constitution on the Senate.
GOVERNANCE = (
    "two-thirds majority of the cast votes is enough. The vote needs to be open for\n"
    "at least one week. Decisions on TC membership votes are subject to a two-third\n"
    "majority of all cast votes.\n"
)
SENATE = (
    "that one third may be chosen every second Year; and no Person shall be convicted\n"
    "without the Concurrence of two\nthirds of the Members present.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("新的核心貢獻者在私人論壇表決，所投票數的三分之二即可通過", GOVERNANCE, []),
    ("新的核心貢獻者在私人論壇表決，所投票數的四分之三即可通過", GOVERNANCE, ["四分之三"]),
    ("程式碼修改需 3 位維護者 +1", GOVERNANCE, ["3"]),
    ("每兩年改選三分之一，定罪須出席議員三分之二同意", SENATE, []),
    ("Conviction needs two-thirds of the members present", SENATE, []),
    ("Conviction needs three quarters of the members present", SENATE, ["three quarters"]),
])
def test_fractions_in_words_and_numerals(point, source, expected):
    # 三分之二 and two-thirds are one figure, 2/3: a fraction grounds only
    # the same fraction, and its parts are no numbers (the third of "a
    # two-third majority" grounds no count of 3).
    assert missing(point, source) == expected


@pytest.mark.parametrize(("text", "keys"), [
    ("a two-third majority", ["2/3"]),
    ("two\nthirds of the Members", ["2/3"]),
    ("a third of the seats", ["1/3"]),
    ("a third party", ["3"]),
    ("the third release", ["3"]),
    ("four quarters", ["4"]),
])
def test_a_fraction_in_words(text, keys):
    from anchorlint.text.numbers import read_numbers

    assert [number.key for number in read_numbers(text)] == keys
