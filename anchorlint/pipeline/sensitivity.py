"""The same claims or cards under several policies: how much of the
grounded share is owed to the policy. Pure: verdicts in, tallies out.

For JSON Lines claims, the grounded share of a policy is the share of valid
records whose certificate says ``grounded``. For cards there are two:

* quotations: the share of quotation claims (blockquotes, see
  docs/quotes.md) that verify, over every card with a usable source;
* anchors: the share of those cards without an H7 finding (H7 does not
  depend on the quote or value policy, so it moves only if the grounding
  settings differ).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from anchorlint.model.card import Card
from anchorlint.lint.engine import check_card
from anchorlint.policies import Policy
from anchorlint.config.settings import Settings
from anchorlint.model.source import SourceText

# The rules whose verdicts the card shares count: quotations and anchors.
CARD_RULES = frozenset({"Q1", "Q2", "H7"})


@dataclass
class Share:
    """``grounded`` of ``total``; ``percent`` is None when there is nothing."""

    grounded: int = 0
    total: int = 0

    def add(self, grounded: bool) -> None:
        self.total += 1
        self.grounded += bool(grounded)

    @property
    def percent(self) -> float | None:
        return None if self.total == 0 else 100.0 * self.grounded / self.total


@dataclass
class PolicyTally:
    """One policy's shares: ``claims`` (quotations for cards, records for
    JSON Lines) and, for cards, ``cards`` without H7 findings."""

    policy: Policy
    claims: Share
    cards: Share


def tallies(policies: Sequence[Policy]) -> list[PolicyTally]:
    return [PolicyTally(policy, Share(), Share()) for policy in policies]


def spread(shares: Sequence[Share]) -> float | None:
    """Largest minus smallest share, in percentage points (None: no data)."""
    known = [share.percent for share in shares if share.percent is not None]
    return max(known) - min(known) if known else None


def card_settings(policy: Policy) -> Settings:
    """Settings that run only the quotation and anchor checks under ``policy``."""
    return Settings(policy=policy.grounding, select=CARD_RULES)


def tally_card(card: Card, source: SourceText, rows: Sequence[PolicyTally], settings: Sequence[Settings]) -> None:
    """Check one card under every policy and count its verdicts."""
    for row, each in zip(rows, settings):
        result = check_card(card, source, each)
        for check in result.quotations:
            row.claims.add(check.certificate.grounded)
        row.cards.add(not any(finding.code == "H7" for finding in result.findings))
