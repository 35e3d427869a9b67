"""Top-level keys of a card's frontmatter, found line by line.

No YAML parser here, on purpose: a model wrote most frontmatter, so it is
often not valid YAML (``gloss: a: b``), and the few keys anchorlint reads or
writes (``anchorlint``, ``quality``, ``quality_warnings``) must be found and
edited in place without disturbing a byte of the rest.

A key's block is its ``key:`` line at column 0 plus the lines continuing its
value: indented lines, and ``- `` items at column 0 (YAML allows a block
sequence at its key's indentation). Blank lines belong to a block only when
more of it follows. A comment at column 0 ends the block.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from anchorlint.model.card import Card

KEY_LINE_RE = re.compile(r"([A-Za-z_][A-Za-z0-9_.-]*)[ \t]*:(?:[ \t]|\Z)")
MARK_KEYS = ("quality", "quality_warnings")


def _continues(text: str) -> bool:
    return text[:1] in (" ", "\t") or text == "-" or text.startswith(("- ", "-\t"))


def key_block(lines: Sequence[str], key: str) -> range | None:
    """The indices of ``key``'s block in ``lines`` (frontmatter lines without
    their line feed; a trailing CR is ignored), or None."""
    for start, raw in enumerate(lines):
        match = KEY_LINE_RE.match(raw)
        if match is not None and match.group(1) == key:
            return range(start, _block_end(lines, start))
    return None


def _block_end(lines: Sequence[str], start: int) -> int:
    end = probe = start + 1
    while probe < len(lines):
        text = lines[probe].rstrip("\r")
        probe += 1
        if not text.strip():
            continue
        if not _continues(text):
            break
        end = probe
    return end


def marked_lines(card: Card) -> frozenset[int]:
    """Line numbers (1-based) of the ``quality`` / ``quality_warnings`` keys
    that ``--mark`` writes, plus the frontmatter delimiters when those keys are
    all the frontmatter holds (``--mark`` created the block)."""
    fm = card.frontmatter
    if fm is None or fm.end is None:
        return frozenset()
    inner = card.frontmatter_lines
    if not any("quality" in line.text for line in inner):
        return frozenset()
    texts = [line.text for line in inner]
    found: set[int] = set()
    for key in MARK_KEYS:
        block = key_block(texts, key)
        if block is not None:
            found.update(inner[i].number for i in block)
    if found and all(line.number in found or not line.stripped for line in inner):
        found.update((fm.start, fm.end))
    return frozenset(found)
