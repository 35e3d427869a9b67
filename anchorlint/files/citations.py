"""Which cards cite a source: the reverse of source resolution, so that a
source file named on the command line (pre-commit names the changed files)
brings the cards that cite it into the run.

A card cites a source through the wiki manifest, its frontmatter source key,
or the backticked path of its ``### 出處`` line, exactly as the run resolves
it. The manifest is read anyway; the other two need each card's text, so an
index of every markdown file's reference is kept in ``.anchorlint_cache/``
and refreshed incrementally: a folder whose (mtime, inode) is unchanged is
not listed again, a file whose (size, mtime, inode) is unchanged is not read
again. Nothing is trusted blindly: a folder or file modified within two
seconds of being looked at gets no stamp and is looked at again next time,
and every candidate is resolved afresh before it is followed. Without the
cache (``--no-cache``) the index is built by one walk of the repository.
"""

from __future__ import annotations

import os
import posixpath
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from anchorlint.files import discovery, jail, references
from anchorlint.files.read import MAX_CARD_BYTES, SETTLED_NS, read_stamped

FolderEntry = tuple  # (stamp or None, file names, folder names)
FileEntry = tuple  # (stamp or None, origin, reference); origin "" when none


@dataclass
class CitationIndex:
    """Per folder its listing, per markdown file its reference (root-relative
    POSIX keys), each with the stamp that lets the next run trust it."""

    folders: dict[str, FolderEntry] = field(default_factory=dict)
    files: dict[str, FileEntry] = field(default_factory=dict)
    listed: int = 0  # folders listed and files read by the last refresh
    read: int = 0

    def refresh(self, root: Path, source_key: str, compat: bool) -> CitationIndex:
        """The index of the repository as it is now, reusing what is unchanged."""
        fresh = CitationIndex()
        stack = [""]
        while stack:
            relative = stack.pop()
            entry = self._folder(root, relative, fresh)
            if entry is None:
                continue
            _, names, folders = entry
            fresh.folders[relative] = entry
            stack.extend(_join(relative, name) for name in reversed(folders))
            for name in names:
                key = _join(relative, name)
                fresh.files[key] = self._file(root, key, source_key, compat, fresh)
        return fresh

    def _folder(self, root: Path, relative: str, fresh: CitationIndex) -> FolderEntry | None:
        try:
            info = os.stat(root / relative) if relative else os.stat(root)
        except (OSError, ValueError):
            return None
        stamp = (info.st_mtime_ns, info.st_ino)
        known = self.folders.get(relative)
        if isinstance(known, tuple) and len(known) == 3 and known[0] == stamp:
            return known
        fresh.listed += 1
        names, folders = list_folder(root / relative if relative else root, root)
        return (stamp if _settled(info.st_mtime_ns) else None, names, folders)

    def _file(self, root: Path, key: str, source_key: str, compat: bool, fresh: CitationIndex) -> FileEntry:
        known = self.files.get(key)
        if isinstance(known, tuple) and len(known) == 3 and known[0] is not None:
            try:
                info = os.stat(root / key)
                if (info.st_size, info.st_mtime_ns, info.st_ino) == tuple(known[0]):
                    return known
            except (OSError, ValueError):
                return (None, "", "")
        fresh.read += 1
        return read_reference(root / key, root, source_key, compat)


def list_folder(folder: Path, root: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(markdown files that may be cards, sub-folders to walk) of one folder,
    as discovery walks it: skipped folders and symbolic links to folders are
    not entered, a linked file leading outside the root is not listed."""
    try:
        dirs, files, linked = discovery.scan_folder(os.fspath(folder))
    except OSError:
        return (), ()
    names = (name for name in files if name.endswith(discovery.CARD_SUFFIXES) and name != discovery.INDEX_NAME)
    names = [name for name in names if not (name in linked and jail.escapes_root(folder / name, root))]
    return tuple(sorted(names)), tuple(sorted(name for name in dirs if name not in discovery.SKIPPED_DIRS))


def read_reference(path: Path, root: Path, source_key: str, compat: bool) -> FileEntry:
    """(stamp, origin, reference) of one file: the frontmatter source key's
    value, else the 出處 path; origin "" when the file names neither."""
    from anchorlint.text.reading import decode_bytes

    raw, _, stamp = read_stamped(path, MAX_CARD_BYTES)
    text = decode_bytes(raw, compat=compat).text if raw is not None else None
    if text is None or (source_key + ":" not in text and "出處" not in text):
        return (stamp, "", "")
    from anchorlint.model.card import parse_card

    card = parse_card(text)
    reference = references.frontmatter_value(card, source_key)
    if reference:
        return (stamp, "frontmatter", reference)
    reference = references.provenance_reference(card)
    return (stamp, "provenance", reference) if reference else (stamp, "", "")


def cards_citing(
    sources: Iterable[Path],
    index: CitationIndex,
    root: Path,
    manifest: Mapping[str, str] | None,
    memo: dict | None = None,
) -> dict[Path, list[Path]]:
    """For each of ``sources`` (absolute paths) that some card cites, the
    citing cards in path order, keyed by the source's real path. Only
    references whose last segment names one of the sources are resolved, and
    each as the run resolves it (jailed to the root)."""
    sources = list(sources)
    wanted = {Path(os.path.realpath(source)) for source in sources}
    names = {path.name.casefold() for path in wanted} | {source.name.casefold() for source in sources}
    found: dict[Path, set[str]] = {}
    for card, reference in (manifest or {}).items():
        # Only cards the walk found: an entry naming a missing file, or one
        # leading out of the root (kept as written), is never followed.
        if card in index.files and _last_segment(reference) in names:
            ref = references.resolve_reference(reference, (root,), root, "manifest", memo)
            if ref.path in wanted:
                found.setdefault(ref.path, set()).add(card)
    for card, (_, origin, reference) in index.files.items():
        if not origin or (manifest and card in manifest) or _last_segment(reference) not in names:
            continue
        folder = (root / card).parent
        if origin == "frontmatter":
            ref = references.resolve_reference(reference, (folder, root), root, origin, memo)
        else:
            ref = references.resolve_provenance(reference, folder, root, memo)
        if ref.path in wanted:
            found.setdefault(ref.path, set()).add(card)
    return {source: [root / card for card in sorted(cards)] for source, cards in found.items()}


def _last_segment(reference: str) -> str:
    return posixpath.basename(posixpath.normpath(reference.replace("\\", "/"))).casefold()


def _join(folder: str, name: str) -> str:
    return f"{folder}/{name}" if folder else name


def _settled(mtime_ns: int) -> bool:
    return mtime_ns < time.time_ns() - SETTLED_NS
