"""Encoded results kept on disk rather than in memory, read back by offset.

A large run's encoded results (about a kilobyte per card) are what made its
memory grow with the repository: the report is written in a fixed order, so
every result waited in memory until the end. Instead, the parent appends each
result it receives to an unlinked temporary file (a ``BlobFile``), and a
result reused from the cache stays where it is in the cache file; either way
the run keeps a ``Parked`` (file, offset, length) per card, and the report
reads each result back when it writes it.
"""

from __future__ import annotations

import marshal
import os
from pathlib import Path

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing
if TYPE_CHECKING:  # pragma: no cover
    from typing import BinaryIO

# Reads are mostly in order (the cache file is written sorted as reports
# are): a large buffer makes most of them a copy from memory.
READ_BUFFER = 1 << 20


class BlobFile:
    """An open file of encoded results: appended to (a run's own temporary
    file) or only read (the cache file it loaded); ``end`` is where its
    results end."""

    # appended: written to by this run (read with pread); unflushed: written since the last read
    __slots__ = ("handle", "end", "appended", "unflushed")

    def __init__(self, handle: BinaryIO, end: int = 0) -> None:
        self.handle, self.end = handle, end
        self.appended = self.unflushed = False

    @classmethod
    def temporary(cls) -> BlobFile:
        """A file no one else can open, gone when it is closed (or the process
        ends); read with os.pread (POSIX)."""
        import tempfile

        return cls(tempfile.TemporaryFile(buffering=READ_BUFFER))  # type: ignore[arg-type]

    def append(self, blob: bytes) -> int:
        """Add ``blob`` at the end; where it is (pack(offset, length))."""
        self.appended = self.unflushed = True  # (only a run's own file is appended to, at its end)
        self.handle.write(blob)
        where = pack(self.end, len(blob))
        self.end += len(blob)
        return where

    def holds(self, offset: int, length: int) -> bool:
        """Whether the file has these bytes (an index read from a damaged
        file may point past them)."""
        return 0 <= offset and 0 <= length and offset + length <= self.end

    def read(self, offset: int, length: int) -> bytes:
        handle = self.handle
        if self.appended:  # results arrive in any order and are read in another: one pread each
            if self.unflushed:
                handle.flush()
                self.unflushed = False
            data = os.pread(handle.fileno(), length, offset)
        else:  # the cache file, read in the order it was written: mostly within the buffer
            handle.seek(offset)
            data = handle.read(length)
        if len(data) != length:
            raise OSError(f"an encoded result at {offset} is cut short")
        return data


class Parked:
    """Where one encoded result is: a file, an offset, a length."""

    __slots__ = ("file", "offset", "length")

    def __init__(self, file: BlobFile, offset: int, length: int) -> None:
        self.file, self.offset, self.length = file, offset, length

    def read(self) -> bytes:
        return self.file.read(self.offset, self.length)


def bytes_of(payload: object) -> object:
    """A payload as bytes when it is parked; anything else as it is."""
    return payload.read() if type(payload) is Parked else payload


# A cache file's index holds a parked payload as one int: offset and length
# (unpacked inline, as 32 and 0xFFFFFFFF, where it runs once per card).
LENGTH_BITS = 32


def pack(offset: int, length: int) -> int:
    return (offset << LENGTH_BITS) | length


def unpack(where: int) -> tuple[int, int]:
    return where >> LENGTH_BITS, where & ((1 << LENGTH_BITS) - 1)



def records(handle, size: int):  # type: ignore[no-untyped-def]
    """The marshal values of a file read from where ``handle`` is, ``size``
    bytes at most: each after its length in 4 bytes."""
    left = size
    while left >= 4:
        length = int.from_bytes(handle.read(4), "little")
        left -= 4 + length
        if left < 0:
            raise ValueError("a record runs past the end of the file")
        yield marshal.loads(handle.read(length))


def write_record(out, value: object) -> None:  # type: ignore[no-untyped-def]
    data = marshal.dumps(value)
    out.write(len(data).to_bytes(4, "little"))
    out.write(data)


def temporary_beside(path: Path):  # type: ignore[no-untyped-def]
    """(a file open for writing in the cache folder, its name), the folder
    created with a .gitignore if needed."""
    import tempfile

    folder = path.parent
    folder.mkdir(exist_ok=True)
    ignore = folder / ".gitignore"
    if not os.path.lexists(ignore):
        ignore.write_text("# written by anchorlint: the cache is never committed\n*\n", encoding="utf-8")
    handle, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.stem}-", suffix=".tmp")
    return os.fdopen(handle, "wb", buffering=READ_BUFFER), temp


