"""A source as the quotation verifier reads it. Nothing is normalized up
front: the word index (index.py), line starts, paragraphs and any
whole-source tier are built on first use and kept in the object, so one
SourceView is shared by every quotation (and every card) citing the source."""

from __future__ import annotations

import re
from bisect import bisect_right
from itertools import accumulate, repeat
from operator import add

from anchorlint.quotes.index import Index, build_index
from anchorlint.quotes.ladder import DEFAULT_READING, Reading, TierText, normalize

_NOT_LETTER_RE = re.compile(r"[\W\d_]+")
_NOT_CJK_RE = re.compile(
    r"[^\u3040-\u30ff\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff]+"
)
_PARAGRAPH_BREAK_RE = re.compile(r"\n[ \t]*(?:>[ \t>]*)?\n")
_TABLE_ROW_RE = re.compile(r"[ \t]*\|")


class SourceView:
    __slots__ = ("text", "_tiers", "_line_starts", "_index", "_cjk_share", "_breaks")

    def __init__(self, text: str) -> None:
        self.text = text
        self._tiers: dict[tuple[str, Reading], TierText] = {}
        self._line_starts: list[int] | None = None
        self._index: Index | None = None
        self._cjk_share: float | None = None
        self._breaks: list[int] | None = None

    def tier(self, name: str, reading: Reading = DEFAULT_READING) -> TierText:
        """The whole source at tier ``name``, normalized on first request
        (only for quotations the word index cannot place)."""
        view = self._tiers.get((name, reading))
        if view is None:
            view = self._tiers[(name, reading)] = normalize(self.text, name, reading)
        return view

    @property
    def index(self) -> Index:
        if self._index is None:
            self._index = build_index(self.text)
        return self._index

    @property
    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            # each line starts one past the end of the one before (C-level, no match objects)
            lengths = map(len, self.text.split("\n")[:-1])
            self._line_starts = list(accumulate(map(add, lengths, repeat(1)), initial=0))
        return self._line_starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column (code points) of ``offset``."""
        index = bisect_right(self.line_starts, offset) - 1
        return index + 1, offset - self.line_starts[index] + 1

    def lines_around(self, start: int, end: int) -> tuple[int, int]:
        """The whole lines holding ``[start, end)``."""
        a = self.text.rfind("\n", 0, start) + 1
        b = self.text.find("\n", end)
        return a, len(self.text) if b < 0 else b

    def block(self, offset: int) -> tuple[int, int]:
        """The paragraph holding ``offset`` (text between blank lines), or
        its line when that line is a table row: a stitched quotation must
        stay inside one."""
        if self._breaks is None:
            self._breaks = [m.start() for m in _PARAGRAPH_BREAK_RE.finditer(self.text)]
        a, b = self.lines_around(offset, offset)
        if _TABLE_ROW_RE.match(self.text, a):
            return a, b
        k = bisect_right(self._breaks, offset)
        start = self._breaks[k - 1] + 1 if k else 0
        end = self._breaks[k] if k < len(self._breaks) else len(self.text)
        return start, end

    @property
    def cjk_share(self) -> float:
        """The share of CJK characters among the source's letters."""
        if self._cjk_share is None:
            self._cjk_share = cjk_share(self.text)
        return self._cjk_share


def cjk_share(text: str) -> float:
    """The share of CJK characters among the letters of ``text``."""
    letters = len(_NOT_LETTER_RE.sub("", text))
    return len(_NOT_CJK_RE.sub("", text)) / letters if letters else 0.0
