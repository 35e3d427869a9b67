"""``anchorlint coverage [PATH...]``: how many claims are quoted, cite data,
are anchored or are unsupported, per card, per folder and for the
repository (definitions: docs/evidence.md).

Exit codes: 0 done (and at or above ``--min-coverage``), 1 the repository's
coverage is below ``--min-coverage``, 2 anchorlint could not do its job.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TextIO

from anchorlint.commands.parser import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK, Parser, UsageError, positive_int


def parser() -> argparse.ArgumentParser:
    p = Parser(prog="anchorlint coverage", description="The evidence mix of the cards' claims.")
    p.add_argument("paths", nargs="*", type=Path, metavar="PATH")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--min-coverage", type=_share, metavar="SHARE",
                   help="exit 1 when the repository's coverage is below this (0 to 1)")
    p.add_argument("--config", type=Path, metavar="FILE")
    p.add_argument("--jobs", type=positive_int, default=1, metavar="N")
    p.add_argument("--no-cache", action="store_true")
    return p


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError("must be between 0 and 1")
    return value


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    from anchorlint.reporters import one_line
    from anchorlint.reporters.coverage import coverage, write_json, write_text
    from anchorlint.run.runner import run

    options = parser().parse_args(args)
    paths = options.paths or [Path(".")]
    settings = _settings(paths[0], options.config)
    use_cache = not (options.no_cache or os.environ.get("ANCHORLINT_NO_CACHE", "") not in ("", "0"))
    result = run(paths, settings, source_key=settings.source_key, jobs=options.jobs, use_cache=use_cache)
    report = coverage(result)
    value = report.repository.coverage
    passed = options.min_coverage is None or value is None or value >= options.min_coverage
    if options.format == "json":
        write_json(report, {"min_coverage": options.min_coverage, "passed": passed}, out)
    else:
        write_text(report, out)
    for message in result.warnings:
        err.write(f"anchorlint: warning: {one_line(message)}\n")
    for message in result.errors:
        err.write(f"anchorlint: error: {one_line(message)}\n")
    if result.errors:
        return EXIT_ERROR
    if not passed:
        err.write(f"anchorlint: coverage {value:.4f} is below --min-coverage {options.min_coverage}\n")
        return EXIT_BLOCKING
    return EXIT_OK


def _settings(start: Path, config: Path | None):  # type: ignore[no-untyped-def]
    from anchorlint.config.load import ConfigError, load_settings

    try:
        return coverage_settings(load_settings(start, config))
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def coverage_settings(settings):  # type: ignore[no-untyped-def]
    """The given settings with C1 alone, reporting every claim: what
    ``anchorlint coverage`` and the HTML report's coverage section run.
    Whether C1's findings are shown in a check (``ignore``, ``severity:
    off``, here or per path) does not change what is counted: a card leaves
    the contract with ``evidence: none``, which coverage counts. Always the
    default mode: a ``--compat`` check's HTML report counts as coverage does."""
    from dataclasses import replace

    from anchorlint.config.settings import Assignment

    pinned = (Assignment("compat", False, "anchorlint coverage"),  # the Go original has no evidence contract
              Assignment("select", frozenset({"C1"}), "anchorlint coverage"),
              Assignment("ignore", settings.ignore - {"C1"}, "anchorlint coverage"),
              Assignment("rules.C1.report", "all", "anchorlint coverage"),
              Assignment("severity.C1", "soft", "anchorlint coverage"))
    overrides = tuple(replace(o, assignments=tuple(_c1_not_ignored(a) for a in o.assignments))
                      for o in settings.overrides)
    return replace(settings.assign(pinned), pinned=settings.pinned + pinned, overrides=overrides)


def _c1_not_ignored(item):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    return replace(item, value=item.value - {"C1"}) if item.key == "ignore" else item


def measure(paths: list[Path], settings, **run_options: object):  # type: ignore[no-untyped-def]
    """The coverage of the cards under ``paths``, checked with ``settings``
    restricted to C1 (``run_options`` as for run.runner.run): the same run
    and the same sums as ``anchorlint coverage``."""
    from anchorlint.reporters.coverage import coverage
    from anchorlint.run.runner import run

    return coverage(run(paths, coverage_settings(settings), source_key=settings.source_key, **run_options))
