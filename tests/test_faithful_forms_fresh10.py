"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh10's false alarms): each beside the invention
that must stay reported. The sources are excerpts of the set's documents."""

from __future__ import annotations

import pytest

from anchorlint.text.anchors import fold
from anchorlint.text.source_figures import short_years
from anchorlint.text.source_lists import versioned_counts
from conftest import ungrounded_point as missing

# go-zero's zh-CN README on its history, and its sample response.
GO_ZERO_HISTORY = (
    "## 1. go-zero 框架背景\n\n"
    "18 年初，我们决定从 `Java+MongoDB` 的单体架构迁移到微服务架构。\n\n"
    "我们经历不到半年时间，彻底完成了从 `Java+MongoDB` 到 `Golang+MySQL` 为主的微服务体系迁移，"
    "并于 18 年 8 月底完全上线。\n\n"
    "默认侦听在 `8888` 端口，可以通过 `curl` 请求：\n\n"
    "```http\nHTTP/1.1 200 OK\nContent-Type: application/json\nContent-Length: 14\n```\n"
)


@pytest.mark.parametrize(("text", "years"), [
    ("18 年初，我们决定", ["2018"]),
    ("并于 18 年 8 月底完全上线", ["2018"]),
    ("98年底发布", ["1998"]),  # POSIX's %y: 69-99 are the last century's
    ("21 年上半年", ["2021"]),
    ("20 年十月", ["2020"]),
    ("工作了 18 年", []),  # eighteen years
    ("过去 18 年中", []),  # "in the past 18 years"
    ("2018 年初", []),  # four figures: read as any number
    ("v1.18 年初", []),
])
def test_a_two_figure_chinese_year(text, years):
    assert list(short_years(fold(text))) == years


@pytest.mark.parametrize(("point", "expected"), [
    ("團隊在 2018 年初決定遷移到微服務", []),
    ("2018 年 8 月底全面上線", []),
    ("團隊在 2019 年初決定遷移到微服務", ["2019"]),
    ("2017 年 8 月底全面上線", ["2017"]),
])
def test_two_figure_years_ground_the_whole_year(point, expected):
    assert missing(point, GO_ZERO_HISTORY) == expected


def test_a_bare_two_figure_year_grounds_no_century():
    assert missing("團隊在 2018 年決定遷移", "我们做了 18 年。\n") == ["2018"]


@pytest.mark.parametrize(("point", "expected"), [
    ("用 curl 請求會得到 HTTP 200 回應", []),
    ("請求會得到 200 OK 回應", []),
    ("回應為 200 個位元組", ["200"]),  # a count of bytes: the source's 200 is a status
    ("請求會得到 200 個回應", ["200"]),
    ("請求會得到 HTTP 201 回應", ["201"]),
])
def test_a_status_the_card_writes_is_no_count(point, expected):
    assert missing(point, GO_ZERO_HISTORY) == expected


def test_a_status_written_in_the_card_still_keeps_the_source_unit():
    # The source's 200 is a count of milliseconds: a status 200 is another figure.
    assert missing("請求會得到 HTTP 200 回應", "The request takes 200 ms.\n") == ["200"]


# pre-commit's CHANGELOG: releases as setext headings, ### sections under each.
PRE_COMMIT_CHANGELOG = "".join(
    f"{version} - {date}\n{'=' * 18}\n\n### Fixes\n- Fix {what}\n    - #{pr} PR by @asottile.\n\n"
    for version, date, what, pr in [
        ("2.10.1", "2021-02-06", "golang repositories", 1789),
        ("2.10.0", "2021-01-27", "worktrees", 1778),
        ("2.9.3", "2020-12-07", "cygwin mismatch check", 1721),
        ("2.9.2", "2020-11-25", "`types_or` default", 1716),
    ]
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The changelog covers four releases, from 2.9.2 to 2.10.1", []),
    ("變更紀錄涵蓋四個版本，從 2.9.2 到 2.10.1", []),
    ("The changelog covers five releases, from 2.9.2 to 2.10.1", ["five"]),
])
def test_setext_release_headings_are_releases(point, expected):
    assert missing(point, PRE_COMMIT_CHANGELOG) == expected


def test_setext_levels_only_where_the_document_writes_hash_headings():
    assert 4 in versioned_counts(PRE_COMMIT_CHANGELOG)
    # reST: no # heading, the underline styles rank by their order (=== under ---).
    rest = "".join(f"Part\n----\n\n{v}\n=====\n\ntext\n\n" for v in ("1.1", "1.2", "1.3"))
    assert 3 not in versioned_counts(rest)
