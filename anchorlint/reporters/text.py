"""Plain text: ``path:line:col: CODE [soft|hard] message``, then a summary."""

from __future__ import annotations

from typing import TextIO

from anchorlint.lint.findings import Severity
from anchorlint.reporters import ReportOptions, message_of, one_line
from anchorlint.run.runner import RunResult

SUMMARY = {
    "en": "{cards} cards checked, {flagged} with findings: {soft} soft, {hard} hard",
    "zh-TW": "檢查 {cards} 張卡片，{flagged} 張有發現：軟項 {soft}、硬缺 {hard}",
}
# Appended when files were read and found not to be cards (-v lists them).
SKIPPED = {
    "en": "; {skipped} files skipped (not cards)",
    "zh-TW": "；略過 {skipped} 個非卡片檔案",
}
# Appended to the summary of a --shard K/N run.
SHARD = {"en": " (shard {shard} of the repository)", "zh-TW": "（儲存庫分片 {shard}）"}


SUPPRESSED = {"en": ", {suppressed} suppressed", "zh-TW": "，已抑制 {suppressed}"}


def summary_counts(result: RunResult) -> dict[str, int | str]:
    soft = sum(1 for f in result.files for x in f.findings if x.severity is Severity.SOFT)
    hard = sum(1 for f in result.files for x in f.findings if x.severity is Severity.HARD)
    flagged = sum(1 for f in result.files if f.findings)
    counts: dict[str, int | str] = {"cards": len(result.files), "flagged": flagged, "soft": soft, "hard": hard,
                                    "skipped": len(result.skipped)}
    if result.suppression_counts is not None:  # a suppressions file was applied
        counts["suppressed"], counts["stale_suppressions"] = result.suppression_counts
    if result.shard is not None:
        counts["shard"] = str(result.shard)
    return counts


def write(result: RunResult, options: ReportOptions, out: TextIO) -> None:
    lines = []
    for file in result.files:
        for finding in file.findings:
            message = one_line(message_of(finding, options.lang))
            lines.append((one_line(file.display), finding, message))
    if options.color:
        _write_rich(lines, options, out)
    else:
        for display, finding, message in lines:
            out.write(f"{display}:{finding.line}:{finding.col}: {finding.code} [{finding.severity}] {message}\n")
    if options.verbose:  # what the suppressions file accepted
        for file in result.files:
            for finding in file.suppressed:
                message = one_line(message_of(finding, options.lang))
                out.write(f"{one_line(file.display)}:{finding.line}:{finding.col}: {finding.code} [suppressed] {message}\n")
    out.write(summary_line(result, options.lang) + "\n")


def summary_line(result: RunResult, lang: str) -> str:
    counts = summary_counts(result)
    summary = SUMMARY.get(lang, SUMMARY["en"]).format(**counts)
    if counts.get("suppressed"):
        summary += SUPPRESSED.get(lang, SUPPRESSED["en"]).format(**counts)
    if counts["skipped"]:
        summary += SKIPPED.get(lang, SKIPPED["en"]).format(**counts)
    if "shard" in counts:
        summary += SHARD.get(lang, SHARD["en"]).format(**counts)
    return summary


def _write_rich(lines, options: ReportOptions, out: TextIO) -> None:
    from rich.console import Console
    from rich.text import Text

    console = Console(file=out, highlight=False, soft_wrap=True)
    for display, finding, message in lines:
        style = "bold red" if finding.severity is Severity.HARD else "yellow"
        text = Text(f"{display}:{finding.line}:{finding.col}: ", style="bold")
        text.append(finding.code, style=style)
        text.append(f" [{finding.severity}] ", style=style)
        text.append(message)
        console.print(text)
