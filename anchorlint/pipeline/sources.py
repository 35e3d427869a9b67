"""Sources named by ``source_path``: resolved inside the JSONL file's folder
(symlinks followed, then checked), read as UTF-8 once, and kept while they
are recent and the cache stays under its budget, so memory does not grow
with the number of records."""

from __future__ import annotations

import os
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath

from anchorlint.files.jail import jail
from anchorlint.files.read import MAX_SOURCE_BYTES, read_bytes
from anchorlint.quotes.view import SourceView


# What jail() found instead of a regular file, said as the cause.
_NOT_A_FILE = {
    "directory": "is a directory",
    "special": "not a regular file (a pipe, socket or device)",
    "loop": "a loop of symbolic links",
    "unreadable": "permission denied",
}


class SourceError(Exception):
    """A source_path that cannot be used: a message key and its arguments."""

    def __init__(self, key: str, **args: object) -> None:
        super().__init__(key)
        self.key = key
        self.args_ = args


@dataclass
class LoadedSource:
    text: str
    _view: SourceView | None = field(default=None, repr=False)

    @property
    def view(self) -> SourceView:
        """The quotation verifier's view, normalized once for every record."""
        if self._view is None:
            self._view = SourceView(self.text)
        return self._view


class SourceCache:
    """Sources by resolved path; the ``keep`` most recent are kept while
    their text totals at most ``budget`` characters (the latest always)."""

    def __init__(self, base: Path, keep: int = 8, budget: int = 32_000_000) -> None:
        self.base = Path(os.path.realpath(base))
        self.keep, self.budget = keep, budget
        self.loaded: OrderedDict[Path, LoadedSource] = OrderedDict()
        self.resolved: dict[str, Path] = {}  # reference -> real path, for this run
        self.reads = 0  # files opened so far (tests and the curious)

    def get(self, reference: str) -> LoadedSource:
        path = self.resolved.get(reference)
        if path is None:
            if len(self.resolved) >= 4096:  # many distinct references: stay bounded
                self.resolved.clear()
            path = self.resolved[reference] = self.resolve(reference)
        source = self.loaded.get(path)
        if source is None:
            source = self.loaded[path] = LoadedSource(_read(path, reference))
            self.reads += 1
            self._evict()
        self.loaded.move_to_end(path)
        return source

    def resolve(self, reference: str) -> Path:
        """The real path of ``reference`` inside the base folder, or SourceError."""
        if "\x00" in reference:
            raise SourceError("missing", path=reference)
        if PurePosixPath(reference).is_absolute() or PureWindowsPath(reference).is_absolute() \
                or PureWindowsPath(reference).drive or reference.startswith("~"):
            raise SourceError("absolute", path=reference)
        path, problem = jail(self.base / reference, self.base)
        if problem in _NOT_A_FILE:
            raise SourceError("unreadable", path=reference, detail=_NOT_A_FILE[problem])
        if path is None:
            raise SourceError(problem or "missing", path=reference)
        return path

    def _evict(self) -> None:
        total = sum(len(s.text) for s in self.loaded.values())
        while len(self.loaded) > 1 and (len(self.loaded) > self.keep or total > self.budget):
            _, dropped = self.loaded.popitem(last=False)
            total -= len(dropped.text)


def _read(path: Path, reference: str) -> str:
    raw, problem = read_bytes(path, MAX_SOURCE_BYTES)
    if raw is None:
        raise SourceError("unreadable", path=reference, detail=problem)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError("unreadable", path=reference, detail=f"not UTF-8 (invalid byte at offset {exc.start})") from None
