"""H6's vectorised window counter gives exactly the answers of the plain
set counter (the specification), including when its hashes collide."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text import windows_np
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


def _weak_hash(words, group):
    """Only the first word and the group: different windows meet often."""
    salt = group if isinstance(group, int) else group.astype(np.uint64)
    return (words[0] * np.uint64(0x9E3779B97F4A7C15)) ^ np.uint64(0) ^ (np.uint64(0) + salt)


@settings(max_examples=examples(300))
@given(groups, st.sampled_from([3, 4, 6, 8]))
def test_collisions_fall_back_or_stay_exact(found, size):
    expected = [overlap_counts_sets(source, bodies, size) for source, bodies in found]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(windows_np, "_hash", _weak_hash)
        counted = windows_np.overlap_counts_groups(found, size)
    assert counted is None or counted == expected
