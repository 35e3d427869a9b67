"""A source's name lookups answered from its text (a whole token is a sure
"yes", a key missing from the squashed text a sure "no") give the answers of
the built key sets they stand in for, and so do the name checks built on them."""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from anchorlint.model.source_index import SourceIndex, _word_start, splits_into
from anchorlint.text.tokens import joined_pattern, name_keys, squash
from conftest import examples

PIECES = (
    " ", "\n", ".", "-", "_", "'", "’", "'s", "s", "es", "ies", "y", "api", "apis", "key", "node", "js", "x86",
    "64", "4.5", "ghz", "512", "mb", "é", "ß", "÷", "語", "(", ")", "/", "set", "up", "setting", "checked",
    "out", "checkout", "ed", "ing", "a", "b", "1", "2", "team", "teams", "Team", "API", "--", "..", "v1.2",
    "make", "making", "makeup", "mak", "e", "d", "tt", "setup", "provision", "provisioning", "k8s", "kubernetes",
)
texts = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)
keys = st.lists(st.sampled_from(PIECES), min_size=1, max_size=4).map("".join)


@settings(max_examples=examples(1500))
@given(texts, st.lists(keys, max_size=6))
def test_text_answers_equal_the_key_sets(text, asked):
    index, built = SourceIndex(text), SourceIndex(text)
    names, singulars = built.names, built.singulars
    for key in asked:
        folded = key.lower()
        assert index._named(folded) == (folded in names), folded
        assert index._singular(folded) == (folded in singulars), folded
        # The card's own form (``values.yaml``) answers for its first key.
        first = name_keys(folded)[0]
        assert SourceIndex(text)._named(first, folded) == (first in names), folded


@settings(max_examples=examples(1500))
@given(texts, st.lists(keys, max_size=6))
@example("making up the list", ["makeup", "setup", "checkout"])  # a form that drops the stem's e
@example("was checked out; kubernetes", ["checkout", "k8s", "Teams"])
def test_has_name_does_not_depend_on_when_the_keys_are_built(text, asked):
    index, built = SourceIndex(text), SourceIndex(text)
    built.names  # noqa: B018  every lookup below goes through the key sets
    for key in filter(None, map(str.strip, asked)):  # a card's anchor is never blank at either end
        folded = key.lower()
        assert index.has_name(folded, key) == built.has_name(folded, key), key


@settings(max_examples=examples(1500))
@given(texts, keys, st.booleans())
def test_a_word_start_is_the_boundary_then_the_word(text, word, ignore_case):
    """_same_case's patterns check the boundary after the word's first
    character, as the plain form before it does."""
    flags = re.IGNORECASE if ignore_case else 0
    plain = rf"(?<![A-Za-z0-9_]){re.escape(word)}(?:e?s|e|'s)?(?![A-Za-z0-9_])"
    led = rf"{_word_start(word)}(?:e?s|e|'s)?(?![A-Za-z0-9_])"
    spans = [match.span() for match in re.finditer(led, text, flags)]
    assert spans == [match.span() for match in re.finditer(plain, text, flags)]


TOKEN_KEY_RE = re.compile("[a-z0-9\u00df-\u024f]{2,}")


@settings(max_examples=examples(1500))
@given(texts, st.lists(keys, min_size=1, max_size=6))
@example("ink stone; ink-stones", ["inkstone", "inkstones"])
@example("a b c d", ["abcd"])
def test_a_key_written_in_parts_splits_into_the_texts_runs(text, asked):
    """What a long source's name check assumes (SourceIndex._may_join): a
    key the text writes in parts cuts into the text's runs of letters and
    digits, unless a letter of ß-ɏ stands in the text."""
    index = SourceIndex(text)
    runs = index._runs
    for key in asked:
        key = squash(key.lower())
        if TOKEN_KEY_RE.fullmatch(key) is None:
            continue  # a card's name key: a token squashed (text/tokens.TOKEN_RE)
        written = any(not match.group().isalnum() for match in joined_pattern(key).finditer(index.text))
        if written:
            assert runs is None or splits_into(key, runs), key


# SourceIndex.writes answers ``literal in text``; a long source answers an
# ASCII literal from its distinct runs of printable ASCII, which must agree.
LITERAL_PIECES = ("'d", "xor", "*", " ", "\t", "\n", "語", "é", "a", "rc", "9", "-", "'", "\u3000", "~", "!")
literals = st.lists(st.sampled_from(LITERAL_PIECES), max_size=4).map("".join)


@settings(max_examples=examples(300))
@given(st.lists(st.sampled_from(LITERAL_PIECES), max_size=40).map("".join), st.lists(literals, max_size=8))
def test_writes_is_the_substring_test_for_short_and_long_sources(text, asked):
    long_text = text + "語 " * 40000 + text  # past the length a long source's runs answer from
    short, long = SourceIndex(text), SourceIndex(long_text)
    for literal in asked:
        assert short.writes(literal) == (literal in short.text), literal
        assert long.writes(literal) == (literal in long.text), literal
        assert long.writes(literal) == (literal in long.text), literal  # asked again: the memo's answer
