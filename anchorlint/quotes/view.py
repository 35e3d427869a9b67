"""A source as the quotation verifier reads it: each tier normalized at most
once, line starts and the near-miss token index built on first use. One
SourceView is shared by every quotation (and every card) citing the source;
the cache lives in the object, never in module state."""

from __future__ import annotations

import re
from bisect import bisect_right

from anchorlint.quotes.ladder import TierText, derive, normalize

_INDEX_TOKEN_RE = re.compile(r"[^\W_]+")
_NOT_LETTER_RE = re.compile(r"[\W\d_]+")
_NOT_CJK_RE = re.compile(
    r"[^\u3040-\u30ff\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff]+"
)


class SourceView:
    __slots__ = ("text", "_tiers", "_line_starts", "_index", "_cjk_share")

    def __init__(self, text: str) -> None:
        self.text = text
        self._tiers: dict[str, TierText] = {}
        self._line_starts: list[int] | None = None
        self._index: dict[str, list[int]] | None = None
        self._cjk_share: float | None = None

    def tier(self, name: str) -> TierText:
        """The source at tier ``name``, normalized on first request."""
        view = self._tiers.get(name)
        if view is None:
            below = {"case": "typography", "skeleton": "case"}.get(name)
            view = derive(self.tier(below), name) if below else None
            view = self._tiers[name] = view or normalize(self.text, name)
        return view

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column (code points) of ``offset``."""
        if self._line_starts is None:
            self._line_starts = [0, *(m.end() for m in re.finditer("\n", self.text))]
        index = bisect_right(self._line_starts, offset) - 1
        return index + 1, offset - self._line_starts[index] + 1

    @property
    def cjk_share(self) -> float:
        """The share of CJK characters among the source's letters."""
        if self._cjk_share is None:
            self._cjk_share = cjk_share(self.text)
        return self._cjk_share

    @property
    def index(self) -> dict[str, list[int]]:
        """Index key → positions in the ``case`` tier text (see index_keys)."""
        if self._index is None:
            index: dict[str, list[int]] = {}
            for key, pos in index_keys(self.tier("case").text):
                index.setdefault(key, []).append(pos)
            self._index = index
        return self._index


def cjk_share(text: str) -> float:
    """The share of CJK characters among the letters of ``text``."""
    letters = len(_NOT_LETTER_RE.sub("", text))
    return len(_NOT_CJK_RE.sub("", text)) / letters if letters else 0.0


def index_keys(text: str) -> list[tuple[str, int]]:
    """``(key, position)`` pairs: each word or number of two or more
    characters, and each pair of neighbouring CJK characters."""
    from anchorlint.quotes.charclass import is_cjk

    keys: list[tuple[str, int]] = []
    for match in _INDEX_TOKEN_RE.finditer(text):
        token, start = match.group(), match.start()
        if token.isascii() or not any(is_cjk(ch) for ch in token):
            if len(token) > 1 or token.isdigit():
                keys.append((token, start))
            continue
        keys.extend(_cjk_keys(token, start))
    return keys


def _cjk_keys(token: str, start: int) -> list[tuple[str, int]]:
    from anchorlint.quotes.charclass import is_cjk

    keys: list[tuple[str, int]] = []
    run_start = 0
    for i in range(1, len(token) + 1):
        if i < len(token) and is_cjk(token[i]) == is_cjk(token[run_start]):
            continue
        run = token[run_start:i]
        if is_cjk(run[0]):
            keys.extend((run[k : k + 2], start + run_start + k) for k in range(max(1, len(run) - 1)))
        elif len(run) > 1:
            keys.append((run, start + run_start))
        run_start = i
    return keys
