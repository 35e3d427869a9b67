"""The whole-text count of a source's assertions equals the line-by-line
count it replaces (kept in the code as the specification)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text.source_units import count_source_units, count_source_units_by_line
from conftest import examples

PIECES = (
    "\n", " ", "\t", "\r", "\u3000", "\xa0", "\x85", "\v", "a", "語", "1", "12", ".", "..", "!", "?", ";", "。", "！",
    "；", "-", "*", "+", ")", "#", "##", "####### ", ">", "> ", "|", "[!", "---", "```", "~~~", "`", "~", "v1.4",
)
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=2), max_size=60).map("".join)


@settings(max_examples=examples(1000))
@given(texts)
def test_whole_text_count_equals_the_line_count(text):
    assert count_source_units(text) == count_source_units_by_line(text)
