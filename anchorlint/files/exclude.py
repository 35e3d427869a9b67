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
        # The same globs as two patterns, for a folder's names judged together
        # (kept()): the name-only globs (on a name) and the others (on a path).
        self._any_name = _either(pattern for _, pattern, single in self.rules if single)
        self._any_path = _either(pattern for _, pattern, single in self.rules if not single)
        self.gitignore = gitignore
        self._allowed: set[str] | None | bool = False  # False: not asked yet; None: git unavailable
        self._ignore_files: dict[str, list[tuple[bool, bool, bool, re.Pattern[str]]]] = {}
        # Path relations are worked out once per folder, not once per file:
        # (folder, base) -> its parts relative to base; (folder, below) -> verdict.
        self._folder_parts: dict[tuple[str, Path], list[str] | None] = {}
        self._folder_verdicts: dict[tuple[str, int], bool] = {}

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
        folder, name = os.path.split(os.fspath(path))
        parent = self._parts_of(folder, self.base)
        if parent is None or not name:
            return self._excluded_alone(path, top)
        below = len(self._parts_of(os.fspath(top), self.base) or ()) if top is not None and not self.force else 0
        known = self._folder_verdicts.get((folder, below))
        if known is None:
            known = self._folder_verdicts[(folder, below)] = self._matches(parent, below)
        if known or self._name_matches(parent, name, below):
            return True
        return top is not None and self.gitignore and self._git_ignored(path, folder, name)

    def kept(self, folder: str, names: list[str], top: Path) -> list[str]:
        """The names of files in ``folder`` (found under ``top``, a folder
        given on the command line) that excluded() keeps, in their order; the
        folder's own verdict is reached once, and each name costs a match of
        one pattern and, in a git work tree, a set lookup."""
        parent = self._parts_of(folder, self.base)
        if parent is None or KEPT_HIDDEN in names:  # outside the base; a file called .wiki: one by one
            return [name for name in names if not self.excluded(os.path.join(folder, name), top)]
        below = len(self._parts_of(os.fspath(top), self.base) or ()) if not self.force else 0
        known = self._folder_verdicts.get((folder, below))
        if known is None:
            known = self._folder_verdicts[(folder, below)] = self._matches(parent, below)
        if known:
            return []
        if len(parent) >= below:
            if self._any_name is not None:
                names = [name for name in names if not self._any_name.match(name)]
            if self._any_path is not None:
                prefix = "".join(part + "/" for part in parent)
                names = [name for name in names if not self._any_path.match(prefix + name)]
        return self._not_git_ignored(folder, names) if self.gitignore and names else names

    def _not_git_ignored(self, folder: str, names: list[str]) -> list[str]:
        """_git_ignored() for each of a folder's names."""
        in_folder = self._parts_of(folder, self.root)
        if in_folder is None or KEPT_HIDDEN in in_folder:
            return names
        if self._allowed is False:
            self._allowed = _git_listed(self.root)
        if isinstance(self._allowed, set):
            allowed, prefix = self._allowed, "".join(part + "/" for part in in_folder)
            return [name for name in names if prefix + name in allowed]
        # Without git: only a folder with a .gitignore on its way from the root is judged name by name.
        if not any(self._rules_of("/".join(in_folder[:depth])) for depth in range(len(in_folder) + 1)):
            return names
        return [name for name in names if not self._parsed_ignored([*in_folder, name])]

    def _excluded_alone(self, path: Path, top: Path | None) -> bool:
        """excluded() for a path whose folder lies outside the base."""
        parts = _parts(path, self.base)
        if parts is None:
            return False
        below = len(_parts(top, self.base) or ()) if top is not None and not self.force else 0
        if self._matches(parts, below):
            return True
        return top is not None and self.gitignore and self._git_ignored(path)

    def _parts_of(self, folder: str, base: Path) -> list[str] | None:
        key = (folder, base)
        if key not in self._folder_parts:
            self._folder_parts[key] = _parts(folder, base)
        return self._folder_parts[key]

    def _name_matches(self, parent: list[str], name: str, below: int) -> bool:
        """_matches on the file's own parts: its name, and its whole path (the
        folder's prefixes were judged once for the folder)."""
        if len(parent) < below:
            return False
        whole = "/".join((*parent, name))
        for glob, pattern, single in self.rules:
            if single:
                if pattern.match(name) and not (name == KEPT_HIDDEN and glob == ".*"):
                    return True
            elif pattern.match(whole):
                return True
        return False

    def _matches(self, parts: list[str], below: int) -> bool:
        for glob, pattern, single in self.rules:
            if single:
                if any(pattern.match(part) and not (part == KEPT_HIDDEN and glob == ".*")
                       for part in parts[below:]):
                    return True
            elif any(pattern.match("/".join(parts[:n])) for n in range(len(parts), below, -1)):
                return True
        return False

    def _git_ignored(self, path: Path, folder: str | None = None, name: str = "") -> bool:
        if folder is None:
            relative = _parts(path, self.root)
        else:
            in_folder = self._parts_of(folder, self.root)
            relative = None if in_folder is None else [*in_folder, name]
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


def _either(patterns) -> re.Pattern[str] | None:  # type: ignore[no-untyped-def]
    """One pattern matching where any of ``patterns`` (compiled globs) matches."""
    sources = [f"(?:{pattern.pattern})" for pattern in patterns]
    return re.compile("|".join(sources)) if sources else None


def _parts(path: Path | str, base: Path) -> list[str] | None:
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
