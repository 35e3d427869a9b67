"""The check command's bulk-suppression flags (--suppress-all,
--suppress-rule, --prune-suppressions, --suppressions) and their
application to a finished run; kept apart from check.py's other flags."""

from __future__ import annotations

import os
from pathlib import Path

from anchorlint.commands import UsageError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    import argparse
    from typing import TextIO
    from anchorlint.config.settings import Settings
    from anchorlint.run.results import RunResult

DEFAULT_NAME = "anchorlint-suppressions.json"


def add_flags(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("bulk suppressions (a baseline for existing cards)")
    group.add_argument("--suppress-all", action="store_true",
                       help=f"record every current finding (but secrets, H5) in {DEFAULT_NAME}; "
                       "later runs report only new ones")
    group.add_argument("--suppress-rule", action="append", metavar="RULES",
                       help="record the current findings of these rules only (codes or names, comma-separated; "
                       "repeatable)")
    group.add_argument("--prune-suppressions", action="store_true",
                       help="remove recorded suppressions that no longer occur")
    group.add_argument("--suppressions", type=Path, metavar="FILE",
                       help=f"the suppressions file (default: {DEFAULT_NAME} at the repository root)")


def check_flags(options: argparse.Namespace) -> None:
    """Usage errors, before any card is read."""
    writes = options.suppress_all or options.suppress_rule or options.prune_suppressions
    if options.compat and (writes or options.suppressions):
        raise UsageError("bulk suppressions cannot be combined with --compat (the Go original has none)")
    if options.suppressions is not None and not writes and not os.path.isfile(options.suppressions):
        raise UsageError(f"--suppressions {options.suppressions}: no such file")
    options.suppress_codes = _codes(options.suppress_rule or [])


def _codes(values: list[str]) -> frozenset[str]:
    from anchorlint.rules import UnknownRule, lookup

    try:
        return frozenset(lookup(item).CODE for value in values for item in value.replace(",", " ").split())
    except UnknownRule as exc:
        raise UsageError(f"--suppress-rule: {exc}") from None


def apply(options: argparse.Namespace, result: RunResult, settings: Settings, err: TextIO) -> None:
    """Apply the suppressions file to the run (never in --compat mode)."""
    if options.compat:
        return
    writes = options.suppress_all or options.suppress_codes or options.prune_suppressions
    if not writes and options.suppressions is None and not os.path.isfile((result.root or Path.cwd()) / DEFAULT_NAME):
        return  # nothing to apply: the suppression machinery is not even loaded
    from anchorlint.files.suppressions import SuppressionsError
    from anchorlint.run.suppressions import SuppressionRequest, apply as apply_file

    root = result.root or Path.cwd()
    target = Path(os.path.abspath(options.suppressions)) if options.suppressions else root / DEFAULT_NAME
    request = SuppressionRequest(target, options.suppress_all, options.suppress_codes, options.prune_suppressions)
    if not request.writes and not target.is_file():
        return
    result.materialize()  # findings are split and rewritten in place
    try:
        if apply_file(result, request, settings):
            err.write(f"anchorlint: wrote {target.name}\n")
    except (SuppressionsError, OSError) as exc:
        result.errors.append(str(exc))
