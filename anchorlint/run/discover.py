"""Which files a run checks: the files named on the command line, and the
markdown files found under the folders named, less what the exclusions
leave out and what lies outside the repository.

A walk is handled one folder at a time and as text: the exclusions judge a
folder's names together (files/exclude.FileFilter.kept), and a Path is made
only for a file that is kept. This runs for every file of the repository on
every run, the warm ones included."""

from __future__ import annotations

import os
from pathlib import Path

from anchorlint.files import discovery, jail
from anchorlint.run.results import RunResult, display_path

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.files.exclude import FileFilter


def discover(absolute: list[Path], cwd: Path, root: Path, result: RunResult, where: FileFilter,
             stdin: dict[Path, bytes]) -> tuple[list[Path], set[Path]]:
    """(the files to check, in walk order without repeats; the paths named
    explicitly). Problems become the run's errors and warnings. A card read
    from standard input (``stdin``) is named, never walked: with it, it is
    the only path."""
    explicit = {p for p in absolute if not os.path.isdir(p)}
    named = {str(p): p for p in explicit}
    files: list[Path] = []
    seen: set[str] = set()
    unreadable: list[tuple[str, str]] = []

    def note(exc: OSError) -> None:
        unreadable.append((str(exc.filename), exc.strerror or type(exc).__name__))

    tops = [p for p in absolute if p in explicit or not escapes(p, cwd, root, result)]
    for top in tops:
        if top in explicit:
            _add_named(top, cwd, root, result, where, stdin, seen, files)
            continue
        for folder, names, linked in discovery.folders(top, note, where.skip_dir):
            prefix = folder + os.sep
            cards = []
            for name in names:
                if not name.endswith(discovery.CARD_SUFFIXES):
                    continue
                text = prefix + name
                if text in named:  # named too: judged as a named file
                    _add_named(named[text], cwd, root, result, where, stdin, seen, files)
                elif name != discovery.INDEX_NAME and text not in seen:
                    seen.add(text)
                    cards.append(name)
            if not cards:
                continue
            base = Path(folder)
            for name in where.kept(folder, cards, top):
                path = base / name
                # A card linked to a file outside the repository is never read: its
                # text would end up in findings, logs and caches (and --mark would
                # write outside the repository).
                if name in linked and escapes(path, cwd, root, result):
                    continue
                files.append(path)
    for folder, cause in unreadable:
        shown = display_path(Path(folder), cwd)
        result.warnings.append(f"{shown}: cannot list the folder ({cause}); not checked")
    return files, explicit


def _add_named(path: Path, cwd: Path, root: Path, result: RunResult, where: FileFilter,
               stdin: dict[Path, bytes], seen: set[str], files: list[Path]) -> None:
    text = str(path)
    if text in seen:
        return
    seen.add(text)
    if path in stdin:  # read from standard input: the file need not exist
        files.append(path)
        return
    if where.excluded(path, None):
        return
    if not os.path.lexists(path):
        result.errors.append(f"{display_path(path, cwd)}: no such file or directory")
        return
    if not escapes(path, cwd, root, result):
        files.append(path)


def escapes(path: Path, cwd: Path, root: Path, result: RunResult) -> bool:
    """Whether ``path`` leads outside the repository (a warning says so)."""
    if not jail.escapes_root(path, root):
        return False
    result.warnings.append(f"{display_path(path, cwd)}: symbolic link leads outside the repository; not read")
    return True
