"""What would have resolved the source of a card that names none (S5): a
near-miss frontmatter key whose value is a file in the repository, or a
manifest entry written differently from the card's path. Resolution is
path-jailed like every other source reference."""

from __future__ import annotations

import os
import posixpath
from collections.abc import Mapping
from pathlib import Path

from anchorlint.files import references
from anchorlint.model.card import Card
from anchorlint.rules.s5_card_without_source import near_miss_keys


def missing_source_facts(
    card: Card,
    card_path: Path,
    root: Path,
    source_key: str,
    manifest: Mapping[str, str] | None = None,
    relative: str | None = None,
    memo: dict | None = None,
) -> dict[str, object]:
    """The facts S5 reports (see lint.context.CardFacts.missing_source)."""
    facts: dict[str, object] = {"source_key": source_key}
    for line, key, value in near_miss_keys(card, source_key):
        ref = references.resolve_reference(value, (card_path.parent, root), root, "frontmatter", memo)
        ref = references.not_the_card(ref, card_path)
        if ref.path is not None:
            resolved = os.path.relpath(ref.path, os.path.realpath(root)).replace(os.sep, "/")
            facts.update(line=line, found=key, reference=value, resolved=resolved)
            return facts
    listed = listed_otherwise(manifest, relative, root.name, memo) if manifest and relative else None
    if listed is not None:
        facts.update(listed=listed, card=relative)
    return facts


def listed_otherwise(manifest: Mapping[str, str], relative: str, root_name: str,
                     memo: dict | None = None) -> str | None:
    """The manifest's entry that means this card but is written so that it
    does not match: backslashes, another case, or ``../<root name>/...``.
    The loose form of every entry is computed once per run (in ``memo``)."""
    key = ("loose-manifest", id(manifest))
    loose = memo.get(key) if memo is not None else None
    if loose is None:
        loose = {}
        for listed in manifest:
            loose.setdefault(_loose(listed, root_name), listed)
        if memo is not None:
            memo[key] = loose
    return loose.get(_loose(relative, root_name))


def _loose(path: str, root_name: str) -> str:
    clean = posixpath.normpath(path.replace("\\", "/"))
    prefix = f"../{root_name}/"
    if clean.startswith(prefix):
        clean = clean[len(prefix):]
    return clean.casefold()
