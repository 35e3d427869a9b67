"""A source as the checks read it: prepared once, derived data computed lazily
and shared by every card that cites it."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property

from anchorlint.text.anchors import anchor_runs, fold
from anchorlint.text.gotext import go_trim
from anchorlint.text.source_units import count_source_units

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.model.source_index import SourceIndex
    from anchorlint.quotes.view import SourceView


# Anchor lookups are batched through an automaton above this index size.
BATCH_INDEX_CHARS = 65536


def _automaton(words: set[str]):
    try:
        import ahocorasick
    except ImportError:  # the automaton is an accelerator, not a requirement
        return None
    automaton = ahocorasick.Automaton()
    for word in words:
        automaton.add_word(word, word)
    automaton.make_automaton()
    return automaton


class SourceText:
    """Prepared source text plus everything derived from it, each computed at
    most once (the folded text, the assertion count, the anchor index)."""

    __slots__ = ("text", "compat", "name", "__dict__")

    def __init__(self, text: str, *, compat: bool = False, name: str = "") -> None:
        self.text = text
        self.compat = compat
        # The path the card cites, relative to the repository, when known: a
        # card's title names its document (H7 does not ask the text for it).
        self.name = name

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
    def index(self) -> SourceIndex:
        """The default mode's token-aligned index of names and numbers."""
        from anchorlint.model.source_index import SourceIndex

        return SourceIndex(self.text)

    @cached_property
    def _anchor_index(self) -> str:
        folded = self.folded
        # Small sources are scanned directly; the run index pays off on large ones.
        return folded if len(folded) < 65536 else anchor_runs(folded)

    def window_count(self, size: int) -> int:
        """The number of distinct non-blank ``size``-character windows."""
        cache = self.__dict__.setdefault("_window_counts", {})
        if size not in cache:
            from anchorlint.text.windows import distinct_windows

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
        known = self._anchor_presence.get(anchor)
        if known is None:
            known = self._anchor_presence[anchor] = anchor in self._anchor_index
        return known

    @cached_property
    def _anchor_presence(self) -> dict[str, bool]:
        return {}

    def learn_anchors(self, anchors: Iterable[str]) -> None:
        """Find out which of ``anchors`` occur in the source in one pass over
        it, for every card citing it at once. A large source is not rescanned
        per anchor: a multi-pattern automaton (pyahocorasick) reads the anchor
        index once. Small sources, or no automaton: one substring test each."""
        presence = self._anchor_presence
        unknown = {anchor for anchor in anchors if anchor not in presence}
        if not unknown:
            return
        index = self._anchor_index
        automaton = _automaton(unknown) if len(index) >= BATCH_INDEX_CHARS and len(unknown) > 1 else None
        if automaton is None:
            for anchor in unknown:
                presence[anchor] = anchor in index
            return
        found = {anchor for _, anchor in automaton.iter(index)}
        for anchor in unknown:
            presence[anchor] = anchor in found
