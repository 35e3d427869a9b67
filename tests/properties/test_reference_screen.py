"""A figure after a space or a tab is read as a reference's (text/references.py)
only after the point of ``p.`` or the last letter of issue, pr, pull request
or bug: the screen that skips the pattern for every other figure skips only
where the pattern and the tag reading find nothing."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import references
from conftest import examples

PIECES = ("issue", "pr", "pull request", "bug", "p.", "pp.", "gh-", ":issue:`", "#", "&", "<img height=", '"',
          "'", "x", "a", " ", "\t", "\n", "1", "2", "3", "_", "=", "-", ".", "Issue", "PR")


def _unscreened(text: str, start: int) -> bool:
    if references._REFERENCE_BEFORE_RE.search(text, max(0, start - 16), start) is not None:
        return True
    if text[start - 1] not in "\"'=":
        return False
    opened = text.rfind("<", max(0, start - 400), start)
    return opened >= 0 and references._TAG_ATTRIBUTE_RE.match(text[opened:start]) is not None


@settings(max_examples=examples(1500))
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=12).map("".join))
def test_the_screen_skips_only_figures_no_reference_gives(before):
    text = before + "42"
    start = len(before)
    assert references.referenced(text, start) == _unscreened(text, start)


def test_a_page_an_issue_and_a_pull_request_are_read():
    for text in ("see p. 96", "issue 895", "pull request 12", "fixed bug 7", "pr\t3"):
        start = re.search(r"[0-9]+$", text).start()
        assert references.referenced(text, start)
    assert not references.referenced("took 96", 5)
