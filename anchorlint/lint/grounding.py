"""H7/H8 grounding: which of a card's anchors its source never mentions, and
whether the card claims far more than its source asserts. Pure functions."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from anchorlint.text.anchors import LATIN_RE, NUMBER_RE, extract_anchors, fold
from anchorlint.text.card_anchors import Anchor
# The claim-making lines (lint/body.py), named here for the callers of this module.
from anchorlint.lint.body import GroundingBody, grounding_body
from anchorlint.model.card import Card, parse_card
from anchorlint.text.gotext import go_trim
from anchorlint.lint.grounding_policy import DEFAULT_POLICY, GroundingPolicy
from anchorlint.text.reading import prepare_text
from anchorlint.model.source import SourceText

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.lint.grounding_default import CardLines
    from anchorlint.lint.ungrounded_reasons import Reason

@dataclass(frozen=True, slots=True)
class GroundingReport:
    """The grounding verdict for one card against one source."""

    ungrounded: list[str] = field(default_factory=list)  # Go order (--compat) / as written
    claims: int = 0
    src_units: int = 0
    inflated: bool = False
    # Default mode: every anchor checked, and those the source does not
    # ground, with their card spans (see grounding_default.Anchor).
    anchors: tuple[Anchor, ...] = ()
    missing: tuple[Anchor, ...] = ()
    # Default mode: for each anchor of ``missing``, in order, why the source
    # seems to hold it though it does not ground it, or None
    # (lint/ungrounded_reasons.Reason). Not cached (H7's findings carry
    # it), so not compared: a report read back from the cache equals it.
    reasons: tuple[Reason | None, ...] = field(default=(), compare=False)

    def reason(self, anchor: Anchor) -> Reason | None:
        """Why the source does not ground ``anchor``, one of ``missing``,
        though it seems to hold it; None when it is simply absent."""
        for missing, why in zip(self.missing, self.reasons):
            if missing == anchor:
                return why
        return None

    def as_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "ungrounded": list(self.ungrounded),
            "claims": self.claims,
            "src_units": self.src_units,
            "inflated": self.inflated,
        }
        if self.anchors:
            missing = set(self.missing)
            out["anchors"] = [anchor.as_dict(anchor not in missing) for anchor in self.anchors]
        return out

    def redacted(self, redact: Callable[[str], str]) -> GroundingReport:
        """The report with every anchor's text and key passed through ``redact``."""
        def clean(anchor: Anchor) -> Anchor:
            return anchor._replace(text=redact(anchor.text), key=redact(anchor.key))

        def clean_reason(why: Reason | None) -> Reason | None:
            if why is None:
                return None
            return replace(why, figure=redact(why.figure), other=redact(why.other), name=redact(why.name),
                           date=redact(why.date))

        return replace(self, anchors=tuple(map(clean, self.anchors)), missing=tuple(map(clean, self.missing)),
                       reasons=tuple(map(clean_reason, self.reasons)))

    def anchor_rows(self) -> tuple[tuple, ...]:
        """The anchors as plain tuples (for the cache), grounded flag last."""
        missing = set(self.missing)
        return tuple((*anchor.row(), anchor not in missing) for anchor in self.anchors)

    @classmethod
    def from_rows(
        cls, ungrounded: list[str], claims: int, units: int, inflated: bool, rows: tuple[tuple, ...]
    ) -> GroundingReport:
        anchors = tuple(Anchor(*row[:-1]) for row in rows)
        missing = tuple(anchor for anchor, row in zip(anchors, rows) if not row[-1])
        return cls(ungrounded, claims, units, inflated, anchors, missing)


def card_anchors(body: GroundingBody, policy: GroundingPolicy = DEFAULT_POLICY) -> list[str]:
    """The de-duplicated, folded anchors of a grounding body."""
    text = "\n".join(line.text for line in body.lines)
    return extract_anchors(fold(text, compat=policy.compat), policy.stop_words)


def ground(
    card: Card,
    source: SourceText,
    policy: GroundingPolicy = DEFAULT_POLICY,
    *,
    body: GroundingBody | None = None,
    anchors: list[str] | None = None,
    lines: CardLines | None = None,
) -> GroundingReport:
    """Check a parsed card against a prepared source (``body`` and
    ``anchors``, and in the default mode the card's ``lines``, may be passed
    when already computed)."""
    if source.blank or not go_trim(card.text):
        return GroundingReport()
    if not policy.compat:
        from anchorlint.lint import grounding_default

        if lines is None:
            lines = grounding_default.read_lines(card, policy)
        body = lines.body
    elif body is None:
        body = grounding_body(card, policy)
    claims = len(body.claims)
    units = source.units
    inflated = claims >= policy.h8_min_claims and claims > units * policy.h8_ratio
    if not policy.compat:
        found, repeats = grounding_default.anchors_and_repeats(card, lines, policy, source.name)
        missing = grounding_default.ungrounded(found, source.index, policy, card, repeats)
        if repeats and len(missing) > len(set(missing) & set(found)):  # a repeated count reported
            found = sorted({*found, *missing}, key=lambda anchor: (anchor.line, anchor.col))
        why: tuple = ()
        if missing:
            from anchorlint.lint.ungrounded_reasons import reasons

            why = reasons(missing, card, source.index, policy)
        return GroundingReport([a.text for a in missing], claims, units, inflated, tuple(found), tuple(missing),
                               why)
    if anchors is None:
        anchors = card_anchors(body, policy)
    ungrounded = [
        anchor for anchor in anchors if anchor not in policy.allow and not source.contains_anchor(anchor)
    ]
    return GroundingReport(ungrounded, claims, units, inflated)


def locate_anchors(
    body: GroundingBody, anchors: list[str], policy: GroundingPolicy = DEFAULT_POLICY
) -> dict[str, tuple[int, int]]:
    """The (line, column) of each anchor's first occurrence in the body,
    1-based, in code points. Folding maps one code point to one, so offsets in
    the folded line are offsets in the card's line."""
    wanted = set(anchors)
    found: dict[str, tuple[int, int]] = {}
    for pattern in (LATIN_RE, NUMBER_RE):
        for line in body.lines:
            if len(found) == len(wanted):
                return found
            for match in pattern.finditer(fold(line.text, compat=policy.compat)):
                anchor = match.group()
                if anchor in wanted and anchor not in found:
                    found[anchor] = (line.number, match.start() + 1)
    return found


def source_spans(report: GroundingReport, source: SourceText) -> list[tuple[Anchor, tuple[int, int] | None]]:
    """Default mode: each grounded anchor of ``report`` with where the source
    writes it (start and end offsets into the prepared source text; None
    when the source grounds it in another form, a number word for a figure,
    an expansion for an abbreviation)."""
    missing = set(report.missing)
    index = source.index
    return [(anchor, index.locate(anchor)) for anchor in report.anchors if anchor not in missing]


def check_grounding(
    card_text: str, source_text: str, policy: GroundingPolicy = DEFAULT_POLICY
) -> GroundingReport:
    """Check one card against its source: the pure core of H7 and H8.

    Both texts are decoded strings. A blank card or a blank source yields an
    empty report (nothing can be judged).
    """
    card = parse_card(prepare_text(card_text, compat=policy.compat))
    source = SourceText(prepare_text(source_text, compat=policy.compat), compat=policy.compat)
    return ground(card, source, policy)
