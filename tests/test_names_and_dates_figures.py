"""A source figure that is part of a name (``utf-8``, ``n-3``) or a date's
day (``2022-01-24``) grounds no count and no span of days (issue 11).
Sources are excerpts of the evaluation sets' documents (PEP 263, the
HTTPie changelog, containerd's release policy)."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

PEP263 = (
    "Python will default to ASCII as standard encoding if no other encoding hints are given.\n"
    "To define a source code encoding, a magic comment such as `# coding=utf-8` or\n"
    "`# -*- coding: latin-1 -*-` must be placed into the source files.\n"
    "The warning is issued once per file, in 2 phases.\n"
)
HTTPIE = (
    "## 3.0.2 (2022-01-24)\n\n- Fixed elapsed time.\n\n## 3.0.1 (2022-01-23)\n\n- Fixed `default_options`.\n"
)
CONTAINERD = "Kubernetes only supports n-3 minor release versions, and each release gets 2 patch releases.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("每個檔案最多警告 8 次", PEP263, ["8"]),  # the 8 of utf-8 is a name's
    ("編碼宣告例如 utf-8", PEP263, []),
    ("分 2 個階段", PEP263, []),
    ("Kubernetes supports the next three minor releases", CONTAINERD, ["three"]),  # n-3: a formula's
    ("Kubernetes supports n-3 minor releases", CONTAINERD, []),
])
def test_a_figure_inside_a_name_counts_nothing(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("3.0.1 and 3.0.2 followed within 24 days", ["24"]),  # 24 is 3.0.2's day of the month
    ("3.0.2 came out on January 24, 2022", []),
    ("3.0.2 於 2022 年 1 月 24 日發布", []),
])
def test_a_dates_day_is_no_span_of_days(point, expected):
    assert missing(point, HTTPIE) == expected


PEP263_STEPS = (
    "The tokenizer will:\n\n   1. read the file\n   2. decode it\n   3. convert it into a UTF-8 byte string\n\n"
    "The parser works on the UTF-8 data after step 4. Invalid declarations come in 3 forms.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("無效的 4 種寫法", ["4"]),  # step 4 is a place, not four of anything
    ("無效的 3 種寫法", []),
    ("剖析器在第 4 步之後處理 UTF-8 資料", []),  # a place the card points at: step 4 names it
])
def test_a_place_in_a_sequence_counts_nothing(point, expected):
    assert missing(point, PEP263_STEPS) == expected
