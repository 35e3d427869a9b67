"""Which files are cards, which sources they cite, and where the repository
root is. The only module besides the loader that looks at the disk; every
source path it returns has been checked to lie inside the root."""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from anchorlint.model.card import Card

ROOT_MARKERS = (".git", ".anchorlint.yaml", ".wiki/manifest.json")
INDEX_NAME = "00-INDEX.md"
CARD_SUFFIXES = (".md", ".markdown")
# Source types that are never cards: a named file of these types is only
# looked up as a source (see run/followed.py), never read as a card.
SOURCE_ONLY_SUFFIXES = (".txt", ".rst", ".adoc", ".asciidoc")
SKIPPED_DIRS = frozenset(
    {".git", ".hg", ".svn", ".anchorlint_cache", "__pycache__", "node_modules", ".venv", "venv", ".tox"}
)
_BACKTICKED_RE = re.compile(r"`([^`]+)`")


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
    paths: Iterable[Path], unreadable: list[tuple[str, str]] | None = None, links: set[Path] | None = None
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
        for folder, files, linked in folders(path, note):
            base = Path(folder)  # joined per file below: cheaper than parsing each path
            for name in files:
                if name.endswith(CARD_SUFFIXES):
                    if links is not None and name in linked:
                        links.add(base / name)
                    yield base / name


def folders(
    top: Path | str, note: Callable[[OSError], None] | None = None
) -> Iterator[tuple[str, list[str], set[str]]]:
    """(folder, sorted names of its non-folder entries, the names among them
    that are symbolic links) for ``top`` and every
    folder below it, depth first in sorted order (os.walk's order), skipping
    SKIPPED_DIRS and never entering a symbolic link. Iterative: os.walk
    recurses, so a tree a thousand folders deep exhausted the stack."""
    stack = [os.fspath(top)]
    while stack:
        folder = stack.pop()
        dirs, files, linked = [], [], set()
        try:
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
        except OSError as exc:
            if note is not None:
                note(exc)
            continue
        yield folder, sorted(files), linked
        stack.extend(os.path.join(folder, name) for name in sorted(dirs, reverse=True) if name not in SKIPPED_DIRS)


def is_index(path: Path) -> bool:
    return path.name == INDEX_NAME


@dataclass(frozen=True, slots=True)
class SourceRef:
    """Where a card says its source is, and what resolving it found."""

    reference: str  # as written (or the --source argument)
    origin: str  # "option" | "manifest" | "frontmatter" | "provenance"
    path: Path | None  # resolved, inside the root; None when not usable
    # None | "missing" | "outside" | "directory" | "special" (a pipe, socket or
    # device) | "loop" (symbolic links) | "unreadable" (a folder on the way
    # denies access) | "self" (the card itself)
    problem: str | None = None


def jail(candidate: Path, root: Path) -> tuple[Path | None, str | None]:
    """Resolve a path and refuse it unless it lies inside the root (symlinks
    followed) and is a regular file. Nothing is opened here, and nothing
    outside the root is even looked at."""
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


def inside(path: Path, root: Path) -> bool:
    """Whether ``path`` is ``root`` or lies below it (both absolute, as written)."""
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


def not_the_card(
    ref: SourceRef, card_path: Path, stats: dict | None = None, card_stat: os.stat_result | None = None
) -> SourceRef:
    """A source that is the card itself cannot ground it (problem "self").
    Compared by device and inode (two stat calls, the source's memoised in
    ``stats``), which also sees through links and other spellings."""
    if ref.path is None:
        return ref
    try:
        card = card_stat if card_stat is not None else os.stat(card_path)
        if stats is None or ref.path not in stats:
            source = os.stat(ref.path)
            if stats is not None:
                stats[ref.path] = source
        else:
            source = stats[ref.path]
    except (OSError, ValueError):
        return ref
    if os.path.samestat(card, source):
        return SourceRef(ref.reference, ref.origin, None, "self")
    return ref


_REAL_ROOTS: dict[Path, Path] = {}


def _real_root(root: Path) -> Path:
    if root not in _REAL_ROOTS:
        _REAL_ROOTS[root] = Path(os.path.realpath(root))
    return _REAL_ROOTS[root]


def resolve_reference(
    reference: str, bases: Iterable[Path], root: Path, origin: str, memo: dict | None = None
) -> SourceRef:
    """Try the reference against each base folder in turn; the first file found
    inside the root wins. An absolute reference is never followed. ``memo``
    caches results for one run (many cards cite the same source)."""
    if os.path.isabs(reference) or reference.startswith("~"):
        return SourceRef(reference, origin, None, "outside")
    bases = tuple(bases)
    if memo is not None:
        key = (reference, bases, origin)
        if key not in memo:
            memo[key] = resolve_reference(reference, bases, root, origin)
        return memo[key]
    problem = "missing"
    for base in bases:
        path, why = jail(base / reference, root)
        if path is not None:
            return SourceRef(reference, origin, path, None)
        if why == "outside" or problem == "missing":
            problem = why or "missing"  # "outside" wins, else the first real cause
    return SourceRef(reference, origin, None, problem)


def frontmatter_value(card: Card, key: str) -> str | None:
    """A top-level scalar of the frontmatter, read without a YAML parser
    (the hook path must not pay for one)."""
    prefix = key + ":"
    for line in card.frontmatter_lines:
        if line.text.startswith(prefix):
            value = line.text[len(prefix) :].strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
                value = value[1:-1]
            return value or None
    return None


def provenance_reference(card: Card, subsection: str = "出處") -> str | None:
    """The first backticked path on a bullet of the ``### 出處`` sub-section."""
    for line in card.lines:
        if line.subsection == subsection and line.stripped.startswith("-"):
            match = _BACKTICKED_RE.search(line.text)
            if match:
                return match.group(1).strip()
    return None


def card_source(
    card: Card, card_path: Path, root: Path, source_key: str = "source_path", memo: dict | None = None
) -> SourceRef | None:
    """The source a card cites through its frontmatter or its 出處 line."""
    folder = card_path.parent
    reference = frontmatter_value(card, source_key)
    if reference:
        return resolve_reference(reference, (folder, root), root, "frontmatter", memo)
    reference = provenance_reference(card)
    if reference:
        return resolve_provenance(reference, folder, root, memo)
    return None


def resolve_provenance(reference: str, folder: Path, root: Path, memo: dict | None = None) -> SourceRef:
    """A 出處 reference: relative to the card's folder; a ``library/path`` is
    also tried relative to the root once the library name is dropped."""
    ref = resolve_reference(reference, (folder,), root, "provenance", memo)
    head, _, rest = reference.partition("/")
    if ref.path is None and ref.problem != "outside" and rest and head not in (".", ".."):
        alt = resolve_reference(rest, (root,), root, "provenance", memo)
        if alt.path is not None:
            return SourceRef(reference, "provenance", alt.path, None)
    return ref
