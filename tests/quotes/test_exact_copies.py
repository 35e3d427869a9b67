"""Issue 12: a byte-exact copy of the source is always grounded at the exact
tier, ligatures and words hyphenated across a line break included, and
whatever stands next to it."""

from __future__ import annotations

import re

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from anchorlint.quotes.charclass import is_boundary
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView

SOURCE = (
    "Not Post-\ngres is the ﬂuent choice; we were not able to compete.\n"
    "The ﬁnal sum\u00admary of 1,204 documents was “hard”, AT&amp;T said.\n"
    "外掛不得上傳任何使用者資料。| Windows | 30 days |\n> quoted line\n- item one\n"
)
TOKENS = [m.span() for m in re.finditer(r"\S+", SOURCE)]


def test_the_issue_examples_are_exact() -> None:
    for quote in ("Post-\ngres is the ﬂuent choice", "able to compete", "ﬂuent", "Post-\ngres"):
        cert = verify_quote(quote, SOURCE)
        assert cert.grounded and cert.tier == "exact", quote
        assert cert.span_text == quote


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_every_slice_between_white_space_is_exact(data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(TOKENS) - 1))
    j = data.draw(st.integers(i, min(len(TOKENS) - 1, i + 12)))
    a, b = TOKENS[i][0], TOKENS[j][1]
    assume(is_boundary(SOURCE, a) and is_boundary(SOURCE, b))  # not half of "Post-⏎gres"
    quote = SOURCE[a:b]
    cert = verify_quote(quote, SourceView(SOURCE))
    assert cert.grounded and cert.tier == "exact", quote
    assert SOURCE[cert.start : cert.end] == quote
