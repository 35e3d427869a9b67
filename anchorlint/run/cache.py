"""The incremental cache: a card's findings are reused when nothing they
depend on changed (the card's bytes, its source's bytes, how the source was
resolved, the effective settings and the anchorlint version).

One file per run configuration under ``.anchorlint_cache/`` at the repository
root, written atomically; a corrupt or foreign file is ignored and rebuilt.
The file is indexed (write_indexed_file): a run loads the index, one small
tuple per card, and reads a card's encoded result by offset only when its
report is written, so the results themselves are never all in memory.
"""

from __future__ import annotations

import marshal
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from anchorlint._version import __version__
from anchorlint.quotes.options import VERIFIER_REVISION
from anchorlint.run.blobs import (BlobFile, bytes_of, read_indexed_file, records, temporary_beside, unpack,
                                  write_indexed_file, write_record)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

CACHE_DIR = ".anchorlint_cache"
FORMAT = 11  # 11: H7 reports a name of several words once ("Read the Docs"); 10: H7 findings say why a figure in the source does not ground (message variants); 9: indexed, results read by offset; 8: the file in length-prefixed parts; 7: each result as its own bytes
MAX_CACHE_BYTES = 512 * 1024 * 1024
# The verifier's revision too: a changed verdict must not come from a cache.
_MAGIC = f"anchorlint-cache/{FORMAT}/{__version__}/v{VERIFIER_REVISION}/{sys.implementation.cache_tag}"


try:  # the same function as hashlib.blake2b, without loading OpenSSL (a few ms at start)
    from _blake2 import blake2b as _blake2b
except ImportError:  # pragma: no cover - an interpreter built without it
    from hashlib import blake2b as _blake2b


def digest(data: bytes) -> bytes:
    return _blake2b(data, digest_size=16).digest()


def digest_name(key: str) -> str:
    """A short file-name-safe digest of a run key."""
    return _blake2b(key.encode(), digest_size=8).hexdigest()


@dataclass(frozen=True, slots=True)
class Entry:
    """What one card's result depended on, and the result itself."""

    card_hash: bytes
    settings: str  # fingerprint of the card's effective settings
    origin: str  # option | manifest | frontmatter | provenance | skipped | undecodable
    reference: str  # the reference as written (resolution is re-checked on reuse)
    problem: str | None  # what resolving the reference found: None | missing | outside
    source: str | None  # the resolved source, relative to the root
    source_hash: bytes | None
    result: Any  # the FileResult's payload (bytes, results.to_payload), or the reason a file was skipped
    # What else the result read: ((image target, kind, status), ...) and the
    # digest of the source's page sidecar (None when there is none).
    facts: tuple = ((), None)
    # (size, mtime_ns, inode) of the card and the source as they were read,
    # when they had settled: an unchanged stamp spares reading and hashing.
    card_stamp: tuple | None = None
    source_stamp: tuple | None = None

    def as_tuple(self) -> tuple:
        return (self.card_hash, self.settings, self.origin, self.reference, self.problem, self.source,
                self.source_hash, self.result, self.facts, self.card_stamp, self.source_stamp)


class ResultCache:
    """The cache of one run configuration. ``entries`` maps a card's
    root-relative path to its Entry.as_tuple(), whose result (field 7) is, for
    the entries loaded, an int: where the result's bytes are in ``file``
    (blobs.pack), read only when needed; for entries put by this run, bytes or
    a blobs.Parked."""

    def __init__(self, root: Path, run_key: str) -> None:
        name = digest_name(run_key)
        self.folder = root / CACHE_DIR
        self.path = self.folder / f"results-{name}.bin"
        self.entries: dict[str, tuple] = {}
        self.file: BlobFile | None = None  # the loaded file, kept open for its results
        self.dirty = False

    def usable(self) -> bool:
        """The cache lives in a real folder of the repository: a symbolic link
        there (committed by someone, say) would make anchorlint read and
        write files outside the repository, so it disables the cache."""
        return usable(self.path)

    def load(self) -> ResultCache:
        """Read the cache file's index; anything unreadable counts as empty."""
        loaded = read_indexed_file(self.path, _MAGIC, MAX_CACHE_BYTES) if self.usable() else None
        if loaded is not None:
            self.file, self.entries = loaded
        return self

    def get(self, card: str) -> Entry | None:
        raw = self.entries.get(card)
        if not isinstance(raw, tuple) or len(raw) != 11:
            return None
        return Entry(*raw)

    def payload(self, value: tuple) -> object:
        """An entry's result as bytes (read from the file when it is there)."""
        result, file = value[7], self.file
        if type(result) is int:
            where = unpack(result)
            return file.read(*where) if file is not None and file.holds(*where) else None
        return bytes_of(result)

    def put(self, card: str, entry: Entry | tuple) -> None:
        """Record a card's entry (an Entry, or its as_tuple() as workers send it)."""
        value = entry if type(entry) is tuple else entry.as_tuple()
        old = self.entries.get(card)
        if old is not None and len(old) == len(value) and old[:7] == value[:7] and old[8:] == value[8:]:
            if self.payload(old) == self.payload(value):  # checked again, the same result
                return
        self.entries[card] = value
        self.dirty = True

    def save(self) -> None:
        """Write atomically (see write_indexed_file). The entries then point
        into the file written: the cache is not used after it is saved."""
        if self.dirty and self.usable():
            write_indexed_file(self.path, _MAGIC, self.entries, self.file, PART)
            self.file, self.dirty = None, False


def usable(path: Path) -> bool:
    """Neither the cache folder nor the file is a symbolic link (see ResultCache.usable)."""
    return not (os.path.islink(path.parent) or os.path.islink(path))


def read_cache_file(path: Path, magic: str) -> Any:
    """The payload of a cache file written with this ``magic``; None when the
    file is missing, unreadable, corrupt or foreign. A dict written in parts
    is read part by part (see write_cache_file)."""
    import stat

    try:
        # Opened without blocking, as files/read.py opens files: a pipe named like it never stalls a run.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(descriptor, "rb") as handle:
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_CACHE_BYTES:
                return None
            values = records(handle, info.st_size)
            head = next(values, None)
            if not (isinstance(head, tuple) and len(head) == 3 and head[0] == magic):
                return None
            _, kind, parts = head
            if kind != "dict":
                return next(values, None)
            whole: dict = {}
            for _ in range(parts):
                part = next(values, None)
                if not isinstance(part, dict):
                    return None
                whole.update(part)
            return whole
    except (OSError, EOFError, ValueError, TypeError, RecursionError, MemoryError):
        return None


# Entries per part of a dict written in parts: writing and reading a large
# repository's cache holds one part's bytes at a time, not the whole file's.
PART = 4096


def write_cache_file(path: Path, magic: str, payload: Any) -> None:
    """Write atomically into the cache folder (created, with a .gitignore, if
    needed); a cache that cannot be written is skipped silently (it is an
    optimisation, never a reason to fail a run). The file is a sequence of
    marshal values, each after its length: (magic, kind, number of parts),
    then the payload, a dict in parts of PART entries."""
    from itertools import islice

    try:
        out, temp = temporary_beside(path)
        with out:
            if isinstance(payload, dict):
                items = iter(payload.items())
                parts = (len(payload) + PART - 1) // PART
                write_record(out, (magic, "dict", parts))
                for _ in range(parts):
                    write_record(out, dict(islice(items, PART)))
            else:
                write_record(out, (magic, "value", 1))
                write_record(out, payload)
        os.replace(temp, path)
    except (OSError, ValueError):
        pass
