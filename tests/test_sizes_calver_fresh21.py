"""Two forms of figure the default mode misread (issue 11, evaluation/fresh21;
docs/compat.md items 176 and 177).

A binary size suffix glued to its figure (``256Mi``, ``128Ki``: the way
Kubernetes and rclone write resource sizes) carries its unit, so a card's
``256 KiB`` is not grounded by a source's ``256Mi``. A dotted version led by
a year (``2022.0.0.0``, calendar versioning) is a version, not a date with
month 0 and day 0: read as a date, any release of a year the source names
grounded it, and its prerelease tag (``-RC2`` for the source's ``-RC1``) was
never compared as a version's is.
The sources are short excerpts written for the tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.numbers import read_numbers

FLAGS = (
    "## Options\n\n"
    "```\n"
    "      --multi-thread-cutoff SizeSuffix      Use multi-thread downloads for files above this size (default 256Mi)\n"
    "      --buffer-size SizeSuffix              In memory buffer size when reading files (default 16Mi)\n"
    "      --streaming-upload-cutoff SizeSuffix  Cutoff for switching to chunked upload (default 100Ki)\n"
    "```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The suffix's unit, in any spelling of it.
    ("Multi-thread downloads start above 256 MiB", []),
    ("The streaming upload cutoff is 100 KiB", []),
    ("緩衝區預設 16 MiB", []),
    ("Multi-thread downloads start above 256Mi", []),
    # Another unit: the figure alone does not ground it.
    ("The streaming upload cutoff is 256 KiB", ["256"]),
    ("緩衝區預設 100 MiB", ["100"]),
])
def test_a_binary_size_suffix_carries_its_unit(point, expected):
    assert missing(point, FLAGS) == expected


def test_a_spaced_mi_is_not_a_size():
    # After a space the letters may be miles: no unit is read.
    assert [number.unit for number in read_numbers("about 5 mi of trail")] == [None]
    assert [number.unit for number in read_numbers("limit: 5mi")] == ["mb"]


BOM = (
    "## 如何使用\n\n"
    "在 dependencyManagement 中加入：\n\n```xml\n<dependency>\n    <groupId>com.alibaba.cloud</groupId>\n"
    "    <artifactId>spring-cloud-alibaba-dependencies</artifactId>\n"
    "    <version>2022.0.0.0-RC1</version>\n</dependency>\n```\n\n"
    "| 版本 | 發布日期 |\n|---|---|\n| 2021.0.5.0 | 2023-02-20 |\n| 2.2.10-RC1 | 2022-11-10 |\n"
)


def test_a_year_led_version_is_a_version():
    assert [(n.key, n.version) for n in read_numbers("2022.0.0.0-rc1")] == [("2022.0.0.0", True)]
    # A date keeps its three parts, with a month and a day that can be one.
    assert [n.key for n in read_numbers("2023.10.02")] == ["2023", "10", "2"]


@pytest.mark.parametrize(("point", "expected"), [
    ("在 dependencyManagement 加入 spring-cloud-alibaba-dependencies 2022.0.0.0-RC1", []),
    ("加入 2022.0.0.0-rc1 版本的依賴管理", []),
    ("2021.0.5.0 於 2023 年 2 月 20 日發布", []),
    # Another candidate of the same version, and a candidate of a version never tagged so.
    ("在 dependencyManagement 加入 spring-cloud-alibaba-dependencies 2022.0.0.0-RC2", ["2022.0.0.0-RC2"]),
    ("2.2.10-RC2 於 2022 年 11 月發布", ["2.2.10-RC2"]),
    # Another version altogether, year-led: read whole, not as the year 2022.
    ("加入 2022.1.0.0 版本的依賴管理", ["2022.1.0.0"]),
])
def test_a_year_led_version_keeps_its_prerelease_tag(point, expected):
    assert missing(point, BOM) == expected

