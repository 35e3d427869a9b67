"""A count whose items the card lists in a parenthesis right after what it
counts is judged by that parenthesis, also when the source writes the
number for something else (issue 11, evaluation/fresh19; docs/compat.md
item 185): "4 auth mechanisms (basic, bearer, digest)" names three. Before,
only a Chinese line's enumeration (after a colon or right before the
count) could contradict a count the source's figure grounds. The source is
a short excerpt written for the tests in the manner of a command's manual."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.counts import bracketed_tally

MANUAL = (
    "# fetch\n\n"
    "-A, --auth <method>: one of basic, bearer or digest.\n"
    "-o, --output <format>: one of 4 output formats.\n"
    "-F, --fields <n>: the record holds 10 fields, 8 strings and 2 integers.\n"
)


@pytest.mark.parametrize(("line", "end", "named"), [
    ("-A picks one of 4 auth mechanisms (basic, bearer, digest)", 17, 3),
    ("-A picks one of 3 auth mechanisms (basic, bearer and digest)", 17, 3),
    # Some of them, a breakdown by figures, or a remark: no tally.
    ("-A picks one of 4 auth mechanisms (e.g. basic, bearer)", 17, None),
    ("-A picks one of 4 auth mechanisms (basic, bearer, etc.)", 17, None),
    ("the record holds 10 fields (8 strings, 2 integers)", 19, None),
    ("-A picks one of 4 auth mechanisms (see the manual)", 17, None),
])
def test_the_items_of_a_parenthesis_after_the_count(line, end, named):
    assert bracketed_tally(line, end) == named


@pytest.mark.parametrize(("point", "expected"), [
    ("-A picks one of 3 auth mechanisms (basic, bearer, digest)", []),
    ("The record holds 10 fields (8 strings, 2 integers)", []),
    # The source's 4 counts output formats: the card's list says three.
    ("-A picks one of 4 auth mechanisms (basic, bearer, digest)", ["4"]),
    ("-A 可選 4 種認證方式（basic、bearer、digest）", ["4"]),
])
def test_a_count_its_parenthesis_contradicts_is_reported(point, expected):
    assert missing(point, MANUAL) == expected
