"""Plain text: ``path:line:col: CODE [soft|hard] message``, then a summary.

A finding that blocks only because of ``--strict`` says ``[soft, blocking]``;
one that ``--fix`` removes carries ``[*]`` (as in ruff). With ``show_source``
each finding is followed by its code frame (reporters/frames.py)."""

from __future__ import annotations

from pathlib import Path

from anchorlint.lint.findings import Severity
from anchorlint.reporters import ReportOptions, fix_of, level_label, message_of, one_line
from anchorlint.reporters.tally import Tally, tally_of
from anchorlint.run.results import RunResult, findings_of

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import TextIO

SUMMARY = {
    "en": "{cards} {noun} checked, {flagged} with findings: {soft} soft, {hard} hard",
    "zh-TW": "檢查 {cards} 張卡片，{flagged} 張有發現：軟項 {soft}、硬缺 {hard}",
}
_FIXABLE = {"en": "; {count} fixable with --fix", "zh-TW": "；{count} 項可用 --fix 修正"}
# Appended when files were read and found not to be cards (-v lists them).
SKIPPED = {
    "en": "; {skipped} {noun} skipped (not cards)",
    "zh-TW": "；略過 {skipped} 個非卡片檔案",
}
# Appended to the summary of a --shard K/N run.
SHARD = {"en": " (shard {shard} of the repository)", "zh-TW": "（儲存庫分片 {shard}）"}
SUPPRESSED = {"en": ", {suppressed} suppressed", "zh-TW": "，已抑制 {suppressed}"}


def summary_counts(result: RunResult) -> dict[str, int | str]:
    tally = result.tally if result.tally is not None else tally_of(result.files)
    counts: dict[str, int | str] = {"cards": tally.cards, "flagged": tally.flagged, "soft": tally.soft,
                                    "hard": tally.hard, "skipped": len(result.skipped)}
    if result.suppression_counts is not None:  # a suppressions file was applied
        counts["suppressed"], counts["stale_suppressions"] = result.suppression_counts
    if result.shard is not None:
        counts["shard"] = str(result.shard)
    return counts


def summary_line(result: RunResult, options: ReportOptions) -> str:
    """One line: cards, findings, what --fix would fix, and how many files
    were read and found not to be cards."""
    lang = options.lang if options.lang in SUMMARY else "en"
    counts = summary_counts(result)
    line = SUMMARY[lang].format(noun="card" if counts["cards"] == 1 else "cards", **counts)
    fixable = (result.tally if result.tally is not None else tally_of(result.files)).fixable
    if counts.get("suppressed"):
        line += SUPPRESSED[lang].format(**counts)
    if fixable:
        line += _FIXABLE[lang].format(count=fixable)
    if counts["skipped"]:
        line += SKIPPED[lang].format(noun="file" if counts["skipped"] == 1 else "files", **counts)
    if "shard" in counts:
        line += SHARD[lang].format(**counts)
    return line


def write(result: RunResult, options: ReportOptions, out: TextIO, texts: dict[Path, str] | None = None) -> None:
    """The report, written card by card as results are decoded (a large run
    is never held rendered); ``texts`` gives the frames the text of cards
    that are not on disk (standard input)."""
    frames = None
    if options.show_source:
        from anchorlint.reporters.frames import FrameMaker

        frames = FrameMaker(result, texts)
    tally = Tally()
    console = _console(out) if options.color else None
    lang = options.lang
    for file in result.files:
        findings = findings_of(file)
        tally.add(findings)
        if not findings:
            continue
        display = one_line(file.display)
        rows = []
        for finding in findings:
            message = one_line(message_of(finding, lang))
            frame = frames.frame(file, finding) if frames is not None else []
            if console is not None:
                _write_rich(console, display, finding, message, frame, options)
                continue
            rows.append(f"{display}:{finding.line}:{finding.col}: {_label(finding, options)} {message}\n")
            rows.extend(row + "\n" for row in frame)
        out.write("".join(rows))
    result.tally = tally
    if options.verbose:  # what the suppressions file accepted
        for file in result.files:
            for finding in file.suppressed:
                message = one_line(message_of(finding, options.lang))
                out.write(f"{one_line(file.display)}:{finding.line}:{finding.col}: {finding.code} [suppressed] {message}\n")
    if not options.quiet:
        out.write(summary_line(result, options) + "\n")


def _label(finding, options: ReportOptions) -> str:
    fixable = " [*]" if fix_of(finding) else ""
    return f"{finding.code} [{level_label(finding, options.strict)}]{fixable}"


def _console(out: TextIO):
    from rich.console import Console

    return Console(file=out, highlight=False, soft_wrap=True)


def _write_rich(console, display: str, finding, message: str, frame: list[str], options: ReportOptions) -> None:
    from rich.text import Text

    blocking = finding.severity is Severity.HARD or options.strict
    style = "bold red" if blocking else "yellow"
    text = Text(f"{display}:{finding.line}:{finding.col}: ", style="bold")
    text.append(_label(finding, options), style=style)
    text.append(f" {message}")
    console.print(text)
    for row in frame:
        console.print(Text(row, style="cyan" if "^" in row and not row.lstrip()[:1].isdigit() else "dim"))
