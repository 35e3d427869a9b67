"""A rule's general explanation is said once per card: after the first of
its findings that is shown, the rule's ``REPEAT`` message says the rest
(H7: "'Linux' does not occur in the source either"). Which finding is the
first shown can change after the engine (a suppressions file hides some), and
a finding written somewhere on its own (``--mark``) has no line before it;
both go through here. Pure."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from anchorlint.lint.findings import Finding
from anchorlint.rules import BY_CODE


def said_once(findings: Iterable[Finding]) -> list[Finding]:
    """Ordered findings with every one after the first of its rule and
    message variant in the rule's short repeat form."""
    seen: set[tuple[str, str]] = set()
    out = []
    for finding in findings:
        repeat = getattr(BY_CODE[finding.code], "REPEAT", {}).get(finding.key)
        if repeat is not None and (finding.code, finding.key) in seen:
            finding = replace(finding, key=repeat)
        seen.add((finding.code, finding.key))
        out.append(finding)
    return out


def standalone(finding: Finding) -> Finding:
    """The finding in the form that reads on its own: a short repeat's
    message variant put back to the one it repeats."""
    repeats = getattr(BY_CODE.get(finding.code), "REPEAT", {})
    first = next((key for key, again in repeats.items() if again == finding.key), None)
    return finding if first is None else replace(finding, key=first)


def resaid(findings: list[Finding]) -> list[Finding]:
    """The repeats of a list whose first findings may have been taken away."""
    if not any(getattr(BY_CODE[f.code], "REPEAT", None) for f in findings):
        return findings
    return said_once(standalone(f) for f in findings)
