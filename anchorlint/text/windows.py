"""Distinct fixed-size character windows: H6's unit of copying.

``overlap_counts`` answers, for each card body citing one source, how many
distinct non-blank windows the body has and how many of them also occur in
the source. Two strategies give identical answers: plain sets (small inputs,
no import cost) and a vectorised one with numpy for whole-repository runs
(used when numpy is already loaded; the runner loads it for large runs).
The vectorised path hashes windows for speed but verifies every match on
the exact code points, and falls back to sets if it ever meets a collision.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence

from anchorlint.text.gotext import GO_SPACE

_SPACE_CLASS = "[" + re.escape(GO_SPACE) + "]"
_BLANK_RUNS: dict[int, re.Pattern[str]] = {}


def distinct_windows(text: str, size: int) -> set[str]:
    """Every distinct ``size``-character window of ``text``, white-space-only
    windows left out."""
    found = {text[i : i + size] for i in range(len(text) - size + 1)}
    blank_run = _BLANK_RUNS.get(size)
    if blank_run is None:
        blank_run = _BLANK_RUNS[size] = re.compile(f"{_SPACE_CLASS}{{{size}}}")
    if blank_run.search(text) is not None:
        # Only texts with a run of `size` white-space characters have blank windows.
        found = {w for w in found if w.strip(GO_SPACE)}
    return found


def overlap_counts(source: str, bodies: Sequence[str], size: int = 8) -> list[tuple[int, int]]:
    """(distinct windows, windows also in ``source``) for each body."""
    return overlap_counts_groups([(source, bodies)], size)[0]


def overlap_counts_groups(
    groups: Sequence[tuple[str, Sequence[str]]], size: int = 8
) -> list[list[tuple[int, int]]]:
    """overlap_counts for several sources at once (one vectorised pass)."""
    if sys.modules.get("numpy") is not None and size <= 8:
        from anchorlint.text import windows_np

        counts = windows_np.overlap_counts_groups(groups, size)
        if counts is not None:
            return counts
    return [overlap_counts_sets(source, bodies, size) for source, bodies in groups]


# Up to this many distinct windows (one card's, as a pre-commit hook checks),
# searching the source for each one costs less than slicing out every window
# of the source; both find exactly the windows that occur in it.
_FEW_WINDOWS = 1000


def overlap_counts_sets(source: str, bodies: Sequence[str], size: int = 8) -> list[tuple[int, int]]:
    per_body = [distinct_windows(body, size) for body in bodies]
    wanted = set().union(*per_body) if per_body else set()
    if len(wanted) <= _FEW_WINDOWS:
        present = {window for window in wanted if window in source}
    else:
        count = len(source) - size + 1
        present = wanted.intersection(map(source.__getitem__, map(slice, range(count), range(size, count + size))))
    return [(len(windows), len(windows & present)) for windows in per_body]
