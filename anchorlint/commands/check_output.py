"""The end of a check run: the report (to standard output or ``--output-file``),
``--statistics``, ``--fix`` / ``--mark`` / ``--diff``, the notes on standard
error, and the exit code."""

from __future__ import annotations

import os
from pathlib import Path

from anchorlint.commands import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    import argparse
    from typing import TextIO
    from anchorlint.config.settings import Settings
    from anchorlint.reporters import ReportOptions
    from anchorlint.run.results import RunResult


def finish_run(result: RunResult, settings: Settings, options: argparse.Namespace, out: TextIO, err: TextIO,
               stdin: tuple[Path, bytes] | None) -> int:
    from anchorlint.reporters import one_line

    report = _report_options(options, settings, out, stdin)
    changes = 0
    if options.diff:
        texts = {_stdin_path(result, stdin): stdin[1]} if stdin is not None else None
        changes = _diff(result, settings, options, out, err, texts)
    else:
        before = _count(result) if options.fix else 0
        changes = _fix(result, err, options.quiet) if options.fix else 0  # the report shows what remains
        _write_report(result, report, settings, options, out, stdin)
        changes += _mark(result, settings.lang, err, options.quiet) if options.mark else 0
        if options.fix and not options.quiet:
            err.write(f"anchorlint: {before - _count(result)} fixed, {_count(result)} remaining\n")
    if not options.quiet:
        for message in result.warnings:
            err.write(f"anchorlint: warning: {one_line(message)}\n")
    if options.verbose:
        for skipped, reason in result.skipped:
            err.write(f"anchorlint: skipped {one_line(skipped)}: {one_line(reason)}\n")
    for message in result.errors:
        err.write(f"anchorlint: error: {one_line(message)}\n")
    if result.errors:
        return EXIT_ERROR
    if options.exit_zero:
        return EXIT_OK
    if options.diff:
        return EXIT_BLOCKING if changes else EXIT_OK
    if result.tally is not None:  # counted while the report was written
        blocking = result.tally.blocking(options.strict)
    else:
        blocking = any(f.blocking or options.strict for file in result.files for f in file.findings)
    return EXIT_BLOCKING if blocking or changes else EXIT_OK


def _report_options(options: argparse.Namespace, settings: Settings, out: TextIO,
                    stdin: tuple[Path, bytes] | None) -> ReportOptions:
    from anchorlint.lint.messages import detect_lang
    from anchorlint.reporters import ReportOptions

    to_terminal = options.output_file is None and _isatty(out)
    show = options.show_source if options.show_source is not None else to_terminal
    return ReportOptions(
        lang=options.lang or detect_lang(),
        strict=options.strict,
        verbose=options.verbose,
        color=options.format == "text" and to_terminal and "NO_COLOR" not in os.environ,
        compat=options.compat,
        policy=_run_policy(settings) if options.format == "json" else None,
        quiet=options.quiet,
        show_source=show and options.format == "text",
    )


def _write_report(result: RunResult, report: ReportOptions, settings: Settings, options: argparse.Namespace,
                  out: TextIO, stdin: tuple[Path, bytes] | None) -> None:
    import gc

    gc.disable()  # rendering a large run allocates many small objects, none in cycles
    try:
        if options.output_file is not None:
            from anchorlint.commands.output import write_stream

            # Written as rendered into a temporary file that replaces the
            # target at the end: never half a report, never all of it in memory.
            try:
                with write_stream(options.output_file) as stream:
                    _render(result, report, settings, options, stream, stdin)
            except OSError as exc:
                result.errors.append(f"{options.output_file}: cannot write the report ({exc.strerror})")
        else:
            _render(result, report, settings, options, out, stdin)
    finally:
        gc.enable()


