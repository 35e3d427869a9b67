"""What the quotation verifier accepts: frozen, explicit, validated once."""

from __future__ import annotations

from dataclasses import dataclass

# The verifier's revision. Bump whenever a verdict changes for an unchanged
# policy (a new tier, a guard that fires more often, another boundary rule):
# policy fingerprints, calibration files and the run cache are bound to it,
# and tests/quotes/verdict_lock.json holds the verdicts of each revision.
# 1: the first verifier; 2: diacritics, hyphenation, layout and CJK line-break
# tiers, stitched fragments kept inside one paragraph or row, guards that look
# at what changed, acronyms kept apart from lower case (issue 12).
VERIFIER_REVISION = 2

LADDER = ("exact", "whitespace", "cjk-linebreak", "layout", "hyphenation", "typography", "diacritics", "case")
# The longest quotation (in characters, at the case tier) aligned against the
# source for a near miss: alignment and the wording guard grow with the
# square of the quotation's length, and a quotation longer than a page is
# not a quotation. A longer one is still searched for verbatim.
MAX_ALIGNED_CHARS = 4000


@dataclass(frozen=True, slots=True)
class QuotePolicy:
    """Knobs of :func:`anchorlint.quotes.verify.verify_quote`.

    ``accept_through``  the loosest sound tier that still counts as grounded.
    ``allow_skeleton``  also accept the UNSOUND skeleton tier (punctuation and
                        spaces dropped); off by default.
    ``allow_stitched``  accept ``A … B`` when every fragment is found in order.
    ``floor``           similarity at or above which a near miss is an
                        approximate quotation (Q2) instead of not found (Q1).
    ``near_miss_chars`` the longest near-miss passage reported.
    ``forgive_final_period``  a quotation ending in ``.`` or ``。`` may match
                        a source sentence that goes on there (off: the period
                        claims the sentence ends, "effective." is not
                        "effective only in mice").
    ``min_fragment_words``  every fragment of a stitched quotation needs at
                        least this many words (two CJK characters count as
                        one): "Revenue … decreased" stitches nothing.
    ``forgive_word_changes``  near misses that add, drop or replace a word
                        may still be approximate (off: the ``wording`` guard
                        makes them not found).
    """

    accept_through: str = "case"
    allow_skeleton: bool = False
    allow_stitched: bool = True
    floor: float = 0.90
    near_miss_chars: int = 240
    forgive_final_period: bool = False
    forgive_word_changes: bool = False
    min_fragment_words: int = 3

    def __post_init__(self) -> None:
        if self.accept_through not in LADDER:
            known = ", ".join(LADDER)
            raise ValueError(f"accept_through must be one of {known}, not {self.accept_through!r}")
        if not 0.0 < self.floor <= 1.0:
            raise ValueError(f"floor must be in (0, 1], not {self.floor!r}")
        if self.min_fragment_words < 1:
            raise ValueError(f"min_fragment_words must be at least 1, not {self.min_fragment_words!r}")
        if self.near_miss_chars < 16:
            raise ValueError(f"near_miss_chars must be at least 16, not {self.near_miss_chars!r}")

    @property
    def tiers(self) -> tuple[str, ...]:
        """The tiers tried, tightest first."""
        sound = LADDER[: LADDER.index(self.accept_through) + 1]
        return (*sound, "skeleton") if self.allow_skeleton else sound


DEFAULT_QUOTE_POLICY = QuotePolicy()
