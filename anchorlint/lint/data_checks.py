"""Every data claim of a card recomputed from the facts the I/O layer
gathered: what D1-D3 report, which numbers H7 takes as grounded, and which
claims the evidence contract counts as backed by data. Pure."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from anchorlint.data.derive import Outcome, recompute
from anchorlint.model.data_claims import Claim, Declarations

_NUMBER_RE = re.compile(r"[0-9]+(?:\.[0-9]+)?%?")


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """A claim and its recomputation; ``outcome`` is None when its dataset
    could not be read here (D3 says why)."""

    claim: Claim
    outcome: Outcome | None
    hash_ok: bool  # the dataset's bytes are the pinned ones

    @property
    def reproduced(self) -> bool:
        return self.outcome is not None and self.outcome.value is not None and within(self.claim, self.outcome.value)

    @property
    def verified(self) -> bool:
        return self.hash_ok and self.reproduced


def check_claims(declared: Declarations, facts: Mapping[str, object] | None) -> tuple[ClaimCheck, ...]:
    if facts is None or not declared.claims:
        return ()
    out = []
    for claim in declared.claims:
        dataset, fact = declared.dataset(claim.dataset), facts.get(claim.dataset)
        table = getattr(fact, "table", None)
        digest = getattr(fact, "sha256", None)
        hash_ok = dataset is not None and dataset.sha256 is not None and digest == dataset.sha256
        out.append(ClaimCheck(claim, recompute(table, claim) if table is not None else None, hash_ok))
    return tuple(out)


def within(claim: Claim, value: float) -> bool:
    """``|value - claimed| <= tolerance``, in decimal arithmetic on the
    numbers' shortest forms (0.4 - 0.3 is 0.1 here, as written)."""
    if not math.isfinite(value):
        return False
    return abs(Decimal(repr(value)) - Decimal(repr(claim.value))) <= claim.tolerance


def shown(value: float) -> str:
    """A computed value for a message: integers without ``.0``, others to
    at most 6 significant decimals."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6g}"


def number_forms(claim: Claim) -> frozenset[str]:
    """How the claim's number can appear in the card body, folded as H7
    folds anchors: the value as written (``182``, ``0.68``), as a
    percentage for a share (``25%``), and every number in the claim's
    ``text`` that equals the value within its tolerance."""
    forms = {shown(claim.value), repr(claim.value)}
    if claim.derive.reducer == "share":
        forms.add(shown(claim.value * 100) + "%")
    for match in _NUMBER_RE.findall(claim.text):
        number = float(match.rstrip("%"))
        readings = (number, number / 100) if match.endswith("%") else (number,)
        if any(within(claim, reading) for reading in readings):
            forms.add(match)
    return frozenset(forms)


def grounded_numbers(checks: tuple[ClaimCheck, ...]) -> frozenset[str]:
    """Numbers of verified claims (pinned hash, value reproduced)."""
    out: set[str] = set()
    for check in checks:
        if check.verified:
            out |= number_forms(check.claim)
    return frozenset(out)


def grounds_anchor(numbers: frozenset[str], anchor: object) -> bool:
    """Whether a card anchor (text/card_anchors.Anchor) is one of the
    grounded numbers: its key or its text, without a unit, folded."""
    if getattr(anchor, "kind", None) != "number":
        return False
    candidates = {str(getattr(anchor, "key", "")), str(getattr(anchor, "text", ""))}
    for text in list(candidates):
        match = _NUMBER_RE.search(text.replace(",", ""))
        if match:
            candidates.add(match.group())
    return any(candidate.lower() in numbers for candidate in candidates)
