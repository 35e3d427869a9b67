"""``anchorlint [check] [PATHS]``: lint cards against their sources (the
default command): parse flags, load settings, run, report, fix or mark, and
decide the exit code."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from anchorlint._version import __version__
from anchorlint.commands import suppress
from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK, Parser, UsageError, positive_int

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.config.settings import Settings
    from anchorlint.policies import Policy
    from anchorlint.run.results import RunResult


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="anchorlint",
        description="Catch fabricated specifics in LLM-written knowledge cards.",
        epilog="Other commands: 'anchorlint rule [CODE]' documents the rules; 'anchorlint verify FILE.jsonl' "
        "certifies claims in JSON Lines; 'anchorlint explain' prints a policy; 'anchorlint sensitivity' "
        "compares the shipped policies.",
    )
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="cards or folders to check (default: the current folder)")
    parser.add_argument("--source", type=Path, metavar="FILE",
                        help="check every given card against this source")
    parser.add_argument("--strict", action="store_true", help="soft findings block too (for CI)")
    parser.add_argument("--format", choices=("text", "json", "github", "sarif", "gitlab", "junit", "html"), default="text")
    parser.add_argument("-o", "--output-file", type=Path, metavar="FILE",
                        help="write the report to FILE (replaced when complete) instead of standard output")
    parser.add_argument("--lang", choices=("en", "zh-TW"), help="message language (default: from LANG)")
    parser.add_argument("--compat", action="store_true",
                        help="reproduce the Go original's verdicts byte for byte")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="also list markdown files that are not cards")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="use this configuration file (default: the nearest .anchorlint.yaml "
                        "or pyproject.toml with [tool.anchorlint])")
    parser.add_argument("--select", metavar="RULES",
                        help="check only these rules (codes or names, comma-separated)")
    parser.add_argument("--ignore", metavar="RULES",
                        help="skip these rules (codes or names, comma-separated)")
    parser.add_argument("--show-config", action="store_true",
                        help="print the settings that apply to PATH and where each came from, then exit")
    parser.add_argument("--mark", action="store_true",
                        help="write 'quality: low' and 'quality_warnings' into cards with soft findings, "
                        "remove them from clean cards; exit 1 when a file changed")
    parser.add_argument("--fix", action="store_true",
                        help="replace approximate quotations (Q2) with the source's own words; "
                        "exit 1 when a file changed")
    parser.add_argument("--jobs", "-j", type=positive_int, metavar="N",
                        help="worker processes (default: the number of CPUs; 1 runs in-process)")
    parser.add_argument("--shard", type=_shard, metavar="K/N",
                        help="check only part K of N of the repository (whole source groups, balanced "
                        "by size; N jobs with K=1..N check everything exactly once), e.g. in a CI matrix")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write .anchorlint_cache/")
    parser.add_argument("--version", action="version", version=f"anchorlint {__version__}")
    suppress.add_flags(parser)
    return parser


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    from anchorlint.lint.messages import detect_lang
    from anchorlint.reporters import ReportOptions, one_line
    from anchorlint.run.runner import run

    options = build_parser().parse_intermixed_args(args)
    if options.source is not None and not os.path.isfile(options.source):
        raise UsageError(f"--source {options.source}: no such file")
    if options.mark and options.compat:
        raise UsageError("--mark cannot be combined with --compat (Go reads the marks back as card text)")
    if options.fix and options.compat:
        raise UsageError("--fix cannot be combined with --compat (the Go original has no quotation checks)")
    suppress.check_flags(options)
    settings = _settings(options)
    if options.show_config:
        return _show_config(options, settings, out)
    progress = _progress_bar(err, options.format)
    try:
        result = run(options.paths or [Path(".")], settings, source=options.source,
                     source_key=settings.source_key, jobs=options.jobs,
                     # --fix needs the verifier's own objects, which the cache does not keep.
                     use_cache=not (options.no_cache or options.fix or _cache_disabled_by_env()),
                     progress=progress, shard=options.shard)
    finally:
        if progress is not None:
            progress.close()
    suppress.apply(options, result, settings, err)
    report = ReportOptions(
        lang=options.lang or detect_lang(),
        strict=options.strict,
        verbose=options.verbose,
        color=options.format == "text" and _wants_color(out),
        compat=options.compat,
        policy=_run_policy(settings) if options.format == "json" else None,
    )
    import gc

    gc.disable()  # rendering a large run allocates many small objects, none in cycles
    try:
        _write_report(options, result, report, settings, out)
    finally:
        gc.enable()
    changed = _fix(result, err) if options.fix else False
    changed = (_mark(result, report.lang, err) if options.mark else False) or changed
    for message in result.warnings:
        err.write(f"anchorlint: warning: {one_line(message)}\n")
    if options.verbose:
        for skipped, reason in result.skipped:
            err.write(f"anchorlint: skipped {one_line(skipped)}: {one_line(reason)}\n")
    for message in result.errors:
        err.write(f"anchorlint: error: {one_line(message)}\n")
    if result.errors:
        return EXIT_ERROR
    blocking = any(f.blocking or options.strict for file in result.files for f in file.findings)
    return EXIT_BLOCKING if blocking or changed else EXIT_OK


def _shard(text: str):
    from anchorlint.run.shard import parse_shard

    try:
        return parse_shard(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _settings(options: argparse.Namespace) -> Settings:
    """Configuration file, then flags; validated before any card is read."""
    from anchorlint.config.load import ConfigError, load_settings

    flags: dict[str, object] = {"compat": True} if options.compat else {}
    for name in ("select", "ignore"):
        value = getattr(options, name)
        if value is not None:
            flags[name] = [item for item in value.replace(",", " ").split() if item]
    try:
        return load_settings((options.paths or [Path(".")])[0], options.config, flags)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def _run_policy(settings: Settings) -> Policy:
    from anchorlint.policies import Policy

    return Policy.from_settings(settings)


def _show_config(options: argparse.Namespace, settings: Settings, out: TextIO) -> int:
    from anchorlint.config.show import format_settings

    target = (options.paths or [Path(".")])[0]
    out.write(format_settings(settings.for_path(os.path.abspath(target)), str(target)))
    return EXIT_OK


def _mark(result: RunResult, lang: str, err: TextIO) -> bool:
    """--mark: write the quality keys; True when a file changed."""
    from anchorlint.fixers.apply import mark_files
    from anchorlint.reporters import one_line

    outcome = mark_files(result, lang)
    for display, what in outcome.changed:
        err.write(f"anchorlint: {what} {one_line(display)}\n")
    result.errors.extend(outcome.errors)
    return bool(outcome.changed)


def _fix(result: RunResult, err: TextIO) -> bool:
    """--fix: the source's own words into approximate quotations."""
    from anchorlint.fixers.quotes_apply import fix_files
    from anchorlint.reporters import one_line

    outcome = fix_files(result)
    for display in outcome.changed:
        err.write(f"anchorlint: fixed quotations in {one_line(display)}\n")
    result.errors.extend(outcome.errors)
    return bool(outcome.changed)


