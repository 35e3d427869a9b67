"""Where each anchor of a card is, in the card and in its source: the one
adapter between the grounding core and the HTML report. The core's report
lists only the ungrounded anchors, so the positions are recomputed here from
the same functions H7 uses (grounding_body, card_anchors, locate_anchors);
when the grounding report carries spans and source offsets itself, only
``anchor_spans`` changes."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from anchorlint.lint.grounding import card_anchors, grounding_body, locate_anchors
from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.card import Card
from anchorlint.model.source import SourceText


@dataclass(frozen=True, slots=True)
class AnchorSpan:
    anchor: str  # folded, as H7 reports it
    line: int  # first occurrence in the card, 1-based, code points
    col: int
    grounded: bool
    source_line: int | None = None  # first occurrence in the source, when grounded
    source_col: int | None = None


class LocatedSource:
    """A prepared source with the offsets of its line starts (computed once
    per source, however many cards cite it)."""

    def __init__(self, source: SourceText) -> None:
        self.source = source
        self.starts = line_starts(source.text)


def anchor_spans(card: Card, located: LocatedSource | None, ungrounded: frozenset[str],
                 policy: GroundingPolicy) -> tuple[list[AnchorSpan], list[int]]:
    """Every anchor of the card's grounding body, in H7's order, and the
    lines H8 counts as claims."""
    body = grounding_body(card, policy)
    anchors = card_anchors(body, policy)
    where = locate_anchors(body, anchors, policy)
    source = located.source if located is not None else None
    starts = located.starts if located is not None else []
    spans = []
    for anchor in anchors:
        line, col = where.get(anchor, (1, 1))
        position = None
        if source is not None and anchor not in ungrounded:
            offset = source.folded.find(anchor)  # folding keeps code point offsets
            if offset >= 0:
                row = bisect_right(starts, offset)
                position = (row, offset - starts[row - 1] + 1)
        spans.append(AnchorSpan(anchor, line, col, anchor not in ungrounded, *(position or (None, None))))
    return spans, [line.number for line in body.claims]


def line_starts(text: str) -> list[int]:
    starts = [0]
    index = text.find("\n")
    while index >= 0:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts
