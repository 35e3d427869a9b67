"""Loading sources: each read, decoded and prepared once per run (the most
recent few kept), with its page sidecar."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from anchorlint.files.facts import read_pages
from anchorlint.files.references import SourceRef
from anchorlint.lint.context import SourceStatus
from anchorlint.files.read import MAX_SOURCE_BYTES, describe_decode_problem, read_stamped
from anchorlint.model.source import SourceText
from anchorlint.run.cache import digest
from anchorlint.run.plan import Plan
from anchorlint.text.reading import decode_bytes


@dataclass(frozen=True)
class LoadedSource:
    """A source as read for a run: its text (or why there is none), digests and page sidecar."""

    text: SourceText | None
    digest: bytes | None = None
    problem: str | None = None  # why the text is None
    pages: tuple | None = None  # the parsed <source>.pages.json, if any
    sidecar_digest: bytes | None = None
    stamp: tuple | None = None  # (size, mtime_ns, inode) as read, when settled

    @property
    def usable(self) -> SourceText | None:
        """The text the checks may judge against: none for a blank source
        (S4) outside --compat, where Go judged it (finding nothing)."""
        if self.text is None or (self.text.blank and not self.text.compat):
            return None
        return self.text


def load_source(plan: Plan, path: Path, warnings: list[str]) -> LoadedSource:
    raw, problem, stamp = read_stamped(path, MAX_SOURCE_BYTES)
    if raw is None:
        return LoadedSource(None, None, problem)
    decoded = decode_bytes(raw, compat=plan.settings.compat)
    if decoded.text is None:
        return LoadedSource(None, digest(raw), describe_decode_problem(decoded.problem or "undecodable"),
                            stamp=stamp)
    pages, sidecar, warning = read_pages(path, plan.root)
    if warning:
        warnings.append(warning)
    text = SourceText(decoded.text, compat=plan.settings.compat, name=_relative_name(path, plan.root))
    return LoadedSource(text, digest(raw), None, pages,
                        digest(sidecar) if sidecar is not None else None, stamp)


class SourceCache:
    """Loaded sources, the most recent few kept: groups arrive sorted by source,
    so a source cited from several groups is rarely loaded twice."""

    def __init__(self, plan: Plan, keep: int = 4) -> None:
        self.plan, self.keep = plan, keep
        self.loaded: dict[Path, LoadedSource] = {}

    def get(self, path: Path, warnings: list[str]) -> LoadedSource:
        if path not in self.loaded:
            if len(self.loaded) >= self.keep:
                del self.loaded[next(iter(self.loaded))]
            self.loaded[path] = load_source(self.plan, path, warnings)
        return self.loaded[path]


def source_status(ref: SourceRef, loaded: LoadedSource, shown: str) -> SourceStatus:
    """What resolving and reading a card's source found, for S1-S4."""
    blank = loaded.text is not None and loaded.usable is None
    return SourceStatus(ref.reference, shown, ref.problem, ref.path is not None, loaded.problem, blank)


def _relative_name(path: Path, root: Path | None) -> str:
    """The source's path as the repository names it (H7 reads a card's title
    as the name of its document)."""
    try:
        return path.relative_to(root).as_posix() if root is not None else path.name
    except ValueError:
        return path.name
