"""Bulk suppressions (a baseline), matched by evidence rather than by line.

The suppressions file records, per card and rule, the evidence of each
accepted finding (H7's anchor, F1's target, otherwise the message variant:
see lint.identity). A later finding is suppressed when an unused recorded
entry of its card and rule has the same evidence; the rest are reported.
Recorded entries that matched nothing are stale. Pure functions: reading
and writing the file is files.suppressions' job."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from anchorlint.lint.findings import Finding
from anchorlint.lint.identity import evidence

# card path (relative to the repository root, "/"-separated) -> rule code -> evidence, one per finding
Recorded = dict[str, dict[str, list[str]]]

# Never recorded by --suppress-all: a secret is removed, not accepted. Naming
# the rule with --suppress-rule still records it.
NOT_BULK_SUPPRESSED = frozenset({"H5"})


@dataclass
class Match:
    """One card's findings split against the recorded entries."""

    reported: list[Finding] = field(default_factory=list)
    suppressed: list[Finding] = field(default_factory=list)
    stale: dict[str, list[str]] = field(default_factory=dict)  # code -> evidence never matched


def match(findings: Iterable[Finding], recorded: Mapping[str, list[str]]) -> Match:
    """Split a card's findings (in report order) into reported and suppressed."""
    budget = {code: Counter(items) for code, items in recorded.items()}
    out = Match()
    for finding in findings:
        left = budget.get(finding.code)
        key = evidence(finding)
        if left and left[key] > 0:
            left[key] -= 1
            out.suppressed.append(finding)
        else:
            out.reported.append(finding)
    for code, left in budget.items():
        unused = sorted(left.elements())
        if unused:
            out.stale[code] = unused
    return out


def record(entries: Mapping[str, list[str]], findings: Iterable[Finding], codes: frozenset[str] | None) -> dict[str, list[str]]:
    """A card's entries with ``findings`` added (those of ``codes`` only, or
    every rule but the never-bulk-suppressed ones when ``codes`` is None)."""
    out = {code: list(items) for code, items in entries.items()}
    for finding in findings:
        if codes is None and finding.code in NOT_BULK_SUPPRESSED:
            continue
        if codes is None or finding.code in codes:
            out.setdefault(finding.code, []).append(evidence(finding))
    return {code: sorted(items) for code, items in sorted(out.items()) if items}


def prune(entries: Mapping[str, list[str]], stale: Mapping[str, list[str]]) -> dict[str, list[str]]:
    """A card's entries without the ones that matched nothing."""
    out = {}
    for code, items in entries.items():
        left = Counter(items) - Counter(stale.get(code, ()))
        if left:
            out[code] = sorted(left.elements())
    return out
