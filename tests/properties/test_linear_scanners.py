"""The linear-time scanners find exactly what the regular expressions they
replace would find (the expressions stay in the code as the specification),
and the rewritten patterns match exactly where the old ones did."""

from __future__ import annotations

import re

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from anchorlint.model.math import _BLOCK_RE, display_blocks
from anchorlint.model.markdown import _INLINE_CODE_RE, blank_inline_code
from anchorlint.model.embeds import markdown_images, wiki_images
from anchorlint.rules.f1_unresolved_image import _MARKDOWN_RE, _WIKI_RE
from anchorlint.text.grounding_words import NUMBER_WORDS, ORDINAL_WORDS
from anchorlint.text.numbers import (
    _DATE_FIELDS, _DATE_RES, _LETTERS, _LIST_RE, _MONTH_DASH_RE, _MONTH_NUMBER, _ORDINAL_RE, _YEAR_HINT_RE,
    WORD_NUMBER_RE, letter_runs, matches_at, places, read_dates)
from anchorlint.text.restated_series import _LONGEST_JOIN
from anchorlint.text.secrets import PATTERNS as _PATTERNS
from anchorlint.text.source_figures import (
    _CIDR_HINT_RE, _CIDR_RE, _CLOCK_HINT_RE, _CLOCK_RE, _LETTER_TIMES_RE, _SLASH_DATE_RE, _TIMESTAMP_HINT_RE,
    _TIMESTAMP_RE, _URL_RE, _before_slashes, _url_starts, multipliers, timestamp_times)
from anchorlint.text.source_markup import _ROFF_HINT_RE, _is_roff
from anchorlint.text.source_units import SENTENCE_END_RE
from anchorlint.text.tokens import TOKEN_RE
from anchorlint.lint.directive_comments import COMMENT_RE, comments
from conftest import examples


def texts(*pieces: str, size: int = 16):
    return st.lists(st.sampled_from(pieces) | st.text(max_size=2), max_size=size).map("".join)


@settings(max_examples=examples(500))
@given(texts("`", "``", "```", "a", " ", "\n"))
def test_code_spans(text):
    assert blank_inline_code(text) == _INLINE_CODE_RE.sub(lambda m: " " * len(m.group()), text)


@settings(max_examples=examples(500))
@given(texts("$", "$$", "\\[", "\\]", "\\", "[", "]", "a", "\n"))
def test_display_math(text):
    expected = [(m.start(), m.group(1) if m.group(1) is not None else m.group(2)) for m in _BLOCK_RE.finditer(text)]
    assert display_blocks(text) == expected


@settings(max_examples=examples(500))
@given(texts("![", "]", "(", ")", "<", ">", "\\", " ", "\n", '"', "'", "a", "![[", "]]", "|", "#", "\t"))
def test_image_embeds(text):
    assert markdown_images(text) == [(m.start(), m.group(1)) for m in _MARKDOWN_RE.finditer(text)]
    assert wiki_images(text) == [(m.start(), m.group(1)) for m in _WIKI_RE.finditer(text)]


@settings(max_examples=examples(500))
@given(texts("<!--", "-->", "-", "--", ">", " ", "\t", "\n", "anchorlint-", "anchorlint", "a"))
def test_directive_comments(text):
    expected = [(m.start(), m.end(), m.group(1), m.group(2), m.start(2)) for m in COMMENT_RE.finditer(text)]
    assert [(c.start, c.end, c.name, c.body, c.body_start) for c in comments(text)] == expected


_OLD_SENTENCE_END = re.compile(r"[。！？；]+|[.!?;]+(?:[\t\n\f\r ]+|\Z)")


@settings(max_examples=examples(500))
@given(texts(".", "!", "?", ";", "。", "！", " ", "\t", "a", "\n", "\x0b"))
def test_sentence_ends(text):
    assert SENTENCE_END_RE.split(text) == _OLD_SENTENCE_END.split(text)


