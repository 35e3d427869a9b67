"""Where each anchor of a card is, in the card and in its source: the one
adapter between the grounding core and the HTML report. The core's report
lists only the ungrounded anchors, so the positions are recomputed here from
the same functions H7 uses (grounding_body, card_anchors, locate_anchors);
when the grounding report carries spans and source offsets itself, only
``anchor_spans`` changes."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from anchorlint.lint.grounding import GroundingReport, card_anchors, grounding_body, locate_anchors
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
                 policy: GroundingPolicy, report: GroundingReport | None = None
                 ) -> tuple[list[AnchorSpan], list[int]]:
    """Every anchor of the card's grounding body, in H7's order, and the
    lines H8 counts as claims. The default mode's report carries its anchors
    with their spans (as written); --compat's are recomputed."""
    body = grounding_body(card, policy)
    if report is not None and report.anchors:
        return _reported_spans(report, located), [line.number for line in body.claims]
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


def _reported_spans(report: GroundingReport, located: LocatedSource | None) -> list[AnchorSpan]:
    missing = set(report.missing)
    spans = []
    linked: set[tuple[str, str]] = set()  # one source mark per anchor (the gloss, title and body may repeat it)
    for anchor in report.anchors:
        position = None
        if located is not None and anchor not in missing and (anchor.kind, anchor.key) not in linked:
            linked.add((anchor.kind, anchor.key))
            found = located.source.index.locate(anchor)
            if found is not None:
                row = bisect_right(located.starts, found[0])
                position = (row, found[0] - located.starts[row - 1] + 1)
        spans.append(AnchorSpan(anchor.text, anchor.line, anchor.col, anchor not in missing,
                                *(position or (None, None))))
    return spans


def line_starts(text: str) -> list[int]:
    starts = [0]
    index = text.find("\n")
    while index >= 0:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts
