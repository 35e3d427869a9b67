"""Readings found on the fifth real-document set (evaluation/fresh3): each
case is a general reading, with the invention it must still catch beside
the faithful form."""

from __future__ import annotations

import pytest

from anchorlint.model.source_index import SourceIndex
from anchorlint.text.card_anchors import NAME, Anchor
from anchorlint.text.numbers import read_numbers
from anchorlint.text.source_markup import plain_text
from conftest import ungrounded_point as missing

MAN_PAGE = r""".TH HYPERFINE 1
.SH NAME
hyperfine \- command\-line benchmarking tool
.TP
\fB\-w\fR, \fB\-\-warmup\fR \fINUM\fP
Perform \fINUM\fP warmup runs\(emsee \fB\-\-runs\fR.
.BR hyperfine (1)
"""


@pytest.mark.parametrize("text, expected", [
    ("May 6, 2021 - :cve:`2021-32052`", "May 6, 2021 - cve 2021-32052"),
    (":py:func:`~pkg.mod.load` and :doc:`the policy </internals/security>`",
     "func pkg.mod.load and doc the policy </internals/security>"),
    ("see {rfc}`9110`", "see rfc 9110"),
    ("Caf&eacute; &amp; Bar&#8212;2.0 &unknown;", "Café & Bar—2.0 &unknown;"),
    (r"set prodname\_github\_app \*now\*", "set prodname_github_app *now*"),
    (r"C:\Users\me and \d+", r"C:\Users\me and \d+"),  # a backslash before a letter is not an escape
    ("plain text, no markup", "plain text, no markup"),
])
def test_markup_reads_as_the_words_it_renders(text, expected):
    assert plain_text(text) == expected


def test_a_man_page_reads_as_it_renders():
    assert plain_text(MAN_PAGE) == (
        "HYPERFINE 1\nNAME\nhyperfine - command-line benchmarking tool\n\n"
        "-w, --warmup NUM\nPerform NUM warmup runs—see --runs.\nhyperfine(1)\n"
    )


# A card quotes what the source renders: an id a reST or MyST role writes,
# a word in a roff font, a hyphen roff escapes; an id or word the source
# has not is still caught.
@pytest.mark.parametrize("point, source, expected", [
    ("修正 CVE-2021-32052", "May 6, 2021 - :cve:`2021-32052`", []),
    ("修正 CVE-2021-32053", "May 6, 2021 - :cve:`2021-32052`", ["CVE-2021-32053"]),
    ("依照 RFC 9110 實作", "Implements {rfc}`9110`.", []),
    ("依照 RFC 9111 實作", "Implements {rfc}`9110`.", ["9111"]),
    ("`-w NUM` 設定暖機次數", MAN_PAGE, []),
    ("`-w MIN` 設定暖機次數", MAN_PAGE, ["MIN"]),
    ("hyperfine 是 CLI 工具", MAN_PAGE, []),
    ("hyperfine 是 GUI 工具", MAN_PAGE, ["GUI"]),
    ("參見 hyperfine(1)", MAN_PAGE, []),
    ("設定 prodname_github_app", r"set prodname\_github\_app", []),
    ("Café 營業", "Caf&eacute; is open", []),
])
def test_markup_in_the_source_grounds_what_it_renders(point, source, expected):
    assert missing(point, source) == expected


def test_where_a_source_writes_an_anchor_is_found_in_the_source_as_written():
    source = "Perform \\fINUM\\fP runs; NUM is a count."
    index = SourceIndex(source)
    assert index.has_name("num", "NUM")
    assert index.locate(Anchor(NAME, "NUM", "num", 1, 1, 4)) == (source.index("NUM is"), source.index(" is"))


# A frequency adjective joined to its number by a hyphen carries its unit
# ("a 3-monthly cycle" is every three months); apart, it does not.
@pytest.mark.parametrize("text, expected", [
    ("a 3-monthly cycle", [("3", "month")]),
    ("a six-weekly review", [("6", "week")]),
    ("3 monthly releases", [("3", None)]),
])
def test_frequency_adjectives_carry_their_unit(text, expected):
    assert [(n.key, n.unit) for n in read_numbers(text)] == expected


@pytest.mark.parametrize("point, source, expected", [
    ("安全性版本每三個月發布一次", "Security releases are published on a 3-monthly cycle.", []),
    ("Security releases follow a three-month cycle", "Security releases are published on a 3-monthly cycle.", []),
    ("安全性版本每四個月發布一次", "Security releases are published on a 3-monthly cycle.", ["四"]),
    ("安全性版本每三週發布一次", "Security releases are published on a 3-monthly cycle.", ["三"]),
])
def test_a_frequency_adjective_grounds_the_number_with_its_unit(point, source, expected):
    assert missing(point, source) == expected


# A card's lower-case base form is the source's -ed or -ing form of the
# same word; a capitalised name is not grounded by a verb that spells it.
@pytest.mark.parametrize("point, source, expected", [
    ("需要時 squash 進相關提交", "they should be squashed into the relevant commit", []),
    ("以 merge 合併", "the branch is merging daily", []),
    ("以 rebase 管理", "commits are rebased before review", []),
    ("以 fixup 合併", "they should be squashed into the relevant commit", ["fixup"]),
    ("使用 Salt 管理設定", "passwords are salted and hashed", ["Salt"]),
])
def test_a_base_form_is_grounded_by_its_inflection(point, source, expected):
    assert missing(point, source) == expected


# Latin abbreviations of prose are glue, not names, in either language.
@pytest.mark.parametrize("point", [
    "The backend sleeps at most 10000 ms, i.e. ten seconds",
    "支援多種格式，e.g. CSV、JSON etc.",
    "Pandas vs. Polars 的比較",
])
def test_latin_abbreviations_are_not_names(point):
    source = "The backend sleeps at most 10000 ms (ten seconds). Formats: CSV, JSON. Pandas or Polars."
    assert missing(point, source) == []


# Every form of one word grounds every other: a base, its -ed and -ing forms,
# with English doubling (commit: committed).
@pytest.mark.parametrize("point, source, expected", [
    ("修正後 commit", "the fix was committed last week", []),
    ("以 squashing 合併", "they should be squashed into the relevant commit", []),
    ("Provisioning 完成", "the cluster was provisioned", []),
    ("修正後 comment", "the fix was committed last week", ["comment"]),
])
def test_each_form_of_a_word_grounds_the_others(point, source, expected):
    assert missing(point, source) == expected
