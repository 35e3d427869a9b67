"""Distinct fixed-size character windows (H6's unit of copying)."""

from __future__ import annotations

import re

from anchorlint.gotext import GO_SPACE

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
