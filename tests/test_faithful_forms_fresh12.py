"""Forms a faithful summary of a real document uses that H7 once reported
(issue 11, evaluation/fresh12's and fresh10's false alarms): each beside the
invention that must stay reported. The sources are excerpts of the sets'
documents. (fresh12's numbered sections: tests/test_places.py.)"""

from __future__ import annotations

from datetime import date

import pytest

from anchorlint.text.release_spans import release_dates, released_apart
from conftest import ungrounded_point as missing

# HTTPie's changelog and pre-commit's: releases dated in their headings.
HTTPIE_CHANGELOG = (
    "# Change Log\n\n"
    "## [3.0.2](https://github.com/httpie/cli/compare/3.0.1...3.0.2) (2022-01-24)\n\n"
    "- Fixed usage of `httpie` with configs that have `default_options`. ([#1280])\n\n"
    "## [3.0.1](https://github.com/httpie/cli/compare/3.0.0...3.0.1) (2022-01-23)\n\n"
    "- Changed the value shown as time elapsed from second-to-last response to the whole exchange.\n\n"
    "## [3.0.0](https://github.com/httpie/cli/compare/2.6.0...3.0.0) (2022-01-21)\n\n"
    "- Dropped support for Python 3.6.\n"
)
PRE_COMMIT_CHANGELOG = (
    "2.8.2 - 2020-10-30\n==================\n\n### Fixes\n- Fix installation of ruby hooks\n\n"
    "2.8.1 - 2020-10-28\n==================\n\n### Fixes\n- Allow default `language_version`\n\n"
    "2.8.0 - 2020-10-28\n==================\n\n### Features\n- Update hook-impl\n"
)


def test_release_dates_of_a_changelog():
    assert release_dates(HTTPIE_CHANGELOG.lower()) == (
        ("3.0.2", date(2022, 1, 24)), ("3.0.1", date(2022, 1, 23)), ("3.0.0", date(2022, 1, 21)))
    assert released_apart("3.0.1 and 3.0.2 followed within three days", "day", 3,
                          release_dates(HTTPIE_CHANGELOG.lower()))


@pytest.mark.parametrize(("source", "point", "expected"), [
    (HTTPIE_CHANGELOG, "3.0.1 and 3.0.2 followed within three days", []),  # of 3.0.0
    (HTTPIE_CHANGELOG, "3.0.1 與 3.0.2 在三天內接連推出", []),
    (PRE_COMMIT_CHANGELOG, "2.8.1 shipped the same day as 2.8.0, and 2.8.2 followed two days later", []),
    (PRE_COMMIT_CHANGELOG, "2.8.2 在兩天後推出，修正 ruby hook", []),
    (HTTPIE_CHANGELOG, "3.0.1 and 3.0.2 followed within five days", ["five"]),
    (PRE_COMMIT_CHANGELOG, "2.8.2 在 3 天後推出，修正 ruby hook", ["3"]),
    (PRE_COMMIT_CHANGELOG, "The fix for ruby hooks came two days later", ["two"]),  # no release named
])
def test_days_between_releases_the_card_names(source, point, expected):
    assert missing(point, source) == expected


# gRPC's keepalive guide: a defaults table written without outer pipes.
GRPC_KEEPALIVE = (
    "The following table shows a set of channel arguments and their default values.\n\n"
    "Channel Argument| Client|Server\n"
    "----------------|-------|------\n"
    "GRPC_ARG_KEEPALIVE_TIME_MS|INT_MAX (disabled)|7200000 (2 hours)\n"
    "GRPC_ARG_KEEPALIVE_TIMEOUT_MS|20000 (20 seconds)|20000 (20 seconds)\n"
    "GRPC_ARG_KEEPALIVE_PERMIT_WITHOUT_CALLS|0 (false)|0 (false)\n"
    "GRPC_ARG_HTTP2_MAX_PINGS_WITHOUT_DATA|2|2\n"
    "GRPC_ARG_HTTP2_MIN_RECV_PING_INTERVAL_WITHOUT_DATA_MS|N/A|300000 (5 minutes)\n"
    "GRPC_ARG_HTTP2_MAX_PING_STRIKES|N/A|2\n\n"
    "### FAQ\n"
)
# LZ4's README: its benchmark as an HTML table, every cell a <th>.
LZ4_BENCHMARK = "<table>\n  <tr>\n    <th>Compressor</th><th>Ratio</th><th>Compression</th><th>Decompression</th>\n  </tr>\n" + "".join(
    f"  <tr>\n    <th>{name}</th><th>{ratio}</th><th>{speed} MB/s</th><th>{decompression} MB/s</th>\n  </tr>\n"
    for name, ratio, speed, decompression in [
        ("LZ4 (r101)", "2.084", 422, 1820), ("LZO 2.06", "2.106", 414, 600),
        ("QuickLZ 1.5.1b6", "2.237", 373, 420), ("Snappy 1.1.0", "2.091", 323, 1070),
        ("LZF", "2.077", 270, 570), ("zlib 1.2.8 -1", "2.730", 65, 280),
        ("LZ4 HC (r101)", "2.720", 25, 2080), ("zlib 1.2.8 -6", "3.099", 21, 300)]) + "</table>\n"


