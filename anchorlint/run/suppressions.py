"""Applying the suppressions file to a finished run: suppressed findings are
moved out of each card's findings (so they neither block nor get marked),
stale entries become warnings, and --suppress-all, --suppress-rule or
--prune-suppressions rewrite the file."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from anchorlint.config.settings import Settings
from anchorlint.files.suppressions import load, save
from anchorlint.lint import baseline
from anchorlint.lint.repeats import resaid
from anchorlint.rules import BY_CODE
from anchorlint.run.results import FileResult, RunResult


@dataclass(frozen=True)
class SuppressionRequest:
    file: Path
    suppress_all: bool = False
    suppress_rules: frozenset[str] = frozenset()
    prune: bool = False

    @property
    def writes(self) -> bool:
        return self.suppress_all or bool(self.suppress_rules) or self.prune


def card_key(file: FileResult, root: Path) -> str:
    """The card's path relative to the repository root, "/"-separated."""
    text, base = str(file.path), str(root)
    if text.startswith(base + os.sep):
        text = text[len(base) + 1 :]
    return text.replace(os.sep, "/")


def _ran(settings: Settings, file: FileResult, stale: dict[str, list[str]]) -> dict[str, list[str]]:
    """The stale entries of rules that ran on the card: an entry of a rule
    switched off (or needing a source the card lacks) is neither reported
    nor pruned."""
    card = settings.for_path(file.path)
    return {code: items for code, items in stale.items()
            if code in BY_CODE and card.enabled(BY_CODE[code])
            and (file.source is not None or not BY_CODE[code].NEEDS_SOURCE)}


def apply(result: RunResult, request: SuppressionRequest, settings: Settings) -> bool:
    """Apply (and, when asked, update) the suppressions file; True when the
    file was written. Raises files.suppressions.SuppressionsError."""
    root = result.root or Path.cwd()
    recorded = load(request.file)
    updated = dict(recorded)
    stale_total = 0
    checked = set()
    for file in result.files:
        key = card_key(file, root)
        checked.add(key)
        entries = recorded.get(key, {})
        split = baseline.match(file.findings, entries)
        split.stale = _ran(settings, file, split.stale)
        file.findings, file.suppressed = split.reported, split.suppressed
        if request.prune:
            entries = baseline.prune(entries, split.stale)
        else:
            stale_total += _warn_stale(result, request.file, key, split.stale)
        if request.suppress_all or request.suppress_rules:
            codes = None if request.suppress_all else request.suppress_rules
            entries = baseline.record(entries, split.reported, codes)
            file.suppressed = file.suppressed + [f for f in split.reported if _recorded(f, codes)]
            file.findings = [f for f in split.reported if not _recorded(f, codes)]
        updated[key] = entries
        file.findings = resaid(file.findings)  # the first of a rule's findings may be suppressed now
    for key in set(recorded) - checked:
        if not (root / key).exists():  # the card is gone
            if request.prune:
                updated.pop(key, None)
            else:
                stale_total += _warn_stale(result, request.file, key, recorded[key])
    result.suppression_counts = (sum(len(f.suppressed) for f in result.files), stale_total)
    return save(request.file, updated) if request.writes else False


def _recorded(finding, codes: frozenset[str] | None) -> bool:
    if codes is None:
        return finding.code not in baseline.NOT_BULK_SUPPRESSED
    return finding.code in codes


def _warn_stale(result: RunResult, file: Path, key: str, stale: dict[str, list[str]]) -> int:
    count = 0
    for code, items in sorted(stale.items()):
        for item, times in sorted(_counted(items).items()):
            result.warnings.append(f"{file.name}: {key}: {code} '{item}' is suppressed but no longer occurs"
                                   f"{f' ({times} times)' if times > 1 else ''}; run --prune-suppressions")
            count += times
    return count


def _counted(items: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out
