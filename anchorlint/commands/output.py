"""Where a command's JSON Lines go: a file replaced atomically when the run
ends (never half written), or standard output, always as UTF-8."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO, TextIO

from anchorlint.files.write import replacing

WriteLine = Callable[[str], None]


@contextmanager
def line_sink(target: Path | None, out: TextIO) -> Iterator[WriteLine]:
    """A function writing one line (a newline is added); ``target`` None
    writes to ``out``."""
    if target is None:
        with _stdout_sink(out) as write:
            yield write
        return
    with replacing(target, _mode_for(target)) as stream:
        yield _bytes_writer(stream)


@contextmanager
def _stdout_sink(out: TextIO) -> Iterator[WriteLine]:
    buffer = getattr(out, "buffer", None)
    if buffer is None:  # a text stream without bytes underneath (tests)

        def write(line: str) -> None:
            out.write(line + "\n")

        yield write
        return
    out.flush()  # the console encoding may not be UTF-8: write bytes
    yield _bytes_writer(buffer)
    buffer.flush()


def _bytes_writer(stream: BinaryIO) -> WriteLine:
    def write(line: str) -> None:
        stream.write(line.encode("utf-8") + b"\n")

    return write


def _mode_for(target: Path) -> int:
    """The replaced file's permission bits, or the umask's default."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_file(target: Path, text: str) -> None:
    """Replace ``target`` with ``text`` (UTF-8) atomically: a reader never sees
    half a report."""
    with replacing(target, _mode_for(target)) as stream:
        stream.write(text.encode("utf-8"))


@contextmanager
def write_stream(target: Path) -> Iterator[TextIO]:
    """A UTF-8 text stream whose content replaces ``target`` atomically when
    the block ends without an error (see write_file)."""
    import io

    with replacing(target, _mode_for(target)) as stream:
        text = io.TextIOWrapper(stream, encoding="utf-8", newline="")
        try:
            yield text
            text.flush()
        finally:
            text.detach()
