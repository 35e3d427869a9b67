"""A figure's whole places (text/whole_figures.py) are exactly the places a
lookaround pattern finds: no digit or point joined on the left, no digit or
point-and-digit on the right, the bounds given counting as the text's ends."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text.whole_figures import whole_places
from conftest import examples

PIECES = ("6", "60", "0", ".", "1", " ", "\n", "x", "。", "６")
texts = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)
figures = st.sampled_from(["6", "60", "0", "606", "6.0", "60.1", "1"])


def _specified(text: str, figure: str, start: int, end: int) -> list[int]:
    window = text[start:end]
    pattern = re.compile(r"(?<![\d.])" + re.escape(figure) + r"(?!\d|\.\d)")
    # Every place where the figure starts, overlapping ones included: the
    # pattern is tried at each offset, not only after the last match.
    return [start + at for at in range(len(window)) if pattern.match(window, at)]


@settings(max_examples=examples(500))
@given(texts, figures, st.data())
def test_whole_places_equal_the_lookaround_reading(text, figure, data):
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    assert list(whole_places(text, figure, start, end)) == _specified(text, figure, start, end)


def test_a_figure_inside_a_longer_number_or_version_is_not_whole():
    text = "60 600 1.60 60. 2060 60.5 x60"
    assert list(whole_places(text, "60")) == [0, 12, 27]
    assert list(whole_places("2.4 12.4 2.4.1 v2.4", "2.4")) == [0, 16]


# A product's own versions (grounding_default._own_versions) are what a
# pattern built for the name finds, read without building one per name.
NAME_PIECES = ("TypeScript", "Type", "Script", " ", "\t", "v", "2", ".", "7", "0", "-", "_", "語", "x", "\n")
sources = st.lists(st.sampled_from(NAME_PIECES), max_size=30).map("".join)


@settings(max_examples=examples(500))
@given(sources, st.sampled_from(["TypeScript", "Script", "Type Script", "v2", "x"]))
def test_own_versions_equal_the_pattern_built_for_the_name(source, name):
    from types import SimpleNamespace

    from anchorlint.lint.grounding_default import _own_versions

    expected = [m.group(1) for m in re.finditer(
        r"(?<![\w.-])" + re.escape(name) + r"[ \t]+v?([0-9]+(?:\.[0-9]+)+)(?![\w.])", source)]
    assert _own_versions(name, SimpleNamespace(cased=source)) == expected


# A figure's bare places (text/whole_figures.bare_places) are the places the
# look-behind pattern it stands in for finds, one after another as a scan
# finds them (never overlapping).
BARE_PIECES = ("2", "4", "24", ".", "2.4", "0", " ", "v", "x", "語", "١", "\n")
bare_texts = st.lists(st.sampled_from(BARE_PIECES), max_size=30).map("".join)


@settings(max_examples=examples(800))
@given(bare_texts, st.sampled_from(["2", "24", "2.4", "4.2", "2.4.0", "22", ".4"]))
def test_bare_places_equal_the_look_behind_pattern(text, figure):
    from anchorlint.text.whole_figures import bare_places

    pattern = re.compile(r"(?<![0-9.])" + re.escape(figure) + r"(?![0-9])")
    assert list(bare_places(text, figure)) == [match.start() for match in pattern.finditer(text)]


def test_a_bare_place_may_go_on_with_a_point_but_not_a_digit():
    from anchorlint.text.whole_figures import bare_places

    # (only ASCII digits join it: an Arabic-Indic digit before it does not)
    assert list(bare_places("2.4 12.4 2.4.0 v2.4 2.45 ٢2.4", "2.4")) == [0, 9, 16, 26]


# A long text's whole places are looked up in an index of its digit runs
# (whole_figures._indexed_places); they are the places the scan finds, with
# digits the runs do not hold (an Arabic-Indic or superscript digit) beside them.
INDEXED_PIECES = ("6", "60", "0", ".", "1", " ", "\n", "x", "。", "６", "²", "١", "v")


@settings(max_examples=examples(800))
@given(st.lists(st.sampled_from(INDEXED_PIECES), max_size=40).map("".join),
       st.sampled_from(["6", "60", "0", "606", "6.0", "60.1", "1", "0.6", "06"]))
def test_indexed_places_equal_the_scan(text, figure):
    from anchorlint.text.whole_figures import _indexed_places

    _indexed_places.__globals__["_runs_by_digits"].cache_clear()
    assert list(_indexed_places(text, figure)) == list(whole_places(text, figure))


def test_a_long_text_is_read_through_its_index():
    from anchorlint.text.whole_figures import _LONG

    text = "x60 600 1.60 60. ١60 60.5 6０ 60\n" * (_LONG // 30 + 1)
    assert len(text) >= _LONG
    assert list(whole_places(text, "60")) == _specified(text, "60", 0, len(text))
