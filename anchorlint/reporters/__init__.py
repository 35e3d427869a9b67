"""Reporters render a finished run; they never decide what is wrong."""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Finding, Severity
from anchorlint.lint.messages import render
from anchorlint.rules import BY_CODE

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.policies import Policy

FORMATS = ("text", "json", "github", "sarif", "gitlab", "junit")


@dataclass(frozen=True)
class ReportOptions:
    """How a report is rendered: language, strictness, verbosity, colour."""

    lang: str = "en"
    strict: bool = False
    verbose: bool = False
    color: bool = False
    compat: bool = False
    policy: Policy | None = None  # what the run checked with (JSON provenance); None: the defaults
    quiet: bool = False  # findings only: no summary
    show_source: bool = False  # a code frame under each finding (text)


# Which findings a fixer removes, and with which flag. --mark records soft
# findings in the card but removes none, so it makes nothing "fixable".
FIXES = {"Q2": "--fix"}


def fix_of(finding: Finding) -> str | None:
    """The flag whose fixer removes this finding, or None."""
    return FIXES.get(finding.code)


def span_length(finding: Finding) -> int | None:
    """How many code points of its card line a finding covers, when known:
    the span a rule measured (``end_col`` among its values), else an
    ungrounded anchor's own length (H7); None otherwise. The one place a
    finding's extent is derived (JSON, code frames, SARIF)."""
    args = finding.args
    end_col = args.get("end_col")  # a span the rule measured on the card itself
    if isinstance(end_col, int) and not isinstance(end_col, bool) and end_col > finding.col:
        return end_col - finding.col
    text = args.get("anchor") if finding.code == "H7" else None
    return len(text) if isinstance(text, str) and text else None


def extent(finding: Finding) -> tuple[int, int]:
    """(end_line, end_col) of what a finding points at, the end exclusive,
    columns in code points: its known span (span_length), else the one
    character at the finding's column."""
    return finding.line, finding.col + (span_length(finding) or 1)


# C0 and C1 control characters (tab excepted) and DEL: a file name or a card
# line holding a newline or a terminal escape must not break a report line or
# rewrite the reader's terminal.
_CONTROL = {code: f"\\x{code:02x}" for code in (*range(0x20), *range(0x7F, 0xA0)) if code != 0x09}
_CONTROL.update({0x0A: "\\n", 0x0D: "\\r"})
_CONTROL.update({0x2028: "\\u2028", 0x2029: "\\u2029"})


def one_line(text: str) -> str:
    """``text`` on one printable line: control characters written as escapes."""
    return text if text.isprintable() else text.translate(_CONTROL)


def message_of(finding: Finding, lang: str) -> str:
    return render(BY_CODE[finding.code].MESSAGES, finding.key, finding.args, lang)


def is_blocking(finding: Finding, strict: bool) -> bool:
    return strict or finding.severity is Severity.HARD


def level_label(finding: Finding, strict: bool) -> str:
    """``hard``, ``soft``, or ``soft, blocking`` for a soft finding that
    blocks because of ``--strict``."""
    if strict and finding.severity is Severity.SOFT:
        return "soft, blocking"
    return str(finding.severity)


# The rules' documentation pages: one address, kept by the rule table
# (rules.docs_url, rules.rule_url; None when no address is configured);
# re-exported for the reporters that link them.
from anchorlint.rules import rule_url  # noqa: E402
