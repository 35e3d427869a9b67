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
    "Section 5 lists the references.\n"
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
