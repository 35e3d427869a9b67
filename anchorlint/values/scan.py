"""What the matchers hand back: accepted matches and the reasons for refusals."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Match:
    """An accepted occurrence, in the coordinates of the searched text."""

    start: int
    end: int
    reading: str
    score: float = 1.0


@dataclass(slots=True)
class Trace:
    """Refusal reasons collected while matching (local to one search)."""

    reasons: set[str] = field(default_factory=set)
    best_score: float = 0.0

    def refuse(self, reason: str) -> None:
        self.reasons.add(reason)


def overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match of ``pattern``, including those that overlap earlier ones:
    a candidate refused for its context must not hide one that starts inside it."""
    pos = 0
    while True:
        found = pattern.search(text, pos)
        if found is None:
            return
        yield found
        pos = found.start() + 1


def first(matches: list[Match]) -> Match | None:
    """The earliest accepted match (the shortest first on a tie)."""
    if not matches:
        return None
    return min(matches, key=lambda m: (m.start, m.end))