# An indexed file: (magic, "indexed", number of index parts) as a record, the
# encoded results one after the other (raw bytes), the index in parts of
# ``part`` entries (records: dicts of card -> entry tuple, whose result is
# blobs.pack(offset, length) when it is in the file), then 8 bytes: where the
# index begins. Results are written in the order of the cards' paths, the
# order reports read them in.
_INDEX_AT = 8


def read_indexed_file(path: Path, magic: str, largest: int) -> tuple[BlobFile | None, dict] | None:
    """(the file, open, for reading results; its index) of an indexed file
    written with this ``magic``; None when it is missing, unreadable, corrupt
    or foreign."""
    import stat

    handle = None
    try:
        # Opened without blocking, as files/read.py opens files: a pipe named like it never stalls a run.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        handle = open(descriptor, "rb", buffering=READ_BUFFER)
        size = os.fstat(descriptor).st_size
        if not stat.S_ISREG(os.fstat(descriptor).st_mode) or not _INDEX_AT < size <= largest:
            raise ValueError("not a cache file")
        head = next(records(handle, size - _INDEX_AT), None)
        if not (isinstance(head, tuple) and len(head) == 3 and head[:2] == (magic, "indexed")):
            raise ValueError("a foreign cache file")
        body = handle.tell()  # where the results begin
        handle.seek(size - _INDEX_AT)
        start = int.from_bytes(handle.read(_INDEX_AT), "little")
        if not body <= start <= size - _INDEX_AT:
            raise ValueError("the index is not in the file")
        handle.seek(start)
        index: dict = {}
        parts = records(handle, size - _INDEX_AT - start)
        for _ in range(head[2]):
            part = next(parts, None)
            if not isinstance(part, dict):
                raise ValueError("an index part is missing")
            index.update(part)
        file = BlobFile(handle, start)
        if os.name == "nt":  # a file open there cannot be replaced when the cache is saved: read the results now
            index = {card: _inline(file, value) for card, value in index.items()}
            handle.close()
            return None, index
        return file, index
    except (OSError, EOFError, ValueError, TypeError, IndexError, RecursionError, MemoryError):
        if handle is not None:
            handle.close()
        return None


def _inline(file: BlobFile, value: object) -> object:
    """An index entry with its result read from ``file`` (when it is there)."""
    if type(value) is tuple and len(value) == 11 and type(value[7]) is int:
        where = unpack(value[7])
        if file.holds(*where):
            return (*value[:7], file.read(*where), *value[8:])
    return value


def write_indexed_file(path: Path, magic: str, entries: dict[str, tuple], loaded: BlobFile | None,
                       part: int) -> None:
    """Write ``entries`` (ResultCache.entries) atomically as an indexed file;
    results still in ``loaded`` (the file the entries were loaded from) are
    copied from it. Each tuple is replaced by the one written, so the index is
    never held twice; a cache that cannot be written is skipped silently."""
    from itertools import islice

    temp = None
    try:
        out, temp = temporary_beside(path)
        with out:
            parts = (len(entries) + part - 1) // part
            write_record(out, (magic, "indexed", parts))
            offset = out.tell()
            cards = sorted(entries)
            same = {}.setdefault
            for card in cards:
                value = entries[card]
                result = value[7] if type(value) is tuple and len(value) == 11 else None
                if type(result) is int and loaded is not None and loaded.holds(*unpack(result)):
                    data = loaded.read(*unpack(result))
                elif type(result) is Parked or type(result) is bytes:
                    data = bytes_of(result)  # type: ignore[assignment]
                else:  # no result (a skipped file), or a damaged entry: kept in the index as it is
                    continue
                (card_hash, settings, origin, reference, problem, source, source_hash, _, facts, card_stamp,
                 source_stamp) = value
                # What the cards of one source share is written once per part (marshal
                # refers back to an object it has written), and so loaded once.
                try:
                    facts = same(facts, facts)  # mostly no images, no sidecar, no datasets
                    source_stamp = same(source_stamp, source_stamp)
                except TypeError:  # (a value that cannot be hashed is written as it is)
                    pass
                entries[card] = (card_hash, same(settings, settings), origin, same(reference, reference), problem,
                                 same(source, source), same(source_hash, source_hash), pack(offset, len(data)),
                                 facts, card_stamp, source_stamp)
                out.write(data)
                offset += len(data)
            start = offset
            items = ((card, entries[card]) for card in cards)
            for _ in range(parts):
                write_record(out, dict(islice(items, part)))
            out.write(start.to_bytes(_INDEX_AT, "little"))
        os.replace(temp, path)
    except (OSError, ValueError, TypeError):  # (TypeError: a damaged entry)
        if temp is not None and os.path.lexists(temp):
            os.unlink(temp)
