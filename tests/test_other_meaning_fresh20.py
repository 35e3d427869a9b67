"""A figure the source writes in another meaning (issue 11,
evaluation/fresh20: docs/compat.md items 164-166). A measure the card gives
a table row's label is that row's (item 164); a figure set as a nested
configuration value is no product's version (item 165); a year and month
the card gives a release are the month the source gives that release
(item 166). The sources are short excerpts written for the tests in the
manner of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A benchmark's output: one line per router, its label first (after the
# memory each router holds, in lines of their own).
BENCH = (
    "```\nAlpha: 34936 Bytes\nServeMux: 17752 Bytes\nGamma: 9688 Bytes\nGammaPlus: 11664 Bytes\n```\n\n"
    "## Static Routes\n\n```sh\n"
    "BenchmarkAlpha_StaticAll       62169     19319 ns/op     0 B/op     0 allocs/op\n"
    "BenchmarkServeMux_StaticAll    52626     22758 ns/op     0 B/op     0 allocs/op\n"
    "BenchmarkGamma_StaticAll       49341     24343 ns/op     0 B/op     0 allocs/op\n"
    "BenchmarkGammaPlus_StaticAll   41722     28723 ns/op     0 B/op     0 allocs/op\n"
    "```\n"
)
# A latency table in a code block: a row's multipliers follow its time.
LATENCY = (
    "```\n"
    "L1 cache reference            0.5 ns\n"
    "L2 cache reference              7 ns          14x L1 cache\n"
    "Main memory reference         100 ns          20x L2 cache, 200x L1 cache\n"
    "```\n\nA table of 2^20 entries fits.\n"
)
# A pipe table, and a row whose cells measure something else.
TABLE = (
    "| Tool | Cold start |\n|---|---|\n| Fastbuild | 120 ms |\n| Slowbuild | 450 ms |\n\n"
    "| Name | Notes |\n|---|---|\n| Zepar-sync | supports Rhoine-7 |\n\n"
    "Zepar-sync runs every 450 ms.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # Another row's figure, given to this row's label.
    ("標準函式庫的 ServeMux 則是 24343 ns", BENCH, ["24343"]),
    ("ServeMux takes 28723 ns per run", BENCH, ["28723"]),
    ("Slowbuild 冷啟動要 120 ms", TABLE, ["120"]),
    # A multiplier given to a pair: neither row writes it.
    ("L2 快取參考 7 ns（L1 的 20 倍）", LATENCY, ["20"]),
    ("An L2 cache reference is 20 times L1", LATENCY, ["20"]),
    ("A main memory reference is 20 times L2", LATENCY, []),
    # The row's own figure, a conversion of it, a row the clause does not name.
    ("標準函式庫的 ServeMux 則是 22758 ns", BENCH, []),
    ("Gamma 每次操作 24343 ns", BENCH, []),
    ("GammaPlus 約 28.7 微秒", BENCH, []),
    ("L2 快取參考 7 ns（L1 的 14 倍）", LATENCY, []),
    ("主記憶體參考 100 ns（L2 的 20 倍）", LATENCY, []),
    ("Alpha 最快，ServeMux 與 Gamma 在 24343 ns 上下", BENCH, []),
    # A sentence of the source may say the figure of the label itself.
    ("標準函式庫的 ServeMux 則是 24343 ns", BENCH + "\nOn the old runner ServeMux took 24343 ns.\n", []),
    # A row that measures nothing in the figure's unit does not answer.
    ("Zepar-sync runs every 450 ms", TABLE, []),
])
def test_a_measure_given_to_a_row_label_is_that_rows(point, source, expected):
    assert missing(point, source) == expected


def test_a_snake_case_label_is_one_name():
    # ``iter_fast`` is no row of ``iter`` (a unit's ns/iter in the card).
    source = ("```\n name              before    after\n"
              " iter_fast          1,572     2,087\n lookup_slow       12,365     4,171\n```\n")
    assert missing("lookup_slow 從 12,365 降到 4,171 ns/iter", source) == []


# A theme's variable in a YAML example, and a product the page names
# without a version.
SETTINGS = (
    "Custom themes are supported by Sitegen.\n\n"
    "For example, pass the project version to the theme:\n\n"
    "```yaml\nextra:\n    version: 1.0\n```\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("custom themes need Sitegen 1.0 or later", SETTINGS, ["1.0"]),
    # The setting's own value, and a key or a mapping naming the product.
    ("the theme receives version 1.0 through extra", SETTINGS, []),
    ("custom themes need Sitegen 1.0 or later",
     SETTINGS.replace("    version: 1.0", "    sitegen_version: 1.0"), []),
    ("custom themes need Sitegen 1.0 or later",
     SETTINGS.replace("extra:\n", "extra:\n    engine: Sitegen\n"), []),
    # A top-level key's value is read as before.
    ("custom themes need Sitegen 1.0 or later", SETTINGS.replace("extra:\n    version", "version"), []),
])
def test_a_nested_settings_value_is_no_products_version(point, source, expected):
    assert missing(point, source) == expected


# A release the policy dates by its month, then by its day; another
# release of the next month.
POLICY = (
    "- The first LTS release will be **v2.4.0** in October 2022\n\n"
    "### v2.4 (LTS)\n\n- **Initial Release**: v2.4.0 (2022-10-31)\n\n"
    "### v2.5\n\n- **Initial Release**: v2.5.0 (2022-11-22)\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("the first LTS was v2.4.0 in November 2022", ["November"]),
    ("首個 LTS 是 v2.4.0，於 2022 年 11 月", []),  # (a comma ends the pair: read as before)
    ("v2.4.0 於 2022 年 11 月發布", ["11"]),
    ("the first LTS was v2.4.0 in October 2022", []),
    ("v2.5.0 was released in November 2022", []),
    # No release named: the month is read as before.
    ("releases came out in November 2022", []),
])
def test_a_releases_month_is_the_month_the_source_gives_it(point, expected):
    assert missing(point, POLICY) == expected


# A support policy: the span of other releases, and a span of the same
# unit said of something else in a sentence of its own.
SUPPORT = (
    "- A new release is produced every month.\n"
    "- Four releases a year are chosen for long term support.\n"
    "  All remaining releases are supported for approximately 1 month (until the next\n"
    "  release is produced).\n\n"
    "### Transition\n\n"
    "Before the policy the project worked on the basis of an undocumented support period of four months,\n"
    "kept for the older lines.\n\n"
    "A maintainer with no project activity for a year is considered to have resigned. Contributors\n"
    "who have worked on the project for at least 3 months may become team members.\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    # The sentence the card restates gives another span.
    ("Other releases are supported for roughly four months, until the next release comes out", ["four"]),
    # Its own span; the span said where the card says it; a sentence of two spans.
    ("Other releases are supported for roughly 1 month, until the next release comes out", []),
    ("Before the policy the undocumented support period was four months", []),
    ("LTS lines get a year; other releases are supported for four months or 1 month until the next release", []),
    # A span written with no figure ("a year") is one too, compared in days.
    ("A maintainer with no project activity for 3 months is considered to have resigned",
     ["3"]),
    ("Contributors who worked on the project for at least 3 months may become team members", []),
    # A Chinese line is not read so.
    ("其他版本大約支援 4 個月，直到下一個版本推出為止", []),
])
def test_a_span_restated_from_one_sentence_is_that_sentences(point, expected):
    assert missing(point, SUPPORT) == expected
