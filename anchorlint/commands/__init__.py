"""Subcommands beyond ``check`` and ``rule``: each module has one
``command(args, out, err) -> int``; cli.py dispatches here by name."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TextIO

COMMANDS = {
    "verify": "anchorlint.commands.verify",
    "explain": "anchorlint.commands.explain",
    "sensitivity": "anchorlint.commands.sensitivity",
}


def dispatch(name: str, args: Sequence[str], out: TextIO, err: TextIO) -> int:
    """Run subcommand ``name`` (a key of COMMANDS) with its arguments."""
    module = importlib.import_module(COMMANDS[name])
    return int(module.command(list(args), out, err))
