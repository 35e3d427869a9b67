"""The values a source sets a prose key to on lines of its own
(text/keyed_values._named with ``lines_only``) are the same whether every
place of the name is tried (a short source) or each line's start is scanned
for it (a book's: keyed_values._line_named)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import keyed_values
from conftest import examples

PIECES = ("width", "widths", "in", "-", " ", "\t", "\n", '"', "'", "*", ":", "=", "80", "5", "x", "a", ",", "#",
          "_", ".", "語", "2.5k")


@settings(max_examples=examples(1500))
@given(st.lists(st.sampled_from(PIECES), max_size=24).map("".join), st.sampled_from(["width", "in", "a", "w.x"]))
def test_the_line_scan_reads_what_every_place_does(text, name):
    scanned: set[str] = set()
    tried: set[str] = set()
    keyed_values._line_named(text, name, scanned)
    assert len(text) < keyed_values._LONG  # (the places tried one by one)
    keyed_values._named(text, name, tried, lines_only=True)
    assert scanned == tried


def test_a_book_long_source_sets_a_key_on_its_own_lines():
    text = "the width of it 3\n" * (keyed_values._LONG // 18 + 1) + '  "width": 80,\n- width: 60\n-width: 9\nwidth 7\n'
    assert keyed_values.source_values(text, "width ") == {"80", "60"}
