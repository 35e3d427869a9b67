"""Reporters render a finished run; they never decide what is wrong."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from anchorlint.lint.findings import Finding, Severity
from anchorlint.lint.messages import render
from anchorlint.rules import BY_CODE

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.policies import Policy

FORMATS = ("text", "json", "github", "sarif", "gitlab", "junit")


@dataclass(frozen=True)
class ReportOptions:
    lang: str = "en"
    strict: bool = False
    verbose: bool = False
    color: bool = False
    compat: bool = False
    policy: Policy | None = None  # what the run checked with (JSON provenance); None: the defaults


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


# Where the rule pages are published. Until the rule table offers one helper
# for it, this is the only place that knows the address.
DOCS_BASE = "https://github.com/your-org/anchorlint/blob/main/docs/rules/"


def rule_url(rule) -> str:
    """The documentation page of a rule module."""
    return f"{DOCS_BASE}{rule.CODE}-{rule.NAME}.md"
