"""Page labels from a ``<source>.pages.json`` sidecar.

The sidecar is a JSON list of ``{"label": "iv", "start": 1234}`` entries:
each page's label (a string, or an integer that is read as its decimal
string) and the offset, in code points into the source text as anchorlint
reads it, where the page begins. Starts must not decrease. Text before the
first start has no page.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PageMark:
    label: str
    start: int


def parse_pages(data: object) -> tuple[PageMark, ...]:
    """Validate parsed sidecar JSON; raise ValueError naming the entry at fault."""
    if not isinstance(data, list):
        raise ValueError(f"pages sidecar must be a JSON list, not {type(data).__name__}")
    marks: list[PageMark] = []
    for index, entry in enumerate(data):
        where = f"pages sidecar entry {index}"
        if not isinstance(entry, dict):
            raise ValueError(f"{where} must be an object with 'label' and 'start'")
        unknown = sorted(set(entry) - {"label", "start"})
        if unknown:
            raise ValueError(f"{where} has unknown keys: {', '.join(map(str, unknown))}")
        label, start = entry.get("label"), entry.get("start")
        if isinstance(label, bool) or not isinstance(label, (str, int)) or label == "":
            raise ValueError(f"{where}: 'label' must be a non-empty string or an integer")
        if isinstance(start, bool) or not isinstance(start, int) or start < 0:
            raise ValueError(f"{where}: 'start' must be a non-negative integer")
        if marks and start < marks[-1].start:
            raise ValueError(f"{where}: 'start' {start} is before the previous page's {marks[-1].start}")
        marks.append(PageMark(str(label), start))
    return tuple(marks)


def page_label(pages: Sequence[PageMark] | None, offset: int | None) -> str | None:
    """The label of the page holding ``offset``; None before the first page."""
    if not pages or offset is None:
        return None
    index = bisect_right([mark.start for mark in pages], offset) - 1
    return None if index < 0 else pages[index].label
