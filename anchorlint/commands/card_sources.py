"""Cards and their sources for ``anchorlint sensitivity PATHS``: discovered,
decoded and resolved the way a lint run does (path-jailed, manifest
honoured), each source read once while its cards are checked."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from anchorlint.files import discovery
from anchorlint.model.card import Card, parse_card
from anchorlint.files.read import MAX_CARD_BYTES, MAX_SOURCE_BYTES, read_bytes
from anchorlint.files.manifest import ManifestError, load_manifest
from anchorlint.text.reading import decode_bytes
from anchorlint.config.settings import DEFAULT_SETTINGS
from anchorlint.model.source import SourceText
from anchorlint.run.plan import Plan


def cards_with_sources(paths: Sequence[Path], cwd: Path) -> Iterator[tuple[Path, Card, SourceText | None]]:
    """Every card under ``paths`` with its decoded source (None when the
    card's source is missing, outside the repository or unreadable)."""
    absolute = [(cwd / path).resolve() for path in paths]
    root = discovery.find_root(absolute[0])
    try:
        loaded = load_manifest(root)
    except ManifestError:
        loaded = None
    plan = Plan(DEFAULT_SETTINGS, root, cwd, None, DEFAULT_SETTINGS.source_key, loaded.sources if loaded else None)
    sources: dict[Path, SourceText | None] = {}
    explicit = {path for path in absolute if not path.is_dir()}
    for path in sorted(set(discovery.walk(absolute))):
        if discovery.is_index(path) and path not in explicit:
            continue
        card = _card(path)
        ref = plan.resolve(card, path) if card is not None else None
        if card is None or ref is None:
            continue
        if ref.path is not None and ref.problem is None and ref.path not in sources:
            sources.clear()  # cards are sorted by path: neighbours share sources
            sources[ref.path] = _source(ref.path)
        yield path, card, sources.get(ref.path) if ref.path is not None else None


def _card(path: Path) -> Card | None:
    raw, _ = read_bytes(path, MAX_CARD_BYTES)
    text = decode_bytes(raw, compat=False).text if raw is not None else None
    return parse_card(text) if text is not None else None


def _source(path: Path) -> SourceText | None:
    raw, _ = read_bytes(path, MAX_SOURCE_BYTES)
    text = decode_bytes(raw, compat=False).text if raw is not None else None
    return SourceText(text, compat=False) if text is not None else None