@pytest.mark.parametrize(("source", "point", "expected"), [
    (GRPC_KEEPALIVE, "gRPC keepalive: six channel arguments and their client and server defaults", []),
    (GRPC_KEEPALIVE, "gRPC keepalive 的六個 channel argument 與預設值", []),
    (GRPC_KEEPALIVE, "gRPC keepalive: seven channel arguments and their client and server defaults", ["seven"]),
    (LZ4_BENCHMARK, "表中共八組結果，LZ4 的解壓速度 1820 MB/s", []),
    (LZ4_BENCHMARK, "表中共九組結果，LZ4 的解壓速度 1820 MB/s", ["九"]),
])
def test_tables_without_outer_pipes_and_html_tables_count_their_rows(source, point, expected):
    assert missing(point, source) == expected


def test_html_lists_and_tables():
    from anchorlint.text.source_lists import listed_counts

    nested = "<ol>\n<li>A</li>\n<li>B\n  <ol type=\"i\">\n    <li>x</li>\n    <li>y</li>\n    <li>z</li>\n  </ol>\n</li>\n</ol>\n"
    assert {2, 3} <= listed_counts(nested)  # the outer list's two items, the inner one's three
    assert 8 in listed_counts(LZ4_BENCHMARK) and 9 not in listed_counts(LZ4_BENCHMARK)
    with_data = "<table><tr><th>a</th></tr><tr><td>1</td></tr><tr><td>2</td></tr></table>"
    assert 2 in listed_counts(with_data)


# Hexo's configuration page: the site's seven settings, one table.
HEXO_SITE = (
    "設定 | 描述\n--- | ---\n`title` | 網站標題\n`subtitle` | 網站副標題\n`description` | 網站描述\n"
    "`keywords` | 網站的關鍵詞。\n`author` | 您的名字\n`language` | 網站使用的語言（63 種），預設為 `en`\n"
    "`timezone` | 網站時區\n\n"
    "設定 | 描述 | 預設值\n--- | --- | ---\n" + "".join(f"`s{n}` | 設定 {n} |\n" for n in range(8))
)


@pytest.mark.parametrize(("point", "expected"), [
    ("網站資訊有七個欄位：`title`、`subtitle`、`description`、`keywords`、`author`、`language`（預設 `en`，"
     "支援 63 種語言）與 `timezone`", []),
    # eight, beside seven names whose details stand in brackets: the card's own list decides
    ("網站資訊有八個欄位：`title`、`subtitle`、`description`、`keywords`、`author`、`language`（預設 `en`，"
     "支援 63 種語言）與 `timezone`", ["八"]),
])
def test_an_items_detail_in_brackets_is_part_of_it(point, expected):
    assert missing(point, HEXO_SITE) == expected


@pytest.mark.parametrize(("point", "expected"), [
    ("完整的模型實作放在 Hugging Face Hub", []),
    ("完整的模型實作放在 Hugging Faces Hub", ["Hugging", "Faces"]),
    ("完整的模型實作放在 Model Face Hub", ["Model", "Face"]),
])
def test_a_names_words_written_apart(point, expected):
    # ChatGLM-6B's README writes the name glued: [HuggingFace Hub](https://huggingface.co/THUDM/chatglm-6b)
    source = "完整的模型实现可以在 [HuggingFace Hub](https://huggingface.co/THUDM/chatglm-6b) 上查看。\n"
    assert missing(point, source) == expected
