"""The grounding policy: every knob the pure core reads, frozen and explicit."""

from __future__ import annotations

from dataclasses import dataclass, field

from anchorlint.text import wordlists
from anchorlint.quotes.options import DEFAULT_QUOTE_POLICY, QuotePolicy


@dataclass(frozen=True, slots=True)
class SectionNames:
    """Section names per card shape, configurable for repositories that use
    other names (for example English ones)."""

    wiki: tuple[str, str, str, str] = wordlists.WIKI_SECTIONS
    daemon: tuple[str, str, str, str] = wordlists.DAEMON_SECTIONS
    triples: str = wordlists.TRIPLES_SUBSECTION
    mechanical: tuple[str, ...] = wordlists.MECHANICAL_SUBSECTIONS

    @property
    def points(self) -> frozenset[str]:
        # Go counts bullets under either shape's key-points section.
        return frozenset((self.wiki[1], self.daemon[1]))

    @property
    def relations_daemon(self) -> str:
        return self.daemon[3]


@dataclass(frozen=True, slots=True)
class GroundingPolicy:
    """What the anchor check (H7), the claim-inflation check (H8) and the
    quotation checks (Q1/Q2, through ``quotes``) accept."""

    compat: bool = False
    stop_words: frozenset[str] = wordlists.ANCHOR_STOP_WORDS
    allow: frozenset[str] = frozenset()  # anchors never reported (folded form)
    single_digit: str = "unit"  # H7 default mode: "unit" | "always" | "never"
    strict_units: bool = True  # H7 default mode: a number keeps its unit
    abbreviations: frozenset[str] = frozenset()  # H7 default mode: more "short=expansion" pairs
    h8_ratio: int = 3
    h8_min_claims: int = 4
    sections: SectionNames = field(default_factory=SectionNames)
    quotes: QuotePolicy = DEFAULT_QUOTE_POLICY  # Q1/Q2: the quotation verifier


DEFAULT_POLICY = GroundingPolicy()
COMPAT_POLICY = GroundingPolicy(compat=True)
