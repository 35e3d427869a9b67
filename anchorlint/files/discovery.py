"""Which files are cards and where the repository root is: walking the
folders given on the command line. Resolving the sources cards cite is
files/references.py; keeping every path inside the root is files/jail.py."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

ROOT_MARKERS = (".git", ".anchorlint.yaml", ".wiki/manifest.json")
INDEX_NAME = "00-INDEX.md"
CARD_SUFFIXES = (".md", ".markdown")
# Document and data types that are never cards: a named file of these types
# is only looked up as a source (see run/followed.py), never read as a card.
SOURCE_ONLY_SUFFIXES = (
    ".txt", ".text", ".rst", ".adoc", ".asciidoc", ".org", ".tex", ".html", ".htm", ".xml",
    ".json", ".jsonl", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".csv", ".tsv",
)
SKIPPED_DIRS = frozenset(
    {".git", ".hg", ".svn", ".anchorlint_cache", "__pycache__", "node_modules", ".venv", "venv", ".tox"}
)


def find_root(start: Path) -> Path:
    """The nearest folder upward holding .git, .wiki/manifest.json or an
    anchorlint configuration; else the current folder."""
    here = start if os.path.isdir(start) else start.parent
    for folder in (here, *here.parents):
        if any(os.path.exists(folder / marker) for marker in ROOT_MARKERS):
            return folder
        pyproject = folder / "pyproject.toml"
        if os.path.isfile(pyproject) and _declares_anchorlint(pyproject):
            return folder
    return Path.cwd().resolve()


def _declares_anchorlint(pyproject: Path) -> bool:
    try:
        return "[tool.anchorlint" in pyproject.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def walk(
    paths: Iterable[Path], unreadable: list[tuple[str, str]] | None = None, links: set[Path] | None = None,
    skip_dir: Callable[[str], bool] | None = None,
) -> Iterator[Path]:
    """Markdown files under the given paths (explicit files always), in a
    stable order. Cards live in ``.wiki`` folders, so dot-folders are walked.
    Folders that cannot be listed are appended to ``unreadable`` as (folder,
    cause); symbolic links to folders are not followed. Files that are
    symbolic links are added to ``links`` (known from the listing: no extra
    system call per file)."""

    def note(exc: OSError) -> None:
        if unreadable is not None:
            unreadable.append((str(exc.filename), exc.strerror or type(exc).__name__))

    for path in paths:
        if not os.path.isdir(path):
            yield path
            continue
        for folder, files, linked in folders(path, note, skip_dir):
            base = Path(folder)  # joined per file below: cheaper than parsing each path
            for name in files:
                if name.endswith(CARD_SUFFIXES):
                    if links is not None and name in linked:
                        links.add(base / name)
                    yield base / name


def folders(
    top: Path | str, note: Callable[[OSError], None] | None = None, skip_dir: Callable[[str], bool] | None = None
) -> Iterator[tuple[str, list[str], set[str]]]:
    """(folder, sorted names of its non-folder entries, the names among them
    that are symbolic links) for ``top`` and every
    folder below it, depth first in sorted order (os.walk's order), skipping
    SKIPPED_DIRS (or the folders ``skip_dir`` names) and never entering a symbolic link. Iterative: os.walk
    recurses, so a tree a thousand folders deep exhausted the stack."""
    stack = [os.fspath(top)]
    while stack:
        folder = stack.pop()
        try:
            dirs, files, linked = scan_folder(folder)
        except OSError as exc:
            if note is not None:
                note(exc)
            continue
        yield folder, sorted(files), linked
        skip = skip_dir or SKIPPED_DIRS.__contains__
        stack.extend(os.path.join(folder, name) for name in sorted(dirs, reverse=True) if not skip(name))


def scan_folder(folder: str) -> tuple[list[str], list[str], set[str]]:
    """(folder names, other names, the names that are symbolic links) of one
    folder's entries, unsorted; a symbolic link is never a folder, and an
    entry whose type cannot be read counts as a file. Raises OSError when the
    folder cannot be listed."""
    dirs: list[str] = []
    files: list[str] = []
    linked: set[str] = set()
    with os.scandir(folder) as entries:
        for entry in entries:
            try:
                is_link = entry.is_symlink()
                is_dir = not is_link and entry.is_dir()
            except OSError:
                is_link = is_dir = False
            (dirs if is_dir else files).append(entry.name)
            if is_link:
                linked.add(entry.name)
    return dirs, files, linked


def is_index(path: Path) -> bool:
    return path.name == INDEX_NAME
