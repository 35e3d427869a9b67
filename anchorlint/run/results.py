"""What a run produces: one FileResult per card, plus what was skipped and
what went wrong. Reporters and fixers read these; the cache stores them."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from anchorlint.lint.findings import Finding, Severity
from anchorlint.lint.grounding import GroundingReport
from anchorlint.run.cache import Entry

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


@dataclass
class FileResult:
    """What checking one card gave: its findings, grounding report and verified quotations."""

    path: Path
    display: str
    source: Path | None = None
    source_display: str | None = None
    findings: list[Finding] = field(default_factory=list)
    grounding: GroundingReport | None = None
    # Every verified quotation, as plain dicts (where in the source, which tier).
    quotations: tuple[dict, ...] = ()
    # The verifier's own objects, for --fix; present only when just checked.
    quote_checks: tuple = field(default=(), compare=False, repr=False)
    # Findings the suppressions file accepts (not reported, not blocking).
    suppressed: list[Finding] = field(default_factory=list, compare=False)


@dataclass
class RunResult:
    """A whole run: every card's result, the files skipped, and the run's errors and warnings."""

    files: list[FileResult] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, why it is not a card)
    errors: list[str] = field(default_factory=list)  # the run could not do its job (exit 2)
    warnings: list[str] = field(default_factory=list)
    root: Path | None = None  # the repository root: fixers never write outside it
    shard: Any = None  # the run.shard.Shard checked (--shard K/N), None for the whole
    # (suppressed findings, stale entries) when a suppressions file was applied
    suppression_counts: tuple[int, int] | None = None

    def extend(self, other: RunResult) -> None:
        self.files += other.files
        self.skipped += other.skipped
        self.errors += other.errors
        self.warnings += other.warnings


@dataclass
class Batch:
    """A batch's output: results plus the cache entries that describe them."""

    result: RunResult = field(default_factory=RunResult)
    entries: dict[str, Entry] = field(default_factory=dict)
    # Stamps of the cards read, for their cache entries; not sent back.
    stamps: dict[Path, tuple | None] = field(default_factory=dict, repr=False)


def display_path(path: Path, cwd: Path, root: Path | None = None) -> str:
    """Relative to the current folder when below it; when both lie in the
    repository ``root``, relative with ``..`` (run from ``cards/``, a source
    is ``../docs/s.md``, not an absolute path); else absolute."""
    text, base = str(path), str(cwd)
    if text.startswith(base) and text[len(base) : len(base) + 1] == os.sep:
        text = text[len(base) + 1 :]
    elif root is not None and _below(text, str(root)) and _below(base, str(root)):
        text = os.path.relpath(text, base)
    return text.replace(os.sep, "/") if os.sep != "/" else text


def _below(text: str, base: str) -> bool:
    return text == base or (text.startswith(base) and text[len(base) : len(base) + 1] == os.sep)


def to_payload(result: FileResult) -> tuple:
    """A marshal-friendly form of a result, without cwd-dependent paths."""
    findings = tuple((f.line, f.col, f.code, f.severity.value, f.key, f.args) for f in result.findings)
    report = result.grounding
    grounding = None if report is None else (
        tuple(report.ungrounded), report.claims, report.src_units, report.inflated, report.anchor_rows()
    )
    return findings, grounding, result.quotations


_SEVERITY = {member.value: member for member in Severity}


def from_payload(payload: tuple, path: Path, display: str, source: Path | None, source_display: str | None) -> FileResult:
    raw_findings, raw_grounding, quotations = payload
    severity = _SEVERITY
    findings = [Finding(line, col, code, severity[sev], key, dict(args)) for line, col, code, sev, key, args in raw_findings]
    grounding = None
    if raw_grounding is not None:
        ungrounded, claims, units, inflated, *rows = raw_grounding
        grounding = GroundingReport.from_rows(list(ungrounded), claims, units, inflated, rows[0] if rows else ())
    return FileResult(path, display, source, source_display, findings, grounding, tuple(quotations))
