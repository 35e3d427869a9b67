"""The verdict on one quotation: frozen values with a JSON form."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

TIER_NAMES = (
    "exact", "whitespace", "cjk-linebreak", "layout", "hyphenation", "typography", "diacritics", "case",
    "skeleton", "stitched", "approximate", "none",
)
# Why a stitched quotation whose fragments are all in the source is refused.
STITCH_REASONS = ("apart", "out-of-order", "negation-elided")
GUARD_NAMES = ("numeric", "polarity", "name", "wording")


@dataclass(frozen=True, slots=True)
class NearMiss:
    """The closest source passage: ``text == source[start:end]``."""

    text: str
    start: int
    end: int
    line: int
    col: int
    score: float
    page: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "text": self.text, "start": self.start, "end": self.end, "line": self.line,
            "col": self.col, "score": self.score, "page": self.page,
        }


@dataclass(frozen=True, slots=True)
class Fragment:
    """One fragment of a stitched quotation, as found."""

    start: int
    end: int
    tier: str
    line: int | None = None
    col: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "tier": self.tier, "line": self.line, "col": self.col}


@dataclass(frozen=True, slots=True)
class Certificate:
    """Where (and whether) a quotation occurs in its source.

    ``start``/``end`` are offsets into the source text exactly as given to the
    verifier, ``span_text == source[start:end]``; ``line``/``col`` are 1-based
    (columns in code points). ``fragments`` lists where each fragment of a
    stitched quotation was found; ``reason`` says why fragments that are all
    in the source were refused (see STITCH_REASONS). For ``approximate`` they point at the passage the
    quotation was probably copied from; for ``none`` they are None and
    ``near_miss`` says what came closest.
    """

    grounded: bool
    tier: str
    start: int | None = None
    end: int | None = None
    span_text: str | None = None
    line: int | None = None
    col: int | None = None
    score: float = 0.0
    near_miss: NearMiss | None = None
    page: str | None = None
    guard: str | None = None
    fragments: tuple[Fragment, ...] = field(default=())
    reason: str | None = None

    @property
    def sound(self) -> bool:
        """Whether the tier forgives presentation only (skeleton does not)."""
        return self.tier not in ("skeleton", "approximate", "none")

    def as_dict(self) -> dict[str, Any]:
        return {
            "grounded": self.grounded,
            "tier": self.tier,
            "sound": self.sound,
            "start": self.start,
            "end": self.end,
            "span_text": self.span_text,
            "line": self.line,
            "col": self.col,
            "score": self.score,
            "near_miss": None if self.near_miss is None else self.near_miss.as_dict(),
            "page": self.page,
            "guard": self.guard,
            "fragments": [fragment.as_dict() for fragment in self.fragments],
            "reason": self.reason,
        }
