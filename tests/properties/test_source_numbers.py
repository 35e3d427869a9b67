"""A source's number table read from only the paragraphs that can hold a
number (model/source_numbers.py) is the table of the whole source: no reading
crosses a blank line, and a paragraph without a hint gives nothing."""

from __future__ import annotations

import re
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.model.source_index import SourceIndex
from anchorlint.model.source_numbers import (
    _LETTER_FIGURE_RE, _MONTHS, _has_hint_word, date_paragraphs,
    hinted_paragraphs, number_paragraphs, read_table,
)
from anchorlint.text.grounding_words import MONTHS, NUMBER_WORDS, ORDINAL_WORDS
from anchorlint.text.full_dates import date_keys
from anchorlint.text.numbers import _MONTH_NUMBER, letter_runs, read_numbers
from anchorlint.text.source_figures import TIMES_WORDS
from conftest import PROJECT, examples

BLANK_LINES_RE = re.compile(r"\n(?:[ \t]*\n)+")

# Pieces that put every kind of reading next to a paragraph's edge: figures,
# scales, units, ranges, lists, dates, CJK numerals and counters, words,
# table rows, list labels, and the white space a blank line is made of.
PIECES = (
    "5", "12", "1,000", "1_000", "2.5", "3.14.15", "0.082", "29.7", "v", "version ", "140-3", "k", " million",
    " thousand", "%", " ms", "ms", " s", " gb", "mb/s", "-", " to ", " or ", ", ", ":1", "½", "(14)", " (", ")",
    "st", "th", "2023-10-02", "24-apr-2024", "october", "may", " 2, 2023", "twenty", "-five", "first",
    "second", "thirty-second", "dozen", "ten", "june 23", ",\n1998", " 1998", "5 月 20 日", "2025 年 ", "二", "十五", "萬", "兩", "個", "年", "月", "日", "成", "百分之",
    "三分之一", "第", "到", "、", "或", "| ", " |", "|", "| size (mb) | time |", "|---|---|", "| 12 | 3 |",
    "1. ", "15. ", "十五、", "# ", "> ", "* ", " ", "\t", "\u00a0", "\n", "\n", "\n\n", "\n \n", "\n\t\n",
    "a", "x", "word", ".", "*", "_", "11/04/17", "4/11/2017", "/", " * 2", "twice",
)
texts = st.lists(st.sampled_from(PIECES), max_size=60).map("".join)


def _table(text: str) -> dict:
    table: dict = {}
    read_table(text, table)
    return table


def _readings(text: str) -> Counter:
    """Every reading with what it was read from (positions left out)."""
    return Counter((n.key, n.unit, n.decimals, n.version, text[n.start:n.end]) for n in read_numbers(text))


@settings(max_examples=examples(600))
@given(texts)
def test_the_paragraphs_with_numbers_read_as_the_whole_source(text):
    chosen = number_paragraphs(text)
    assert _readings(chosen) == _readings(text)
    assert _table(chosen) == _table(text)
    assert date_keys(chosen) == date_keys(text)
    assert date_keys(date_paragraphs(hinted_paragraphs(text)[1])) == date_keys(text)


# Paragraphs: texts whose own blank lines are closed up.
paragraphs = texts.map(lambda text: BLANK_LINES_RE.sub("\n", text))


@settings(max_examples=examples(300))
@given(st.lists(paragraphs, min_size=2, max_size=6))
def test_paragraphs_are_read_alone(found):
    """Joining paragraphs with a blank line, of any spaces and tabs, adds
    and loses no reading: each reads as it does alone."""
    separators = ("\n\n", "\n \n", "\n\t \n\n")
    whole = "".join(p + separators[i % 3] for i, p in enumerate(found))
    assert _readings(whole) == sum((_readings(p) for p in found), Counter())


# The forms read_table's scans are rewritten from: a month name after no
# letter and before none; a figure after one letter that follows no letter,
# digit, _ or . (the letter first, as written before the digit-first scan).
MONTH_SPEC_RE = re.compile(
    r"(?<![a-z])(january|february|march|april|june|july|august|september|october|november|december)(?![a-z])")
LETTER_FIGURE_SPEC_RE = re.compile(r"(?<![a-z0-9_.])[a-z]([0-9]+)(?![0-9.a-z])")
NAME_PIECES = ("p", "m", "v", "r", "x", "_", ".", "9", "80", "99", " ", "\n", "june", "julyx", "é", "語", "march", "mays")


@settings(max_examples=examples(600))
@given(st.lists(st.sampled_from(PIECES + NAME_PIECES), max_size=40).map("".join))
def test_months_and_letter_figures_as_the_specification_reads_them(text):
    """read_table takes month names from the text's letter runs and reads
    letter figures from their first digit: the same as the plain forms."""
    assert sorted(letter_runs(text).intersection(_MONTHS)) == sorted(set(MONTH_SPEC_RE.findall(text)))
    assert _LETTER_FIGURE_RE.findall(text) == LETTER_FIGURE_SPEC_RE.findall(text)


# Any hint word with no letter a-z before or after it.
WORD_HINT_SPEC_RE = re.compile("(?<![a-z])(?:" + "|".join(sorted(
    {*NUMBER_WORDS, *ORDINAL_WORDS, *TIMES_WORDS, *(name for names in MONTHS for name in names.split())},
    key=lambda word: (-len(word), word))) + ")(?![a-z])")
HINT_PIECES = ("one", "ones", "bone", "ten", "often", "first", "may", "mayo", "june", "twice", "a", "-", " ", "\n",
               "語", "é", "9", ".", "One", "_", "\u00ff", "𝟘")


@settings(max_examples=examples(1000))
@given(st.lists(st.sampled_from(HINT_PIECES), max_size=12).map("".join))
def test_the_word_hint_finds_what_the_single_pattern_finds(text):
    assert _has_hint_word(text) == (WORD_HINT_SPEC_RE.search(text) is not None)


def test_a_hint_free_character_gives_no_number():
    """Every CJK character outside the hint class reads as no number, alone,
    counted or as a percentage (so the class misses no CJK numeral)."""
    hints = set("0123456789〇零一二兩两三四五六七八九十百千萬万億亿½¼¾⅓⅔")
    for code in [*range(0x2150, 0x2190), 0x3007, *range(0x4E00, 0xA000)]:
        char = chr(code)
        if char not in hints:
            assert read_numbers(f"{char}個 {char}{char}年 {char}%") == [], char


def test_every_number_word_is_a_hint():
    words = [*NUMBER_WORDS, *ORDINAL_WORDS, *(name for names in MONTHS for name in names.split())]
    for word in words:
        text = f"alpha\n\n{word} days\n\nomega"
        assert number_paragraphs(text) == f"{word} days", word


def test_every_month_name_is_a_date_hint():
    """Each month name the date reader knows, in each whole-date form, keeps
    its paragraph for the date reading."""
    for name in _MONTH_NUMBER:
        for date in (f"{name} 5, 2023", f"5 {name} 2023", f"5-{name}-2023", f"2023-{name}-05"):
            text = f"alpha 7\n\n{date} release\n\nomega 9"
            assert date_keys(date_paragraphs(hinted_paragraphs(text)[1])) == date_keys(text) != frozenset(), date


def test_the_evaluation_sources_read_as_whole():
    sources = sorted(PROJECT.glob("evaluation/**/*.md"))
    assert sources
    for path in sources:
        index = SourceIndex(path.read_text(encoding="utf-8"))
        assert _table(number_paragraphs(index.text)) == _table(index.text), path
        assert index.numbers == _table(index.text), path
        assert index.dates == date_keys(index.text), path
