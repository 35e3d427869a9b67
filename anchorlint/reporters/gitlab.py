"""GitLab Code Quality JSON: an array of issues (description, check_name,
fingerprint, severity, location.path, location.lines.begin) for the merge
request widget. Severity follows the engine's blocking decision:

    hard finding (always blocks)       critical
    soft finding under --strict        major
    soft finding (shown, not blocking) minor

``info`` and ``blocker`` are not used. Fingerprints are the SARIF ones: the
card, the rule and the finding's evidence, never the line."""

from __future__ import annotations

import json
import os
from typing import Any, TextIO

from anchorlint.lint.findings import Finding, Severity
from anchorlint.lint.identity import fingerprint, occurrences
from anchorlint.reporters import ReportOptions, message_of
from anchorlint.rules import BY_CODE
from anchorlint.run.runner import FileResult, RunResult


def severity_of(finding: Finding, strict: bool) -> str:
    if finding.severity is Severity.HARD:
        return "critical"
    return "major" if strict else "minor"


def repository_path(file: FileResult, result: RunResult) -> str:
    """The card's path relative to the repository root, with forward slashes."""
    path, root = str(file.path), str(result.root) if result.root else None
    if root and path.startswith(root + os.sep):
        path = path[len(root) + 1 :]
    else:
        path = file.display
    return path.replace(os.sep, "/")


def issues(result: RunResult, options: ReportOptions) -> list[dict[str, Any]]:
    out = []
    for file in result.files:
        path = repository_path(file, result)
        for finding, evidence, index in occurrences(file.findings):
            out.append({
                "type": "issue",
                "description": f"{message_of(finding, options.lang)} ({finding.code})",
                "check_name": f"anchorlint/{finding.code}-{BY_CODE[finding.code].NAME}",
                "fingerprint": fingerprint(path, finding.code, evidence, index),
                "severity": severity_of(finding, options.strict),
                "categories": ["Bug Risk"],
                "location": {"path": path, "lines": {"begin": finding.line}},
            })
    return out


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    out.write(json.dumps(issues(result, options), ensure_ascii=False, indent=2))
    out.write("\n")
