"""Forms of a source's figures and names that a faithful summary of a real
document uses and H7 once reported (issue 11, evaluation/fresh18's false
alarms; docs/compat.md item 145): each beside the invention that must stay
reported. The sources are short excerpts written for the tests in the
manner of the set's documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

# A changelog's release headings, each with its ISO date.
CHANGELOG = (
    "3.0.2 (2019-09-04)\n++++++++++++++++++\n\nBug fixes:\n\n- Fix nesting in ``fields.List``.\n\n"
    "3.0.1 (2019-08-21)\n++++++++++++++++++\n\n- This bug was introduced in 3.0.0rc9.\n\n"
    "3.0.0rc9 (2019-07-31)\n+++++++++++++++++++++\n\n- Remove ``fields.FormattedString``.\n"
)


# A month named alone is the month of a date the source gives.
@pytest.mark.parametrize(("point", "expected"), [
    ("Bug-fix releases came in late August and September", []),
    ("The last release candidate came out in July", []),
    ("Bug-fix releases came in late August and October", ["October"]),
])
def test_a_month_named_alone_is_grounded_by_a_date_in_it(point, expected):
    assert missing(point, CHANGELOG) == expected


# A prerelease's tag written alone is the tag of a source version.
@pytest.mark.parametrize(("point", "expected"), [
    ("3.0.1 fixes a bug introduced in rc9", []),
    ("3.0.1 修正在 rc9 引入的錯誤", []),
    ("3.0.1 fixes a bug introduced in rc8", ["rc8"]),
    ("3.0.1 fixes a bug introduced in beta9", ["beta9"]),
])
def test_a_prerelease_tag_alone_is_grounded_by_a_version_ending_with_it(point, expected):
    assert missing(point, CHANGELOG) == expected


# A guideline's references, the agency named in full.
REFERENCES = (
    "## Sources\n\n"
    "- Kimble, Joseph. _Lifting the Fog of Legalese_, 2006.\n"
    "- Securities and Exchange Commission, _Plain English Handbook_, 1998, Washington, DC.\n"
    "- Bureau of Labor Statistics, _Handbook_, 2001.\n"
)


# An initialism skips the lower-case words inside the name (and, of, for, &).
@pytest.mark.parametrize(("point", "expected"), [
    ("Sources include the SEC's Plain English Handbook", []),
    ("參考來源包括美國證券交易委員會（SEC）的手冊", []),
    ("Sources include a BLS handbook", []),
    ("Sources include the FTC's Plain English Handbook", ["FTC's"]),
    ("Sources include the SECC handbook", ["SECC"]),
])
def test_an_initialism_skips_the_small_words_of_the_name(point, expected):
    assert missing(point, REFERENCES) == expected


# A zh-CN project history: a version series glued to the database's name.
HISTORY = "目前内部使用的同步，已经支持mysql5.x和oracle部分版本的日志解析。\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("內部的同步已支援 MySQL 5.x 與部分 Oracle 版本的日誌解析", []),
    ("內部的同步已支援 MySQL 8.x 與部分 Oracle 版本的日誌解析", ["8.x"]),
])
def test_a_version_series_glued_to_a_name_is_grounded_apart(point, expected):
    assert missing(point, HISTORY) == expected


# A lesson on small language models: sizes in billions glued to B.
MODELS = (
    "Phi-3-mini 是一個擁有 3.8B 參數的語言模型。\n\n"
    "Phi-3-medium 擁有 14B 參數，延續此趨勢。\n\n"
    "A 512B block is written per record.\n"
)


# A figure glued to B counts billions: 3.8B is 38 億, 14B is 140 億.
@pytest.mark.parametrize(("point", "expected"), [
    ("Phi-3-mini 有 38 億參數", []),
    ("Phi-3-medium（140 億參數）", []),
    ("Phi-3-mini has 3.8 billion parameters", []),
    ("Phi-3-mini 有 39 億參數", ["39 億"]),
    ("Phi-3-mini 有 70 億參數", ["70 億"]),
])
def test_a_figure_glued_to_b_is_billions(point, expected):
    assert missing(point, MODELS) == expected


# A benchmark's output: each benchmark's name a phrase in CamelCase.
BENCHMARKS = (
    "fasthttp server:\n\n"
    "BenchmarkServerGet1ReqPerConn        \t 1000000\t 1925 ns/op\n"
    "BenchmarkServerGet10KReqPerConn      \t 1000000\t 1140 ns/op\n"
    "BenchmarkServerGet2ReqPerConn1KClients\t 1000000\t 1962 ns/op\n"
    "BenchmarkNetHTTPServerGet10000ReqPerConn\t 200000\t 8243 ns/op\n"
)


# A figure a CamelCase identifier sets apart by case is one of its words.
@pytest.mark.parametrize(("point", "expected"), [
    ("At 10K requests per connection fasthttp drops to 1140 ns/op", []),
    ("每連線 1 萬次請求時 fasthttp 降到 1140 ns", []),
    ("with and without 1K concurrent clients", []),
    ("有無 1000 個並行用戶端", []),
    ("At 20K requests per connection fasthttp drops to 1140 ns/op", ["20K"]),
    ("有無 2000 個並行用戶端", ["2000"]),
    ("每連線 100 次請求", ["100"]),
])
def test_a_figure_a_camel_case_identifier_sets_apart_is_the_sources(point, expected):
    assert missing(point, BENCHMARKS) == expected


# A type's bit width inside its name is no figure of the source's.
TYPED_ARRAYS = "Values are stored in a Float64Array and encoded with the Base64Encoder.\n"


@pytest.mark.parametrize(("point", "expected"), [
    ("Values are stored in a Float64Array", []),
    ("每個陣列存 64 個值", ["64"]),
])
def test_a_bit_width_in_a_type_name_is_no_figure(point, expected):
    assert missing(point, TYPED_ARRAYS) == expected
