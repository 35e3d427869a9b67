"""Counts a faithful summary derives from a source's structure, which H7
once reported (issue 11, evaluation/fresh18's false alarms; docs/compat.md
items 148 to 150): each beside the invented count that must stay reported.
The sources are short excerpts written for the tests in the manner of the
set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# An option reference: the title names the kind, one section per option.
OPTIONS = (
    "# Settings reference for tidy\n\n"
    "## Width\n\nMaximum width of a line.\n\n**Default:** `88`\n\n"
    "## Ignore\n\nPaths to leave alone.\n\n"
    "**Default:** `('.git', '.hg', '.venv', 'build', 'dist', 'node_modules', 'out', 'tmp', 'vendor', "
    "'.cache', '.eggs', '_build')`\n\n"
    "## Quiet\n\nPrint nothing.\n\n"
    "## Order\n\nHow to order.\n\n"
)


# A count of what each of the document's top sections is, as its title
# names it, is grounded by their number; a count of another thing is not.
@pytest.mark.parametrize(("point", "expected"), [
    ("The reference describes four settings", []),
    ("參考文件涵蓋四個選項", ["四"]),  # (選項 is option; the title names settings)
    ("The reference describes four settings, and covers four of them in depth", []),
    ("The reference describes five settings", ["five"]),
    ("The reference describes four plugins", ["four"]),
])
def test_a_count_of_the_kind_the_title_names_is_grounded_by_its_sections(point, expected):
    assert missing(point, OPTIONS) == expected


# A count of a default's items, named after the count, is its length,
# whatever noun counts them and though a default is a setting.
@pytest.mark.parametrize(("point", "expected"), [
    ("`ignore` defaults to 12 entries such as `.git`, `.venv` and `node_modules`", []),
    ("ignore 的預設清單有 12 項，例如 .git、.venv 與 node_modules", []),
    ("`ignore` defaults to 13 entries such as `.git`, `.venv` and `node_modules`", ["13"]),
    ("ignore 的預設清單有 13 項，例如 .git、.venv 與 node_modules", ["13"]),
    ("ignore 的預設清單有 12 項", ["12"]),
])
def test_a_count_naming_items_of_a_source_array_is_its_length(point, expected):
    assert missing(point, OPTIONS) == expected


# A changelog in reST: a title, then one section per release.
CHANGELOG = (
    "Changelog\n---------\n\n"
    "2.1.0 (2020-03-01)\n++++++++++++++++++\n\n- Add typing.\n\n"
    "2.0.3 (2020-02-11)\n++++++++++++++++++\n\n- Fix a crash.\n\n"
    "2.0.2 (2020-02-04)\n++++++++++++++++++\n\n- Fix a leak.\n\n"
    "2.0.1 (2020-01-21)\n++++++++++++++++++\n\n- Fix docs.\n\n"
    "2.0.0 (2020-01-10)\n++++++++++++++++++\n\n- Final release.\n\n"
    "2.0.0rc2 (2019-12-20)\n++++++++++++++++++++\n\n- Last candidate.\n"
)


# A count of a series' releases or of its bug-fix releases is grounded by
# the release headings in it; the document's sections are counted whatever
# version the line names.
@pytest.mark.parametrize(("point", "expected"), [
    ("From 2.0.0 to 2.1.0 came three bug-fix releases", []),
    ("從 2.0.0 到 2.1.0 之間有三個 2.0.x 修正版", []),
    ("From 2.0.0 to 2.1.0 came four bug-fix releases", ["four"]),
    ("從 2.0.0 到 2.1.0 之間有四個 2.0.x 修正版", ["四"]),
    ("The log has six sections, from 2.0.0rc2 to 2.1.0", []),
    ("The log has seven sections, from 2.0.0rc2 to 2.1.0", ["seven"]),
])
def test_a_count_of_releases_in_a_series_is_grounded_by_its_headings(point, expected):
    assert missing(point, CHANGELOG) == expected


# A man page in mdoc: a list of key bindings, one .It each.
MAN_PAGE = (
    ".Sh DESCRIPTION\nThe default keys are:\n.Pp\n.Bl -tag -width XXXX -offset indent -compact\n"
    + "".join(f".It Ic {key}\n{what}\n" for key, what in [
        ("[Up], k", "Move up"), ("[Down], j", "Move down"), ("g", "Go to the top"), ("G", "Go to the end"),
        ("/", "Filter"), ("q", "Quit"), ("Q", "Quit and change directory"), ("s", "Sort by size"),
        ("t", "Sort by time"), ("d", "Details"), ("?", "Help")])
    + ".El\n.Sh AUTHORS\nA. Person\n"
)


# Each .It opens an item to the next one or the list's .El.
@pytest.mark.parametrize(("point", "expected"), [
    ("它有十一組預設按鍵", []),
    ("預設按鍵共十一組，例如 k 或 [Up] 上移、j 或 [Down] 下移", []),
    ("The man page lists eleven key bindings", []),
    ("它有十二組預設按鍵", ["十二"]),
    ("預設按鍵共十二組，例如 k 或 [Up] 上移、j 或 [Down] 下移", ["十二"]),
])
def test_a_man_page_list_is_a_list(point, expected):
    assert missing(point, MAN_PAGE) == expected


# A policy's lettered cases, each with paragraphs indented under it, then a
# reST simple table.
POLICY = (
    "Policy\n======\n\nWe consider these kinds of change:\n\n"
    "a) trivial: nothing breaks.\n\n   We keep those forever.\n\n"
    "b) transitional: warnings first.\n\n   We remove them in a major release.\n\n"
    "   Each removal is announced.\n\n"
    "c) breaking: only with the community's consent.\n\n"
    "Support\n=======\n\n"
    "=======  ======\nversion  python\n=======  ======\n"
    "8.0+     3.8+\n7.1+     3.7+\n6.2      3.6+\n5.0      3.5+\n3.3      2.7\n"
    "=======  ======\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The policy sorts changes into three kinds", []),
    ("政策把變更分成三類", []),
    ("The policy sorts changes into four kinds", ["four"]),
    ("政策把變更分成四類", ["四"]),
    ("支援表共五列", []),
    ("支援表共六列", ["六"]),
])
def test_lettered_items_and_rst_simple_tables_are_lists(point, expected):
    assert missing(point, POLICY) == expected


# A Chinese sentence enumerating with 、: the clauses a ， sets before the
# run are no items.
LESSON = (
    "本課程介紹 SLM 的相關知識，並結合 Phi-3，學習文字內容、視覺及 MoE 等不同場景的應用。\n\n"
    "兩者都基於同樣的原理，並在架構設計、訓練方法及模型評估上採用相似的方式。\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("課程涵蓋三種場景", []),
    ("課程涵蓋五種場景", ["五"]),
    ("課程涵蓋四種場景", ["四"]),
])
def test_a_chinese_enumeration_is_its_run_of_items(point, expected):
    assert missing(point, LESSON) == expected


# A benchmark's output in a code block: one result line per benchmark.
BENCHMARKS = (
    "## Results\n\n```\n$ go test -bench=Get -benchmem\n"
    "BenchmarkGet1Conn      500000   2495 ns/op   0 B/op   0 allocs/op\n"
    "BenchmarkGet2Conn     1000000   1925 ns/op   0 B/op   0 allocs/op\n"
    "BenchmarkGet10Conn    1000000   1300 ns/op   0 B/op   0 allocs/op\n"
    "BenchmarkGet10KConn   1000000   1140 ns/op   0 B/op   0 allocs/op\n"
    "BenchmarkGet1Client   1000000   1180 ns/op   0 B/op   0 allocs/op\n"
    "```\n"
)


@pytest.mark.parametrize(("point", "expected"), [
    ("The table has five benchmarks", []),
    ("The table has six benchmarks", ["six"]),
])
def test_result_lines_in_a_code_block_are_rows(point, expected):
    assert missing(point, BENCHMARKS) == expected


# A changelog whose 2.0.0 section lists three fixes, and another section
# of four items.
SCOPED = (
    "# Changes\n\n## 2.0.0\n\n- Fix a.\n- Fix b.\n- Fix c.\n\n"
    "## Overview\n\n- alpha\n- beta\n- gamma\n- delta\n"
)


# A version scopes a count to its release's lists only when it stands
# before the count or in its clause, not in a later clause.
@pytest.mark.parametrize(("point", "expected"), [
    ("2.0.0 修正了三個問題", []),
    ("2.0.0 修正了四個問題", ["四"]),
    ("總覽列出四個重點，其餘見 2.0.0 的說明", []),
])
def test_a_version_in_a_later_clause_does_not_scope_a_count(point, expected):
    assert missing(point, SCOPED) == expected


# What each of some things holds is a count of its parts, as "each table
# has eight benchmarks" reads; a number per item stays a setting's.
@pytest.mark.parametrize(("point", "expected"), [
    ("每張表有五項測試", []),
    ("每張表有六項測試", ["六"]),
    ("每個測試 5 個執行緒", ["5"]),
])
def test_what_each_thing_holds_is_a_count(point, expected):
    assert missing(point, BENCHMARKS) == expected
