"""SARIF 2.1.0 for code scanning (GitHub, GitLab, Azure DevOps): one run whose
driver lists every rule, one result per finding. Locations are relative to
the repository root (``%SRCROOT%``); columns count code points. The partial
fingerprint hashes the card, the rule and the finding's evidence with an
occurrence index, never the line, so alerts survive lines moving."""

from __future__ import annotations

import json
import os
from pathlib import Path
from types import ModuleType
from typing import Any, TextIO
from urllib.parse import quote

from anchorlint._version import __version__
from anchorlint.commands.ruledocs import parse_doc
from anchorlint.lint.findings import Finding, Severity
from anchorlint.lint.identity import fingerprint, occurrences
from anchorlint.reporters import ReportOptions, is_blocking, message_of, rule_url, span_length
from anchorlint.rules import RULES, docs_url, is_opt_in
from anchorlint.run.runner import FileResult, RunResult

SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
ROOT_ID = "%SRCROOT%"
FINGERPRINT_KEY = "anchorlintFinding/v1"
_RULE_INDEX = {rule.CODE: index for index, rule in enumerate(RULES)}


def _level(severity: Severity) -> str:
    return "error" if severity is Severity.HARD else "warning"


def _descriptor(rule: ModuleType) -> dict[str, Any]:
    """A rule's descriptor. Its whole page travels in ``help`` (code scanning
    shows it), so the help works without any address; ``helpUri`` only when
    a docs address is configured (rules.docs_url)."""
    from anchorlint.commands.ruledocs import page

    summary, sections = parse_doc(rule)
    full = " ".join(sections.get("What it checks", summary).replace("``", "`").split())
    descriptor: dict[str, Any] = {
        "id": rule.CODE,
        "name": rule.NAME,
        "shortDescription": {"text": summary[:1].upper() + summary[1:]},
        "fullDescription": {"text": full},
        "help": {"text": f"{full} (anchorlint rule {rule.CODE})", "markdown": page(rule)},
        # an opt-in rule (C1) is off unless configuration enables it
        "defaultConfiguration": {"level": _level(rule.SEVERITY), **({"enabled": False} if is_opt_in(rule) else {})},
        "properties": {"severity": rule.SEVERITY.value},
    }
    url = rule_url(rule)
    if url is not None:
        descriptor["helpUri"] = url
    return descriptor


def artifact_uri(file: FileResult, root: Path | None) -> str:
    """The card's path relative to the repository root, as a URI reference."""
    path = str(file.path)
    if root is not None and path.startswith(str(root) + os.sep):
        path = path[len(str(root)) + 1 :]
    elif root is None or os.path.isabs(path):
        path = file.display
    return quote(path.replace(os.sep, "/"), safe="/")


def _region(finding: Finding) -> dict[str, int]:
    region = {"startLine": finding.line, "startColumn": finding.col, "endLine": finding.line}
    length = span_length(finding)
    if length:
        region["endColumn"] = finding.col + length
    return region  # no endColumn: the region runs to the end of the line


def _results(file: FileResult, uri: str, options: ReportOptions) -> list[dict[str, Any]]:
    out = []
    # Suppressed findings are results too, marked so: code scanning shows them
    # as dismissed instead of closing and reopening their alerts.
    everything = sorted([*file.findings, *file.suppressed])
    suppressed = {id(f) for f in file.suppressed}
    for finding, evidence, index in occurrences(everything):
        result = {
            "ruleId": finding.code,
            "ruleIndex": _RULE_INDEX[finding.code],
            "level": "error" if is_blocking(finding, options.strict) else "warning",
            "message": {"text": message_of(finding, options.lang)},
            "locations": [{"physicalLocation": {
                "artifactLocation": {"uri": uri, "uriBaseId": ROOT_ID},
                "region": _region(finding),
            }}],
            "partialFingerprints": {FINGERPRINT_KEY: fingerprint(uri, finding.code, evidence, index)},
            "properties": {"severity": finding.severity.value},
        }
        if id(finding) in suppressed:
            result["level"] = "warning" if finding.severity is Severity.SOFT else "error"
            result["suppressions"] = [{"kind": "external", "justification": "anchorlint-suppressions.json"}]
        out.append(result)
    return out


def document(result: RunResult, options: ReportOptions) -> dict[str, Any]:
    results = []
    for file in result.files:
        results += _results(file, artifact_uri(file, result.root), options)
    notes = [{"level": "error", "message": {"text": text}} for text in result.errors]
    notes += [{"level": "warning", "message": {"text": text}} for text in result.warnings]
    run: dict[str, Any] = {
        "tool": {"driver": {
            "name": "anchorlint",
            "version": __version__,
            "rules": [_descriptor(rule) for rule in RULES],
        }},
        "invocations": [{"executionSuccessful": not result.errors, "toolExecutionNotifications": notes}],
        "columnKind": "unicodeCodePoints",
        "results": results,
    }
    if docs_url() is not None:  # the project has no address of its own; its docs may have one
        run["tool"]["driver"]["informationUri"] = docs_url()
    if result.root is not None:
        run["originalUriBaseIds"] = {ROOT_ID: {"uri": result.root.as_uri() + "/"}}
    return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    out.write(json.dumps(document(result, options), ensure_ascii=False, indent=2))
    out.write("\n")