_S = r"[\t\n\v\f\r ]"
_OLD_SECRETS = {
    "pem": re.compile(r"-----BEGIN" + _S + r".*PRIVATE KEY-----"),
    "jwt": re.compile(r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    "url-credentials": re.compile(r"(?i)[a-z][a-z0-9+.-]*://[^\t\n\v\f\r :/@]+:[^\t\n\v\f\r :/@]+@"),
}
_PIECES = {
    "pem": ("-----BEGIN ", "-----BEGIN", "PRIVATE KEY-----", "-", " ", "\n", "x"),
    "jwt": ("eyJ", "a", "abcdefgh", ".", "-", "_", " ", "eyJabcdefgh"),
    "url-credentials": ("://", "a", "A", "1", "+", ".", "-", ":", "@", "/", " ", "\u017f", "\u212a"),
}


@settings(max_examples=examples(500))
@given(st.sampled_from(sorted(_OLD_SECRETS)), st.data())
def test_secret_patterns_match_where_they_did(kind, data):
    text = data.draw(texts(*_PIECES[kind], size=14))
    assert bool(dict(_PATTERNS)[kind].search(text)) == bool(_OLD_SECRETS[kind].search(text))


_PLAIN_TOKEN_RE = re.compile(r"[a-z0-9\u00df-\u024f]+(?:[._\-'’][a-z0-9\u00df-\u024f]+)*")


@settings(max_examples=examples(500))
@given(texts("a", "z", "0", "9", "ß", "ɏ", "é", "ɐ", ".", "_", "-", "'", "’", " ", "中", "A", "\n"))
def test_tokens_match_where_the_plain_pattern_matched(text):
    assert [m.span() for m in TOKEN_RE.finditer(text)] == [m.span() for m in _PLAIN_TOKEN_RE.finditer(text)]


@settings(max_examples=examples(1000))
@given(texts("x", "x ", " x ", "x\t", "0", "7", "2.63", "12", ".", " ", "a", "\n", "(", "1.2.3", "a1", ".5", size=12))
def test_letter_multipliers_read_as_the_whole_pattern(text):
    # multipliers() scans each half of the pattern on its own (a text with
    # no sign or word that says times: only speedups are read from it).
    assume(not any(sign in text for sign in ("*", "×", "twice", "thrice")))
    expected = [match.group(1) or match.group(2) for match in _LETTER_TIMES_RE.finditer(text)]
    assert list(multipliers(text)) == expected


# multipliers() as one scan per pattern (the specification of its faster form).
_SIGN_TIMES_RE = re.compile(r"[*×][ \t]?([0-9]+(?:\.[0-9]+)?)(?![0-9.*])")


def _multipliers_by_scans(text: str) -> list[str]:
    from anchorlint.text.source_figures import TIMES_WORDS, _TIMES_PHRASE_RE, _TIMES_WORDS_RE, _after_operand

    out = [m.group(1) for m in _SIGN_TIMES_RE.finditer(text) if _after_operand(text, m.start())]
    out += [m.group(1) or m.group(2) for m in _LETTER_TIMES_RE.finditer(text)]
    out += [TIMES_WORDS[m.group(1)] for m in _TIMES_WORDS_RE.finditer(text)]
    return out + [TIMES_WORDS[m.group(1) or m.group(2)] for m in _TIMES_PHRASE_RE.finditer(text)]


@settings(max_examples=examples(1000))
@given(texts("*", "* ", "×", "× ", "2", "3.5", " ", "a", "x", "2x", "x 2", "\n", "twice", "thrice", "_", "中",
             "the ", "double", "triple ", "quadruple", "the double of", "double the", "that", "its", "ly", size=12))
def test_multipliers_read_as_one_scan_per_pattern(text):
    assert list(multipliers(text)) == _multipliers_by_scans(text)


@settings(max_examples=examples(1000))
@given(texts("2018-05-04-16-45-08", "1999-12-31t23:59", "2018-05-04 24:45", "2018-05-04_16-45:08", "2018-05-04",
             "-16", ":45", "-08", "t09", ":", "0", " ", "\n", size=8))
def test_timestamps_read_as_the_unhinted_scan(text):
    if _TIMESTAMP_RE.search(text) is not None:
        assert _TIMESTAMP_HINT_RE.search(text) is not None
    expected = []
    for match in _TIMESTAMP_RE.finditer(text):
        hour, _, minute, second = match.groups()
        if int(hour) < 24:
            expected += [str(int(part)) for part in (hour, minute, second) if part is not None]
    assert list(timestamp_times(text)) == expected


@settings(max_examples=examples(1000))
@given(texts("10.0.0.0/16", "192.168.1.1/24", "39.97.63.215:80", "15:59:02", "23:59:59", ".", "/", ":", "0", "1",
             "16", "59", "a", " ",
             "\n", size=10))
def test_addresses_and_clock_times_are_hinted(text):
    # name_parts() scans for an address or a clock time only in a text the hint finds something in.
    if _CIDR_RE.search(text) is not None:
        assert _CIDR_HINT_RE.search(text) is not None
    if _CLOCK_RE.search(text) is not None:
        assert _CLOCK_HINT_RE.search(text) is not None


@settings(max_examples=examples(1000))
@given(texts("\\f", "\\fB", "\\f(", "\\f5", ".", ".TH", ".SH", ".fi", "\n", "\n.", " ", "a", "B", "1", size=10))
def test_roff_found_as_by_the_hint_pattern(text):
    assert _is_roff(text) == (_ROFF_HINT_RE.search(text) is not None)


@settings(max_examples=examples(500))
@given(texts(" ", ",", "，", "、", "or", "and", "或", "和", "與", "及", "a", size=8))
def test_no_list_join_is_longer_than_restated_series_reads(text):
    # restated_series tells figures further apart than this are no run without the pattern.
    if _LIST_RE.fullmatch(text) is not None:
        assert len(text) <= _LONGEST_JOIN



def _dates_by_scans(text: str) -> list:
    """read_dates as it was: every pattern scanned over the whole text."""
    out, taken = [], bytearray(len(text))
    years = _YEAR_HINT_RE.search(text) is not None
    months = not letter_runs(text).isdisjoint(_MONTH_NUMBER)
    dashed = months and _MONTH_DASH_RE.search(text) is not None
    for n, (pattern, _) in enumerate(_DATE_RES):
        if not (years if n < 2 else dashed if n < 4 else months):
            continue
        for match in pattern.finditer(text):
            if taken.find(1, match.start(), match.end()) >= 0:
                continue
            taken[match.start():match.end()] = b"\x01" * (match.end() - match.start())
            for group, unit in _DATE_FIELDS[n]:
                raw = match.group(group)
                if raw is not None:
                    key = str(_MONTH_NUMBER[raw]) if raw in _MONTH_NUMBER else str(int(raw))
                    out.append((match.start(group), match.start(group) + len(raw), key, unit))
    return out


@settings(max_examples=examples(1000))
@given(texts("2023-10-02", "2019-", "20", "19", "1999/", "12", "-", "/", ".", "0", "7", " ", "may", "march", "sept",
             "september", "oct.", "a", ",", "2nd", "\n", "24-apr-2024", "x", "09", "3rd november", "12 may", size=14))
def test_dates_are_read_where_a_scan_of_each_pattern_finds_them(text):
    """read_dates tries its year-led and month-led patterns only where the
    text writes 19, 20 or one of its month names: the same dates as
    scanning the whole text with each pattern."""
    taken = bytearray(len(text))
    found = [(number.start, number.end, number.key, number.unit) for number in read_dates(text, taken)]
    assert found == _dates_by_scans(text)


@settings(max_examples=examples(1000))
@given(texts("one", "twenty", "-", "first", "second", "done", " ", "hundred", "thousand", "a", "1", "中", "_", "\n",
             "seventh", "sevens", "twenty-one", "2nd", size=12))
def test_number_words_and_ordinals_are_read_where_a_scan_finds_them(text):
    """read_numbers tries the number-word and ordinal patterns only where
    the text writes one of the words its letter runs hold."""
    words = letter_runs(text)
    for pattern, vocabulary in ((WORD_NUMBER_RE, NUMBER_WORDS), (_ORDINAL_RE, ORDINAL_WORDS)):
        starts = places(text, words.intersection(vocabulary), _LETTERS)
        assert [m.span() for m in matches_at(pattern, text, starts)] == [m.span() for m in pattern.finditer(text)]


@settings(max_examples=examples(1000))
@given(texts("/", "1", "11", "04", "17", "2017", "a", ".", "-", "_", " ", "\n", "5/10/15", "123/", size=12))
def test_slash_dates_are_read_where_a_scan_finds_them(text):
    """slash_dates tries its pattern only before a slash that follows a figure."""
    found = [m.span() for m in matches_at(_SLASH_DATE_RE, text, _before_slashes(text))]
    assert found == [m.span() for m in _SLASH_DATE_RE.finditer(text)]


@settings(max_examples=examples(1000))
@given(texts("://", "http", "https", "ftp", "h", "f", "t", "p", "s", "x", " ", "/", "\n", "(", size=12))
def test_urls_are_read_where_a_scan_finds_them(text):
    """name_parts tries the URL pattern only a scheme's length before each ://."""
    found = [m.span() for m in matches_at(_URL_RE, text, _url_starts(text))]
    assert found == [m.span() for m in _URL_RE.finditer(text)]
