"""H6's vectorised window counter gives exactly the answers of the plain
set counter (the specification), including when its hashes collide."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import windows_np
from anchorlint.text.gotext import GO_SPACE
from anchorlint.text.windows import overlap_counts_sets
from conftest import examples

# A small alphabet, so that cards and sources share many windows.
PIECES = ("ab", "ba", "a", "b", " ", "\u3000", "\n", "語", "句", "𠀋", "abcdefgh")
texts = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)
groups = st.lists(st.tuples(texts, st.lists(texts, min_size=1, max_size=4)), min_size=1, max_size=3)


@settings(max_examples=examples(300))
@given(groups, st.sampled_from([2, 3, 4, 5, 7, 8]))
def test_vectorised_counts_equal_the_set_counts(found, size):
    expected = [overlap_counts_sets(source, bodies, size) for source, bodies in found]
    assert windows_np.overlap_counts_groups(found, size) == expected


def _weak_hash(words):
    """Only the first word: different windows meet often."""
    return words[0] * np.uint64(0x9E3779B97F4A7C15)


@settings(max_examples=examples(300))
@given(groups, st.sampled_from([3, 4, 6, 8]))
def test_collisions_fall_back_or_stay_exact(found, size):
    expected = [overlap_counts_sets(source, bodies, size) for source, bodies in found]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(windows_np, "_hash", _weak_hash)
        counted = windows_np.overlap_counts_groups(found, size)
    assert counted is None or counted == expected


# Many sources in one call, as H6 asks for a batch of cards: sources shorter
# than a window (so windows straddle two of them), sources without cards, and
# windows every group shares. The answer per source is the one-source call's
# (the path before batching) and the set counter's.
many_groups = st.lists(st.tuples(texts, st.lists(texts, max_size=4)), min_size=1, max_size=12)


@settings(max_examples=examples(300))
@given(many_groups, st.sampled_from([2, 3, 5, 8]))
def test_one_call_for_many_sources_equals_one_call_per_source(found, size):
    expected = [overlap_counts_sets(source, bodies, size) for source, bodies in found]
    assert [windows_np.overlap_counts(source, bodies, size) for source, bodies in found] == expected
    assert windows_np.overlap_counts_groups(found, size) == expected


def _weak_mix(words):
    """The same slot for every window of a source: only shared slots."""
    return words[0] & np.uint64(0)


def _no_salts(count):
    """Every source's windows in the same slots: a window is found in a slot
    holding another source's card window."""
    return np.zeros(count, dtype=np.uint64)


@settings(max_examples=examples(300))
@given(many_groups, st.sampled_from([3, 4, 8]), st.sampled_from(["mix", "salts", "both"]))
def test_slots_shared_by_windows_or_by_sources_stay_exact(found, size, weak):
    expected = [overlap_counts_sets(source, bodies, size) for source, bodies in found]
    with pytest.MonkeyPatch.context() as patch:
        if weak != "salts":
            patch.setattr(windows_np, "_mix", _weak_mix)
        if weak != "mix":
            patch.setattr(windows_np, "_salts", _no_salts)
        counted = windows_np.overlap_counts_groups(found, size)
    assert counted == expected


# One source, as H6's check asks: an ASCII source is read byte for byte, cards of any
# plane beside it.
ascii_texts = st.lists(st.sampled_from(("ab", "ba", "a", "b", " ", "\n", "\t", "abcdefgh")), max_size=40).map("".join)


@settings(max_examples=examples(300))
@given(st.one_of(ascii_texts, texts), st.lists(texts, min_size=1, max_size=6), st.sampled_from([2, 3, 5, 8]))
def test_one_source_counts_equal_the_set_counts(source, bodies, size):
    assert windows_np.overlap_counts(source, bodies, size) == overlap_counts_sets(source, bodies, size)


# Every white space character, and characters next to them in code order.
near_blank = st.lists(st.sampled_from([*GO_SPACE, "a", "語", "\x1c", "\x84", "é", "\u3001"]), max_size=30).map("".join)


@settings(max_examples=examples(300))
@given(near_blank, st.sampled_from([2, 3, 8]))
def test_the_blank_filter_misses_no_blank_window(text, size):
    codes = windows_np._units(text)
    n = len(text) - size + 1
    if n > 0 and any(not text[i : i + size].strip(GO_SPACE) for i in range(n)):
        assert windows_np._may_be_blank(codes, size, n)
