"""The examples after a lead-in are a list (issue 11, evaluation/fresh21;
docs/compat.md item 180). "such as A, B, or C" gives three examples even
when each is a phrase longer than an enumeration's usual item, and the
bracket that closes such a list ends it. The source is a short excerpt
written for the tests in the manner of a project's security policy."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.source_lists import listed_counts

POLICY = (
    "## Reporting\n\n"
    "If you identify a security vulnerability in the tool (such as command injection exploits, shell "
    "execution flaws during Git command parsing, or directory escapes), please do **not** open a public "
    "issue.\n"
)


def test_long_examples_after_a_lead_in_are_counted():
    assert 3 in listed_counts(POLICY)


def test_a_closing_bracket_ends_the_list():
    text = "Report a flaw (such as injection exploits, shell flaws, or directory escapes), please, by mail."
    assert listed_counts(text) == frozenset({3})


def test_a_clause_after_the_lead_in_is_no_example():
    from anchorlint.text.inline_lists import _led_items

    # Examples of up to ten words each: a list; a longer part is a clause.
    assert _led_items(["Report a flaw (such as injection exploits", " shell flaws", " directory escapes"]) == 3
    assert _led_items(["Some tools (such as the ones that ship a daemon which listens on every interface by default",
                       " editors"]) == 0


@pytest.mark.parametrize(("point", "expected"), [
    ("文中舉了三類漏洞作為例子", []),
    ("The policy gives three kinds of vulnerability as examples", []),
    # A count the list does not give.
    ("文中舉了五類漏洞作為例子", ["五"]),
    ("The policy gives four kinds of vulnerability as examples", ["four"]),
])
def test_a_count_of_the_examples_is_grounded_by_the_list(point, expected):
    assert missing(point, POLICY) == expected
