"""What every subcommand shares: exit codes, the usage error and an argument
parser that raises it instead of exiting (so ``main`` owns the exit code)."""

from __future__ import annotations

import argparse

EXIT_OK, EXIT_BLOCKING, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    """Bad command-line usage; the message is shown with exit code 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are :class:`UsageError`."""

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
