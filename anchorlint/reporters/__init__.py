"""Reporters render a finished run; they never decide what is wrong."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from anchorlint.findings import Finding, Severity
from anchorlint.messages import render
from anchorlint.rules import BY_CODE

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.policies import Policy

FORMATS = ("text", "json", "github")


@dataclass(frozen=True)
class ReportOptions:
    lang: str = "en"
    strict: bool = False
    verbose: bool = False
    color: bool = False
    compat: bool = False
    policy: Policy | None = None  # what the run checked with (JSON provenance); None: the defaults


def message_of(finding: Finding, lang: str) -> str:
    return render(BY_CODE[finding.code].MESSAGES, finding.key, finding.args, lang)


def is_blocking(finding: Finding, strict: bool) -> bool:
    return strict or finding.severity is Severity.HARD
