"""The run plan: everything a batch of cards needs to know about the run
(settings, root, working folder, --source, the manifest) and the memos
shared by the whole run. No open files."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from anchorlint.config.settings import Settings
from anchorlint.files import references
from anchorlint.files.facts import ImageResolver
from anchorlint.files.references import SourceRef
from anchorlint.model.card import Card


@dataclass(frozen=True)
class Plan:
    """Everything a batch needs to know about the run (no open files)."""

    settings: Settings
    root: Path
    cwd: Path
    source_option: Path | None = None
    source_key: str = "source_path"
    manifest: dict[str, str] | None = None  # card -> source, root-relative
    record: bool = True  # describe each result for the result cache (no cache: nothing to describe)
    compact: bool = False  # keep results encoded (run/results.StoredResult): the report is streamed
    fingerprints: dict[int, str] = field(default_factory=dict, compare=False)
    resolved: dict = field(default_factory=dict, compare=False)  # resolution memo for this run
    source_stats: dict = field(default_factory=dict, compare=False)  # os.stat of each source, once
    relatives: dict = field(default_factory=dict, compare=False)  # path -> relative, once
    stdin: dict = field(default_factory=dict, compare=False)  # path -> bytes read from standard input

    @cached_property
    def images(self) -> ImageResolver:
        return ImageResolver(self.root)

    def relative(self, path: Path) -> str | None:
        """The path relative to the root, in POSIX form; None outside it."""
        known = self.relatives.get(path, False)
        if known is not False:
            return known  # type: ignore[return-value]
        self.relatives[path] = relative = self._relative(path)
        return relative

    def _relative(self, path: Path) -> str | None:
        text, root = str(path), str(self.root)
        if not (text.startswith(root) and text[len(root) : len(root) + 1] == os.sep):
            return None
        relative = text[len(root) + 1 :]
        return relative.replace(os.sep, "/") if os.sep != "/" else relative

    def group_key(self, path: Path) -> str:
        """Cards that probably share a source: the manifest's source, the
        --source file, else the card's folder (cards usually cite neighbours)."""
        if self.source_option is not None:
            return str(self.source_option)
        listed = self.manifest.get(self.relative(path) or "") if self.manifest else None
        return listed if listed is not None else os.path.dirname(path)

    def settings_for(self, path: Path) -> Settings:
        for_path = getattr(self.settings, "for_path", None)
        return for_path(path) if for_path is not None else self.settings

    def resolve(self, card: Card | None, path: Path, raw: bytes | None = None,
                card_stat: os.stat_result | None = None) -> SourceRef | None:
        """The card's source (``card_stat``: the card's status, when known)."""
        if self.source_option is not None:
            return self.unless_self(SourceRef(str(self.source_option), "option", self.source_option), path,
                                    card_stat)
        listed = self.manifest.get(self.relative(path) or "") if self.manifest else None
        if listed is not None:
            ref = references.resolve_reference(listed, (self.root,), self.root, "manifest", self.resolved)
            return self.unless_self(ref, path, card_stat)
        if card is None:
            return None
        ref = references.card_source(card, path, self.root, self.source_key, self.resolved)
        return None if ref is None else self.unless_self(ref, path, card_stat)

    def unless_self(self, ref: SourceRef, path: Path, card_stat: os.stat_result | None = None) -> SourceRef:
        """S4: a card cannot be its own source (--compat judges it, as Go did)."""
        return ref if self.settings.compat else references.not_the_card(ref, path, self.source_stats, card_stat)


def settings_fingerprint(plan: Plan, path: Path) -> str:
    """The fingerprint of a card's effective settings (its cache entry's key), once per settings."""
    from anchorlint.config.fingerprint import fingerprint

    settings = plan.settings_for(path)
    key = id(settings)
    if key not in plan.fingerprints:
        plan.fingerprints[key] = fingerprint(settings)
    return plan.fingerprints[key]
