"""What identifies a finding apart from its line: the rule, the card and the
evidence it quotes (H7's anchor, F1's image target, ...). Code-scanning
fingerprints and the suppressions file both rely on it, so a finding keeps
its identity when lines are inserted above it. Pure functions."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from anchorlint.lint.findings import Finding

# The argument that names what a finding is about, per rule. A rule not listed
# is identified by its message variant alone (H1's "missing", H2's "gloss-long"):
# its other arguments are measurements (lengths, counts) that change with
# unrelated edits. Never an argument that may hold a secret (H5 gives kinds).
EVIDENCE_ARGUMENT = {
    "H4": "line",
    "H3": "section",
    "H5": "kinds",
    "H7": "anchor",
    "F1": "target",
    "A1": "rule",
    "S1": "source",
    "S2": "source",
    "S4": "source",
}


# Anchors are compared folded, as the source lookup compares them: 'Windows'
# and 'windows' are one referent, whichever form the message quotes. Their
# message variant only words the explanation (said once per card), so it is
# not part of what the finding is about.
FOLDED = frozenset({"H7"})


def evidence(finding: Finding) -> str:
    """A short, line-free description of what the finding is about."""
    name = EVIDENCE_ARGUMENT.get(finding.code)
    value = finding.args.get(name) if name else None
    if value is None:
        return finding.key
    if isinstance(value, (list, tuple)):
        value = ",".join(str(item) for item in value)
    if finding.code in FOLDED:
        return str(value).lower()
    return str(value) if finding.key == "default" else f"{finding.key}:{value}"


def occurrences(findings: Iterable[Finding]) -> list[tuple[Finding, str, int]]:
    """Each finding with its evidence and how many earlier findings of the same
    card share its rule and evidence (0 for the first)."""
    seen: dict[tuple[str, str], int] = {}
    out = []
    for finding in findings:
        key = (finding.code, evidence(finding))
        index = seen.get(key, 0)
        seen[key] = index + 1
        out.append((finding, key[1], index))
    return out


def fingerprint(path: str, code: str, evidence_text: str, index: int) -> str:
    """A stable hex digest of (path, rule, evidence, occurrence index)."""
    text = "\x1f".join((path, code, evidence_text, str(index)))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
