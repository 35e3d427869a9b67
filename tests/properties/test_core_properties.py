"""Properties of the pure core on arbitrary text: the card parser, anchor
extraction and grounding, the quotation verifier and the value matcher
never raise, and what they report is true of the text they were given."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text.anchors import LATIN_RE, NUMBER_RE, anchor_runs, extract_anchors, fold
from anchorlint.model.card import (
    ANY_HEADING_RE, BLANK, BREADCRUMB, BREADCRUMB_RE, FRONTMATTER, H2_RE, H3_RE, HEADING, is_bullet, parse_card,
)
from anchorlint.rules._shape import RAW_BULLET_RE
from anchorlint.text.gotext import go_trim
from anchorlint.lint.engine import lint_card
from anchorlint.lint.grounding import card_anchors, check_grounding, grounding_body
from anchorlint.quotes.verify import verify_quote
from anchorlint.values.find import find_value
from anchorlint.text.wordlists import ANCHOR_STOP_WORDS
from conftest import examples

# Text that reaches the interesting corners: markdown structure, anchors and
# numbers, fullwidth forms, CJK, quotation marks, control characters.
PIECES = st.sampled_from([
    "---", "\n", "\r\n", "## 重點", "## 摘要", "### 出處", "### 內文知識關係", "- ", "> ", "```", "~~~",
    "gloss: ", "source_path: ", "Kafka", "OAuth2", "v1.4", "CONSTITUTION.md", "30", "1.5", "80%", "２０２６",
    "ＡＢＣ", "％", "a-b_c.d", " >> ", "**X**", "`code`", "$$", "\\[", "![i](x.png)", "<!-- anchorlint-disable-line H7 -->",
    "“", "”", "…", "不", "not", "。", " ", "\t", "\u3000", "\ufeff", "\x00", "\u00ad", "ﬁ", "1,204", "-5",
])
TEXT = st.one_of(st.text(max_size=300), st.lists(PIECES | st.text(max_size=6), max_size=60).map("".join))


@settings(max_examples=examples(300))
@given(TEXT)
def test_card_parser_never_raises_and_keeps_every_line(text):
    card = parse_card(text)
    assert [line.text for line in card.lines] == text.split("\n")
    assert [line.number for line in card.lines] == list(range(1, len(card.lines) + 1))
    for section in card.sections:
        assert 0 <= section.first <= section.end <= len(card.lines)


@settings(max_examples=examples(300))
@given(TEXT)
def test_card_lines_are_classified_as_specified(text):
    """Frontmatter from a first ``---`` line to the next; outside it, blank
    lines, and each line under the last ``## `` heading above it; every
    ``## `` heading, frontmatter included, opens a section."""
    card = parse_card(text)
    fm = card.frontmatter
    last = len(card.lines) if fm is None or fm.end is None else fm.end
    h2 = [(line.number, go_trim(H2_RE.match(line.text).group(1))) for line in card.lines
          if H2_RE.match(line.text)]
    assert [(s.heading, s.name) for s in card.sections] == h2
    for line in card.lines:
        in_frontmatter = fm is not None and line.number <= last
        assert (line.kind == FRONTMATTER) == in_frontmatter
        if in_frontmatter:
            continue
        assert (line.kind == BLANK) == (line.stripped == "")
        above = [name for number, name in h2 if number <= line.number and (fm is None or number > last)]
        assert line.section == (above[-1] if above else "")


# One line made of what the heading and breadcrumb patterns look at.
HEADING_LINE = st.lists(st.sampled_from(["#", "##", "###", "######", " ", "\t", "\f", "\r", "\v", "\u3000", "\x85",
                                         "x", "[[", "[", "←"]), max_size=9).map("".join)


@settings(max_examples=examples(500))
@given(HEADING_LINE)
def test_line_kinds_are_the_patterns(line):
    """The parser reads headings and breadcrumbs with string tests: they
    say what the patterns say, and the names are the patterns' groups."""
    card = parse_card("## A\n### s\n" + line + "\nafter")
    read = card.lines[2:]
    h2, h3 = H2_RE.match(line), H3_RE.match(line)
    assert [section.name for section in card.sections] == ["A"] + ([go_trim(h2.group(1))] if h2 else [])
    heading = line[:1] == "#" and (h2 or h3 or ANY_HEADING_RE.match(line))
    assert (read[0].kind == HEADING) == bool(heading)
    stripped = go_trim(line)
    assert (read[0].kind == BREADCRUMB) == bool(stripped[:1] == "←" and BREADCRUMB_RE.match(stripped))
    assert read[1].section == (go_trim(h2.group(1)) if h2 else "A")
    assert read[1].subsection == ("" if h2 else go_trim(h3.group(1)) if h3 else "s")


@settings(max_examples=examples(300))
@given(st.lists(st.sampled_from(["-", "- ", "-\t", "\f", "\r", "\v", " ", "x", "\u3000", "\x85"]), max_size=6).map("".join))
def test_the_bullet_test_is_the_raw_bullet_pattern(line):
    assert is_bullet(line) == bool(RAW_BULLET_RE.match(line))


@settings(max_examples=examples(300))
@given(TEXT, TEXT)
def test_grounded_anchors_are_in_the_folded_source_and_ungrounded_ones_are_not(card_text, source_text):
    """--compat: Go's substring semantics, exactly."""
    from anchorlint.lint.grounding_policy import COMPAT_POLICY as policy

    report = check_grounding(card_text, source_text, policy)
    card = parse_card(card_text)
    folded = fold(source_text, compat=True)
    if not source_text.strip() or not card.text.strip():
        return
    anchors = card_anchors(grounding_body(card, policy), policy)
    assert set(report.ungrounded) <= set(anchors)
    for anchor in anchors:
        assert (anchor in folded) == (anchor not in report.ungrounded)


