"""Output streams that a reader may close early (``anchorlint … | head -1``).

A closed pipe is not an error: like git and ruff, anchorlint stops writing
and finishes quietly. The run still completes (``--mark`` still marks) and
exits with its own verdict, 0 or 1, never 2.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any, BinaryIO, TextIO


class PipeGuard:
    """A stream whose writes stop silently once its reader has gone."""

    def __init__(self, stream: TextIO | BinaryIO) -> None:
        self._stream = stream
        self.closed_by_reader = False

    def write(self, data: Any) -> int:
        if not self.closed_by_reader:
            try:
                return self._stream.write(data)
            except BrokenPipeError:
                self.closed_by_reader = True
        return len(data)

    def flush(self) -> None:
        if not self.closed_by_reader:
            try:
                self._stream.flush()
            except BrokenPipeError:
                self.closed_by_reader = True

    @property
    def buffer(self) -> PipeGuard:
        return PipeGuard(self._stream.buffer)  # type: ignore[union-attr]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def finish(stream: PipeGuard) -> None:
    """Flush ``stream``; if its reader has gone and it is a standard stream,
    point the descriptor at /dev/null so the interpreter's own flush at exit
    cannot complain either."""
    stream.flush()
    target = stream._stream
    if stream.closed_by_reader and target in (sys.stdout, sys.stderr):
        silence(target)


def silence(target: Any) -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, target.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
