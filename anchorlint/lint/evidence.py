"""The evidence contract: what supports each claim of a card. Pure.

A *claim* is a line H8 counts: a bullet under the key-points section
(``## 重點``/``## 要點``), a bullet under ``### 內文知識關係`` (a relation
triple), or a bullet under a daemon card's relations section. Each claim gets
the first of these that holds:

``quoted``      a blockquote quotation that the verifier grounds (any sound
                tier or stitched, see Q1) starts after the claim and before
                the next claim or heading (the claim's own block: a quotation
                right below it, indented under it or after a blank line);
``data``        it cites a declared data claim: it contains the claim's
                ``text``, or one of the claim's number forms as an anchor;
``anchored``    it has at least one anchor (H7's names and numbers) that the
                source contains or a verified data claim grounds, and none
                that H7 reports (anchors H7 does not judge count for neither);
``unsupported`` none of these.

Without a source nothing is quoted or anchored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.model.card import HEADING
from anchorlint.text.anchors import extract_anchors, fold

STATUSES = ("quoted", "data", "anchored", "unsupported")
_OPT_OUT_RE = re.compile(r"""evidence[ \t]*:[ \t]*(["']?)none\1[ \t]*(?:#.*)?\Z""")
_SPACE_RE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class ClaimEvidence:
    line: int
    col: int
    status: str


def opted_out_line(ctx: CardContext) -> int | None:
    """The frontmatter line saying ``evidence: none``, if any."""
    for line in ctx.card.frontmatter_lines:
        if _OPT_OUT_RE.match(line.text.rstrip("\r")):
            return line.number
    return None


def classify(ctx: CardContext) -> tuple[ClaimEvidence, ...]:
    claims = ctx.body.claims
    if not claims:
        return ()
    quoted = _quoted_lines(ctx, [line.number for line in claims])
    anchors = _anchor_lines(ctx)
    out = []
    for line in claims:
        col = len(line.text) - len(line.text.lstrip()) + 1
        status = _status(ctx, line.number, line.text, line.number in quoted, anchors)
        out.append(ClaimEvidence(line.number, col, status))
    return tuple(out)


def _status(ctx: CardContext, line: int, text: str, quoted: bool, anchors: _Anchors | None) -> str:
    if quoted:
        return "quoted"
    if _cites_data(ctx, text, extract_anchors(fold(text, compat=ctx.compat), ctx.policy.stop_words)):
        return "data"
    if anchors is not None and _anchored(ctx, line, text, anchors):
        return "anchored"
    return "unsupported"


def _quoted_lines(ctx: CardContext, claim_lines: list[int]) -> set[int]:
    """Claim lines whose block holds a grounded quotation."""
    grounded = sorted(c.quotation.first_line for c in ctx.quote_checks if c.certificate.grounded)
    if not grounded:
        return set()
    stops = sorted({*claim_lines, *(line.number for line in ctx.card.lines if line.kind == HEADING)})
    found = set()
    for claim in claim_lines:
        end = next((stop for stop in stops if stop > claim), len(ctx.card.lines) + 1)
        if any(claim < first < end for first in grounded):
            found.add(claim)
    return found


@dataclass(frozen=True, slots=True)
class _Anchors:
    grounded: frozenset[tuple]  # identities of anchors the source (or a verified data claim) grounds
    missing: frozenset[tuple]  # identities of anchors H7 reports


def _anchor_lines(ctx: CardContext) -> _Anchors | None:
    """Which anchors the card's grounding judged, by identity (None without a source)."""
    report = ctx.grounding
    if report is None:
        return None
    missing = frozenset(a.identity for a in ctx.missing_anchors)
    return _Anchors(frozenset(a.identity for a in report.anchors) - missing, missing)


def _anchored(ctx: CardContext, line: int, text: str, judged: _Anchors) -> bool:
    from anchorlint.text.card_anchors import line_anchors

    found = {a.identity for a in line_anchors(text, line, ctx.policy.stop_words,
                                               single_digit=ctx.policy.single_digit)}
    return bool(found & judged.grounded) and not found & judged.missing


def _cites_data(ctx: CardContext, text: str, anchors: list[str]) -> bool:
    claims = ctx.data_declarations.claims
    if not claims:
        return False
    from anchorlint.lint.data_checks import number_forms

    flat = _SPACE_RE.sub(" ", text)
    present = set(anchors)
    return any(_SPACE_RE.sub(" ", claim.text) in flat or number_forms(claim) & present for claim in claims)
