"""Reading cards and sources: bytes from disk, decoded once, with the cause
named when a file cannot be used."""

from __future__ import annotations

import os
from pathlib import Path


# A card larger than this is not a knowledge card; reading it whole would let
# one exported dump stall every commit. Sources may be large books.
MAX_CARD_BYTES = 8 * 1024 * 1024
MAX_SOURCE_BYTES = 256 * 1024 * 1024


def describe_decode_problem(problem: str) -> str:
    if problem == "binary":
        return "binary file (NUL bytes)"
    if problem == "utf16":
        return "UTF-16 text (byte-order mark); save it as UTF-8"
    if problem.startswith("not-utf8:"):
        return f"not UTF-8 (invalid byte at offset {problem.split(':', 1)[1]})"
    return problem


def read_bytes(path: Path, limit: int) -> tuple[bytes | None, str | None]:
    """The file's bytes, or None and a short cause."""
    try:
        size = os.stat(path).st_size
        if size > limit:
            return None, f"file too large ({size} bytes, limit {limit})"
        with open(path, "rb") as handle:
            return handle.read(), None
    except IsADirectoryError:
        return None, "is a directory"
    except OSError as exc:
        return None, exc.strerror or type(exc).__name__
