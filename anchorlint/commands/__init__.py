"""Subcommands: one module each, with ``command(args, out, err) -> int``;
``cli.main`` dispatches here by name (``check`` when none is given). The exit
codes and the usage error live here, apart from the argument parser
(parser.py), so that a pre-commit hook's plain command line never loads
argparse (see check.py)."""

from __future__ import annotations

import importlib
from collections.abc import Sequence

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import TextIO

EXIT_OK, EXIT_BLOCKING, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    """Bad command-line usage; the message is shown with exit code 2."""


COMMANDS = {
    "check": "anchorlint.commands.check",
    "rule": "anchorlint.commands.rule",
    "verify": "anchorlint.commands.verify",
    "explain": "anchorlint.commands.explain",
    "sensitivity": "anchorlint.commands.sensitivity",
    "calibrate": "anchorlint.commands.calibrate",
    "data": "anchorlint.commands.data",
    "coverage": "anchorlint.commands.coverage",
}


def named(args: Sequence[str]) -> str | None:
    """The subcommand that ``args`` starts with, if any."""
    return args[0] if args and args[0] in COMMANDS else None


def dispatch(name: str, args: Sequence[str], out: TextIO, err: TextIO) -> int:
    """Run subcommand ``name`` (a key of COMMANDS) with its arguments."""
    module = importlib.import_module(COMMANDS[name])
    return int(module.command(list(args), out, err))
