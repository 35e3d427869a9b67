"""A source as the checks read it: prepared once, derived data computed lazily
and shared by every card that cites it."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from anchorlint.anchors import anchor_runs, fold
from anchorlint.gotext import go_trim
from anchorlint.source_units import count_source_units

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.quotes.view import SourceView


class SourceText:
    """Prepared source text plus everything derived from it, each computed at
    most once (the folded text, the assertion count, the anchor index)."""

    __slots__ = ("text", "compat", "__dict__")

    def __init__(self, text: str, *, compat: bool = False) -> None:
        self.text = text
        self.compat = compat

    @cached_property
    def blank(self) -> bool:
        return not go_trim(self.text)

    @cached_property
    def folded(self) -> str:
        return fold(self.text, compat=self.compat)

    @cached_property
    def units(self) -> int:
        return count_source_units(self.text)

    @cached_property
    def _anchor_index(self) -> str:
        folded = self.folded
        # Small sources are scanned directly; the run index pays off on large ones.
        return folded if len(folded) < 65536 else anchor_runs(folded)

    def window_count(self, size: int) -> int:
        """The number of distinct non-blank ``size``-character windows."""
        cache = self.__dict__.setdefault("_window_counts", {})
        if size not in cache:
            from anchorlint.windows import distinct_windows

            cache[size] = len(distinct_windows(self.text, size))
        return cache[size]

    @cached_property
    def quote_view(self) -> SourceView:
        """The quotation verifier's view: each tier normalized once, shared
        by every card citing this source."""
        from anchorlint.quotes.view import SourceView

        return SourceView(self.text)

    def contains_anchor(self, anchor: str) -> bool:
        """Go's strings.Contains against the folded source."""
        return anchor in self._anchor_index
