"""GitHub Actions workflow commands: one annotation per finding."""

from __future__ import annotations

from typing import TextIO

from anchorlint.reporters import ReportOptions, is_blocking, message_of, one_line
from anchorlint.reporters.text import summary_line
from anchorlint.run.runner import RunResult


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    for file in result.files:
        for finding in file.findings:
            command = "error" if is_blocking(finding, options.strict) else "warning"
            props = ",".join(
                (
                    f"file={_escape_property(file.display)}",
                    f"line={finding.line}",
                    f"col={finding.col}",
                    f"title={_escape_property(finding.code)}",
                )
            )
            out.write(f"::{command} {props}::{_escape_data(one_line(message_of(finding, options.lang)))}\n")
    if not options.quiet:
        out.write(summary_line(result, options) + "\n")