@settings(max_examples=examples(300))
@given(TEXT)
def test_the_default_walk_reads_the_grounding_body(text):
    """The default mode reads a card's lines in one walk
    (grounding_default.read_lines): its body is grounding_body's, and every
    checked line is a body line, a heading or a frontmatter line, with the
    section it stands in (none for the frontmatter's)."""
    from anchorlint.lint.grounding_default import read_lines
    from anchorlint.lint.grounding_policy import DEFAULT_POLICY as policy

    card = parse_card(text)
    read = read_lines(card, policy)
    assert read.body == grounding_body(card, policy)
    body = {line.number for line in read.body.lines}
    for number, line_text, offset, region, section in read.checked:
        kind = card.lines[number - 1].kind
        assert region == ("body" if number in body else kind)
        assert card.lines[number - 1].text[offset:] == line_text
        assert section == (None if region == "frontmatter" else card.lines[number - 1].section)


@settings(max_examples=examples(300))
@given(TEXT, TEXT)
def test_default_anchors_are_shown_as_written_at_their_span(card_text, source_text):
    """The default mode: every ungrounded anchor is one of the card's
    anchors, and its text is the card's own text at its span."""
    report = check_grounding(card_text, source_text)
    lines = card_text.removeprefix("\ufeff").replace("\r\n", "\n").split("\n")
    assert set(report.missing) <= set(report.anchors)
    assert report.ungrounded == [anchor.text for anchor in report.missing]
    for anchor in report.anchors:
        assert lines[anchor.line - 1][anchor.col - 1:anchor.end_col - 1] == anchor.text


@settings(max_examples=examples(300))
@given(TEXT, TEXT)
def test_the_anchor_index_keeps_substring_semantics(card_text, source_text):
    folded = fold(source_text)
    index = anchor_runs(folded)
    for anchor in extract_anchors(fold(card_text), ANCHOR_STOP_WORDS):
        assert (anchor in index) == (anchor in folded)
        assert LATIN_RE.fullmatch(anchor) or NUMBER_RE.fullmatch(anchor)


def _check_certificate(cert, source: str) -> None:
    if cert.start is not None:
        assert 0 <= cert.start <= cert.end <= len(source)
        assert source[cert.start : cert.end] == cert.span_text
    if cert.near_miss is not None:
        near = cert.near_miss
        assert source[near.start : near.end] == near.text
    for fragment in cert.fragments:
        assert 0 <= fragment.start <= fragment.end <= len(source)


@settings(max_examples=examples(300))
@given(TEXT, TEXT)
def test_quote_verifier_never_raises_and_its_offsets_slice_the_source(quote, source):
    _check_certificate(verify_quote(quote, source), source)


@settings(max_examples=examples(200))
@given(TEXT, st.integers(0, 200), st.integers(1, 40), st.data())
def test_quotes_taken_from_the_source_are_found_where_they_are(source, start, length, data):
    quote = source[start : start + length]
    cert = verify_quote(quote, source)
    _check_certificate(cert, source)
    if cert.grounded and cert.tier == "exact":
        assert cert.span_text.strip() == quote.strip() or quote.strip() in cert.span_text


VALUES = st.one_of(
    st.text(max_size=30), st.integers(-10**12, 10**12), st.booleans(),
    st.decimals(allow_nan=False, allow_infinity=False, places=3, min_value=-10**9, max_value=10**9),
    st.floats(allow_nan=True, allow_infinity=True), st.dates(), st.datetimes(),
    st.sampled_from([Decimal("1234.50"), 1204, "Kafka", dt.date(2026, 8, 16), True, 0, -5, 3.5]),
)


@settings(max_examples=examples(300))
@given(VALUES, TEXT, st.sampled_from([None, "de", "en_US", "fr", "CH", "zh-TW", "xx"]),
       st.sampled_from(["exact", "normalized", "fuzzy"]))
def test_value_matcher_never_raises_and_its_offsets_slice_the_source(value, source, locale, mode):
    cert = find_value(value, source, locale=locale, mode=mode)
    if cert.start is not None:
        assert 0 <= cert.start <= cert.end <= len(source)
        assert source[cert.start : cert.end] == cert.span_text
    if cert.grounded:
        assert cert.span_text is not None


@settings(max_examples=examples(200))
@given(TEXT, st.one_of(st.none(), TEXT))
def test_linting_never_raises_and_findings_are_inside_the_card(card_text, source_text):
    for compat in (False, True):
        from anchorlint.config.settings import DEFAULT_SETTINGS

        result = lint_card(card_text, source_text, DEFAULT_SETTINGS.with_compat(compat))
        lines = card_text.split("\n")
        for finding in result.findings:
            assert 1 <= finding.line <= len(lines)
            assert finding.col >= 1


def test_a_value_that_folds_to_nothing_is_empty_not_a_crash():
    # Found by benchmarks/fuzz.py: a soft hyphen folds away, and the empty
    # needle then "occurred" at the end of the source.
    for mode in ("normalized", "fuzzy"):
        assert find_value("\xad\n", '"1. ', locale="de", mode=mode).reason == "empty-value"
    assert find_value("\xad", "x\xad", mode="exact").grounded
