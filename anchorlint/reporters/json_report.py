"""One JSON document per run (schema in the README)."""

from __future__ import annotations

import json
from json.encoder import encode_basestring as _quote  # what json.dumps uses with ensure_ascii=False
from typing import Any, TextIO

from anchorlint.lint.findings import Finding
from anchorlint.reporters import ReportOptions, extent, fix_of, is_blocking, message_of
from anchorlint.reporters.text import summary_counts
from anchorlint.rules import BY_CODE, rule_url
from anchorlint.reporters.tally import Tally
from anchorlint.run.results import FileResult, RunResult, StoredResult, contents

SCHEMA = 1


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


def encoded_entry(file: FileResult | StoredResult, options: ReportOptions, decoded: tuple, encode,
                  urls: dict | None = None) -> str:
    """``encode(file_entry(file, options))``, written out field by field: the
    grounding's JSON text is taken as stored (``decoded``: the file's
    results.contents()) and empty lists cost no encoder call."""
    findings, grounding_json, quotations = decoded
    source = file.source_display
    parts = ['{"path":', _quote(file.display), ',"source":', "null" if source is None else _quote(source),
             ',"findings":', _findings_text(findings, options, encode, urls) if findings
             else "[]", ',"grounding":', grounding_json, ',"quotations":',
             encode([_quotation(q, file) for q in quotations]) if quotations else "[]"]
    if file.suppressed:
        parts += [',"suppressed":', encode([_finding(f, options, False, urls) for f in file.suppressed])]
    parts.append("}")
    return "".join(parts)


def _findings_text(findings: list[Finding], options: ReportOptions, encode, urls: dict | None) -> str:
    """``encode`` of the findings' _finding() dicts, written out directly: what
    is the same for every finding of a rule and severity (its code, name,
    severity, blocking, fix and address) is encoded once per report (in
    ``urls``, under (code, severity) and code), the rest per finding."""
    if urls is None:
        urls = {}
    lang, strict = options.lang, options.strict
    out = []
    for finding in findings:
        line, col = finding.line, finding.col
        end_line, end_col = extent(finding)
        if not (type(line) is type(col) is type(end_col) is int):  # (never from a rule) the encoder writes it
            out.append(encode(_finding(finding, options, is_blocking(finding, strict), urls)))
            continue
        head = urls.get((finding.code, finding.severity))
        if head is None:
            head = urls[(finding.code, finding.severity)] = _finding_head(finding, strict)
        tail = urls.get((finding.code,))
        if tail is None:
            tail = urls[(finding.code,)] = _finding_tail(finding, options, urls)
        out.append(f'{head}{line},"col":{col},"end_line":{end_line},"end_col":{end_col},"message":'
                   f'{_quote(message_of(finding, lang))}{tail}')
    return "[" + ",".join(out) + "]"


def _finding_head(finding: Finding, strict: bool) -> str:
    """A finding's JSON up to its line: code, name, severity, blocking."""
    blocking = "true" if is_blocking(finding, strict) else "false"
    return (f'{{"code":{_quote(finding.code)},"name":{_quote(BY_CODE[finding.code].NAME)},'
            f'"severity":{_quote(finding.severity.value)},"blocking":{blocking},"line":')


def _finding_tail(finding: Finding, options: ReportOptions, urls: dict) -> str:
    """A finding's JSON after its message: fixable, fix, url."""
    whole = _finding(finding, options, False, urls)
    return (f',"fixable":{"true" if whole["fixable"] else "false"},'
            f'"fix":{"null" if whole["fix"] is None else _quote(whole["fix"])},'
            f'"url":{"null" if whole["url"] is None else _quote(whole["url"])}}}')


def _finding(finding: Finding, options: ReportOptions, blocking: bool, urls: dict | None = None) -> dict[str, Any]:
    """``urls``: each rule's documentation address, memoised for one report."""
    rule = BY_CODE[finding.code]
    end_line, end_col = extent(finding)
    fix = fix_of(finding)
    if urls is None:
        url = rule_url(rule)
    elif finding.code in urls:
        url = urls[finding.code]
    else:
        url = urls[finding.code] = rule_url(rule)
    return {
        "code": finding.code,
        "name": rule.NAME,
        "severity": finding.severity.value,
        "blocking": blocking,
        "line": finding.line,
        "col": finding.col,
        "end_line": end_line,  # the extent of what it points at, end exclusive
        "end_col": end_col,
        "message": message_of(finding, options.lang),
        "fixable": fix is not None,
        "fix": fix,  # the flag whose fixer removes it ("--fix"), or null
        "url": url,
    }


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
    return {  # the version is provenance's anchorlint_version
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
    """The document on one compact line, byte for byte ``json.dumps(document())``,
    written card by card: a large run is never held rendered (the summary,
    which follows the files, is counted on the way)."""
    encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    head = {"schema": SCHEMA, "mode": "compat" if options.compat else "default", "strict": options.strict}
    out.write(encode(head)[:-1] + ',"files":[')
    tally = Tally()
    urls: dict[str, str | None] = {}
    chunk: list[str] = []
    separator = ""
    for file in result.files:
        decoded = contents(file)
        tally.add(decoded[0])
        chunk.append(encoded_entry(file, options, decoded, encode, urls))
        if len(chunk) >= _CHUNK:
            out.write(separator + ",".join(chunk))
            chunk, separator = [], ","
    if chunk:
        out.write(separator + ",".join(chunk))
    result.tally = tally
    tail = {
        "skipped": [{"path": path, "reason": reason} for path, reason in result.skipped],
        "errors": list(result.errors),
        "summary": summary_counts(result),
        **provenance_of(options),
    }
    out.write("]," + encode(tail)[1:] + "\n")


# Card entries encoded between two writes.
_CHUNK = 256
