"""Which walked files a run leaves out: the built-in skip list, the
``exclude`` / ``extend-exclude`` globs, and ``.gitignore``.

* Built in (``DEFAULT_EXCLUDE``): version-control and tool folders, and
  hidden folders (``.*``) except ``.wiki``, where cards live. ``exclude``
  replaces this list, ``extend-exclude`` adds to it; ``.git`` and
  ``.anchorlint_cache`` are never walked whatever the settings.
* ``.gitignore``: files git ignores are not walked. In a git work tree git
  itself says which (``git ls-files --cached --others --exclude-standard``:
  a tracked file is never ignored); elsewhere the ``.gitignore`` files from
  the root down are parsed. Files in ``.wiki`` folders are the exception:
  wiki generators write a ``.gitignore`` holding ``*`` into the folders
  they generate, and those cards are what anchorlint is for.
* Paths given explicitly are always checked, unless ``--force-exclude``
  (then the globs, not ``.gitignore``, apply to them too). Below a folder
  given explicitly only what lies under it is matched, so ``anchorlint
  drafts/`` checks drafts even when ``drafts`` is excluded.

Globs have the per-path settings' meaning (config/globs.py), relative to the
configuration file's folder (the repository root without one).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

from anchorlint.config.globs import compile_glob

DEFAULT_EXCLUDE = (".*", "__pycache__", "node_modules", "venv", ".venv", ".tox", ".hg", ".svn")
ALWAYS_SKIPPED = frozenset({".git", ".anchorlint_cache"})
KEPT_HIDDEN = ".wiki"


class FileFilter:
    def __init__(self, root: Path, globs: Sequence[str], base: Path | None = None,
                 force: bool = False, gitignore: bool = True) -> None:
        self.root, self.base = root, base or root
        self.force = force
        self.rules = [(glob, compile_glob(glob), "/" not in glob.strip("/")) for glob in globs]
        self.gitignore = gitignore
        self._allowed: set[str] | None | bool = False  # False: not asked yet; None: git unavailable
        self._ignore_files: dict[str, list[tuple[bool, bool, bool, re.Pattern[str]]]] = {}
        self._folders: dict[tuple[str, int], bool] = {}  # (folder parts, below) -> a glob matches them

    def skip_dir(self, name: str) -> bool:
        """Whether the walk never enters a folder called ``name`` (name-only globs)."""
        if name in ALWAYS_SKIPPED:
            return True
        return any(single and pattern.match(name) and not (name == KEPT_HIDDEN and glob == ".*")
                   for glob, pattern, single in self.rules)

    def excluded(self, path: Path, top: Path | None) -> bool:
        """Whether a file is left out; ``top`` is the folder given on the command
        line it was found under, None for a file given explicitly."""
        if top is None and not self.force:
            return False
        parts = _parts(path, self.base)
        if parts is None:
            return False
        below = len(_parts(top, self.base) or ()) if top is not None and not self.force else 0
        if self._matches(parts, below):
            return True
        return top is not None and self.gitignore and self._git_ignored(path)

    def _matches(self, parts: list[str], below: int) -> bool:
        """Whether a glob matches the path (its folders' verdict is kept: the
        files of one folder share it)."""
        key = ("/".join(parts[:-1]), below)
        folder = self._folders.get(key)
        if folder is None:
            folder = self._folders[key] = self._matches_any(parts[:-1], below, len(parts) - 1)
        return folder or (len(parts) > below and self._matches_any(parts, len(parts) - 1, len(parts)))

    def _matches_any(self, parts: list[str], start: int, stop: int) -> bool:
        """A name-only glob matching one of ``parts[start:]``, or a path glob
        matching one of the paths ``parts[:n]`` for start < n <= stop."""
        for glob, pattern, single in self.rules:
            if single:
                if any(pattern.match(part) and not (part == KEPT_HIDDEN and glob == ".*")
                       for part in parts[start:]):
                    return True
            elif any(pattern.match("/".join(parts[:n])) for n in range(stop, start, -1)):
                return True
        return False

    def _git_ignored(self, path: Path) -> bool:
        relative = _parts(path, self.root)
        if relative is None or KEPT_HIDDEN in relative[:-1]:
            return False
        if self._allowed is False:
            self._allowed = _git_listed(self.root)
        if isinstance(self._allowed, set):
            return "/".join(relative) not in self._allowed
        return self._parsed_ignored(relative)

    def _parsed_ignored(self, parts: list[str]) -> bool:
        """Without git: the .gitignore files of the root and of every folder
        on the way, the deeper and later pattern winning."""
        verdict = False
        for depth in range(len(parts)):
            folder = "/".join(parts[:depth])
            for negate, dir_only, anchored, pattern in self._rules_of(folder):
                rest = parts[depth:]
                candidates = ["/".join(rest[:n]) for n in range(len(rest), 0, -1)] if anchored else rest
                if dir_only:
                    candidates = candidates[1:] if anchored else rest[:-1]
                if any(pattern.match(candidate) for candidate in candidates):
                    verdict = not negate
        return verdict

    def _rules_of(self, folder: str) -> list[tuple[bool, bool, bool, re.Pattern[str]]]:
        if folder not in self._ignore_files:
            self._ignore_files[folder] = _read_gitignore(self.root / folder / ".gitignore")
        return self._ignore_files[folder]


_PLAIN_BASES: dict[str, bool] = {}  # base -> absolute and without "..": its paths' parts are read off the text


def _parts(path: Path, base: Path) -> list[str] | None:
    text, prefix = str(path), str(base)
    plain = _PLAIN_BASES.get(prefix)
    if plain is None:
        plain = _PLAIN_BASES[prefix] = os.path.isabs(prefix) and ".." not in prefix.split(os.sep)
    if plain and text == prefix:
        return []
    if plain and text.startswith(prefix) and text[len(prefix) : len(prefix) + 1] == os.sep:
        # below the base as written (walked paths are): relpath's answer without its cost
        parts = [part for part in text[len(prefix) + 1 :].split(os.sep) if part not in (".", "")]
        if ".." not in parts:
            return parts
    try:
        relative = os.path.relpath(path, base)
    except ValueError:
        return None
    parts = relative.replace(os.sep, "/").split("/")
    return None if parts[:1] == [".."] else [part for part in parts if part != "."]


def _git_listed(root: Path) -> set[str] | None:
    """Files git does not ignore under ``root`` (tracked or not), None when
    git is missing or ``root`` is not in a work tree."""
    if not (root / ".git").exists():
        return None
    import subprocess  # only when a folder is walked: the hook path names files

    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others",
                                 "--exclude-standard"], capture_output=True, timeout=60, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return {item.decode("utf-8", "surrogateescape") for item in listed.stdout.split(b"\0") if item}


def _read_gitignore(path: Path) -> list[tuple[bool, bool, bool, re.Pattern[str]]]:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    rules = []
    for line in text.splitlines():
        line = line.rstrip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        line = line[1:] if negate else line.replace("\\#", "#").replace("\\!", "!")
        dir_only = line.endswith("/")
        body = line.strip("/")
        if not body:
            continue
        try:
            rules.append((negate, dir_only, "/" in body, compile_glob(body)))
        except ValueError:
            continue
    return rules
