"""The wiki manifest (``.wiki/manifest.json`` at the repository root): which
source each listed card was made from."""

from __future__ import annotations

import os
import posixpath
from dataclasses import dataclass, field
from pathlib import Path

MANIFEST_PATH = Path(".wiki") / "manifest.json"
ROOT_NODE = "(根)"
MAX_MANIFEST_BYTES = 256 * 1024 * 1024


class ManifestError(ValueError):
    """The manifest exists but cannot be used. ``path`` is the manifest,
    ``where`` a ``:line:col`` suffix when known, ``cause`` what is wrong;
    ``str()`` joins them (with the path as given)."""

    def __init__(self, path: Path, cause: str, where: str = "") -> None:
        super().__init__(f"{path}{where}: {cause}")
        self.path, self.cause, self.where = path, cause, where


@dataclass(frozen=True)
class Manifest:
    """Which source each card listed in ``.wiki/manifest.json`` cites."""

    sources: dict[str, str] = field(default_factory=dict)  # card -> source, root-relative posix

    def source_of(self, card_relative: str) -> str | None:
        return self.sources.get(card_relative)


def load_manifest(root: Path) -> Manifest | None:
    """The manifest of a repository, None when there is none. Raises
    ManifestError for a manifest that is unreadable or malformed."""
    path = root / MANIFEST_PATH
    if not os.path.isfile(path):
        return None
    import json

    from anchorlint.files.read import read_bytes

    raw, problem = read_bytes(path, MAX_MANIFEST_BYTES)
    if raw is None:
        raise ManifestError(path, f"cannot read the manifest ({problem})")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except json.JSONDecodeError as exc:
        raise ManifestError(path, f"the manifest is not valid JSON ({exc.msg})",
                            f":{exc.lineno}:{exc.colno}") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise ManifestError(path, f"cannot read the manifest ({_short(exc)})") from None
    except RecursionError:
        raise ManifestError(path, "cannot read the manifest (nested too deeply)") from None
    docs = data.get("docs") if isinstance(data, dict) else None
    if not isinstance(docs, list):
        raise ManifestError(path, "'docs' must be a list of documents")
    sources: dict[str, str] = {}
    for index, doc in enumerate(docs):
        entry = _entry(doc)
        if entry is None:
            raise ManifestError(path, f"docs[{index}] needs string 'node' and 'path' and a list of string 'cards'")
        source, cards = entry
        for card in cards:
            sources.setdefault(normalise(card), source)
    return Manifest(sources)


def _entry(doc: object) -> tuple[str, list[str]] | None:
    if not isinstance(doc, dict):
        return None
    node, path, cards = doc.get("node"), doc.get("path"), doc.get("cards", [])
    if not isinstance(node, str) or not isinstance(path, str) or not isinstance(cards, list):
        return None
    if not all(isinstance(card, str) for card in cards):
        return None
    source = path if node == ROOT_NODE else f"{node}/{path}"
    return normalise(source), cards


def normalise(relative: str) -> str:
    """A manifest path as the root-relative POSIX path it means: ``./`` and
    empty segments dropped, ``a/../b`` folded, a trailing slash removed
    (``./wiki//x.md/`` is ``wiki/x.md``; a node written ``docs/`` joins its
    path as ``docs/x.md``). A path that leaves the root (``../x``, ``a/../../x``)
    or is absolute is kept as written: resolving it is refused (S2)."""
    if not relative or relative.startswith("/"):
        return relative
    marked = f"/{relative}/"
    if "//" not in marked and "/./" not in marked and "/../" not in marked:
        return relative  # already normal (as generators write them): normpath costs more than this test
    clean = posixpath.normpath(relative)
    if clean == ".." or clean.startswith("../"):
        return relative
    return clean


def _short(exc: Exception) -> str:
    return str(exc).splitlines()[0][:120] if str(exc) else type(exc).__name__
