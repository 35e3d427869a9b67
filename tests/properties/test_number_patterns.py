"""The number reader's faster forms read exactly what the plain ones did: the
patterns rewritten to open with a character class match where the patterns
that opened with a lookahead matched, with the same parts (those patterns
stay here as the specification), and each shortcut that skips a scan or a
call skips only where nothing could be found."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import numbers
from anchorlint.text.grounding_words import NUMBER_WORDS, ORDINAL_WORDS
from conftest import examples

_CJK = numbers._CJK_CHARS
_OLD_FIGURE_RE = re.compile(
    r"(?=[v0-9])(?<![a-z0-9_.])(?<![0-9],)(v|version )?"
    r"([0-9]{1,3}(?:(?:,[0-9]{3})+|(?:_[0-9]{3})+)(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)*)"
    r"([½¼¾⅓⅔])?(?![0-9]|\.[0-9]|,[0-9]{3}|_[0-9])"
    r"(?: ?(hundred|thousand|million|billion)\b|(k)\b)?"
    r"(?=-([0-9]+)(?![0-9.]))?"
)
# A figure joins a numeral run only before a scale (1萬2千, 2 萬), or after
# the number's own 百分之 (not one an earlier number ended in: in
# 百分之百分之1一 the second 百分之 is not read whole, and 1 is a figure).
_SCALES = numbers._CJK_SCALE_RUN
_OLD_CJK_NUMBER_RE = re.compile(
    rf"(?=[0-9{_CJK}])"
    rf"(百分之)?((?(1)(?:[0-9]+(?:\.[0-9]+)? ?)?[{_CJK}]|(?:[0-9]+(?:\.[0-9]+)? ?[{_SCALES}]|[{_CJK}]))"
    rf"(?:[0-9{_CJK}]|\.[0-9])*)(分之[{_CJK}]+)?"
)
_OLD_ORDINAL_RE = re.compile(
    rf"(?=[{''.join(sorted({word[0] for word in ORDINAL_WORDS}))}])\b({'|'.join(sorted(ORDINAL_WORDS, key=len, reverse=True))})\b")
# A month name as a whole run of letters.
_OLD_MONTH_WORD_RE = re.compile(
    f"(?:{numbers._led_alternation(sorted(numbers._MONTH_NUMBER, key=len, reverse=True), '(?<![a-z].)')})(?![a-z])"
)


def texts(*pieces: str, size: int = 24):
    return st.lists(st.sampled_from(pieces) | st.text(max_size=2), max_size=size).map("".join)


_FIGURE_PIECES = ("0", "1", "7", "12", "999", ",", ".", "_", "-", "v", "version ", "x", "a", " ", ",000", "_000",
                  ".5", "½", " hundred", "million", "k", "-3", "%", "\n", "萬")


@settings(max_examples=examples(1000))
@given(texts(*_FIGURE_PIECES))
def test_figures_match_where_the_lookahead_pattern_matched(text):
    expected = [(m.span(), m.groups()) for m in _OLD_FIGURE_RE.finditer(text)]
    assert [(m.span(), numbers.figure_parts(m, text)) for m in numbers.FIGURE_RE.finditer(text)] == expected


@settings(max_examples=examples(1000))
@given(texts("百分之", "分之", "百", "一", "二", "十", "萬", "千", "〇", "兩", "1", "25", ".", ".5", " ", "個", "之", "分", "a"))
def test_cjk_numbers_match_where_the_lookahead_pattern_matched(text):
    expected = [(m.span(), m.groups()) for m in _OLD_CJK_NUMBER_RE.finditer(text)]
    found = [(m.span(), numbers.cjk_number_parts(m, text)) for m in numbers.CJK_NUMBER_RE.finditer(text)]
    assert found == expected


_WORD_PIECES = ("may", "june", "sept", "march", "first", "second", "twenty", "one", "-", " ", "x", "s", "ly", "1",
                "第", "2023", ".", ",", "hundred", "thirty-first", "nine")


@settings(max_examples=examples(1000))
@given(texts(*_WORD_PIECES))
def test_words_are_found_only_where_their_letter_runs_are(text):
    """Month names, ordinals and number words are read only as whole runs of
    letters: the set of runs says when a scan can find nothing."""
    runs = numbers.letter_runs(text)
    assert (_OLD_MONTH_WORD_RE.search(text) is not None) == (not runs.isdisjoint(numbers._MONTH_NUMBER))
    if numbers._ORDINAL_RE.search(text):
        assert not runs.isdisjoint(ORDINAL_WORDS)
    if numbers.WORD_NUMBER_RE.search(text):
        assert not runs.isdisjoint(NUMBER_WORDS)


@settings(max_examples=examples(1000))
@given(texts(*_WORD_PIECES, "thirds", "quarters", "é", "語", "\ud800", "A", "_", "ab"))
def test_read_words_are_the_letter_runs_the_readers_look_for(text):
    """The bytes reading of the letter runs finds the same words of
    READ_WORDS as the pattern does (each a whole run of a-z letters)."""
    assert numbers.read_words(text) == numbers.letter_runs(text) & numbers.READ_WORDS


@settings(max_examples=examples(1000))
@given(texts("first", "second", "third", "fifth", "twentieth", "eighteenth", "th", "s", "e", "-", " ", "_", "é", "1", "第",
             "twenty-"))
def test_ordinals_match_where_the_lookahead_pattern_matched(text):
    expected = [(m.span(), m.groups()) for m in _OLD_ORDINAL_RE.finditer(text)]
    assert [(m.span(), m.groups()) for m in numbers._ORDINAL_RE.finditer(text)] == expected


@settings(max_examples=examples(1000))
@given(texts("1", "12", "123", "1234", "一", "十", ".", ")", "）", "、", "．", " ", "\t", "\n", "#", "- ", "> ", "* ", "a"))
def test_enumerators_after_a_newline_are_those_at_a_line_start(text):
    expected = [m.span(1) for m in numbers._ENUMERATOR_RE.finditer(text)]
    first = numbers._ENUMERATOR_RE.match(text)
    found = [first.span(1)] if first is not None else []
    found += [m.span(1) for m in numbers._LATER_ENUMERATOR_RE.finditer(text)]
    assert found == expected


@settings(max_examples=examples(500))
@given(texts("1", "12", "一", "十", ".", ")", "）", "、", "．", " ", "\t", "\n", "#", "- ", "> ", "a"))
def test_enumerators_only_where_the_hint_is(text):
    if numbers._ENUMERATOR_RE.search(text):
        assert numbers._ENUMERATOR_HINT_RE.search(text)


@settings(max_examples=examples(500))
@given(texts("天", "日期", "個", "个", "月", "年", "秒", "位元組", "%", "％", "(14)", " ", "\u00a0", "\n", "- ", "ms", "一", "的",
             "。", "，", "（", "成"))
def test_no_unit_after_a_character_that_opens_none(text):
    for at, char in enumerate(text):
        if not char.isascii() and char not in numbers._UNIT_OPENERS:
            assert numbers.unit_at(text, at) is None


# The CJK unit at a place (numbers._cjk_unit) is what one pattern of every
# unit, the longest first, matches there (the lookup by first character
# stands in for it).
def _cjk_unit_pieces():
    from anchorlint.text.numbers import _CJK_UNITS

    return sorted({*"".join(_CJK_UNITS), *_CJK_UNITS, "x", "的", " "})


@settings(max_examples=examples(800))
@given(st.lists(st.sampled_from(_cjk_unit_pieces()), max_size=4).map("".join), st.integers(0, 3))
def test_the_cjk_unit_at_a_place_is_the_longest_first_patterns(text, at):
    from anchorlint.text.numbers import _CJK_UNITS, _cjk_unit

    pattern = re.compile("|".join(re.escape(form) for form in sorted(_CJK_UNITS, key=len, reverse=True)))
    match = pattern.match(text, at)
    assert _cjk_unit(text, at) == (None if match is None else match.group())


# The year and enumerator hints are looked for from their separator or mark
# (numbers.year_hinted, numbers._enumerator_hinted): the same answers as the
# class-led patterns they stand in for.
@settings(max_examples=examples(1500))
@given(texts("1", "12", "1234", "2024", "一", "十", "-", "/", ".", ")", "）", "、", "．", " ", "\n", "a", "語", "١"))
def test_the_mark_led_hints_are_the_class_led_ones(text):
    assert numbers.year_hinted(text) is (numbers._YEAR_HINT_RE.search(text) is not None)
    assert numbers._enumerator_hinted(text) is (numbers._ENUMERATOR_HINT_RE.search(text) is not None)
