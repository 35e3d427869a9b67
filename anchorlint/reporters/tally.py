"""Counting a run's findings while a reporter streams them: the summary and
the exit code then need no second pass over (compact) results."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from anchorlint.lint.findings import Finding, Severity
from anchorlint.reporters import fix_of


class Tally:
    """Cards, cards with findings, soft, hard and fixable findings."""

    __slots__ = ("cards", "flagged", "soft", "hard", "fixable")

    def __init__(self) -> None:
        self.cards = self.flagged = self.soft = self.hard = self.fixable = 0

    def add(self, findings: Sequence[Finding]) -> None:
        self.cards += 1
        if not findings:  # most cards
            return
        hard = soft = fixable = count = 0
        for finding in findings:
            count += 1
            if finding.severity is Severity.HARD:
                hard += 1
            elif finding.severity is Severity.SOFT:
                soft += 1
            if fix_of(finding):
                fixable += 1
        if count:
            self.flagged += 1
        self.hard += hard
        self.soft += soft
        self.fixable += fixable

    def blocking(self, strict: bool) -> bool:
        """Whether any finding blocks (a hard one; any one under --strict)."""
        return self.hard > 0 or (strict and self.soft > 0)


def tally_of(files: Iterable) -> Tally:
    """The tally of results read in full (no reporter streamed them)."""
    tally = Tally()
    for file in files:
        tally.add(file.findings)
    return tally
