"""The little Markdown the card readers need: which lines are fenced code
(nothing in them is a quotation, a formula or an embed) and where inline
code spans are."""

from __future__ import annotations

import re

from anchorlint.card import FRONTMATTER, Card

_FENCE_RE = re.compile(r"[ ]{0,3}(`{3,}|~{3,})")
_INLINE_CODE_RE = re.compile(r"(`+)(?:(?!\1).)+?\1")


def prose_lines(card: Card) -> frozenset[int]:
    """Numbers of the lines outside the frontmatter and fenced code blocks
    (computed once per card: the quotation, formula and image readers share it)."""
    cached = card.__dict__.get("_prose_lines")
    if cached is None:
        cached = card.__dict__["_prose_lines"] = _prose_lines(card)
    return cached


def _prose_lines(card: Card) -> frozenset[int]:
    keep: set[int] = set()
    fence: str | None = None
    for line in card.lines:
        if line.kind == FRONTMATTER:
            continue
        match = _FENCE_RE.match(line.text)
        if fence is not None:
            if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                if not line.text[match.end() :].strip():
                    fence = None
            continue
        if match:
            fence = match.group(1)
            continue
        keep.add(line.number)
    return frozenset(keep)


def blank_inline_code(text: str) -> str:
    """``text`` with inline code spans replaced by spaces (columns kept)."""
    return _INLINE_CODE_RE.sub(lambda m: " " * len(m.group()), text)
