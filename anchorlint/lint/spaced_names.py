"""A name and its number written apart (issue 11, item 1's space joins): the
card's ``RFC 4627``, ``ISO 8601``, ``CentOS 7`` or ``Python 3`` is the
source's ``RFC4627``, ``ISO8601``, ``CentOS7``, ``Python3``. (The other way
round, and with a hyphen, the card's one token is already grounded as a
join: ``RFC4627`` and ``RFC-4627`` by the source's ``RFC 4627``.) Pure."""

from __future__ import annotations

import re

from anchorlint.model.card import Card
from anchorlint.model.source_index import SourceIndex
from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, unfullwidth

# After a name: one space, then a figure ending at a token boundary.
_FIGURE_AFTER_RE = re.compile(r" ([0-9]+(?:\.[0-9]+)*)(?![0-9A-Za-z_]|[.\-][0-9A-Za-z])")
# Before a figure: a run of two or more letters that is a token of its own, then one space.
_LETTERS_BEFORE_RE = re.compile(r"(?<![0-9A-Za-z_.\-])([A-Za-z]{2,}) $")
_LETTERS_RE = re.compile(r"[A-Za-z]{2,}")
_FIGURE_RE = re.compile(r"[0-9]+(?:\.[0-9]+)*")


def glued_in_source(anchor: Anchor, card: Card, index: SourceIndex) -> bool:
    """Whether ``anchor``, a run of letters or a figure written apart from
    the figure or letters beside it on its card line, is grounded by the
    source writing the two glued together as one whole token."""
    if anchor.kind == NAME and _LETTERS_RE.fullmatch(anchor.text):
        line = unfullwidth(card.lines[anchor.line - 1].text)
        match = _FIGURE_AFTER_RE.match(line, anchor.end_col - 1)
        joined = None if match is None else anchor.text + match.group(1)
    elif anchor.kind == NUMBER and _FIGURE_RE.fullmatch(anchor.text):
        line = unfullwidth(card.lines[anchor.line - 1].text)
        match = _LETTERS_BEFORE_RE.search(line, 0, anchor.col - 1)
        joined = None if match is None else match.group(1) + anchor.text
    else:
        return False
    return joined is not None and _glued_token(joined.lower(), index.text)


def _glued_token(key: str, text: str) -> bool:
    """``key`` (letters and figure) a whole token of the folded source:
    not the ``python3`` of ``python3.8`` nor the ``iso8601`` of
    ``ISO8601-1``; a file's extension may follow (``rfc4627.txt``)."""
    if key not in text:
        return False
    return re.search(rf"(?<![0-9a-z_]){re.escape(key)}(?![0-9a-z_]|[.\-][0-9])", text) is not None
