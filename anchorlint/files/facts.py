"""Facts only the disk can tell, gathered for the pure rules: whether a
card's images resolve inside the repository (F1) and the page labels of its
source (Q1/Q2). Every path is jailed like a source: nothing outside the
repository root is opened or even tested for existence."""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import unquote

from anchorlint.files.discovery import folders
from anchorlint.files.jail import jail

OK, MISSING, OUTSIDE = "ok", "missing", "outside"
SIDECAR_SUFFIX = ".pages.json"
MAX_SIDECAR_BYTES = 16 * 1024 * 1024


class ImageResolver:
    """Resolves image targets of cards under one root; the index of file
    names (for ``![[name]]`` embeds) is built once, on first need."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._names: dict[str, Path] | None = None

    def status(self, target: str, kind: str, card_folder: Path) -> str:
        if kind == "wiki":
            return self._wiki(target.split("|", 1)[0].strip())
        path = unquote(target.split("#", 1)[0].split("?", 1)[0])
        if not path:
            return MISSING
        base = self.root if path.startswith("/") else card_folder
        resolved, problem = jail(base / path.lstrip("/"), self.root)
        return OK if resolved is not None else (OUTSIDE if problem == "outside" else MISSING)

    def _wiki(self, name: str) -> str:
        if not name or os.path.isabs(name):
            return OUTSIDE if name else MISSING
        direct, problem = jail(self.root / name, self.root)
        if direct is not None:
            return OK
        if problem == "outside":
            return OUTSIDE
        return OK if os.path.basename(name) in self._index() else MISSING

    def _index(self) -> dict[str, Path]:
        if self._names is None:
            self._names = {}
            for folder, files, _ in folders(self.root):
                for name in files:
                    self._names.setdefault(name, Path(folder, name))
        return self._names


def read_pages(source: Path, root: Path):
    """The parsed page sidecar of ``source``: (pages or None, digest input
    bytes or None, a warning or None). A malformed sidecar is a warning,
    never a failure."""
    sidecar = source.with_name(source.name + SIDECAR_SUFFIX)
    if not os.path.lexists(sidecar):
        return None, None, None
    from anchorlint.quotes.pages import parse_pages

    resolved, problem = jail(sidecar, root)
    if resolved is None:
        why = "lies outside the repository" if problem == "outside" else "cannot be read"
        return None, None, f"{sidecar}: page sidecar {why}; pages are not reported"
    import json

    from anchorlint.files.read import read_bytes

    raw, problem = read_bytes(resolved, MAX_SIDECAR_BYTES)
    try:
        if raw is None:
            raise ValueError(problem)
        return parse_pages(json.loads(raw.decode("utf-8-sig"))), raw, None
    except RecursionError:
        cause = "nested too deeply"
    except (UnicodeDecodeError, ValueError) as exc:
        cause = str(exc).splitlines()[0][:160] if str(exc) else type(exc).__name__
    return None, None, f"{sidecar}: invalid page sidecar ({cause}); pages are not reported"
