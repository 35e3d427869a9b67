"""A version or a date the source has, bound to another thing: a date the
card gives a release is the release's (compat.md item 139; fresh9's
Cassandra release cycles, fresh15's Invenio end-of-life tables), and
`世紀` is a unit (fresh17's history of machine learning). The sources are
excerpts of theirs, or written in their shape."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# endoflife.date's front matter: one YAML item per release cycle.
CYCLES = (
    "releases:\n"
    "-   releaseCycle: \"4.0\"\n"
    "    eol: 2024-07-15\n"
    "    releaseDate: 2021-07-26\n"
    "    latest: \"4.0.11\"\n"
    "    latestReleaseDate: 2023-07-18\n"
    "-   releaseCycle: \"3.11\"\n"
    "    eol: 2023-12-15\n"
    "    releaseDate: 2017-06-23\n"
    "    latest: \"3.11.15\"\n"
    "    latestReleaseDate: 2023-05-05\n"
)
# An reST grid table: a release, its release date and its end of life.
TABLE = (
    "Maintained releases\n"
    "-------------------\n\n"
    "+---------+-------------------+\n"
    "| Release | Earliest EOL Date |\n"
    "+=========+===================+\n"
    "| v3.3.x  | 2021-05-18        |\n"
    "+---------+-------------------+\n\n"
    "End of life releases\n"
    "--------------------\n\n"
    "+---------+--------------+------------+\n"
    "| Release | Release Date | EOL Date   |\n"
    "+=========+==============+============+\n"
    "| v3.2.x  | 2019-12-20   | 2020-12-20 |\n"
    "+---------+--------------+------------+\n"
)
# A changelog whose release lines carry their dates.
CHANGELOG = (
    "* 3.3.1 (March 6, 2013)\n\n"
    "  This version fixes bugs.\n\n"
    "* 3.2.0 (November 9, 2012)\n\n"
    "  This version reworks page run allocation.\n"
)
# A source that writes the version with no date.
UNDATED = "The 4.0.11 patch fixes a compaction bug. It shipped on 2023-05-05 with the others.\n\nNothing else.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("4.0 於 2021 年 7 月 26 日發布，最新為 4.0.11（2023 年 5 月 5 日）", CYCLES, ["5"]),
    ("4.0 於 2021 年 7 月 26 日發布，最新為 4.0.11（2023 年 7 月 18 日）", CYCLES, []),
    ("3.11 於 2017 年 6 月 23 日發布，最新為 3.11.15（2023 年 5 月 5 日）", CYCLES, []),
    ("v3.3.x 本身發布於 2019 年 12 月 20 日", TABLE, ["20"]),
    ("v3.2.x 於 2019 年 12 月 20 日發布，2020 年 12 月 20 日終止", TABLE, []),
    ("3.2.0 (March 6, 2013) reworks page run allocation", CHANGELOG, ["6"]),
    ("3.2.0 (November 9, 2012) reworks page run allocation", CHANGELOG, []),
    # Not a pair: a comma or words between; each date stands on its own.
    ("v3.3.x 維護中，2019 年 12 月 20 日另有 v3.2.x 發布", TABLE, []),
    # The source writes the version with no date of its own: nothing to compare.
    ("4.0.11（2023 年 5 月 5 日）修正壓縮錯誤", UNDATED, []),
])
def test_a_date_given_a_release_is_one_the_source_gives_it(point, source, expected):
    assert missing(point, source) == expected


HISTORY = "艾倫·圖靈被公眾在2019年評選為20世紀最偉大的科學家。\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("圖靈的同行預言 20 年之內就能解決問題", ["20"]),
    ("圖靈在 2019 年被選為 20 世紀最偉大的科學家", []),
])
def test_a_century_is_a_unit(point, expected):
    assert missing(point, HISTORY) == expected


# jemalloc's ChangeLog: release lines, and regressions introduced in another release.
JEMALLOC = (
    "* 3.3.1 (March 6, 2013)\n\n"
    "  Bug fixes:\n"
    "  - Fix a chunk recycling bug.  This regression was introduced in 3.1.0 by the\n"
    "    mlockall(2)/madvise(2) interaction fix.\n\n"
    "* 3.2.0 (November 9, 2012)\n\n"
    "  Bug fixes:\n"
    "  - Fix deadlock in the \"arenas.purge\" mallctl.  This regression was introduced\n"
    "    in 3.1.0 by the addition of the \"arena.<i>.purge\" mallctl.\n"
)
# A Keep a Changelog section that deprecates, and a sentence deprecating in another release.
STRUCTLOG = (
    "## 22.1.0\n\n"
    "### Deprecated\n\n"
    "- The entire `structlog.threadlocal` module is deprecated.\n\n"
    "## 21.1.0\n\n"
    "### Changed\n\n"
    "- `structlog.get_context` is deprecated since 20.2.0.\n"
)
# Elixir's compatibility page: an example of a soft deprecation.
ELIXIR = (
    "For example, `Enum.uniq/2` was soft-deprecated in favor of `Enum.uniq_by/2` in Elixir v1.1."
    " This means a deprecation warning may only be emitted by Elixir v1.4 or later.\n\n"
    "1.2            | 18 - 18\n"
)
DIRENV = "> For versions v2.21.0 and below use config.toml instead of direnv.toml\n"
DIRENV_BEFORE = "> Before v2.21.0, use config.toml instead of direnv.toml\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("3.3.1 修了 3.2.0 引入的 chunk 回收回歸", JEMALLOC, ["3.2.0"]),
    ("3.3.1 修了 3.1.0 引入的 chunk 回收回歸", JEMALLOC, []),
    ("Fixes the regression introduced in 3.2.0", JEMALLOC, ["3.2.0"]),
    # The release's own section deprecates, in a sentence naming no version.
    ("22.1.0 棄用整個 structlog.threadlocal 模組", STRUCTLOG, []),
    ("`Enum.uniq/2` 在 v1.2 軟棄用、改用 `Enum.uniq_by/2`", ELIXIR, ["v1.2"]),
    ("`Enum.uniq/2` 在 v1.1 軟棄用、改用 `Enum.uniq_by/2`", ELIXIR, []),
    # A source that binds no version to the event says nothing of it.
    ("v1.2 移除了 `Enum.uniq/2`", ELIXIR, []),
])
def test_a_version_bound_to_an_event_is_the_events(point, source, expected):
    assert missing(point, source) == expected


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("這個選項自 v2.21.0 起已是預設行為", DIRENV, ["v2.21.0"]),
    ("v2.21.0 以前用 config.toml", DIRENV, []),
    # "before" leaves the version itself out: since it, something else holds.
    ("自 v2.21.0 起改用 direnv.toml", DIRENV_BEFORE, []),
])
def test_a_first_version_is_not_the_last_of_a_range(point, source, expected):
    assert missing(point, source) == expected


# Linkis' engine table: Hive's own default, and its JDBC driver's.
LINKIS = (
    "|Hive|Apache >= 1.0.0, <br/>CDH >= 5.4.0, <br/>（默认Apache Hive 2.3.3）|\\>=1.0.3|是|Hive EngineConn|\n"
    "|JDBC|MySQL >= 5.0, Hive >=1.2.1, <br/>(默认Hive-jdbc 2.3.4)|\\>=1.0.3|否|JDBC EngineConn|\n"
)
# PaddleOCR's install notes: the framework's version glued to its name, and a step's own.
PADDLE = (
    "## 运行环境\n\n- PaddlePaddle1.8\n- python3\n\n"
    "2. 安装PaddlePaddle Fluid v1.7(暂不支持更高版本,适配工作进行中)\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # A hyphened compound of the name is another product; a default is bound as a version.
    ("Hive 預設 2.3.4", LINKIS, ["2.3.4"]),
    ("Hive 預設 2.3.3", LINKIS, []),
    ("Hive-jdbc 預設 2.3.4", LINKIS, []),
    # Glued to another word: that word's version.
    ("第二步：安裝 PaddlePaddle Fluid v1.8", PADDLE, ["v1.8"]),
    ("第二步：安裝 PaddlePaddle Fluid v1.7", PADDLE, []),
    ("執行環境是 PaddlePaddle 1.8", PADDLE, []),
])
def test_a_products_version_is_not_another_products(point, source, expected):
    assert missing(point, source) == expected


def test_a_version_written_again_is_bound_where_it_is_written_again():
    from anchorlint.lint.grounding import check_grounding

    from conftest import points_card

    card = points_card("執行環境是 PaddlePaddle 1.8", "第二步：安裝 PaddlePaddle Fluid v1.8")
    report = check_grounding(card, PADDLE)
    assert report.ungrounded == ["v1.8"]
    assert [(anchor.line, anchor.col) for anchor in report.missing] == [(11, 29)]


# Release headings with a word before the version.
WORDED = (
    "## Version 3.3\n\n### Deprecated\n\n- `foo` is deprecated.\n\n"
    "## Version 3.1\n\n- `bar` was deprecated in 3.0.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("3.3 棄用 `foo`", []),
    ("3.1 棄用 `bar`", ["3.1"]),
    ("3.0 棄用 `bar`", []),
])
def test_a_release_heading_may_name_its_version_with_a_word(point, expected):
    assert missing(point, WORDED) == expected


# A small-model lesson: models compared by name, version and edition.
MODELS = (
    "Phi-3-medium 擁有 14B 參數，表現優於 Gemini 1.0 Pro。\n\n"
    "Phi-3.5-vision 表現優於 Claude-3.5 Sonnet 和 Gemini 1.5 Flash 等更大型模型。\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("Phi-3-medium 勝過 Gemini 1.5 Pro", ["1.5"]),
    ("Phi-3-medium 勝過 Gemini 1.0 Pro", []),
    ("Phi-3.5-vision 勝過 Gemini 1.5 Flash", []),
    # No edition written: the version alone is the source's.
    ("Phi-3.5-vision 勝過 Gemini 1.5", []),
])
def test_a_models_edition_goes_with_its_version(point, expected):
    assert missing(point, MODELS) == expected
