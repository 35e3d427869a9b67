"""Reading cards and sources: bytes from disk, decoded once, with the cause
named when a file cannot be used."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path


# A card larger than this is not a knowledge card; reading it whole would let
# one exported dump stall every commit. Sources may be large books.
MAX_CARD_BYTES = 8 * 1024 * 1024
MAX_SOURCE_BYTES = 256 * 1024 * 1024
NOT_REGULAR = "not a regular file (a pipe, socket or device)"
# Opening a pipe without a writer would block forever; O_NONBLOCK makes the
# open return at once (it changes nothing for regular files).
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


def describe_decode_problem(problem: str) -> str:
    if problem == "binary":
        return "binary file (NUL bytes)"
    if problem == "utf16":
        return "UTF-16 text (byte-order mark); save it as UTF-8"
    if problem.startswith("not-utf8:"):
        return f"not UTF-8 (invalid byte at offset {problem.split(':', 1)[1]})"
    return problem


def too_large(size: int, limit: int) -> str:
    return f"file too large ({size} bytes, limit {limit})"


Stamp = tuple[int, int, int]  # (size, modification time in ns, inode)
# A file modified within this many nanoseconds of being read gets no stamp:
# a second write inside the clock's granularity could keep size and time.
SETTLED_NS = 2_000_000_000


def read_bytes(path: Path, limit: int) -> tuple[bytes | None, str | None]:
    """The file's bytes, or None and a short cause. Only regular files are
    read (a pipe would hang the run, a device never end), and never more
    than ``limit`` bytes, even when the file grows while it is read."""
    data, problem, _ = read_stamped(path, limit)
    return data, problem


def file_stamp(path: Path) -> Stamp | None:
    """What the cache compares to trust a file unchanged without reading it."""
    try:
        return stamp_of(os.stat(path))
    except (OSError, ValueError):
        return None


def stamp_of(info: os.stat_result) -> Stamp | None:
    return (info.st_size, info.st_mtime_ns, info.st_ino) if stat.S_ISREG(info.st_mode) else None


def read_stamped(path: Path, limit: int) -> tuple[bytes | None, str | None, Stamp | None]:
    """read_bytes, plus the stamp of the bytes read when the file had settled."""
    data, problem, stamp, _ = read_with_stat(path, limit)
    return data, problem, stamp


def read_with_stat(path: Path, limit: int) -> tuple[bytes | None, str | None, Stamp | None, os.stat_result | None]:
    """read_stamped, plus the file's status as read (None when not read):
    what a caller comparing files (a card and its source) needs, without
    asking the system again."""
    info = None
    try:
        problem = _refuse(os.stat(path), limit)
        if problem is not None:
            return None, problem, None, None
        fd = os.open(path, _OPEN_FLAGS)
    except IsADirectoryError:
        return None, "is a directory", None, None
    except OSError as exc:
        return None, exc.strerror or type(exc).__name__, None, None
    except ValueError:  # an embedded NUL in the name
        return None, "invalid file name", None, None
    try:
        info = os.fstat(fd)  # the file may have been swapped since the stat
        problem = _refuse(info, limit)
        if problem is not None:
            return None, problem, None, None
        # One read asking one byte more than the size: a regular file hands
        # over all it has, so getting exactly the size means the end was
        # reached, without a second read to see it (a run reads every card).
        data = os.read(fd, info.st_size + 1)
        if len(data) != info.st_size:  # short (it shrank) or long (it grew): read on to the end
            data += _read_up_to(fd, limit + 1 - len(data))
    except OSError as exc:
        return None, exc.strerror or type(exc).__name__, None, None
    finally:
        os.close(fd)
    if len(data) > limit:
        return None, too_large(len(data), limit), None, None
    settled = len(data) == info.st_size and info.st_mtime_ns < time.time_ns() - SETTLED_NS
    return data, None, (info.st_size, info.st_mtime_ns, info.st_ino) if settled else None, info


def _read_up_to(fd: int, count: int) -> bytes:
    """``count`` bytes, fewer at the end of the file (no file object)."""
    chunks = []
    while count > 0:
        chunk = os.read(fd, count)
        if not chunk:
            break
        chunks.append(chunk)
        count -= len(chunk)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def _refuse(info: os.stat_result, limit: int) -> str | None:
    if stat.S_ISDIR(info.st_mode):
        return "is a directory"
    if not stat.S_ISREG(info.st_mode):
        return NOT_REGULAR
    if info.st_size > limit:
        return too_large(info.st_size, limit)
    return None
