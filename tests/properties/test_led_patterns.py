"""Patterns rewritten to be led by a literal or a digit (a pattern opening
with a look-behind is tried at every character of a book-sized source) find
exactly what the look-behind-led patterns they replace found; those stay
here as the specification."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.lint.spaced_names import _versioned_token
from anchorlint.model.source_index import _BILLIONS_RE, _COMPOUND_DURATION_RE
from anchorlint.text.noun_counts import _noun_re
from conftest import examples

_OLD_COMPOUND_DURATION_RE = re.compile(
    r"(?<![0-9a-z_.])[0-9]+(?:h[0-9]+m(?:[0-9]+s)?|h[0-9]+s|m[0-9]+(?:\.[0-9]+)?s)(?![a-z0-9_])")
_OLD_BILLIONS_RE = re.compile(r"(?<![0-9a-z_.])([0-9]+(?:\.[0-9]+)?)b(?![a-z0-9_])")


def texts(*pieces: str, size: int = 24):
    return st.lists(st.sampled_from(pieces) | st.text(max_size=2), max_size=size).map("".join)


@settings(max_examples=examples(800))
@given(texts("1", "30", "m", "h", "s", ".", "5", "b", "x", "_", " ", "\n", "語", "3.8"))
def test_figures_led_by_a_digit(text):
    assert _COMPOUND_DURATION_RE.findall(text) == _OLD_COMPOUND_DURATION_RE.findall(text)
    assert _BILLIONS_RE.findall(text) == _OLD_BILLIONS_RE.findall(text)


@settings(max_examples=examples(800))
@given(texts("python", "py", "3", ".", "8", "_", "X", " ", "\n", "語", "python3.8"), st.sampled_from(
    ["python", "py", "p", "thon", "py.", ""]))
def test_a_name_glued_to_a_version_led_by_the_name(text, name):
    old = name in text and re.search(
        rf"(?<![0-9A-Za-z_]){re.escape(name)}[0-9]+(?:\.[0-9]+)*(?![0-9A-Za-z_])", text) is not None
    assert _versioned_token(name, text) == old


@settings(max_examples=examples(800))
@given(texts("layer", "layers", "s", " ", "  ", "x", "-", "\n", "語", "es"), st.sampled_from(
    ["layers", "layer", "class", "library", "s"]))
def test_a_noun_after_a_space(text, noun):
    pattern = _noun_re(noun)
    old = re.compile(rf"(?<= ){pattern.pattern}")  # the forms, after a space
    found = [match.span() for match in pattern.finditer(text) if text[match.start() - 1:match.start()] == " "]
    assert found == [match.span() for match in old.finditer(text)]


@settings(max_examples=examples(800))
@given(texts("2", "4", "24", ".", "2.4", ",", "000", " ", "\n", "語"), st.sampled_from(["2", "24", "2.4", "0.2"]))
def test_a_row_figure_led_by_the_figure(text, figure):
    from anchorlint.text.row_labels import _THOUSANDS_RE, _figure_re

    old = re.compile(rf"(?<![0-9.]){re.escape(figure)}(?![0-9]|\.[0-9])")
    assert [m.span() for m in _figure_re(figure).finditer(text)] == [m.span() for m in old.finditer(text)]
    assert _THOUSANDS_RE.sub("", text) == re.sub(r"(?<=[0-9]),(?=[0-9]{3})", "", text)


@settings(max_examples=examples(800))
@given(texts("day", "days", "week", "month", "year", "s", "x", "_", "1", " ", ".", "語", "é", "weekend"))
def test_unit_words_led_by_their_letters(text):
    from anchorlint.text.restated_spans import _UNIT_WORD_RE

    old = re.compile(r"\b(?:day|week|month|year)s?\b")
    assert [m.span() for m in _UNIT_WORD_RE.finditer(text)] == [m.span() for m in old.finditer(text)]
    assert bool(_UNIT_WORD_RE.fullmatch(text)) == bool(old.fullmatch(text))