def _render(result: RunResult, report: ReportOptions, settings: Settings, options: argparse.Namespace,
            out: TextIO, stdin: tuple[Path, bytes] | None) -> None:
    if options.statistics:
        from anchorlint.reporters import statistics

        statistics.write(result, report, out, as_json=options.format == "json")
        return
    if stdin is not None and report.show_source:
        from anchorlint.reporters import text

        text.write(result, report, out, texts={_stdin_path(result, stdin): stdin[1].decode("utf-8", "replace")})
        return
    if options.format == "html":  # it shows card and source texts: it needs the settings that read them
        from anchorlint.reporters import html

        html.write(result, report, out, settings, coverage=_coverage(settings, options, stdin))
        return
    _reporter(options.format).write(result, report, out)


def _coverage(settings: Settings, options: argparse.Namespace, stdin: tuple[Path, bytes] | None):  # type: ignore[no-untyped-def]
    """The HTML report's coverage section: the same cards, checked the way
    ``anchorlint coverage`` checks them (C1 alone, every claim reported)."""
    from anchorlint.commands.coverage import measure

    no_cache = options.no_cache or os.environ.get("ANCHORLINT_NO_CACHE", "") not in ("", "0")
    return measure(options.paths or [Path(".")], settings, source=options.source, jobs=options.jobs,
                   use_cache=not no_cache, force_exclude=options.force_exclude, stdin=stdin, shard=options.shard)


def _stdin_path(result: RunResult, stdin: tuple[Path, bytes]) -> Path:
    return result.files[0].path if result.files else Path(os.path.abspath(stdin[0]))


def _count(result: RunResult) -> int:
    return sum(len(file.findings) for file in result.files)


def _mark(result: RunResult, lang: str, err: TextIO, quiet: bool) -> int:
    """--mark: write the quality keys in the configured language; the number of files changed."""
    from anchorlint.fixers.apply import mark_files
    from anchorlint.reporters import one_line

    outcome = mark_files(result, lang)
    if not quiet:
        for display, what in outcome.changed:
            err.write(f"anchorlint: {what} {one_line(display)}\n")
    result.errors.extend(outcome.errors)
    return len(outcome.changed)


def _fix(result: RunResult, err: TextIO, quiet: bool) -> int:
    """--fix: the source's own words into approximate quotations; the fixed
    findings leave the result (what remains is what is still wrong)."""
    from anchorlint.fixers.quotes_apply import fix_files
    from anchorlint.reporters import one_line

    outcome = fix_files(result)
    if not quiet:
        for display in outcome.changed:
            err.write(f"anchorlint: fixed quotations in {one_line(display)}\n")
    for file in result.files:
        lines = outcome.fixed_lines.get(file.display)
        if lines:
            file.findings = [f for f in file.findings if not (f.code == "Q2" and f.line in lines)]
    result.errors.extend(outcome.errors)
    return len(outcome.changed)


def _diff(result: RunResult, settings: Settings, options: argparse.Namespace, out: TextIO, err: TextIO,
          texts: dict[Path, bytes] | None) -> int:
    """--diff: what --fix and/or --mark would write, as a unified diff
    (``texts``: a card read from standard input)."""
    from anchorlint.fixers.preview import changes, unified

    both = not (options.fix or options.mark)
    found = changes(result, settings.lang, fix=options.fix or both, mark=options.mark or both, texts=texts)
    for change in found.changes:
        out.write(unified(*change))
    result.errors.extend(found.errors)
    if not options.quiet:
        count = len(found.changes)
        err.write(f"anchorlint: {count} {'file' if count == 1 else 'files'} would be changed\n")
    return len(found.changes)


def _run_policy(settings: Settings):
    from anchorlint.policies import Policy

    return Policy.from_settings(settings)


def _reporter(name: str):
    if name == "json":
        from anchorlint.reporters import json_report as module
    elif name == "github":
        from anchorlint.reporters import github as module
    elif name == "sarif":
        from anchorlint.reporters import sarif as module
    elif name == "gitlab":
        from anchorlint.reporters import gitlab as module
    elif name == "junit":
        from anchorlint.reporters import junit as module
    else:
        from anchorlint.reporters import text as module
    return module


def _isatty(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
