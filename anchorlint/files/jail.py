"""The path jail: a source is only ever opened when it resolves (symbolic
links followed) to a regular file inside the repository root. Nothing
outside the root is even looked at."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


def jail(candidate: Path, root: Path,
         folders: dict[str, str] | None = None) -> tuple[Path | None, str | None]:
    """Resolve a path and refuse it unless it lies inside the root (symlinks
    followed) and is a regular file. Nothing is opened here, and nothing
    outside the root is even looked at. ``folders`` memoises the real path
    of each folder for one run (see _resolved)."""
    found = _resolved(os.fspath(candidate), folders) if folders is not None else None
    if found is not None:
        resolved, mode = Path(found[0]), found[1]
        if not inside(resolved, _real_root(root)):
            return None, "outside"
        if stat.S_ISDIR(mode):
            return None, "directory"
        return (resolved, None) if stat.S_ISREG(mode) else (None, "special")
    try:
        resolved = Path(os.path.realpath(candidate))
    except (OSError, ValueError):
        return None, "missing"
    if not inside(resolved, _real_root(root)):
        return None, "outside"
    try:
        mode = os.stat(resolved).st_mode
    except OSError as exc:
        problems = {errno.ELOOP: "loop", errno.EACCES: "unreadable", errno.EPERM: "unreadable"}
        return None, problems.get(exc.errno, "missing")
    except ValueError:  # an embedded NUL
        return None, "missing"
    if stat.S_ISDIR(mode):
        return None, "directory"
    return (resolved, None) if stat.S_ISREG(mode) else (None, "special")


def _resolved(text: str, folders: dict[str, str]) -> tuple[str, int] | None:
    """os.path.realpath(text) and the mode of what it names, when its last
    part is an existing file or folder that is no symbolic link: the real
    path of its folder (memoised: a repository's sources share a few
    folders), then one lstat. realpath would lstat every part of every
    path. None in every other case, which jail() resolves the long way."""
    folder, name = os.path.split(text)
    if name in ("", ".", "..") or not os.path.isabs(folder):
        return None
    try:
        real = folders.get(folder)
        if real is None:
            real = folders[folder] = os.path.realpath(folder)
        whole = os.path.join(real, name)
        mode = os.lstat(whole).st_mode
    except (OSError, ValueError):
        return None
    return None if stat.S_ISLNK(mode) else (whole, mode)


def inside(path: Path, root: Path) -> bool:
    """Whether ``path`` is ``root`` or lies below it (both absolute, as written)."""
    if os.sep == "/":  # a prefix of the text (Path's parents are slow to walk)
        text, base = str(path), str(root)
        return text == base or text.startswith(base if base == "/" else base + "/")
    return path == root or root in path.parents


def escapes_root(path: Path, root: Path) -> bool:
    """Whether a path that lies inside the root as written leads outside it
    once symbolic links are followed (a card linked to a file elsewhere)."""
    if not inside(Path(os.path.abspath(path)), root):
        return False  # named outside the repository by the user: not a jailbreak
    try:
        real = Path(os.path.realpath(path))
    except (OSError, ValueError):
        return True
    return not inside(real, _real_root(root))


_REAL_ROOTS: dict[Path, Path] = {}


def _real_root(root: Path) -> Path:
    if root not in _REAL_ROOTS:
        _REAL_ROOTS[root] = Path(os.path.realpath(root))
    return _REAL_ROOTS[root]
