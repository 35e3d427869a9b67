"""A card's first ``gloss:`` line (model/card.first_gloss) and whether a line
opens with a quote marker (model/card.opens_quote) are found from the
literal on: the same matches as the patterns led by ``^`` in multi-line mode
that they stand in for (tried at every character before their match)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.model.card import GLOSS_LINE_RE, GLOSS_RE, first_gloss, opens_quote
from conftest import examples

PIECES = ("gloss:", "gloss", ":", " ", "\t", "\n", "\r", "\f", "x", "語", ">", "  >", "    >", "---", "-")
texts = st.lists(st.sampled_from(PIECES), max_size=20).map("".join)


def _same(found: re.Match[str] | None, expected: re.Match[str] | None) -> bool:
    if found is None or expected is None:
        return found is expected
    return found.span() == expected.span() and found.groups() == expected.groups()


@settings(max_examples=examples(1500))
@given(texts)
def test_the_first_gloss_is_the_patterns(text):
    assert _same(first_gloss(text), GLOSS_RE.search(text))
    assert _same(first_gloss(text, on_its_line=True), GLOSS_LINE_RE.search(text))


@settings(max_examples=examples(1500))
@given(texts)
def test_a_quote_line_is_what_the_line_start_pattern_finds(text):
    assert opens_quote(text) is (re.search(r"^[ ]{0,3}>", text, re.MULTILINE) is not None)


def test_a_gloss_and_a_quote_past_the_first_line():
    text = "---\ntitle: x\ngloss: 一句話\n---\n\n   > quoted\n"
    assert first_gloss(text).group(1) == "一句話" and first_gloss(text).start() == text.index("gloss:")
    assert opens_quote(text) and not opens_quote("a > b\n    > code")


# An ASCII line holds no Han, kana or hangul, and an ASCII source no accented
# Latin letter: both are answered without the scan (text/latin.is_latin_line,
# grounding_default._accented).
@settings(max_examples=examples(800))
@given(st.lists(st.sampled_from(("a", " ", "1", "語", "か", "é", "ø", "À", "\u024f", "\u0250", "x-y", "\n")), max_size=12).map("".join))
def test_the_ascii_shortcuts_answer_as_the_scans(text):
    from types import SimpleNamespace

    from anchorlint.lint.grounding_default import _ACCENTED_RE, _accented
    from anchorlint.text.latin import _HAN_RE, is_latin_line, latin_lines

    assert is_latin_line(text) is (_HAN_RE.search(text) is None)
    assert latin_lines([text, "abc"]) == [_HAN_RE.search(text) is None, True]
    assert _accented(SimpleNamespace(written=text)) is (_ACCENTED_RE.search(text) is not None)
