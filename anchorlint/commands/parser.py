"""What every subcommand shares: the exit codes, the usage error (both
defined in commands/__init__.py) and an argument parser that raises it
instead of exiting (so ``main`` owns the exit code)."""

from __future__ import annotations

import argparse
import os
import sys

from anchorlint.commands import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK, UsageError

__all__ = ["EXIT_BLOCKING", "EXIT_ERROR", "EXIT_OK", "Parser", "UsageError", "positive_int"]


def _terminal_columns() -> int:
    """shutil.get_terminal_size().columns, without importing shutil (and the
    compression modules it loads): argparse asks for it on every add_argument."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class _Formatter(argparse.HelpFormatter):
    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        super().__init__(prog, indent_increment, max_help_position,
                         _terminal_columns() - 2 if width is None else width)


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are :class:`UsageError`."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value
