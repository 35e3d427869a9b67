"""Reading cards and sources: bytes from disk, decoded once, with the cause
named when a file cannot be used."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from anchorlint.reading import decode_bytes

# A card larger than this is not a knowledge card; reading it whole would let
# one exported dump stall every commit. Sources may be large books.
MAX_CARD_BYTES = 8 * 1024 * 1024
MAX_SOURCE_BYTES = 256 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Loaded:
    text: str | None
    problem: str | None = None  # a short English cause when text is None
    io_error: bool = False  # the file could not be read at all (exit 2)
    raw: bytes = b""  # the bytes, kept when they could not be decoded


def describe_decode_problem(problem: str) -> str:
    if problem == "binary":
        return "binary file (NUL bytes)"
    if problem == "utf16":
        return "UTF-16 text (byte-order mark); save it as UTF-8"
    if problem.startswith("not-utf8:"):
        return f"not UTF-8 (invalid byte at offset {problem.split(':', 1)[1]})"
    return problem


def load_text(path: Path, *, compat: bool, limit: int) -> Loaded:
    """Read and decode a file. OSErrors are returned as problems, not raised."""
    try:
        size = os.stat(path).st_size
        if size > limit:
            return Loaded(None, f"file too large ({size} bytes, limit {limit})")
        with open(path, "rb") as handle:
            raw = handle.read()
    except IsADirectoryError:
        return Loaded(None, "is a directory", io_error=True)
    except OSError as exc:
        return Loaded(None, exc.strerror or type(exc).__name__, io_error=True)
    decoded = decode_bytes(raw, compat=compat)
    if decoded.text is None:
        return Loaded(None, describe_decode_problem(decoded.problem or "undecodable"), raw=raw)
    return Loaded(decoded.text)
