"""What a rule sees: one parsed card, its prepared source (or None), and the
policy. Derived values are computed once and shared by every rule."""

from __future__ import annotations

from functools import cached_property

from anchorlint.card import Card
from anchorlint.frontmatter_keys import marked_lines
from anchorlint.grounding import GroundingBody, GroundingReport, ground, grounding_body
from anchorlint.policy import GroundingPolicy
from anchorlint.source import SourceText


class CardContext:
    __slots__ = ("card", "source", "policy", "memo", "__dict__")

    def __init__(self, card: Card, source: SourceText | None, policy: GroundingPolicy) -> None:
        self.card = card
        self.source = source
        self.policy = policy
        # Values a rule derives once and reuses (keys are the rule's own).
        self.memo: dict[object, object] = {}

    @property
    def compat(self) -> bool:
        return self.policy.compat

    @cached_property
    def body(self) -> GroundingBody:
        return grounding_body(self.card, self.policy)

    @cached_property
    def mark_lines(self) -> frozenset[int]:
        """Lines ``--mark`` wrote (``quality``/``quality_warnings``): rules that
        read the frontmatter skip them, so marking a card never changes its
        verdict. ``--compat`` reads them, as the Go original would."""
        return frozenset() if self.compat else marked_lines(self.card)

    @cached_property
    def grounding(self) -> GroundingReport | None:
        """None when there is no source to judge against."""
        if self.source is None:
            return None
        return ground(self.card, self.source, self.policy, body=self.body)
