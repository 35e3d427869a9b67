"""A changed source re-checks its cards: the files named on the command line
that are not cards are looked up as sources, and the cards citing them join
the run (see files/citations.py for how they are found). The citation index
is kept in ``.anchorlint_cache/`` beside the results, one file per source key
and mode."""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from anchorlint._version import __version__
from anchorlint.files.citations import CitationIndex, cards_citing
from anchorlint.run.plan import Plan
from anchorlint.run.cache import CACHE_DIR, read_cache_file, usable, write_cache_file
from anchorlint.run.results import RunResult, display_path

INDEX_FORMAT = 2  # 2: the file in length-prefixed parts (run/cache.write_cache_file)
_MAGIC = f"anchorlint-citations/{INDEX_FORMAT}/{__version__}/{sys.implementation.cache_tag}"


def cards_of_given_sources(plan: Plan, given: Sequence[Path], files: Sequence[Path], not_cards: set[Path],
                           result: RunResult, use_cache: bool) -> list[Path]:
    """The cards citing the ``given`` files (named, and not cards), minus the
    files already in the run; each source's skip reason says how many."""
    by_source = cards_to_follow(plan, given, use_cache)
    counts = {path: len(by_source.get(Path(os.path.realpath(path)), ())) for path in given}
    _explain(plan, counts, not_cards, result)
    known = set(files)
    return sorted({card for cards in by_source.values() for card in cards} - known)


def _explain(plan: Plan, counts: dict[Path, int], not_cards: set[Path], result: RunResult) -> None:
    """Each named source is listed as skipped (it is not a card), with why."""
    displays = {display_path(path, plan.cwd): path for path in counts}
    kept = [(shown, why) for shown, why in result.skipped if shown not in displays]
    for shown, path in displays.items():
        cited = counts[path]
        if cited:
            kept.append((shown, f"not a card; the source of {cited} cards, checked too"))
        elif path in not_cards:
            kept.append((shown, "not a card; no card cites it"))
        else:
            kept.extend(item for item in result.skipped if item[0] == shown)
    result.skipped[:] = kept


def cards_to_follow(plan: Plan, sources: Sequence[Path], use_cache: bool) -> dict[Path, list[Path]]:
    """The cards citing each of ``sources`` that has any (keyed by the
    source's real path), found through an index refreshed from the cache, or
    built by one walk without it."""
    path = index_path(plan)
    cached = use_cache and usable(path)
    index = _load(path) if cached else CitationIndex()
    try:
        fresh = index.refresh(plan.root, plan.source_key, plan.settings.compat)
    except (TypeError, ValueError, IndexError):  # a damaged index file: built again from nothing
        index = CitationIndex()
        fresh = index.refresh(plan.root, plan.source_key, plan.settings.compat)
    if cached and (fresh.listed or fresh.read or fresh.files.keys() != index.files.keys()):
        write_cache_file(path, _MAGIC, (fresh.folders, fresh.files))
    return cards_citing(sources, fresh, plan.root, plan.manifest, plan.resolved)


def index_path(plan: Plan) -> Path:
    key = f"{plan.settings.compat}|{plan.source_key}"
    name = hashlib.blake2b(key.encode(), digest_size=8).hexdigest()
    return plan.root / CACHE_DIR / f"citations-{name}.bin"


def _load(path: Path) -> CitationIndex:
    data = read_cache_file(path, _MAGIC)
    if isinstance(data, tuple) and len(data) == 2 and all(isinstance(part, dict) for part in data):
        return CitationIndex(data[0], data[1])
    return CitationIndex()