def _cache_disabled_by_env() -> bool:
    return os.environ.get("ANCHORLINT_NO_CACHE", "") not in ("", "0")


def _progress_bar(err: TextIO, output_format: str):
    """A progress bar on stderr for long interactive runs only: never under
    pre-commit or CI, with a machine format, or when stderr is not a TTY."""
    if output_format != "text" or "PRE_COMMIT" in os.environ or "CI" in os.environ:
        return None
    if not (getattr(err, "isatty", None) and err.isatty()):
        return None
    from anchorlint.run.progress import ProgressBar

    return ProgressBar(err)


def _write_report(options: argparse.Namespace, result: RunResult, report, settings: Settings, out: TextIO) -> None:
    """The report, to standard output or to --output-file (atomically)."""
    import io

    sink = io.StringIO() if options.output_file is not None else out
    if options.format == "html":  # it shows card and source texts: it needs the settings that read them
        from anchorlint.reporters import html

        html.write(result, report, sink, settings)
    else:
        _reporter(options.format).write(result, report, sink)
    if options.output_file is not None:
        from anchorlint.commands.output import write_file

        try:
            write_file(options.output_file, sink.getvalue())
        except OSError as exc:
            result.errors.append(f"{options.output_file}: cannot write the report ({exc.strerror})")


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


def _wants_color(stream: TextIO) -> bool:
    if "NO_COLOR" in os.environ:
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
