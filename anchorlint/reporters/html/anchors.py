"""Where each anchor of a card is, in the card and in its source: the one
adapter between the grounding core and the HTML report.

When the grounding report carries its anchors with their card spans (the
default mode's ``report.anchors``), they are used as they are, with
``grounding.source_spans`` for the places in the source. Otherwise (--compat,
or a core without spans) the positions are recomputed from the functions H7
itself uses: grounding_body, card_anchors and locate_anchors."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from anchorlint.lint import grounding
from anchorlint.lint.grounding_policy import GroundingPolicy
from anchorlint.model.card import Card
from anchorlint.model.source import SourceText


@dataclass(frozen=True, slots=True)
class AnchorSpan:
    anchor: str  # as H7 quotes it
    line: int  # in the card, 1-based, code points
    col: int
    length: int
    grounded: bool
    source_line: int | None = None  # its first occurrence in the source, when grounded
    source_col: int | None = None
    source_length: int | None = None


class LocatedSource:
    """A prepared source with the offsets of its line starts (computed once
    per source, however many cards cite it)."""

    def __init__(self, source: SourceText) -> None:
        self.source = source
        self.starts = line_starts(source.text)

    def position(self, offset: int) -> tuple[int, int]:
        """(line, column), 1-based, of an offset into the prepared text."""
        row = bisect_right(self.starts, offset)
        return row, offset - self.starts[row - 1] + 1


def anchor_spans(card: Card, located: LocatedSource | None, report: grounding.GroundingReport,
                 policy: GroundingPolicy) -> tuple[list[AnchorSpan], list[int]]:
    """Every anchor of the card's grounding body and the lines H8 counts as claims."""
    body = grounding.grounding_body(card, policy)
    claims = [line.number for line in body.claims]
    if getattr(report, "anchors", ()):
        return _from_report(report, located), claims
    anchors = grounding.card_anchors(body, policy)
    where = grounding.locate_anchors(body, anchors, policy)
    ungrounded = set(report.ungrounded)
    spans = []
    for anchor in anchors:
        line, col = where.get(anchor, (1, 1))
        found = None
        if located is not None and anchor not in ungrounded:
            offset = located.source.folded.find(anchor)  # folding keeps code point offsets
            if offset >= 0:
                found = (*located.position(offset), len(anchor))
        spans.append(AnchorSpan(anchor, line, col, len(anchor), anchor not in ungrounded, *(found or (None,) * 3)))
    return spans, claims


def _from_report(report: grounding.GroundingReport, located: LocatedSource | None) -> list[AnchorSpan]:
    places = {}
    if located is not None:
        for anchor, span in grounding.source_spans(report, located.source):  # type: ignore[attr-defined]
            if span is not None:
                places[anchor] = (*located.position(span[0]), span[1] - span[0])
    missing = set(report.missing)  # type: ignore[attr-defined]
    return [AnchorSpan(a.text, a.line, a.col, a.end_col - a.col, a not in missing, *places.get(a, (None,) * 3))
            for a in report.anchors]  # type: ignore[attr-defined]


def line_starts(text: str) -> list[int]:
    starts = [0]
    index = text.find("\n")
    while index >= 0:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts
