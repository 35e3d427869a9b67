"""One JSON document per run (schema in the README)."""

from __future__ import annotations

import json
from typing import Any, TextIO

from anchorlint._version import __version__
from anchorlint.lint.findings import Finding
from anchorlint.reporters import ReportOptions, is_blocking, message_of
from anchorlint.reporters.text import summary_counts
from anchorlint.rules import BY_CODE
from anchorlint.run.runner import FileResult, RunResult

SCHEMA = 1


def _finding(f: Finding, options: ReportOptions, blocking: bool) -> dict[str, Any]:
    return {
        "code": f.code,
        "name": BY_CODE[f.code].NAME,
        "severity": f.severity.value,
        "blocking": blocking,
        "line": f.line,
        "col": f.col,
        "message": message_of(f, options.lang),
    }


def file_entry(file: FileResult, options: ReportOptions) -> dict[str, Any]:
    entry = {
        "path": file.display,
        "source": file.source_display,
        "findings": [_finding(f, options, is_blocking(f, options.strict)) for f in file.findings],
        "grounding": None if file.grounding is None else file.grounding.as_dict(),
        "quotations": [_quotation(q, file) for q in file.quotations],
    }
    if file.suppressed:  # accepted by the suppressions file: never blocking
        entry["suppressed"] = [_finding(f, options, False) for f in file.suppressed]
    return entry


def _quotation(check: dict, file: FileResult) -> dict[str, Any]:
    """Where a card's quotation was found in its source, and how."""
    cert = check["certificate"]
    return {
        "line": check["line"],
        "last_line": check["last_line"],
        "grounded": cert.get("grounded"),
        "tier": cert.get("tier"),
        "source": file.source_display,
        "source_line": cert.get("line"),
        "source_col": cert.get("col"),
        "page": cert.get("page"),
        "score": cert.get("score"),
    }


def provenance_of(options: ReportOptions) -> dict[str, str]:
    """anchorlint_version, policy, policy_fingerprint, unicode_version."""
    from anchorlint.policies import Policy, provenance
    from anchorlint.config.settings import DEFAULT_SETTINGS

    policy = options.policy or Policy.from_settings(DEFAULT_SETTINGS.with_compat(options.compat))
    return provenance(policy)


def document(result: RunResult, options: ReportOptions) -> dict[str, Any]:
    return {
        "version": __version__,
        "schema": SCHEMA,
        "mode": "compat" if options.compat else "default",
        "strict": options.strict,
        "files": [file_entry(f, options) for f in result.files],
        "skipped": [{"path": path, "reason": reason} for path, reason in result.skipped],
        "errors": list(result.errors),
        "summary": summary_counts(result),
        **provenance_of(options),
    }


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    # One compact line through the C encoder: large runs produce megabytes.
    out.write(json.dumps(document(result, options), ensure_ascii=False, separators=(",", ":")))
    out.write("\n")
